import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SpecKit

/// `spec run --format junit|json`: read back with Foundation's parsers, as CI tools read them.
@Suite struct ReportTests {
    func junit(_ results: [FileResult]) throws -> XMLElement {
        let xml = JUnitReport().render(results)
        let document = try XMLDocument(xmlString: xml, options: [])
        return try #require(document.rootElement())
    }

    func children(_ element: XMLElement, _ name: String) -> [XMLElement] { element.elements(forName: name) }
    func attribute(_ element: XMLElement, _ name: String) -> String? { element.attribute(forName: name)?.stringValue }

    func demo(_ file: String = "specs/lazy-state-trap.yaml") -> FileResult {
        RecordedRuns.result(of: file)
    }

    @Test func passingSpecsAreOneTestcaseEachScenario() throws {
        let results = SpecsTests.specFiles.map { demo($0) }
        let root = try junit(results)
        #expect(root.name == "testsuites")
        let scenarios = results.flatMap(\.scenarios)
        #expect(attribute(root, "tests") == "\(scenarios.count)")
        #expect(attribute(root, "failures") == "0" && attribute(root, "errors") == "0")
        let suites = children(root, "testsuite")
        #expect(suites.count == results.count)
        let cases = suites.flatMap { children($0, "testcase") }
        #expect(cases.compactMap { attribute($0, "name") } == scenarios.map(\.scenario))
        #expect(cases.allSatisfy { $0.children == nil || $0.children?.isEmpty == true })
        // The folder is the package, the spec's name the class: `specs/x.yaml` is `specs.x`.
        let firstFile = String(results[0].file.dropLast(".yaml".count)).split(separator: "/").joined(separator: ".")
        #expect(attribute(cases[0], "classname") == firstFile && firstFile.contains("specs."))
        #expect(attribute(cases[0], "assertions") == "\(scenarios[0].checked)")
    }

    @Test func oneCheckIsSingularInTheTextReport() {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: n {n}
            root: Root
            scenarios:
              - name: one
                expect: [n 0]
              - name: two
                expect: [n 0]
                expect-not: [n 1]
            """
        var report = TextReport()
        let text = report.render([run(yaml)])
        #expect(text.contains("one (1 check)\n"))
        #expect(text.contains("two (2 checks)\n"))
        // The page counts as the terminal does.
        let page = HTMLReport.render([run(yaml)])
        #expect(page.contains("<small>1 check</small>") && page.contains("<small>2 checks</small>"), "\(page)")
        #expect(!page.contains("1 checks"))
    }

    /// Two specs of one name in two folders are two classes, each in its folder's package, as
    /// their suites are two: the path as given, its folders joined by dots, its extension dropped.
    @Test func theClassnameIsThePathWithItsFoldersAsPackages() throws {
        let yaml = "components:\n  Root:\n    body:\n      - text: hi\nroot: Root\nscenarios:\n  - name: one\n    expect: [hi]\n"
        let root = try junit([run(yaml, file: "a/x.yaml"), run(yaml, file: "b/x.yaml"), run(yaml, file: "./top.yaml"),
                              run(yaml, file: "/abs/dir/y.spec.yaml")])
        let classes = children(root, "testsuite").flatMap { children($0, "testcase") }.compactMap { attribute($0, "classname") }
        #expect(classes == ["a.x", "b.x", "top", "abs.dir.y.spec"])
        #expect(children(root, "testsuite").compactMap { attribute($0, "name") } == ["a/x.yaml", "b/x.yaml", "./top.yaml", "/abs/dir/y.spec.yaml"])
    }

    @Test func aFailedExpectationShowsExpectedAndScreen() throws {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - button: add
                    action: n += 1
                  - text: n {n}
            root: Root
            scenarios:
              - name: "counts <&> \\"quoted\\""
                script:
                  - tap: add
                    expect: [n 2]
                    expect-not: [n 1]
              - name: fine
                expect: [n 0]
            """
        let root = try junit([run(yaml)])
        let suite = try #require(children(root, "testsuite").first)
        #expect(attribute(suite, "tests") == "2" && attribute(suite, "failures") == "1" && attribute(suite, "errors") == "0")
        let failed = try #require(children(suite, "testcase").first)
        #expect(attribute(failed, "name") == "counts <&> \"quoted\"")
        let failure = try #require(children(failed, "failure").first)
        #expect(attribute(failure, "message") == "expected \"n 2\" on screen, and 1 more")
        let text = failure.stringValue ?? ""
        #expect(text.contains("test.yaml:13:18: expected \"n 2\" on screen, after step 1 (tap \"add\")"))
        #expect(text.contains("expected: \"n 2\" on screen"))
        #expect(text.contains("expected: \"n 1\" not on screen"))
        #expect(text.contains("screen: [add], \"n 1\""))
        #expect(children(children(suite, "testcase")[1], "failure").isEmpty)
    }

    @Test func badSpecsAndStoppedScenariosAreErrors() throws {
        let bad = run("components:\n  Root:\n    body: [ { txt: hi } ]\nroot: Root\n", file: "bad.yaml")
        let stopped = run("components:\n  Root:\n    body: [ { text: hi } ]\nroot: Root\nscript: [ { tap: nothing } ]\n",
                          file: "stopped.yaml")
        let root = try junit([bad, stopped])
        #expect(attribute(root, "errors") == "2" && attribute(root, "tests") == "2")
        let suites = children(root, "testsuite")
        let loadCase = try #require(children(suites[0], "testcase").first)
        let loadError = try #require(children(loadCase, "error").first)
        #expect(attribute(loadError, "message") == "unknown element 'txt'")
        #expect(loadError.stringValue?.contains("bad.yaml:3:15: error: unknown element 'txt'") == true)
        let runCase = try #require(children(suites[1], "testcase").first)
        let runError = try #require(children(runCase, "error").first)
        #expect(attribute(runError, "message")?.contains("nothing") == true)
    }

    @Test func controlCharactersSurviveAsEscapes() throws {
        #expect(JUnitReport.escape("a\u{1}b\n") == "a\\u{1}b&#10;")
        #expect(JUnitReport.escape("a\u{1}b\n", attribute: false) == "a\\u{1}b\n")
    }

    @Test func jsonCarriesEveryScenarioAndFailure() throws {
        var wrong = demo()
        wrong.scenarios[2].failures = [Failure(expectation: Expectation(label: "model input 1", present: true,
                                                                        location: Location(file: "f.yaml", line: 3, column: 4)),
                                               step: "check", stepIndex: 4, screen: wrong.scenarios[2].screen)]
        let data = Data(JSONReport().render([wrong]).utf8)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["passed"] as? Int == 2 && json["failed"] as? Int == 1)
        let files = try #require(json["files"] as? [[String: Any]])
        let scenarios = try #require(files.first?["scenarios"] as? [[String: Any]])
        #expect(scenarios.compactMap { $0["name"] as? String } == ["@State, built in init", "@LazyState", "a Memo keyed by the input"])
        let failure = try #require((scenarios[2]["failures"] as? [[String: Any]])?.first)
        #expect(failure["label"] as? String == "model input 1" && failure["present"] as? Bool == true)
        #expect((failure["location"] as? [String: Any])?["line"] as? Int == 3)
        let screen = try #require(failure["screen"] as? [[String: Any]])
        #expect(screen.contains { $0["label"] as? String == "model input 2" && $0["kind"] as? String == "text" })
    }

    @Test func theCommandLineWritesTheReportToAFile() async throws {
        let dir = try temporaryDirectory()
        let output = dir.appendingPathComponent("results.xml")
        let (status, out, _) = try await runCommand(["run", "--format", "junit", "--output", output.path, "specs/lazy-state-trap.yaml"])
        #expect(status == 0)
        #expect(out.hasSuffix("3 passed, 0 failed, 0 errors\n"))
        let document = try XMLDocument(contentsOf: output, options: [])
        #expect(document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").count == 3)
        let json = try await runCommand(["run", "--format", "json", "specs/unread-state.yaml"])
        #expect(json.status == 0)
        #expect(json.out.hasPrefix("{"))
        #expect(try await runCommand(["run", "--format", "yaml", "specs/unread-state.yaml"]).status == 2)
    }

    /// A scenario's own `expect:` is checked after its script: its failure says so, with no step
    /// number the author never wrote.
    @Test func aScenarioExpectationFailsAtTheEndOfTheScript() {
        let yaml = """
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: count {count}
                  - button: add
                    action: count += 1
            root: Counter
            scenarios:
              - name: one
                script:
                  - tap: add
                    expect: [count 2]
                expect: [count 3]
            """
        var report = TextReport()
        let text = report.render([run(yaml)])
        #expect(text.contains("expected \"count 2\" on screen, after step 1 (tap \"add\")\n"), "\(text)")
        #expect(text.contains("expected \"count 3\" on screen, at the end of the script\n"), "\(text)")
        #expect(!text.contains("step 2"))
    }

    @Test func aMissingLabelNamesTheNearMissOnScreen() {
        let yaml = """
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: count {count}
            root: Counter
            script:
              - expect: ["count: 0"]
              - expect: [total 7]
            """
        var report = TextReport()
        let text = report.render([run(yaml)])
        #expect(text.contains("          did you mean \"count 0\"? it is on screen\n"))
        #expect(text.components(separatedBy: "did you mean").count == 2)   // "total 7" has no near miss
    }

    /// `expect: [row a note ]` unquoted is "row a note": YAML drops the space at its end, and
    /// the label on screen keeps it. The near miss says why the two differ; one that differs by
    /// more than spaces at its ends says nothing of YAML.
    @Test func aNearMissThatDiffersOnlyBySpacesAtItsEndsSaysToQuoteIt() {
        let yaml = """
            components:
              Row:
                state: { note: '""' }
                body:
                  - text: "row a note {note}"
                  - text: "count {note}1"
            root: Row
            script:
              - expect: [row a note ]
              - expect: [count 2]
            """
        let result = run(yaml)
        var report = TextReport()
        let text = report.block(result).results
        #expect(text.contains("did you mean \"row a note \"? it is on screen; YAML drops the spaces at the ends of a value written without quotes: write it \"row a note \", quoted\n"), "\(text)")
        #expect(text.components(separatedBy: "YAML drops").count == 2, "\(text)")
        #expect(JUnitReport().render([result]).contains("write it &quot;row a note &quot;, quoted"))
    }

    /// A near miss that differs from the expected label only by an invisible character looked
    /// the same as it: `did you mean "ab 1"?` for "ab 1". Its invisible characters are escaped.
    @Test func aNearMissShowsItsInvisibleCharacters() throws {
        #expect("a\u{200B}b".invisiblesEscaped == "a\\u{200B}b")
        #expect("go\u{202E}on".invisiblesEscaped == "go\\u{202E}on")
        #expect("👨\u{200D}👩\u{200D}👧".invisiblesEscaped == "👨\u{200D}👩\u{200D}👧", "a joiner between emoji is part of one")
        #expect("café ✓".invisiblesEscaped == "café ✓")
        let result = run("""
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: "a\u{200B}b {count}"
                  - button: add
                    action: count += 1
            root: Counter
            script:
              - tap: add
                expect: ["ab 1"]
            """)
        var report = TextReport()
        let text = report.block(result).results
        #expect(text.contains("did you mean \"a\\u{200B}b 1\"? it is on screen\n"), "\(text)")
        #expect(JUnitReport().render([result]).contains("did you mean &quot;a\\u{200B}b 1&quot;? it is on screen"))
        // The screen the failure lists writes them so too: a right-to-left override, raw, would
        // turn the terminal's line around.
        #expect(text.contains("screen: \"a\\u{200B}b 1\", [add]\n"), "\(text)")
        let bidi = run("components:\n  R:\n    body:\n      - text: \"go\\u202Eon\"\nroot: R\nscript:\n  - expect: [zz]\n")
        var bidiReport = TextReport()
        #expect(bidiReport.block(bidi).results.contains("screen: \"go\\u{202E}on\"\n"))
    }
}
