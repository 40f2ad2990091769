/// Writes the exported app's time and requests with a test seam: `App/SpecTime.swift` (the clock
/// and the requests, real Swift concurrency) and `App/SpecSeam.swift` (the buttons a UI test taps
/// to move the clock and complete requests, shown only when the app is launched with SPEC_SEAM=1).
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

    /// The seam's buttons: one for each distinct time step of the exported scripts.
    func seamFile() -> String {
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        src.doc("""
            The test seam: buttons that move the app's clock and complete its requests, one for each \
            time step of the spec's scripts. The app shows them when launched with SPEC_SEAM=1; each \
            UI test taps them where its script says `advance:` or `complete:`.
            """)
        src.block("struct SpecSeam: View {") { src in
            src.block("var body: some View {") { src in
                src.block("VStack {") { src in
                    var seen: Set<String> = []
                    for case let step? in plan.scenarios.flatMap(\.steps).map(\.time) where seen.insert(Self.label(step)).inserted {
                        src.block("Button(\(SwiftNames.stringLiteral(Self.label(step)))) {") { $0.line(call(step)) }
                    }
                }
            }
        }
        return src.text
    }

    /// The seam button's label, which the UI test taps: `seam: advance 300 ms`.
    static func label(_ step: TimeStep) -> String { "seam: \(step.summary)" }

    private func call(_ step: TimeStep) -> String {
        let constant = SwiftExpression(types: types, scope: [:])
        switch step {
        case .advance(let ms): return "SpecClock.shared.advance(milliseconds: \(ms))"
        case .untilIdle: return "SpecClock.shared.advanceUntilIdle()"
        case .complete(let c):
            let which: String
            switch c.which {
            case .only: which = ".only"
            case .first: which = ".first"
            case .last: which = ".last"
            case .place(let n): which = ".place(\(n))"
            case .argument(let e, .last): which = ".argument(\(constant.write(e)), last: true)"
            case .argument(let e, .place(let n)): which = ".argumentAt(\(constant.write(e)), place: \(n))"
            case .argument(let e, _): which = ".argument(\(constant.write(e)), last: false)"
            }
            // A declared case is thrown as itself, `LoadError.offline`; free text as a SpecRequestError (§75.3).
            let outcome = c.errorCase.map { ", failure: \(constant.write($0))" }
                ?? c.error.map { ", error: \(SwiftNames.stringLiteral($0))" } ?? c.value.map { ", value: \(constant.write($0))" } ?? ""
            return "SpecRequests.shared.complete(\(SwiftNames.stringLiteral(c.request)), \(which)\(outcome))"
        case .post(let p):
            let value = p.value ?? plan.spec.notification(named: p.notification)?.value
            return "Posts.\(p.notification).send(\(value.map { constant.write($0) } ?? ""))"
        }
    }

    /// The clock and the requests' machinery, the same in every export.
    static let runtime = """
        /// The app's clock. In the app a sleep waits on the real clock; launched with SPEC_SEAM=1 (the UI
        /// tests set it), time stands still until the seam's buttons advance it.
        @MainActor
        final class SpecClock {
            static let shared = SpecClock()
            /// Whether the UI test drives time and requests.
            let isSeamed = ProcessInfo.processInfo.environment["SPEC_SEAM"] == "1"
            private(set) var now = 0
            private var order = 0
            private var sleepers: [Int: (due: Int, continuation: CheckedContinuation<Void, any Error>)] = [:]

            /// `try await Task.sleep(for: .milliseconds(ms))`; a cancelled sleep throws CancellationError.
            func sleep(milliseconds: Int) async throws {
                guard isSeamed else { return try await Task.sleep(for: .milliseconds(milliseconds)) }
                order += 1
                let id = order, due = now + milliseconds
                try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                        if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { sleepers[id] = (due, continuation) }
                    }
                } onCancel: {
                    Task { @MainActor in SpecClock.shared.wake(id, throwing: CancellationError()) }
                }
            }

            /// A repeating timer that lives with the task that runs it (a `SpecTimer`'s): every period, `tick`.
            func every(milliseconds: Int, _ tick: () -> Void) async {
                while true {
                    do { try await sleep(milliseconds: milliseconds) } catch { return }
                    tick()
                }
            }

            /// Moves the clock, waking each sleeper that falls due, in order of time.
            func advance(milliseconds: Int) {
                let target = now + milliseconds
                while let (id, entry) = sleepers.filter({ $0.value.due <= target }).min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) }) {
                    now = max(now, entry.due)
                    wake(id, throwing: nil)
                }
                now = target
            }

            /// Advances to each next sleeper until none is left; tasks woken run before the next one is looked for.
            func advanceUntilIdle() {
                Task {
                    for _ in 0..<10_000 {
                        guard let next = sleepers.values.map(\\.due).min() else { return }
                        advance(milliseconds: next - now)
                        await Task.yield()
                    }
                }
            }

            private func wake(_ id: Int, throwing error: (any Error)?) {
                guard let sleeper = sleepers.removeValue(forKey: id) else { return }
                if let error { sleeper.continuation.resume(throwing: error) } else { sleeper.continuation.resume() }
            }
        }

        /// The requests' responses. In the app each answers after `latency`; under the seam each waits in
        /// `pending` until the UI test completes it, so the test decides the order in which they arrive.
        @MainActor
        final class SpecRequests {
            static let shared = SpecRequests()
            /// How long a request takes in the app, in milliseconds.
            static let latency = 300

            /// Which pending request a completion answers.
            /// `place` counts from 1, the first sent, as `which: 2` does.
            enum Which { case only, first, last, place(Int), argument(AnyHashable, last: Bool), argumentAt(AnyHashable, place: Int) }

            private struct Pending {
                let id: Int
                let name: String
                let argument: AnyHashable?
                /// nil once the request was cancelled with its task: its response will be thrown away.
                var continuation: CheckedContinuation<(any Sendable)?, any Error>?
            }

            private var pending: [Pending] = []
            private var count = 0

            /// Waits for the response; `live` computes the spec's response from the argument.
            func response<T>(_ name: String, argument: AnyHashable?, honoursCancellation: Bool,
                             live: () -> T) async throws -> T {
                guard SpecClock.shared.isSeamed else {
                    if honoursCancellation {
                        do { try await Task.sleep(for: .milliseconds(Self.latency)) } catch { throw URLError(.cancelled) }
                    }
                    else { try? await Task.sleep(for: .milliseconds(Self.latency)) }
                    return live()
                }
                // A cancelled URLSession request throws URLError.cancelled, not CancellationError (§75).
                if honoursCancellation && Task.isCancelled { throw URLError(.cancelled) }
                count += 1
                let id = count
                let value = try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(any Sendable)?, any Error>) in
                        pending.append(Pending(id: id, name: name, argument: argument, continuation: continuation))
                    }
                } onCancel: {
                    if honoursCancellation { Task { @MainActor in SpecRequests.shared.cancel(id) } }
                }
                return (value as? T) ?? live()
            }

            private func cancel(_ id: Int) {
                guard let i = pending.firstIndex(where: { $0.id == id }), let continuation = pending[i].continuation else { return }
                pending[i].continuation = nil
                continuation.resume(throwing: URLError(.cancelled))
            }

            /// Delivers a pending request's response (`value`, or nil for the spec's own) or an error:
            /// a message, or an error of the app's own (`failure`).
            func complete(_ name: String, _ which: Which, value: (any Sendable)? = nil, error: String? = nil, failure: (any Error)? = nil) {
                let candidates = pending.indices.filter { pending[$0].name == name }
                let chosen: Int?
                switch which {
                case .only, .first: chosen = candidates.first
                case .last: chosen = candidates.last
                case .place(let n): chosen = n <= candidates.count ? candidates[n - 1] : nil
                case .argument(let argument, let last):
                    let matching = candidates.filter { pending[$0].argument == argument }
                    chosen = last ? matching.last : matching.first
                case .argumentAt(let argument, let place):
                    let matching = candidates.filter { pending[$0].argument == argument }
                    chosen = place <= matching.count ? matching[place - 1] : nil
                }
                guard let chosen else { return }
                let request = pending.remove(at: chosen)
                if let failure { request.continuation?.resume(throwing: failure) }
                else if let error { request.continuation?.resume(throwing: SpecRequestError(message: error)) }
                else { request.continuation?.resume(returning: value) }
            }
        }

        /// The error a script completes a request with; its message is its `localizedDescription`.
        struct SpecRequestError: LocalizedError {
            let message: String
            var errorDescription: String? { message }
        }
        """
}
