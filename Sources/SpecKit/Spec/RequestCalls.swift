/// The calls of a declared request, `await search(query)`, against the function the export
/// declares for it, `func search(_ argument: T) async throws -> R` (docs/semantics.md §27): one
/// parameter when its `returns:` reads `argument` or some call passes one, none otherwise.
extension SpecValidator {
    /// A call without the argument a request takes is refused as Swift refuses it, "missing
    /// argument for parameter #1 in call", rather than run with `argument` bound to "".
    mutating func checkRequestCalls() {
        var calls: [(name: String, argument: Expr?, location: Location)] = []
        func collect(_ statements: [Statement]) {
            for s in statements.flatMap(\.flattened) {
                switch s.kind {
                case .request(let name, let argument, _): calls.append((name, argument, s.location))
                case .asyncLet(_, let name, let argument): calls.append((name, argument, s.location))
                default: break
                }
            }
        }
        for component in spec.components {
            for action in ElementParts.all(component.body).flatMap(\.actions) { collect(action.statements) }
        }
        for model in spec.models { for method in model.methods { collect(method.statements) } }
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
