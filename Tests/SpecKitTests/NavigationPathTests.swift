import Foundation
import Testing
@testable import SpecKit

/// A stack whose destinations show several types (docs/semantics.md §23): its path holds values
/// of each, as SwiftUI's `NavigationPath` does; each value shows the destination of its type, a
/// whole path assigned at once pushes every screen it names, and `removeLast()` pops one. The
/// export writes the path as a `NavigationPath` and refuses what a type-erased path cannot do.
@Suite struct NavigationPathTests {
    /// Root pushes an Int or assigns a whole path; a number screen pushes a String; the tag
    /// screen pops through a binding.
    static func stack(script: String, rootReadsPath: Bool = true) -> String {
        """
        components:
          Root:
            state: { path: "[]" }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - text: \(rootReadsPath ? "depth {path.count}" : "root")
                    - navigation-link: number 7
                      value: 7
                    - button: deep link
                      action: 'path = [3, "ios"]'
                    - button: keep seven
                      action: 'path = [7, "seven"]'
                  destinations:
                    - for: Int
                      as: number
                      body: [ { NumberScreen: { number: number } } ]
                    - for: String
                      as: tag
                      body: [ { TagScreen: { tag: tag, path: $path } } ]
          NumberScreen:
            props: [number]
            state: { likes: 0 }
            body:
              - text: number {number} likes {likes}
              - button: like
                action: likes += 1
              - navigation-link: tag more
                value: '"more"'
          TagScreen:
            props: [tag]
            bindings: [path]
            body:
              - text: tag {tag}
              - button: back
                action: path.removeLast()
              - button: home
                action: path = []
              - button: swap
                action: 'path = [7, "kept"]'
              - button: top
                action: path.removeLast(path.count)
        root: Root
        script:
        \(script)
        """
    }

    func passed(_ s: ScenarioResult) -> Comment { "\(s.failures.map(\.message)) \(String(describing: s.error))" }

    func pushes(_ s: ScenarioResult) -> [Value] {
        s.events.compactMap { if case .screen(_, .pushed(let v, _)) = $0 { v } else { nil } }
    }

    @Test func eachValueShowsTheDestinationOfItsType() throws {
        let (g, at) = try launched(Self.stack(script: "  - expect: [depth 0]"))
        try g.tap("number 7", at: at)
        #expect(texts(on: g) == ["number 7 likes 0"])
        try g.tap("tag more", at: at)
        #expect(texts(on: g) == ["tag more"])
        #expect(g.root?[holder: "path"] == .list([.int(7), .string("more")]))
    }

    @Test func aWholePathPushesEveryScreenAtOnceAndRemoveLastPopsOne() {
        let s = scenario(Self.stack(script: """
              - tap: deep link
                expect: [tag ios]
                expect-not: [number 3 likes 0]
              - tap: back
                expect: [number 3 likes 0]
              - go-back: true
                expect: [depth 0]
            """))
        #expect(s.passed, passed(s))
        // One step, two screens: the number under the tag.
        #expect(pushes(s) == [.int(3), .string("ios")])
        #expect(s.events.filter { if case .screen(_, .popped) = $0 { true } else { false } }.count == 2)
    }

    /// A screen's identity is its position and its value: assigning a path that starts with the
    /// same value keeps that screen and its state, while the value that changed is a new screen.
    @Test func assigningAPathKeepsTheScreensItShares() {
        let s = scenario(Self.stack(script: """
              - tap: number 7
              - tap: like
              - tap: tag more
              - tap: swap
                expect: [tag kept]
              - tap: back
                expect: [number 7 likes 1]
              - tap: tag more
              - tap: home
                expect: [depth 0]
              - tap: number 7
                expect: [number 7 likes 0]
            """))
        #expect(s.passed, passed(s))
        let popped = s.events.compactMap { if case .screen(_, .popped(let v, let i, _)) = $0 { "\(i):\(v)" } else { nil } }
        // The swap pops "more" alone; home pops the second "more" and the 7 below it.
        #expect(popped == ["1:more", "1:kept", "1:more", "0:7"])
    }

    @Test func theRootRendersAtEveryChangeOnlyIfItReadsThePath() throws {
        let script = "  - tap: number 7\n  - tap: tag more\n  - tap: home\n"
        let (reading, at) = try launched(Self.stack(script: script))
        for label in ["number 7", "tag more", "home"] { try reading.tap(label, at: at) }
        #expect(reading.renders(of: "Root") == 4)
        let (quiet, _) = try launched(Self.stack(script: script, rootReadsPath: false))
        for label in ["number 7", "tag more", "home"] { try quiet.tap(label, at: at) }
        #expect(quiet.renders(of: "Root") == 1)
    }

    @Test func removeLastOfACountPopsThatManyScreensAtOnce() {
        let s = scenario(Self.stack(script: """
              - tap: deep link
                expect: [tag ios]
              - tap: top
                expect: [depth 0]
            """))
        #expect(s.passed, passed(s))
        let pops = s.events.filter { if case .screen(_, .popped) = $0 { true } else { false } }
        #expect(pops.count == 2)
    }

    @Test func removeLastOfMoreThanTheListHoldsOrRemoveAllAsSwiftDoes() {
        func run(_ action: String) -> ScenarioResult {
            scenario("""
                components:
                  Root:
                    state: { items: "[1, 2, 3]" }
                    body:
                      - text: "items {items}"
                      - button: go
                        action: \(action)
                root: Root
                script:
                  - tap: go
                """)
        }
        #expect(run("items.removeLast(2)").screen.map(\.label).contains("items [1]"))
        #expect(run("items.removeAll()").screen.map(\.label).contains("items []"))
        #expect(run("items.removeLast(0)").screen.map(\.label).contains("items [1, 2, 3]"))
        // The lock: Swift traps past the count and below zero, and so does the run.
        #expect(run("items.removeLast(4)").error?.message == "items has 3 elements: removeLast(4) removes more than it holds")
        #expect(run("items.removeLast(-1)").error?.message == "removeLast(-1) removes a negative count")
        #expect(diagnostics("""
            components:
              Root:
                state: { items: "[1]" }
                body:
                  - button: go
                    action: items.removeLast("two")
            root: Root
            """).map(\.message) == ["removeLast(_:) takes an Int count; \"two\" is a String"])
    }

    @Test func removeLastOnAnEmptyPathStopsTheScenarioAsSwiftTraps() {
        let s = scenario("""
            components:
              Root:
                state: { items: "[1]" }
                body:
                  - text: "count {items.count}"
                  - button: drop
                    action: items.removeLast()
            root: Root
            script:
              - tap: drop
                expect: [count 0]
              - tap: drop
            """)
        #expect(s.error?.message == "items is empty: removeLast() has nothing to remove")
        #expect(diagnostics("""
            components:
              Root:
                state: { items: "[1]" }
                body: [ { text: "last {items.removeLast()}" } ]
            root: Root
            """).map(\.message) == ["items.removeLast() runs an action; it belongs in a button's action, not in a value"])
    }

    /// A deep link builds every screen it names, but only the top one is on screen: the one under
    /// it appears (its on-appear runs) when it is uncovered, not when it is built; and a body that
    /// runs while covered builds its new children off screen too.
    static let deepLink = """
        components:
          Root:
            state: { path: "[]", appears: 0, extra: false }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - text: appears {appears}
                    - button: deep link
                      action: 'path = [3, "ios"]'
                    - Panel: { extra: extra, appears: $appears }
                  destinations:
                    - for: Int
                      as: number
                      body:
                        - Number: { number: number }
                          on-appear: appears += 1
                    - for: String
                      as: tag
                      body:
                        - text: tag {tag}
                        - button: more
                          action: extra = true
          Panel:
            props: [extra]
            bindings: [appears]
            body:
              - if: extra
                then:
                  - Number: { number: 0 }
                    on-appear: appears += 100
          Number:
            props: [number]
            body: [ { text: "number {number}" } ]
        root: Root
        script:
          - tap: deep link
          - tap: more
          - go-back: true
          - go-back: true
        """

    @Test func aScreenBuiltUnderTheTopAppearsWhenItIsUncovered() throws {
        let (g, at) = try launched(Self.deepLink)
        try g.tap("deep link", at: at)
        try g.tap("more", at: at)
        #expect(g.root?[holder: "appears"] == .int(0))
        try g.perform(.goBack, at: at)
        #expect(texts(on: g) == ["number 3"])
        #expect(g.root?[holder: "appears"] == .int(1))
        try g.perform(.goBack, at: at)
        // Panel, under the root, ran while covered and built a child then: it appears with the root.
        #expect(g.root?[holder: "appears"] == .int(101))
    }

    @Test func theTraceAndThePictureSayAScreenUnderTheTopWasBuiltOffScreen() throws {
        let file = run(Self.deepLink)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Destination (in NavigationStack, at pushed(0).[3]) is built off screen, under the screen on top: alive, it has not appeared, and appears when it is uncovered"), "\(text)")
        #expect(!text.components(separatedBy: "\n").contains { $0.contains("Destination (in ") && $0.contains("went off screen") })
        let events = try #require(file.scenarios.first?.events)
        let built = try #require(TreeSnapshot(events: events, step: 1))
        #expect(built.nodes.values.filter { $0.ref.component == "Destination" }.map(\.offScreen).sorted { !$0 && $1 } == [false, true])
        let uncovered = try #require(TreeSnapshot(events: events, step: 3))
        #expect(uncovered.nodes.values.filter { $0.ref.component == "Destination" }.map(\.offScreen) == [false])
    }

    /// The lock: a wrong expectation about which screen is on top fails, exit status 1.
    @Test func aWrongExpectationAboutTheTopScreenExitsOne() async throws {
        // The deep link's last value is the tag, so the number is under it, not on top.
        let (status, out, _) = try await runSpecFile(Self.stack(script: "  - tap: deep link\n    expect: [number 3 likes 0]\n"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
        #expect(out.contains("tag ios"))
    }

    static let exported = InlineSpec("n.yaml", stack(script: "  - tap: deep link\n  - tap: back\n"))

    static let pushedTag = InlineSpec("n.yaml", stack(script: """
          - tap: number 7
          - tap: tag more
            expect: [tag more]
          - tap: back
            expect: [tag more]
        """))

    /// A tap after a step that waited for nothing (one that pushes, presents or opens an alert
    /// with no `expect:`) first waits for the element it taps; after a step that waited for a
    /// label on screen it taps at once.
    @Test func aTapAfterAStepThatWaitedForNothingWaitsForItsElement() throws {
        let first = try Self.exported.export().files.first { $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(first.contains("""
                    XCTAssertTrue(app.buttons["back"].waitForExistence(timeout: 5))
                    app.buttons["back"].tap()
            """))
        let second = try Self.pushedTag.export().files.first { $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(second.contains("""
                    XCTAssertTrue(app.buttons["tag more"].waitForExistence(timeout: 5))
                    app.buttons["tag more"].tap()
            """))
        #expect(!second.contains("XCTAssertTrue(app.buttons[\"back\"].waitForExistence"))
    }

    /// After a tap on the link "tag more", `tag more` is the pushed screen's text: the check looks
    /// for a static text, which the link that stays under the pushed screen is not, so it fails
    /// when nothing was pushed. Where no tap of that label came first, any element of it will do.
    @Test func theLabelOfTheLinkJustTappedIsCheckedAsAText() throws {
        let tests = try Self.pushedTag.export().files.first { $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("""
                    app.buttons["tag more"].tap()
                    XCTAssertTrue(app.staticTexts["tag more"].waitForExistence(timeout: 5))
            """))
        #expect(tests.contains("""
                    app.buttons["back"].tap()
                    XCTAssertTrue(app.descendants(matching: .any)["tag more"].waitForExistence(timeout: 5))
            """))
    }

    @Test func theExportWritesANavigationPathAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("@State private var path = NavigationPath()"))
        #expect(root.contains("NavigationStack(path: $path) {"))
        #expect(root.contains(#"path = { var newPath = NavigationPath(); newPath.append(3); newPath.append("ios"); return newPath }()"#))
        #expect(root.contains(".navigationDestination(for: Int.self) { number in"))
        #expect(root.contains(".navigationDestination(for: String.self) { tag in"))
        let tag = try #require(export.files.first { $0.path == "App/TagScreen.swift" }?.contents)
        #expect(tag.contains("@Binding var path: NavigationPath"))
        #expect(tag.contains("path.removeLast()"))
        #expect(tag.contains("path.removeLast(path.count)"))
        #expect(tag.contains("path = NavigationPath()"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// A path of one type stays an array, and a list of one type assigned to a NavigationPath is
    /// one initializer call; the values a list assigned to it reads are not hidden by its builder.
    @Test func aListOfOneTypeIsOneInitializerAndTheBuilderHidesNoName() throws {
        let spec = Self.stack(script: "  - tap: deep link\n")
            .replacingOccurrences(of: #"'path = [3, "ios"]'"#, with: "'path = [1, 2]'")
            .replacingOccurrences(of: #"'path = [7, "seven"]'"#, with: #"'path = [newPath, "x"]'"#)
            .replacingOccurrences(of: #"state: { path: "[]" }"#, with: #"state: { path: "[]", newPath: 5 }"#)
        let root = try #require(try SwiftUIExport(try SpecDecoder.decode(Array(spec.utf8), file: "n.yaml"))
            .files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("path = NavigationPath([1, 2])"))
        #expect(root.contains(#"path = { var newPath2 = NavigationPath(); newPath2.append(newPath); newPath2.append("x"); return newPath2 }()"#))
    }

    /// What a type-erased path cannot do is a located error, not code that does not compile.
    @Test func whatANavigationPathCannotDoIsRefused() throws {
        func errors(_ action: String) throws -> [String] {
            let spec = Self.stack(script: "  - tap: back\n").replacingOccurrences(of: "action: path.removeLast()", with: "action: \(action)")
            return try ExportErrorTests().exportErrors(spec)
        }
        #expect(try errors("'path.remove(at: 0)'") == ["37:23: a NavigationPath removes values from its end only"])
        #expect(try errors("'path.insert(1, at: 0)'") == ["37:23: a NavigationPath has no insert(…): it is type-erased, so it does not give its values back"])
        #expect(try errors("'path.append(path[0])'") == ["37:34: Swift cannot index path, a NavigationPath"])
        #expect(try errors("'path = path + [1]'") == ["37:30: Swift cannot apply '+' to NavigationPath and [Int] in path + [1]"])
        #expect(try errors("'path.removeAll()'") == ["37:23: a NavigationPath has no removeAll()"])
        #expect(try errors("'path.removeLast(1)'") == [])
        let label = Self.stack(script: "  - tap: back\n").replacingOccurrences(of: "text: tag {tag}", with: "text: tag {tag} {path}")
        #expect(try ExportErrorTests().exportErrors(label).first?.contains("a label shows path, NavigationPath: Swift prints it differently from the interpreter") == true)
    }

    static let watched = InlineSpec("w.yaml", stack(script: "  - tap: back\n")
        .replacingOccurrences(of: "body: [ { NumberScreen: { number: number } } ]",
                              with: #"body: [ { NumberScreen: { number: number }, on-change: { of: path, action: "changes += 1" } } ]"#)
        .replacingOccurrences(of: #"state: { path: "[]" }"#, with: #"state: { path: "[]", changes: 0 }"#))

    /// A NavigationPath is `Equatable` but not `Hashable`: it may be watched, not be an `.id` or a
    /// memo's dependency.
    @Test func aNavigationPathIsComparedButNotHashed() async throws {
        let watched = Self.watched.yaml
        #expect(try ExportErrorTests().exportErrors(watched) == [])
        try await ExportTests().expectTypeChecks(try Self.watched.export())
        let identified = watched.replacingOccurrences(of: #"on-change: { of: path, action: "changes += 1" }"#, with: "id: path")
        #expect(try ExportErrorTests().exportErrors(identified) == ["18:63: instance method 'id' requires that 'NavigationPath' conform to 'Hashable'"])
    }

    /// The router pattern: `@State var router = Router()`, an @Observable, with
    /// `NavigationStack(path: $router.path)` and `.sheet(isPresented: $router.showing)`. Making
    /// `$router.path` reads the field, so Root renders at every push and pop (§20, §23).
    static let router = InlineSpec("router.yaml", """
        models:
          Router:
            fields: { path: "[]", showing: false }
        components:
          Root:
            state: { router: "Router()" }
            body:
              - navigation-stack:
                  path: $router.path
                  root:
                    - navigation-link: open
                      value: 1
                    - button: show
                      action: router.showing = true
                    - Title:
                      sheet:
                        is-presented: $router.showing
                        content: [ { text: sheet } ]
                  destinations:
                    - for: Int
                      as: n
                      body:
                        - text: "page {n}"
          Title:
            body: [ { text: title } ]
        root: Root
        script:
          - tap: open
            expect: [page 1]
            assert: ["Root.renders == 2"]
          - go-back: true
            assert: ["Root.renders == 3"]
          - tap: show
            expect: [sheet]
            assert: ["Root.renders == 4"]
        """)

    @Test func aRoutersFieldsBindThePathAndTheSheet() async throws {
        let s = scenario(Self.router.yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let export = try Self.router.export()
        let root = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(root.contains("NavigationStack(path: $router.path) {"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
        // `$router.path.count` is no binding; the hint does not ask for another `$`.
        let computed = diagnostics(Self.router.yaml.replacingOccurrences(of: "path: $router.path", with: "path: $router.path + [1]"))
        #expect(computed.map(\.message) == ["`path:` takes a binding; `$router.path + [1]` is a value computed from one"])
    }
}
