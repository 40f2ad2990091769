import Foundation
import Testing
@testable import SpecKit

/// `@AppStorage` (docs/semantics.md §32): one stored value a key, shared by every view holding the
/// key; a holder's default only while nothing is stored; the value outlives the views; values
/// stored at launch; a write that changes the value tells every holder, read or not.
@Suite struct AppStorageRulesTests {
    /// `Shown` and `Other` hold the key "count" with different defaults; `Plain` holds nothing.
    /// `Row` comes and goes with `showRow`, and keeps a `@State` beside its app storage.
    func app(stored: String = "", scenarioStored: String = "") -> String {
        """
        \(stored)
        components:
          Root:
            state: { showRow: true }
            body:
              - Shown: {}
              - Other: {}
              - Plain: {}
              - button: hide
                action: showRow = !showRow
              - if: showRow
                then:
                  - Row: {}
          Shown:
            app-storage: { count: 0 }
            body:
              - text: shown {count}
              - button: add
                action: count += 1
          Other:
            app-storage: { n: { key: count, default: 10 } }
            body:
              - text: other {n}
              - button: write 10
                action: n = 10
          Plain:
            state: { x: 0 }
            body:
              - text: plain {x}
          Row:
            app-storage: { count: 0 }
            state: { likes: 0 }
            body:
              - text: row {count} likes {likes}
              - button: like
                action: likes += 1
        root: Root
        scenarios:
          - name: only
            \(scenarioStored)
            script: []
        """
    }

    func graph(_ yaml: String) throws -> (Graph, Location) { try launched(yaml) }
    func labels(_ graph: Graph) -> [String] { texts(on: graph) }
    func renders(_ graph: Graph, _ component: String) -> Int { graph.renders(of: component) }

    @Test func eachHolderShowsItsOwnDefaultWhileNothingIsStored() throws {
        let (g, _) = try graph(app())
        #expect(labels(g) == ["shown 0", "other 10", "plain 0", "row 0 likes 0"])
        #expect(g.userDefaults.isEmpty)
    }

    @Test func aWriteReachesEveryHolderOfTheKeyAndNoOtherView() throws {
        let (g, at) = try graph(app())
        try g.tap("add", at: at)
        #expect(labels(g) == ["shown 1", "other 1", "plain 0", "row 1 likes 0"])
        #expect(g.userDefaults == ["count": .int(1)])
        #expect(renders(g, "Shown") == 2 && renders(g, "Other") == 2 && renders(g, "Row") == 2)
        #expect(renders(g, "Plain") == 1 && renders(g, "Root") == 1)
    }

    @Test func writingTheValueAViewShowsStoresItAndChangesTheOthers() throws {
        let (g, at) = try graph(app())
        try g.tap("write 10", at: at)
        #expect(labels(g) == ["shown 10", "other 10", "plain 0", "row 10 likes 0"])
        #expect(renders(g, "Other") == 2)
        // The same value again is an equal write: nobody is told.
        try g.tap("write 10", at: at)
        #expect(renders(g, "Other") == 2 && renders(g, "Shown") == 2)
    }

    @Test func theValueOutlivesTheViewWhileItsStateStartsOver() throws {
        let (g, at) = try graph(app())
        try g.tap("add", at: at)
        try g.tap("like", at: at)
        #expect(labels(g).last == "row 1 likes 1")
        try g.tap("hide", at: at)
        #expect(!labels(g).contains { $0.hasPrefix("row") })
        try g.tap("hide", at: at)
        #expect(labels(g).last == "row 1 likes 0")
    }

    @Test func aScenarioStartsFromTheValuesStoredAtLaunchItsOwnReplacingTheFiles() throws {
        let (file, _) = try graph(app(stored: "user-defaults: { count: 5 }"))
        #expect(labels(file) == ["shown 5", "other 5", "plain 0", "row 5 likes 0"])
        let (own, _) = try graph(app(stored: "user-defaults: { count: 5 }", scenarioStored: "user-defaults: { count: 7 }"))
        #expect(labels(own).first == "shown 7")
    }

    /// `user-defaults: {}` in a scenario is a launch with nothing stored: each holder shows its
    /// own default, whatever the file stores; left out, the scenario starts from the file's values.
    @Test func anEmptyMappingIsALaunchWithNothingStored() throws {
        let (empty, _) = try graph(app(stored: "user-defaults: { count: 5 }", scenarioStored: "user-defaults: {}"))
        #expect(labels(empty) == ["shown 0", "other 10", "plain 0", "row 0 likes 0"])
        #expect(empty.userDefaults.isEmpty)
        let (file, _) = try graph(app(stored: "user-defaults: { count: 5 }"))
        #expect(file.userDefaults == ["count": .int(5)])
    }

    @Test func aToggleBoundToTheHolderWritesTheKey() {
        let s = scenario("""
            components:
              Root:
                app-storage: { on: false }
                body:
                  - toggle: Sound
                    is-on: $on
                  - Badge: {}
              Badge:
                app-storage: { sound: { key: on, default: false } }
                body:
                  - text: sound {sound}
            root: Root
            script:
              - toggle: Sound
                expect: ["Sound: on", sound true]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// A sheet's content reads its owner's holder when it runs: the wrapper reads the store, so
    /// the content sees the value stored now, not the one of the owner's last render.
    @Test func aSheetsContentReadsItsOwnersHolderLive() {
        let s = scenario("""
            components:
              Root:
                app-storage: { on: false }
                state: { showing: false }
                body:
                  - text: root {on}
                  - button: open
                    action: showing = true
                  - Anchor:
                    sheet:
                      is-presented: $showing
                      content:
                        - Editor: { value: on, flag: $on }
              Anchor:
                body: []
              Editor:
                props: [value]
                bindings: [flag]
                body:
                  - text: editor {value} {flag}
                  - toggle: Flag
                    is-on: $flag
            root: Root
            script:
              - tap: open
                expect: [editor false false, "Flag: off"]
              - toggle: Flag
                expect: ["Flag: on", editor true true]
              - dismiss: sheet
                expect: [root true]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// A value only the run knows, such as a request's response, stops the scenario when it is
    /// stored; one whose type is known before, `spec check` refuses (SpecValidator+Types).
    @Test func aValueOfAnotherTypeStopsTheScenario() {
        let yaml = """
            requests:
              load: { returns: 3 }
            components:
              Root:
                app-storage: { name: "\\"a\\"" }
                body:
                  - button: set
                    action: "Task { name = await load() }"
            root: Root
            script:
              - tap: set
              - complete: load
            """
        #expect(scenario(yaml).error?.message == "\"name\" is stored by @AppStorage as String; 3 is Int")
        #expect(diagnostics(yaml.replacingOccurrences(of: "\"Task { name = await load() }\"", with: "name = 3")).map(\.message)
                == ["cannot assign an Int to 'name', a String"])
    }

    @Test func theStateKeyAndTheCopyCarryTheStoredValues() throws {
        let only = """
            components:
              Only:
                app-storage: { count: 10 }
                body:
                  - text: only {count}
                  - button: write 10
                    action: count = 10
            root: Only
            """
        let (a, at) = try graph(only)
        let (b, _) = try graph(only)
        #expect(a.stateKey() == b.stateKey())
        try b.tap("write 10", at: at)
        // The same screen and reads; only what is stored differs.
        #expect(labels(a) == labels(b))
        #expect(a.stateKey() != b.stateKey())
        let (c, _) = try graph(app())
        try c.tap("write 10", at: at)
        let copy = c.copy()
        #expect(copy.userDefaults == c.userDefaults && copy.stateKey() == c.stateKey())
        try copy.tap("add", at: at)
        #expect(c.userDefaults == ["count": .int(10)] && copy.userDefaults == ["count": .int(11)])
    }

    @Test func theTraceSaysWhichViewsHoldTheKeyAndWhetherTheyReadIt() {
        let run = RecordedRuns.result(of: "specs/app-storage-sync.yaml")
        let result = run.scenarios.first { $0.scenario == "a toggle in a sheet reaches every holder of the key" }
        let lines = ScenarioTrace(result ?? ScenarioResult(scenario: "", file: ""), spec: run.spec).lines.map(\.text)
        #expect(lines.contains("app-storage dark: nothing stored under \"darkMode\", shows its default true"))
        #expect(lines.contains("store darkMode = true in UserDefaults (nothing was stored, each holder showed its default)"))
        #expect(lines.contains("→ Footer must render again: it holds @AppStorage(\"darkMode\")"))
        #expect(lines.contains("render Header: app storage `darkMode` changed (nothing stored) → true; this body read it"))
        #expect(lines.contains { $0.hasPrefix("render Footer: app storage `darkMode` changed (nothing stored) → true; this view holds @AppStorage(\"darkMode\")") })
        let stored = run.scenarios.first { $0.scenario == "a value a previous launch stored" }
        let launch = ScenarioTrace(stored ?? ScenarioResult(scenario: "", file: ""), spec: run.spec).lines.map(\.text)
        #expect(launch.contains("UserDefaults holds darkMode = true at launch, as a previous launch left it"))
    }

    @Test func theGraphDrawsUserDefaultsWithItsReadersAndHolders() throws {
        let (status, out, _) = try runCLIBlocking(["graph", "specs/app-storage-sync.yaml", "--scenario", "a value a previous launch stored",
                                                    "--step", "0", "--format", "mermaid"])
        #expect(status == 0)
        #expect(out.contains("UserDefaults</b><br/>darkMode = true"))
        #expect(out.contains("app-storage dark = true (UserDefaults #quot;darkMode#quot;)"))
        #expect(out.contains("-.->|\"reads darkMode\"| userDefaults"))
        #expect(out.contains("-.->|\"holds darkMode, unread\"| userDefaults"))
    }

    @Test func aWrongExpectationAboutAStoredValueExitsOne() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Expecting the other holder to keep its default after a write.
        let file = dir.appendingPathComponent("wrong.yaml")
        try app().replacingOccurrences(of: "script: []", with: "script:\n      - tap: add\n        expect: [other 10]")
            .write(to: file, atomically: false, encoding: .utf8)
        let (status, out, _) = try await runCommand(["run", file.path])
        #expect(status == 1)
        #expect(out.contains("FAIL"))
        let right = dir.appendingPathComponent("right.yaml")
        try app().replacingOccurrences(of: "script: []", with: "script:\n      - tap: add\n        expect: [other 1]")
            .write(to: right, atomically: false, encoding: .utf8)
        #expect(try await runCommand(["run", right.path]).0 == 0)
    }

    static let exported = InlineSpec("storage.yaml", Self().app(stored: "user-defaults: { count: 5 }").replacingOccurrences(of: "script: []", with: "script:\n      - tap: add"))

    @Test func theSwiftUIFormIsTheWrapperAndTheAppPreparesEachScenariosValues() async throws {
        let export = try Self.exported.export()
        let other = try #require(export.files.first { $0.path == "App/Other.swift" }?.contents)
        #expect(other.contains("@AppStorage(\"count\") private var n = 10"))
        let scenarios = try #require(export.files.first { $0.path == "App/Scenario.swift" }?.contents)
        #expect(scenarios.contains("static let storageKeys = [\"count\"]"))
        #expect(scenarios.contains("case .only: return [\"count\": 5]"))
        let appFile = try #require(export.files.first { $0.path.hasSuffix("App.swift") && $0.path.hasPrefix("App/") }?.contents)
        #expect(appFile.contains("Scenario.prepareUserDefaultsForATest()"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func anAppWithoutAppStorageIsExportedAsBefore() throws {
        let export = try ExportTests().exportSpec("specs/counter.yaml")
        #expect(!export.files.contains { $0.contents.contains("UserDefaults") })
    }
}
