import Foundation
import SpecKit

/// A subcommand's arguments: options that take a value (`--scenario NAME`, `-o FILE`) and files.
struct Options {
    var values: [String: String] = [:]
    var files: [String] = []

    /// Parses `arguments`; an unknown option or a missing value is a usage error (exit 2).
    init(_ arguments: [String], command: String, valued: Set<String>) {
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            if valued.contains(arg) {
                guard let value = rest.popFirst() else { usageError("\(arg) needs a value") }
                values[arg] = value
            } else if let eq = arg.firstIndex(of: "="), valued.contains(String(arg[..<eq])) {
                values[String(arg[..<eq])] = String(arg[arg.index(after: eq)...])
            } else if arg.hasPrefix("-") && arg != "-" {
                usageError("unknown option \(arg) for \(command)")
            } else {
                files.append(arg)
            }
        }
    }

    /// The value of a choice option, checked against its allowed values.
    func choice(_ name: String, of allowed: [String], default value: String) -> String {
        guard let given = values[name] else { return value }
        if !allowed.contains(given) {
            usageError("\(name) must be one of \(allowed.joined(separator: ", ")); got '\(given)'")
        }
        return given
    }

    /// The one spec file this command reads.
    func singleFile(for command: String) -> String {
        guard files.count == 1 else { usageError("\(command) needs exactly one spec file") }
        return files[0]
    }
}

/// Runs one file for a command that explains it; prints load errors and returns nil when it does not load.
func loadedRun(of file: String) -> FileResult? {
    let result = ScenarioRunner.run(file: file)
    if let error = result.loadError {
        var formatter = DiagnosticFormatter(color: useColor(2))
        formatter.add(result)
        for d in error.diagnostics { printError(formatter.format(d)) }
        return nil
    }
    return result
}

/// The scenarios a `--scenario` option picks; an unknown name is a usage error listing the names.
func selectScenarios(_ result: FileResult, _ name: String?) -> [ScenarioResult] {
    do {
        return try result.scenarios(named: name)
    } catch {
        usageError(error.description)
    }
}
