import Foundation

/// The folder `spec export` writes a project into, and the record of what it wrote there.
///
/// Rules (docs/export.md, "Writing the project"): a folder that does not exist or is empty is
/// written; a folder holding a previous export, marked by its manifest `.spec-export` (each
/// file it wrote and a hash of what it wrote), is updated: its files are replaced, the files it
/// wrote that this export does not are removed, and a file edited since is refused, as is any
/// other non-empty folder, unless `force`. Whatever `force` says, no input spec is written over
/// or removed, and no symlink, fifo or folder standing where a file goes is replaced.
public struct ExportDirectory: Sendable {
    public static let manifestName = ".spec-export"
    public let path: String
    public let force: Bool
    /// Files the previous export wrote, by path, with the hash of what it wrote.
    private var previous: [String: String] = [:]

    /// Checks the folder before anything is written.
    public init(_ path: String, force: Bool) throws(OutputError) {
        self.path = path
        self.force = force
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            if lstat(path, &link) == 0 {
                throw OutputError("cannot export to \(path): it is a symbolic link to nothing", hint: "name the folder itself")
            }
            try Self.checkCreatable(path)
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError("cannot export to \(path): it is not a folder", hint: "-o names the folder the project goes in")
        }
        if let why = OutputTarget.unwritable(path, info) {
            throw OutputError("cannot export to \(path): the folder is \(why)",
                              hint: "name a folder you can write, e.g. /tmp/\((path as NSString).lastPathComponent), or make it writable")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if entries.isEmpty { return }
        let manifest = path + "/" + Self.manifestName
        if let text = Self.readSmallFile(manifest) {
            previous = Self.parse(text)
        } else if !force {
            throw OutputError("cannot export to \(path): the folder is not empty and holds no previous export",
                              hint: "use a new or empty folder, or --force to write into this one")
        }
    }

    /// A folder that does not exist yet: the nearest folder above it that does must be one it
    /// can be created in, and every path above that a folder, found before the export runs.
    static func checkCreatable(_ path: String) throws(OutputError) {
        let example = "/tmp/" + (path as NSString).lastPathComponent
        var missing = path
        while true {
            let above = (missing as NSString).deletingLastPathComponent
            let folder = above.isEmpty ? "." : above
            var info = stat()
            if stat(folder, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw OutputError("cannot export to \(path): \(folder) is a file, so the folder \(missing) cannot be created",
                                      hint: "-o names the folder the project goes in: name one that can be made, e.g. \(example)")
                }
                if let why = OutputTarget.unwritable(folder, info) {
                    throw OutputError("cannot export to \(path): the folder \(missing) cannot be created, as \(folder) is \(why)",
                                      hint: "name a folder you can write, e.g. \(example), or make \(folder) writable")
                }
                return
            }
            // Not there, or behind a file or a folder that cannot be searched: look further up.
            guard [ENOENT, ENOTDIR, EACCES].contains(errno), folder != missing, folder != "." else {
                throw OutputError("cannot export to \(path): \(folder): \(String(cString: strerror(errno)))")
            }
            missing = folder
        }
    }

    /// Writes the files and the manifest; removes what the previous export wrote and this one
    /// does not. Returns the paths removed. Checks everything before writing anything.
    @discardableResult
    public func write(_ files: [ExportedFile], inputs: [String]) throws(OutputError) -> [String] {
        let new = Set(files.map(\.path))
        let stale = previous.keys.filter { !new.contains($0) }.sorted()
        if !force {
            let edited = previous.keys.sorted().filter { file in
                guard let text = Self.readSmallFile(path + "/" + file) else { return false }
                return Self.hash(text) != previous[file]
            }
            if !edited.isEmpty {
                throw OutputError("cannot export to \(path): files changed since the last export: \(edited.joined(separator: ", "))",
                                  hint: "move your changes elsewhere, or use --force to replace them")
            }
        }
        let inputInfo = inputs.compactMap { input -> stat? in
            var s = stat()
            return stat(input, &s) == 0 ? s : nil
        }
        for file in files.map(\.path) + stale + [Self.manifestName] {
            let full = path + "/" + file
            var here = stat()
            guard lstat(full, &here) == 0 else { continue }
            if inputInfo.contains(where: { $0.st_dev == here.st_dev && $0.st_ino == here.st_ino }) {
                throw OutputError("cannot export to \(path): \(file) there is the input spec", hint: "export to another folder")
            }
            if here.st_mode & S_IFMT != S_IFREG {
                throw OutputError("cannot export to \(path): \(file) there is not a plain file", hint: "move it away first")
            }
        }
        for file in files {
            try Self.createFolders(for: file.path, in: path)
            try Self.writeFile(path + "/" + file.path, Array(file.contents.utf8))
        }
        for file in stale { unlink(path + "/" + file) }
        let manifest = "# spec export: the files below were written by `spec export`; the next export replaces or removes them.\n"
            + files.map { "\(Self.hash($0.contents)) \($0.path)\n" }.joined()
        try Self.writeFile(path + "/" + Self.manifestName, Array(manifest.utf8))
        return stale
    }

    /// Creates the folders above a file, refusing to go through a symlink or a non-folder.
    static func createFolders(for file: String, in root: String) throws(OutputError) {
        var folder = root
        try makeFolder(root)
        for part in file.split(separator: "/").dropLast() {
            folder += "/" + part
            var info = stat()
            if lstat(folder, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw OutputError("cannot export to \(root): \(folder) is not a folder", hint: "move it away first")
                }
            } else if mkdir(folder, 0o755) != 0 {
                throw OutputError("cannot create \(folder): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Makes `folder` and the folders above it that are not there.
    static func makeFolder(_ folder: String) throws(OutputError) {
        var info = stat()
        if stat(folder, &info) == 0 { return }
        let above = (folder as NSString).deletingLastPathComponent
        if !above.isEmpty, above != folder { try makeFolder(above) }
        if mkdir(folder, 0o755) != 0, errno != EEXIST {
            throw OutputError("cannot create the folder \(folder): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes a plain file in place, or creates it; never follows a symlink.
    static func writeFile(_ full: String, _ bytes: [UInt8]) throws(OutputError) {
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError("cannot write \(full): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        try OutputTarget.write(bytes, to: fd, path: full)
    }

    /// The manifest's entries; a line naming a path outside the folder is ignored, so a forged
    /// manifest cannot make an export remove files elsewhere.
    static func parse(_ text: String) -> [String: String] {
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let file = String(line[line.index(after: space)...])
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
                  file != manifestName else { continue }
            entries[file] = String(line[..<space])
        }
        return entries
    }

    /// A plain file's text, read only when it is a plain file of at most 16 MiB.
    static func readSmallFile(_ full: String) -> String? {
        var info = stat()
        guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 16 << 20,
              let data = FileManager.default.contents(atPath: full) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text's FNV-1a hash in hex: enough to tell that a file was edited.
    static func hash(_ text: String) -> String {
        let h = FNV1a.hash(text.utf8)
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
