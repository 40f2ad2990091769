import Foundation

/// Prints diagnostics as compilers do: `file:line:col: error: message`, the source line, a caret, a hint.
public struct DiagnosticFormatter {
    /// Each file's bytes, made text and split into lines the first time a diagnostic in it is
    /// shown: most files have none, and splitting a large one cost as much as loading it.
    private var sources: [String: [UInt8]] = [:]
    private var lines: [String: [Substring]] = [:]
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    /// Supplies a file's text, for files not on disk (tests, standard input).
    public mutating func add(source: String, for file: String) {
        add(bytes: Array(source.utf8), for: file)
    }

    /// Supplies the text a result was read from. The formatter never reads a file itself.
    public mutating func add(_ result: FileResult) {
        if let bytes = result.sourceBytes, sources[result.file] == nil { add(bytes: bytes, for: result.file) }
    }

    private mutating func add(bytes: [UInt8], for file: String) {
        sources[file] = bytes
        lines[file] = nil
    }

    public mutating func format(_ d: Diagnostic) -> String {
        let red = color ? "\u{1B}[31m" : "", bold = color ? "\u{1B}[1m" : "", reset = color ? "\u{1B}[0m" : ""
        // A message quotes the spec, and the spec may hold control characters: escape them.
        var out = "\(bold)\(d.location.description.controlEscaped): \(red)error:\(reset)\(bold) \(d.message.controlEscaped)\(reset)\n"
        out += excerpt(d.location) ?? ""
        if let hint = d.hint { out += "  hint: \(hint.controlEscaped)\n" }
        return out
    }

    /// The source line of `location` with a caret under its column, each line indented by
    /// `indent`; nil when the file's text was not supplied or the line cannot be shown.
    public mutating func excerpt(_ location: Location, indent: String = "  ") -> String? {
        guard let line = sourceLine(location) else { return nil }
        let red = color ? "\u{1B}[31m" : "", reset = color ? "\u{1B}[0m" : ""
        // A column far to the right (a deeply indented or very long line) is shown with the 80
        // characters before it, so that the caret stays under what it points at.
        let wanted = max(location.column - 1, 0), skipped = wanted > 160 ? wanted - 80 : 0
        let shown = (skipped > 0 ? "…" : "") + String(line.dropFirst(skipped).prefix(200)).replacingOccurrences(of: "\t", with: " ").controlEscaped
        let column = min(wanted - skipped + (skipped > 0 ? 1 : 0), shown.count)
        return "\(indent)\(shown)\n" + indent + String(repeating: " ", count: column) + "\(red)^\(reset)\n"
    }

    private mutating func sourceLine(_ location: Location) -> String? {
        if lines[location.file] == nil, let bytes = sources[location.file] {
            lines[location.file] = SourceLines.split(String(decoding: bytes, as: UTF8.self))
        }
        guard let lines = lines[location.file], location.line >= 1, location.line <= lines.count else { return nil }
        let line = String(lines[location.line - 1])
        // A line that is not UTF-8 (a UTF-16 file, a Latin-1 byte) cannot be shown with a caret under its column.
        return line.unicodeScalars.contains("\u{FFFD}") ? nil : line
    }
}
