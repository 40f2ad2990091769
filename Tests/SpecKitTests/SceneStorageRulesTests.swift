import Foundation
import Testing
@testable import SpecKit

/// `@SceneStorage` (docs/semantics.md §44): one value a key in the scene, shared by every holder
/// of the key as `@AppStorage` is, but in a store of its own: the same key in UserDefaults is
/// another value, and `user-defaults:` never fills it.
@Suite struct SceneStorageRulesTests {
    /// `Editor` and `Mirror` hold the scene key "draft" with different defaults; `Saved` holds the
    /// UserDefaults key "draft"; `Copy` keeps a `@State` of its own; `Row` comes and goes.
    func app(stored: String = "", script: String = "script: []") -> String {
        """
        \(stored)
        components:
          Root:
            state: { showRow: true }
            body:
              - Editor: {}
              - Mirror: {}
              - Saved: {}
              - Copy: {}
              - button: hide
                action: showRow = !showRow
              - if: showRow
                then:
                  - Row: {}
          Editor:
            scene-storage: { draft: '""' }
            body:
              - text: "editor [{draft}]"
              - button: write
                action: draft = "hi"
          Mirror:
            scene-storage: { m: { key: draft, default: '"none"' } }
            body:
              - text: "mirror [{m}]"
          Saved:
            app-storage: { draft: '"kept"' }
            body:
              - text: "saved [{draft}]"
              - button: save
                action: draft = "saved"
          Copy:
            state: { draft: '""' }
            body:
              - text: "copy [{draft}]"
          Row:
            scene-storage: { draft: '""' }
            body:
              - text: "row [{draft}]"
        root: Root
        \(script)
        """
    }

    func labels(_ graph: Graph) -> [String] { texts(on: graph) }
    func renders(_ graph: Graph, _ component: String) -> Int { graph.renders(of: component) }

    @Test func eachHolderShowsItsOwnDefaultWhileNothingIsStored() throws {
        let (g, _) = try launched(app())
        #expect(labels(g) == ["editor []", "mirror [none]", "saved [kept]", "copy []", "row []"])
        #expect(g.sceneStorage.isEmpty && g.userDefaults.isEmpty)
    }

    @Test func aWriteReachesEveryHolderOfTheKeyInTheSceneAndNoOtherView() throws {
        let (g, at) = try launched(app())
        try g.tap("write", at: at)
        #expect(labels(g) == ["editor [hi]", "mirror [hi]", "saved [kept]", "copy []", "row [hi]"])
        #expect(g.sceneStorage == ["draft": .string("hi")])
        #expect(g.userDefaults.isEmpty)
        #expect(renders(g, "Editor") == 2 && renders(g, "Mirror") == 2 && renders(g, "Row") == 2)
        #expect(renders(g, "Saved") == 1 && renders(g, "Copy") == 1 && renders(g, "Root") == 1)
        // The same value again is an equal write: nobody is told.
        try g.tap("write", at: at)
        #expect(renders(g, "Editor") == 2 && renders(g, "Mirror") == 2)
    }

    @Test func theSameKeyInUserDefaultsIsAnotherValue() throws {
        let (g, at) = try launched(app())
        try g.tap("save", at: at)
        #expect(labels(g) == ["editor []", "mirror [none]", "saved [saved]", "copy []", "row []"])
        #expect(g.userDefaults == ["draft": .string("saved")] && g.sceneStorage.isEmpty)
        #expect(renders(g, "Editor") == 1 && renders(g, "Mirror") == 1 && renders(g, "Saved") == 2)
    }

    /// A previous launch's UserDefaults reach `@AppStorage` only: a spec runs one launch, so the
    /// scene's storage starts empty.
    @Test func valuesStoredAtLaunchReachOnlyTheAppStorageHolder() throws {
        let (g, _) = try launched(app(stored: "user-defaults: { draft: '\"old\"' }"))
        #expect(labels(g) == ["editor []", "mirror [none]", "saved [old]", "copy []", "row []"])
        #expect(g.sceneStorage.isEmpty)
    }

    @Test func theValueOutlivesTheViewAndTheBackground() throws {
        let (g, at) = try launched(app())
        try g.tap("write", at: at)
        try g.tap("hide", at: at)
        #expect(!labels(g).contains { $0.hasPrefix("row") })
        try g.tap("hide", at: at)
        #expect(labels(g).last == "row [hi]")
        let s = scenario(app(script: """
            script:
              - tap: write
              - background: true
              - foreground: true
                expect: ["editor [hi]", "mirror [hi]"]
                assert: ["Editor.renders == 2", "Mirror.renders == 2"]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// Two namespaces: a key in UserDefaults and the same key in the scene are two values, so each
    /// may have its own type, where two holders of one key in one store must agree.
    @Test func theSameKeyInEachStoreMayHaveItsOwnType() {
        let yaml = """
            components:
              Root:
                app-storage: { count: 0 }
                scene-storage: { c: { key: count, default: '""' } }
                body:
                  - text: "{count} [{c}]"
            root: Root
            """
        #expect(diagnostics(yaml).isEmpty)
        let oneStore = yaml.replacingOccurrences(of: "    app-storage: { count: 0 }\n", with: "")
            .replacingOccurrences(of: "scene-storage: { c:", with: "scene-storage: { count: 0, c:")
        #expect(diagnostics(oneStore).map(\.message)
                == ["scene-storage c reads \"count\" as String, but count in Root reads it as Int"])
    }

    /// Both stores alike: a view holding the key renders at a write its body never read, and the
    /// log shows the body's reads only.
    @Test(arguments: [Store.userDefaults, .scene])
    func aHolderIsToldOfAChangeItsBodyNeverRead(store: Store) throws {
        let (g, at) = try launched("""
            components:
              Root:
                body:
                  - Writer: {}
                  - Silent: {}
              Writer:
                \(store.holderKey): { flag: false }
                body:
                  - button: flip
                    action: flag = !flag
              Silent:
                \(store.holderKey): { flag: false }
                body:
                  - text: silent
            root: Root
            """)
        try g.tap("flip", at: at)
        #expect(renders(g, "Silent") == 2)
        let reads = g.events.compactMap { event -> [Dependency]? in
            if case .read(let node, let dependencies) = event, node.component == "Silent" { return dependencies }
            return nil
        }
        #expect(!reads.isEmpty && reads.allSatisfy { !$0.contains(.storage(StorageKey(store, "flag"))) })
    }

    @Test func aFieldBoundToTheHolderWritesTheKeyAtEveryKeystroke() {
        let s = scenario("""
            components:
              Root:
                scene-storage: { text: '""' }
                body:
                  - text-field: Note
                    text: $text
                  - Badge: {}
              Badge:
                scene-storage: { t: { key: text, default: '""' } }
                body:
                  - text: "label [{t}]"
            root: Root
            script:
              - type: ab
                into: Note
                expect: ["Note: ab", "label [ab]"]
                assert: ["Badge.renders == 3"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func theStateKeyAndTheCopyCarryTheSceneValues() throws {
        let (a, at) = try launched(app())
        let (b, _) = try launched(app())
        #expect(a.stateKey() == b.stateKey())
        try a.tap("write", at: at)
        try b.tap("save", at: at)
        // Each wrote "draft" once, one in each store: two states.
        #expect(a.stateKey() != b.stateKey())
        let copy = a.copy()
        #expect(copy.sceneStorage == a.sceneStorage && copy.stateKey() == a.stateKey())
    }

    @Test func theTraceSaysWhichStoreAndWhoHoldsTheKey() {
        let run = RecordedRuns.result(of: "specs/scene-storage.yaml")
        let result = run.scenarios.first { $0.scenario == "two @SceneStorage holders of one key" }
        let lines = ScenarioTrace(result ?? ScenarioResult(scenario: "", file: ""), spec: run.spec).lines.map(\.text)
        #expect(lines.contains("scene-storage d: nothing stored under \"draft\" in the scene's storage (not UserDefaults), shows its default \"\""))
        #expect(lines.contains("app-storage saved: reads \"old\", stored in UserDefaults under \"draft\"; the view keeps nothing"))
        #expect(lines.contains("store draft = \"h\" in the scene's storage (nothing was stored, each holder showed its default); UserDefaults and @AppStorage(\"draft\") do not see it"))
        #expect(lines.contains("→ Saved must render again: it holds @SceneStorage(\"draft\")"))
        #expect(lines.contains("render Preview: scene storage `draft` changed \"h\" → \"hi\"; this body read it"))
        #expect(lines.contains { $0.hasPrefix("render Saved: scene storage `draft` changed \"h\" → \"hi\"; this view holds @SceneStorage(\"draft\")") })
        #expect(lines.contains("store draft = \"hi\" in UserDefaults (was \"old\")"))
    }

    @Test func theGraphDrawsTheScenesStorageApartFromUserDefaults() throws {
        let (status, out, _) = try runCLIBlocking(["graph", "specs/scene-storage.yaml", "--scenario", "two @SceneStorage holders of one key",
                                                    "--step", "2", "--format", "mermaid"])
        #expect(status == 0)
        #expect(out.contains("SceneStorage (this scene)</b><br/>draft = #quot;hi#quot;"))
        #expect(out.contains("UserDefaults</b><br/>draft = #quot;old#quot;"))
        #expect(out.contains("scene-storage d = #quot;hi#quot; (SceneStorage #quot;draft#quot;)"))
        #expect(out.contains("-.->|\"reads draft\"| sceneStorage"))
        #expect(out.contains("-.->|\"holds draft, unread\"| sceneStorage"))
    }

    @Test func aWrongExpectationAboutASharedKeyExitsOne() async throws {
        // Expecting the mirror to keep its default, as an @State copy would.
        let (status, out, _) = try await runSpecFile(app(script: "script:\n  - tap: write\n    expect: [\"mirror [none]\"]"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
        // Expecting user-defaults: to reach the scene's storage.
        #expect(try await runSpecFile(app(stored: "user-defaults: { draft: '\"old\"' }", script: "script:\n  - expect: [\"editor [old]\"]")).status == 1)
        #expect(try await runSpecFile(app(script: "script:\n  - tap: write\n    expect: [\"mirror [hi]\"]")).status == 0)
    }

    static let exported = InlineSpec("scene.yaml", Self().app(script: "script:\n  - tap: write"))

    @Test func theSwiftUIFormIsTheWrapperAndItIsNoUserDefaultsKey() async throws {
        let export = try Self.exported.export()
        let mirror = try #require(export.files.first { $0.path == "App/Mirror.swift" }?.contents)
        #expect(mirror.contains("@SceneStorage(\"draft\") private var m = \"none\""))
        let editor = try #require(export.files.first { $0.path == "App/Editor.swift" }?.contents)
        #expect(editor.contains("@SceneStorage(\"draft\") private var draft = \"\""))
        // Only the @AppStorage key is cleared before a test: the scene's storage is the system's.
        let scenarios = try #require(export.files.first { $0.path == "App/Scenario.swift" }?.contents)
        #expect(scenarios.contains("static let storageKeys = [\"draft\"]"))
        try await ExportTests().expectTypeChecks(export)
    }
}
