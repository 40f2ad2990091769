/// A trace for a terminal: one line per event, indented by pass and by depth in the tree,
/// coloured by tone when `color` is on (the CLI turns it on only on a TTY without NO_COLOR).
public struct TraceText {
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    /// The file's title and lesson, then each scenario's trace.
    public func render(_ file: FileResult, scenarios: [ScenarioResult]) -> String {
        var out = ""
        write(file, scenarios: scenarios) { out += $0 }
        return out
    }

    /// The same text as `render(_:scenarios:)`, handed to `output` a piece at a time as each
    /// scenario's events are explained, so the trace of a large tree is never held whole.
    public func write(_ file: FileResult, scenarios: [ScenarioResult], to output: (String) -> Void) {
        var out = paint(file.file, "1") + "\n"
        if let title = file.spec?.title { out += "  \(title)\n" }
        if let lesson = file.spec?.lesson { out += lesson.split(separator: "\n").map { "  | \($0)\n" }.joined() }
        for scenario in scenarios {
            out += "\n"
            out += heading(scenario.scenario, passed: scenario.passed, error: scenario.error != nil)
            _ = TraceBuilder.trace(scenario, spec: file.spec) { write($0, into: &out, output: output) }
        }
        output(out)
    }

    public func render(_ trace: ScenarioTrace) -> String {
        var pieces = "", out = heading(trace.scenario, passed: trace.passed, error: trace.error != nil)
        for line in trace.lines { write(line, into: &out) { pieces += $0 } }
        return pieces + out
    }

    private func heading(_ scenario: String, passed: Bool, error: Bool) -> String {
        let verdict = passed ? paint("PASS", "32") : paint(error ? "ERROR" : "FAIL", "31")
        return "\(paint("scenario \"\(scenario)\"", "1")): \(verdict)\n"
    }

    /// Indentation by depth: two spaces a level, and two more for every line.
    private static let indents = (0..<64).map { String(repeating: "  ", count: $0 + 1) }

    /// Appends a line to `out`, handing `out` to `output` whenever it passes 64 KB.
    private func write(_ line: TraceLine, into out: inout String, output: (String) -> Void) {
        out += line.depth < Self.indents.count ? Self.indents[max(0, line.depth)] : String(repeating: "  ", count: line.depth + 1)
        out += paint(line.text, Self.code(line.tone))
        out += "\n"
        if out.utf8.count >= 1 << 16 {
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
