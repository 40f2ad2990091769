import Testing
@testable import SpecKit

/// The nodes due to render again keep every entry and its first reason, inline for the first
/// four and in a dictionary past them: a lost entry is a body that does not run again.
@Suite struct InvalidNodesTests {
    private func reason(_ n: Int) -> Invalidation { .reason("r\(n)") }

    @Test(arguments: [1, 4, 5, 12])
    func everyEntryReadsBackAndGoesWhenRemoved(count: Int) {
        var invalid = InvalidNodes()
        #expect(invalid.isEmpty && invalid.only == nil)
        for id in 1...count { invalid[id * 10] = reason(id) }
        #expect(invalid.count == count && !invalid.isEmpty)
        for id in 1...count { #expect(invalid[id * 10]?.text == "r\(id)") }
        #expect(invalid[5] == nil)
        #expect(invalid.sorted.map(\.id) == (1...count).map { $0 * 10 })
        var seen: [Int] = []
        invalid.forEachID { seen.append($0) }
        #expect(seen.sorted() == (1...count).map { $0 * 10 })

        // The first goes: the others keep their reasons.
        invalid[10] = nil
        #expect(invalid.count == count - 1 && invalid[10] == nil)
        for id in 2...max(2, count) where id <= count { #expect(invalid[id * 10]?.text == "r\(id)") }
        for id in 2...max(2, count) where id <= count { invalid[id * 10] = nil }
        #expect(invalid.isEmpty && invalid.count == 0)

        // Emptied, it keeps new entries again, and names the only one.
        invalid[7] = reason(7)
        #expect(invalid.only?.id == 7 && invalid.only?.why.text == "r7")
    }

    /// A second reason for the same node replaces the first in place without a second entry.
    @Test func settingAnIdAgainReplacesItsReason() {
        var invalid = InvalidNodes()
        invalid[3] = reason(1)
        invalid[3] = reason(2)
        #expect(invalid.count == 1 && invalid[3]?.text == "r2")
    }
}
