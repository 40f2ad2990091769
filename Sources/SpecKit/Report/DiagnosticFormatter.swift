import Foundation

/// Prints diagnostics as compilers do: `file:line:col: error: message`, the source line, a caret, a hint.
public struct DiagnosticFormatter {
    private var sources: [String: [Substring]] = [:]
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    /// Supplies a file's text, for files not on disk (tests, standard input).
    public mutating func add(source: String, for file: String) {
        sources[file] = SourceLines.split(source)
    }

    public mutating func format(_ d: Diagnostic) -> String {
        let red = color ? "\u{1B}[31m" : "", bold = color ? "\u{1B}[1m" : "", reset = color ? "\u{1B}[0m" : ""
        var out = "\(bold)\(d.location): \(red)error:\(reset)\(bold) \(d.message)\(reset)\n"
        if let line = sourceLine(d.location) {
            let shown = String(line.prefix(200)).replacingOccurrences(of: "\t", with: " ")
            out += "  \(shown)\n"
            let column = min(max(d.location.column - 1, 0), shown.count)
            out += "  " + String(repeating: " ", count: column) + "\(red)^\(reset)\n"
        }
        if let hint = d.hint { out += "  hint: \(hint)\n" }
        return out
    }

    private mutating func sourceLine(_ location: Location) -> String? {
        if sources[location.file] == nil {
            // Read with the spec limit, so a diagnostic about a huge file does not load it whole.
            guard let bytes = try? SpecFile.read(location.file) else { return nil }
            add(source: String(decoding: bytes, as: UTF8.self), for: location.file)
        }
        guard let lines = sources[location.file], location.line >= 1, location.line <= lines.count else { return nil }
        return String(lines[location.line - 1])
    }
}
