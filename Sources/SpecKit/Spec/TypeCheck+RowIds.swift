/// A `for-each:`'s `id:` is ForEach's `id:` key path, whose value SwiftUI hashes to tell rows
/// apart: `struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`.
/// A class model is compared by identity here and is not `Hashable`, so `id: \.self` over a list
/// of model instances does not compile; the run would key the rows by instance and go on, which
/// is why `spec check` refuses it, in Swift's words (docs/semantics.md §7). A struct that holds a
/// class instance is not `Hashable` either (StructConformance). Two elements of a literal list
/// with one id are refused too, as the run would stop at them at launch.
extension TypeCheck {
    /// Refuses an id whose type is certain and not Hashable: a class, a struct that holds one, or
    /// a list or optional of them. A loop without `id:` is refused with the id its element's type
    /// calls for.
    func checkRowIds(of loop: ForEachDecl, in env: DeclaredTypes.Names) {
        if loop.idMissing {
            let element = rules.loopScope(loop, in: env)[loop.variable]
            return report(ForEachDecl.missingID(variable: loop.variable, list: loop.items, elementType: element,
                                                fields: element?.declaringModel.flatMap { rules.spec.model(named: $0) }.map { $0.fields.map(\.name) },
                                                at: loop.location))
        }
        guard let t = rules.type(of: loop.id, in: rules.loopScope(loop, in: env)),
              SwiftRequirements.nonConforming(t, hashable: true, structs: structs) != nil else { return }
        // A type no model declares (`UUID()` in a field's default) has its own error already.
        if case .model(let name) = t, rules.spec.model(named: name) == nil { return }
        report(Diagnostic("generic struct 'ForEach' requires that '\(t)' conform to 'Hashable'", at: loop.id.location,
                          hint: Self.rowIdHint(for: t, variable: loop.variable)))
    }

    /// Where an id that tells rows apart comes from: a field of the element, such as an `id` one.
    static func rowIdHint(for type: SwiftType, variable: String) -> String {
        if case .value(let name) = type {
            return "\(name) holds a value that is not Hashable (a class instance), so Swift synthesizes no hash(into:) for it: "
                + "identify each row by a field of it, e.g. `id: \(variable).id`"
        }
        guard case .model(let name) = type else {
            return "identify rows by a value SwiftUI can hash: an Int, a String, a Bool or a struct model's value"
        }
        return "\(name) is a class, compared by identity, not Hashable: identify each row by a field of it, "
            + "e.g. give \(name) a field `id` and write `id: \\.id` (`id: \(variable).id`), as an Identifiable model is identified"
    }

    /// `for-each: [1, 1, 2]` with `id: item`, or a literal list of struct values whose `id: item.id`
    /// fields repeat: the duplicate is certain before the run, which would stop at it.
    func checkConstantDuplicates(of loop: ForEachDecl) {
        guard case .list(let elements) = loop.items.kind else { return }
        var seen: Set<Value> = []
        for element in elements {
            guard let id = ForEachDecl.constantID(of: element, id: loop.id, variable: loop.variable) else { continue }
            guard seen.insert(id).inserted else {
                return report(Diagnostic("for-each: the id \(id.literal.quotable) occurs more than once", at: element.location,
                                         hint: ForEachDecl.duplicateIDHint(id)))
            }
        }
    }
}

extension ForEachDecl {
    /// A for-each without `id:`, with the id to write in the loop's own name: the element
    /// itself for a range or a list of values, its `id` field for a model or struct that has one.
    /// `fields` are the element's model's fields, when its type is one.
    static func missingID(variable v: String, list: Expr?, elementType: SwiftType?, fields: [String]? = nil,
                          at location: Location) -> Diagnostic {
        let message = "a `for-each:` needs `id:`, what identifies each element"
        let itself = "`id: \(v)` (ForEach's `id: \\.self`)"
        if let list, Ranges.isRange(list) {
            return Diagnostic(message, at: location, hint: "\(itself): a range's elements are positions, each its own id")
        }
        switch elementType {
        case .int?, .string?, .bool?:
            return Diagnostic(message, at: location, hint: "\(itself): each \(elementType!) is its own id")
        case .model(let name)?, .value(let name)?:
            if fields?.contains("id") == true {
                return Diagnostic(message, at: location, hint: "`id: \(v).id` (ForEach's `id: \\.id`): each \(name) is identified by its `id` field")
            }
            if case .model = elementType {
                return Diagnostic(message, at: location,
                                  hint: "\(name) is a class, not Hashable: give it a field `id` and write `id: \(v).id` (ForEach's `id: \\.id`)")
            }
            return Diagnostic(message, at: location, hint: "\(itself) for the whole \(name) value, or `id: \(v).field` by a field that tells them apart")
        default:
            return Diagnostic(message, at: location, hint: "\(itself) for a list of values, or `id: \(v).id` (`id: \\.id`) when each element has an `id` field")
        }
    }

    /// The id of a literal list's element when it is a constant: the element itself (`id: item`)
    /// when it is a number, a string or a flag, or a field given one (`id: item.id` of
    /// `Todo(id: 1, …)`). Nil for anything the run would have to evaluate.
    static func constantID(of element: Expr, id: Expr, variable: String) -> Value? {
        func constant(_ e: Expr) -> Value? {
            switch e.kind {
            case .int(let n): .int(n)
            case .string(let s): .string(s)
            case .bool(let b): .bool(b)
            default: nil
            }
        }
        switch id.kind {
        case .name(variable):
            return constant(element)
        case .member(let base, let field):
            guard case .name(variable) = base.kind, case .construct(_, let arguments) = element.kind,
                  let given = arguments.first(where: { $0.label == field }) else { return nil }
            return constant(given.value)
        default:
            return nil
        }
    }

    /// What SwiftUI does with two rows of one id, which the spec does not follow: it logs a
    /// warning and goes on, and which row keeps which state is undefined.
    static func duplicateIDHint(_ id: Value) -> String {
        // Swift prints the id as `\(id)` does: a string without quotes.
        let shown = if case .string(let s) = id { s.quotable } else { id.literal.quotable }
        return "SwiftUI only logs a warning (\"the ID \(shown) occurs multiple times within the collection, this will give undefined results!\") and the rows' state is undefined; a spec stops here: give each element an id of its own"
    }
}
