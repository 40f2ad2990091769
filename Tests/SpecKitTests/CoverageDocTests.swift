import Foundation
import Testing

/// docs/coverage.md tells a user which keys write which SwiftUI: every key its table of what is
/// expressed names must be one the schema knows, so a renamed or removed key fails here before
/// the page misleads anyone.
@Suite struct CoverageDocTests {
    /// Every property name anywhere in the spec schema.
    static func schemaKeys() throws -> Set<String> {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("schema/spec.schema.json"))
        var keys: Set<String> = []
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                for (key, value) in object {
                    if key == "properties", let properties = value as? [String: Any] { keys.formUnion(properties.keys) }
                    walk(value)
                }
            } else if let list = node as? [Any] {
                list.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: data))
        return keys
    }

    /// The keys (`name:` inside backticks) of the second column of the table under `heading`.
    static func keys(inTableUnder heading: String, of markdown: String) -> [String] {
        let lines = markdown.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        var keys: [String] = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("|") else { if inTable { break } else { continue } }
            inTable = true
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 2, !cells[2].contains("---"), cells[2].trimmingCharacters(in: .whitespaces) != "spec" else { continue }
            for code in cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated() where code.offset % 2 == 1 {
                let text = code.element
                guard let colon = text.firstIndex(of: ":") else { continue }
                let key = String(text[..<colon])
                if !key.isEmpty, key.allSatisfy({ $0.isLowercase || $0 == "-" }) { keys.append(key) }
            }
        }
        return keys
    }

    @Test func theKeysFoundInATableAreItsSecondColumnsKeys() {
        let page = "## A\n\n| s | spec |\n|---|---|\n| x | `state:`, `on-change:` and `$x` |\n| y | `Task { … }`, `id:` beside |\n\n## B\n| z | `tap:` |\n"
        #expect(Self.keys(inTableUnder: "## A", of: page) == ["state", "on-change", "id"])
    }

    @Test func everyKeyTheCoveragePageNamesIsInTheSchema() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/coverage.md"), encoding: .utf8)
        let named = Self.keys(inTableUnder: "## Expressed", of: page)
        #expect(named.count > 40, "the table of what is expressed was not found or lost its keys")
        let known = try Self.schemaKeys()
        #expect(named.filter { !known.contains($0) } == [], "keys on docs/coverage.md the schema does not know")
    }
}
