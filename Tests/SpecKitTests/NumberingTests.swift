import Testing
@testable import SpecKit

/// The numbers a state key gives ids keep every pair, inline for the first eight and in a table
/// past them: a state key that lost one would make two different states the same.
@Suite struct NumberingTests {
    /// Ids numbered in the order met, looked up before and after the inline pairs move to the
    /// table, with ids whose low bits collide and the one id that means none.
    @Test(arguments: [0, 1, 8, 9, 40, 1_000])
    func everyPairReadsBackAsSet(count: Int) {
        var numbering = Numbering()
        let ids = (0..<count).map { $0 * 64 + 5 }   // the same low bits: collisions in the table
        for (number, id) in ids.enumerated() {
            #expect(numbering[id] == nil)
            numbering.set(id, number)
            #expect(numbering[id] == number)
        }
        #expect(numbering.count == count)
        for (number, id) in ids.enumerated() { #expect(numbering[id] == number) }
        #expect(numbering[-1] == nil)
        #expect(numbering[count * 64 + 5] == nil)
    }

    /// Setting an id again changes its number without adding a pair, inline and in the table.
    @Test(arguments: [3, 20])
    func settingAnIdAgainReplacesItsNumber(count: Int) {
        var numbering = Numbering(capacity: count > 8 ? count : 0)
        for id in 0..<count { numbering.set(id, id) }
        numbering.set(2, 99)
        #expect(numbering[2] == 99)
        #expect(numbering.count == count)
        #expect(numbering[1] == 1)
    }
}
