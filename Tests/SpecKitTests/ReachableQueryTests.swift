import Foundation
import Testing
@testable import SpecKit

/// A label shown in sight and under a sheet: XCUITest finds both views, the one under the sheet
/// not hittable (semantics §26), so the UI test taps the one in reach and checks that none is in
/// reach where the label must be gone (ReachableQueries.swift, docs/export.md).
@Suite struct ReachableQueryTests {
    /// The presenter's "save" adds 100, the sheet's adds 1: the run taps the one on screen.
    static let exported = InlineSpec("dup.yaml", """
        components:
          Parent:
            state: { showing: false, n: 0 }
            body:
              - button: open
                action: showing = true
              - button: save
                action: n += 100
              - text: n {n}
              - text: note
              - text: note
              - Title:
                sheet:
                  is-presented: $showing
                  content:
                    - Editor: { n: $n }
          Title:
            body: [ { text: title } ]
          Editor:
            bindings: [n]
            body:
              - button: save
                action: n += 1
              - text: sheet n {n}
        root: Parent
        script:
          - tap: save
            expect: [n 100]
          - tap: open
            expect-not: [n 100, note]
          - tap: save
            expect: [sheet n 101]
          - dismiss: sheet
            expect: [n 101]
        """)

    func tests() throws -> String {
        let export = try Self.exported.export()
        return try #require(export.files.first { $0.path == "UITests/DupUITests.swift" }).contents
    }

    @Test func theRunTapsTheButtonOnScreen() throws {
        let result = run(Self.exported.yaml)
        #expect(result.scenarios.first?.passed == true, "\(result.scenarios.first?.failures.map(\.message) ?? [])")
    }

    @Test func aTapOnALabelShownUnderASheetTooTakesTheOneInReach() async throws {
        let tests = try tests()
        // Before the sheet, one "save": the plain query.
        #expect(tests.contains("app.buttons[\"save\"].tap()\n        XCTAssertTrue(app.staticTexts[\"n 100\"]"))
        // With the sheet up, the presenter's "save" is still found: the tap takes the one in reach.
        #expect(tests.contains("reachable(app.buttons.matching(identifier: \"save\")).tap()"))
        #expect(tests.contains("private func reachable(_ query: XCUIElementQuery) -> XCUIElement {"))
        // Out of sight: "n 100" is one view under the sheet (the plain check), "note" two.
        #expect(tests.contains("XCTAssertTrue(isOffScreen(app.staticTexts[\"n 100\"]))"))
        #expect(tests.contains("XCTAssertTrue(isOffScreen(any: app.staticTexts.matching(identifier: \"note\")))"))
        try await ExportTests().expectTypeChecks(try Self.exported.export())
    }
}
