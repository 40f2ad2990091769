/// The checks of a closure of two values, `sorted(by:)`, `min(by:)`, `max(by:)` and
/// `reduce(_:_:)` (docs/semantics.md §76): its names are its own, and its type is Swift's.
extension SpecValidator {
    /// The names: the closure's two beside the scope's, and `reduce`'s initial value in the scope.
    mutating func checkPairClosure(_ e: Expr, base: Expr, visible: [String], in component: ComponentDecl) {
        check(base, rangeAllowed: true, visible: visible, in: component)
        if let start = PairClosure.initial(of: e) { check(start, visible: visible, in: component) }
        guard let (body, names) = PairClosure.closure(of: e) else { return }
        check(body, visible: visible + names, in: component)
    }
}

extension TypeCheck {
    /// The closure's type, as Swift's checker has it: the values it is given are elements of
    /// the list (`reduce`'s first the running value, of the initial value's type), and an
    /// ordering gives a Bool, `reduce`'s closure a value of the initial value's type.
    func checkPairClosureTypes(_ method: PairClosure.Method, _ e: Expr, _ base: Expr, in env: DeclaredTypes.Names) {
        checkFields(base, in: env)
        let start = PairClosure.initial(of: e)
        if let start { checkFields(start, in: env) }
        guard let (body, names) = PairClosure.closure(of: e) else { return }
        guard case .list(let element)? = rules.sequenceType(of: base, in: env) else {
            // `name.sorted(by:)` on a String or an Int: the engine's are a list's.
            if let t = rules.linkType(of: base, in: env), !t.isList {
                report(Diagnostic("\(base.source.quotable) is \(DeclaredTypes.described(t)); \(method.shown) is a list's method here",
                                  at: e.location, hint: "for example \(method.example)"))
            }
            return
        }
        let result = start.flatMap { rules.type(of: $0, in: env) }
        var inner = env
        inner[names[0]] = method == .reduce ? result : element
        inner[names[1]] = element
        let before = found.list.count
        checkFields(body, in: inner)
        guard found.list.count == before, let t = rules.type(of: body, in: inner) else { return }
        if method.orders, DeclaredTypes.isPlain(t), t != .bool {
            report(Diagnostic("the closure of \(method.shown) must give true or false; \(body.source.quotable) is \(DeclaredTypes.described(t))",
                              at: body.location, hint: "it says whether $0 goes before $1: for example \(method.example)"))
        } else if method == .reduce, let result, DeclaredTypes.isPlain(result), DeclaredTypes.isPlain(t), t != result {
            // Swift: "cannot convert value of type 'String' to closure result type 'Int'".
            report(Diagnostic("cannot convert value of type '\(t)' to closure result type '\(result)' in \(e.source.quotable)",
                              at: body.location, hint: "the closure gives the next running value, of the initial value's type: for example \(method.example)"))
        }
    }
}
