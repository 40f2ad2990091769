/// The calls of a declared request, `await search(query)`, against the function the export
/// declares for it, `func search(_ argument: T) async throws -> R` (docs/semantics.md §27): one
/// parameter when its `returns:` reads `argument` or some call passes one, none otherwise.
extension SpecValidator {
    /// A call of a declared request: its argument, and that argument's type where the checks are
    /// sure of it (nil in a method, or where it reads a name its action binds).
    struct RequestCall {
        let name: String
        let argument: Expr?
        let location: Location
        var type: SwiftType?
    }

    /// The request calls among `statements`, flattened: an await, an async let's child, a group's child.
    static func requestCalls(in statements: [Statement]) -> [RequestCall] {
        statements.compactMap { s in
            switch s.kind {
            case .request(let name, let argument, _), .asyncLet(_, let name, let argument):
                return RequestCall(name: name, argument: argument, location: s.location)
            case .taskGroup(.addTask(let child)):
                return RequestCall(name: child.request, argument: child.argument, location: s.location)
            default: return nil
            }
        }
    }

    /// A call without the argument a request takes is refused as Swift refuses it, "missing
    /// argument for parameter #1 in call", rather than run with `argument` bound to "".
    mutating func checkRequestCalls() {
        guard !spec.requests.isEmpty else { return }
        var calls: [RequestCall] = []
        let rules = types.rules
        for component in spec.components {
            rules.forEachPart(of: component.body, in: types.names(of: component)) { parts, env in
                for action in parts.actions {
                    let env = rules.scope(of: action, in: env)
                    let statements = action.statements.flatMap(\.flattened)
                    let bound = Set(statements.flatMap(Self.namesBound))
                    for var call in Self.requestCalls(in: statements) {
                        if let argument = call.argument, argument.names.allSatisfy({ !bound.contains($0.0) }) {
                            call.type = rules.type(of: argument, in: env)
                        }
                        calls.append(call)
                    }
                }
            }
        }
        for model in spec.models { for method in model.methods { calls += Self.requestCalls(in: method.statements.flatMap(\.flattened)) } }
        checkRequestArgumentTypes(calls)
        for request in spec.requests {
            let mine = calls.filter { $0.name == request.name }
            let reads = request.returns?.names.contains { $0.0 == "argument" } ?? false
            let passing = mine.first { $0.argument != nil }
            guard reads || passing != nil else { continue }
            let why = reads ? "its `returns:` reads `argument`" : "\(request.name)(\(passing?.argument?.source ?? "…")) at \(passing?.location.line ?? 0):\(passing?.location.column ?? 0) passes one"
            for call in mine where call.argument == nil {
                report(Diagnostic("missing argument for parameter #1 in call", at: call.location,
                                  hint: "request \(request.name) takes one argument, as \(why): write `\(request.name)(…)` with it"))
            }
        }
    }
}

extension SpecValidator {
    /// `search(count)` in one action and `search(query)` in another: the export declares one
    /// function, its parameter typed by the first call, and Swift refuses the other call, "cannot
    /// convert value of type 'String' to expected argument type 'Int'". Only arguments whose type
    /// is certain from the view's names are compared: one that reads a name the action itself
    /// binds (a `let`, a loop's or a `catch`'s) is left to the run.
    mutating func checkRequestArgumentTypes(_ calls: [RequestCall]) {
        var first: [String: RequestCall] = [:]
        for call in calls {
            guard let argument = call.argument, let type = call.type, Self.isSettled(type), spec.request(named: call.name) != nil else { continue }
            guard let earlier = first[call.name], let wanted = earlier.type, let given = earlier.argument else {
                first[call.name] = call
                continue
            }
            if wanted != type {
                report(Diagnostic("cannot convert value of type '\(type)' to expected argument type '\(wanted)'", at: argument.location,
                                  hint: "request \(call.name) takes one argument type, as one Swift function does: \(call.name)(\(given.source)) at \(given.location.line):\(given.location.column) passes \(DeclaredTypes.described(wanted))"))
            }
        }
    }

    /// A type known to its last part, and not an optional, which Swift would also take where
    /// its wrapped type's value is passed.
    static func isSettled(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .string, .bool, .model, .value: return true
        case .list(let element?): return isSettled(element)
        default: return false
        }
    }

    /// The names a statement binds for the statements after or inside it.
    static func namesBound(by s: Statement) -> [String] {
        switch s.kind {
        case .loop(let loop): return loop.names
        case .forAwait(let variable, _, _): return [variable]
        case .taskGroup(.next(let loop)): return [loop.variable]
        case .doCatch(_, let clauses): return ["error"] + clauses.flatMap { $0.items.flatMap { [$0.binding].compactMap { $0 } + ($0.pattern?.boundNames ?? []) } }
        default: return s.declaredNames
        }
    }

    /// `complete: search` with `value: 5` where search responds with Strings: the request's
    /// `returns:` fixes the type of its responses, `-> String` in the export, as a notification's
    /// declared value fixes what a post sends.
    mutating func checkCompletionValue(_ c: Completion) {
        guard let value = c.value, value.names.isEmpty, let decl = spec.request(named: c.request), let returns = decl.returns,
              let type = Self.certainType(of: returns),
              let given = try? Evaluator.evaluate(value, in: ConstantScope()), given != .null, given.typeName != type else { return }
        report(Diagnostic("\(c.request) responds with \(type) values; \(value.source) is \(DeclaredTypes.withArticle(given.typeName))",
                          at: value.location, hint: "its `returns:`, \(returns.source), gives the type: write \(DeclaredTypes.withArticle(type)) value"))
    }

    /// The type of a response the checks can be sure of: a constant's, or a string built with `+`
    /// from a string literal or with interpolation; nil when only the run can tell.
    static func certainType(of e: Expr) -> String? {
        if e.names.isEmpty, let v = try? Evaluator.evaluate(e, in: ConstantScope()), v != .null { return v.typeName }
        switch e.kind {
        case .interpolation: return "String"
        case .binary("+", let a, let b):
            if case .string = a.kind { return "String" }
            if case .string = b.kind { return "String" }
            return nil
        default: return nil
        }
    }
}
