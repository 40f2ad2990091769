import Foundation
@testable import SpecKit

/// What the export type-checks have already proved, kept beside the test binary from one run to the
/// next, as the build keeps what it compiled. A check passes for the same files the same way every
/// time: the same compiler job (its frontend, its options, the stand-in modules' path, which names
/// their sources' content) on the same bytes. So a member whose key is known to have passed is
/// not checked again; a member whose files, stand-ins or compiler changed has a new key and is
/// checked. Only passes are kept: a failure is always checked, and shows the compiler's messages.
///
/// `SPEC_TYPECHECK_CACHE=off` checks everything, as a clean build does (docs/performance.md).
final class TypeCheckCache: @unchecked Sendable {
    static let shared = TypeCheckCache(directory: defaultDirectory)
    /// Keeps nothing: for the tests of the batching itself, which must run their compiler jobs.
    static let none = TypeCheckCache(directory: nil)

    /// Beside the test binary, in the build directory: `swift package clean` empties it.
    static var defaultDirectory: URL? {
        guard ProcessInfo.processInfo.environment["SPEC_TYPECHECK_CACHE"] != "off",
              let executable = Bundle.main.executableURL else { return nil }
        return executable.deletingLastPathComponent().appendingPathComponent("spec-typecheck-cache")
    }

    /// The most keys kept: those used longest ago go first. A few hundred are used by a run.
    static let capacity = 4000

    private let lock = NSLock()
    private let file: URL?
    // Guarded by `lock`: the keys in the order of their last use, and where each stands.
    private var order: [String] = []
    private var passed: Set<String> = []

    init(directory: URL?) {
        file = directory?.appendingPathComponent("passed")
        guard let file, let text = try? String(contentsOf: file, encoding: .utf8) else { return }
        order = text.split(separator: "\n").map(String.init).filter { $0.count == 32 }
        passed = Set(order)
    }

    /// The key of checking `files` by the job `identity` names: the job, then each file's path
    /// within its project and its bytes. The path's last parts are kept, as the compiler's
    /// messages name them; the directory a run exported into is not.
    static func key(identity: String, files: [String]) -> String? {
        var bytes = Array(identity.utf8)
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            bytes += [0] + Array(URL(fileURLWithPath: path).pathComponents.suffix(2).joined(separator: "/").utf8) + [0]
            bytes += data
        }
        // Two hashes of different starting points, 128 bits: no two of a few thousand keys meet.
        let a = FNV1a.hash(bytes), b = FNV1a.hash([0x5A] + bytes + [UInt8(truncatingIfNeeded: bytes.count)])
        return String(a, radix: 16).leftPadded(16) + String(b, radix: 16).leftPadded(16)
    }

    func hasPassed(_ key: String?) -> Bool {
        guard let key, file != nil else { return false }
        return lock.withLock { passed.contains(key) }
    }

    /// Notes that these keys passed or were found passed in this run, and writes the list.
    func note(_ keys: [String?]) {
        guard let file else { return }
        let text: String = lock.withLock {
            let used = keys.compactMap { $0 }
            guard !used.isEmpty else { return "" }
            let fresh = Set(used)
            order = order.filter { !fresh.contains($0) } + used.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if order.count > Self.capacity { order.removeFirst(order.count - Self.capacity) }
            passed = Set(order)
            return order.joined(separator: "\n") + "\n"
        }
        guard !text.isEmpty else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written beside it and renamed over it, so that no run reads half a list; Foundation's
        // atomic write does the same through a directory in /tmp that it leaves behind.
        let written = file.appendingPathExtension("\(getpid())")
        if (try? text.write(to: written, atomically: false, encoding: .utf8)) != nil { rename(written.path, file.path) }
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
