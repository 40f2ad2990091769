/// Decoding of `@FocusState` holders and a text field's `focused:` (docs/semantics.md §42).
extension SpecDecoder {
    /// The types a `focus-state` holder may be declared with: SwiftUI's `FocusState` has an
    /// initializer for `Bool` and for an optional of a `Hashable` value, and the expression
    /// language's values of that kind are strings and numbers.
    static let focusTypes = ["Bool", "String?", "Int?"]

    /// `editing: Bool` is `@FocusState private var editing: Bool`, `field: String?` is
    /// `@FocusState private var field: String?`. No initial value: focus starts nowhere.
    mutating func focusHolder(_ name: String, _ node: YAMLNode, at location: Location) -> HolderDecl {
        // A holder that is wrong is still declared, as a Bool, so its uses are not reported too.
        var holder = HolderDecl(name: name, kind: .focusState, initial: Expr(.bool(false), at: node.location, source: "false"),
                                dependencies: [], location: location)
        holder.focusType = "Bool"
        guard let type = text(node, what: "focus-state \(name)") else { return holder }
        if Self.focusTypes.contains(type) {
            holder.focusType = type
            if type != "Bool" { holder.initial = Expr(.null, at: node.location, source: "nil") }
            return holder
        }
        let optional = type.hasSuffix("?")
        if Self.focusTypes.contains(type + "?") {
            // Meant as the optional: declared so, its fields' `equals:` are not reported too.
            holder.focusType = type + "?"
            holder.initial = Expr(.null, at: node.location, source: "nil")
        }
        let hint: String
        switch type {
        case "false", "true", "nil":
            hint = "@FocusState has no initial value, it holds where focus is: write `\(name): Bool` (false until a field bound to it has focus) or `\(name): String?`"
        case "String", "Int":
            hint = "focus is nowhere at first, so the value is optional: write `\(name): \(type)?` and put `focused: $\(name)` with `equals:` on each field"
        default:
            hint = optional
                ? "the expression language has no enums of its own: name the fields with strings, `\(name): String?` and `equals: '\"username\"'`"
                : "write `\(name): Bool` for one field, or `\(name): String?` with `equals:` on each field"
        }
        problems.append(Diagnostic("focus-state \(name) is \(type); a @FocusState holds a Bool or an optional, one of \(Self.focusTypes.joined(separator: ", "))",
                                   at: node.location, hint: hint))
        return holder
    }

    /// `focused: $field` with optional `equals: "\"username\""` on a text field:
    /// `.focused($field, equals: "username")`. Only a text field takes the keyboard focus here.
    mutating func focusBinding(_ kind: ControlDecl.Kind, _ e: inout MappingReader, what: String) -> (Expr, Expr?)? {
        guard kind == .textField else {
            for key in ["focused", "equals"] {
                guard let node = e.keyNode(key) else { continue }
                _ = e.take(key)
                problems.append(Diagnostic("`\(key):` is for a text field: on an iPhone a text field takes the keyboard focus, and \(what) takes none",
                                           at: node.location,
                                           hint: "put `focused:` on the text field whose focus it follows"))
            }
            return nil
        }
        let equalsNode = e.keyNode("equals")
        let equals = e.take("equals").flatMap { expression($0, what: "a focus value") }
        guard let focusedNode = e.take("focused") else {
            if let equalsNode {
                problems.append(Diagnostic("`equals:` is the value of `focused:`, which this text field lacks", at: equalsNode.location,
                                           hint: "write `focused: $field` beside it: `.focused($field, equals: …)`"))
            }
            return nil
        }
        guard let focused = expression(focusedNode, what: "a focus binding") else { return nil }
        return (focused, equals)
    }
}
