import Testing
@testable import SpecKit

/// The hints of two environment mistakes lead to specs that run (docs/semantics.md §17, §89): a
/// binding to an `@Environment` value, and a struct where the environment wants an object.
@Suite struct EnvironmentHintTests {
    static let binding = """
        environment-values:
          accent: '"gray"'
        components:
          Root:
            body:
              - Leaf:
          Leaf:
            environment: { accent: accent }
            body:
              - text-field: Accent
                text: $accent
        root: Root
        """

    /// What the hint says: the value in state in the view that sets it, passed down as a binding.
    static let bindingFollowed = """
        environment-values:
          accent: '"gray"'
        components:
          Root:
            state: { accent: '"gray"' }
            body:
              - Leaf: { accent: $accent }
              - Shown:
                environment: { accent: accent }
          Leaf:
            bindings: [accent]
            body:
              - text-field: Accent
                text: $accent
          Shown:
            environment: { a: accent }
            body:
              - text: "shown {a}"
        root: Root
        script:
          - type: "!"
            into: Accent
            expect: ["shown gray!"]
        """

    @Test func aBindingToAnEnvironmentValueIsRefusedWithAHintThatWorks() {
        let found = diagnostics(Self.binding)
        #expect(found.map(\.message) == ["'$accent' is no binding: accent is an @Environment value, which a view reads and cannot write; Swift: cannot find '$accent' in scope"])
        #expect(found.first?.hint?.contains("pass its `$accent` to a binding prop of this view (`bindings: [accent]`)") == true, "\(found)")
        let s = scenario(Self.bindingFollowed)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(Self.bindingFollowed.replacingOccurrences(of: "shown gray!", with: "shown gray")).passed)
    }

    static let point = """
        models:
          Point:
            kind: struct
            fields: { x: 0 }
        components:
          Root:
            state: { p: "Point()" }
            body:
              - Reader:
                environment-object: p
          Reader:
            environment-object: { p: Point }
            body:
              - text: "x {p.x}"
        root: Root
        """

    /// The hint's second way: the struct in an entry of a `nil` default.
    static let pointInAnEntry = """
        models:
          Point:
            kind: struct
            fields: { x: 0 }
        environment-values:
          point: nil
        components:
          Root:
            state: { p: "Point()" }
            body:
              - button: move
                action: p.x += 1
              - Reader:
                environment: { point: p }
          Reader:
            environment: { p: point }
            body:
              - text: "x {p?.x ?? -1}"
        root: Root
        script:
          - tap: move
            expect: [x 1]
        """

    @Test func aStructForAnEnvironmentObjectIsRefusedWithHintsThatWork() {
        let found = diagnostics(Self.point)
        #expect(found.map(\.message) == ["`environment-object:` places an ObservableObject (.environmentObject(_:)); p is a Point",
                                         "Point is a struct, a value; the environment holds objects by type"])
        #expect(found.allSatisfy { $0.hint?.hasPrefix("make Point `kind: observable-object`, a class the @EnvironmentObject wrapper reads; or keep it a struct in an entry") == true }, "\(found)")
        // The first way: the class kind the wrapper takes.
        #expect(diagnostics(Self.point.replacingOccurrences(of: "kind: struct", with: "kind: observable-object")).isEmpty)
        let s = scenario(Self.pointInAnEntry)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(Self.pointInAnEntry.replacingOccurrences(of: "expect: [x 1]", with: "expect: [x 0]")).passed)
    }
}
