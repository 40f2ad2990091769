import Foundation

/// Why an output cannot be written; the command prints it and exits 2.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { message + (hint.map { "\n  hint: \($0)" } ?? "") }
}

/// A file a command was asked to write (`run --output`, `report -o`), checked before any work.
///
/// The rules (docs/limits.md, "Files spec writes"): never write over an input spec; write to what
/// a path points to, never swap it: an existing regular file, or the file a symlink names, is
/// truncated and written in place (its inode, permissions and other links stay), a character
/// device such as /dev/null is written as it is; a directory, a fifo, a socket, a block device, a
/// dangling symlink, a read-only file or a new file in a folder it cannot be created in is
/// refused. A new file is created only where none is.
public struct OutputTarget: Sendable {
    public let path: String
    /// Whether something is at the path already (written in place) or not (created).
    private let exists: Bool

    /// Checks `path` against the rules; `inputs` are the spec files the command reads.
    public init(_ path: String, inputs: [String]) throws(OutputError) {
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            if lstat(path, &link) == 0 {
                throw OutputError("cannot write \(path): it is a symbolic link to a file that does not exist",
                                  hint: "name the file itself")
            }
            let parent = (path as NSString).deletingLastPathComponent
            var dir = stat()
            let folder = parent.isEmpty ? "." : parent
            if stat(folder, &dir) != 0 || dir.st_mode & S_IFMT != S_IFDIR {
                throw OutputError("cannot write \(path): the folder \(parent) does not exist", hint: "create it first")
            }
            if let why = Self.unwritable(folder, dir) {
                throw OutputError("cannot write \(path): the folder \(folder) is \(why)",
                                  hint: "name a file in a folder you can write, e.g. /tmp/\((path as NSString).lastPathComponent), or make the folder writable")
            }
            exists = false
            return
        }
        exists = true
        let kind = info.st_mode & S_IFMT
        switch kind {
        case S_IFDIR:
            throw OutputError("cannot write \(path): it is a directory", hint: "name a file in it, e.g. \(path)/report")
        case S_IFREG, S_IFCHR:
            break
        default:
            let what = kind == S_IFIFO ? "a fifo" : kind == S_IFSOCK ? "a socket" : "a block device"
            throw OutputError("cannot write \(path): it is \(what), not a file",
                              hint: "leave out the option to print to standard output, and redirect it")
        }
        if kind == S_IFREG {
            if let input = inputs.first(where: { Self.sameFile($0, info) }) {
                throw OutputError("cannot write \(path): it is the input spec \(input)",
                                  hint: "writing there would replace the spec; name another file")
            }
            // Root may write anything; a file nobody may write is still one the user meant to keep.
            if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
                throw OutputError("cannot write \(path): it is read-only", hint: "name another file, or make it writable")
            }
        }
    }

    /// Why nothing can be created in `folder` (whose `stat` is `info`), found before a command
    /// runs rather than once it has: a folder nobody may write, as a read-only file, is refused
    /// even for root; one this user may not write, or on a read-only disk. Nil when it can be.
    static func unwritable(_ folder: String, _ info: stat) -> String? {
        if info.st_mode & 0o222 == 0 { return "read-only" }
        guard access(folder, W_OK | X_OK) != 0 else { return nil }
        return errno == EROFS ? "on a read-only file system" : "not writable by this user"
    }

    /// Writes the text: in place when the path exists, else to a new file.
    public func write(_ text: String) throws(OutputError) {
        let flags = exists ? O_WRONLY | O_TRUNC : O_WRONLY | O_CREAT | O_EXCL
        let fd = open(path, flags | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        try Self.write(Array(text.utf8), to: fd, path: path)
    }

    static func write(_ bytes: [UInt8], to fd: Int32, path: String) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            done += n
        }
    }

    /// Whether this and `other` name one file, so that one write would replace the other: the
    /// same file when both exist (links and spellings of one path included), else the same path
    /// once its folder is resolved. A character device such as /dev/null takes both.
    public func isSameFile(as other: OutputTarget) -> Bool {
        var mine = stat(), theirs = stat()
        if stat(path, &mine) == 0, stat(other.path, &theirs) == 0 {
            return mine.st_mode & S_IFMT != S_IFCHR && mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
        }
        return Self.resolved(path) == Self.resolved(other.path)
    }

    /// A path that may not exist yet, with its folder's real path: `./a.yaml` and `a.yaml` agree.
    private static func resolved(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        guard let real = realpath(folder.isEmpty ? "." : folder, nil) else { return path }
        defer { free(real) }
        return String(cString: real) + "/" + (path as NSString).lastPathComponent
    }

    /// Whether `path` is the file `info` describes (the same device and inode: links and
    /// different spellings of one path count as the same file).
    static func sameFile(_ path: String, _ info: stat) -> Bool {
        var other = stat()
        return stat(path, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
    }
}
