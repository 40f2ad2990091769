import Foundation
import Testing
@testable import SpecKit

/// `.disabled(_:)` (docs/semantics.md §33): a disabled button or control takes no input; a
/// `disabled:` beside a view turns off everything inside, and nothing inside turns it back on; only
/// views that read `isEnabled` render again when it changes.
@Suite struct DisabledRulesTests {
    /// `Root` disables `Box` with `locked`; `Box` reads `isEnabled`, `Quiet` (inside `Box`) does not.
    static let app = """
        components:
          Root:
            state: { locked: true, n: 0, name: "\\"\\"" }
            body:
              - button: add
                disabled: "n >= 2"
                action: n += 1
              - text: n {n}
              - button: unlock
                action: locked = !locked
              - Box:
                disabled: locked
          Box:
            state: { taps: 0, on: false, text: "\\"\\"" }
            environment: { enabled: isEnabled }
            body:
              - button: box
                disabled: false
                action: taps += 1
              - toggle: Switch
                is-on: $on
              - text-field: Name
                text: $text
              - text: box {taps} {enabled}
              - Quiet:
          Quiet:
            state: { taps: 0 }
            body:
              - button: quiet
                action: taps += 1
              - text: quiet {taps}
        root: Root
        """

    func graph(_ yaml: String = app) throws -> (Graph, Location) { try launched(yaml) }
    func texts(_ graph: Graph) -> [String] { SpecKitTests.texts(on: graph) }
    func renders(_ graph: Graph, _ component: String) -> Int { graph.renders(of: component) }

    @Test func aDisabledButtonIgnoresATapAndItsOwnConditionFollowsTheBody() throws {
        let (g, at) = try graph()
        try g.tap("add", at: at)
        try g.tap("add", at: at)
        #expect(texts(g).first == "n 2")
        #expect(!g.checkEnabled("add", wanted: true).passed)
        try g.tap("add", at: at)   // `n >= 2` now: the tap runs nothing and renders nothing
        #expect(texts(g).first == "n 2")
        #expect(renders(g, "Root") == 3)
    }

    @Test func theOuterDisabledWinsOverAnInnerFalse() throws {
        let (g, at) = try graph()
        #expect(g.checkEnabled("box", wanted: false) == (true, ["it is disabled by `disabled:` beside Root/Box"]))
        try g.tap("box", at: at)
        #expect(texts(g).contains("box 0 false"))
        try g.tap("unlock", at: at)
        #expect(g.checkEnabled("box", wanted: true).passed)
        try g.tap("box", at: at)
        #expect(texts(g).contains("box 1 true"))
    }

    @Test func aChangeAboveReachesEveryViewBelowButRendersOnlyTheReaders() throws {
        let (g, at) = try graph()
        #expect(g.checkEnabled("quiet", wanted: false).passed)
        try g.tap("unlock", at: at)
        // Box reads isEnabled: it renders; Quiet, two levels down, does not, yet its button works.
        #expect(renders(g, "Box") == 2 && renders(g, "Quiet") == 1)
        #expect(g.checkEnabled("quiet", wanted: true).passed)
        try g.tap("unlock", at: at)
        #expect(g.checkEnabled("quiet", wanted: false).passed && renders(g, "Quiet") == 1)
    }

    @Test func aDisabledControlWritesNothingAndTypingIntoItIsAnError() throws {
        let (g, at) = try graph()
        try g.use(InputStep(action: .toggle, control: "Switch", location: at))
        #expect(g.screen.contains { $0.label == "Switch: off" })
        #expect(throws: Diagnostic.self) { try g.use(InputStep(action: .type("ab"), control: "Name", location: at)) }
        try g.tap("unlock", at: at)
        try g.use(InputStep(action: .toggle, control: "Switch", location: at))
        try g.use(InputStep(action: .type("ab"), control: "Name", location: at))
        #expect(g.screen.contains { $0.label == "Switch: on" } && g.screen.contains { $0.label == "Name: ab" })
    }

    @Test func theTraceSaysWhyNothingRan() {
        let file = run(Self.app + "\nscript:\n  - tap: box\n  - toggle: Switch\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("tap [box] in Box: the button is disabled by `disabled:` beside Root/Box, so it ignores the tap and its action does not run"))
        #expect(text.contains("Switch is disabled by `disabled:` beside Root/Box: it ignores the tap, on stays false"))
    }

    /// The lock both ways: an expectation of the wrong state fails, and says what was found.
    @Test func expectEnabledAndDisabledFailWithWhatIsOnScreen() {
        let good = scenario(Self.app + "\nscript:\n  - expect-disabled: [box, Switch, quiet]\n    expect-enabled: [add, unlock]\n")
        #expect(good.passed, "\(good.failures.map(\.message))")
        let bad = scenario(Self.app + "\nscript:\n  - expect-enabled: [box]\n  - expect-disabled: [missing]\n")
        #expect(bad.failures.map(\.message) == [
            "expected [box] enabled; it is disabled by `disabled:` beside Root/Box",
            "expected [missing] disabled; no button or control \"missing\" is on screen",
        ])
        #expect(bad.failures.first?.screenSummary.contains("[box] (disabled)") == true)
    }

    @Test func isEnabledIsTrueByDefaultAndAnEnvironmentModifierSetsIt() throws {
        let yaml = """
            components:
              Root:
                state: { off: true }
                body:
                  - Outer:
                    disabled: off
              Outer:
                body:
                  - Inner:
                    environment: { isEnabled: true }
              Inner:
                environment: { enabled: isEnabled }
                body:
                  - text: inner {enabled}
            root: Root
            """
        let (g, _) = try graph(yaml)
        // `.environment(\\.isEnabled, true)` sets the entry, as SwiftUI's does; `disabled:` and-s it.
        #expect(texts(g) == ["inner true"])
        #expect(diagnostics("environment-values: { isEnabled: true }\n" + yaml).map(\.message)
                    == ["isEnabled is SwiftUI's own environment value; a spec cannot declare it"])
    }

    /// Before the run where the condition's type is certain; by the run where only it knows.
    @Test func aConditionMustBeABool() {
        let yaml = """
            models:
              Box: { kind: struct, fields: [n] }
            components:
              Root:
                state: { n: 0, box: "Box(n: 0)" }
                body:
                  - button: add
                    disabled: CONDITION
                    action: n += 1
            root: Root
            """
        #expect(diagnostics(yaml.replacingOccurrences(of: "CONDITION", with: "n")).map(\.message)
                    == ["`disabled:` needs a Bool; n is an Int"])
        let s = scenario(yaml.replacingOccurrences(of: "CONDITION", with: "box.n"))
        #expect(s.error?.message == "`disabled:` needs a Bool; box.n is Int 0")
    }

    @Test func exploringUsesNoDisabledControl() {
        // Typing into the disabled field would stop the run; the search never tries it.
        let spec = try? SpecDecoder.decode(Array((Self.app + "\nalphabet: [x]\n").utf8), file: "t.yaml")
        let result = Explorer.explore(spec!.scenarios[0], of: spec!, options: ExploreOptions(depth: 3, jobs: 1))
        #expect(result.states > 1)
        #expect(result.error == nil)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.detail))")
    }

    @Test func aDisabledLinkPushesNothing() throws {
        let yaml = """
            components:
              Root:
                state: { ready: false }
                body:
                  - navigation-stack:
                      root:
                        - navigation-link: Open 1
                          value: 1
                          disabled: "!ready"
                        - button: ready
                          action: ready = true
                      destinations:
                        - for: Int
                          as: n
                          body: [ { text: "screen {n}" } ]
            root: Root
            script:
              - tap: Open 1
                expect-not: [screen 1]
                expect-disabled: [Open 1]
              - tap: ready
              - tap: Open 1
                expect: [screen 1]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let root = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml"))
            .files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(root.contains("NavigationLink(\"Open 1\", value: 1)\n                    .disabled(!ready)"), "\(root)")
    }

    @Test func theExportDisablesWhatTheSpecDoes() throws {
        let spec = try SpecDecoder.decode(Array((Self.app + "\nscript:\n  - expect-disabled: [box]\n    expect-enabled: [Switch]\n").utf8),
                                          file: "t.yaml")
        let export = try SwiftUIExport(spec)
        let root = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        let box = export.files.first { $0.path == "App/Box.swift" }?.contents ?? ""
        #expect(root.contains(".disabled(n >= 2)") && root.contains("Box()\n                .disabled(locked)"))
        #expect(box.contains("@Environment(\\.isEnabled) private var enabled: Bool") && box.contains(".disabled(false)"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") }?.contents ?? ""
        #expect(tests.contains("XCTAssertFalse(app.buttons[\"box\"].isEnabled)"))
        #expect(tests.contains("XCTAssertTrue(app.switches[\"Switch\"].isEnabled)"))
    }

    /// A disabled view takes no interaction: its scroll view does not move, so a pull starts
    /// nothing, and its rows offer no swipe to delete, which is an error as the Delete button the
    /// exported test taps never shows. Exploring tries neither.
    @Test func aDisabledViewTakesNoPullAndItsRowsNoSwipe() throws {
        let (g, at) = try launched("""
            components:
              Root:
                state: { locked: true, pulls: 0 }
                body:
                  - text: pulls {pulls}
                  - button: unlock
                    action: locked = false
                  - Rows: {}
                    disabled: locked
                    refreshable: pulls += 1
              Rows:
                state: { items: '["a", "b"]' }
                body:
                  - text: "{items.count} left"
                  - for-each: items
                    as: item
                    id: item
                    on-delete: "items.remove(atOffsets: offsets)"
                    body: [ { text: "row {item}" } ]
            root: Root
            """)
        try g.perform(.refresh("Rows"), at: at)
        #expect(texts(g).contains("pulls 0"))
        #expect(g.refreshMoves().isEmpty && g.rowEditMoves().isEmpty)
        #expect(throws: Diagnostic.self) { try g.perform(.delete("row a"), at: at) }
        #expect(texts(g).contains("2 left"))
        try g.tap("unlock", at: at)
        try g.perform(.refresh("Rows"), at: at)
        try g.perform(.delete("row a"), at: at)
        #expect(texts(g).contains("pulls 1") && texts(g).contains("1 left"))
    }
}
