import Foundation
import Testing
@testable import SpecKit

/// The table of loads a process may keep (LoadedSpecs): a load kept is given again only for the
/// same name, bytes and limits, and nothing is kept unless asked.
@Suite struct LoadedSpecsTests {
    static let yaml = Array("components:\n  A:\n    body: [ { text: hi } ]\nroot: A\n".utf8)

    /// Counts the loads the table asks for.
    final class Loads: @unchecked Sendable {
        var count = 0
        func load(_ bytes: [UInt8], _ file: String = "a.yaml", limits: Limits = .standard) -> FileResult {
            count += 1
            return FileResult(file: file, spec: try? SpecDecoder.decode(bytes, file: file, limits: limits))
        }
    }

    @Test func nothingIsKeptUntilAsked() {
        let table = LoadedSpecs(), loads = Loads()
        for _ in 0..<2 { _ = table.result(file: "a.yaml", bytes: Self.yaml, limits: .standard) { loads.load(Self.yaml) } }
        #expect(loads.count == 2)
    }

    @Test func aLoadIsKeptForTheSameNameBytesAndLimits() {
        let table = LoadedSpecs(), loads = Loads()
        table.remember()
        let first = table.result(file: "a.yaml", bytes: Self.yaml, limits: .standard) { loads.load(Self.yaml) }
        let again = table.result(file: "a.yaml", bytes: Self.yaml, limits: .standard) { loads.load(Self.yaml) }
        #expect(loads.count == 1)
        #expect(first.spec?.components.map(\.name) == again.spec?.components.map(\.name))
        // Other bytes under the same name (the file was written again), another name, other limits.
        let edited = Self.yaml.map { $0 == UInt8(ascii: "i") ? UInt8(ascii: "o") : $0 }
        _ = table.result(file: "a.yaml", bytes: edited, limits: .standard) { loads.load(edited) }
        _ = table.result(file: "b.yaml", bytes: Self.yaml, limits: .standard) { loads.load(Self.yaml, "b.yaml") }
        var small = Limits.standard
        small.nodes = 10
        _ = table.result(file: "a.yaml", bytes: Self.yaml, limits: small) { loads.load(Self.yaml, limits: small) }
        #expect(loads.count == 4)
    }

    /// A command given a file it has read before, changed on disk, reads the change.
    @Test func aFileWrittenAgainIsLoadedAgain() async throws {
        let file = try temporaryDirectory().appendingPathComponent("spec.yaml")
        try "components:\n  A:\n    body: [ { text: hi } ]\nroot: A\nscript:\n  - expect: [hi]\n".write(to: file, atomically: false, encoding: .utf8)
        #expect(try await runCommand(["run", file.path]).status == 0)
        try "components:\n  A:\n    body: [ { text: ho } ]\nroot: A\nscript:\n  - expect: [hi]\n".write(to: file, atomically: false, encoding: .utf8)
        #expect(try await runCommand(["run", file.path]).status == 1)
    }
}
