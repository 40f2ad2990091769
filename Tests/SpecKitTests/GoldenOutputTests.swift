import Foundation
import Testing

/// The outputs of `run`, `trace`, `report`, `table` and `graph` over specs/, byte for byte as
/// reviewed in Tests/Golden/outputs: work on speed and memory must change none of them.
@Suite struct GoldenOutputTests {
    static let directory = packageRoot.appendingPathComponent("Tests/Golden/outputs")

    struct Command: CustomTestStringConvertible, Sendable {
        var output: String
        var status: Int32
        var arguments: [String]
        var testDescription: String { output }
    }

    /// commands.tsv: a line per command, its output file, exit status and arguments, tab-separated.
    static var commands: [Command] {
        let manifest = (try? String(contentsOf: directory.appendingPathComponent("commands.tsv"), encoding: .utf8)) ?? ""
        return manifest.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > 2, let status = Int32(fields[1]) else { return nil }
            return Command(output: fields[0], status: status, arguments: Array(fields[2...]))
        }
    }

    @Test func everyCommandAndSpecIsCovered() {
        let commands = Self.commands
        for name in ["run", "trace", "report", "table", "graph"] {
            #expect(commands.contains { $0.arguments.first == name }, "no reviewed output of spec \(name)")
        }
        let traced = Set(commands.filter { $0.arguments.first == "trace" }.compactMap(\.arguments.last))
        #expect(traced.count >= 10, "traces of \(traced.count) specs")
    }

    /// JUnit's `time` and `timestamp` attributes, which say when and how fast, with their values left out.
    static func timeless(_ text: String) -> String {
        text.replacing(/\ (time|timestamp)="[^"]*"/) { " \($0.output.1)=\"…\"" }
    }

    @Test(arguments: commands)
    func printsWhatWasReviewed(_ command: Command) async throws {
        let expected = try Data(contentsOf: Self.directory.appendingPathComponent(command.output))
        let stderr = Self.directory.appendingPathComponent(command.output + ".stderr")
        let expectedErr = FileManager.default.fileExists(atPath: stderr.path) ? try Data(contentsOf: stderr) : Data()
        let (status, out, err) = try await runCommand(command.arguments)
        #expect(status == command.status, "\(err)")
        // Only JUnit reports say when and how fast; the others are compared as printed.
        let junit = command.arguments.contains("junit"), reviewed = String(decoding: expected, as: UTF8.self)
        compare(junit ? Self.timeless(out) : out, junit ? Self.timeless(reviewed) : reviewed, command, command.output)
        compare(err, String(decoding: expectedErr, as: UTF8.self), command, command.output + ".stderr")
    }

    /// Compared as bytes; on a difference, the first differing line says where.
    func compare(_ now: String, _ reviewed: String, _ command: Command, _ file: String) {
        guard Data(now.utf8) != Data(reviewed.utf8) else { return }
        let a = now.split(separator: "\n", omittingEmptySubsequences: false)
        let b = reviewed.split(separator: "\n", omittingEmptySubsequences: false)
        let place = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }
            .map { " at line \($0.offset + 1):\n  now:      \($0.element.0)\n  reviewed: \($0.element.1)" } ?? " in length"
        Issue.record("spec \(command.arguments.joined(separator: " ")) differs from \(file)\(place)")
    }
}
