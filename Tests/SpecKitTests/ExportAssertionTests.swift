import Testing
@testable import SpecKit

/// What the UI test makes of `assert:` lines: a measure is a comment, a view's state is checked on
/// the label of that view that shows it when the label is in sight, and a comment says why not
/// otherwise (docs/export.md, "Measures and expected errors").
@Suite struct ExportAssertionTests {
    static let counter = InlineSpec("asserted.yaml", """
        components:
          Counter:
            state: { count: 0, hidden: 0 }
            body:
              - text: count {count}
              - button: add
                action: count += 1; hidden += 1
        root: Counter
        script:
          - tap: add
            assert: ["Counter.count == 1", "Counter.hidden == 1", "Counter.renders == 2", "Counter.count + 1 == 2"]
        """)

    @Test func stateShownInSightIsCheckedOnItsLabel() async throws {
        let export = try Self.counter.export()
        let tests = ExportTests().file(export, "UITests/AssertedUITests.swift")
        #expect(tests.contains("""
                    app.buttons["add"].tap()
                    XCTAssertTrue(app.staticTexts["count 1"].waitForExistence(timeout: 5)) // Counter.count == 1
                    // Not checkable here: Counter.hidden == 1: no label of Counter shows hidden, and a UI test reads only the screen
                    // Measured by the spec, not checkable here: Counter.renders == 2
                    // Not checkable here: Counter.count + 1 == 2: no label shows this expression, and a UI test reads only the screen

            """), "\(tests)")
        #expect(ExportTests().file(export, "README.md").contains("An `assert:` on a view's state (`Notes.closes == 0`) is checked on the label"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// The label is the one the run shows after the step, not one made from the assertion.
    @Test func theLabelIsTheRunsAfterTheStep() throws {
        let twice = InlineSpec("asserted.yaml", Self.counter.yaml.replacingOccurrences(of: "action: count += 1;", with: "action: count += 2;")
            .replacingOccurrences(of: "\"Counter.count == 1\"", with: "\"Counter.count == 1\", \"Counter.count == 2\""))
        let tests = ExportTests().file(try twice.export(), "UITests/AssertedUITests.swift")
        #expect(tests.contains(#"XCTAssertTrue(app.staticTexts["count 2"].waitForExistence(timeout: 5)) // Counter.count == 1"#))
        #expect(tests.contains(#"XCTAssertTrue(app.staticTexts["count 2"].waitForExistence(timeout: 5)) // Counter.count == 2"#))
    }

    /// specs/sheet-item-identity.yaml asserts `Notes.closes` while the editor's sheet covers the
    /// label that shows it; after the swipe down the label is checked as an expectation.
    @Test func stateUnderASheetIsACommentThatSaysSo() throws {
        let tests = ExportTests().file(try ExportTests().exportSpec("specs/sheet-item-identity.yaml"), "UITests/SheetItemIdentityUITests.swift")
        #expect(tests.contains("""
            // Not checkable here: Notes.closes == 0: "closes 0", the label that shows it, is under the sheet presented over it after this step
            """))
        #expect(!tests.contains("Measured by the spec"))
    }

    @Test func whatReadsAMeasure() throws {
        let spec = try SpecDecoder.decode(Array(Self.counter.yaml.utf8), file: "asserted.yaml")
        func reads(_ source: String) throws -> Bool { StateAssertions.readsMeasure(try Parser.expression(source, at: spec.scenarios[0].location), in: spec) }
        #expect(try reads("Counter.renders == 2"))
        #expect(try reads("Counter.count == 1 && Tasks.started == 0"))
        #expect(try !reads("Counter.count == 1"))
        #expect(StateAssertions.stateRead(try Parser.expression("1 == Counter.count", at: spec.scenarios[0].location), in: spec)?.path == "count")
        #expect(StateAssertions.stateRead(try Parser.expression("Counter.count == Counter.hidden", at: spec.scenarios[0].location), in: spec) == nil)
    }
}
