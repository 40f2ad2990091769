import Foundation
import Testing

/// A Markdown table ends at the first line that is not a row: a row after a blank line or a
/// paragraph shows as plain text with its pipes, and the reference loses that entry.
@Suite struct DocsTablesTests {
    static let pages: [String] = {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The 1-based numbers of the rows that stand outside a table in `markdown`.
    static func strayRows(_ markdown: String) -> [Int] {
        let lines = markdown.components(separatedBy: "\n")
        var stray: [Int] = []
        var inFence = false
        for (i, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("|") else { continue }
            let afterRow = i > 0 && lines[i - 1].hasPrefix("|")
            let next = i + 1 < lines.count ? lines[i + 1] : ""
            let header = ["|-", "| -", "|:", "| :"].contains { next.hasPrefix($0) }
            if !afterRow && !header { stray.append(i + 1) }
        }
        return stray
    }

    @Test func aRowAfterAParagraphIsStray() {
        #expect(Self.strayRows("| a | b |\n|---|---|\n| 1 | 2 |\n\n| 3 | 4 |\n") == [5])
        #expect(Self.strayRows("| a |\n|---|\n| 1 |\nsome text\n| 2 |\n") == [5])
        #expect(Self.strayRows("```\n| not a table |\n```\n").isEmpty)
    }

    @Test(arguments: pages) func everyRowBelongsToATable(_ page: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
        #expect(Self.strayRows(text) == [], "rows outside a table in \(page)")
    }
}
