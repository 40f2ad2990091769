import Foundation
import SpecKit

/// The output file a command was given, checked before any work (SpecKit's `OutputTarget` rules);
/// a path that must not be written ends the command with exit 2.
///
/// Two refusals come first, as only the command can word them: an empty path, which names no
/// file at all (`-o ""`, an unset shell variable), and a directory, whose hint names a file in it
/// of the kind the option writes (`out/report.json` for `--format json`, `out/findings.yaml` for
/// `--emit`). `option` is the option as its help spells it, `example` a file name it could take.
func checkedOutput(_ path: String, option: String, example: String, inputs: [String], console: Console) throws -> OutputTarget {
    if path.isEmpty {
        console.err.write("spec: \(option) is empty, so it names no file to write\n"
                          + "  hint: name one, e.g. \(option) \(example), or check the variable that was meant to hold it\n")
        throw CommandExit.status(2)
    }
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        let inside = path.hasSuffix("/") ? path + example : path + "/" + example
        console.err.write("spec: cannot write \(path): it is a directory\n  hint: name a file in it, e.g. \(option) \(inside)\n")
        throw CommandExit.status(2)
    }
    do { return try OutputTarget(path, inputs: inputs) } catch {
        console.err.write("spec: \(error)\n")
        throw CommandExit.status(2)
    }
}

/// The file name a hint offers for a report in `format` (`report.json` for json).
func reportExample(_ format: String) -> String {
    switch format {
    case "junit": return "report.xml"
    case "json": return "report.json"
    case "html": return "report.html"
    default: return "report.txt"
    }
}

/// Writes `text` to `target`; returns 2 when it could not, having said why, and nil when it did.
func write(_ text: String, to target: OutputTarget, console: Console) -> Int32? {
    do { try target.write(text) } catch {
        console.err.write("spec: \(error)\n")
        return 2
    }
    return nil
}

/// What a command prints, gathered for `--output FILE`: never a terminal, so `--color=auto` and
/// the table's form read it as a file.
final class GatheredOutput: CommandOutput {
    private(set) var bytes: [UInt8] = []
    func write(_ text: String) { bytes += text.utf8 }
    func write(_ bytes: [UInt8]) { self.bytes += bytes }
    func flush() {}
    var isTerminal: Bool { false }
}

extension Options {
    /// Runs a command whose result is what it prints on standard output (`trace`, `graph`,
    /// `table`): with `--output FILE`, checked before any work as `spec run` checks it, that
    /// result goes to FILE instead, written once the command is done; standard error is unchanged
    /// and the status is the command's, or 2 when FILE could not be written. `body` is given the
    /// options and console to print through. `example` is a file name the hint may offer.
    func printing(example: String, _ body: (Options, Console) throws -> Int32) throws -> Int32 {
        guard let path = values["--output"] else { return try body(self, console) }
        let target = try checkedOutput(path, option: "--output", example: example, inputs: files, console: console)
        let gathered = GatheredOutput()
        var redirected = self
        redirected.console.out = gathered
        let status = try body(redirected, redirected.console)
        return write(String(decoding: gathered.bytes, as: UTF8.self), to: target, console: console) ?? status
    }
}
