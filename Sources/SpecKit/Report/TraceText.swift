/// A trace for a terminal: one line per event, indented by pass and by depth in the tree,
/// coloured by tone when `color` is on (the CLI turns it on only on a TTY without NO_COLOR).
public struct TraceText {
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    /// The file's title and lesson, then each scenario's trace.
    public func render(_ file: FileResult, scenarios: [ScenarioResult]) -> String {
        var out: [UInt8] = []
        writeUTF8(file, scenarios: scenarios) { out += $0 }
        return String(decoding: out, as: UTF8.self)
    }

    /// The same text as `render(_:scenarios:)`, handed to `output` a piece at a time as each
    /// scenario's events are explained, so the trace of a large tree is never held whole.
    public func write(_ file: FileResult, scenarios: [ScenarioResult], to output: (String) -> Void) {
        writeUTF8(file, scenarios: scenarios) { output(String(decoding: $0, as: UTF8.self)) }
    }

    /// The same text as UTF-8 bytes, in pieces of about 64 KB: a line's text goes from the
    /// builder's bytes to the piece without becoming a `String`.
    public func writeUTF8(_ file: FileResult, scenarios: [ScenarioResult], to output: ([UInt8]) -> Void) {
        writeHeadingUTF8(file, to: output)
        for scenario in scenarios { writeUTF8(scenario, of: file, to: output) }
    }

    /// The file's name, title and lesson, which come before its scenarios' traces.
    public func writeHeadingUTF8(_ file: FileResult, to output: ([UInt8]) -> Void) {
        var out = Array((paint(file.file.pathEscaped, "1") + "\n").utf8)
        if let title = file.spec?.title { out += "  \(title)\n".utf8 }
        if let lesson = file.spec?.lesson { out += lesson.split(separator: "\n").map { "  | \($0)\n" }.joined().utf8 }
        output(out)
    }

    /// One scenario's trace, as it follows the file's heading and the scenarios before it.
    public func writeUTF8(_ scenario: ScenarioResult, of file: FileResult, to output: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16 + 1024)
        out += "\n".utf8
        out += heading(scenario.scenario, passed: scenario.passed, error: scenario.error != nil).utf8
        _ = TraceBuilder.trace(scenario, spec: file.spec, nodePaths: false) { line, text in
            write(text, depth: line.depth, tone: line.tone, into: &out, output: output)
        }
        output(out)
    }

    public func render(_ trace: ScenarioTrace) -> String {
        var pieces: [UInt8] = [], out = Array(heading(trace.scenario, passed: trace.passed, error: trace.error != nil).utf8)
        for line in trace.lines {
            var text = line.text
            text.withUTF8 { write($0, depth: line.depth, tone: line.tone, into: &out) { pieces += $0 } }
        }
        return String(decoding: pieces + out, as: UTF8.self)
    }

    private func heading(_ scenario: String, passed: Bool, error: Bool) -> String {
        let verdict = passed ? paint("PASS", "32") : paint(error ? "ERROR" : "FAIL", "31")
        return "\(paint("scenario \(scenario.quotedName)", "1")): \(verdict)\n"
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    /// Appends a line to `out`, indented two spaces a level and two more for every line, handing
    /// `out` to `output` whenever it passes 64 KB.
    private func write(_ text: UnsafeBufferPointer<UInt8>, depth: Int, tone: TraceLine.Tone, into out: inout [UInt8],
                       output: ([UInt8]) -> Void) {
        let indent = 2 * (max(0, depth) + 1)
        if indent <= Self.spaces.count {
            Self.spaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<indent])) }
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        }
        if color, let code = Self.code(tone) {
            out += "\u{1B}[\(code)m".utf8
            out += text
            out += "\u{1B}[0m".utf8
        } else {
            out += text
        }
        out.append(UInt8(ascii: "\n"))
        if out.count >= 1 << 16 {
            output(out)
            out.removeAll(keepingCapacity: true)
        }
    }

    private func paint(_ text: String, _ code: String?) -> String {
        guard color, let code else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    static func code(_ tone: TraceLine.Tone) -> String? {
        switch tone {
        case .plain: return nil
        case .heading: return "1"
        case .render: return "36"
        case .created: return "35"
        case .discarded: return "33"
        case .muted: return "2"
        case .good: return "32"
        case .bad: return "31"
        }
    }
}
