import Foundation
import Testing
@testable import SpecKit

/// Trace lines are written as bytes by their own interpolation; every piece must read as the
/// `String` the trace wrote before: `String(n)`, `Value.literal`, `[Argument].source`.
@Suite struct TraceLineTextTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, -987_654, Int.max, Int.min])
    func numbersAreWrittenAsStringWritesThem(_ n: Int) {
        #expect(LineText("\(n)").string == String(n))
        #expect(LineText("a \(n) b").string == "a \(String(n)) b")
    }

    static let values: [Value] = [
        .int(-3), .string("hé \"x\""), .string(""), .bool(true), .bool(false), .null,
        .model(ModelRef(type: "Model", serial: 12, id: 40)),
        .list([.int(1), .string("b"), .list([]), .null]),
        .structure(StructValue(type: "Point", fields: [Argument(label: "x", value: .int(1)), Argument(label: "y", value: .string("2"))])),
        .typeName("Model"),
    ]

    @Test(arguments: values)
    func valuesAreWrittenAsTheirLiterals(_ value: Value) {
        #expect(LineText("\(literal: value)").string == value.literal)
    }

    @Test func argumentsAreWrittenAsTheirSource() {
        let arguments = [Argument(label: "id", value: .int(3)), Argument(label: "name", value: .string("a")),
                         Argument(label: "m", value: .model(ModelRef(type: "M", serial: 2, id: 9)))]
        #expect(LineText("(\(arguments: arguments))").string == "(\(arguments.source))")
        #expect(LineText("(\(arguments: []))").string == "()")
    }

    /// A line's first 256 bytes are kept in place and the rest apart: lines that reach that room
    /// by a piece, by a single byte or by a number, and lines far past it, read whole and in order.
    @Test(arguments: [250, 254, 255, 256, 257, 600])
    func linesPastTheirFirstRoomReadWhole(_ length: Int) {
        let long = String(repeating: "é", count: length / 2) + (length % 2 == 1 ? "x" : "")
        let model = ModelRef(type: "Model", serial: 12, id: 40)
        let line: LineText = "\(long)\(model) \(-987_654)\(literal: .string("q"))\(long)"
        #expect(line.string == "\(long)Model#12 -987654\"q\"\(long)")
        #expect(LineText("[\(line)]").string == "[\(line.string)]")
    }

    @Test func textsAndLiteralsJoinInOrder() {
        let name = "a name longer than fifteen bytes", small = "ok", unicode = "→ é ✓"
        let inner: LineText = "[\(small)]"
        #expect(LineText("x \(name) y \(small)\(unicode) \(inner) z").string == "x \(name) y \(small)\(unicode) [\(small)] z")
        #expect(LineText("\(["a", "b", "c"], separator: "; ")").string == "a; b; c")
        #expect(LineText("plain").string == "plain")
        #expect(LineText("").string.isEmpty)
    }

    @Test func aLongLineGrowsPastWhatItReserved() {
        let piece = String(repeating: "abcdefgh", count: 64)
        #expect(LineText("\(piece)\(piece)\(piece) \(12)").string == piece + piece + piece + " 12")
    }

    @Test func placesAndDependenciesAreSaidAsBefore() {
        let plain = NodeRef(id: 3, component: "Row", path: "P/Row", parent: 1, position: 4, identity: "4")
        let keyed = NodeRef(id: 4, component: "Row", path: "P/Row", parent: 1, position: 2, identity: "2.[7].then")
        #expect(TraceBuilder.place(of: plain) == "element 5")
        #expect(TraceBuilder.place(of: keyed) == "at 2.[7].then")
        let names = EventNames()
        #expect(names.describe(.state(node: 3, name: "n"), readBy: plain) == "state n")
        #expect(names.describe(.state(node: 8, name: "n"), readBy: plain) == "state n of a removed node")
        #expect(names.describe(.creations(type: "Model")) == "Model.creations")
        #expect(names.describe(.storage(StorageKey(.userDefaults, "k"))) == "app storage `k`")
        #expect(names.describe(.storage(StorageKey(.scene, "k"))) == "scene storage `k`")
        #expect(names.describe(.object(model: 2)) == "an object's objectWillChange (observed through a wrapper)")
    }
}
