/// A list stored where a list of a known element type is held (docs/semantics.md §28): Swift
/// types a list literal by where it goes, so each element must be of the holder's element type,
/// and a list of another element type cannot be stored there at all.
extension TypeCheck {
    /// `marks = [Scope.mine]`, `marks = [Filter.done, 3]`, `marks = marks + [Scope.mine]` and
    /// `marks = scopes` where `marks` is a `[Filter]` its declaration types: refused in Swift's
    /// words. A list whose declaration gives no element type (`[]`) takes the type of the values
    /// given it, and is left alone. True when the value was judged here, so that it is not
    /// compared again as a whole.
    func checkListAssigned(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) -> Bool {
        guard let (element, hint) = declaredElement(of: target, in: env) else { return false }
        if checkLiteralElements(value, as: element, hint: hint, in: env) { return true }
        guard case .list(let given?)? = rules.type(of: value, in: env), DeclaredTypes.isCertainElement(given), element.merged(with: given) == nil else { return false }
        report(Diagnostic("cannot assign value of type '\(SwiftType.list(given))' to type '\(SwiftType.list(element))'", at: value.location, hint: hint))
        return true
    }

    /// `marks += [Scope.mine]`: the literal is typed by the list it is added to, as `+=` takes two
    /// arrays of one element type. True when an element was refused.
    func checkListAdded(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) -> Bool {
        guard let (element, hint) = declaredElement(of: target, in: env) else { return false }
        return checkLiteralElements(value, as: element, hint: hint, in: env)
    }

    /// The element type of the list `target` holds, when its declaration makes it certain and it is
    /// a plain type (an Int, a String, a Bool, a model or an enum), an optional of one or a list of
    /// such (`[[1, 2], [3]]`, `[1, nil]`), with the hint that says so.
    func declaredElement(of target: Expr, in env: DeclaredTypes.Names) -> (SwiftType, String)? {
        guard let from = origin(of: target, in: env), case .list(let element?)? = rules.type(of: target, in: env),
              DeclaredTypes.isCertainElement(element) else { return nil }
        return (element, stated(target, .list(element), from: from) + "; a Swift array holds values of the one type it is declared with")
    }

    /// The elements of a list literal, or of the literals a `+` joins, refused where one is of
    /// another certain type than `element`: "cannot convert value of type 'Scope' to expected
    /// element type 'Filter'", at the element; `.mine` a case `element`'s enum lacks, "type
    /// 'Filter' has no member 'mine'". A `nil`, and a value whose type only a run shows, pass.
    /// True when one was refused.
    func checkLiteralElements(_ value: Expr, as element: SwiftType, hint: String, in env: DeclaredTypes.Names) -> Bool {
        switch value.kind {
        case .binary("+", let a, let b):
            return checkLiteralElements(a, as: element, hint: hint, in: env) || checkLiteralElements(b, as: element, hint: hint, in: env)
        case .list(let items):
            let before = found.list.count
            for item in items {
                // `grid = [[1], ["a"]]`: a nested literal's elements are of the inner element type.
                if case .list = item.kind, case .list(let inner?) = element {
                    if checkLiteralElements(item, as: inner, hint: hint, in: env) { return true }
                    continue
                }
                if let name = ImplicitMember.name(of: item) {
                    // Two enums' case was judged against the element type already (§92.1).
                    if !isAmbiguousImplicit(item), let type = Self.contextualEnum(element) { checkImplicit(item, name, as: type) }
                    if found.list.count > before { return true }
                    continue
                }
                guard let given = rules.type(of: item, in: env), DeclaredTypes.isPlain(given) || given.isList,
                      element.merged(with: given) == nil else { continue }
                report(Diagnostic("cannot convert value of type '\(given)' to expected element type '\(element)'", at: item.location, hint: hint))
                return true
            }
            return false
        default:
            return false
        }
    }
}
