import Foundation
import Testing
@testable import SpecKit

/// `Spec.forEachAppExpression` reaches every expression the app evaluates: checked against every
/// expression stored in each lesson's declarations, found by reflection, so that a construct added
/// to the spec's model without its place in the walk fails here.
@Suite struct AppExpressionsTests {
    /// Where each expression stored under `value` is, found by reflection; not under the parts
    /// that check the app (`always:`, the scripts), or a scenario's own parts but its requests and
    /// stored defaults, which the app reads.
    static func storedExpressions(in value: Any, into found: inout Set<Location>) {
        if let e = value as? Expr { found.insert(e.location) }
        if let scenario = value as? Scenario {
            storedExpressions(in: scenario.requests, into: &found)
            storedExpressions(in: scenario.userDefaults, into: &found)
            return
        }
        if value is Step { return }
        let mirror = Mirror(reflecting: value)
        for child in mirror.children where !(value is Spec && ["always", "script"].contains(child.label ?? "")) {
            storedExpressions(in: child.value, into: &found)
        }
    }

    static func walked(_ spec: Spec) -> Set<Location> {
        var found: Set<Location> = []
        spec.forEachAppExpression { found.insert($0.location) }
        return found
    }

    @Test(arguments: SpecsTests.specFiles)
    func everyStoredExpressionOfTheAppIsWalked(file: String) throws {
        let spec = try SpecDecoder.decode(try SpecFile.read(packageRoot.appendingPathComponent(file).path), file: file)
        var stored: Set<Location> = []
        Self.storedExpressions(in: spec, into: &stored)
        let missed = stored.subtracting(Self.walked(spec)).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        #expect(missed.isEmpty, "\(file): not walked at \(missed.prefix(5).map { "\($0.line):\($0.column)" })")
    }

    /// The lock: an expression the walk leaves out is missed, and said so.
    @Test func anExpressionLeftOutIsMissed() throws {
        let yaml = """
            components:
              Counter:
                state: { count: 0 }
                body:
                  - button: add
                    action: count += 1
                  - text: "count {count}"
            root: Counter
            always: ["Counter.count < 9"]
            script:
              - tap: add
                assert: ["Counter.count == 1"]
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        var stored: Set<Location> = []
        Self.storedExpressions(in: spec, into: &stored)
        let walked = Self.walked(spec)
        #expect(stored.isSubset(of: walked))
        // The always and the script's assertion are not the app's.
        #expect(!walked.contains { $0.line == 9 || $0.line == 12 })
        var partial = spec
        partial.components[0].body.removeLast()
        #expect(!stored.isSubset(of: Self.walked(partial)))
    }
}
