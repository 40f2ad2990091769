import Foundation
import Testing
@testable import SpecKit

/// `spec explore`: breadth-first search over taps (docs/exploring.md).
@Suite struct ExploreTests {
    func explore(_ yaml: String, depth: Int = 8, jobs: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> ExploreResult {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        let scenario = try #require(spec.scenarios.first, sourceLocation: sourceLocation)
        return Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: depth, jobs: jobs))
    }

    func exploreFile(_ name: String, jobs: Int = 1, depth: Int = 8) -> ExploreFileResult {
        Explorer.explore(file: packageRoot.appendingPathComponent("specs/\(name).yaml").path, options: ExploreOptions(depth: depth, jobs: jobs))
    }

    static let toggle = """
        components:
          Switch:
            state: { on: false }
            body:
              - text: "on {on}"
              - button: flip
                action: on = !on
        root: Switch
        """

    @Test func theDemoBreaksTheStateAndLazyChildrenInOneTapAndNotTheMemo() throws {
        let result = exploreFile("lazy-state-trap")
        #expect(result.exitCode == 1)
        let byName = Dictionary(uniqueKeysWithValues: result.scenarios.map { ($0.scenario, $0) })
        let state = try #require(byName["@State, built in init"]?.findings.first)
        #expect(state.kind == .invariant(component: "StateChild", expression: "model.input == input"))
        #expect(state.steps == [.tap("related action")])
        #expect(byName["@LazyState"]?.findings.map(\.steps) == [[.tap("related action")]])
        #expect(byName["a Memo keyed by the input"]?.findings.isEmpty == true)
        #expect(byName["a Memo keyed by the input"]?.states == 45)   // input and unrelated taps: i + j ≤ 8
    }

    @Test func aBugFourTapsDeepIsFoundWithItsShortestScript() throws {
        let result = exploreFile("four-taps-deep")
        let finding = try #require(result.scenarios.first?.findings.first)
        #expect(finding.steps == Array(repeating: .tap("level up"), count: 4))
        // No shorter sequence of the two buttons breaks the invariant: run each one as a script.
        let spec = try #require(result.spec)
        var sequences: [[String]] = [[]]
        for _ in 1...3 {
            sequences = sequences.flatMap { s in [s + ["level up"], s + ["toggle sound"]] }
            for taps in sequences {
                var scenario = spec.scenarios[0]
                let at = scenario.location
                scenario.steps = taps.map { Step(tap: $0, expectations: [], location: at) }
                let run = ScenarioRunner.run(scenario, of: spec)
                #expect(run.passed)
                #expect(!run.events.contains { if case .stale = $0 { return true } else { return false } }, "\(taps)")
            }
        }
    }

    @Test func theJSONAndJUnitReportsCarryEachFindingWithItsSteps() throws {
        let result = exploreFile("four-taps-deep")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ExploreJSONReport().render([result]).utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 2)
        #expect(json["failed"] as? Int == 1 && json["errors"] as? Int == 0)
        let files = try #require(json["files"] as? [[String: Any]])
        let scenario = try #require((files.first?["scenarios"] as? [[String: Any]])?.first)
        let finding = try #require((scenario["findings"] as? [[String: Any]])?.first)
        #expect(finding["kind"] as? String == "invariant")
        #expect(finding["steps"] as? [String] == Array(repeating: "tap \"level up\"", count: 4))
        #expect(finding["assertion"] as? String == "RewardPanel.staleRenders == 0")
        let junit = ExploreJUnitReport().render([result])
        #expect(junit.contains("failures=\"1\""))
        #expect(junit.contains("<system-out>1 finding ("), "\(junit)")
        #expect(junit.contains("<failure type=\"finding\" message=\"RewardPanel&apos;s invariant reward.level == level\">")
                || junit.contains("<failure type=\"finding\" message=\"RewardPanel's invariant reward.level == level\">"))
    }

    /// A JUnit testcase with nothing found says, as the text does, how far the search went: CI
    /// tells every reachable state from a search a bound cut short.
    @Test func theJUnitReportSaysHowMuchWasExplored() throws {
        let cut = ExploreJUnitReport().render([exploreFile("counter", depth: 2)])
        #expect(cut.contains("<system-out>no finding (3 states, 2 steps tried, depth 2; deeper states not tried)</system-out>"), "\(cut)")
        var report = ExploreReport()
        let text = report.render([exploreFile("counter", depth: 2)])
        #expect(text.contains("no finding (3 states, 2 steps tried, depth 2; deeper states not tried)\n"), "\(text)")
        let toggle = try explore(Self.toggle, depth: 1_000)
        let full = ExploreJUnitReport().render([ExploreFileResult(file: "t.yaml", scenarios: [toggle])])
        #expect(full.contains("<system-out>no finding (2 states, 2 steps tried, every reachable state)</system-out>"), "\(full)")
    }

    @Test func responsesArriveInEveryOrderAndTheRaceIsFoundWhereTheLessonSaysItIs() throws {
        let result = exploreFile("search-race", depth: 5)
        let byName = Dictionary(uniqueKeysWithValues: result.scenarios.map { ($0.scenario, $0.findings) })
        let race: [ExploreAction] = [.input(.type("a"), control: "Search"), .input(.type("a"), control: "Search"),
                                     .complete("search", last: true), .complete("search", last: false)]
        #expect(byName["Task { } in onChange"]?.map(\.steps) == [race])
        #expect(byName["task(id: query), search ignores cancellation"]?.map(\.steps) == [race])
        #expect(byName["task(id: query), search honours cancellation"]?.isEmpty == true)
        #expect(byName["task(id: query) + Task.isCancelled, search ignores cancellation"]?.isEmpty == true)
        // The written spec keeps each scenario's own requests, so both findings fail when run.
        let spec = try #require(result.spec)
        let bytes = try SpecFile.read(packageRoot.appendingPathComponent("specs/search-race.yaml").path)
        let text = try EmittedSpec.text(source: bytes, file: "search-race.yaml", results: result.scenarios, spec: spec)
        let rerun = run(text, file: "race.yaml")
        #expect(rerun.loadError == nil, "\(rerun.loadError?.description ?? "")")
        #expect(rerun.scenarios.count == 2)
        #expect(rerun.scenarios.allSatisfy { !$0.passed && $0.error == nil })
    }

    @Test func aCycleOfStatesTerminatesAndIsComplete() throws {
        let result = try explore(Self.toggle, depth: 1_000)
        #expect(result.complete)
        #expect(result.states == 2)           // flipping twice comes back to the launch state
        #expect(result.transitions == 2)
        #expect(result.depth == 2)
        #expect(result.findings.isEmpty)
    }

    @Test func anAlwaysExpressionGivesTheShortestScriptAndTheEmittedSpecFailsOnIt() throws {
        let yaml = """
            components:
              Counter:
                state: { count: 0, other: 0 }
                body:
                  - text: "count {count}"
                  - button: other
                    action: other += 1
                  - button: add
                    action: count += 1
            root: Counter
            always: ["Counter.count < 3"]
            """
        let result = try explore(yaml)
        let finding = try #require(result.findings.first)
        #expect(finding.kind == .always(expression: "Counter.count < 3"))
        #expect(finding.steps == Array(repeating: .tap("add"), count: 3))
        #expect(finding.detail == "Counter.count is 3")
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        let text = try EmittedSpec.text(source: Array(yaml.utf8), file: "test.yaml", results: [result], spec: spec)
        let rerun = run(text, file: "emitted.yaml")
        #expect(rerun.loadError == nil, "\(rerun.loadError?.description ?? "")")
        #expect(rerun.scenarios.count == 1)
        #expect(rerun.exitCode == 1)
        #expect(rerun.scenarios.first?.failures.first?.stepIndex == 3)
    }

    @Test func theFindingsDoNotDependOnTheNumberOfThreads() {
        for name in ["list-identity", "repairs", "lazy-state-trap"] {
            let one = exploreFile(name, jobs: 1, depth: 5), four = exploreFile(name, jobs: 4, depth: 5)
            #expect(one.scenarios.map(\.states) == four.scenarios.map(\.states), "\(name)")
            #expect(one.scenarios.map(\.transitions) == four.scenarios.map(\.transitions), "\(name)")
            #expect(one.scenarios.map { $0.findings.map(\.steps) } == four.scenarios.map { $0.findings.map(\.steps) }, "\(name)")
            #expect(one.scenarios.map { $0.findings.map(\.property) } == four.scenarios.map { $0.findings.map(\.property) })
        }
    }

    @Test func aRuntimeErrorIsAFindingWithItsScript() throws {
        // The error comes after two taps; a breadth-first search finds it at any depth from 2.
        let result = exploreFile("list-identity", depth: 3)
        let keyed = try #require(result.scenarios.first { $0.scenario == "keyed by id" })
        #expect(keyed.findings.first?.steps == [.tap("insert 0 at the front"), .tap("insert 0 at the front")])
        #expect(keyed.findings.first?.detail.contains("occurs more than once") == true)
    }

    @Test func aSpecWithNoButtonIsAnError() throws {
        let result = try explore("""
            components:
              Still:
                body:
                  - text: nothing to tap
            root: Still
            """)
        #expect(result.error?.message.contains("no button or control") == true)
    }

    @Test func aRuntimeErrorIsReportedOnceForItsPlace() throws {
        // Removing past the end fails at one statement, with another index after each "next".
        let result = try explore("""
            components:
              Shelf:
                state: { items: "[1, 2]", i: 2 }
                body:
                  - text: "at {i}"
                  - button: next
                    action: i += 1
                  - button: drop
                    action: "items.remove(at: i)"
            root: Shelf
            """, depth: 3)
        let errors = result.findings.filter { if case .error = $0.kind { true } else { false } }
        #expect(errors.count == 1, "\(errors.map(\.detail))")
        #expect(errors.first?.steps == [.tap("drop")])
    }

    @Test func aLaunchThatBreaksAnAlwaysIsAFindingEvenWithNothingToTap() throws {
        let result = try explore("""
            components:
              Still:
                state: { n: 1 }
                body: [ { text: "n {n}" } ]
            root: Still
            always: ["Still.n == 2"]
            """)
        #expect(result.error == nil)
        #expect(result.findings.first?.kind == .always(expression: "Still.n == 2"))
        #expect(result.findings.first?.steps == [])
        #expect(result.complete)
    }

    @Test func anAlwaysOverACountIsFoundPastAStateReachedAgain() throws {
        // The screen is the same after every tap; only the count grows.
        let result = try explore("""
            models:
              Item: { fields: [v] }
            components:
              Maker:
                state: { item: nil }
                body:
                  - text: made
                  - button: make
                    action: "item = Item(v: 1)"
            root: Maker
            always: ["Item.creations < 4"]
            """)
        let finding = try #require(result.findings.first)
        #expect(finding.kind == .always(expression: "Item.creations < 4"))
        #expect(finding.steps == Array(repeating: .tap("make"), count: 4))
    }

    @Test func anAlwaysExpressionThatIsNotABoolIsAnError() throws {
        // A count or a sum is refused before anything runs; a value known only then, when it comes.
        #expect(diagnostics(Self.toggle + "\nalways: [\"Switch.renders + 1\"]\n").map(\.message)
                == ["an always-expression must be true or false; Switch.renders + 1 is not"])
        let result = try explore(Self.toggle + "\nalways: [\"Switch.on ? 1 : 2\"]\n")
        #expect(result.error?.message == "an always-expression must be true or false; Switch.on ? 1 : 2 is Int 2")
        #expect(result.error?.location.line == 9)
    }

    /// Two live views of the component an `always:` names make it unclear which one it means: the
    /// spec's mistake, as `spec run` says of an assertion, not a finding; none live is a finding.
    @Test func anAlwaysThatNamesTwoLiveViewsIsAnErrorWithTheStepsThatReachIt() throws {
        let rows = """
            components:
              Parent:
                state: { showB: false }
                body:
                  - Row: { n: 1 }
                  - if: showB
                    then:
                      - Row: { n: 2 }
                  - button: show
                    action: showB = true
              Row:
                props: [n]
                body:
                  - text: "row {n}"
            root: Parent
            """
        let two = try explore(rows + "\nalways: [\"Row.n < 5\"]\n")
        #expect(two.findings.isEmpty)
        #expect(two.error?.message == "Row.n: 2 views of Row are live; which one is meant is not clear")
        #expect(two.error?.hint?.hasSuffix("; reached after tap \"show\"") == true, "\(two.error?.hint ?? "")")
        // With one Row, the same expression holds; a component that goes is a finding, not an error.
        let one = try explore(rows.replacingOccurrences(of: "      - Row: { n: 1 }\n", with: "") + "\nalways: [\"Row.n < 5\"]\n")
        #expect(one.error == nil)
        #expect(one.findings.map(\.detail) == ["it could not be evaluated: Row.n: no Row is alive, on screen or off it"])
    }

    @Test func anAlwaysExpressionIsCheckedLikeAnAssertion() {
        let problems = diagnostics(Self.toggle + "\nalways: [\"on\", \"Switch.onn\"]\n")
        #expect(problems.map(\.message) == [
            "an assertion reads measures and state through a type, such as Model.creations or Switch.renders; found 'on'",
            "a component has the measures inits, renders, staleRenders, and its props and holders; found 'onn'",
        ])
    }

    @Test func controlsAreExploredWithTheSpecsAlphabet() throws {
        let yaml = """
            components:
              Pane:
                state: { query: "\\"\\"", dark: false, size: 0 }
                body:
                  - text-field: Search
                    text: $query
                  - toggle: Dark
                    is-on: $dark
                  - stepper: Size
                    value: $size
                  - text: "{query} {dark} {size}"
            root: Pane
            alphabet: [x, y]
            always: ["Pane.query != \\"yx\\" || !Pane.dark"]
            """
        let result = try explore(yaml, depth: 3)
        #expect(result.error == nil, "\(result.error?.message ?? "")")
        let finding = try #require(result.findings.first)
        // Breadth first, actions in label order (buttons, then controls in screen order): the
        // first three-step sequence that types y, then x, with the toggle on.
        #expect(finding.steps.count == 3)
        #expect(Set(finding.steps) == [.input(.type("y"), control: "Search"), .input(.type("x"), control: "Search"),
                                       .input(.toggle, control: "Dark")])
        let script = ExploreReport.script(for: finding)
        #expect(script.contains("- type: \"y\"\n    into: \"Search\"\n"))
        #expect(script.contains("- toggle: \"Dark\"\n"))
    }

    /// A finding that is a runtime error shows the line it stopped at, with a caret, as `spec run`
    /// shows an error.
    @Test func aRuntimeErrorFindingShowsItsLine() async throws {
        let explored = try await runCommand(["explore", "specs/rows-by-index.yaml"])
        #expect(explored.status == 1)
        let lines = explored.out.components(separatedBy: "\n")
        let finding = try #require(lines.firstIndex { $0.contains(": a runtime error after 3 steps:") })
        #expect(lines[finding + 1].trimmingCharacters(in: .whitespaces) == "on-disappear: gone = name")
        // Under column 30, where the read of `name` is, past the excerpt's indent of ten.
        #expect(lines[finding].contains("rows-by-index.yaml:80:30:"))
        #expect(lines[finding + 2] == String(repeating: " ", count: 10 + 29) + "^")
        // The lock: a finding over an `always:` shows no excerpt.
        let always = try await runCommand(["explore", "specs/load-once.yaml"])
        let alwaysLines = always.out.components(separatedBy: "\n")
        let fails = try #require(alwaysLines.firstIndex { $0.contains("always Requests.pending") })
        #expect(alwaysLines[fails + 1].trimmingCharacters(in: .whitespaces).hasPrefix("screen:"))
    }

    @Test func theCommandLineRefusesADepthOfZeroAndWritesNoOtherFile() async throws {
        let zero = try await runCommand(["explore", "--depth", "0", "specs/counter.yaml"])
        #expect(zero.status == 2)
        #expect(zero.err.contains("--depth needs a whole number, 1 or more; got '0'"))
        let over = try await runCommand(["explore", "specs/counter.yaml", "--emit", "specs/counter.yaml"])
        #expect(over.status == 2)
        #expect(over.err.contains("cannot write specs/counter.yaml: it is the input spec"))
        let pass = try await runCommand(["explore", "-j", "2", "specs/counter.yaml"])
        #expect(pass.status == 0)
        #expect(pass.out.hasSuffix("1 passed, 0 failed, 0 errors\n"))
    }

    /// `explore --emit F; spec run F` in CI: an exploration that finds nothing left F as an
    /// earlier one wrote it, and `spec run F` failed on findings since fixed (or stopped with
    /// exit 2, with no F). F now always says what this exploration found.
    @Test func emitWritesItsFileWhenNothingIsFoundSoAnOldOneIsNeverRun() async throws {
        let dir = try temporaryDirectory()
        let spec = dir.appendingPathComponent("counter.yaml").path, found = dir.appendingPathComponent("found.yaml").path
        let counter = """
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: count {count}
                  - button: add
                    action: count += 1
            root: Counter
            always: ["Counter.count < 2"]
            script: [{tap: add, expect: [count 1]}]
            """
        try counter.write(toFile: spec, atomically: false, encoding: .utf8)
        let finds = try await runCommand(["explore", spec, "--emit", found])
        #expect(finds.status == 1 && finds.err.contains("spec: wrote \(found); `spec run \(found)` fails"), "\(finds.err)")
        #expect(try await runCommand(["run", found]).status == 1)
        // The bug fixed: nothing found, and the file says so.
        try counter.replacingOccurrences(of: "action: count += 1", with: "action: count = 1")
            .write(toFile: spec, atomically: false, encoding: .utf8)
        let none = try await runCommand(["explore", spec, "--emit", found])
        #expect(none.status == 0)
        #expect(none.err == "spec: no finding: wrote \(found) with no scenario, so `spec run \(found)` passes\n", "\(none.err)")
        let text = try String(contentsOfFile: found, encoding: .utf8)
        #expect(text.hasSuffix("# Written by `spec explore`: it found nothing that breaks a property, so there is no scenario.\nscenarios: []\n"),
                "\(text)")
        #expect(text.contains("always: [\"Counter.count < 2\"]") && !text.contains("script:"))
        let rerun = try await runCommand(["run", found])
        #expect(rerun.status == 0 && rerun.out.hasSuffix("0 passed, 0 failed, 0 errors\n"), "\(rerun.out)\(rerun.err)")
        // A spec that does not load writes nothing, and says so.
        try "root: Nowhere\n".write(toFile: spec, atomically: false, encoding: .utf8)
        let bad = try await runCommand(["explore", spec, "--emit", found])
        #expect(bad.status == 2 && bad.err.hasSuffix("spec: the spec does not load, so \(found) was not written\n"), "\(bad.err)")
    }

    /// A launch screen whose buttons all share a label was said to have "no button or control";
    /// it has them, and a tap cannot tell them apart: the error says that, and names the labels.
    @Test func aLaunchScreenOfSharedLabelsIsNotOneWithoutButtons() throws {
        let shared = try explore("""
            title: dup labels
            components:
              P:
                state: { n: 0 }
                body:
                  - button: go
                    action: n += 1
                  - button: go
                    action: n += 2
                  - text: "n {n}"
            root: P
            script:
              - expect: [n 0]
            """)
        let error = try #require(shared.error)
        #expect(error.message == "nothing to explore: every button and control on the launch screen of dup labels shares its label "
                + "with another (\"go\"), and a tap needs exactly one", "\(error.message)")
        #expect(error.hint?.hasPrefix("give each a label of its own; ") == true)
        #expect(error.location.line == 11 && error.location.column == 7)
        // The lock: a screen with no button at all keeps its own words.
        let none = try explore("""
            components:
              P:
                body: [{text: still}]
            root: P
            script: [{expect: [still]}]
            """)
        #expect(none.error?.message == "nothing to explore: the launch screen of P has no button or control", "\(String(describing: none.error))")
    }

    /// The findings docs/exploring.md quotes are what `spec explore` prints: the search race's
    /// was left at a line its spec had moved from.
    @Test func theFindingsTheGuideQuotesAreWhatExplorePrints() async throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/exploring.md"), encoding: .utf8)
        let finding = try Regex("^specs/[a-z-]+\\.yaml:[0-9]+:[0-9]+: ")
        let quoted = guide.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.firstMatch(of: finding) != nil }
        #expect(quoted.count >= 2, "\(quoted)")
        var printed: [String: String] = [:]
        for line in quoted {
            let file = String(line.prefix { $0 != ":" })
            if printed[file] == nil { printed[file] = try await runCommand(["explore", file]).out }
            #expect(printed[file]?.contains(line) == true, "docs/exploring.md quotes a finding explore no longer prints: \(line)")
        }
    }
}
