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
