/// `.onSubmit { … }` and `.submitScope()` beside a component (docs/semantics.md §94): Return in
/// any text field or secure field of the child's subtree runs the action, in the scope of the
/// body that wrote it, and `.submitScope()` keeps the fields inside from reaching the actions
/// written above it.
public struct SubmitModifier: Sendable {
    /// What Return runs; empty when only `submit-scope:` is written.
    public var action: [Statement] = []
    /// `.submitScope()`: Return in a field of the subtree reaches no action above this view.
    public var blocks = false
}

extension SpecDecoder {
    /// `on-submit:` and `submit-scope:` beside a child; nil when neither is written.
    mutating func submitModifier(_ e: inout MappingReader) -> SubmitModifier? {
        var submit = SubmitModifier()
        var written = false
        if let node = e.take("on-submit") {
            written = true
            let known = problems.count
            submit.action = statements(node)
            // An empty action: said once, here, unless the statements said what is missing.
            if submit.action.isEmpty && problems.count == known {
                problems.append(Diagnostic("an on-submit needs an action: what Return in a field inside the view runs", at: node.location,
                                           hint: "for example on-submit: saved += 1"))
            }
        }
        if let node = e.take("submit-scope"), let blocks = submitScope(node) {
            written = true
            submit.blocks = blocks
        }
        return written ? submit : nil
    }

    /// `submit-scope: true`, `.submitScope()`: a Bool written as such. A condition is not
    /// expressed, since the scope is read where Return is pressed, not at a render.
    mutating func submitScope(_ node: YAMLNode) -> Bool? {
        guard let s = text(node, what: "submit-scope") else { return nil }
        if s == "true" { return true }
        if s == "false" { return false }
        problems.append(Diagnostic("`submit-scope:` is true or false, as `.submitScope(_:)` takes a Bool; '\(s)' is not expressed",
                                   at: node.location,
                                   hint: "write `submit-scope: true` beside the view whose fields should not run the on-submit actions above it"))
        return nil
    }
}
