import Testing
@testable import SpecKit

/// Common mistakes get a message that names what was meant, and a hint that shows the form:
/// steps, keys written in the wrong place, calls of fields, capture lists, a loop through a
/// creation count, and the trace's word for a `let`.
@Suite struct MistakeHintTests {
    static let sheet = """
        components:
          Root:
            state: { shown: false }
            body:
              - button: show
                action: shown = true
              - Title:
                sheet:
                  is-presented: $shown
                  content: [ { text: in sheet } ]
          Title: { body: [ { text: t } ] }
        root: Root
        script:
          - tap: show
          - STEP
            expect: [t]
        """

    @Test func dismissTrueIsRefusedWithTheBareFormInItsHint() throws {
        let found = diagnostics(Self.sheet.replacingOccurrences(of: "STEP", with: "dismiss: true"))
        let d = try #require(found.first)
        #expect(d.message == "`dismiss:` takes `sheet` or nothing, found 'true'")
        #expect(d.hint?.contains("`- dismiss:`") == true, "\(d.hint ?? "")")
        #expect(d.hint?.contains("`- dismiss: sheet`") == true, "\(d.hint ?? "")")
        // The forms the hint shows run.
        for step in ["dismiss:", "dismiss: sheet"] {
            let s = scenario(Self.sheet.replacingOccurrences(of: "STEP", with: step))
            #expect(s.passed, "\(step): \(outcome(s))")
            #expect(!s.labels.contains("in sheet"))
        }
    }

    @Test func aPresentationKeyInsideAStackOrTabViewIsCalledAModifier() throws {
        let stack = """
            components:
              Root:
                state: { shown: false }
                body:
                  - navigation-stack:
                      root: [ { text: home } ]
                      sheet: { is-presented: $shown, content: [ { text: s } ] }
            root: Root
            script: [ { expect: [home] } ]
            """
        let d = try #require(diagnostics(stack).first)
        #expect(d.message == "`sheet:` is a modifier; here it can only stand beside a component, not a navigation stack")
        #expect(d.hint?.contains("new component (say `StackScreen:`") == true, "\(d.hint ?? "")")
        #expect(d.location.line == 7)
        let tabs = """
            components:
              Root:
                body:
                  - tab-view:
                      tabs: [ { tab: A, body: [ { text: a } ] } ]
                      on-appear: "print(1)"
            root: Root
            script: [ { expect: [a] } ]
            """
        let t = try #require(diagnostics(tabs).first)
        #expect(t.message == "`on-appear:` is a modifier; here it can only stand beside a component, not a tab view")
        // A misspelt key of the stack is still told its own keys.
        let misspelt = try #require(diagnostics(stack.replacingOccurrences(of: "sheet: { is-presented: $shown, content: [ { text: s } ] }", with: "pth: $shown")).first)
        #expect(misspelt.message == "unknown key 'pth' in a navigation-stack")
    }

    static let pushed = """
        components:
          Root:
            body:
              - navigation-stack:
                  root:
                    - button: again
                      action: n = 1
                    - navigation-link: open
                      value: 1
                  destinations: [ { for: Int, as: v, body: [ { text: "screen {v}" } ] } ]
            state: { n: 0 }
        root: Root
        script:
          - tap: open
          - tap: TARGET
        """

    @Test func aTapOnAButtonUnderAPushedScreenPointsToGoBack() throws {
        let s = scenario(Self.pushed.replacingOccurrences(of: "TARGET", with: "again"))
        let error = try #require(s.error)
        #expect(error.message == "no button \"again\" is on screen: \"again\" is out of sight, under the screen pushed over it")
        #expect(error.hint?.contains("`- go-back: true`, pops the screen pushed over it") == true, "\(error.hint ?? "")")
        // A label no screen shows gets no such pointer.
        let other = try #require(scenario(Self.pushed.replacingOccurrences(of: "TARGET", with: "nowhere")).error)
        #expect(other.hint?.contains("go-back") == false, "\(other.hint ?? "")")
    }

    static let bus = """
        models:
          Bus: { fields: { count: 0, name: '""' } }
        components:
          Screen:
            state: { bus: "Bus()", items: "[1, 2]" }
            body:
              - text: "n {bus.count}"
              - button: go
                action: CALL
        root: Screen
        script: [ { tap: go } ]
        """

    @Test func aFieldCalledAsAMethodIsSwiftsNonFunctionError() throws {
        let d = try #require(diagnostics(Self.bus.replacingOccurrences(of: "CALL", with: "bus.count()")).first)
        #expect(d.message == "cannot call value of non-function type 'Int': bus.count is an Int, a field of Bus, not a method")
        #expect(d.hint?.contains("`bus.count`") == true)
        let name = try #require(diagnostics(Self.bus.replacingOccurrences(of: "CALL", with: "bus.name()")).first)
        #expect(name.message.hasPrefix("cannot call value of non-function type 'String'"), "\(name.message)")
        // A list's `count()` keeps the list's hint: it is no model's field there.
        let list = try #require(diagnostics(Self.bus.replacingOccurrences(of: "CALL", with: "items.count()")).first)
        #expect(list.message.contains("needs a closure written in place"), "\(list.message)")
    }

    @Test func aTaskHandleInALocalPointsToAHolder() throws {
        let app = """
            components:
              Root:
                state: { x: '"none"', t: nil }
                body:
                  - text: "x {x}"
                  - button: go
                    action: ACTION
            root: Root
            script: [ { tap: go, expect: [x none] } ]
            """
        let d = try #require(diagnostics(app.replacingOccurrences(of: "ACTION", with: "'let t = Task { await sleep(10); x = \"ran\" }; t.cancel()'")).first)
        #expect(d.message == "a task's handle is not kept in a local: `let t = Task { … }` is not expressed")
        #expect(d.hint?.contains("`t = Task { … }`") == true, "\(d.hint ?? "")")
        // The form the hint shows runs: the task is cancelled before it writes.
        let s = scenario(app.replacingOccurrences(of: "ACTION", with: "'t = Task { try await sleep(10); x = \"ran\" }; t?.cancel()'") + "\n")
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func anAssertionThroughAUsePlaceholderNamesTheComponent() throws {
        let app = """
            components:
              Parent:
                state: { n: 0 }
                body:
                  - button: bump
                    action: n += 1
                  - Child: { input: 1 }
              LetChild:
                props: [input]
                body: [ { text: "v {input}" } ]
            root: Parent
            scenarios:
              - name: the let child
                use: { Child: LetChild }
                script:
                  - tap: bump
                    assert: ["NAME.renders == 1"]
            """
        let d = try #require(diagnostics(app.replacingOccurrences(of: "NAME", with: "Child")).first)
        #expect(d.message == "'Child' is not a type: the scenario's `use:` puts LetChild where a body writes Child")
        #expect(d.hint == "an assertion reads the component's own measures: `LetChild.renders`")
        // The form the hint shows runs.
        let s = scenario(app.replacingOccurrences(of: "NAME", with: "LetChild"))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aCaptureListIsSaidToBeNotWritten() throws {
        let task = try #require(diagnostics(Self.bus.replacingOccurrences(of: "CALL", with: "\"Task { [weak bus] in bus.count += 1 }\"")).first)
        #expect(task.message == "a capture list, `[weak bus]`, is not written in a spec")
        #expect(task.hint?.hasPrefix("drop it") == true)
        let child = """
            models:
              VM: { fields: { count: 0 } }
            components:
              Screen:
                state: { vm: "VM()" }
                body:
                  - text: "c {vm.count}"
                  - Child: { onTap: "{ [vm] in vm.count += 1 }" }
              Child:
                props: [onTap]
                body: [ { button: tap, action: onTap() } ]
            root: Screen
            script: [ { tap: tap, expect: [c 1] } ]
            """
        let d = try #require(diagnostics(child).first)
        #expect(d.message == "a capture list, `[vm]`, is not written in a spec")
        // Without the list, the same closure runs.
        #expect(scenario(child.replacingOccurrences(of: "[vm] in ", with: "")).passed)
    }

    static let creations = """
        models:
          VM: { fields: { n: 0 }, creations: KIND }
        components:
          Parent:
            state: { taps: 0 }
            body:
              - text: "made {VM.creations}"
              - button: tap
                action: taps += 1
              - Child: { taps: taps }
          Child:
            props: [taps]
            state: { m: "VM()" }
            body: [ { text: "child {taps}" } ]
        root: Parent
        toolchain: xcode16
        script:
          - tap: tap
            expect: [child 1]
        """

    @Test func aLoopThroughACreationCountPointsToStaticCreations() throws {
        let s = scenario(Self.creations.replacingOccurrences(of: "KIND", with: "observed"))
        let error = try #require(s.error)
        #expect(error.message.contains("the screen never settles"))
        #expect(error.message.contains("VM.creations changed"))
        #expect(error.hint?.contains("`creations: static` under VM") == true, "\(error.hint ?? "")")
        // With the count in a static var, no render subscribes to it: the same tap settles.
        let kept = scenario(Self.creations.replacingOccurrences(of: "KIND", with: "static"))
        #expect(kept.passed, "\(outcome(kept))")
    }

    @Test func theTraceCallsALetByItsKind() throws {
        let yaml = """
            components:
              Parent:
                state: { n: 0 }
                body:
                  - button: add
                    action: n += 1
                  - Child: { n: n }
              Child:
                props: [n]
                let: { c: "n * 2" }
                body: [ { text: "let {c}" } ]
            root: Parent
            script:
              - tap: add
                expect: [let 2]
            """
        let file = run(yaml)
        let result = try #require(file.scenarios.first)
        #expect(result.passed)
        let lines = ScenarioTrace(result, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains { $0.hasPrefix("its body read") && $0.contains("let c") }, "\(lines)")
        #expect(!lines.contains { $0.contains("state c") }, "\(lines)")
    }
}
