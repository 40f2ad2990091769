import Foundation
import Testing
@testable import SpecKit

/// The error corpus: every file in Tests/ErrorCorpus is a bad spec whose first comment lines say
/// exactly what `spec` must report, in order:
///
///     # expect: LINE:COL: MESSAGE       found by `spec check` and by `spec run`
///     # expect-run: LINE:COL: MESSAGE   found only by running: `spec check` passes, `spec run` stops
///     # expect-check: LINE:COL: MESSAGE with `expect-run:`, what `spec check` finds statically in
///                                       the script instead (a step naming what no body shows)
///     # hint: HINT                      the hint printed under the diagnostic above it
///     # schema: reject                  the JSON Schema rejects the file too (SchemaTests)
///
/// Both commands must exit 2 with exactly these diagnostics and nothing else. Inputs too large
/// to commit (an empty file, a file over the size limit, …) are generated below.
@Suite(.startedWhilePlanned(EarlyWork.corpusRuns)) struct ErrorCorpusTests {
    /// One expected diagnostic, as the CLI prints it.
    struct Expected: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var hint: String?

        var description: String { "\(line):\(column): \(message)" + (hint.map { " [hint: \($0)]" } ?? "") }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        var expected: [Expected]
        var runtime: Bool
        /// For a runtime case: what `spec check` reports without running; empty when it passes.
        var checkExpected: [Expected] = []
        var schemaRejects: Bool

        var testDescription: String { path }

        /// Whether the case runs until a budget of thousands stops it: its diagnostic says a count
        /// went past 1,000 or more (loop turns, task resumptions, sleeps, timer firings). Slow by
        /// design: the six such runaways were four fifths of a run over the corpus.
        var runsToABudget: Bool {
            expected.contains { e in e.message.components(separatedBy: "more than ").dropFirst().contains { $0.prefix { $0.isNumber }.count >= 4 } }
        }
    }

    static let directory = "Tests/ErrorCorpus"

    static let cases: [Case] = {
        let dir = packageRoot.appendingPathComponent(directory)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".yaml") }
        return names.sorted().map { name in
            let bytes = (try? Data(contentsOf: dir.appendingPathComponent(name))) ?? Data()
            return parseHeader(String(decoding: bytes, as: UTF8.self), path: "\(directory)/\(name)")
        }
    }()

    /// Reads the `# expect…`, `# hint:` and `# schema:` lines at the top of a corpus file.
    static func parseHeader(_ text: String, path: String) -> Case {
        var c = Case(path: path, expected: [], runtime: false, schemaRejects: false)
        var hintsCheck = false   // whether a `# hint:` belongs to the last `expect-check:`
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("# ") else { break }
            let body = line.dropFirst(2)
            if let rest = body.stripping("expect: ") ?? body.stripping("expect-run: ") ?? body.stripping("expect-check: ") {
                let forCheck = body.hasPrefix("expect-check: ")
                if !forCheck { c.runtime = body.hasPrefix("expect-run: ") }
                let parts = rest.split(separator: ":", maxSplits: 2)
                guard parts.count == 3, let l = Int(parts[0]), let col = Int(parts[1]) else { break }
                let expected = Expected(line: l, column: col, message: String(parts[2].dropFirst()))
                if forCheck { c.checkExpected.append(expected) } else { c.expected.append(expected) }
                hintsCheck = forCheck
            } else if let hint = body.stripping("hint: "), hintsCheck, !c.checkExpected.isEmpty {
                c.checkExpected[c.checkExpected.count - 1].hint = String(hint)
            } else if let hint = body.stripping("hint: "), !c.expected.isEmpty {
                c.expected[c.expected.count - 1].hint = String(hint)
            } else if body == "schema: reject" {
                c.schemaRejects = true
            } else {
                break
            }
        }
        return c
    }

    /// The diagnostics about `path` in the CLI's output, with the hint printed under each.
    static func diagnostics(in output: String, for path: String) -> [Expected] {
        var found: [Expected] = []
        for raw in output.split(separator: "\n") {
            let line = raw.drop { $0 == " " }
            if let rest = line.stripping(path + ":") {
                let parts = rest.split(separator: ":", maxSplits: 2)
                guard parts.count == 3, let l = Int(parts[0]), let c = Int(parts[1]),
                      let message = parts[2].stripping(" error: ") else { continue }
                found.append(Expected(line: l, column: c, message: String(message)))
            } else if let hint = line.stripping("hint: "), !found.isEmpty, found[found.count - 1].hint == nil {
                found[found.count - 1].hint = String(hint)
            }
        }
        return found
    }

    @Test func theCorpusCoversEnoughMistakes() {
        #expect(Self.cases.count >= 60)
        for c in Self.cases { #expect(!c.expected.isEmpty, "\(c.path) has no `# expect:` line") }
    }

    /// What one command printed over the whole corpus, split into each file's lines.
    struct CorpusRun: Sendable {
        var status: Int32
        var out: String
        var outSections: [String: String]
        var errSections: [String: String]
    }

    /// `spec run` and `spec check` over every corpus file, one call each (a process per file
    /// made this suite most of the test time); each case then reads its own file's lines.
    static let corpusRuns = Shared<[String: CorpusRun]>(onItsOwnThread: {
        let paths = cases.map(\.path)
        // The two commands run at once, each on a thread of its own.
        let commands = ["run", "check"]
        let results = commands.map { command in Shared(onItsOwnThread: { runCommandBlocking([command] + paths) }) }
        var runs: [String: CorpusRun] = [:]
        for (command, result) in zip(commands, results) {
            let (status, out, err) = result.valueWaitedFor
            runs[command] = CorpusRun(status: status, out: out, outSections: sections(of: out, paths: Set(paths)),
                                      errSections: sections(of: err, paths: Set(paths)))
        }
        return runs
    })

    /// Splits a report into each file's lines: a file's part starts at an unindented line that
    /// names it (`path` alone, `path: ok`, or `path:line:col: error: …`).
    static func sections(of output: String, paths: Set<String>) -> [String: String] {
        var sections: [String: String] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" "), let end = line.range(of: ".yaml")?.upperBound, paths.contains(String(line[..<end])) {
                current = String(line[..<end])
            }
            if let current { sections[current, default: ""] += line + "\n" }
        }
        return sections
    }

    @Test func theCorpusRunsInOneCallPerCommand() async throws {
        let run = try #require(await Self.corpusRuns.value["run"]), check = try #require(await Self.corpusRuns.value["check"])
        #expect(run.status == 2 && check.status == 2)
        #expect(run.outSections.count == Self.cases.count)
        #expect(run.errSections.count == Self.cases.count)
        // Every case is an error, none a failure.
        #expect(run.out.contains(" passed, 0 failed, "), "\(run.out.suffix(200))")
        let bad = Self.cases.filter { !$0.runtime || !$0.checkExpected.isEmpty }.count
        #expect(check.out.hasSuffix("\(Self.cases.count) files checked, \(bad) with errors\n"), "\(check.out.suffix(200))")
    }

    @Test(arguments: cases)
    func runReportsExactlyTheExpectedDiagnostics(_ c: Case) async throws {
        let run = try #require(await Self.corpusRuns.value["run"])
        let (out, err) = (run.outSections[c.path] ?? "", run.errSections[c.path] ?? "")
        // Results on standard output, the diagnostics on standard error, the error counted apart.
        #expect(Self.diagnostics(in: err, for: c.path) == c.expected, "\(err)")
        #expect(!out.contains(": error:") && out.contains("ERROR") && !out.contains("FAIL"), "\(out)")
    }

    @Test(arguments: cases)
    func checkAgreesWithRun(_ c: Case) async throws {
        let check = try #require(await Self.corpusRuns.value["check"])
        let (out, err) = (check.outSections[c.path] ?? "", check.errSections[c.path] ?? "")
        if c.runtime && c.checkExpected.isEmpty {
            // Found only by running: the file itself is well formed.
            #expect(err.isEmpty, "\(err)")
            #expect(out.contains("\(c.path): ok"), "\(out)")
        } else if c.runtime {
            // The script names what no body shows: check finds it without running.
            #expect(!out.contains(": ok"), "\(out)")
            #expect(Self.diagnostics(in: err, for: c.path) == c.checkExpected, "\(err)")
        } else {
            #expect(!out.contains(": ok"), "\(out)")
            #expect(Self.diagnostics(in: err, for: c.path) == c.expected, "\(err)")
        }
    }

    /// The exit status and closing count of one file alone, which the corpus run shares out.
    @Test func oneBadFileAloneExitsTwo() async throws {
        let c = try #require(Self.cases.first { !$0.runtime })
        let run = try await runCommand(["run", c.path])
        #expect(run.status == 2)
        #expect(run.out.contains(" 0 failed, ") && !run.out.contains(" 0 errors"), "\(run.out)")
        let check = try await runCommand(["check", c.path])
        #expect(check.status == 2)
        #expect(check.out.hasSuffix("1 file checked, 1 with errors\n"), "\(check.out)")
        let runtime = try #require(Self.cases.first { $0.runtime && $0.checkExpected.isEmpty })
        #expect(try await runCommand(["run", runtime.path]).status == 2)
        let ok = try await runCommand(["check", runtime.path])
        #expect(ok.status == 0 && ok.err.isEmpty)
    }

    // MARK: - Generated cases: inputs too large, or too odd, to commit

    /// Writes a generated spec and runs `spec run` and `spec check` on it; both must report `expected`.
    func expectBoth(_ bytes: [UInt8], _ expected: [Expected], commands: [String] = ["run", "check"]) async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("generated.yaml")
        try Data(bytes).write(to: file)
        for command in commands {
            let (status, out, err) = try await runCommand([command, file.path])
            #expect(status == 2, "\(command): \(out.prefix(2000))")
            #expect(Self.diagnostics(in: err, for: file.path) == expected, "\(command): \(err.prefix(2000))")
        }
    }

    /// A valid spec of five lines, to which a generated part is added.
    static let minimal = "components:\n  Root:\n    body:\n      - text: hello\nroot: Root\n"

    @Test func anEmptyFile() async throws {
        try await expectBoth([], [Expected(line: 1, column: 1, message: "the file is empty",
                                     hint: "a spec needs `components:` and a `root:` or `scenarios:`")])
    }

    @Test func aFileOverTheSizeLimit() async throws {
        let limit = Limits.standard.fileBytes
        var text = Self.minimal
        text += String(repeating: "# padding\n", count: (limit - text.utf8.count) / 10 + 1)
        #expect(text.utf8.count > limit)
        try await expectBoth(Array(text.utf8), [Expected(
            line: 1, column: 1, message: "the file is larger than \(limit) bytes, the limit for one spec",
            hint: "a hand-written spec is a few kilobytes; split a generated one into several files")])
    }

    @Test func aScriptOverTheStepLimit() async throws {
        let steps = Limits.standard.scriptSteps + 1
        let text = Self.minimal + "script: [" + Array(repeating: "{}", count: steps).joined(separator: ", ") + "]\n"
        try await expectBoth(Array(text.utf8), [Expected(
            // At the first step past the limit: `script: [` and four characters a step before it.
            line: 6, column: 10 + 4 * Limits.standard.scriptSteps,
            message: "the script has \(steps) steps, over the limit of \(Limits.standard.scriptSteps)",
            hint: "split it into scenarios of at most \(Limits.standard.scriptSteps) steps; each scenario starts from launch")])
    }

    /// Plain nodes count one each, and the first over the limit is the one named. Shown with a
    /// lowered limit through what `spec check` and `spec run` both call: four million nodes took
    /// ten seconds of a debug build, the longest test of all. The corpus's alias bomb
    /// (limit-alias-bomb.yaml) is stopped sooner, by the bound on what aliases repeat.
    @Test func aFileOverTheNodeLimitWithoutAliases() throws {
        var limits = Limits()
        limits.nodes = 1_000
        // The document mapping, the key and the list are three nodes; item k is node 4 + k.
        func list(_ items: Int) -> [UInt8] { Array(("a: [" + Array(repeating: "0", count: items).joined(separator: ",") + "]\n").utf8) }
        let over = SpecFile.check(bytes: list(limits.nodes - 2), file: "nodes.yaml", limits: limits)
        let first = limits.nodes - 3   // the item that is node limit + 1
        #expect(over.loadError?.diagnostics.map { Expected(line: $0.location.line, column: $0.location.column, message: $0.message, hint: $0.hint) }
                == [Expected(line: 1, column: 5 + 2 * first, message: "more than \(limits.nodes) YAML nodes (aliases count as the nodes they repeat)",
                             hint: "a spec this large is likely generated by mistake, or an alias bomb")])
        // One node fewer is within the limit: the file then fails only for what it lacks.
        let within = SpecFile.check(bytes: list(limits.nodes - 3), file: "nodes.yaml", limits: limits)
        #expect(!(within.loadError?.diagnostics ?? []).contains { $0.message.contains("YAML nodes") })
        #expect(Self.cases.contains { c in c.path.hasSuffix("limit-alias-bomb.yaml")
            && c.expected.first?.message == "aliases repeat more than \(Limits.standard.aliasNodes) YAML nodes" })
    }

    @Test func componentsNestedDeeperThanTheViewLimit() async throws {
        let depth = Limits.standard.viewDepth
        var text = "components:\n"
        for i in 0..<depth { text += "  Level\(i):\n    body:\n      - Level\(i + 1):\n" }
        text += "  Level\(depth):\n    body: []\nroot: Level0\n"
        // Level0 is the first level, so the reference inside Level(depth - 1) goes one too deep.
        try await expectBoth(Array(text.utf8), [Expected(
            line: 2 + 3 * (depth - 1) + 2, column: 9, message: "components nest deeper than \(depth) levels",
            hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits")])
    }

    @Test func moreDeclarationsThanTheLimit() async throws {
        let limit = Limits.standard.declarations
        var text = "models:\n"
        for i in 0...limit { text += "  M\(i): { fields: [x] }\n" }
        text += Self.minimal
        try await expectBoth(Array(text.utf8), [Expected(
            line: 2, column: 3, message: "more than \(limit) models in one file",
            hint: "a spec this large is likely generated by mistake; docs/limits.md lists the limits")])
    }

    @Test func manyErrorsStopAtTheErrorLimit() async throws {
        let limit = Limits.standard.errors
        var text = "components:\n  Counter:\n    body:\n"
        for i in 0..<(limit + 10) { text += "      - text: \"{missing\(i)}\"\n" }
        text += "root: Counter\n"
        var expected = (0..<limit).map {
            Expected(line: 4 + $0, column: 17, message: "'missing\($0)' is not defined in Counter")
        }
        expected.append(Expected(line: 4 + limit, column: 17, message: "too many errors; stopped after \(limit)",
                                 hint: "fix the ones above first; docs/limits.md lists the limits"))
        try await expectBoth(Array(text.utf8), expected)
    }

    @Test func aBareCarriageReturnEndsALineAsInYAML() async throws {
        // libyaml counts a lone CR as a line break; the diagnostic's line must be the one shown.
        let text = "components:\r  Counter:\r    body: []\rroot: Countr\r"
        try await expectBoth(Array(text.utf8), [Expected(line: 4, column: 7, message: "root component 'Countr' is not declared",
                                                   hint: "did you mean 'Counter'?")])
        var formatter = DiagnosticFormatter()
        formatter.add(source: text, for: "f.yaml")
        let shown = formatter.format(Diagnostic("x", at: Location(file: "f.yaml", line: 4, column: 7)))
        #expect(shown.contains("\n  root: Countr\n        ^\n"))
    }

    // The event budget takes a long run to reach with the default; a lowered limit shows its error.
    @Test func aRunOverTheEventLimitStops() {
        var limits = Limits()
        limits.events = 200
        // The counter spec with a hundred more taps: each renders and writes, so the budget runs out.
        let yaml = SpecDecoderTests().counter + "\n" + String(repeating: "  - tap: add\n", count: 100)
        let result = run(yaml, limits: limits)
        let error = result.scenarios.first?.error
        #expect(error?.message == "the scenario recorded more than 200 events (renders, inits, writes, texts shown)")
        #expect(error.map { $0.location.line > 9 } == true)
        #expect(result.exitCode == 2)
    }
}

extension Substring {
    /// The rest after `prefix`, or nil when the text does not start with it.
    func stripping(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
