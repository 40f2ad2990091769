/// Checks of what tasks do: statements that await only in a task, declared requests, durations
/// that are not negative, and the script's completions (docs/semantics.md §27).
extension SpecValidator {
    /// A statement of an action; `inTask` when it runs in a task, where it may await.
    mutating func check(_ s: Statement, visible: [String], in component: ComponentDecl, inTask: Bool = false) {
        switch s.kind {
        case .assign(let target, let op, let value):
            checkAssignment(s, target: target, op: op, value: value, visible: visible, in: component)
        case .request(let name, let argument, let target):
            if let argument { check(argument, visible: visible, in: component) }
            if !inTask { reportAwaitOutsideTask(s) }
            if let target, !s.declaresLocal {
                check(target, visible: visible, in: component)
                checkAssignable(target, s, visible: visible, in: component)
            }
            if declaredRequest(named: name) == nil {
                report(Diagnostic("'\(name)' is not a declared request", at: s.location,
                                  hint: Suggestion.hint(for: name, in: spec.requests.map(\.name), known: "requests")
                                      ?? "declare it under `requests:`, e.g. requests: { \(name): { cancellation: throws } }"))
            }
        case .sleep(let duration):
            check(duration, visible: visible, in: component)
            if !inTask { reportAwaitOutsideTask(s) }
            if case .unary("-", let inner) = duration.kind, case .int(let n) = inner.kind, n > 0 {
                report(Diagnostic("sleep(-\(n)): a duration cannot be negative", at: duration.location,
                                  hint: "Task.sleep waits at least 0 ms; the clock only moves forward"))
            }
        case .guardElse(let condition):
            check(condition, visible: visible, in: component)
        case .spawn(let body):
            check(body, visible: visible, in: component, inTask: true)
        }
    }

    /// Statements in order: a task's `let` names are visible to the statements after them.
    mutating func check(_ statements: [Statement], visible: [String], in component: ComponentDecl, inTask: Bool) {
        var visible = visible
        for s in statements {
            check(s, visible: visible, in: component, inTask: inTask)
            if s.declaresLocal, case .request(_, _, let target?) = s.kind, case .name(let name) = target.kind {
                visible.append(name)
            }
        }
    }

    /// Swift: "'async' call in a function that does not support concurrency".
    mutating func reportAwaitOutsideTask(_ s: Statement) {
        report(Diagnostic("`\(s.source)` awaits outside a task", at: s.location,
                          hint: "an action or handler does not wait; write Task { \(s.source) } or move it to a `task:`"))
    }

    /// A request's response sees only its `argument`.
    mutating func checkRequests() {
        for request in spec.requests {
            guard let returns = request.returns else { continue }
            for (name, location) in returns.names where name != "argument" {
                report(Diagnostic("a response can only use `argument`, the request's argument; found '\(name)'", at: location))
            }
        }
    }

    /// `complete: search`: a declared request; its argument and value are constants.
    mutating func check(_ c: Completion) {
        if spec.request(named: c.request) == nil {
            report(Diagnostic("no request '\(c.request)' is declared", at: c.location,
                              hint: Suggestion.hint(for: c.request, in: spec.requests.map(\.name), known: "requests")
                                  ?? "declare it under `requests:`"))
        }
        var constants = [c.value].compactMap { $0 }
        if case .argument(let e) = c.which { constants.append(e) }
        for e in constants {
            if let (name, location) = e.names.first {
                report(Diagnostic("a step's argument or value is a constant; found '\(name)'", at: location,
                                  hint: "write the value itself, e.g. \"\\\"ab\\\"\""))
            }
        }
    }
}
