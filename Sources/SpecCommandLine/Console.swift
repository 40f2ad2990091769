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
    /// Why some of what was written did not arrive (a full disk, a closed stream), after
    /// `flush()`; nil when everything did. The command then exits 2 and says so.
    var writeFailure: String? { get }
}

extension CommandOutput {
    /// A buffer, or an output that cannot fail: nothing is lost.
    public var writeFailure: String? { nil }
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

/// The process's standard output: text buffered here, written when 64 KiB have gathered, at
/// `flush()`, and at once on a terminal, where a person waits for each line; bytes written at
/// once, after what is buffered (a trace of a large tree goes out a piece at a time). The first
/// write that fails is kept and nothing more is written: `spec run > results.xml` on a full disk
/// must not exit 0 with the report lost.
public final class StandardOutput: CommandOutput {
    private var buffer: [UInt8] = []
    /// errno of the first write that failed.
    private var failed: Int32?
    public let isTerminal = isatty(1) == 1

    public init() {}

    public func write(_ text: String) {
        guard failed == nil else { return }
        buffer += text.utf8
        if isTerminal || buffer.count >= 1 << 16 { flush() }
    }

    public func write(_ bytes: [UInt8]) {
        flush()
        send(bytes)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        send(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all of `bytes` to file descriptor 1, unless a write failed before.
    private func send(_ bytes: [UInt8]) {
        guard failed == nil else { return }
        failed = writeAll(bytes, to: 1)
    }

    /// A reader that went away (EPIPE, when SIGPIPE is ignored) is no failure to report: nobody
    /// is left to read the rest, as when SIGPIPE ends the process.
    public var writeFailure: String? {
        guard let failed, failed != EPIPE else { return nil }
        return String(cString: strerror(failed))
    }
}

/// The process's standard error, unbuffered: each write goes out at once. A write that fails (a
/// closed standard error, `2>/dev/full`) is dropped, and so is everything after it: diagnostics
/// have nowhere else to go, and the command's exit status still says what happened.
public final class StandardError: CommandOutput {
    private var failed = false

    public init() {}

    public func write(_ text: String) { write(Array(text.utf8)) }

    public func write(_ bytes: [UInt8]) {
        guard !failed else { return }
        failed = writeAll(bytes, to: 2) != nil
    }

    public func flush() {}

    public var isTerminal: Bool { isatty(2) == 1 }
}

/// Writes all of `bytes` to file descriptor `fd`, again after an interruption; the errno of the
/// write that failed, or nil when all arrived. Foundation's `FileHandle.write(_:)` traps instead.
private func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { all in
        var start = 0
        while start < all.count {
            let written = Foundation.write(fd, all.baseAddress! + start, all.count - start)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            start += written
        }
        return nil
    }
}
