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
        var scenarios: [ScenarioTrace]
    }

    public static func render(_ file: FileResult, scenarios: [ScenarioResult]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(file: file.file, title: file.spec?.title, scenarios: scenarios.map { ScenarioTrace($0, spec: file.spec) })
        // Encoding plain strings and numbers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
