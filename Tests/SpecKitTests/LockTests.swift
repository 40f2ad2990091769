import Testing
@testable import SpecKit

/// The lock holds both ways for every spec: change any one expectation and its scenario fails.
@Suite struct LockTests {
    /// The expectation with its claim turned false: an expected label's trailing number moved by
    /// one, else its presence flipped; an assertion negated. (An expected error is replaced below.)
    static func wrong(_ e: SpecKit.Expectation) throws -> SpecKit.Expectation {
        var w = e
        if let a = e.assertion {
            w.assertion = Expr(.unary("!", a), at: a.location, source: "!(\(a.source))")
            w.label = w.assertion!.source
        } else if e.present, let (name, value) = ComparisonTable.split(e.label), let n = Int(value) {
            w.label = "\(name) \(n + 1)"
        } else {
            w.present.toggle()
        }
        return w
    }

    @Test(arguments: SpecsTests.specFiles)
    func everyExpectationIsLoadBearing(file: String) throws {
        let path = packageRoot.appendingPathComponent(file).path
        let result = ScenarioRunner.run(file: path, recording: false)
        let spec = try #require(result.spec)
        for scenario in spec.scenarios {
            if let error = scenario.expectedError {
                var changed = scenario
                changed.expectedError = error + " (changed)"
                let passed = ScenarioRunner.run(changed, of: spec, recording: false).passed
                #expect(!passed, "\(file): \(scenario.name) passes with a changed expect-error")
            }
            for (s, step) in scenario.steps.enumerated() {
                for (e, expectation) in step.expectations.enumerated() {
                    var changed = scenario
                    changed.steps[s].expectations[e] = try Self.wrong(expectation)
                    let outcome = ScenarioRunner.run(changed, of: spec, recording: false)
                    let passed = outcome.passed
                    #expect(!passed,
                            "\(file): '\(scenario.name)' still passes with \(expectation.label) changed to \(changed.steps[s].expectations[e].label)")
                    if expectation.assertion == nil {
                        #expect(outcome.failures.first?.expectation.label == changed.steps[s].expectations[e].label)
                    }
                }
            }
        }
    }
}

@Suite struct ComparisonTableTests {
    func table(_ files: [String]) -> ComparisonTable {
        ComparisonTable(files.map { ScenarioRunner.run(file: packageRoot.appendingPathComponent($0).path) })
    }

    @Test func theDemoAndTheRepairsMakeTheArticlesTable() {
        let t = table(["specs/lazy-state-trap.yaml", "specs/repairs.yaml"])
        #expect(t.columns == ["model input", "models created", "likes"])
        #expect(t.rows.count == 10)
        let byName = Dictionary(t.rows.map { ($0.scenario, $0) }, uniquingKeysWith: { a, _ in a })
        let state = byName["@State, built in init"]
        #expect(state?.cells["model input"] == .init(value: "1", passed: true, expected: "1"))
        #expect(state?.cells["models created"]?.value == "3")
        #expect(state?.staleRenders == 1)
        #expect(byName["@State in init + .id(input)"]?.stateLost == 2)
        #expect(byName["the Up way"]?.stateLost == 0)
        let md = t.markdown()
        #expect(md.hasPrefix("| scenario | model input | models created | likes | stale renders | state kept |\n|---|"))
        #expect(md.contains("| @State in init + onChange(of: input) | 2 ✓ | 4 ✓ | 1 ✓ | 1 | yes |"))
        #expect(md.contains("| @LazyState + .id(input) | 2 ✓ | 2 ✓ | 0 ✓ | 0 | no (2 lost) |"))
    }

    @Test func aFailedCellShowsWhatWasExpected() {
        let yaml = """
            components:
              Root:
                state: { n: 1 }
                body:
                  - text: count {n}
            root: Root
            script:
              - expect: [count 2]
            """
        let t = ComparisonTable([run(yaml)])
        #expect(t.rows.first?.cells["count"]?.text == "1 ✗ (expected 2)")
        #expect(t.text().contains("1 ✗ (expected 2)"))
    }

    @Test func theCommandPrintsMarkdownWhenPiped() throws {
        let (status, out, _) = try runCLI(["table", "specs/lazy-state-trap.yaml"])
        #expect(status == 0)
        #expect(out.contains("| @LazyState | 1 ✓ | 1 ✓ | 1 | yes |"))
    }
}
