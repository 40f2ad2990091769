/// The enum Swift gives `.done` from a declaration the spec writes (docs/semantics.md §92.1):
/// an element of a list whose default or declared type names it (`list.append(.done)`,
/// `insert(.done, at: 0)`, `contains(.done)` take an `Element`), and a `return` in a method whose
/// signature writes it (`"pick() -> Filter"`). The check and the run ask these same questions,
/// so that a case the check types is the case the run gives.
extension Spec {
    /// The enum a method returns, as its signature writes it (`-> Filter`); nil for another
    /// type, an optional's included, and for a method that writes none.
    func enumType(returnedBy method: MethodDecl) -> String? {
        method.returnType.flatMap { enumType(of: $0) }
    }

    /// The enum a written type names, `Filter`.
    private func enumType(of written: String) -> String? {
        guard case .value(let name)? = SwiftType.written(written, models: models.map(\.name), enums: enums.map(\.name)),
              enumType(named: name) != nil else { return nil }
        return name
    }

    /// The enum a list literal's elements are: the first written with its type, `[Filter.all]`,
    /// or a case one declared enum alone has; nil for `[]` and any other value.
    func enumType(ofElementsIn list: Expr) -> String? {
        guard case .list(let items) = list.kind else { return nil }
        for item in items {
            if let name = ImplicitMember.name(of: item) {
                let owners = enumsWithCase(name)
                if owners.count == 1 { return owners[0].name }
            } else if case .member(let base, _) = item.kind, case .name(let type) = base.kind, enumType(named: type) != nil {
                return type
            }
        }
        return nil
    }

    /// The enum the elements of a model's list field are, as its default names it.
    func enumType(ofElementsOfField field: String, in model: String) -> String? {
        self.model(named: model)?.fields.first { $0.name == field }?.defaultValue.flatMap(enumType(ofElementsIn:))
    }
}

extension ImplicitMember {
    /// The list methods whose first argument is an `Element`: `append(_:)`, `insert(_:at:)`,
    /// `contains(_:)`.
    static func takesElement(_ method: String, firstLabel: String??) -> Bool {
        firstLabel == .some(nil) && (method == "append" || method == "contains" || method == "insert")
    }

    /// A list method's arguments where the first is an element (`list.append(.done)`): `.done`
    /// is a case of the list's element type, as Swift types the parameter by `Element`. That type
    /// is the one of an element the list holds, since a list holds values of one type; in an
    /// empty list, the one its declaration gives (`Scope.enumType(ofElementsIn:)`). An empty
    /// list whose declaration gives none contains no case of any enum: `contains(.done)` is
    /// false whichever enum's `done` it is asked for.
    static func listArguments(_ args: [(label: String?, value: Expr)], of method: String, on list: Value, at place: Expr,
                              in scope: Scope) throws -> [(label: String?, value: Value)] {
        var values: [(label: String?, value: Value)] = []
        values.reserveCapacity(args.count)
        for (i, arg) in args.enumerated() {
            if i == 0, takesElement(method, firstLabel: arg.label), !scope.enums.isEmpty, needsType(arg.value, in: scope.enums) {
                var type = elementType(of: list, at: place, in: scope)
                if type == nil, method == "contains", case .list(let items) = list, items.isEmpty, let name = name(of: arg.value) {
                    type = scope.enums.first { $0.has(name) }?.name
                }
                values.append((arg.label, try evaluate(arg.value, as: type, in: scope)))
            } else {
                values.append((arg.label, try Evaluator.evaluate(arg.value, in: scope)))
            }
        }
        return values
    }

    /// `marks = [.done]`: the list literal's elements, each `.done` a case of the element type of
    /// the list `place` holds now, as `listArguments` types an appended one.
    static func elements(_ items: [Expr], replacing place: Expr, in scope: Scope) throws -> [Value] {
        let type = elementType(of: (try? Evaluator.evaluate(place, in: scope)) ?? .list([]), at: place, in: scope)
        return try items.map { try evaluate($0, as: type, in: scope) }
    }

    /// `marks == [.done]`: the literal's elements as cases of the element type of `other`, the
    /// list it is compared with. An empty list equals no list that holds a case, whichever
    /// enum's: its elements' type is then not needed, and the first enum with every case is taken.
    static func compared(_ items: [Expr], with other: Value, at place: Expr, in scope: Scope) throws -> [Value] {
        var type = elementType(of: other, at: place, in: scope)
        if type == nil, case .list(let held) = other, held.isEmpty {
            let names = items.compactMap { name(of: $0) }
            type = scope.enums.first { decl in names.allSatisfy(decl.has) }?.name
        }
        return try items.map { try evaluate($0, as: type, in: scope) }
    }

    /// The enum the elements of `list`, read from `place`, are: an element's, or in an empty
    /// list the one its declaration gives.
    static func elementType(of list: Value, at place: Expr, in scope: Scope) -> String? {
        if case .list(let items) = list, let t = items.lazy.compactMap(type(of:)).first { return t }
        return scope.enumType(ofElementsIn: place)
    }
}
