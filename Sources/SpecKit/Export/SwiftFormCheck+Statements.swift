/// The statements of actions as Swift compiles them: an assignment's value of the target's type,
/// a `@StateObject` or `@ObservedObject` never replaced, `+=` and `-=` only where Swift has them;
/// each body with its own scope of constants.
extension SwiftFormCheck {
    mutating func check(_ statement: Statement, in component: ComponentDecl, env: [String: SwiftType]) {
        var scope = env
        check([statement], in: component, env: &scope)
    }

    /// Statements in order, each body with a scope of its own: a `let` has its value's type in
    /// the statements after it, and `if let`'s constant the optional's wrapped type in its branch.
    private mutating func check(_ statements: [Statement], in component: ComponentDecl, env: inout [String: SwiftType]) {
        for s in statements {
            checkOne(s, in: component, env: env)
            if s.declaresLocal, case .assign(let target, _, let value) = s.kind {
                var t = types.type(of: value, in: env)
                if s.unwrapsOptional, case .optional(let wrapped)? = t { t = wrapped }
                env[target.source] = t
            }
            switch s.kind {
            case .ifElse(_, let then, let otherwise):
                var inThen = env, inElse = env
                check(then, in: component, env: &inThen)
                check(otherwise, in: component, env: &inElse)
            case .switchCases(let sw):
                for body in sw.bodies {
                    var inCase = env
                    check(body, in: component, env: &inCase)
                }
            case .spawn(let body, _), .forAwait(_, _, let body), .animated(_, let body):
                var inner = env
                check(body, in: component, env: &inner)
            case .loop(let loop):
                // The constants have the sequence's element type in the body, an offset an Int (§85, §87).
                var inner = env
                let element: SwiftType? = if let sequence = loop.sequence, case .list(let element)? = types.type(of: sequence, in: env) { element } else { nil }
                for (name, type) in loop.boundTypes(element: element) { inner[name] = type }
                check(loop.body, in: component, env: &inner)
            default:
                break
            }
        }
    }

    private mutating func checkOne(_ s: Statement, in component: ComponentDecl, env: [String: SwiftType]) {
        if case .assign(let target, .assign, let value) = s.kind {
            check(target, env: env)
            check(value, storedAs: types.type(of: target, in: env), env: env)
        } else {
            s.expressions.forEach { check($0, env: env) }
        }
        guard case .assign(let targetExpr, let op, let valueExpr) = s.kind else { return }
        // `current?.pages += 1` adds to the Int the chain reaches (§66).
        if op != .assign, let target = types.rules.linkType(of: targetExpr, in: env), let value = types.type(of: valueExpr, in: env),
           !(target == value && (target == .int || (target == .string && op == .add))),
           !(op == .add && target.isList && target.merged(with: value) == target) {
            fail("Swift cannot apply '\(op.rawValue)' to \(target) and \(value)", at: s.location)
        }
    }
}
