import Foundation
import Testing
@testable import SpecKit

/// A string literal longer than `valueSize` (a label's text, a quoted string in an action) was
/// accepted by `spec check` and `spec export` and refused only by `spec run`, when it was built.
/// It is certain to be refused, so it is refused when the spec loads, as the other limits are.
@Suite struct LiteralSizeTests {
    static func spec(label: String, action: String = "count += 1") -> String {
        """
        components:
          Counter:
            state: { count: 0, name: '""' }
            body:
              - text: "\(label)"
              - button: add
                action: '\(action)'
        root: Counter
        script:
          - tap: add
        """
    }

    /// Ten bytes at most, so that the cases stay small.
    static var small: Limits {
        var limits = Limits.standard
        limits.valueSize = 10
        return limits
    }

    @Test func aLabelsTextPastTheLimitIsRefusedWhenTheSpecLoads() throws {
        let plain = run(Self.spec(label: "abcdefghijk"), limits: Self.small)
        let error = try #require(plain.loadError?.diagnostics.first)
        #expect(error.message == "a string of more than 10 bytes in abcdefghijk")
        #expect(error.location.line == 5 && error.location.column == 16)
        #expect(error.hint == "a string is at most 10 bytes, the limit on a value (valueSize in docs/limits.md)")
        // Its text around a value counts too: the value only adds to it.
        let around = run(Self.spec(label: "abcdef {count} ghijk"), limits: Self.small)
        #expect(around.loadError?.diagnostics.first?.message == "a string of more than 10 bytes in abcdef {count} ghijk")
        // The lock: at the limit, and a value that makes it longer, are for the run to judge.
        #expect(run(Self.spec(label: "abcdefghij"), limits: Self.small).loadError == nil)
        let built = run(Self.spec(label: "abcdefghi{count}{count}"), limits: Self.small)
        #expect(built.loadError == nil)
    }

    @Test func aQuotedStringPastTheLimitIsRefusedAtItsQuote() throws {
        let result = run(Self.spec(label: "n", action: "name = \"abcdefghijk\""), limits: Self.small)
        let error = try #require(result.loadError?.diagnostics.first)
        #expect(error.message == "a string of more than 10 bytes in \"abcdefghijk\"")
        #expect(error.location.line == 7 && error.location.column == 25)
        // Escapes count as the bytes they stand for: `\n` is one.
        #expect(run(Self.spec(label: "n", action: "name = \"abcdefghi\\n\""), limits: Self.small).loadError == nil)
    }

    /// With the default limit, through the commands: check, export and run all say the same.
    @Test func checkExportAndRunRefuseTheSameLiteral() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("long.yaml").path
        try Self.spec(label: String(repeating: "x", count: Limits.standard.valueSize + 1)).write(toFile: file, atomically: false, encoding: .utf8)
        let located = "\(file):5:16: error: a string of more than 100000 bytes in xxxx"
        for arguments in [["check", file], ["run", file], ["export", "swiftui", file, "-o", dir.appendingPathComponent("app").path]] {
            let (status, _, err) = try await runCommand(arguments)
            #expect(status == 2, "\(arguments)")
            #expect(err.hasPrefix(located), "\(arguments): \(err.prefix(300))")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("app").path))
    }
}
