import Foundation
import Testing

/// schema/spec.schema.json, checked with Python's `jsonschema` (Tests/Schema/validate.py): every
/// file in specs/ names it and matches it, and it agrees with `spec` on the error corpus — it
/// rejects exactly the cases marked `# schema: reject` among those it can read. The JSON outputs
/// match their own schemas too.
///
/// Without those Python packages the tests that need them are skipped, saying what to install;
/// on CI (`CI=true`) they run anyway, so a CI that lacks the packages fails instead of skipping.
@Suite(.startedWhilePlanned(EarlyWork.validation)) struct SchemaTests {
    static let install = "needs python3 with jsonschema and PyYAML: `python3 -m pip install jsonschema pyyaml` "
        + "or `apt-get install python3-jsonschema python3-yaml` (.ci/run installs them)"

    /// Whether the validator can run here, or must: CI never skips these tests.
    static let canValidate: Bool = {
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The validator needs PyYAML and either validator (Tests/Schema/validate.py).
        process.arguments = ["python3", "-c", "import yaml\ntry:\n    import jsonschema_rs\nexcept ImportError:\n    import jsonschema"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// What the validator said about one file: `valid`, `invalid` or `unparsable`, and why.
    struct Verdict {
        var status: String
        var message: String
    }

    /// The JSON outputs checked against their schemas, by schema: passing, failing, stopped and
    /// unloadable specs, so every optional part appears. Each spec's trace is its reviewed output,
    /// which GoldenOutputTests shows the command prints byte for byte; a trace of standard input
    /// is run here. The reports are written to `directory`.
    static func jsonOutputs(in directory: URL) throws -> [String: [String]] {
        let run = try runCLIBlocking(["run", "--format", "json"] + SpecsTests.specFiles + ["-", "no-such-file.yaml"], input: CLITests.mixed)
        let trace = try runCLIBlocking(["trace", "--format", "json", "-"], input: CLITests.mixed)
        // A file that does not load: the document with its errors.
        let unloaded = try runCLIBlocking(["trace", "--format", "json", "no-such-file.yaml"])
        let explore = try runCLIBlocking(["explore", "--format", "json", "specs/four-taps-deep.yaml", "-", "no-such-file.yaml"],
                                         input: Self.explored)
        var outputs: [String: [String]] = [:]
        for (name, schema, output) in [("run-report", "run-report", run.out), ("trace", "trace", trace.out),
                                       ("trace-unloaded", "trace", unloaded.out), ("explore-report", "explore-report", explore.out)] {
            let file = directory.appendingPathComponent("\(name).json")
            try output.write(to: file, atomically: false, encoding: .utf8)
            outputs[schema, default: []].append(file.path)
        }
        outputs["trace", default: []] += reviewedTraces.map { GoldenOutputTests.directory.appendingPathComponent($0.output).path }
        return outputs
    }

    /// A spec whose exploration has every part of the explore report: a finding, labels not
    /// tried, a scenario stopped at launch (nothing to explore) and one skipped.
    static let explored = """
        components:
          P:
            state: {n: 0}
            invariant: n < 2
            body:
              - text: n {n}
              - button: same
                action: n += 1
              - button: same
                action: n += 2
              - button: add
                action: n += 1
          Still:
            body: [{text: still}]
        root: P
        scenarios:
          - name: finds
          - name: nothing to do
            root: Still
          - name: wants error
            expect-error: boom
            script: [{tap: add}]
        """

    /// The reviewed outputs of `spec trace --format json`.
    static var reviewedTraces: [GoldenOutputTests.Command] {
        GoldenOutputTests.commands.filter { Array($0.arguments.dropLast()) == ["trace", "--format", "json"] }
    }

    /// What one run of the validator said: about specs/ and the corpus against the spec schema,
    /// and about the JSON outputs (`outputs`, by schema) against theirs.
    struct Validation: Sendable {
        var verdicts: [String: Verdict]
        var outputs: [String: [String]]
    }

    /// One run of the validator, shared by the tests below (a Python process with jsonschema
    /// costs more to start than the specs cost to validate); or why it could not run.
    static let validation = Shared<Result<Validation, ValidatorError>>(onItsOwnThread: {
        let files = SpecsTests.specFiles + ErrorCorpusTests.cases.map(\.path)
        do {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let outputs = try jsonOutputs(in: dir)
            let groups = outputs.sorted { $0.key < $1.key }.flatMap { ["--schema", "schema/\($0.key).schema.json"] + $0.value }
            return validate(files + groups).map { Validation(verdicts: $0, outputs: outputs) }
        } catch {
            return .failure(ValidatorError(description: "\(error)"))
        }
    })

    struct ValidatorError: Error, CustomStringConvertible {
        var description: String
    }

    static func validate(_ files: [String], schema: String = "schema/spec.schema.json") -> Result<[String: Verdict], ValidatorError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Tests/Schema/validate.py", schema] + files
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            return .failure(ValidatorError(description: "cannot start python3 (\(error)); the schema tests \(install)"))
        }
        let output = String(decoding: readAll(out.fileHandleForReading), as: UTF8.self)
        let problem = String(decoding: readAll(err.fileHandleForReading), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(ValidatorError(description: "the schema validator failed (exit \(process.terminationStatus)): \(problem)"
                + (process.terminationStatus == 127 ? "python3 is not installed; " : "") + "the schema tests \(install)"))
        }
        var verdicts: [String: Verdict] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            let rest = words[1]
            let path = rest.firstRange(of: ": ").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
            let message = rest.firstRange(of: ": ").map { String(rest[$0.upperBound...]) } ?? ""
            verdicts[path] = Verdict(status: String(words[0]), message: message)
        }
        return .success(verdicts)
    }

    /// The validation, or a recorded issue that says what to install.
    func validation() async -> Validation? {
        switch await Self.validation.value {
        case .success(let v): return v
        case .failure(let error):
            Issue.record("\(error)")
            return nil
        }
    }

    /// The verdicts, or a recorded issue that says what to install.
    func verdicts() async -> [String: Verdict]? { await validation()?.verdicts }

    @Test func everySpecStartsWithTheModeline() throws {
        for file in SpecsTests.specFiles {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/spec.schema.json\n"), "\(file)")
        }
    }

    @Test(.enabled(if: canValidate, Comment(rawValue: install))) func everySpecMatchesTheSchema() async {
        guard let verdicts = await verdicts() else { return }
        #expect(!SpecsTests.specFiles.isEmpty)
        for file in SpecsTests.specFiles {
            #expect(verdicts[file]?.status == "valid", "\(file): \(verdicts[file].map { "\($0.status) \($0.message)" } ?? "not checked")")
        }
    }

    @Test(.enabled(if: canValidate, Comment(rawValue: install))) func theSchemaRejectsTheCorpusCasesItCanExpress() async {
        guard let verdicts = await verdicts() else { return }
        let marked = ErrorCorpusTests.cases.filter(\.schemaRejects)
        #expect(marked.count >= 30, "only \(marked.count) corpus cases are marked `# schema: reject`")
        for c in marked {
            #expect(verdicts[c.path]?.status == "invalid", "\(c.path): \(verdicts[c.path].map { "\($0.status) \($0.message)" } ?? "not checked")")
        }
    }

    @Test(.enabled(if: canValidate, Comment(rawValue: install))) func theSchemaAcceptsWhatOnlySpecCanJudge() async {
        // Undefined names, type errors, cycles, taps…: well-formed files the schema must not reject.
        guard let verdicts = await verdicts() else { return }
        for c in ErrorCorpusTests.cases where !c.schemaRejects {
            #expect(verdicts[c.path]?.status != "invalid", "\(c.path) is rejected by the schema; mark it `# schema: reject`: \(verdicts[c.path]?.message ?? "")")
            #expect(verdicts[c.path] != nil, "\(c.path) not checked")
        }
    }

    @Test(.enabled(if: canValidate, Comment(rawValue: install)), arguments: ["run-report", "trace", "explore-report"])
    func theJSONOutputsMatchTheirSchemas(_ schema: String) async throws {
        guard let validation = await validation() else { return }
        if schema == "trace" {
            #expect(Set(Self.reviewedTraces.compactMap(\.arguments.last)) == Set(SpecsTests.specFiles),
                    "a spec's JSON trace is not among the reviewed outputs")
        }
        let files = validation.outputs[schema] ?? []
        #expect(files.count == (schema == "trace" ? SpecsTests.specFiles.count + 2 : 1))
        for file in files {
            let verdict = validation.verdicts[file]
            #expect(verdict?.status == "valid", "\(file): \(verdict.map { "\($0.status) \($0.message)" } ?? "not checked")")
        }
    }
}
