import Foundation

/// One of a command's two outputs: standard output or standard error in the `spec` process, a
/// buffer when the commands run inside another program. Writes arrive in order, from one thread
/// at a time.
public protocol CommandOutput: AnyObject {
    /// Appends text as UTF-8.
    func write(_ text: String)
    /// Appends bytes as they are.
    func write(_ bytes: [UInt8])
    /// Hands on what is buffered, so that what the other output gets next comes after it.
    func flush()
    /// Whether a person reads it on a terminal (colour, progress lines, the table's text form).
    var isTerminal: Bool { get }
}

/// What a command reads and writes besides its arguments and files: its two outputs and the
/// environment (`NO_COLOR`, `PATH` for Graphviz). Nothing in the commands reads the process's own
/// streams or environment, so several can run at once in one process.
public struct Console {
    /// Results: what standard output gets.
    public var out: CommandOutput
    /// Diagnostics and usage errors: what standard error gets.
    public var err: CommandOutput
    /// The variables the commands read (`NO_COLOR`, `PATH`).
    public var environment: [String: String]
    /// Whether the process ends as soon as the command returns: a command then leaves its large
    /// results (a spec model, an event log) to the exit instead of freeing them object by object,
    /// work nobody waits for.
    public var exitsAfterCommand: Bool

    /// A console for commands run inside another program, unless `exitsAfterCommand` says otherwise.
    public init(out: CommandOutput, err: CommandOutput, environment: [String: String], exitsAfterCommand: Bool = false) {
        self.out = out
        self.err = err
        self.environment = environment
        self.exitsAfterCommand = exitsAfterCommand
    }

    /// The `spec` process's standard output and error and environment.
    public static var standard: Console {
        Console(out: StandardOutput(), err: StandardError(), environment: ProcessInfo.processInfo.environment,
                exitsAfterCommand: true)
    }

    /// Keeps `value` alive until the process exits when it exits after the command; otherwise lets it go.
    func keepUntilExit<T>(_ value: T) {
        if exitsAfterCommand { _ = Unmanaged.passRetained(Kept(value)) }
    }

    private final class Kept<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }
}

/// The process's standard output: text buffered as `print` buffers it, written at exit or at
/// `flush()`; bytes written at once, after what is buffered (a trace of a large tree goes out a
/// piece at a time).
public final class StandardOutput: CommandOutput {
    public init() {}

    public func write(_ text: String) { print(text, terminator: "") }

    public func write(_ bytes: [UInt8]) {
        flush()
        try? FileHandle.standardOutput.write(contentsOf: bytes)
    }

    public func flush() { fflush(nil) }

    public var isTerminal: Bool { isatty(1) == 1 }
}

/// The process's standard error, unbuffered: each write goes out at once.
public final class StandardError: CommandOutput {
    public init() {}

    public func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

    public func write(_ bytes: [UInt8]) { FileHandle.standardError.write(Data(bytes)) }

    public func flush() {}

    public var isTerminal: Bool { isatty(2) == 1 }
}
