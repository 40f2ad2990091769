/// Decoding of `animation:` beside a child: `.animation(_:value:)` (docs/semantics.md §57).
extension SpecDecoder {
    static let animationKeys = ["value", "with"]
    static let animationForm = "for example `animation: { value: count }`, or `animation: { value: count, with: .spring }`"

    /// `animation: { value: e, with: .spring }`: `with:` is `.default` when left out.
    mutating func animationModifier(_ node: YAMLNode) -> AnimationModifier? {
        if node.scalar != nil {
            problems.append(Diagnostic("`animation:` is a mapping with `value:`, the value whose change it animates", at: node.location,
                                       hint: Self.animationForm + "; `.animation(_:)` without a value is deprecated and not expressed"))
            return nil
        }
        let what = "an animation"
        guard var e = MappingReader(node, what: what, problems: &problems) else { return nil }
        let valueNode = e.take("value", orMisspeltIn: what, allowed: Self.animationKeys, problems: &problems)
        if valueNode == nil {
            problems.append(Diagnostic("`animation:` needs `value:`, the value whose change it animates", at: node.location,
                                       hint: Self.animationForm))
        }
        let value = valueNode.flatMap { expression($0, what: "a value") }
        let animation = e.take("with").flatMap { parse($0, what: "an animation") { source, location, _, _ in
            try Parser.animation(source, at: location)
        } }
        e.finish(what: what, allowed: Self.animationKeys, problems: &problems)
        guard let value else { return nil }
        return AnimationModifier(value: value, animation: animation ?? ".default", location: node.location)
    }
}
