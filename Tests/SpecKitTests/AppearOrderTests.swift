import Testing
@testable import SpecKit

/// A view destroyed in an update runs its on-disappear before the views created in the same
/// update run on-appear, start their task or run an initial on-change (docs/semantics.md §9).
@Suite struct AppearOrderTests {
    /// A screen that swaps `A` for `B` (an `if`) or renews `C` (`.id(key)`), logging each action.
    func spec(expect: String, tap: String = "switch", extra: String = "") -> String {
        """
        components:
          Screen:
            state: { first: true, key: 0, log: '""' }
            body:
              - text: "log {log}"
              - button: switch
                action: first = !first
              - button: renew
                action: key += 1
              - if: first
                then:
                  - Panel:
                    on-appear: log = log + "+A"
                    on-disappear: log = log + "-A"
                else:
                  - Panel:
                    on-appear: log = log + "+B"
                    on-disappear: log = log + "-B"
                    \(extra)
              - Panel:
                id: key
                on-appear: log = log + "+C"
                on-disappear: log = log + "-C"
          Panel:
            body:
              - text: panel
        root: Screen
        script:
          - tap: \(tap)
            expect: ["\(expect)"]
        """
    }

    @Test func switchingBranchesRunsTheOldOnDisappearFirst() {
        let s = scenario(spec(expect: "log +A+C-A+B"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theNewViewDoesNotAppearBeforeTheOldOneDisappears() {
        // The lock: the order of building the new branch first fails here, and says what ran.
        let s = scenario(spec(expect: "log +A+C+B-A"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("log +A+C-A+B") == true)
    }

    @Test func aNewIDRunsTheOldOnDisappearFirst() {
        let s = scenario(spec(expect: "log +A+C-C+C", tap: "renew"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theNewViewsInitialOnChangeAndTaskComeAfterTheOldOnDisappear() {
        // The order among the new view's own actions is not what this checks: only that all
        // three come after the old view's on-disappear.
        let s = scenario(spec(expect: "panel", extra: [
            "on-change: { of: first, initial: true, action: log = log + \"*\" }",
            "task: { action: log = log + \"!\" }",
        ].joined(separator: "\n" + String(repeating: " ", count: 12))))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let log = s.screen.map(\.label).first { $0.hasPrefix("log ") } ?? ""
        #expect(log.hasPrefix("log +A+C-A") && log.count == "log +A+C-A+B*!".count
                && ["+B", "*", "!"].allSatisfy(log.dropFirst("log +A+C-A".count).contains), "\(log)")
    }

    @Test func rowsDeletedAndInsertedTogetherDisappearFirst() {
        let s = scenario("""
            components:
              Rows:
                state: { items: '["1", "2"]', log: '""' }
                body:
                  - text: "log {log}"
                  - button: replace
                    action: items = ["1", "3"]
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - Row:
                        on-appear: log = log + "+" + item
                        on-disappear: log = log + "-" + item
              Row:
                body:
                  - text: row
            root: Rows
            script:
              - tap: replace
                expect: ["log +1+2-2+3"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// Two views, each with a child, appearing in one pass; every view logs its on-appear.
    func nested(expect: String) -> String {
        """
        components:
          Screen:
            state: { shown: false, log: '""' }
            body:
              - text: "log {log}"
              - button: show
                action: shown = true
              - if: shown
                then:
                  - Outer: { name: '"A"', onIn: '{ log += "a" }' }
                    on-appear: log += "A"
                  - Outer: { name: '"B"', onIn: '{ log += "b" }' }
                    on-appear: log += "B"
          Outer:
            props: [name, onIn]
            body:
              - Inner: { name: name }
                on-appear: onIn()
          Inner:
            props: [name]
            body:
              - text: inner {name}
        root: Screen
        script:
          - tap: show
            expect: ["\(expect)"]
        """
    }

    @Test func aViewsSubtreeAppearsBeforeTheView() {
        // Innermost first, siblings in the order written: each Outer's Inner, then that Outer.
        let s = scenario(nested(expect: "log aAbB"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theTraceSaysWhyAChildsOnAppearRunsFirst() {
        let file = run(nested(expect: "log aAbB"))
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        let inner = lines.firstIndex(of: "on-appear of Inner runs in Outer (ahead of Outer's, which it is inside: views appear innermost first)")
        let outer = lines.firstIndex(of: "on-appear of Outer runs in Screen")
        #expect(inner != nil && outer != nil && inner! < outer!, "\(lines)")
    }

    @Test func aParentDoesNotAppearBeforeItsChildren() {
        // The lock: the order the body built them in, parents first, fails here and says what ran.
        let s = scenario(nested(expect: "log AaBb"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("log aAbB") == true)
    }

    @Test func aChildsTaskAndInitialOnChangeComeBeforeItsParentsOnAppear() {
        let s = scenario("""
            components:
              Screen:
                state: { log: '""', x: 0 }
                body:
                  - text: "log {log}"
                  - Outer: { onIn: '{ log += "t" }', onChanged: '{ log += "c" }' }
                    on-appear: log += "O"
              Outer:
                props: [onIn, onChanged]
                body:
                  - Inner:
                    task: { action: onIn() }
                    on-change: { of: 1, initial: true, action: onChanged() }
              Inner:
                body:
                  - text: inner
            root: Screen
            script:
              - expect: ["log ctO"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// `First`, whose body holds a Leaf logging "i", then a Leaf logging "S" written after it;
    /// `own` gives First an on-appear of its own, `step` is the script.
    func siblings(own: String = "", script: String) -> String {
        """
        components:
          Root:
            state: { log: '""', shown: true }
            body:
              - text: "log {log}"
              - button: hide
                action: shown = false
              - navigation-stack:
                  root:
                    - if: shown
                      then:
                        - First: { log: $log }
                          \(own)
                        - Leaf:
                          on-appear: log += "S"
                          on-disappear: log += "s"
                    - navigation-link: go
                      value: 1
                  destinations:
                    - for: Int
                      as: n
                      body:
                        - Leaf:
                          on-appear: log += "D"
                          on-disappear: log += "d"
          First:
            bindings: [log]
            body:
              - Leaf:
                on-appear: log += "i"
                on-disappear: log += "x"
          Leaf:
            body:
              - text: leaf
        root: Root
        script:
        \(script)
        """
    }

    @Test func aViewWrittenFirstAppearsWithItsSubtreeBeforeTheNextView() {
        // Tree order, each view after its subtree: First's Leaf before the Leaf written after
        // First, whether First has an on-appear of its own or not.
        for (own, log) in [("", "iS"), ("on-appear: log += \"F\"", "iFS")] {
            let s = scenario(siblings(own: own, script: "  - expect: [log \(log)]"))
            #expect(s.passed, "\(own): \(s.failures.map(\.message)) \(s.error?.description ?? "")")
        }
    }

    @Test func aLaterSiblingDoesNotAppearBeforeAnEarlierSiblingsSubtree() {
        // The lock: the order the bodies queued them in, the later sibling first, fails and says what ran.
        let s = scenario(siblings(script: "  - expect: [log Si]"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("log iS") == true)
    }

    @Test func theTraceSaysWhyTheEarlierSiblingsSubtreeAppearsFirst() {
        let file = run(siblings(script: "  - expect: [log iS]"))
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        let inner = lines.firstIndex(of: "on-appear of Leaf runs in First (ahead of Leaf's, written after a view it is inside: a view and its subtree come before the views written after it)")
        let later = lines.firstIndex(of: "on-appear of Leaf runs in Root")
        #expect(inner != nil && later != nil && inner! < later!, "\(lines)")
    }

    /// A sheet whose content's Marker logs "O" and presents an inner sheet, whose content's
    /// Marker logs "I" and closes both.
    func nestedSheets(expect: String) -> String {
        """
        components:
          Root:
            state: { log: '""', showing: false }
            body:
              - text: "log {log}"
              - button: show
                action: showing = true
              - Marker:
                sheet:
                  is-presented: $showing
                  on-dismiss: log += "X"
                  content:
                    - Outer: { log: $log, showing: $showing }
          Outer:
            bindings: [log, showing]
            state: { inner: false }
            body:
              - button: more
                action: inner = true
              - Marker:
                on-disappear: log += "O"
                sheet:
                  is-presented: $inner
                  content:
                    - Inner: { log: $log, showing: $showing }
          Inner:
            bindings: [log, showing]
            body:
              - button: close all
                action: showing = false
              - Marker:
                on-disappear: log += "I"
          Marker:
            body:
              - text: m
        root: Root
        script:
          - tap: show
          - tap: more
          - tap: close all
            expect: ["log \(expect)"]
        """
    }

    @Test func aSheetsContentGoesBeforeTheViewItIsWrittenOn() {
        // The inner content is inside the Marker that writes its sheet: "IOX".
        let s = scenario(nestedSheets(expect: "IOX"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        // The lock: the view that writes the sheet before the content it presents fails.
        let wrong = scenario(nestedSheets(expect: "OIX"))
        #expect(!wrong.passed)
        #expect(wrong.failures.first?.screen.map(\.label).contains("log IOX") == true)
    }

    @Test func theSiblingsLessonHolds() throws {
        // Its values were worked out from §9 before the first run; each wrong one fails.
        try expectLessonHolds("appear-siblings.yaml", wrong: [
            (from: "expect: [log BF, badge, footer]\n      - tap: hide\n        expect: [log BFbf]\n  - name: the badge two",
             to: "expect: [log FB, badge, footer]\n      - tap: hide\n        expect: [log BFbf]\n  - name: the badge two", scenario: 0),
            (from: "        expect: [log BFbf]\n", to: "        expect: [log BFfb]\n", scenario: 0),
        ])
    }

    @Test func siblingsGoAndComeBackInTheTreesOrderToo() {
        // Removed by the `if`, covered by a push and uncovered by the pop: First's Leaf first each time.
        let hidden = scenario(siblings(script: "  - tap: hide\n    expect: [log iSxs]"))
        #expect(hidden.passed, "\(hidden.failures.map(\.message)) \(hidden.error?.description ?? "")")
        let pushed = scenario(siblings(script: "  - tap: go\n  - go-back: true\n    expect: [log iSDxsiSd]"))
        #expect(pushed.passed, "\(pushed.failures.map(\.message)) \(pushed.error?.description ?? "")")
    }

    @Test func viewsCoveredAndUncoveredTogetherGoInnermostFirst() {
        // A push covers Outer and its Inner: "io" after the pushed screen's "D"; the pop brings
        // them back, "IO", before the popped screen's "d" (§24).
        let s = scenario("""
            components:
              Root:
                state: { log: '""' }
                body:
                  - navigation-stack:
                      root:
                        - text: log {log}
                        - Outer: { onIn: '{ log += "I" }', onOut: '{ log += "i" }' }
                          on-appear: log += "O"
                          on-disappear: log += "o"
                        - navigation-link: go
                          value: 1
                      destinations:
                        - for: Int
                          as: n
                          body:
                            - Detail:
                              on-appear: log += "D"
                              on-disappear: log += "d"
              Outer:
                props: [onIn, onOut]
                body:
                  - Inner:
                    on-appear: onIn()
                    on-disappear: onOut()
              Inner:
                body:
                  - text: inner
              Detail:
                body:
                  - text: detail
            root: Root
            script:
              - tap: go
              - go-back: true
                expect: [log IODioIOd]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// A sheet whose on-dismiss and whose content's on-appear and on-disappear log to the parent;
    /// `next` gives the item sheet a new item while it is presented (docs/semantics.md §22).
    func sheet(script: String) -> String {
        """
        components:
          Parent:
            state: { item: nil, log: '""' }
            body:
              - text: "log {log}"
              - button: open
                action: item = "a"
              - Anchor:
                sheet:
                  item: $item
                  as: name
                  on-dismiss: log = log + "D"
                  content:
                    - Detail: { name: name, item: $item }
                      on-appear: log = log + "+" + name
                      on-disappear: log = log + "-" + name
          Anchor:
            body: []
          Detail:
            props: [name]
            bindings: [item]
            body:
              - text: detail {name}
              - button: next
                action: item = "b"
              - button: close
                action: dismiss()
        root: Parent
        script:
        \(script)
        """
    }

    @Test func aSheetsOnDismissRunsAfterItsContentsOnDisappear() {
        for close in ["dismiss: sheet", "tap: close"] {
            let s = scenario(sheet(script: "  - tap: open\n  - \(close)\n    expect: [\"log +a-aD\"]"))
            #expect(s.passed, "\(close): \(s.failures.map(\.message)) \(s.error?.description ?? "")")
        }
    }

    @Test func aNewItemDismissesTheOldContentBeforeTheNewOneAppears() {
        let s = scenario(sheet(script: "  - tap: open\n  - tap: next\n    assert: ['Parent.log == \"+a-aD+b\"']"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func onDismissDoesNotRunWhileTheContentIsStillThere() {
        // The lock: running on-dismiss as the binding changes, before the content's on-disappear, fails here.
        let s = scenario(sheet(script: "  - tap: open\n  - dismiss: sheet\n    expect: [\"log +aD-a\"]"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("log +a-aD") == true)
    }

    /// Dismissing a sheet while a sheet presented from its content is up destroys both: the inner
    /// content's on-disappear runs first, in the scope of the view that wrote the inner sheet,
    /// gone by then; then the outer content's, then the on-dismiss. (It used to trap: the queued
    /// action reached the destroyed view through an unowned reference.)
    @Test func aSheetDismissedOverAnotherRunsBothContentsOnDisappearInnermostFirst() {
        let s = scenario("""
            components:
              Root:
                state: { a: false, log: '""' }
                body:
                  - text: log [{log}]
                  - button: open
                    action: a = true
                  - Anchor:
                    sheet:
                      is-presented: $a
                      on-dismiss: log = log + "D"
                      content:
                        - Outer: { a: $a, log: $log }
                          on-disappear: log = log + "o"
              Outer:
                bindings: [a, log]
                state: { b: false }
                body:
                  - button: inner
                    action: b = true
                  - Anchor:
                    sheet:
                      is-presented: $b
                      content:
                        - button: close all
                          action: a = false
                        - Anchor:
                          on-disappear: log = log + "i"
              Anchor:
                body: []
            root: Root
            script:
              - tap: open
              - tap: inner
              - tap: close all
                expect: ["log [ioD]"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }
}
