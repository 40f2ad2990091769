import Testing
@testable import SpecKit

/// A text's columns where each character has one width: wide characters and emoji take two, a
/// combining mark none, so boxes fit their Japanese labels and a table's columns line up.
@Suite struct TextWidthTests {
    @Test func wideCharactersAndEmojiTakeTwoColumns() {
        #expect(TextWidth.columns("count 1") == 7)
        #expect(TextWidth.columns("設定") == 4)
        #expect(TextWidth.columns("カウント 1") == 10)
        #expect(TextWidth.columns("안녕") == 4)
        #expect(TextWidth.columns("👍") == 2)
        #expect(TextWidth.columns("👍🏽") == 2)   // a skin tone joins the character
        #expect(TextWidth.columns("🇯🇵") == 2)
        #expect(TextWidth.columns("❤️") == 2)     // a text emoji with VARIATION SELECTOR-16
        #expect(TextWidth.columns("e\u{301}") == 1)
        #expect(TextWidth.columns("café") == 4)
        #expect(TextWidth.padded("設定", to: 6) == "設定  ")
        #expect(TextWidth.padded("long", to: 2) == "long")
    }

    static let yaml = """
        components:
          Root:
            state: { count: 0, title: '"設定を保存しました"' }
            body:
              - text: "{title} {count}"
              - text: "saved settings {count}"
              - button: 追加
                action: count += 1
        scenarios:
          - name: 日本語
            root: Root
            script: [ { tap: 追加, expect: "設定を保存しました 1" } ]
          - name: English
            root: Root
            script: [ { tap: 追加, expect: "saved settings 1" } ]
        """

    /// The terminal table lines its columns up by what a terminal shows, not by characters.
    @Test func theTextTableAlignsWideText() throws {
        let lines = ComparisonTable([run(Self.yaml)]).text().split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        let rows = lines.dropFirst()
        #expect(rows.count == 2)
        // Every row's second column starts where the header's does, in columns.
        let second = try #require(header.range(of: "  ").map { TextWidth.columns(String(header[..<$0.lowerBound])) })
        for row in rows {
            let start = try #require(row.range(of: "  ").map { TextWidth.columns(String(row[..<$0.lowerBound])) })
            let name = row.hasPrefix("日本語") ? 6 : 7
            #expect(start == name, "\(row)")
            #expect(TextWidth.columns(row.prefix { $0 != " " } + "") <= second + 2)
        }
        #expect(lines.contains { $0.hasPrefix("日本語 ") })
    }

    /// A box is as wide as its longest line's columns: its Japanese holder's line takes more
    /// columns than characters.
    @Test func aBoxFitsItsWideLabel() throws {
        let events = try #require(run(Self.yaml).scenarios.first?.events)
        let snapshot = try #require(TreeSnapshot(events: events, step: 0))
        let graph = TreeGraph(snapshot, scenario: "日本語")
        let layout = TreeLayout(graph)
        let box = try #require(graph.boxes.first { $0.lines.contains { $0.contains("設定") } })
        let wide = try #require(box.lines.first { $0.contains("設定") })
        let width = try #require(layout.placed[box.id]?.width)
        #expect(width >= Double(TextWidth.columns(wide)) * TreeLayout.charWidth + 2 * TreeLayout.padding)
        #expect(TextWidth.columns(wide) > wide.count)
    }
}
