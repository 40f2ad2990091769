import Foundation

/// A spec on disk: read with the size bound applied while reading, so a huge file or an endless
/// device is refused after `Limits.fileBytes` bytes instead of being loaded whole.
///
/// The path `-` is standard input, named `<stdin>` in diagnostics. It is read once and kept, so
/// the same spec given twice, or a diagnostic quoting its lines, sees the same bytes.
public enum SpecFile {
    /// How diagnostics name the spec read from standard input.
    public static let standardInputName = "<stdin>"

    /// The name diagnostics and reports give a path: `<stdin>` for `-`, else the path itself.
    public static func displayName(_ path: String) -> String { path == "-" ? standardInputName : path }

    /// The file's bytes, or a located `SpecError` saying why they cannot be had.
    public static func read(_ path: String, limits: Limits = .standard) throws(SpecError) -> [UInt8] {
        if path == "-" || (path == standardInputName && StandardInput.shared.wasRead) {
            return try StandardInput.shared.bytes(limits: limits)
        }
        let start = Location(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: missingHint(path)))
        }
        if isDirectory.boolValue {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: "it is a directory; name the spec files in it"))
        }
        // Opened without waiting for a writer, which opening a fifo does, forever if none comes.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: errno == ENXIO ? "it is a socket, not a file" : "check its permissions"))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        let wait = limits.pipeWriterSeconds
        guard case .came(let first) = FileBytes.awaitWriter(descriptor, seconds: wait) else {
            let seconds = wait.rounded() == wait && wait < 1e9 ? "\(Int(wait))" : "\(wait)"
            throw SpecError(Diagnostic("no program wrote to this fifo in \(seconds) s", at: start,
                                       hint: "a named pipe is read once a program writes to it (`cat spec.yaml > FIFO`); start it first, or give the spec file itself"))
        }
        // One byte past the limit is enough to know the file is over it.
        var (bytes, atEnd) = FileBytes.read(descriptor, upTo: limits.fileBytes + 1, after: first)
        if !atEnd && bytes.count <= limits.fileBytes {
            // read(2) failed: FileHandle reads on from there and reports the error as it always has.
            do {
                if let rest = try handle.read(upToCount: limits.fileBytes + 1 - bytes.count) { bytes.append(contentsOf: rest) }
            } catch {
                throw SpecError(Diagnostic("cannot read this file", at: start, hint: "\(error.localizedDescription)"))
            }
        }
        if bytes.count > limits.fileBytes { throw SpecError(YAMLLoader.tooLarge(file: path, limits: limits)) }
        return bytes
    }

    /// Why a path names no file: a link that leads nowhere, or in a circle, is not a missing file,
    /// nor is a name the system refuses to look up.
    static func missingHint(_ path: String) -> String {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else {
            var info = stat()
            guard lstat(path, &info) != 0 else { return "no such file" }
            switch errno {
            case ENAMETOOLONG: return "its name is longer than the system allows (\(String(cString: strerror(ENAMETOOLONG))))"
            case ENOTDIR: return "a part of its path is a file, not a folder"
            case EACCES: return "a folder on its path cannot be searched: check its permissions"
            default: return "no such file"
            }
        }
        var info = stat()
        if stat(path, &info) != 0, errno == ELOOP { return "it is a symbolic link that leads back to itself" }
        return "it is a symbolic link to a file that does not exist"
    }

    /// Reads, loads and checks a file without running it: the result has the spec or its problems.
    public static func check(_ given: String, limits: Limits = .standard) -> FileResult {
        let path = displayName(given)
        do { return check(bytes: try read(given, limits: limits), file: path, limits: limits) } catch {
            return FileResult(file: path, loadError: error)
        }
    }

    /// A loaded file's steps checked against what its bodies can show (`ScriptTargets`): what
    /// `spec check` adds to loading, since running would find the same step and stop there.
    public static func checkSteps(_ result: FileResult) -> FileResult {
        guard result.loadError == nil, let spec = result.spec else { return result }
        let problems = ScriptTargets.problems(in: spec)
        guard !problems.isEmpty else { return result }
        var checked = result
        checked.loadError = SpecError(result.sourceBytes.map { placed(problems, in: $0) } ?? Diagnostic.inFileOrder(problems))
        return checked
    }

    /// Problems found in a spec loaded from `bytes` (its steps, its export), in the order they
    /// stand in the file, each where its character stands there (ScalarPlaces). A load's own
    /// problems are so already, and are not to be placed again.
    public static func placed(_ problems: [Diagnostic], in bytes: [UInt8]) -> [Diagnostic] {
        Diagnostic.inFileOrder(ScalarPlaces.placed(problems, in: bytes))
    }

    /// Loads and checks bytes already read; the result keeps them as its source text.
    public static func check(bytes: [UInt8], file: String, limits: Limits = .standard) -> FileResult {
        LoadedSpecs.shared.result(file: file, bytes: bytes, limits: limits) { load(bytes: bytes, file: file, limits: limits) }
    }

    private static func load(bytes: [UInt8], file: String, limits: Limits) -> FileResult {
        var result: FileResult
        do {
            result = FileResult(file: file, spec: try SpecDecoder.decode(bytes, file: file, limits: limits))
        } catch let e as SpecError {
            result = FileResult(file: file, loadError: e)
        } catch {
            result = FileResult(file: file, loadError: SpecError(Diagnostic("\(error)", at: Location(file: file, line: 1, column: 1))))
        }
        result.sourceBytes = bytes
        return result
    }
}

/// Standard input, read to its end the first time a spec asks for it, within the size limit.
final class StandardInput: @unchecked Sendable {
    static let shared = StandardInput()
    private let lock = NSLock()
    private var read: Result<[UInt8], SpecError>?

    var wasRead: Bool { lock.withLock { read != nil } }

    func bytes(limits: Limits) throws(SpecError) -> [UInt8] {
        let result = lock.withLock {
            if let read { return read }
            let name = SpecFile.standardInputName
            let outcome: Result<[UInt8], SpecError>
            do {
                let data = try FileHandle.standardInput.read(upToCount: limits.fileBytes + 1) ?? Data()
                outcome = data.count > limits.fileBytes ? .failure(SpecError(YAMLLoader.tooLarge(file: name, limits: limits)))
                    : .success([UInt8](data))
            } catch {
                outcome = .failure(SpecError(Diagnostic("cannot read standard input", at: Location(file: name, line: 1, column: 1),
                                                        hint: "\(error.localizedDescription)")))
            }
            read = outcome
            return outcome
        }
        return try result.get()
    }
}
