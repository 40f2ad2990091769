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

    /// The same text as `render(_:scenarios:)`, handed to `output` a piece at a time, so the trace
    /// of a large tree is printed as it is written instead of held whole.
    public func write(_ file: FileResult, scenarios: [ScenarioResult], to output: (String) -> Void) {
        var out = paint(file.file, "1") + "\n"
        if let title = file.spec?.title { out += "  \(title)\n" }
        if let lesson = file.spec?.lesson { out += lesson.split(separator: "\n").map { "  | \($0)\n" }.joined() }
        for scenario in scenarios {
            out += "\n"
            write(ScenarioTrace(scenario, spec: file.spec), into: &out, output: output)
        }
        output(out)
    }

    public func render(_ trace: ScenarioTrace) -> String {
        var pieces = "", out = ""
        write(trace, into: &out) { pieces += $0 }
        return pieces + out
    }

    /// Appends the trace's lines to `out`, handing it to `output` whenever it passes 64 KB.
    private func write(_ trace: ScenarioTrace, into out: inout String, output: (String) -> Void) {
        let verdict = trace.passed ? paint("PASS", "32") : paint(trace.error == nil ? "FAIL" : "ERROR", "31")
        out += "\(paint("scenario \"\(trace.scenario)\"", "1")): \(verdict)\n"
        for line in trace.lines {
            for _ in 0...line.depth { out += "  " }
            out += paint(line.text, Self.code(line.tone))
            out += "\n"
            if out.utf8.count >= 1 << 16 {
                output(out)
                out = ""
            }
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
