import Foundation

/// A trace for tools: the file, its title, and each scenario's steps and lines as JSON.
public enum TraceJSON {
    struct Document: Encodable {
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
