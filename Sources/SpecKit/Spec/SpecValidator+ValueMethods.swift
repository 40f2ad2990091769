/// Checks of methods that return a value (§62): their signature's type, a `return` with a value
/// on every path, a call whose value is used, and no write in one a body calls.
extension SpecValidator {
    /// Whether some model declares a method of this name that returns a value, or one whose
    /// signature did not parse, whose calls are not each another error for the one mistake.
    func declaresValueMethod(_ name: String) -> Bool {
        spec.models.contains { $0.method(named: name).map { $0.returnsValue || $0.broken } ?? false }
    }

    /// `cart.total(for: item)` where a value goes: its labels, and, in a body, a method that
    /// reads only. A body is evaluated during SwiftUI's update, and a write then is Swift's
    /// legal code but SwiftUI's "Modifying state during view update" (§62).
    mutating func checkValueCall(_ call: Expr) {
        checkMethodCall(call)
        // `{api.fetch(q)}` of an async method: Swift's "'async' call in a function that does not
        // support concurrency"; its value is the task's, `let items = await api.fetch(q)` (§67).
        if case .call(_, let name, _) = call.kind, everyMethod(named: name, is: \.isAsync) {
            return report(Diagnostic("\(call.source.quotable) is an async method; its value is awaited in a task", at: call.location,
                                     hint: "write `let found = await \(call.source)` in a `task:` or a Task { }, and keep what it gives in a holder"))
        }
        guard statementDepth == 0, case .call(_, let name, _) = call.kind else { return }
        for model in spec.models {
            guard let method = model.method(named: name), method.returnsValue else { continue }
            var visited: Set<String> = []
            guard let write = firstWrite(in: method, of: model, visited: &visited) else { continue }
            return report(Diagnostic("\(call.source.quotable) runs \(model.name).\(method.signature), which writes (`\(write.source)`), while a body is evaluated",
                                     at: call.location,
                                     hint: "SwiftUI warns \"Modifying state during view update\": let a method a body calls only read, and make the change in an action"))
        }
    }

    /// `store.total()` alone, as a statement, where every `total` declared returns a value: Swift
    /// warns "result of call to 'total()' is unused", and the export keeps no warning.
    mutating func checkResultUsed(_ call: Expr) {
        guard case .call(_, let name, _) = call.kind, everyMethod(named: name, is: \.returnsValue) else { return }
        report(Diagnostic("the value \(call.source.quotable) returns is not used", at: call.location,
                          hint: "use it, `let n = \(call.source)` or `if \(call.source) … { … }`, or drop it on purpose with `_ = \(call.source)`; Swift warns \"result of call to '\(name)(…)' is unused\""))
    }

    /// A method that returns a value: a type Swift has, a `return` with a value on every path,
    /// and no bare `return` (Swift's "non-void function should return a value").
    mutating func checkReturns(of method: MethodDecl, in model: ModelDecl) {
        // No statements: its body did not parse, or is empty, each an error said where it was read.
        guard method.returnsValue, !method.statements.isEmpty else { return }
        let shown = "\(model.name).\(method.signature)"
        if let type = method.returnType, SwiftType.written(type, models: spec.models.map(\.name), enums: spec.enums.map(\.name)) == nil {
            report(Diagnostic("'\(type)' is not a type a method can return here", at: method.location,
                              hint: "Int, String, Bool, a model's name, a list `[Int]` or an optional `Int?`; or leave the arrow out, and its `return`s tell it"))
        }
        for s in method.statements.flatMap(\.flattenedOutsideTasks) {
            guard case .guardElse = s.kind else { continue }
            report(Diagnostic("`\(s.source)` leaves \(shown) without a value; it returns one", at: s.location,
                              hint: "return one there: `guard … else { return 0 }`, as Swift refuses a bare `return` in a method that returns a value"))
        }
        if !Self.endsInReturn(method.statements) {
            report(Diagnostic("\(shown) can end without returning a value", at: method.statements.last?.location ?? method.location,
                              hint: "end every path with `return …`: Swift refuses a method that returns a value and falls off its end (missing return)"))
        }
    }

    /// Whether every path through the statements ends in `return e`: the last is one, or an `if`
    /// with an `else` whose branches each end in one, or a `switch` whose blocks each do (the
    /// checks hold it exhaustive, §92.6).
    static func endsInReturn(_ statements: [Statement]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .returnValue: return true
        case .ifElse(_, let then, let otherwise): return !otherwise.isEmpty && endsInReturn(then) && endsInReturn(otherwise)
        case .switchCases(let sw): return sw.bodies.allSatisfy(endsInReturn)
        case .animated(_, let body): return endsInReturn(body)
        default: return false
        }
    }

    /// The first statement by which `method` writes, itself or through a method it calls (for a
    /// value or not): an assignment to a field or a list method on one. `let`s are the method's own.
    func firstWrite(in method: MethodDecl, of model: ModelDecl, visited: inout Set<String>) -> Statement? {
        guard visited.insert("\(model.name).\(method.name)").inserted else { return nil }
        for s in method.statements.flatMap(\.flattenedOutsideTasks) {
            if case .assign(_, let op, _) = s.kind, !s.declaresLocal, op != .call { return s }
            for e in s.expressions {
                for call in Self.calls(in: e) {
                    guard case .call(let base, let name, _) = call.kind else { continue }
                    // A bare name is the model's own method; on a receiver, any model's of that name.
                    let owners = base == nil ? [model] : spec.models
                    var found = false
                    for owner in owners {
                        guard let called = owner.method(named: name) else { continue }
                        found = true
                        if firstWrite(in: called, of: owner, visited: &visited) != nil { return s }
                    }
                    // `items.append(x)` as a statement: a list method changing a field.
                    if !found, case .assign(_, .call, _) = s.kind, Methods.mutating.contains(name) { return s }
                }
            }
        }
        return nil
    }

    /// Every call in an expression, outermost first.
    static func calls(in e: Expr) -> [Expr] {
        var found: [Expr] = []
        if case .call = e.kind { found.append(e) }
        for x in e.kind.subexpressions { found += calls(in: x) }
        return found
    }

    /// Where to keep what a list's or a text's method gives, computed in an action and dropped:
    /// `items.sorted()` is sorted in place with `sort()` (§72), `sorted(by:)`'s list is stored
    /// (§76), any other value kept in a holder.
    static func unusedValueHint(_ method: String, _ args: [(label: String?, value: Expr)], of base: Expr, in s: Statement) -> String {
        if method == Methods.sorted {
            return args.isEmpty ? "sort it in place: `\(base.source).sort()`" : "store the list it gives: `\(base.source) = \(s.source)`"
        }
        let given = method == ListClosure.filter ? "the list it gives: `shown"
            : method == Methods.trimming ? "the text it gives: `name" : "the value it gives: `found"
        return "store \(given) = \(s.source)`"
    }
}
