/// Where a body's view list becomes dynamic (docs/semantics.md §47 rule 1): the `if`, `switch` or
/// `for-each` that makes SwiftUI build it as a dynamic container, and the component whose body
/// writes it.
public struct DynamicPlace: Sendable, Equatable {
    /// `if`, `switch` or `for-each`.
    public var construct: String
    public var component: String

    /// "the `if` in Wrapper's body", for the trace.
    public var phrase: String { "the `\(construct)` in \(component)'s body" }
}

extension Spec {
    /// The first `if`, `switch` or `for-each` in the view list `elements` make, nil when the list
    /// is static. The export writes several elements in a `VStack`, one view whose list is its
    /// own, and one element as it is: a child component whose body is one element adds that
    /// element to this list (its `if` makes this list dynamic), one whose body is several does
    /// not. `content` is what the component's parent passed for its slots, placed at `- slot:`.
    public func dynamicPlace(in elements: [Element], of component: String,
                             content: [String: (elements: [Element], writer: String)] = [:], depth: Int = 0) -> DynamicPlace? {
        // A component whose one element is itself, again and again, is refused at run time; stop here.
        guard depth < 32 else { return nil }
        for element in elements {
            switch element {
            case .conditional: return DynamicPlace(construct: "if", component: component)
            case .switchOver: return DynamicPlace(construct: "switch", component: component)
            case .forEach: return DynamicPlace(construct: "for-each", component: component)
            case .slot(let use):
                guard let given = content[use.name] else { continue }
                if let found = dynamicPlace(in: given.elements, of: given.writer, depth: depth + 1) { return found }
            case .child(let child):
                guard let decl = self.component(named: child.component), decl.body.count == 1 else { continue }
                var passed: [String: (elements: [Element], writer: String)] = [:]
                for c in child.content { passed[c.name] = (c.body, component) }
                if let found = dynamicPlace(in: decl.body, of: decl.name, content: passed, depth: depth + 1) { return found }
            case .text, .button, .link, .navigationStack, .tabView, .control:
                continue
            }
        }
        return nil
    }
}
