import Foundation
import Testing
@testable import SpecKit

/// `spec export swiftui`: the demo's project against its reviewed copy, every spec exported,
/// every generated Swift file parsed by the toolchain's compiler.
@Suite(.startedWhilePlanned(EarlyWork.specChecks), .startedWhilePlanned(EarlyWork.inlineChecks)) struct ExportTests {
    static let goldenDirectory = packageRoot.appendingPathComponent("Tests/Golden/lazy-state-trap")

    func exportSpec(_ file: String, toolchain: Toolchain? = nil) throws -> SwiftUIExport {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent(file))
        return try SwiftUIExport(try SpecDecoder.decode([UInt8](data), file: file), toolchain: toolchain)
    }

    func file(_ export: SwiftUIExport, _ path: String) -> String {
        export.files.first { $0.path == path }?.contents ?? ""
    }

    @Test func theReadmeExplainsTheMacroTrustStepOnlyWhenLazyStateIsUsed() throws {
        let trap = file(try exportSpec("specs/lazy-state-trap.yaml"), "README.md")
        #expect(trap.contains("-skipMacroValidation") && trap.contains("**Trust & Enable**"))
        let counter = file(try exportSpec("specs/counter.yaml"), "README.md")
        #expect(!counter.isEmpty && !counter.contains("skipMacroValidation") && !counter.contains("macro"))
    }

    /// The reviewed copy; regenerate with `swift run spec export swiftui specs/lazy-state-trap.yaml
    /// -o Tests/Golden/lazy-state-trap` and review the diff before committing it.
    @Test func theDemoMatchesItsReviewedCopy() throws {
        let export = try exportSpec("specs/lazy-state-trap.yaml")
        let enumerator = FileManager.default.enumerator(atPath: Self.goldenDirectory.path)
        var golden: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: Self.goldenDirectory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { golden.append(path) }
        }
        #expect(export.files.map(\.path).sorted() == golden.sorted())
        for file in export.files {
            let reviewed = try String(contentsOf: Self.goldenDirectory.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == reviewed, "\(file.path) differs from Tests/Golden")
        }
    }

    @Test func theDemoReadsLikeTheArticles() throws {
        let export = try exportSpec("specs/lazy-state-trap.yaml")
        for view in ["Parent", "StateChild", "LazyStateChild", "MemoChild", "ModelRow", "Model", "MemoView"] {
            #expect(export.files.contains { $0.path == "App/\(view).swift" }, "no \(view)")
        }
        #expect(file(export, "App/StateChild.swift").contains("_model = State(wrappedValue: Model(input: input))"))
        #expect(file(export, "App/LazyStateChild.swift").contains("@LazyState private var model: Model"))
        #expect(file(export, "App/LazyStateChild.swift").contains("_model = LazyState { Model(input: input) }"))
        #expect(file(export, "App/MemoChild.swift").contains("MemoView(Model(input: input), dependencies: [input]) { model in"))
        #expect(file(export, "App/Parent.swift").contains("@State private var input = 1"))
        #expect(file(export, "project.yml").contains("url: https://github.com/pointfreeco/swiftui-lazy-state"))

        // Three tests, each ending with the article's row, then the spec's measure as a comment.
        let tests = file(export, "UITests/LazyStateTrapUITests.swift").components(separatedBy: "func test").dropFirst()
        let rows = [("1", "3", "StateChild.staleRenders == 1"), ("1", "1", "LazyStateChild.staleRenders == 1"),
                    ("2", "2", "MemoChild.staleRenders == 0")]
        #expect(tests.count == 3)
        for (test, row) in zip(tests, rows) {
            #expect(test.contains("app.buttons[\"unrelated action\"].tap()"))
            #expect(test.contains("XCTAssertTrue(app.staticTexts[\"model input \(row.0)\"].waitForExistence(timeout: 5))\n"
                + "        XCTAssertTrue(app.staticTexts[\"models created \(row.1)\"].waitForExistence(timeout: 5))\n"
                + "        // Measured by the spec, not checkable here: \(row.2)\n    }"))
        }
        #expect(file(export, "App/StateChild.swift").contains(
            "/// The spec counts a render as stale when `model.input == input` is false (not checked here).\nstruct StateChild"))
    }

    /// Every spec exported once and written to a directory of its own, shared by the tests below.
    static let specProjects = Shared<[String: Result<WrittenProject, ExportFailure>]>(onItsOwnThread: writeSpecProjects)

    static func writeSpecProjects() -> [String: Result<WrittenProject, ExportFailure>] {
        guard let root = try? temporaryDirectory() else { return [:] }
        var projects: [String: Result<WrittenProject, ExportFailure>] = [:]
        for file in SpecsTests.specFiles {
            do {
                let export = try ExportTests().exportSpec(file)
                let dir = root.appendingPathComponent(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
                try export.write(to: dir)
                projects[file] = .success(WrittenProject(export: export, directory: dir))
            } catch {
                projects[file] = .failure(ExportFailure(description: "\(error)"))
            }
        }
        return projects
    }

    struct WrittenProject: Sendable {
        var export: SwiftUIExport
        var directory: URL
        var files: [String] { export.files.map(\.path) }
    }

    struct ExportFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The UI tests of every spec's project, type-checked together where they can be, as the
    /// inline exports' are (TypeCheckBatch, each project's tests nested apart, with the passes the
    /// runs before kept): each outcome is the project's alone when it fails. They were one compiler
    /// job of all the specs' tests at every run, about 0.7 s of CPU, though the tests had not
    /// changed. On a thread of its own from the first test that asks, as the apps' check below:
    /// these are the suite's longest lanes, and they wait for nothing the runner's threads do.
    static let specUITests = Shared<Result<[String: CompilerRun], ExportFailure>>(onItsOwnThread: {
        let written = specProjects.valueWaitedFor.compactMap { file, project in (try? project.get()).map { (file: file, project: $0) } }
            .sorted { $0.file < $1.file }
        let members = written.map { SwiftCompiler.uiTestFiles($0.project.directory, $0.project.files) }
        return typeChecked(members, settings: SwiftCompiler.uiTestSettings).map { outcomes in
            Dictionary(uniqueKeysWithValues: zip(written, outcomes).map { ($0.file, CompilerRun(status: $1.status, output: $1.output)) })
        }
    })

    /// Every spec's app type-checked, together where they can be (TypeCheckBatch): each outcome is
    /// the app's alone when it fails. In two batches at once, one a core: in one, this was the
    /// last compiler job of the suite, on one core.
    static let specApps = Shared<Result<[String: CompilerRun], ExportFailure>>(onItsOwnThread: {
        let written = specProjects.valueWaitedFor.compactMap { file, project in (try? project.get()).map { (file: file, project: $0) } }
            .sorted { $0.file < $1.file }
        let apps = written.map { SwiftCompiler.appFiles($0.project.directory, $0.project.files) }
        let halves = [Array(apps[..<(apps.count / 2)]), Array(apps[(apps.count / 2)...])]
        let checked = halves.map { half in
            Shared<Result<[TypeCheckBatch.Outcome], ExportFailure>>(onItsOwnThread: {
                typeChecked(half, settings: SwiftCompiler.appSettings)
            })
        }
        do {
            let outcomes = try checked.flatMap { try $0.valueWaitedFor.get() }
            return .success(Dictionary(uniqueKeysWithValues: zip(written, outcomes).map { ($0.file, CompilerRun(status: $1.status, output: $1.output)) }))
        } catch {
            return .failure(error as? ExportFailure ?? ExportFailure(description: "\(error)"))
        }
    })

    /// `members` type-checked together where they can be (TypeCheckBatch), with the options and
    /// shared sources `settings` works out; a failure to check at all, as the tests report it.
    static func typeChecked(_ members: [TypeCheckBatch.Member],
                            settings: () throws -> (options: [String], shared: [String])) -> Result<[TypeCheckBatch.Outcome], ExportFailure> {
        do {
            let (options, shared) = try settings()
            return .success(try TypeCheckBatch.typeCheck(members, options: options, shared: shared))
        } catch {
            return .failure(ExportFailure(description: "\(error)"))
        }
    }

    /// Starts the spec projects' checks, which the tests below read.
    static func startSpecChecks() { _ = (specApps, specUITests) }

    /// What the compiler said about some files: its status and output.
    struct CompilerRun: Sendable {
        var status: Int32
        var output: String
    }

    @Test(arguments: SpecsTests.specFiles)
    func everySpecExports(file: String) async throws {
        Self.startSpecChecks()
        let export = try #require(await Self.specProjects.value[file]).get().export
        #expect(export.files.contains { $0.path == "project.yml" })
        #expect(export.files.contains { $0.path.hasPrefix("UITests/") })
    }

    /// Checked against stand-ins for SwiftUI, Combine, LazyState and XCUITest (Tests/SwiftUIStubs):
    /// catches wrong types, missing initializers and actor isolation, and parses every Swift file
    /// written. The apps are checked together, each in a namespace of its own, and any that fails
    /// alone (`specApps`); the UI tests likewise (`specUITests`).
    @Test(arguments: SpecsTests.specFiles)
    func everyGeneratedProjectTypeChecks(file: String) async throws {
        Self.startSpecChecks()
        let project = try #require(await Self.specProjects.value[file]).get()
        let swift = project.files.filter { $0.hasSuffix(".swift") }
        #expect(!swift.isEmpty && swift.allSatisfy { $0.hasPrefix("App/") || $0.hasPrefix("UITests/") },
                "a Swift file outside App/ and UITests/ would not be checked: \(swift)")
        let app = try #require(try await Self.specApps.value.get()[file])
        #expect(app.status == 0, "\(file): its app does not type-check:\n\(app.output)")
        #expect(app.output.isEmpty, "\(file): its app type-checks with warnings:\n\(app.output)")
        // A project without UI tests would pass with no check (TypeCheckBatch): every spec has some.
        #expect(!SwiftCompiler.uiTestFiles(project.directory, project.files).isEmpty)
        let tests = try #require(try await Self.specUITests.value.get()[file])
        #expect(tests.status == 0, "\(file): its UI tests do not type-check:\n\(tests.output)")
        #expect(tests.output.isEmpty, "\(file): its UI tests type-check with warnings:\n\(tests.output)")
    }

    @Test func aScenarioForAnotherToolchainIsLeftOutAndNamed() throws {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - button: add
                    action: n += 1
                  - text: n {n}
            root: Root
            script:
              - tap: add
                expect: [n 1]
            scenarios:
              - name: new
              - name: old
                toolchain: xcode26
              - name: oldest
                toolchain: xcode16
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "two.yaml")
        let latest = try SwiftUIExport(spec)
        #expect(latest.skippedScenarios.map(\.name) == ["old", "oldest"])
        #expect(latest.skippedScenarios.map(\.toolchain) == [.xcode26, .xcode16])
        // Each left-out scenario under the Xcode it needs, with the command that exports it.
        #expect(file(latest, "README.md").contains("""
            Left out, because they need Xcode 16: "oldest". Export them with `spec export swiftui two.yaml --toolchain xcode16 -o DIR`.

            Left out, because they need Xcode 26: "old". Export them with `spec export swiftui two.yaml --toolchain xcode26 -o DIR`.
            """))
        #expect(!file(latest, "App/Scenario.swift").contains("\"old\""))
        #expect(file(latest, "project.yml").contains("iOS: \"26.0\""))
        let older = try SwiftUIExport(spec, toolchain: .xcode26)
        #expect(older.skippedScenarios.map(\.name) == ["new", "oldest"])
        #expect(file(older, "README.md").contains("Needs **Xcode 26**"))
        #expect(file(older, "README.md").contains("tells nobody (its setter compares, since Swift 6.2)"))
        #expect(!file(older, "project.yml").contains("swiftui-lazy-state"))
        // Xcode 16 builds for the iOS 18 SDK, on a simulator its runtime ships.
        let oldest = try SwiftUIExport(spec, toolchain: .xcode16)
        #expect(oldest.skippedScenarios.map(\.name) == ["new", "old"])
        let readme = file(oldest, "README.md")
        #expect(readme.contains("Needs **Xcode 16**, the spec's toolchain: it decides how `@State` initializes its value, and that an "
                                + "`@Observable` field's `=` tells its readers even of the value it holds (its setter does not "
                                + "compare before Swift 6.2). Also the iOS 18 simulator runtime"), "\(readme)")
        #expect(readme.contains("name=iPhone 16'"), "\(readme)")
        #expect(file(oldest, "project.yml").contains("deploymentTarget:\n    iOS: \"18.0\"\n"))
        #expect(file(oldest, "App/Scenario.swift").contains("\"oldest\"") && !file(oldest, "App/Scenario.swift").contains("\"old\""))
    }

    static let framed = InlineSpec("framed.yaml", """
        components:
          Parent:
            state: { input: 1 }
            body:
              - Frame: { input: input }
          Frame:
            props: [input]
            body:
              - text: frame
              - Child: { input: input }
          A:
            props: [input]
            body: [ { text: "a {input}" } ]
          B:
            props: [input]
            body: [ { text: "b {input}" } ]
        root: Parent
        scenarios:
          - { name: a, use: { Child: A }, expect: [a 1] }
          - { name: b, use: { Child: B }, expect: [b 1] }
        """)

    @Test func aSlotInsideAWrapperMakesBothGeneric() async throws {
        let export = try Self.framed.export()
        #expect(file(export, "App/Parent.swift").contains("struct Parent<Child: ChildView>: View {"))
        #expect(file(export, "App/Parent.swift").contains("Frame<Child>(input: input)"))
        #expect(file(export, "App/Frame.swift").contains("struct Frame<Child: ChildView>: View {"))
        #expect(file(export, "App/A.swift").contains("struct A: ChildView {"))
        #expect(file(export, "App/FramedApp.swift").contains("Parent<B>()"))
        #expect(file(export, "App/ChildView.swift").contains("init(input: Int)"))
        try await expectTypeChecks(export)
    }

    static let expressions = InlineSpec("expr.yaml", """
        models:
          Box: { fields: { size: 0, name: "\\"a \\\\\\"b\\\\\\"\\"" }, creations: static }
        components:
          Root:
            state: { n: 1, flag: true }
            state-object: { box: "Box(size: 2)" }
            body:
              - text: "{(n + 1) * 2} {n - (n - 1)} {!(n < 2) || flag} {box == box} {box.name}"
              - button: "add {n}"
                action: [n += 1, box.size = -(-n)]
        root: Root
        script:
          - expect: [4 1 true true a "b"]
        """)

    @Test func expressionsAreWrittenWithSwiftsPrecedenceAndIdentity() async throws {
        let export = try Self.expressions.export()
        let root = file(export, "App/Root.swift")
        #expect(root.contains(#"Text(verbatim: "\((n + 1) * 2) \(n - (n - 1)) \(!(n < 2) || flag) \(box === box) \(box.name)")"#))
        #expect(root.contains("@StateObject private var box = Box(size: 2)"))
        #expect(root.contains("Button {\n                n += 1\n                box.size = -(-n)\n            } label: {\n"
            + "                Text(verbatim: \"add \\(n)\")\n            }"))
        let box = file(export, "App/Box.swift")
        #expect(box.contains("final class Box: ObservableObject {"))
        #expect(box.contains(#"init(size: Int = 0, name: String = "a \"b\"") {"#))
        #expect(box.contains("Self.creations += 1"))
        #expect(!export.files.contains { $0.path == "App/CreationCount.swift" })
        #expect(file(export, "UITests/ExprUITests.swift").contains(#"app.staticTexts["4 1 true true a \"b\""]"#))
        try await expectTypeChecks(export)
    }

    @Test func expectedLabelsAreQueriedByWhatCanShowThem() throws {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - button: "go {n}"
                    action: n += 1
                  - text: "go {n}"
                  - text: done
            root: Root
            script:
              - tap: go 0
                expect: [done, go 1]
                expect-not: [go 0]
              - expect-not: [gone]
            """
        let tests = file(try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "q.yaml")), "UITests/QUITests.swift")
        #expect(tests.contains(#"app.buttons["go 0"].tap()"#))
        #expect(tests.contains(#"XCTAssertTrue(app.staticTexts["done"].waitForExistence(timeout: 5))"#))
        #expect(tests.contains(#"XCTAssertTrue(app.descendants(matching: .any)["go 1"].waitForExistence(timeout: 5))"#))
        // Absence is waited for once the step's present labels are there: gone, or under a sheet or
        // a pushed screen, where XCUITest finds it unreachable; a screen animating away keeps it a moment.
        #expect(tests.contains(#"XCTAssertTrue(app.descendants(matching: .any)["go 1"].waitForExistence(timeout: 5))\#n        XCTAssertTrue(isOffScreen(app.descendants(matching: .any)["go 0"]))"#))
        #expect(tests.contains(#"XCTAssertTrue(isOffScreen(app.descendants(matching: .any)["gone"]))"#))
        #expect(tests.contains("while element.exists && element.isHittable {"))
        #expect(!tests.contains("].exists &&") && !tests.contains("waitForNonExistence"))
    }

    static let swiftUINames = InlineSpec("list.yaml", """
        components:
          List:
            state: { count: 0 }
            body:
              - text: count {count}
              - button: add
                action: count += 1
              - Color: { count: count }
          Color:
            props: [count]
            body: [ { text: "color {count}" } ]
        root: List
        script:
          - tap: add
            expect: [count 1, color 1]
        """)

    /// A view named like one of SwiftUI's views is refused by `spec check` and `spec run` as by
    /// the export, in the same words: in the app's module it would hide SwiftUI's from the app's
    /// own code. Each is reported where it is declared; renamed, the spec runs and exports.
    @Test func aSwiftUIViewsNameIsRefusedByTheCheckAsByTheExport() throws {
        let expected = [
            "2:3: 'List' is the name of a SwiftUI view: the exported app's view would hide SwiftUI's List from the app's own code",
            "9:3: 'Color' is the name of a SwiftUI view: the exported app's view would hide SwiftUI's Color from the app's own code",
        ]
        let found = diagnostics(Self.swiftUINames.yaml)
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" } == expected)
        #expect(found.first?.hint == "rename it, for example `MyList`: `List { … }` written into the exported app would build the spec's view, or fail to compile")
        #expect(run(Self.swiftUINames.yaml).loadError?.diagnostics.map(\.message) == found.map(\.message))
        let renamed = Self.swiftUINames.yaml.replacingOccurrences(of: "List", with: "Shelf").replacingOccurrences(of: "Color", with: "Swatch")
        #expect(scenario(renamed).passed)
        _ = try SwiftUIExport(try SpecDecoder.decode(Array(renamed.utf8), file: Self.swiftUINames.file))
        // A model and an error type too.
        let withModel = renamed.replacingOccurrences(of: "components:", with: "models:\n  Table: { fields: { legs: 4 } }\nerrors: { Path: [lost] }\ncomponents:")
        #expect(diagnostics(withModel).map { "\($0.location.line):\($0.location.column): \($0.message.prefix(40))" }
                == ["2:3: 'Table' is the name of a SwiftUI view: t", "3:11: 'Path' is the name of a SwiftUI view: th"])
    }

    /// docs/export.md lists the SwiftUI views the export refuses as names: the ones it refuses.
    @Test func theExportDocListsSwiftUIsViews() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/export.md"), encoding: .utf8)
        let start = try #require(text.range(of: "or like one of SwiftUI's other views:"))
        let end = try #require(text.range(of: "The app never writes these", range: start.upperBound..<text.endIndex))
        let listed = text[start.upperBound..<end.lowerBound].split(separator: "`").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(listed == listed.sorted { $0.lowercased() < $1.lowercased() }, "keep the list in order")
        #expect(Set(listed) == SwiftNames.swiftUIViews)
        #expect(listed.count == SwiftNames.swiftUIViews.count)
        #expect(SwiftNames.swiftUIViews.isDisjoint(with: SwiftNames.reservedTypes))
    }

    static let keywordProps = InlineSpec("keyword-props.yaml", """
        components:
          Root:
            state: { shown: true }
            body:
              - Summary: { open: shown }
          Summary:
            props: [open]
            body:
              - text: "open {open}"
        root: Root
        script: [ { expect: [open true] } ]
        """)

    /// A prop named by a keyword: escaped where it is declared and read, not as a call's label,
    /// where Swift warns of a needless escape.
    @Test func aKeywordPropIsALabelWithoutBackticks() async throws {
        let export = try Self.keywordProps.export()
        #expect(file(export, "App/Root.swift").contains("Summary(open: shown)"))
        #expect(file(export, "App/Summary.swift").contains("let `open`: Bool"))
        try await expectTypeChecks(export)
    }

    static let scenarioNames = InlineSpec("names.yaml", """
        components: { Root: { body: [ { text: hi } ] } }
        root: Root
        script: [ { expect: [hi] } ]
        scenarios: [ { name: default }, { name: Default! }, { name: current }, { name: "!!" } ]
        """)

    @Test func scenarioNamesBecomeDistinctSwiftNames() async throws {
        let export = try Self.scenarioNames.export()
        let scenario = file(export, "App/Scenario.swift")
        #expect(scenario.contains("case `default` = \"default\""))
        #expect(scenario.contains("case default2 = \"Default!\""))
        #expect(scenario.contains("case current2 = \"current\""))
        #expect(scenario.contains("case scenario = \"!!\""))
        #expect(scenario.contains("?? .`default`"))
        #expect(file(export, "UITests/NamesUITests.swift").contains("func testDefault() {"))
        try await expectTypeChecks(export)
    }

    /// The check itself can fail: a wrong type in an app file, or in a UI test, is reported with
    /// the file's place, so a green check says the export type-checks.
    @Test func aTypeErrorInTheAppOrItsTestsFailsTheCheck() async throws {
        let export = try exportSpec("specs/counter.yaml")
        let files = export.files.map(\.path)
        let app = try #require(files.first { $0.hasPrefix("App/") && $0.hasSuffix(".swift") })
        let tests = try #require(files.first { $0.hasPrefix("UITests/") && $0.hasSuffix(".swift") })
        // A copy with the app broken, one with a UI test broken, and one as written, all checked
        // at once: one after the other, the last two checks waited for the end of the run.
        var dirs: [URL] = []
        defer { for dir in dirs { try? FileManager.default.removeItem(at: dir) } }
        for broken in [app, tests, nil] {
            let dir = try temporaryDirectory()
            dirs.append(dir)
            try export.write(to: dir)
            guard let broken else { continue }
            let url = dir.appendingPathComponent(broken)
            let original = try String(contentsOf: url, encoding: .utf8)
            try (original + "\nlet notANumber: Int = \"one\"\n").write(to: url, atomically: false, encoding: .utf8)
        }
        let outcomes = try await SwiftCompiler.typeCheck(dirs.map { ($0, files) })
        for (broken, results) in zip([app, tests], outcomes) {
            let failed = results.filter { $0.status != 0 }
            #expect(failed.count == 1, "\(broken): \(results.map(\.output))")
            #expect(failed.first?.output.contains(URL(fileURLWithPath: broken).lastPathComponent) == true, "\(failed.first?.output ?? "")")
            #expect(failed.first?.output.contains("cannot convert value of type 'String'") == true)
        }
        #expect(outcomes[2].allSatisfy { $0.status == 0 })
    }

    @Test func theCommandLineWritesTheProject() async throws {
        let dir = try temporaryDirectory().appendingPathComponent("trap")
        let (status, out, err) = try await runCLI(["export", "swiftui", "specs/lazy-state-trap.yaml", "-o", dir.path])
        #expect(status == 0, "\(err)")
        #expect(out.contains("wrote 14 files of LazyStateTrap"))
        let written = try String(contentsOf: dir.appendingPathComponent("App/Parent.swift"), encoding: .utf8)
        #expect(written == (try String(contentsOf: Self.goldenDirectory.appendingPathComponent("App/Parent.swift"), encoding: .utf8)))
        #expect(try await runCLI(["export", "swiftui", "specs/lazy-state-trap.yaml"]).status == 2)
        #expect(try await runCLI(["export", "kotlin", "specs/lazy-state-trap.yaml", "-o", dir.path]).status == 2)
    }

    /// `--toolchain xcode16` exports the scenarios built with Xcode 16 and names the ones left
    /// out with the toolchain each needs; a toolchain that is none is bad usage.
    @Test func theCommandLineExportsForXcode16() async throws {
        let dir = try temporaryDirectory().appendingPathComponent("old")
        let (status, out, err) = try await runCLI(["export", "swiftui", "specs/equal-assignment-toolchains.yaml", "-o", dir.path,
                                                   "--toolchain", "xcode16"])
        #expect(status == 0, "\(err)")
        #expect(out.contains("files of EqualAssignmentToolchains to \(dir.path) (Xcode 16)\n"), "\(out)")
        #expect(out.contains("left out, as they need another toolchain: built with Xcode 27 (xcode27), built with Xcode 26 (xcode26)\n"), "\(out)")
        let older = try await runCLI(["export", "swiftui", "specs/equal-assignment-toolchains.yaml", "-o", dir.path, "--toolchain", "xcode15"])
        #expect(older.status == 2)
        #expect(older.err.contains("--toolchain must be one of xcode16, xcode26, xcode27; got 'xcode15'"), "\(older.err)")
    }
}
