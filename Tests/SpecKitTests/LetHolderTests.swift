import Foundation
import Testing
@testable import SpecKit

/// `let: { model: Counter() }`, a plain stored property of the view (docs/semantics.md §82): built
/// at every init, replacing the last; an `@Observable` model held so is tracked where the body
/// reads it, an ObservableObject is observed by nothing; the view cannot assign it.
@Suite struct LetHolderTests {
    static func app(kind: String = "observable", holder: String = "let: { model: Counter() }", extra: String = "") -> String {
        """
        models:
          Counter:
            kind: \(kind)
            fields: { n: 0 }
        components:
          Parent:
            state: { taps: 0 }
            body:
              - text: parent {taps}
              - button: tap
                action: taps += 1
              - Child: { taps: taps }
          Child:
            props: [taps]
            \(holder)
            body:
              - text: count {model.n}
              - button: bump
                action: model.n += 1\(extra)
        root: Parent
        """
    }

    func screen(_ yaml: String, taps: [String]) throws -> (texts: [String], creations: Int, childRenders: Int) {
        let (g, at) = try launched(yaml)
        for t in taps { try g.tap(t, at: at) }
        return (texts(on: g), g.models.count("Counter"), g.renders(of: "Child"))
    }

    @Test func eachInitBuildsANewInstanceAndTheCountIsLost() throws {
        let s = try screen(Self.app(), taps: ["bump", "tap"])
        #expect(s.texts == ["parent 1", "count 0"])
        #expect(s.creations == 2)
        // Launch, the bump (a tracked read of n) and the parent's render with a new instance.
        #expect(s.childRenders == 3)
        // `@State` keeps the first instance: with Xcode 27's macro it is built once.
        let kept = try screen(Self.app(holder: "state: { model: Counter() }"), taps: ["bump", "tap"])
        #expect(kept.texts == ["parent 1", "count 1"] && kept.creations == 1)
    }

    @Test func anObservableObjectInALetIsObservedByNothing() throws {
        // The bump writes a @Published field, but no wrapper subscribed the view: it shows 0.
        let s = try screen(Self.app(kind: "observable-object"), taps: ["bump"])
        #expect(s.texts == ["parent 0", "count 0"])
        #expect(s.childRenders == 1)
        let observed = try screen(Self.app(kind: "observable-object", holder: "observed-object: { model: Counter() }"), taps: ["bump"])
        #expect(observed.texts == ["parent 0", "count 1"])
    }

    @Test func aValueReadingAPropIsBuiltFromEachInitsProp() throws {
        let yaml = Self.app(holder: "let: { model: \"Counter(n: taps * 10)\" }")
        #expect(try screen(yaml, taps: ["tap", "tap"]).texts == ["parent 2", "count 20"])
    }

    @Test func swiftsRefusalsAreRefusedBeforeTheRun() {
        func first(_ action: String, holder: String = "let: { model: Counter(), count: 0, names: '[\"a\"]' }") -> String {
            let yaml = Self.app(holder: holder).replacingOccurrences(of: "action: model.n += 1", with: "action: \(action)")
            return diagnostics(yaml).first?.message ?? "none"
        }
        #expect(first("model = Counter()") == "cannot assign to property: 'model' is a 'let' constant")
        #expect(first("count += 1") == "cannot assign to property: 'count' is a 'let' constant")
        #expect(first("names.append(\"b\")") == "cannot assign to property: 'names' is a 'let' constant")
        // A field of the class it holds is the instance's, not the property's.
        #expect(first("model.n += 1") == "none")
        let bound = Self.app(holder: "let: { model: Counter(), on: false }", extra: "\n      - Switch: { on: $on }\n  Switch:\n    bindings: [on]\n    body: [ { text: s } ]")
        #expect(diagnostics(bound).map(\.message) == ["'$on' needs 'on' to be a state holder or a binding of Child"])
    }

    @Test func theTraceSaysEachInitReplacesTheInstance() throws {
        let result = run(Self.app() + "\nscript:\n  - tap: tap\n    expect: [count 0]\n")
        let s = try #require(result.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasSuffix("let model: built Counter#1 (evaluated at init)") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("let model: new instance Counter#2 replaces Counter#1: a plain property keeps nothing for this identity") })
        #expect(lines.contains { $0.contains("let model is a new instance Counter#2 (was Counter#1)") })
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        // Expecting the let to keep the count, as @State does, fails; and @State losing it.
        try expectLessonHolds("plain-let-model.yaml", wrong: [
            ("expect: [parent 1, count 0]", "expect: [parent 1, count 1]", 0),
            ("assert: [Counter.creations == 1]", "assert: [Counter.creations == 2]", 1)])
    }

    static let exported = InlineSpec("let-holder.yaml", app(holder: "let: { model: Counter(), seeded: \"Counter(n: taps)\", names: '[\"a\"]', limit: 3 }")
        + "\nscript:\n  - tap: bump\n    expect: [count 1]\n")

    @Test func theExportWritesPlainLetsAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let child = try #require(export.files.first { $0.path == "App/Child.swift" }?.contents)
        #expect(child.contains("private let model = Counter()\n"), "\(child)")
        #expect(child.contains("private let seeded: Counter\n"), "\(child)")
        #expect(child.contains("self.seeded = Counter(n: taps)\n"), "\(child)")
        #expect(child.contains("private let names: [String] = [\"a\"]\n"), "\(child)")
        #expect(child.contains("private let limit = 3\n"), "\(child)")
        try await ExportTests().expectTypeChecks(export)
    }
}
