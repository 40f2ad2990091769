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
