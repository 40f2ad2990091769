import Foundation
import Testing
@testable import SpecKit

/// Screens pushed by an item (docs/semantics.md §30): `navigationDestination(item:)` pushes while
/// the optional holds a value and pops when it is nil; its closure escapes, so the writing body does
/// not run it and the screen is built from the item and that body's last render.
@Suite struct ItemPushRulesTests {
    /// A stack whose root pushes Detail by `selected`; the root never reads `selected` or `note`.
    func pusher(script: String) -> String {
        """
        components:
          Parent:
            state: { selected: nil, note: "\\"old\\"" }
            body:
              - navigation-stack:
                  root:
                    - button: pick 2
                      action: "note = \\"new\\"; selected = 2"
                    - button: pick 3
                      action: selected = 3
                    - text: root
                    - Anchor:
                      navigation-destination:
                        item: $selected
                        as: number
                        content:
                          - Detail: { number: number, note: note, onNext: "{ selected = 3 }" }
          Anchor:
            body: []
          Detail:
            props: [number, note, onNext]
            state: { likes: 0 }
            body:
              - text: detail {number} {note} likes {likes}
              - button: like
                action: likes += 1
              - button: close
                action: dismiss()
              - button: next
                action: onNext()
        root: Parent
        script:
        \(script)
        """
    }

    func items(_ s: ScenarioResult) -> [Value] {
        s.events.compactMap { if case .stateWritten(_, "selected", _, let new) = $0 { new } else { nil } }
    }

    @Test func theItemPushesTheContentWithTheItemAndTheLastRendersOtherValues() {
        let s = scenario(pusher(script: """
              - tap: pick 2
                expect: [detail 2 old likes 0]
                expect-not: [root]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.renders(of: "Parent") == 1)
        #expect(s.events.contains { if case .screen(_, .presented("navigation-destination", .int(2), "Parent")) = $0 { true } else { false } })
    }

    @Test func goingBackAndDismissSetTheItemToNilAndEachPushIsANewIdentity() {
        let s = scenario(pusher(script: """
              - tap: pick 2
              - tap: like
                expect: [detail 2 old likes 1]
              - go-back: true
                expect: [root]
              - tap: pick 2
                expect: [detail 2 old likes 0]
              - tap: close
                expect: [root]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(items(s) == [.int(2), .null, .int(2), .null])
        #expect(s.events.contains { if case .screen(_, .backTappedOverItem) = $0 { true } else { false } })
    }

    @Test func aNewItemWhilePushedReplacesTheScreen() {
        let s = scenario(pusher(script: """
              - tap: pick 2
              - tap: like
              - tap: next
                expect: [detail 3 old likes 0]
                expect-not: [detail 2 old likes 1]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .destroyed(let ref, _) = $0 { ref.component == "Detail" } else { false } })
    }

    @Test func theWritingBodyDoesNotRunTheClosure() throws {
        // The flag's form would make Parent depend on `note`; the item's does not.
        let (g, at) = try launched(pusher(script: "  []"))
        try g.tap("pick 2", at: at)
        #expect(g.renders(of: "Parent") == 1)
        #expect(g.shows("detail 2 old likes 0"))
    }

    @Test func anItemOutsideAnyStackIsAnError() {
        let s = scenario("""
            components:
              Parent:
                state: { selected: nil }
                body:
                  - button: pick
                    action: selected = 1
                  - Anchor:
                    navigation-destination:
                      item: $selected
                      as: n
                      content: [ { text: "n {n}" } ]
              Anchor:
                body: []
            root: Parent
            script:
              - tap: pick
            """)
        #expect(s.error?.message.contains("is in no navigation-stack, so nothing is pushed") == true)
    }

    @Test func theTraceSaysWhichItemWasPushedAndHowItWasPopped() {
        let file = run(pusher(script: "  - tap: pick 2\n  - go-back: true\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("pushed for item 2: the binding holds a value"))
        #expect(text.contains("the values Parent's body had when it last ran (the closure escapes, as a sheet's does)"))
        #expect(text.contains("back button over a screen pushed by an item: SwiftUI sets its `item:` binding to nil, which pops it"))
        #expect(text.contains("popped: its item is nil (it was 2)"))
    }

    @Test func exploringGoesBackFromThePush() throws {
        let spec = try SpecDecoder.decode(Array(pusher(script: "  []").utf8), file: "t.yaml")
        let result = Explorer.explore(spec.scenarios[0], of: spec, options: ExploreOptions(depth: 3, jobs: 1))
        #expect(result.error == nil && result.findings.isEmpty)
        #expect(result.states >= 4)   // the root, 2 pushed, 3 pushed, and back
    }

    @Test func theExportPushesTheItemAndRefusesAClassItem() throws {
        let spec = try SpecDecoder.decode(Array(pusher(script: "  - tap: pick 2\n  - go-back: true\n").utf8), file: "t.yaml")
        let parent = try SwiftUIExport(spec).files.first { $0.path == "App/Parent.swift" }?.contents ?? ""
        #expect(parent.contains(".navigationDestination(item: $selected) { number in\n"))
        #expect(parent.contains("Detail(number: number, note: note, onNext: {"))
        let classes = """
            models:
              Row: { fields: [n] }
            components:
              Parent:
                state: { selected: nil }
                body:
                  - navigation-stack:
                      root:
                        - button: pick
                          action: "selected = Row(n: 1)"
                        - Anchor:
                          navigation-destination:
                            item: $selected
                            as: row
                            content: [ { text: "row {row.n}" } ]
              Anchor:
                body: []
            root: Parent
            """
        // The class is certain before a run, so `spec check` refuses it in the export's words.
        #expect { try SpecDecoder.decode(Array(classes.utf8), file: "c.yaml") } throws: { error in
            (error as? SpecError)?.diagnostics.map(\.message)
                == ["navigationDestination(item:) needs a Hashable item; Row is a class the spec compares by instance"]
        }
    }
}
