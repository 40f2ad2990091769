import Foundation
import SpecKit

/// How a command ends early: a usage error (exit 2, the message and the command's synopsis on
/// standard error) or a status after what it printed (`--help`, an output that must not be written).
enum CommandExit: Error {
    case usage(String, CommandHelp?)
    case status(Int32)
}

/// A usage error, with the command's synopsis when there is one; thrown, it exits 2.
func usageError(_ message: String, command: CommandHelp? = nil) -> CommandExit {
    .usage(message, command)
}

/// Words past the one a command takes (`spec completion bash extra`): said as too many, with
/// the first one kept named, rather than as the one word missing.
func tooManyWords(_ words: [String], takes what: String, command: CommandHelp) -> CommandExit {
    let extra = words.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
    return usageError("\(command.name) takes one \(what); got \(extra) after '\(words[0])'", command: command)
}

/// An option's count, a whole number of at least 1. A number past what an Int holds is told as
/// such, not as a number under 1.
func positiveCount(_ name: String, _ text: String, what: String, command: CommandHelp) throws -> Int {
    if let n = Int(text), n >= 1 { return n }
    if Int(text) == nil, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
        throw usageError("\(name) \(text) is more than a number can hold (at most \(Int.max))", command: command)
    }
    throw usageError("\(name) needs \(what), 1 or more; got '\(text)'", command: command)
}

/// The most threads `--jobs` starts. A count far past the cores only costs: 100 000 took 1.5 s
/// to set up before any work, and a hundred million looked like a hang. 1024 leaves room for any
/// machine `spec` runs on.
let maximumJobs = 1024

/// `--jobs N`: a whole number from 1 to `maximumJobs`. More, even past what an Int holds, is
/// refused with the range rather than clamped, so a typo (`-j 80000`) is seen, not silently slow.
func jobCount(_ text: String, what: String, command: CommandHelp) throws -> Int {
    let digits = !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    if digits, (Int(text) ?? .max) > maximumJobs {
        throw usageError("--jobs \(text) is too many: give 1 to \(maximumJobs) (the default is one a core, here \(ParallelRun.defaultJobs))",
                         command: command)
    }
    return try positiveCount("--jobs", text, what: what, command: command)
}

extension CommandExit {
    /// Writes what the error says and gives the exit status.
    func finish(_ console: Console) -> Int32 {
        switch self {
        case .usage(let message, let command):
            let more = command.map { "usage: \($0.synopsis)\nsee `spec help \($0.name)`" } ?? "see `spec --help`"
            console.err.write("spec: \(message)\n\(more)\n")
            return 2
        case .status(let status):
            return status
        }
    }
}
