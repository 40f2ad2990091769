import Foundation

/// Files already loaded and checked, kept by their name, bytes and limits, for a process that
/// loads the same files again and again: the test suite runs every command over every spec in
/// specs/, thirteen loads of each. Off unless `remember()` is called; `spec` never calls it, so
/// a command pays one lock a file for the question. A load is a function of those three, so a
/// result kept gives what loading again would.
public final class LoadedSpecs: @unchecked Sendable {
    /// The one table, which `SpecFile.check(bytes:file:limits:)` asks.
    public static let shared = LoadedSpecs()

    private struct Key: Hashable {
        var file: String
        var bytes: [UInt8]
        var limits: Limits
    }

    private let lock = NSLock()
    private var on = false
    private var loaded: [Key: FileResult] = [:]

    /// Keeps every load from now on.
    public func remember() { lock.withLock { on = true } }

    /// The load of these bytes, made by `load` the first time it is asked for.
    func result(file: String, bytes: [UInt8], limits: Limits, load: () -> FileResult) -> FileResult {
        guard lock.withLock({ on }) else { return load() }
        let key = Key(file: file, bytes: bytes, limits: limits)
        if let kept = lock.withLock({ loaded[key] }) { return kept }
        // Loaded outside the lock: two threads asking at once both load, and keep the same.
        let result = load()
        lock.withLock { loaded[key] = result }
        return result
    }
}
