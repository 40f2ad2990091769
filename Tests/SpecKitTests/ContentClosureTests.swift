import Foundation
import Testing
@testable import SpecKit

/// Content stored as a closure (docs/semantics.md §48): `let content: () -> Content`, called in
/// the container's body. The views inside are initialized at each render of the container, with
/// the values of the body that made the closure; a closure that captures makes the container
/// differ at every render of its parent.
@Suite struct ContentClosureTests {
    /// ContentRulesTests' app with `Card` storing a closure; without `captures`, the content uses
    /// none of the parent's names.
    func app(captures: Bool = true) -> String {
        ContentRulesTests().app(slots: "{ content: closure }", input: captures ? "count" : "7", button: false)
    }

    @Test func theContainersOwnRenderInitializesTheContentAgain() throws {
        let (g, at) = try launched(app())
        #expect(g.measures["Row"]?[.inits] == 1)
        try g.tap("open", at: at)
        try g.tap("open", at: at)
        #expect(g.measures["Row"]?[.inits] == 3)
        // Row(input: 0) each time: an equal value, so its body does not run again.
        #expect(g.renders(of: "Row") == 1)
        #expect(texts(on: g) == ["more 0", "open false", "row 0 likes 0"])
    }

    @Test func aClosureThatCapturesRendersTheContainerAtEveryParentRender() throws {
        let (g, at) = try launched(app())
        try g.tap("more", at: at)
        #expect(g.renders(of: "Card") == 2)
        #expect(g.measures["Row"]?[.inits] == 2)
        let (quiet, at2) = try launched(app(captures: false))
        try quiet.tap("more", at: at2)
        #expect(quiet.renders(of: "Card") == 1)
        #expect(quiet.measures["Row"]?[.inits] == 1)
    }

    /// The parent's body does not read `count`, but the closure read it in the card's render at
    /// launch, which marks it read for the parent (§22): writing it renders the parent, whose new
    /// closure captures count 1, and the card, which calls it.
    @Test func theClosuresReadMarksTheParentsStateReadForTheParent() throws {
        let (g, at) = try launched(app())
        try g.tap("like", at: at)
        let parent = g.renders(of: "Parent")
        try g.tap("count", at: at)
        #expect(g.renders(of: "Parent") == parent + 1)
        try g.tap("open", at: at)
        #expect(texts(on: g) == ["more 0", "open true", "row 1 likes 1"])
        try g.tap("more", at: at)
        #expect(texts(on: g) == ["more 1", "open true", "row 1 likes 1"])
        let row = g.nodes.values.first { $0.component.name == "Row" }
        #expect(row?.parent?.component.name == "Card")
    }

    @Test func theTraceSaysTheContainerCallsTheClosure() {
        let file = run(app().replacingOccurrences(of: "script: []", with: "script:\n  - tap: more\n"))
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("render Card: its parent passed a different value: its content is a new closure; it uses count, so it captured self when made"))
        #expect(text.contains("calls its `content` closure, made in Parent's body: the views inside are initialized in this render"))
    }

    static let exported = InlineSpec("closure.yaml", Self().app().replacingOccurrences(of: "script: []", with: "scenarios:\n  - { name: shown, expect: [row 0 likes 0] }\n")
        .replacingOccurrences(of: "root: Parent\n", with: "root: Parent\n"))

    @Test func theExportKeepsTheClosureAndCallsItInTheBody() async throws {
        let export = try Self.exported.export()
        let card = ExportTests().file(export, "App/Card.swift")
        #expect(card.contains("let content: () -> Content"))
        #expect(card.contains("init(@ViewBuilder content: @escaping () -> Content) {"))
        #expect(card.contains("self.content = content\n"))
        #expect(card.contains("            content()\n"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// A button in the closure's content: `Button("add") { n += 1 }` in `ClosureCard { … }` writes
    /// the parent's state through the captured `self`, as a nonmutating `State` setter. The action
    /// reads the live value, so two taps make 2; the label, read by the closure in the card's
    /// update, marks `n` read for the parent, so each write renders the parent and the label follows.
    static let writingApp = """
        components:
          Parent:
            state: { n: 0, other: 0 }
            body:
              - text: "other {other}"
              - button: more
                action: other += 1
              - Card:
                content:
                  - text: "content {n}"
                  - button: add
                    action: n += 1
          Card:
            slots: { content: closure }
            body:
              - slot: content
        root: Parent
        script: []
        """

    @Test func anActionInTheContentWritesTheParentsState() throws {
        let (g, at) = try launched(Self.writingApp)
        try g.tap("add", at: at)
        try g.tap("add", at: at)
        #expect(texts(on: g) == ["other 0", "content 2"])
        #expect(g.renders(of: "Parent") == 3, "launch, and one render for each write of the marked state")
        try g.tap("more", at: at)
        #expect(texts(on: g) == ["other 1", "content 2"])
    }

    @Test func aSlotStoredAnotherWayIsRefused() {
        let problems = diagnostics(app().replacingOccurrences(of: "{ content: closure }", with: "{ content: closures }"))
        #expect(problems.map(\.message) == ["a slot stores its content as `stored` or `closure`, not 'closures'"])
        #expect(problems.first?.hint == "did you mean 'closure'?")
    }
}
