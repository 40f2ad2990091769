import Foundation

/// Prints a usage error and exits 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("spec: \(message)\n\(usage)\n".utf8))
    exit(2)
}

/// Colour only on a terminal, and never when NO_COLOR is set (no-color.org).
func useColor(_ fd: Int32 = 1) -> Bool {
    isatty(fd) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
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
