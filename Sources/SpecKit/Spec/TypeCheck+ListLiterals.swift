/// A list literal in a view's or a model's code (docs/semantics.md §28.1): Swift types it by
/// where it goes when that place has a type (a list it is assigned or added to, or compared
/// with, whose element type TypeCheck+ListElements.swift judges it by), and otherwise by its
/// elements, which must then join to one type: `[Filter.all, 3]` is refused, as Swift refuses it
/// without an `[Any]` annotation the spec cannot write. A NavigationPath takes values of several
/// types, and so does a literal stored in one or compared with one.
extension TypeCheck {
    /// A list literal where nothing around it gives it a type: its elements' own checks, then
    /// their one type. `takesSeveral`, asked only when they have none, since it may read the whole
    /// spec, says whether the place takes values of several types (a NavigationPath).
    func checkListLiteral(_ e: Expr, _ items: [Expr], in env: DeclaredTypes.Names, takesSeveral: () -> Bool = { false }) {
        let before = found.list.count
        for x in items { checkFields(x, in: env) }
        guard found.list.count == before, let problem = rules.mixedElements(of: e, items, in: env), !takesSeveral() else { return }
        report(problem)
    }

    /// The elements of a literal whose type comes from where it goes, and of the literals nested
    /// in it or joined to it with `+`, each checked as anywhere: their types are judged against
    /// that place's.
    func checkElements(of value: Expr, in env: DeclaredTypes.Names) {
        switch value.kind {
        case .list(let items):
            for x in items { checkElements(of: x, in: env) }
        // `marks + [Filter.done, 3]`: the literals a `+` joins are typed by the place too.
        case .binary("+", let a, let b) where Self.joinsLiteral(value):
            let before = found.list.count
            checkElements(of: a, in: env)
            checkElements(of: b, in: env)
            if found.list.count == before { checkOperator(value, in: env) }
        default:
            checkFields(value, in: env)
        }
    }

    /// Whether `e` is a list literal, or a `+` that joins one.
    static func joinsLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .list: true
        case .binary("+", let a, let b): joinsLiteral(a) || joinsLiteral(b)
        default: false
        }
    }

    /// A holder's initial value; a list literal that starts a NavigationPath (`path: '[3,
    /// "ios"]'`) may hold values of several types.
    func checkInitial(of holder: HolderDecl, in env: DeclaredTypes.Names) {
        guard case .list(let items) = holder.initial.kind else { return checkFields(holder.initial, in: env) }
        checkListLiteral(holder.initial, items, in: env) { types.holdsNavigationPath(holder.name, in: component, model: nil) }
    }

    /// The value of `target = value` or `target += value` (`.done` typed by the target, §92.1; a
    /// list literal by the target's element type, or by its own elements where the target's
    /// type leaves the element type open). True when the value was judged here, and is not to
    /// be compared with the target again.
    func checkStoredValue(_ value: Expr, _ op: Statement.Op, to target: Expr, in env: DeclaredTypes.Names) -> Bool {
        if op == .assign, let contextual = checkAssignedContextual(value, to: target, in: env) { return contextual }
        guard op == .assign || op == .add, Self.joinsLiteral(value) else {
            checkFields(value, in: env)
            return false
        }
        // A list whose declaration types its elements judges them (TypeCheck+ListElements.swift);
        // one whose type only the export learns (a binding, a field of no default) is left to it.
        if declaredElement(of: target, in: env) != nil || rules.type(of: target, in: env) == nil {
            checkElements(of: value, in: env)
        } else if case .list(let items) = value.kind {
            checkListLiteral(value, items, in: env) { holdsNavigationPath(target) }
        } else {
            checkFields(value, in: env)
        }
        return false
    }

    /// A list literal compared with `other` (`==`, `!=`): Swift types it by the other side, so its
    /// elements are of that list's element type where the check is certain of it ("cannot convert
    /// value of type 'String' to expected element type 'Int'"), `.done` among them a case of its
    /// enum (§92.1); beside a NavigationPath they may be of several types; elsewhere they join to
    /// one type, as anywhere.
    func checkComparedLiteral(_ literal: Expr, with other: Expr, in env: DeclaredTypes.Names) {
        guard case .list(let items) = literal.kind else { return checkFields(literal, in: env) }
        let otherType = rules.type(of: other, in: env)
        if items.contains(where: isAmbiguousImplicit) {
            var element: String?
            if case .list(let t?)? = otherType { element = Self.contextualEnum(t) }
            for item in items { checkContextual(item, as: element, in: env) }
            return
        }
        if case .list(let element?)? = otherType, DeclaredTypes.isCertainElement(element) {
            let before = found.list.count
            checkElements(of: literal, in: env)
            guard found.list.count == before else { return }
            let hint = "'\(other.source)' is \(SwiftType.list(element)): Swift types the list compared with it by its elements"
            _ = checkLiteralElements(literal, as: element, hint: hint, in: env)
            return
        }
        checkListLiteral(literal, items, in: env) { holdsNavigationPath(other) }
    }

    /// Whether `target` holds a NavigationPath: a holder or binding of this view, a model's field.
    private func holdsNavigationPath(_ target: Expr) -> Bool {
        types.holdsNavigationPath(target, in: component, model: code?.model)
    }
}

extension DeclaredTypes {
    /// Whether an element of this type is certain enough to refuse a value of another: a plain
    /// type, an optional of one, or a list of such elements (`[[Int]]`, `[Int?]`).
    static func isCertainElement(_ type: SwiftType) -> Bool {
        switch type {
        case .list(let element?): isCertainElement(element)
        default: isPlain(type) || isPlainOptional(type)
        }
    }
}
