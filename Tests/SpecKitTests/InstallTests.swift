import Foundation
import Testing

/// What a user gets beyond the binary: completions, the man page, and `make install`.
@Suite struct InstallTests {
    /// Whether a program is on PATH.
    static func has(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// `shell`, waited on off the runner's threads.
    static func shellOffThePool(_ program: String, _ arguments: [String], in directory: URL = packageRoot) async throws -> (Int32, String) {
        try await offThePool { try shell(program, arguments, in: directory) }
    }

    /// Runs a program with arguments; its status and output.
    static func shell(_ program: String, _ arguments: [String], in directory: URL = packageRoot) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = readAll(out.fileHandleForReading)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func bashCompletesCommandsOptionsAndChoices() async throws {
        let script = try await runCLI(["completion", "bash"]).out
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("spec.bash")
        try script.write(to: file, atomically: false, encoding: .utf8)
        func complete(_ words: [String]) async throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let probe = "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _spec; printf '%s\\n' \"${COMPREPLY[@]}\""
            let (status, out) = try await Self.shellOffThePool("bash", ["-c", probe])
            #expect(status == 0, "\(out)")
            return out.split(separator: "\n").map(String.init)
        }
        #expect(try await complete(["spec", "tr"]) == ["trace"])
        #expect(Set(try await complete(["spec", "run", "--format", ""])) == ["text", "junit", "json"])
        #expect(try await complete(["spec", "trace", "--sc"]) == ["--scenario"])
        #expect(Set(try await complete(["spec", "completion", ""])) == ["bash", "zsh", "fish"])
        // `--color=<TAB>`: bash splits the word at `=`; the choices, not file names.
        #expect(Set(try await complete(["spec", "run", "--color", "=", ""])) == ["auto", "always", "never"])
        #expect(try await complete(["spec", "run", "--color", "=", "ne"]) == ["never"])
        #expect(Set(try await complete(["spec", "run", "--color", "="])) == ["auto", "always", "never"])
        // `--color` may come before the command, in each of its forms: the command is the word after it.
        #expect(try await complete(["spec", "--color", "=", "never", "run", "--form"]) == ["--format"])
        #expect(try await complete(["spec", "--color=never", "run", "--form"]) == ["--format"])
        #expect(try await complete(["spec", "--color", "never", "trace", "--sc"]) == ["--scenario"])
        #expect(try await complete(["spec", "--color", "run", "--form"]) == ["--format"])
        #expect(Set(try await complete(["spec", "--color", "=", "never", "graph", "--format", ""])) == ["dot", "mermaid", "svg"])
        #expect(try await complete(["spec", "--color", "=", "never", "tr"]) == ["trace"])
        #expect(Set(try await complete(["spec", "--"])) == ["--help", "--version", "--color"])
        #expect(Set(try await complete(["spec", "--color", "=", ""])) == ["auto", "always", "never"])
        #expect(Set(try await complete(["spec", "--color", "a"])) == ["auto", "always"])
    }

    @Test func zshAndFishScriptsParse() async throws {
        for shell in ["zsh", "fish"] {
            let script = try await runCLI(["completion", shell])
            #expect(script.status == 0 && script.out.contains("--scenario") || script.out.contains("-l scenario"))
            guard Self.has(shell) else { continue }
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("spec.\(shell)")
            try script.out.write(to: file, atomically: false, encoding: .utf8)
            let (status, out) = try await Self.shellOffThePool(shell, ["-n", file.path])
            #expect(status == 0, "\(shell): \(out)")
        }
        #expect(try await runCLI(["completion", "tcsh"]).status == 2)
    }

    @Test func fishCompletesCommandsOptionsAndChoices() async throws {
        guard Self.has("fish") else { return }
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("spec.fish")
        try await runCLI(["completion", "fish"]).out.write(to: file, atomically: false, encoding: .utf8)
        func complete(_ line: String) async throws -> [String] {
            let (status, out) = try await Self.shellOffThePool("fish", ["-c", "source '\(file.path)'; complete -C '\(line)'"], in: dir)
            #expect(status == 0, "\(out)")
            return out.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try await complete("spec tr") == ["trace"])
        #expect(Set(try await complete("spec run --format ")) == ["text", "junit", "json"])
        #expect(try await complete("spec trace --sc") == ["--scenario"])
    }

    @Test func theManPageIsWrittenFromTheHelp() async throws {
        let page = try await runCLI(["man"]).out
        #expect(page.hasPrefix(".TH SPEC 1"))
        for command in CLITests.commands { #expect(page.contains(".SS \(command)\n"), "\(command)") }
        // Every option of every command's help is on the page.
        for command in CLITests.commands {
            let help = try await runCLI([command, "--help"]).out
            for option in help.matches(of: /\n  (--[a-z]+)/).map({ String($0.1) }) {
                #expect(page.contains(option.replacingOccurrences(of: "-", with: "\\-")), "\(command) \(option)")
            }
        }
        guard Self.has("groff") else { return }
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("spec.1")
        try page.write(to: file, atomically: false, encoding: .utf8)
        let (status, out) = try await Self.shellOffThePool("groff", ["-man", "-Tutf8", "-ww", "-z", file.path])
        #expect(status == 0 && out.isEmpty, "groff warns: \(out)")
    }

    @Test func makeInstallPutsAWorkingSpecUnderThePrefix() async throws {
        guard Self.has("make") else { return }
        let prefix = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        // install-files copies the binary these tests run; `make install` builds it in release mode first.
        let (status, out) = try await Self.shellOffThePool("make", ["-s", "install-files", "PREFIX=\(prefix.path)", "BIN=\(specExecutable().path)"])
        #expect(status == 0, "\(out)")
        let installed = prefix.appendingPathComponent("bin/spec")
        for file in ["share/man/man1/spec.1", "share/bash-completion/completions/spec", "share/zsh/site-functions/_spec",
                     "share/fish/vendor_completions.d/spec.fish", "share/spec/spec.schema.json"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        // Run from elsewhere, as a user on PATH does: the README's commands work.
        let elsewhere = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let spec = packageRoot.appendingPathComponent("specs/counter.yaml").path
        let run = try await runCLI(["run", spec], in: elsewhere, executable: installed)
        #expect(run.status == 0 && run.out.hasSuffix("1 passed, 0 failed, 0 errors\n"), "\(run.out)\(run.err)")
        let schema = try await runCLI(["schema"], in: elsewhere, executable: installed)
        #expect(schema.out.contains("\"$id\""))
    }
}
