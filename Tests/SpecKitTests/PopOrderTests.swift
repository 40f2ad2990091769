import Testing
@testable import SpecKit

/// A pop is animated: the screen it uncovers appears at the start, the popped screen leaves the
/// interface at the end, so the uncovered views' on-appear runs before the popped screen's
/// on-disappear, as a push runs the pushed screen's on-appear first (docs/semantics.md §24).
@Suite struct PopOrderTests {
    /// A stack whose root logs `R+`/`R-` and whose pushed screen logs `D+`/`D-`, pushed by a
    /// link (`path`) or by a flag (`navigation-destination:`).
    func spec(flag: Bool, pop: String, expect: String) -> String {
        let push = flag
            ? """
                          - button: open
                            action: showing = true
                          - Badge:
                            on-appear: log = log + "R+"
                            on-disappear: log = log + "R-"
                            navigation-destination:
                              is-presented: $showing
                              content:
                                - Detail: { log: $log }
                                  on-appear: log = log + "D+"
                                  on-disappear: log = log + "D-"
              """
            : """
                          - navigation-link: open
                            value: 1
                          - Badge:
                            on-appear: log = log + "R+"
                            on-disappear: log = log + "R-"
              """
        return """
            components:
              Root:
                state: { log: '""', path: "[]", showing: false }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: log {log}
            \(push)
                      destinations:
                        - for: Int
                          as: v
                          body:
                            - Detail: { log: $log }
                              on-appear: log = log + "D+"
                              on-disappear: log = log + "D-"
              Badge:
                body: [ { text: label } ]
              Detail:
                bindings: [log]
                body:
                  - text: "detail {log}"
                  - button: close
                    action: dismiss()
            root: Root
            script:
              - tap: open
                expect: ["detail R+D+R-"]
              - \(pop)
                expect: ["log \(expect)"]
            """
    }

    @Test func goingBackRunsTheRootsOnAppearBeforeThePoppedScreensOnDisappear() {
        let s = scenario(spec(flag: false, pop: "go-back: true", expect: "R+D+R-R+D-"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func dismissInThePushedScreenPopsInTheSameOrder() {
        let s = scenario(spec(flag: false, pop: "tap: close", expect: "R+D+R-R+D-"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aScreenPushedByAFlagPopsInTheSameOrder() {
        let s = scenario(spec(flag: true, pop: "go-back: true", expect: "R+D+R-R+D-"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func thePoppedScreenDoesNotDisappearBeforeTheRootAppears() {
        // The lock: the order of a view destroyed in place (§9's "-A+B") fails here, and says what ran.
        let s = scenario(spec(flag: false, pop: "go-back: true", expect: "R+D+R-D-R+"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("log R+D+R-R+D-") == true)
    }

    @Test func theTraceSaysWhyThePoppedScreenDisappearsLast() {
        let file = run(spec(flag: false, pop: "go-back: true", expect: "R+D+R-R+D-"))
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        let appeared = lines.lastIndex { $0.hasPrefix("on-appear of Badge runs in Root") }
        let popped = lines.firstIndex(of: "on-disappear of Detail runs in Destination (popped: it runs when the animated pop ends, once the screen under it has appeared "
                                          + "and the update, the actions and the tasks' first parts it set off are done)")
        #expect(appeared != nil && popped != nil && appeared! < popped!, "\(lines)")
    }

    @Test func aSwapInsideAScreenPushedByAFlagIsNotAPop() {
        // The branches of an `if` written in the destination closure swap in place: "-A+B" (§9).
        let s = scenario("""
            components:
              Root:
                state: { log: '""', showing: false, first: true }
                body:
                  - navigation-stack:
                      root:
                        - text: log {log}
                        - button: open
                          action: showing = true
                        - Title:
                          navigation-destination:
                            is-presented: $showing
                            content:
                              - button: swap
                                action: first = !first
                              - if: first
                                then:
                                  - Title:
                                    on-disappear: log = log + "-A"
                                else:
                                  - Title:
                                    on-appear: log = log + "+B"
              Title:
                body: [ { text: title } ]
            root: Root
            script:
              - tap: open
              - tap: swap
              - go-back: true
                expect: ["log -A+B"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aNewItemReplacingAPushedScreenAppearsBeforeTheOldOneDisappears() {
        // §30: a replacement is a push, not a sheet's dismissal followed by a presentation.
        let s = scenario("""
            components:
              Root:
                state: { item: nil, log: '""' }
                body:
                  - navigation-stack:
                      root:
                        - button: open
                          action: item = 1
                        - Title:
                          navigation-destination:
                            item: $item
                            as: number
                            content:
                              - button: next
                                action: item = 2
                              - Title:
                                on-appear: 'log = log + "+" + (number == 1 ? "A" : "B")'
                                on-disappear: 'log = log + "-" + (number == 1 ? "A" : "B")'
              Title:
                body: [ { text: title } ]
            root: Root
            script:
              - tap: open
              - tap: next
                assert: ['Root.log == "+A+B-A"']
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// A pop in a tab being left in the same update is not animated: the popped screen goes as a
    /// view destroyed in place, before the new tab's views appear (§24, §25).
    @Test func aPopInATabBeingLeftGoesBeforeTheNewTabAppears() {
        let spec = """
            models:
              Router: { fields: { tab: 0, path: "[]", log: '""' } }
            components:
              App3:
                state: { r: "Router()" }
                body:
                  - tab-view:
                      selection: $r.tab
                      tabs:
                        - tab: Home
                          value: 0
                          body:
                            - navigation-stack:
                                path: $r.path
                                root:
                                  - Home: { r: r }
                                    on-appear: 'r.log = r.log + "+H"'
                                    on-disappear: 'r.log = r.log + "-H"'
                                destinations:
                                  - for: Int
                                    as: n
                                    body:
                                      - Detail: { r: r }
                                        on-appear: 'r.log = r.log + "+D"'
                                        on-disappear: 'r.log = r.log + "-D"'
                        - tab: Inbox
                          value: 1
                          body:
                            - Inbox: { r: r }
                              on-appear: 'r.log = r.log + "+I"'
                              on-disappear: 'r.log = r.log + "-I"'
              Home:
                props: [r]
                body:
                  - text: "home log {r.log}"
                  - navigation-link: open
                    value: 1
              Detail:
                props: [r]
                body:
                  - button: go inbox
                    action: 'r.path = []; r.tab = 1'
              Inbox:
                props: [r]
                body:
                  - text: "inbox log {r.log}"
            root: App3
            script:
              - tap: open
              - tap: go inbox
                expect: ["inbox log +H+D-H-D+I"]
              - select-tab: Home
                expect: ["home log +H+D-H-D+I-I+H"]
            """
        let s = scenario(spec)
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(!scenario(spec.replacingOccurrences(of: "inbox log +H+D-H-D+I\"]", with: "inbox log +H+D-H+I-D\"]")).passed)
    }
}
