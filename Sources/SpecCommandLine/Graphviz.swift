import Foundation

/// Graphviz's `dot`, found on PATH; `spec graph --format svg` pipes DOT through it.
enum Graphviz {
    static let installHint = "drawing SVG needs Graphviz's dot, which is not on PATH; install it with "
        + "`apt-get install graphviz` (Debian/Ubuntu) or `brew install graphviz` (macOS), "
        + "or use --format dot or --format mermaid"

    /// `dot` in the directories of `environment`'s PATH.
    static func executable(in environment: [String: String]) -> URL? {
        let path = environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The SVG `dot -Tsvg` draws, or its complaint.
    static func svg(from dot: String, using executable: URL) -> Result<String, GraphvizFailure> {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        do { try process.run() } catch { return .failure(GraphvizFailure(message: "cannot run \(executable.path): \(error)")) }
        // Write on another thread: a large drawing could fill the output pipe while we still write.
        let source = Data(dot.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(source)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(GraphvizFailure(message: "dot failed: " + String(decoding: complaint, as: UTF8.self)))
        }
        return .success(String(decoding: svg, as: UTF8.self))
    }
}

struct GraphvizFailure: Error {
    var message: String
}
