/// What an assignment adds to a value of a known type: `+=`, `-=`, `append` and `insert`
/// (docs/semantics.md §28).
extension TypeCheck {
    /// `target += value` and `-=` where both types are known: Swift's `+=` adds an Int to an
    /// Int, a String to a String and a list to a list, `-=` an Int from an Int, as the run does.
    func checkCompound(_ op: Statement.Op, _ value: Expr, to target: Expr, in env: DeclaredTypes.Names) {
        // `marks += [Scope.mine]`: the literal's elements are of the list's element type.
        if op == .add, checkListAdded(value, to: target, in: env) { return }
        guard let given = rules.type(of: value, in: env) else { return }
        checkCompound(op, given, of: value, to: target, in: env)
    }

    /// The same for a value whose type is known apart from an expression's: an await's,
    /// `items += await load(page)`, its response's type (§27.10); `value` is what it is written as.
    func checkCompound(_ op: Statement.Op, _ given: SwiftType, of value: Expr, to target: Expr, in env: DeclaredTypes.Names) {
        guard let from = origin(of: target, in: env), let stored = rules.type(of: target, in: env) else { return }
        // `total += n` where n is an `Int?` (a `try?` child's value, `items.first`): Swift wants it unwrapped.
        if DeclaredTypes.isPlain(stored), case .optional(let wrapped?) = given, wrapped == stored {
            return report(Diagnostic("value of optional type '\(given)' must be unwrapped to a value of type '\(stored)'", at: value.location,
                                     hint: "give a value for nil, `\(target.source) \(op.rawValue) \(value.source) ?? \(DeclaredTypes.nilFallback(for: stored))`, or unwrap it with `if let`"))
        }
        guard DeclaredTypes.isPlain(stored) || stored.isList, DeclaredTypes.isPlain(given) || given.isList else { return }
        switch (stored, given) {
        case (.int, .int): return
        case (.string, .string), (.list, .list): if op == .add { return }
        default: break
        }
        let rule = op == .add ? "'+=' adds an Int to an Int, a String to a String and a list to a list" : "'-=' subtracts an Int from an Int"
        report(Diagnostic("cannot apply '\(op.rawValue)' to '\(target.source)', \(DeclaredTypes.described(stored)), and \(DeclaredTypes.described(given))",
                          at: target.location, hint: "\(rule); " + stated(target, stored, from: from)))
    }

    /// `items.append(x)` and `items.insert(x, at: i)` where the list's element type and x's are
    /// known: a Swift array keeps its element type, as a property keeps its own.
    func checkAdded(_ call: Expr, in env: DeclaredTypes.Names) {
        guard case .call(let base?, let method, let args) = call.kind, method == "append" || method == "insert",
              let x = args.first, x.label == nil, let from = origin(of: base, in: env),
              case .list(let element?)? = rules.linkType(of: base, in: env), let given = rules.type(of: x.value, in: env),
              DeclaredTypes.isCertainElement(element), DeclaredTypes.isPlain(given) || given.isList, element.merged(with: given) == nil else { return }
        let list = SwiftType.list(element)
        report(Diagnostic("cannot \(method) \(DeclaredTypes.described(given)) \(method == "append" ? "to" : "into") '\(base.source)', a list of \(element)",
                          at: x.value.location,
                          hint: "'\(base.source)' is \(list)" + (from.map { ", from \($0)" } ?? "") + "; a Swift array keeps its element type"))
    }
}
