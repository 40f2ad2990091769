import Testing
@testable import SpecKit

/// A picker whose selection is the tag of none of its options shows none selected: `Sort: `, as an
/// empty field reads, with SwiftUI's log line in the trace (docs/semantics.md §14).
@Suite struct PickerTagRulesTests {
    static let sort = """
        components:
          Filters:
            state: { sort: "\\"size\\"" }
            body:
              - picker: Sort
                selection: $sort
                options: ["\\"name\\"", "\\"date\\""]
              - button: by size
                action: sort = "size"
        root: Filters

        """

    @Test func aSelectionNoOptionIsTaggedWithShowsNoneAndPickingSelectsOne() {
        let s = scenario(Self.sort + """
            script:
              - expect: ["Sort: "]
              - pick: date
                from: Sort
                expect: ["Sort: date"]
              - tap: by size
                expect: ["Sort: "]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// The lock: the value itself is never shown as if it were selected.
    @Test func expectingTheUntaggedValueFailsAndSaysWhy() throws {
        let s = scenario(Self.sort + """
            script:
              - expect: ["Sort: size"]
            """)
        let failure = try #require(s.failures.first)
        #expect(failure.message == "expected \"Sort: size\" on screen")
        #expect(failure.note == "the picker \"Sort\" shows no option selected: its selection \"size\" is the tag of none of its options, "
                + "as SwiftUI logs (\"the selection \"size\" is invalid and does not have an associated tag\"), so it reads \"Sort: \"")
        #expect(s.labels.contains("Sort: "))
    }

    /// `tag(_:includeOptional:)` tags each option as `Optional(value)` too: nil matches only a nil option.
    @Test func anOptionalSelectionThatIsNilShowsNoneUnlessAnOptionIsNil() {
        let optional = { (options: String) in """
            components:
              Filters:
                state: { choice: nil }
                body:
                  - picker: Size
                    selection: $choice
                    options: \(options)
            root: Filters
            script:
              - expect: ["Size: "]
              - pick: M
                from: Size
                expect: ["Size: M"]
            """ }
        let s = scenario(optional(#"["\"S\"", "\"M\""]"#))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let withNil = scenario(optional(#"[nil, "\"S\"", "\"M\""]"#))
        #expect(withNil.failures.map(\.message) == ["expected \"Size: \" on screen"])
        #expect(withNil.failures.first?.screen.map(\.label) == ["Size: nil"])
    }

    /// The trace says so once the selection becomes untagged, whoever wrote it and whether or not
    /// the body that writes the picker ran, and once again after a tagged value in between.
    @Test func theTraceGivesSwiftUIsLogLineWhenTheSelectionBecomesUntagged() throws {
        let run = ScenarioRunner.run(bytes: Array((Self.sort + """
            script:
              - tap: by size
              - pick: name
                from: Sort
              - tap: by size
            """).utf8), file: "f.yaml")
        let trace = ScenarioTrace(try #require(run.scenarios.first), spec: run.spec)
        let told = "the picker \"Sort\" in Filters shows no option selected: its selection is \"size\", and no option is tagged with it "
            + "(its options are \"name\", \"date\"); SwiftUI logs \"Picker: the selection \"size\" is invalid and does not have an associated tag, "
            + "this will give undefined results.\" The screen shows \"Sort: \", as an empty field does, and the binding keeps \"size\" until an option is picked (a decision, semantics §14)"
        #expect(trace.lines(ofStep: 0).map(\.text).contains(told))
        // Still "size": nothing new to tell.
        #expect(!trace.lines(ofStep: 1).map(\.text).contains(told))
        #expect(!trace.lines(ofStep: 2).map(\.text).contains(told))
        #expect(trace.lines(ofStep: 3).map(\.text).contains(told))
    }

    @Test func aTaggedSelectionTellsNothing() throws {
        let run = ScenarioRunner.run(bytes: Array(Self.sort.replacingOccurrences(of: #"sort: "\"size\"""#, with: #"sort: "\"name\"""#).utf8), file: "f.yaml")
        let trace = ScenarioTrace(try #require(run.scenarios.first), spec: run.spec)
        #expect(!trace.lines(ofStep: 0).contains { $0.text.contains("shows no option selected") })
    }

    static let exported = InlineSpec("untagged-picker.yaml", sort + """
        script:
          - expect: ["Sort: "]
          - pick: date
            from: Sort
            expect: ["Sort: date"]
          - tap: by size
            expect: ["Sort: "]
        """)

    /// The UI test asserts no segment is selected, where it asserted a segment titled with the
    /// untagged value, which a device never has.
    @Test func theUITestExpectsNoSegmentSelected() async throws {
        let export = try Self.exported.export()
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("XCTAssertTrue(app.segmentedControls.element.waitForExistence(timeout: 5))"), "\(tests)")
        #expect(tests.contains("XCTAssertTrue(!app.segmentedControls.buttons.allElementsBoundByIndex.contains { $0.isSelected })"))
        #expect(tests.contains(#"XCTAssertTrue(app.segmentedControls.buttons["date"].isSelected)"#))
        #expect(!tests.contains(#"buttons[""]"#) && !tests.contains(#"buttons["size"]"#))
        try await ExportTests().expectTypeChecks(export)
    }

    static let optionalExported = InlineSpec("optional-picker.yaml", """
        components:
          Filters:
            state: { size: nil }
            body:
              - picker: Size
                selection: $size
                options: ["\\"S\\"", "\\"M\\""]
              - button: clear
                action: size = nil
              - text: "chosen {size ?? \\"none\\"}"
        root: Filters
        script:
          - expect: ["Size: ", chosen none]
          - pick: M
            from: Size
            expect: ["Size: M", chosen M]
          - tap: clear
            expect: ["Size: "]
        """)

    /// A holder that starts nil is an optional of the options' type, `String?`, where it was
    /// `Never?`, which no option's tag could ever match.
    @Test func anOptionalSelectionIsExportedAsAnOptionalOfTheOptionsType() async throws {
        let export = try Self.optionalExported.export()
        let view = export.files.first { $0.path == "App/Filters.swift" }?.contents ?? ""
        #expect(view.contains("@State private var size: String? = nil"), "\(view)")
        try await ExportTests().expectTypeChecks(export)
    }
}

