import Testing
@testable import SpecKit

/// A label expected on screen that a live view shows out of sight: the failure says where it is,
/// and counts only what is in sight as the screen.
@Suite struct OffScreenTests {
    static let yaml = """
        components:
          Home:
            state: { showing: false, asking: false }
            body:
              - tab-view:
                  tabs:
                    - tab: Notes
                      body:
                        - navigation-stack:
                            root:
                              - text: notes root
                              - navigation-link: open
                                value: 1
                              - button: sheet
                                action: showing = true
                              - button: ask
                                action: asking = true
                              - Title:
                                sheet:
                                  is-presented: $showing
                                  content:
                                    - text: in the sheet
                              - Title:
                                alert:
                                  title: Sure?
                                  is-presented: $asking
                            destinations:
                              - for: Int
                                as: n
                                body:
                                  - text: detail {n}
                    - tab: Settings
                      body:
                        - text: settings
          Title:
            body:
              - text: title
        root: Home
        """

    func failures(_ script: String) throws -> [Failure] {
        let result = run(Self.yaml + "\nscript:\n" + script)
        let scenario = try #require(result.scenarios.first)
        #expect(scenario.error == nil)
        return scenario.failures
    }

    @Test func aLabelUnderASheetIsSaidToBeUnderIt() throws {
        let f = try failures("  - tap: sheet\n    expect: [notes root, in the sheet]\n")
        #expect(f.count == 1)
        #expect(f.first?.offScreen == "under the sheet presented over it")
        // The screen is the sheet's content alone, and nothing more is said to be on it.
        #expect(f.first?.screenSummary == "\"in the sheet\"")
    }

    @Test func aLabelUnderAPushedScreenOrInAnotherTabIsSaidToBeThere() throws {
        let f = try failures("  - tap: open\n    expect: [notes root, settings, detail 1]\n")
        #expect(f.map(\.offScreen) == ["under the screen pushed over it", "in the tab \"Settings\", which is not selected"])
    }

    @Test func anAlertLeavesTheScreenInSightAndAMissingLabelIsNotPlaced() throws {
        // Under an alert the screen stays in sight (§29): its labels pass; a label no view shows
        // gets no place.
        let f = try failures("  - tap: ask\n    expect: [notes root, Sure?, nowhere]\n")
        #expect(f.count == 1)
        #expect(f.first?.expectation.label == "nowhere")
        #expect(f.first?.offScreen == nil)
    }

    @Test func theTextAndJUnitReportsSayIt() throws {
        let result = run(Self.yaml + "\nscript:\n  - tap: sheet\n    expect: [title]\n")
        var text = TextReport()
        #expect(text.render([result]).contains("\"title\" is out of sight: under the sheet presented over it\n"))
        #expect(JUnitReport().render([result]).contains("&quot;title&quot; is out of sight: under the sheet presented over it"))
        #expect(JSONReport().render([result]).contains("\"outOfSight\" : \"under the sheet presented over it\""))
    }
}
