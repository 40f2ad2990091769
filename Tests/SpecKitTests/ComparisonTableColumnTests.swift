import Testing
@testable import SpecKit

/// `spec table`'s columns over several files: every label any scenario's last step expects is a
/// column, a file of one scenario beside others included; and a row that failed where no cell
/// shows it (an earlier step, an `assert:`) says where in a `failed at` column.
@Suite struct ComparisonTableColumnTests {
    /// One scenario, whose last step expects `detail 3`.
    static let single = """
        components:
          Detail:
            state: { seen: 0 }
            body:
              - text: detail {seen}
              - button: see
                action: seen += 1
        root: Detail
        script:
          - tap: see
          - tap: see
          - tap: see
            expect: [detail 3]
        """

    /// Two scenarios; only the second expects `total …`.
    static let double = """
        components:
          Counter:
            state: { count: 0 }
            body:
              - text: count {count}
              - text: total {count}
              - button: add
                action: count += 1
        root: Counter
        scenarios:
          - name: once
            script: [{ tap: add, expect: [count 1] }]
          - name: twice
            script: [{ tap: add }, { tap: add, expect: [count 2, total 2] }]
        """

    @Test func aFileOfOneScenarioKeepsItsColumnsBesideOthers() {
        let alone = ComparisonTable([run(Self.single, file: "a.yaml")])
        #expect(alone.columns == ["detail {seen}"])
        let t = ComparisonTable([run(Self.single, file: "a.yaml"), run(Self.double, file: "b.yaml")])
        #expect(t.columns == ["detail {seen}", "count {count}", "total {count}"])
        #expect(t.rows.map { $0.cells["detail {seen}"]?.text } == ["3 ✓", nil, nil])
        #expect(t.rows.map { $0.cells["total {count}"]?.text } == [nil, nil, "2 ✓"])
        let md = t.markdown()
        #expect(md.contains("| a.yaml | Detail | 3 ✓ | – | – | – | yes |\n"), "\(md)")
        #expect(md.contains("| b.yaml | once | – | 1 ✓ | – | – | yes |\n"), "\(md)")
        // In either order, and with the same file twice.
        let reversed = ComparisonTable([run(Self.double, file: "b.yaml"), run(Self.single, file: "a.yaml")])
        #expect(reversed.columns == ["count {count}", "total {count}", "detail {seen}"])
        let twice = ComparisonTable([run(Self.single, file: "a.yaml"), run(Self.single, file: "c.yaml")])
        #expect(twice.columns == ["detail {seen}"] && twice.rows.allSatisfy { $0.cells["detail {seen}"]?.text == "3 ✓" })
    }

    /// A label only one scenario of a file expects has its column too: a row's last step is never
    /// left out of the table.
    @Test func aLabelOneScenarioExpectsIsAColumn() {
        let t = ComparisonTable([run(Self.double, file: "b.yaml")])
        #expect(t.columns == ["count {count}", "total {count}"])
        #expect(t.rows.map { $0.cells["total {count}"]?.text } == [nil, "2 ✓"])
    }

    static let failing = """
        components:
          Counter:
            state: { count: 0 }
            body:
              - text: count {count}
              - button: add
                action: count += 1
        root: Counter
        scenarios:
          - name: early
            script: [{ tap: add, expect: [count 5] }, { tap: add, expect: [count 2] }]
          - name: asserted
            script: [{ tap: add, expect: [count 1], assert: ["Counter.renders == 9"] }]
          - name: last
            script: [{ tap: add, expect: [count 7] }]
          - name: held
            script: [{ tap: add, expect: [count 1] }]
        """

    /// A row fails at an earlier step or on an assertion: its last step's cells hold ✓, so the
    /// `failed at` column says what failed and where. A failure a ✗ cell shows is not repeated.
    @Test func aFailureNoCellShowsIsInTheFailedAtColumn() {
        let t = ComparisonTable([run(Self.failing, file: "f.yaml")])
        #expect(t.header == ["scenario", "result", "count {count}", "stale renders", "state kept", "failed at"])
        let byName = Dictionary(uniqueKeysWithValues: t.rows.map { ($0.scenario, $0) })
        #expect(byName["early"]?.cells["count {count}"]?.text == "2 ✓")
        #expect(byName["early"]?.failedAt == "step 1: expected \"count 5\" on screen")
        #expect(byName["asserted"]?.failedAt?.hasPrefix("step 1: expected Counter.renders == 9 (Counter.renders is ") == true,
                "\(byName["asserted"]?.failedAt ?? "nil")")
        #expect(byName["last"]?.cells["count {count}"]?.text == "1 ✗ (expected 7)")
        #expect(byName["last"]?.failedAt == nil && byName["held"]?.failedAt == nil)
        let md = t.markdown()
        #expect(md.contains("| early | FAIL | 2 ✓ | – | yes | step 1: expected \"count 5\" on screen |\n"), "\(md)")
        #expect(md.contains("| held | PASS | 1 ✓ | – | yes |  |\n"), "\(md)")
        // A table whose failures all have their ✗ cells keeps the table it had.
        let shown = ComparisonTable([run(Self.failing.replacingOccurrences(of: "count 5", with: "count 1"), file: "f.yaml")])
        #expect(shown.rows.first { $0.scenario == "asserted" }?.failedAt != nil)
        let only = ComparisonTable([run(Self.double.replacingOccurrences(of: "total 2", with: "total 9"), file: "b.yaml")])
        #expect(!only.header.contains("failed at") && only.rows.contains { $0.result == "FAIL" })
    }

    /// Several failures no cell shows: the first, and how many more.
    @Test func moreFailuresAreCounted() {
        let yaml = Self.failing.replacingOccurrences(of: "expect: [count 5] }, { tap: add, expect: [count 2] }",
                                                     with: "expect: [count 5, count 6] }, { tap: add, expect: [count 9] }, { tap: add, expect: [count 3] }")
        let row = ComparisonTable([run(yaml, file: "f.yaml")]).rows.first { $0.scenario == "early" }
        #expect(row?.failedAt == "step 1: expected \"count 5\" on screen (and 2 more)", "\(row?.failedAt ?? "nil")")
    }

    /// Markdown shows a name as written: what would start emphasis, code, a link or a tag, or
    /// end the cell, is escaped; the aligned text shows it as it is.
    @Test func markdownEscapesWhatItWouldFormat() {
        let yaml = """
            components:
              A:
                body: [ { text: "a|b *c* _d_ `e`" } ]
            root: A
            scenarios:
              - name: "*star* _under_ `tick` a|b <i> [l](u) ~s~ back\\\\slash"
                expect: ["a|b *c* _d_ `e`"]
            """
        let t = ComparisonTable([run(yaml, file: "my_specs/x.yaml")])
        let md = t.markdown()
        #expect(md.hasPrefix("| scenario | a\\|b \\*c\\* \\_d\\_ \\`e\\` |"), "\(md)")
        #expect(md.contains("| \\*star\\* \\_under\\_ \\`tick\\` a\\|b \\<i> \\[l](u) \\~s\\~ back\\\\slash | shown ✓ |"), "\(md)")
        #expect(t.text().contains("*star* _under_ `tick` a|b <i> [l](u) ~s~ back\\slash"), "\(t.text())")
    }
}
