import Foundation
import Testing
@testable import SpecKit

/// Rule §38 of docs/semantics.md, each part on its own: `Binding(get:set:)` and `.constant(x)`
/// made, read, written and compared; the trace's words, the export, and the lesson's lock.
@Suite struct CustomBindingRulesTests {
    /// A parent with state `n` (shown), `flag` (not shown), a "bump" button, and one child given
    /// `isOn`; the child shows a toggle bound to it and, with `reads`, a text of its value.
    func parent(passing binding: String, reads: Bool = true, script: String) -> String {
        """
        components:
          Parent:
            state: { n: 0, flag: false, size: 1 }
            body:
              - text: n {n}
              - button: bump
                action: n += 1
              - button: flip
                action: flag = !flag
              - Child: { isOn: "\(binding)" }
          Child:
            bindings: [isOn]
            body:
              - toggle: On
                is-on: $isOn
        \(reads ? "      - text: shows {isOn}" : "")
        root: Parent
        script:
        \(script)
        """
    }

    func first(_ yaml: String) -> ScenarioResult { scenario(yaml) }

    static let inverted = "Binding(get: { !flag }, set: { flag = !$0 })"

    @Test func readingRunsTheGetterInTheMakersScope() {
        let s = first(parent(passing: Self.inverted, script: "  - expect: [\"On: on\", shows true]"))
        #expect(s.passed, "\(s.failures.map(\.message))")
    }

    @Test func writingRunsTheSetterInTheMakersScope() {
        let s = first(parent(passing: Self.inverted, script: "  - toggle: On\n    expect: [\"On: off\", shows false]"))
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.events.contains {
            if case .customBindingUsed(nil, let owner?, _, .wrote(.bool(false))) = $0 { return owner.component == "Parent" }
            return false
        })
    }

    /// `init(get:set:)` calls `get()`: the body making the binding depends on what it reads, though
    /// it shows nothing of `flag`.
    @Test func makingTheBindingReadsWhatTheGetterReads() {
        let s = first(parent(passing: Self.inverted, reads: false, script: "  - tap: flip\n    expect: [\"On: off\"]"))
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.renders(of: "Parent") == 2)
        // The same parent given `$flag` does not read it: its body does not run again.
        let plain = first(parent(passing: "$flag", reads: false, script: "  - tap: flip\n    expect: [\"On: on\"]"))
        #expect(plain.passed, "\(plain.failures.map(\.message))")
        #expect(plain.renders(of: "Parent") == 1)
    }

    @Test func aBindingWhoseClosuresCaptureComparesUnequalAtEveryInit() {
        let s = first(parent(passing: Self.inverted, reads: false, script: "  - tap: bump\n  - tap: bump"))
        #expect(s.passed)
        #expect(s.inits(of: "Child") == 3)
        #expect(s.renders(of: "Child") == 3)
        #expect(s.events.contains {
            if case .rendered(_, .parentChanged(let why)) = $0 {
                return why == ["binding isOn is a new \(Self.inverted); its closures use flag, so they captured self when made, and it compares unequal"]
            }
            return false
        })
    }

    @Test func aBindingWhoseClosuresCaptureNothingComparesEqual() {
        let s = first(parent(passing: "Binding(get: { true }, set: { _ in })", script: "  - tap: bump\n  - toggle: On\n    expect: [\"On: on\"]"))
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.renders(of: "Child") == 1)
    }

    @Test func aConstantComparesByItsValue() {
        let same = first(parent(passing: ".constant(true)", script: "  - tap: bump\n  - tap: bump"))
        #expect(same.passed)
        #expect(same.renders(of: "Child") == 1)
        let changing = first(parent(passing: ".constant(n > 0)", script: "  - tap: bump\n    expect: [shows true]"))
        #expect(changing.passed, "\(changing.failures.map(\.message))")
        #expect(changing.renders(of: "Child") == 2)
    }

    @Test func aConstantIgnoresWrites() {
        let s = first(parent(passing: "Binding.constant(true)", script: "  - toggle: On\n    expect: [\"On: on\", shows true]"))
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.renders(of: "Child") == 1)
        #expect(s.events.contains { if case .customBindingUsed(_, nil, _, .ignored(.bool(false))) = $0 { true } else { false } })
    }

    @Test func theSetterNamesItsArgumentOrUsesDollarZero() {
        for setter in ["{ v in size = v * 2 }", "{ size = $0 * 2 }"] {
            let yaml = """
                components:
                  Parent:
                    state: { size: 4 }
                    body:
                      - text: size {size}
                      - stepper: Half
                        value: "Binding(get: { size / 2 }, set: \(setter))"
                root: Parent
                script:
                  - increment: Half
                    expect: ["Half: 3", size 6]
                """
            let s = first(yaml)
            #expect(s.passed, "\(setter): \(s.failures.map(\.message))")
        }
    }

    @Test func theSetterSeesTheLoopElementItWasMadeWith() {
        let yaml = """
            components:
              Parent:
                state: { chosen: 1 }
                body:
                  - text: chosen {chosen}
                  - for-each: [1, 2, 3]
                    as: item
                    id: item
                    body:
                      - toggle: pick {item}
                        is-on: "Binding(get: { chosen == item }, set: { _ in chosen = item })"
            root: Parent
            script:
              - toggle: pick 3
                expect: [chosen 3, "pick 3: on", "pick 1: off"]
            """
        let s = first(yaml)
        #expect(s.passed, "\(s.failures.map(\.message))")
    }

    /// `.sheet(isPresented: Binding(get: { selected != 0 }, set: { _ in selected = 0 }))`: a
    /// swipe down writes false through the binding, so its setter runs.
    @Test func aSheetSwipedDownRunsTheSetterOfItsBinding() {
        let yaml = """
            components:
              Parent:
                state: { selected: 0 }
                body:
                  - button: open 2
                    action: selected = 2
                  - Title:
                    sheet:
                      is-presented: "Binding(get: { selected != 0 }, set: { _ in selected = 0 })"
                      content:
                        - text: detail {selected}
              Title:
                body:
                  - text: selected title
            root: Parent
            script:
              - tap: open 2
                expect: [detail 2]
              - dismiss: sheet
                expect-not: [detail 2]
                assert: ["Parent.selected == 0"]
            """
        let s = first(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// A `Task { }` the setter starts runs once the write returns, whichever step wrote through the
    /// binding: a toggle, a swipe down, a tab; expecting no request pending after it fails.
    @Test func aTaskTheSetterStartsRunsAfterTheWrite() {
        func spec(_ step: String, expect pending: Int) -> String {
            """
            requests:
              save: { returns: '"ok"' }
            components:
              Parent:
                state: { on: false, shown: false, tab: 0, saved: '"none"' }
                body:
                  - text: saved {saved}
                  - button: open
                    action: shown = true
                  - toggle: Sync
                    is-on: "Binding(get: { on }, set: { v in on = v; Task { saved = await save(1) } })"
                  - Title:
                    sheet:
                      is-presented: "Binding(get: { shown }, set: { v in shown = v; Task { saved = await save(2) } })"
                      content: [ { text: sheet } ]
                  - tab-view:
                      selection: "Binding(get: { tab }, set: { t in tab = t; Task { saved = await save(3) } })"
                      tabs:
                        - { tab: One, value: 0, body: [ { text: one } ] }
                        - { tab: Two, value: 1, body: [ { text: two } ] }
              Title:
                body: [ { text: title } ]
            root: Parent
            script:
            \(step)
                assert: ["Requests.pending == \(pending)"]
              - complete: save
                expect: [saved ok]
            """
        }
        for step in ["  - toggle: Sync", "  - tap: open\n  - dismiss: sheet", "  - select-tab: Two"] {
            let s = first(spec(step, expect: 1))
            #expect(s.passed, "\(step): \(s.failures.map(\.message)) \(s.error?.description ?? "")")
            #expect(!first(spec(step, expect: 0)).passed, "\(step)")
        }
    }

    /// `equatable: [isOn]` is `lhs.isOn == rhs.isOn`, the wrapped values: a child under
    /// `.equatable()` given `Binding(get:set:)` is skipped while the value it carries is equal,
    /// and renders once it differs; expecting the field compare's render at the tap fails.
    @Test func anEquatableChildComparesWhatTheBindingCarries() {
        func spec(rendersAfterTap: Int) -> String {
            parent(passing: Self.inverted, script: """
                  - tap: bump
                    assert: ["Child.renders == \(rendersAfterTap)", "Child.inits == 2"]
                  - toggle: On
                    expect: ["On: off", shows false]
                    assert: ["Child.renders == \(rendersAfterTap + 1)"]
                """).replacingOccurrences(of: "    bindings: [isOn]\n", with: "    bindings: [isOn]\n    equatable: [isOn]\n")
        }
        #expect(spec(rendersAfterTap: 1).contains("equatable: [isOn]"))
        let s = first(spec(rendersAfterTap: 1))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!first(spec(rendersAfterTap: 2)).passed)
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        let newValue = diagnostics(parent(passing: "Binding(get: { !flag }, set: { flag = !newValue })", script: "  - toggle: On"))
        #expect(newValue.map(\.message) == ["'newValue' is not defined in the setter of Binding(get:set:)"])
        // `Binding($x)`, the failable init from an optional binding, is named as what it is.
        let fromBinding = diagnostics(parent(passing: "Binding($flag)", script: "  - toggle: On"))
        #expect(fromBinding.first?.message.hasPrefix("Binding($flag) is not expressed: the initializers that make a binding from another one") == true)
        #expect(fromBinding.first?.hint?.contains("`if: flag != nil`") == true)
        let noSetter = diagnostics(parent(passing: "Binding(get: { !flag })", script: "  - toggle: On"))
        #expect(noSetter.first?.message.hasPrefix("Binding(get:set:) needs a setter") == true)
        // The getter's type is certain before a run, so the check refuses the control it reaches.
        let wrongType = diagnostics(parent(passing: "Binding(get: { n }, set: { n = $0 })", script: "  - toggle: On"))
        #expect(wrongType.map(\.message) == ["a toggle needs a binding to a Bool; $isOn is an Int"])
        let onTheControl = diagnostics("""
            components:
              Parent:
                state: { n: 1 }
                body:
                  - toggle: On
                    is-on: "Binding(get: { n }, set: { n = $0 })"
            root: Parent
            """)
        #expect(onTheControl.map(\.hint) == ["its getter returns Int; a toggle needs one that returns a Bool"])
        let constant = diagnostics("""
            components:
              Parent:
                body:
                  - toggle: On
                    is-on: ".constant(3)"
            root: Parent
            """)
        #expect(constant.map(\.hint) == ["a toggle needs .constant of a Bool"])
    }

    @Test func theTraceSaysWhyTheChildRendersAndWhatTheGetterRead() throws {
        let file = RecordedRuns.result(of: "specs/custom-binding.yaml")
        let result = try #require(file.scenarios.first)
        let lines = ScenarioTrace(result, spec: file.spec).lines.map(\.text)
        let made = "Settings makes \(Self.muted): init(get:set:) runs the getter once to store its value; it reads muted"
        #expect(lines.contains(made))
        #expect(lines.contains("SoundRow reads muted of Settings through \(Self.muted): the read marks Settings's state read (§22); SoundRow gets no dependency on it"))
        #expect(lines.contains { $0.hasSuffix("binding isOn is a new \(Self.muted); its closures use muted, so they captured self when made, and it compares unequal") })
        #expect(lines.contains("write false through \(Self.muted) written in Settings: its setter runs there"))
        #expect(lines.contains("write false through .constant(true): a constant binding ignores writes, nothing changes"))
    }

    static let muted = "Binding(get: { !muted }, set: { muted = !$0 })"

    @Test func theExportWritesSwiftsForms() throws {
        let export = try ExportTests().exportSpec("specs/custom-binding.yaml")
        let settings = ExportTests().file(export, "App/Settings.swift")
        #expect(settings.contains("SoundRow(isOn: \(Self.muted))"))
        #expect(settings.contains("PreviewRow(isOn: .constant(true))"))
        #expect(ExportTests().file(export, "App/Chooser.swift")
            .contains("Choice(label: item, isOn: Binding(get: { selected == item }, set: { _ in selected = item }))"))
    }

    /// The lesson's claim that the child holding the binding renders at the unrelated tap is
    /// load-bearing: expecting it skipped, as a child given `$loud` is, fails.
    @Test func theLessonFailsWithTheSkipItDoesNotMake() throws {
        let path = packageRoot.appendingPathComponent("specs/custom-binding.yaml")
        let text = try String(contentsOf: path, encoding: .utf8)
        let wrong = text.replacingOccurrences(of: "\"SoundRow.renders == 2\", \"SoundRow.inits == 2\"",
                                              with: "\"SoundRow.renders == 1\", \"SoundRow.inits == 2\"")
        #expect(wrong != text)
        let result = run(wrong, file: "custom-binding.yaml")
        #expect(result.scenarios.first?.passed == false)
        #expect(result.scenarios.last?.passed == true)
    }
}
