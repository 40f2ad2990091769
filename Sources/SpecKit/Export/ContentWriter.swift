/// Views passed as content (docs/semantics.md §48) in SwiftUI: a container stores each slot's
/// value, `let content: Content`, taken by a `@ViewBuilder` init; its parent writes the views in
/// the closure, `Card { Row(input: n) }`.
enum ContentWriter {
    /// The generic parameter of a slot: `Content` for `content`, `Header` for `header`, or with
    /// `View` after it when the spec declares a type of that name, which it would shadow.
    static func genericName(of slot: String, in spec: Spec) -> String {
        let name = slot.prefix(1).uppercased() + slot.dropFirst()
        return spec.component(named: name) != nil || spec.model(named: name) != nil ? name + "View" : name
    }

    /// `Content: View` for each slot.
    static func genericParameters(of component: ComponentDecl, in spec: Spec) -> [String] {
        component.slots.map { "\(genericName(of: $0.name, in: spec)): View" }
    }

    /// `let content: Content` for each slot, or `let content: () -> Content` for a closure slot.
    static func declarations(of component: ComponentDecl, in spec: Spec) -> [String] {
        component.slots.map { slot in
            let type = genericName(of: slot.name, in: spec)
            return "let \(SwiftNames.identifier(slot.name)): \(slot.isClosure ? "() -> \(type)" : type)"
        }
    }

    /// `@ViewBuilder content: () -> Content` for each slot, after the props; `@escaping` for a
    /// closure slot, which keeps it.
    static func parameters(of component: ComponentDecl, in spec: Spec) -> [String] {
        component.slots.map { slot in
            "@ViewBuilder \(SwiftNames.identifier(slot.name)): \(slot.isClosure ? "@escaping " : "")() -> \(genericName(of: slot.name, in: spec))"
        }
    }

    /// `self.content = content()`: the closure runs in the init, that is in the parent's body; a
    /// closure slot keeps the closure, `self.content = content`, and its body calls it.
    static func assignments(of component: ComponentDecl) -> [String] {
        component.slots.map { "self.\(SwiftNames.identifier($0.name)) = \($0.name)\($0.isClosure ? "" : "()")" }
    }
}

extension BodyWriter {
    /// `Card(title: t) { … }`, with `} header: { … }` for each further slot, in the container's order.
    func writeCall(_ call: String, content: [ContentDecl], of child: ChildDecl, into src: inout SwiftSource) {
        let order = plan.targets(of: child).first.flatMap { plan.spec.component(named: $0) }?.slots.map(\.name) ?? []
        let sorted = content.sorted { (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0) }
        let opener = call.hasSuffix("()") ? String(call.dropLast(2)) : call
        for (i, slot) in sorted.enumerated() {
            let closer = i + 1 < sorted.count ? "} \(SwiftNames.identifier(sorted[i + 1].name)): {" : "}"
            if i == 0 {
                src.block("\(opener) {", closer: closer) { writeContent(slot.body, into: &$0) }
            } else {
                src.indented { writeContent(slot.body, into: &$0) }
                src.line(closer)
            }
        }
    }
}
