/// One value the spec gives a model's field where its type is certain without a view's scope: a
/// construction's argument, `Store(todos: [Todo(title: "a")])`, or what one of the model's own
/// methods assigns the field or appends to it (DeclaredTypes+Fields.swift).
struct FieldValue {
    enum Kind {
        /// `Store(n: 1)`: an argument of the memberwise initializer.
        case argument
        /// `n = 1` in a method of the model.
        case assignment
        /// `todos.append(x)` or `todos.insert(x, at: i)` in a method: `type` is the list `[T]`.
        case element
    }

    let model: String
    let field: String
    let type: SwiftType
    /// The value as written: for `.element`, the element appended.
    let value: Expr
    let kind: Kind
}

/// A Swift property has one type: the one its declaration writes, which the export infers from
/// its default and the values the spec gives it. A value of another type does not compile, and
/// the run, which stores what it is given, would go on with it; so `spec check` refuses the first
/// value in the file that does not fit the default and the values before it, in the words Swift
/// uses for the same mistake (docs/semantics.md §74.3).
extension SpecValidator {
    mutating func checkFieldValues() {
        guard !spec.models.isEmpty else { return }
        let plain = types.plainRules
        let given = types.fieldValues().sorted { ($0.value.location.line, $0.value.location.column) < ($1.value.location.line, $1.value.location.column) }
        // Each field's type so far, and what told it.
        var known: [String: (type: SwiftType, origin: String)] = [:]
        for model in spec.models {
            for f in model.fields {
                guard let d = f.defaultValue, let t = plain.fields[model.name]?[f.name] else { continue }
                known[model.name + "." + f.name] = (t, "its default \(d.source.quotable)")
            }
        }
        var reported: Set<String> = []
        for value in given {
            let key = value.model + "." + value.field
            // A method's write to a field whose default tells its type is the method's checks' to
            // refuse (TypeCheck+Methods.swift): they know the type, as they do not once two values
            // leave an open one untyped.
            if value.kind != .argument, let declared = plain.fields[value.model]?[value.field], !DeclaredTypes.isOpen(declared) { continue }
            guard let (type, origin) = known[key] else {
                known[key] = (value.type, Self.origin(of: value))
                continue
            }
            if let merged = type.merged(with: value.type) {
                if merged != type { known[key] = (merged, DeclaredTypes.isOpen(type) ? Self.origin(of: value) : origin) }
                continue
            }
            // One error a field: the values after the first mismatch are measured against a type
            // the author may be about to change.
            guard reported.insert(key).inserted else { continue }
            report(Self.mismatch(value, expected: type, origin: origin, rules: plain))
        }
    }

    /// "`Store(todos: [Todo(title: "a")])` at line 9": where a field's type came from.
    private static func origin(of value: FieldValue) -> String {
        let source = value.value.source
        let written = switch value.kind {
        case .argument: "\(value.model)(\(value.field): \(source))"
        case .assignment: "\(value.field) = \(source)"
        case .element: "\(value.field).append(\(source))"
        }
        return "`\(written)` at line \(value.value.location.line)"
    }

    /// Swift's error for a value of another type than the field's: at the element of a list
    /// literal that does not fit, else at the value; an optional field takes its wrapped type.
    private static func mismatch(_ value: FieldValue, expected: SwiftType, origin: String, rules: TypeRules) -> Diagnostic {
        let hint = "\(value.model).\(value.field) is \(expected), as \(origin) says; a Swift property has one type: give it values of that type, or change them all"
        let wanted = expected.unwrapped ?? expected
        if value.kind == .element, case .list(let element?) = wanted {
            let got: SwiftType = if case .list(let e?) = value.type { e } else { value.type }
            return Diagnostic("cannot convert value of type '\(got)' to expected argument type '\(element)'", at: value.value.location, hint: hint)
        }
        let none = [String: SwiftType]()
        if case .list(let element?) = wanted, case .list(let items) = value.value.kind,
           let odd = items.first(where: { rules.type(of: $0, in: none).map { element.merged(with: $0) == nil } ?? false }),
           let got = rules.type(of: odd, in: none) {
            return Diagnostic("cannot convert value of type '\(got)' to expected element type '\(element)'", at: odd.location, hint: hint)
        }
        let got = value.type
        switch value.kind {
        case .assignment:
            return Diagnostic("cannot assign value of type '\(got)' to type '\(wanted)'", at: value.value.location, hint: hint)
        case .argument, .element:
            return Diagnostic("cannot convert value of type '\(got)' to expected argument type '\(wanted)'", at: value.value.location, hint: hint)
        }
    }
}
