import Foundation

/// Several exported apps (or several apps' UI tests) type-checked in one compiler job. A job costs
/// about twice its type-checking in start-up (loading the compiler, the standard library, the
/// stand-ins and the macro plugin), and the apps cannot simply share a module: each declares the
/// same names (`Parent`, `Model`, `Scenario`). So each app's files are checked nested in an enum of
/// their own, `extension Checked3 { … }`, which keeps its names apart and changes nothing else a
/// type-check sees: the same declarations, looked up before the imported modules as at the top
/// level, private to the same file. An app whose files are not only imports and type declarations
/// (an extension or a global cannot be nested) is checked alone, as is every app of a batch that
/// printed anything: a failed check's status and messages are always those of the app alone.
enum TypeCheckBatch {
    /// One app's files (absolute paths), or one app's UI tests.
    typealias Member = [String]
    typealias Outcome = (status: Int32, output: String)

    /// Type-checks `members` with `options`, each also with `shared` (a stand-in module's source):
    /// those that can be nested in one job, the rest alone; each outcome is what checking it alone
    /// gives when it fails, and status 0 with no output when it passes.
    static func typeCheck(_ members: [Member], options: [String], shared: [String] = [],
                          cache: TypeCheckCache = .shared) throws -> [Outcome] {
        let identity = SwiftCompiler.compilerIdentity(options)
        let keys = members.map { $0.isEmpty ? nil : TypeCheckCache.key(identity: identity, files: $0 + shared) }
        // A project without UI tests asks for a check of none: nothing to check, no compiler job.
        // A member whose files passed this check before passes again.
        var outcomes: [Outcome?] = members.indices.map { members[$0].isEmpty || cache.hasPassed(keys[$0]) ? (0, "") : nil }
        let unknown = members.indices.map { outcomes[$0] == nil ? members[$0] : [] }
        if let (together, result) = try typeCheckTogether(unknown, options: options, shared: shared),
           result.status == 0 && result.output.isEmpty {
            for index in together { outcomes[index] = (0, "") }
        }
        for index in members.indices where outcomes[index] == nil {
            outcomes[index] = try SwiftCompiler.typeCheck(options, files: members[index] + shared)
        }
        cache.note(members.indices.map { outcomes[$0]!.status == 0 && outcomes[$0]!.output.isEmpty ? keys[$0] : nil })
        return outcomes.map { $0! }
    }

    /// The members that can be nested, by index, and the outcome of checking them in one job; nil
    /// when fewer than two can (one is checked alone, as written).
    static func typeCheckTogether(_ members: [Member], options: [String], shared: [String]) throws -> ([Int], Outcome)? {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = [], namespaces: [String] = [], together: [Int] = []
        for (index, member) in members.enumerated() where !member.isEmpty {
            let namespace = "Checked\(index)"
            guard let nested = try nest(member, in: namespace, into: dir.appendingPathComponent("\(index)")) else { continue }
            files += nested.files
            namespaces.append("enum \(namespace) {}")
            // `@main` marks one type of a module; the nested apps' entry points are called instead.
            namespaces += nested.mainTypes.map { "@MainActor func main\(namespace)() { \(namespace).\($0).main() }" }
            together.append(index)
        }
        guard together.count > 1 else { return nil }
        let declarations = dir.appendingPathComponent("Namespaces.swift")
        try (namespaces.joined(separator: "\n") + "\n").write(to: declarations, atomically: false, encoding: .utf8)
        return (together, try SwiftCompiler.typeCheck(options, files: files + [declarations.path] + shared))
    }

    /// Writes `member`'s files nested in `namespace` under `directory`; nil when one cannot be.
    static func nest(_ member: Member, in namespace: String, into directory: URL) throws -> (files: [String], mainTypes: [String])? {
        var files: [String] = [], mainTypes: [String] = []
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, path) in member.enumerated() {
            let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            guard let nested = nested(text, in: namespace) else { return nil }
            // The file's own name, so the compiler's messages and macro expansions name it as before.
            // A directory a file, made with mkdir: FileManager's walk up the path for each one,
            // and an atomic write's extra file and rename, were most of the nesting's time.
            let own = directory.appendingPathComponent("\(index)")
            guard mkdir(own.path, 0o755) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: own.path]) }
            let copy = own.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            try nested.text.write(to: copy, atomically: false, encoding: .utf8)
            files.append(copy.path)
            mainTypes += nested.mainType.map { [$0] } ?? []
        }
        return (files, mainTypes)
    }

    /// A generated Swift file's declarations inside `extension namespace { … }`, line for line (the
    /// extension opens on the last import's line, or before the first line's comment when there is
    /// none, so messages keep their lines), with the name of the type its `@main` line marked, that
    /// line left empty. Nil when the file holds anything at its top level but comments, imports,
    /// attributes and type declarations (an attribute's arguments with spaces, `@main` on its
    /// type's line, count as something else).
    static func nested(_ text: String, in namespace: String) -> (text: String, mainType: String?)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lastImport = lines.lastIndex { $0.hasPrefix("import ") }
        guard !lines[..<(lastImport ?? 0)].contains(where: { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ") }) else { return nil }
        var mainType: String?
        for index in lines.indices.dropFirst(lastImport.map { $0 + 1 } ?? 0) {
            let line = lines[index]
            guard let first = line.first, first != " ", !line.hasPrefix("//"), line != "}" else { continue }
            let words = line.split(separator: " ")
            if line == "@main", mainType == nil, index + 1 < lines.count, let name = typeName(declaredBy: lines[index + 1]) {
                mainType = name
                lines[index] = ""
            } else if words.contains("@main") || !words.allSatisfy({ $0.hasPrefix("@") }) && typeName(declaredBy: line) == nil {
                return nil
            }
        }
        if let lastImport {
            lines[lastImport] += "; extension \(namespace) {"
        } else {
            lines[0] = "extension \(namespace) { " + lines[0]
        }
        return (lines.joined(separator: "\n") + "\n}\n", mainType)
    }

    /// The type a line declares (`final class Model: ObservableObject {` → `Model`), or nil when it
    /// declares none.
    static func typeName(declaredBy line: String) -> String? {
        var words = line.split(separator: " ")[...]
        while let word = words.first, word.hasPrefix("@") && word != "@main"
                || ["private", "fileprivate", "internal", "public", "final"].contains(word) { words = words.dropFirst() }
        guard let keyword = words.first, ["struct", "enum", "class", "protocol", "actor"].contains(keyword),
              let name = words.dropFirst().first?.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { return nil }
        return String(name)
    }
}

/// Type-check requests that arrive while a batch is being checked wait and go into the next one
/// together: tests ask one at a time, and a job each would pay the start-up each time (two
/// batches at once made 35 jobs of the 22). A batch is taken once no request has arrived for a
/// moment (`quiet`), with its options (the stand-in modules) worked out first: tests that start
/// together ask within milliseconds of each other, and the first of them took a job of its own.
/// The batches are checked on a thread of their own, and a request is taken under a lock: an
/// actor or a child task would wait for a runner thread at each hop, behind every queued test,
/// and the compiler jobs ran at the end of the run.
final class CompilerBatches: @unchecked Sendable {
    typealias Done = @Sendable (Result<[TypeCheckBatch.Outcome], Error>) -> Void
    private let options: @Sendable () throws -> (options: [String], shared: [String])
    private let lock = NSLock()
    // Guarded by `lock`.
    private var waiting: [(members: [TypeCheckBatch.Member], done: Done)] = []
    private var checking = false
    private var lastRequest = Date.distantPast

    /// How long no request must have arrived before a batch is taken, and the longest a request
    /// waits for others: short beside a job's start-up, long beside the gaps between tests that
    /// start at once.
    static let quiet = 0.1, longestGathering = 0.5

    init(options: @escaping @Sendable () throws -> (options: [String], shared: [String])) { self.options = options }

    /// Each member's outcome, as `TypeCheckBatch.typeCheck` gives it.
    func typeCheck(_ members: [TypeCheckBatch.Member]) async throws -> [TypeCheckBatch.Outcome] {
        try await withCheckedThrowingContinuation { continuation in
            enqueue(members) { continuation.resume(with: $0) }
        }
    }

    /// Puts `members` in the next batch; `done` is called with their outcomes on the thread that checked them.
    func enqueue(_ members: [TypeCheckBatch.Member], done: @escaping Done) {
        let startsAThread = lock.withLock {
            waiting.append((members, done))
            lastRequest = Date()
            guard !checking else { return false }
            checking = true
            return true
        }
        if startsAThread { Thread { self.checkWhileWaiting() }.start() }
    }

    private func checkWhileWaiting() {
        let settings = Result { try options() }
        while true {
            gather()
            let taken: [(members: [TypeCheckBatch.Member], done: Done)]? = lock.withLock {
                guard !waiting.isEmpty else {
                    checking = false
                    return nil
                }
                defer { waiting = [] }
                return waiting
            }
            guard let taken else { return }
            let members = taken.flatMap(\.members)
            let result = Result {
                let (options, shared) = try settings.get()
                return try TypeCheckBatch.typeCheck(members, options: options, shared: shared)
            }
            var start = 0
            for (members, done) in taken {
                done(result.map { Array($0[start..<(start + members.count)]) })
                start += members.count
            }
        }
    }

    /// Waits until no request has arrived for `quiet` seconds, or `longestGathering` has passed.
    private func gather() {
        let started = Date()
        while true {
            let sinceLast = lock.withLock { Date().timeIntervalSince(lastRequest) }
            let left = min(Self.quiet - sinceLast, Self.longestGathering - Date().timeIntervalSince(started))
            if left <= 0 { return }
            Thread.sleep(forTimeInterval: left)
        }
    }
}
