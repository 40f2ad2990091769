/// A list literal's element type, as Swift infers it where nothing around the literal gives one
/// (docs/semantics.md §28.1): the one type all its elements join to. `[1, nil]` is an `[Int?]`,
/// `[[], [1]]` an `[[Int]]`, `[[1, 2], [3]]` an `[[Int]]`; `.done` beside elements of an enum is
/// a case of that enum. Elements of two types that do not join give the literal no type: Swift
/// refuses it ("heterogeneous collection literal could only be inferred to '[Any]'"), and so does
/// `spec check` (TypeCheck+ListLiterals.swift), so nothing else is reported about it.
enum ListLiteral {
    /// The type the elements join to; nil while no element's type is known.
    case joined(SwiftType?)
    /// Two elements whose types do not join, in the order written.
    case mixed(first: (item: Expr, type: SwiftType), other: (item: Expr, type: SwiftType))
}

extension TypeRules {
    /// The element type of a literal of `items`: each item's type asked once, joined in order (a
    /// `nil` makes the others optional, an empty list takes the other lists' element type).
    /// `.done` counts only where no element written otherwise gives a type, as its own enum's
    /// case (§92.1); beside them it is a case of their type, which its own check judges.
    func literalElements<Names: NameTypes>(_ items: [Expr], in env: Names) -> ListLiteral {
        var joined: (item: Expr, type: SwiftType)?
        var implicit: [Expr] = []
        for item in items {
            if ImplicitMember.name(of: item) != nil {
                implicit.append(item)
                continue
            }
            guard let t = type(of: item, in: env) else { continue }
            guard let known = joined else { joined = (item, t); continue }
            guard let both = known.type.merged(with: t) else { return .mixed(first: known, other: (item, t)) }
            joined = (known.item, both)
        }
        if let joined {
            // `[Filter.all, .done]`: `.done` is a case of the others' type where it has one.
            for item in implicit where !implicitCase(item, fits: joined.type.unwrapped ?? joined.type) {
                if let t = type(of: item, in: env) { return .mixed(first: joined, other: (item, t)) }
            }
            return .joined(joined.type)
        }
        // `[.all, .done]`: each its one declared enum's case; cases of two enums do not join.
        var first: (item: Expr, type: SwiftType)?
        for item in implicit {
            guard let t = type(of: item, in: env) else { continue }
            guard let known = first else { first = (item, t); continue }
            if known.type != t { return .mixed(first: known, other: (item, t)) }
        }
        return .joined(first?.type)
    }

    /// The first list literal in `e`, itself or one nested in it, inner ones first, whose elements
    /// have no one type, as `mixedElements` says it: a constant such as a field's default.
    func firstMixedList<Names: NameTypes>(in e: Expr, in env: Names) -> Diagnostic? {
        guard case .list(let items) = e.kind else { return nil }
        for x in items { if let d = firstMixedList(in: x, in: env) { return d } }
        return mixedElements(of: e, items, in: env)
    }

    /// Why a list literal's elements have no one type, in Swift's words; nil when they have one,
    /// or no two of them have types certain enough to tell.
    func mixedElements<Names: NameTypes>(of literal: Expr, _ items: [Expr], in env: Names) -> Diagnostic? {
        guard case .mixed(let a, let b) = literalElements(items, in: env) else { return nil }
        // `[Filter.all, .todo]`, `[3, .all]`: Swift looks `.todo` up in the others' type.
        for (known, implicit) in [(a, b), (b, a)] {
            guard let name = ImplicitMember.name(of: implicit.item), ImplicitMember.name(of: known.item) == nil else { continue }
            if case .value(let e) = known.type.unwrapped ?? known.type, e != ScenePhase.typeName, let decl = spec.enumType(named: e),
               known.type == .value(e) {
                return decl.unknown(name, at: implicit.item.location)
            }
            return Diagnostic("type '\(known.type)' has no member '\(name)'", at: implicit.item.location,
                              hint: "Swift looks '.\(name)' up in \(known.type), the type of the list's other elements; it is a case of \(implicit.type): keep \(implicit.type)'s cases in a list of their own")
        }
        let shown = "\(a.item.source.quotable) is \(DeclaredTypes.described(a.type)) and \(b.item.source.quotable) \(DeclaredTypes.described(b.type))"
        // `[[1], ["a"]]`: Swift makes it an `[[Any]]`, a type the language does not have [D].
        if case .list = a.item.kind, case .list = b.item.kind {
            return Diagnostic("the lists in \(literal.source.quotable) hold different types: \(shown); Swift would make their elements Any, which a spec cannot hold",
                              at: literal.location, hint: "a list's lists hold one element type: give them one, or keep them in lists of their own")
        }
        let optional = items.contains { if case .null = $0.kind { true } else if case .optional? = type(of: $0, in: env) { true } else { false } }
        return Diagnostic("heterogeneous collection literal could only be inferred to '\(optional ? "[Any?]" : "[Any]")'; add explicit type annotation if this is intentional",
                          at: literal.location,
                          hint: "a Swift array holds values of one type, and a spec writes no annotation: \(shown); give them one type, or keep them in lists of their own")
    }
}
