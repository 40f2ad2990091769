import Testing
@testable import SpecKit

/// Presentations, navigation stacks, tab views and what is on screen (docs/semantics.md §22–§26).
@Suite struct ScreenRulesTests {
    let detail = """
          Detail:
            props: [number]
            state: { likes: 0 }
            body:
              - text: detail {number} likes {likes}
              - button: like
                action: likes += 1
              - button: close
                action: dismiss()
          Anchor:
            body: []
        """

    func sheetParent(readsSelection: Bool) -> String {
        """
        components:
          Parent:
            state: { selected: 1, showing: false }
            body:
              - text: \(readsSelection ? "picked {selected}" : "parent")
              - button: pick 2
                action: "selected = 2; showing = true"
              - Anchor:
                sheet:
                  is-presented: $showing
                  content:
                    - Detail: { number: selected }
        \(detail)
        root: Parent
        """
    }

    @Test func aSheetBuildsItsContentFromTheParentsLastRender() {
        let stale = scenario(sheetParent(readsSelection: false) + "\nscript:\n  - tap: pick 2\n    expect: [detail 1 likes 0]\n")
        #expect(stale.passed, "\(stale.failures.map(\.message)) \(String(describing: stale.error))")
        let fresh = scenario(sheetParent(readsSelection: true) + "\nscript:\n  - tap: pick 2\n    expect: [detail 2 likes 0]\n")
        #expect(fresh.passed, "\(fresh.failures.map(\.message)) \(String(describing: fresh.error))")
    }

    @Test func eachPresentationIsANewIdentityAndDismissDestroysIt() {
        let s = scenario(sheetParent(readsSelection: false) + """

            script:
              - tap: pick 2
              - tap: like
                expect: [detail 1 likes 1]
              - dismiss: sheet
                expect: [pick 2]
              - tap: pick 2
                expect: [detail 1 likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.events.contains { if case .screen(_, .dismissed) = $0 { return true } else { return false } })
        let destroyed = s.events.filter { if case .destroyed(let n, _) = $0 { return n.component == "Detail" } else { return false } }
        #expect(destroyed.count == 1)
    }

    @Test func theParentIsNotOnScreenUnderASheet() {
        let s = scenario(sheetParent(readsSelection: false) + """

            script:
              - tap: pick 2
                expect-not: [parent, pick 2]
              - tap: pick 2
            """)
        #expect(s.error?.message == "no button \"pick 2\" is on screen: \"pick 2\" is out of sight, under the sheet presented over it")
    }

    @Test func dismissInTheSheetsOwnViewClosesItButInTheContentClosureItIsTheParents() {
        let own = scenario(sheetParent(readsSelection: false) + "\nscript:\n  - tap: pick 2\n  - tap: close\n    expect: [pick 2]\n")
        #expect(own.passed, "\(own.failures.map(\.message)) \(String(describing: own.error))")
        // A button written in the content closure runs in the parent's body: its dismiss() is the
        // parent's, and the parent is presented by nothing, so nothing happens.
        let closure = scenario("""
            components:
              Parent:
                state: { showing: false }
                body:
                  - button: show
                    action: showing = true
                  - Anchor:
                    sheet:
                      is-presented: $showing
                      content:
                        - button: done
                          action: dismiss()
              Anchor:
                body: []
            root: Parent
            script:
              - tap: show
              - tap: done
                expect: [done]
                expect-not: [show]
            """)
        #expect(closure.passed, "\(closure.failures.map(\.message)) \(String(describing: closure.error))")
    }

    @Test func anItemSheetPassesTheItemAndANewItemIsANewSheet() {
        let s = scenario("""
            components:
              Parent:
                state: { selected: nil, closed: 0 }
                body:
                  - text: closed {closed}
                  - button: pick 2
                    action: selected = 2
                  - Anchor:
                    sheet:
                      item: $selected
                      as: item
                      on-dismiss: closed += 1
                      content:
                        - Detail: { number: item }
                        - button: next
                          action: selected = item + 1
            \(detail)
            root: Parent
            script:
              - tap: pick 2
              - tap: like
                expect: [detail 2 likes 1]
              - tap: next
                expect: [detail 3 likes 0]
              - dismiss: sheet
                expect: [closed 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    let stack = """
        components:
          Root:
            state: { path: "[]", count: 0 }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - text: root {count}
                    - button: add
                      action: count += 1
                    - navigation-link: open 1
                      value: 1
                  destinations:
                    - for: Int
                      as: number
                      body:
                        - Detail: { number: number }
                        - navigation-link: deeper
                          value: number + 1
        """

    @Test func poppingDestroysThePushedScreenAndTheRootKeepsItsState() {
        let s = scenario(stack + "\n" + detail + """

            root: Root
            script:
              - tap: add
              - tap: open 1
                expect: [detail 1 likes 0]
                expect-not: [root 1]
              - tap: like
              - tap: deeper
                expect: [detail 2 likes 0]
              - go-back: true
                expect: [detail 1 likes 1]
              - go-back: true
                expect: [root 1]
              - tap: open 1
                expect: [detail 1 likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.renders(of: "Root") == 2)
    }

    @Test func dismissInAPushedScreenPopsIt() {
        let s = scenario(stack + "\n" + detail + """

            root: Root
            script:
              - tap: open 1
              - tap: deeper
              - tap: close
                expect: [detail 1 likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func aCoveredViewDisappearsAndAppearsAgainWithItsTask() {
        let s = scenario("""
            components:
              Root:
                state: { appeared: 0, gone: 0, loads: 0 }
                body:
                  - navigation-stack:
                      root:
                        - text: appeared {appeared} gone {gone} loads {loads}
                        - navigation-link: open
                          value: 1
                        - Anchor:
                          on-appear: appeared += 1
                          on-disappear: gone += 1
                          task: { action: loads += 1 }
                      destinations:
                        - for: Int
                          as: n
                          body: [ { text: pushed } ]
              Anchor:
                body: []
            root: Root
            script:
              - expect: [appeared 1 gone 0 loads 1]
              - tap: open
              - go-back: true
                expect: [appeared 2 gone 1 loads 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .screen(_, .covered) = $0 { return true } else { return false } })
    }

    /// Covered views are told in the order of their ids, whatever the node table's order: views
    /// made again after many ids were handed out (a branch flipped `flips` times) sit in the
    /// table's slots before the older ones.
    @Test func coveredViewsAreToldInTheOrderOfTheirIds() {
        // An even number of flips, so the branch's two views are shown when the screen is covered.
        for flips in stride(from: 0, to: 32, by: 2) {
            let script = String(repeating: "  - tap: flip\n", count: flips)
            let s = scenario("""
                components:
                  Root:
                    state: { shown: true, gone: 0 }
                    body:
                      - navigation-stack:
                          root:
                            - Anchor:
                              on-disappear: gone += 1
                            - button: flip
                              action: shown = !shown
                            - if: shown
                              then:
                                - Anchor:
                                  on-disappear: gone += 1
                                - Anchor:
                                  on-disappear: gone += 1
                            - navigation-link: open
                              value: 1
                          destinations:
                            - for: Int
                              as: n
                              body: [ { text: pushed } ]
                  Anchor:
                    body: []
                root: Root
                script:
                \(script)  - tap: open
                """)
            #expect(s.error == nil, "\(String(describing: s.error))")
            let covered = s.events.compactMap { event -> Int? in
                if case .screen(let node, .covered) = event { return node.id } else { return nil }
            }
            #expect(covered.count == 3)
            #expect(covered == covered.sorted(), "after \(flips) flips")
        }
    }

    /// Views under a pushed screen are alive: an on-change written in the root's body still runs
    /// when what it watches changes (§24, a decision), and an on-change of the path makes the
    /// body that watches it depend on the path, so that body runs at every push and pop.
    @Test func viewsUnderAPushedScreenStillFollowTheirValues() {
        let s = scenario("""
            components:
              Root:
                state: { path: "[]", likes: 0, seen: 0, moves: 0 }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: seen {seen} moves {moves}
                        - navigation-link: open
                          value: 1
                        - Anchor:
                          on-change:
                            - { of: likes, action: seen += 1 }
                            - { of: path, action: moves += 1 }
                      destinations:
                        - for: Int
                          as: n
                          body:
                            - Liker: { likes: $likes }
              Liker:
                bindings: [likes]
                body:
                  - button: like
                    action: likes += 1
              Anchor:
                body: []
            root: Root
            script:
              - tap: open
              - tap: like
              - go-back: true
                expect: [seen 1 moves 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // Launch, then the push, the like and the pop each render Root (it reads path and likes),
        // and the two on-change writes each render it once more.
        #expect(s.renders(of: "Root") == 7)
    }

    /// A sheet's content and a pushed screen find the environment of where they are written, and
    /// a sheet inside a pushed screen sees the pushed value.
    @Test func presentedContentFindsItsEnvironmentAndTheNamesAroundIt() {
        let s = scenario("""
            environment-values: { accent: "\\"gray\\"" }
            components:
              Root:
                state: { color: "\\"red\\"" }
                body:
                  - button: paint
                    action: color = "blue"
                  - Screen:
                    environment: { accent: color }
              Screen:
                state: { path: "[]", showing: false }
                body:
                  - navigation-stack:
                      path: $path
                      root: [ { navigation-link: open 4, value: 4 } ]
                      destinations:
                        - for: Int
                          as: number
                          body:
                            - button: more
                              action: showing = true
                            - Swatch: { n: number }
                              sheet:
                                is-presented: $showing
                                content:
                                  - text: sheet {number}
                                  - Swatch: { n: number }
              Swatch:
                props: [n]
                environment: { tint: accent }
                body: [ { text: "swatch {n} {tint}" } ]
            root: Root
            script:
              - tap: open 4
                expect: [swatch 4 red]
              - tap: more
                expect: [sheet 4, swatch 4 red]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func aTabsBodiesRunWhenItIsFirstShownAndItKeepsItsStateAfter() {
        let s = scenario("""
            components:
              Root:
                body:
                  - tab-view:
                      tabs:
                        - tab: One
                          body: [ { Counter: } ]
                        - tab: Two
                          body: [ { Second: } ]
              Counter:
                state: { n: 0 }
                body:
                  - text: one {n}
                  - button: add
                    action: n += 1
              Second:
                body: [ { text: two } ]
            root: Root
            script:
              - tap: add
                assert: ["Second.renders == 0", "Second.inits == 1"]
              - select-tab: Two
                expect: [two]
                expect-not: [one 1]
                assert: ["Second.renders == 1"]
              - select-tab: One
                expect: [one 1]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// `TabView { …; NavigationStack { Pane() } }`: the stack's root is built by the body that
    /// writes the tab view, so its views wait for the tab as the tab's own do, and run their
    /// bodies and on-appear when it is first shown, and appear again each time it is selected.
    /// A lazy tab view makes a tab's part of the graph when the tab is first shown: a
    /// `@StateObject` there is built then, from the props of the view's last init (§25, §3).
    @Test func aLazyHolderInATabNeverShownIsInstalledWhenTheTabIsShown() throws {
        let yaml = """
            models:
              VM: { kind: observable-object, fields: { n: 0 } }
            components:
              Main:
                state: { start: 1 }
                body:
                  - tab-view:
                      tabs:
                        - tab: Home
                          body:
                            - text: home
                            - button: bump
                              action: start += 1
                        - tab: Stats
                          body:
                            - Stats: { start: start }
              Stats:
                props: [start]
                state-object: { vm: "VM(n: start)" }
                body: [ { text: "stats {vm.n}" } ]
            root: Main
            script:
              - expect: [home]
                assert: ["VM.creations == 0", "Stats.inits == 1", "Stats.renders == 0"]
              - tap: bump
                assert: ["VM.creations == 0", "Stats.inits == 2"]
              - select-tab: Stats
                expect: [stats 2]
                assert: ["VM.creations == 1", "Stats.renders == 1"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: built at launch, it would have been built from the first props.
        let wrong = scenario(yaml.replacingOccurrences(of: "expect: [stats 2]", with: "expect: [stats 1]"))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("stats 2"))
    }

    @Test func aStackInATabNotShownAtLaunchRendersItsRootWhenTheTabIsShown() {
        let s = scenario("""
            components:
              Root:
                state: { appears: 0 }
                body:
                  - tab-view:
                      tabs:
                        - tab: A
                          body: [ { text: tab a } ]
                        - tab: B
                          body:
                            - navigation-stack:
                                root:
                                  - text: appears {appears}
                                  - Pane:
                                    on-appear: appears += 1
              Pane:
                body: [ { text: pane } ]
            root: Root
            script:
              - assert: ["Pane.inits == 1", "Pane.renders == 0"]
              - select-tab: B
                expect: [pane, appears 1]
                assert: ["Pane.renders == 1"]
              - select-tab: A
              - select-tab: B
                expect: [appears 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// A presentation's content closure captures the presenter: its `@Environment` holders read
    /// as the presenter's, an entry, an object and a model alike, and follow a change (§22).
    @Test func aSheetsContentReadsThePresentersEnvironment() {
        let s = scenario("""
            environment-values:
              accent: "\\"gray\\""
            models:
              Cart: { kind: observable-object, fields: { count: 7 } }
              Lib: { fields: { books: 3 } }
            components:
              Top:
                state-object: { cart: "Cart()" }
                state: { lib: "Lib()", color: '"blue"' }
                body:
                  - Presenter: { color: $color }
                    environment: { accent: color }
                    environment-object: cart
                    environment-model: lib
              Presenter:
                bindings: [color]
                environment: { accent: accent, lib: Lib }
                environment-object: { cart: Cart }
                state: { showing: false }
                body:
                  - button: open
                    action: showing = true
                  - Title:
                    sheet:
                      is-presented: $showing
                      content:
                        - text: "content {accent} {cart.count} {lib.books}"
                        - button: red
                          action: color = "red"
              Title:
                body: [ { text: title } ]
            root: Top
            script:
              - tap: open
                expect: [content blue 7 3]
              - tap: red
                expect: [content red 7 3]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func stepsOnWhatIsNotOnScreenAreLocatedErrors() {
        let noSheet = scenario("components:\n  Root:\n    body: [ { text: hi } ]\nroot: Root\nscript:\n  - dismiss: sheet\n")
        #expect(noSheet.error?.message == "dismiss: no sheet is presented")
        #expect(noSheet.error?.location.line == 6)
        let noStack = scenario("components:\n  Root:\n    body: [ { text: hi } ]\nroot: Root\nscript:\n  - go-back: true\n")
        #expect(noStack.error?.message == "go-back: no navigation stack is on screen")
        let noTabs = scenario("components:\n  Root:\n    body: [ { text: hi } ]\nroot: Root\nscript:\n  - select-tab: Home\n")
        #expect(noTabs.error?.message == "select-tab: no tab view is on screen")
        #expect(noTabs.error?.hint == "on screen: \"hi\"")
    }
}
