import Foundation

/// A spec on disk: read with the size bound applied while reading, so a huge file or an endless
/// device is refused after `Limits.fileBytes` bytes instead of being loaded whole.
public enum SpecFile {
    /// The file's bytes, or a located `SpecError` saying why they cannot be had.
    public static func read(_ path: String, limits: Limits = .standard) throws(SpecError) -> [UInt8] {
        let start = Location(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: "no such file"))
        }
        if isDirectory.boolValue {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: "it is a directory; name the spec files in it"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: "check its permissions"))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // One byte past the limit is enough to know the file is over it.
            data = try handle.read(upToCount: limits.fileBytes + 1) ?? Data()
        } catch {
            throw SpecError(Diagnostic("cannot read this file", at: start, hint: "\(error.localizedDescription)"))
        }
        if data.count > limits.fileBytes { throw SpecError(YAMLLoader.tooLarge(file: path, limits: limits)) }
        return [UInt8](data)
    }

    /// Reads, loads and checks a file without running it: the result has the spec or its problems.
    public static func check(_ path: String, limits: Limits = .standard) -> FileResult {
        do { return check(bytes: try read(path, limits: limits), file: path, limits: limits) } catch {
            return FileResult(file: path, loadError: error)
        }
    }

    /// Loads and checks bytes already read; the result keeps them as its source text.
    public static func check(bytes: [UInt8], file: String, limits: Limits = .standard) -> FileResult {
        var result: FileResult
        do {
            result = FileResult(file: file, spec: try SpecDecoder.decode(bytes, file: file, limits: limits))
        } catch let e as SpecError {
            result = FileResult(file: file, loadError: e)
        } catch {
            result = FileResult(file: file, loadError: SpecError(Diagnostic("\(error)", at: Location(file: file, line: 1, column: 1))))
        }
        result.source = String(decoding: bytes, as: UTF8.self)
        return result
    }
}
