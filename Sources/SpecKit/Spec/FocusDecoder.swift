/// Decoding of `@FocusState` holders and a text field's `focused:` (docs/semantics.md §42).
extension SpecDecoder {
    /// The types a `focus-state` holder may be declared with: SwiftUI's `FocusState` has an
    /// initializer for `Bool` and for an optional of a `Hashable` value, and the expression
    /// language's values of that kind are strings and numbers.
    static let focusTypes = ["Bool", "String?", "Int?"]

    /// `editing: Bool` is `@FocusState private var editing: Bool`, `field: String?` is
    /// `@FocusState private var field: String?`. No initial value: focus starts nowhere.
    mutating func focusHolder(_ name: String, _ node: YAMLNode, at location: Location) -> HolderDecl {
        var holder = HolderDecl(name: name, kind: .focusState, initial: Expr(.bool(false), at: node.location, source: "false"),
                                dependencies: [], location: location)
        let type = focusType(name, node, what: "focus-state")
        holder.focusType = type
        if type != "Bool" { holder.initial = Expr(.null, at: node.location, source: "nil") }
        return holder
    }

    /// `focus-binding: { field: String? }` is `@FocusState.Binding var field: String?`: the
    /// parent's focus holder, passed down as `$field` (docs/semantics.md §50).
    mutating func focusBindings(_ value: YAMLNode) -> [PropDecl] {
        guard let reader = MappingReader(value, what: "focus-binding", problems: &problems) else { return [] }
        return reader.pairs.compactMap { pair in
            guard let name = text(pair.key, what: "a focus binding's name") else { return nil }
            var prop = PropDecl(name: name, isBinding: true, location: pair.key.location)
            // A type that is wrong is kept as written: the checks then take the binding's type as
            // unknown, so that its uses and the parents that pass it are not reported too.
            let type = focusType(name, pair.value, what: "focus-binding")
            prop.focusType = type == "Bool" ? (pair.value.scalar.map { Self.focusTypes.contains($0) } == true ? "Bool" : "unknown") : type
            return prop
        }
    }

    /// The type a focus holder or focus binding is declared with, one of `focusTypes`. A type
    /// that is wrong is reported and read as the type it was likely meant as (the optional, or
    /// Bool), so that its uses are not reported too.
    private mutating func focusType(_ name: String, _ node: YAMLNode, what: String) -> String {
        guard let type = text(node, what: "\(what) \(name)") else { return "Bool" }
        if Self.focusTypes.contains(type) { return type }
        let optional = type.hasSuffix("?")
        let meant = Self.focusTypes.contains(type + "?") ? type + "?" : "Bool"
        let wrapper = what == "focus-state" ? "@FocusState" : "@FocusState.Binding"
        let hint: String
        switch type {
        case "false", "true", "nil":
            hint = "\(wrapper) has no initial value, it holds where focus is: write `\(name): Bool` (false until a field bound to it has focus) or `\(name): String?`"
        case "String", "Int":
            hint = "focus is nowhere at first, so the value is optional: write `\(name): \(type)?` and put `focused: $\(name)` with `equals:` on each field"
        case _ where what == "focus-binding" && !optional:
            hint = "a @FocusState.Binding has no value of its own, it is the parent's focus holder passed as $\(name): write its type, `\(name): String?` or `\(name): Bool`, as the parent declares it"
        default:
            hint = optional
                ? "the expression language has no enums of its own: name the fields with strings, `\(name): String?` and `equals: '\"username\"'`"
                : "write `\(name): Bool` for one field, or `\(name): String?` with `equals:` on each field"
        }
        problems.append(Diagnostic("\(what) \(name) is \(type); a \(wrapper) holds a Bool or an optional, one of \(Self.focusTypes.joined(separator: ", "))",
                                   at: node.location, hint: hint))
        return meant
    }

    /// `focused: $field` with optional `equals: "\"username\""` on a text field:
    /// `.focused($field, equals: "username")`. Only a text input (a text field, a secure field, a
    /// text editor) takes the keyboard focus here.
    mutating func focusBinding(_ kind: ControlDecl.Kind, _ e: inout MappingReader, what: String) -> (Expr, Expr?)? {
        guard kind.isText else {
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
                problems.append(Diagnostic("`equals:` is the value of `focused:`, which this \(kind.words) lacks", at: equalsNode.location,
                                           hint: "write `focused: $field` beside it: `.focused($field, equals: …)`"))
            }
            return nil
        }
        guard let focused = expression(focusedNode, what: "a focus binding") else { return nil }
        return (focused, equals)
    }
}
