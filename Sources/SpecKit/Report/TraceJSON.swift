import Foundation

/// A trace for tools: the file, its title, and each scenario's steps and lines as JSON. Its shape
/// is schema/trace.schema.json, named by `format` and `version` in the document (docs/json.md).
public enum TraceJSON {
    /// The document's `format` and `version`.
    public static let format = "spec-trace", version = 1

    struct Document: Encodable {
        var format = TraceJSON.format
        var version = TraceJSON.version
        var file: String
        var title: String?
        /// Why the file did not load (then `scenarios` is empty); absent when it loaded.
        var errors: [JSONReport.Problem]?
        var scenarios: [ScenarioTrace]
    }

    public static func render(_ file: FileResult, scenarios: [ScenarioResult]) -> String {
        var out = ""
        let writer = Writer(file) { out += $0 }
        for scenario in scenarios { writer.write(scenario) }
        writer.end()
        return out
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The document written a scenario at a time, the same text `render` gives: the document
    /// without scenarios is cut where its `scenarios` array opens, and each scenario's own
    /// encoding goes in between, indented to its place. A scenario's trace is freed once written.
    public final class Writer {
        private let output: (String) -> Void
        private let spec: Spec?
        private var tail = ""
        private var written = 0

        public init(_ file: FileResult, to output: @escaping (String) -> Void) {
            self.output = output
            spec = file.spec
            // Encoding plain strings and numbers cannot fail.
            let document = Document(file: file.file, title: file.spec?.title,
                                    errors: file.loadError.map { $0.diagnostics.map(JSONReport.problem) }, scenarios: [])
            let empty = (try? TraceJSON.encoder().encode(document))
                .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            // Keys are sorted, so `"scenarios" : [` comes once, after `format`; the array is empty.
            // A string's quotes are escaped, so no message among the errors can hold it.
            guard let open = empty.range(of: "\"scenarios\" : ["), let close = empty[open.upperBound...].firstIndex(of: "]") else {
                tail = empty + "\n"
                return
            }
            output(String(empty[..<open.upperBound]))
            tail = String(empty[close...]) + "\n"
            emptyInside = String(empty[open.upperBound..<close])
        }

        /// What the encoder writes inside an empty array, for a document with no scenarios.
        private var emptyInside = ""

        public func write(_ scenario: ScenarioResult) {
            let data = (try? TraceJSON.encoder().encode(ScenarioTrace(scenario, spec: spec))) ?? Data("{}".utf8)
            var text = written == 0 ? "\n" : ",\n"
            // The array's elements sit two levels in: four spaces before each of their lines. A
            // string's newline is escaped in JSON, so every line break is the encoder's.
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                text += "    "
                text += line
                text += "\n"
            }
            text.removeLast()
            written += 1
            output(text)
        }

        /// The rest of the document, after its last scenario.
        public func end() {
            output((written == 0 ? emptyInside : "\n  ") + tail)
        }
    }
}
