/// Writes the exported app's time and requests: `App/SpecTime.swift`, the clock and the requests
/// in real Swift concurrency (`TimeWriter.runtime`), which the test seam drives (SeamWriter).
struct TimeWriter {
    let plan: ExportPlan
    let types: TypeInference
    let header: String
    /// Each exported scenario's enum case, in order.
    var cases: [String] = []

    /// A request as Swift declares it.
    struct RequestSignature {
        var decl: RequestDecl
        var argument: SwiftType?
        var result: SwiftType
    }

    /// Whether the exported part of the spec awaits, declares requests or runs timers.
    static func uses(_ plan: ExportPlan) -> Bool {
        !plan.spec.requests.isEmpty || !plan.spec.notifications.isEmpty || plan.scenarios.contains { $0.steps.contains { $0.time != nil } }
            || statements(plan).contains { $0.suspends } || timers(plan).count > 0
    }

    static func statements(_ plan: ExportPlan) -> [Statement] {
        plan.components.flatMap { ElementParts.all($0.body) }.flatMap(\.actions).flatMap(\.statements).flatMap(\.flattened)
    }

    static func timers(_ plan: ExportPlan) -> [TimerDecl] {
        plan.components.flatMap { ElementParts.all($0.body) }.flatMap(\.children).compactMap(\.modifiers.timer)
    }

    /// Each declared request's argument and response types, from its calls, its `returns:` and
    /// the script's values; a request whose response type cannot be told is a problem.
    func signatures() -> (signatures: [RequestSignature], problems: [Diagnostic]) {
        var arguments: [String: SwiftType] = [:]
        var targets: [String: SwiftType] = [:]
        func learn(from statements: [Statement], in env: [String: SwiftType]) {
            var env = env
            for s in statements.flatMap(\.flattened) {
                types.bindLoop(s, into: &env)
                // `guard let n = Int(amount)`, `let q = query`: a constant the request may be given.
                if s.declaresLocal, case .assign(let target, _, let value) = s.kind, let t = types.type(of: value, in: env) {
                    env[target.source] = types.local(t, of: s)
                }
                // A task group's child runs its request with the argument its closure captured (§88).
                if case .taskGroup(.addTask(let child)) = s.kind, let argument = child.argument, let t = types.type(of: argument, in: env) {
                    arguments[child.request] = arguments[child.request] ?? t
                }
                guard case .request(let name, let argument, let target) = s.kind else { continue }
                if let argument, let t = types.type(of: argument, in: env) { arguments[name] = arguments[name] ?? t }
                if let target, !s.declaresLocal, let t = types.type(of: target, in: env) { targets[name] = targets[name] ?? t }
            }
        }
        for component in plan.components {
            let env = types.scope(of: component)
            for action in ElementParts.all(component.body).flatMap(\.actions) {
                learn(from: action.statements, in: types.scope(of: action, in: env))
            }
        }
        // An async method's requests, over its model's fields and its parameters (§62).
        for model in plan.spec.models {
            for method in model.methods where method.isAsync {
                learn(from: method.statements, in: types.methodScope(method, of: model))
            }
        }
        var values: [String: SwiftType] = [:]
        for case .complete(let c)? in plan.scenarios.flatMap(\.steps).map(\.time) {
            if let v = c.value, let t = types.type(of: v, in: [:]) { values[c.request] = values[c.request] ?? t }
        }
        var result: [RequestSignature] = [], problems: [Diagnostic] = []
        for decl in plan.spec.requests {
            let argument = arguments[decl.name]
            let returns = decl.returns.flatMap { types.type(of: $0, in: argument.map { ["argument": $0] } ?? [:]) }
            guard let type = returns ?? values[decl.name] ?? targets[decl.name] else {
                problems.append(Diagnostic("the type of request \(decl.name)'s response cannot be told", at: decl.location,
                                           hint: "give it `returns: …`, or assign its response to a holder"))
                continue
            }
            result.append(RequestSignature(decl: decl, argument: argument, result: type))
        }
        return (result, problems)
    }

    func timeFile(_ signatures: [RequestSignature]) -> String {
        var src = SwiftSource(header: header)
        src.line("import Foundation")
        src.line()
        src.doc("""
            The spec's requests, as async functions. In the app each answers after `SpecRequests.latency` \
            with the spec's response; under the test seam it waits until the UI test completes it.
            """)
        if !plan.spec.notifications.isEmpty {
            src.line("import Combine")
            src.line()
            src.doc("""
                The spec's notifications: each a subject the app keeps, so a view's `.onReceive` stays \
                subscribed while it lives and a `for await` loop over its `values` subscribes when it \
                starts. The test seam's buttons send into them (semantics §46).
                """)
            src.line("@MainActor")
            src.block("enum Posts {") { src in
                for n in plan.spec.notifications {
                    let type = types.type(of: n.value, in: [:]).map(\.description) ?? "Int"
                    src.line("static let \(n.name) = PassthroughSubject<\(type), Never>()")
                }
            }
            src.line()
        }
        src.line("@MainActor")
        src.block("enum Requests {") { src in
            for (i, s) in signatures.enumerated() {
                if i > 0 { src.line() }
                let honours = honoursCancellation(s.decl)
                src.doc(honours == "true" ? "Throws when its task is cancelled, as URLSession does."
                        : honours == "false" ? "Ignores cancellation: it returns its response even to a cancelled task."
                        : "Throws when its task is cancelled, as URLSession does, except in the scenarios that redeclare it to ignore cancellation.")
                let parameter = s.argument.map { "_ argument: \($0)" } ?? ""
                src.block("static func \(s.decl.name)(\(parameter)) async throws -> \(s.result) {") { src in
                    let swift = SwiftExpression(types: types, scope: s.argument.map { ["argument": $0] } ?? [:])
                    let live = s.decl.returns.map { swift.write($0) } ?? defaultResponse(s)
                    src.line("let honoursCancellation = \(honours)")
                    src.line("return try await SpecRequests.shared.response(\(SwiftNames.stringLiteral(s.decl.name)), "
                             + "argument: \(s.argument == nil ? "nil" : "argument"), honoursCancellation: honoursCancellation) {")
                    src.indented { $0.line(live) }
                    src.line("}")
                }
            }
        }
        src.line()
        src.line(Self.runtime)
        return src.text
    }

    /// `true`, `false`, or which scenarios redeclare the request to ignore cancellation.
    private func honoursCancellation(_ decl: RequestDecl) -> String {
        let ignoring = zip(plan.scenarios, cases).filter { scenario, _ in
            (scenario.requests.first { $0.name == decl.name }?.cancellation ?? decl.cancellation) == .ignoring
        }.map(\.1)
        if ignoring.isEmpty { return "true" }
        if ignoring.count == plan.scenarios.count { return "false" }
        return "![\(ignoring.map { "." + $0 }.joined(separator: ", "))].contains(Scenario.current)"
    }

    /// A request without `returns:` answers, in the app, with the first value the script gives it.
    private func defaultResponse(_ s: RequestSignature) -> String {
        for case .complete(let c)? in plan.scenarios.flatMap(\.steps).map(\.time) where c.request == s.decl.name {
            if let v = c.value { return SwiftExpression(types: types, scope: [:]).write(v) }
        }
        switch s.result {
        case .int: return "0"
        case .bool: return "false"
        case .list: return "[]"
        default: return "\"\""
        }
    }
}
