import Foundation

/// Prints a usage error, with the command's synopsis when there is one, and exits 2.
func usageError(_ message: String, command: CommandHelp? = nil) -> Never {
    let more = command.map { "usage: \($0.synopsis)\nsee `spec help \($0.name)`" } ?? "see `spec --help`"
    FileHandle.standardError.write(Data("spec: \(message)\n\(more)\n".utf8))
    exit(2)
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Exits with `status` while `value` is still alive: the process ends anyway, and freeing a large
/// spec model or event log object by object first is work nobody waits for.
func exit<T>(_ status: Int32, keeping value: T) -> Never {
    withExtendedLifetime(value) { exit(status) }
}
