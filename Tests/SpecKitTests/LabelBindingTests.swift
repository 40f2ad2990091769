import Testing
@testable import SpecKit

/// A label showing a binding: `Text("c \($n)")` does not compile, as a `Binding` has no
/// `appendInterpolation` in a `LocalizedStringKey`, as a closure has none (docs/semantics.md §19).
@Suite struct LabelBindingTests {
    static func spec(_ label: String) -> String {
        """
        models:
          S: { kind: observable-object, fields: { count: 0 } }
        components:
          V:
            state: { n: 0 }
            state-object: { s: "S()" }
            body:
              - text: "\(label)"
        root: V
        """
    }

    @Test(arguments: [("c {$n}", "n"), ("c {$s.count}", "s.count")])
    func aBindingInALabelIsRefused(label: String, value: String) {
        let found = diagnostics(Self.spec(label))
        #expect(found.map(\.message) == ["a label shows $\(value), a binding: a Text cannot show a Binding"], "\(found)")
        #expect(found.first?.hint?.contains("show the value itself, `{\(value)}`") == true)
    }

    @Test(arguments: ["c {n}", "c {s.count}", "c {s.count + n}"])
    func valuesInALabelPass(label: String) {
        #expect(diagnostics(Self.spec(label)).isEmpty, "\(diagnostics(Self.spec(label)))")
    }
}
