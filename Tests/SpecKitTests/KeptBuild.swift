import Foundation

/// Programs the tests compile and run, kept beside the test binary from one run to the next as the
/// export checks keep their passes (TypeCheckCache): the same compiler and options on the same
/// sources build the same program. A build's key is made as a check's is; the program is built
/// aside and moved in whole, so a run that stops halfway leaves nothing half built. A failed build
/// is never kept, and shows the compiler's messages. `SPEC_TYPECHECK_CACHE=off` builds every time.
enum KeptBuild {
    /// A program built from `sources` (each a file name and its text) with `options`: its path, or
    /// the compiler's messages when it did not build.
    static func program(_ sources: [(name: String, text: String)], options: [String],
                        keptIn cache: URL? = TypeCheckCache.defaultDirectory) throws -> Result<URL, BuildError> {
        let dir = try temporaryDirectory(), sourceDir = dir.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: sourceDir, withIntermediateDirectories: true)
        // A key names each file by its last two parts: `src/Name.swift` in every run.
        let paths = sources.map { sourceDir.appendingPathComponent($0.name).path }
        for (path, source) in zip(paths, sources) { try source.text.write(toFile: path, atomically: false, encoding: .utf8) }
        let kept = cache.flatMap { cache in
            TypeCheckCache.key(identity: SwiftCompiler.compilerIdentity(options), files: paths)
                .map { cache.appendingPathComponent("program-\($0)") }
        }
        if let kept, FileManager.default.isExecutableFile(atPath: kept.path) { return .success(kept) }
        let binary = dir.appendingPathComponent("program")
        let built = try SwiftCompiler.run(options + paths + ["-o", binary.path])
        guard built.status == 0, built.output.isEmpty else { return .failure(BuildError(message: built.output)) }
        guard let kept else { return .success(binary) }
        try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Another run may have moved in the same program meanwhile: either copy serves.
        if (try? FileManager.default.moveItem(at: binary, to: kept)) == nil,
           !FileManager.default.isExecutableFile(atPath: kept.path) { return .success(binary) }
        return .success(kept)
    }

    struct BuildError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
