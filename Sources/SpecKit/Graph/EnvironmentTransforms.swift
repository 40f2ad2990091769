/// `.transformEnvironment(\.key) { value in … }`: rule §54 of docs/semantics.md.
///
/// The closure is made by the body that writes the modifier, and runs there, with `value` the
/// entry as that body's view finds it: what it reads is that body's dependency. SwiftUI keeps the
/// closure in the modifier and runs it again when the value above changes, without the body: the
/// engine keeps what the closure captured (props and loop variables by value, state live) and
/// runs it again then, reading nothing for any body.

/// A transform as its writer's last render made it.
struct TransformCapture {
    var transform: EnvironmentTransform
    /// The body that wrote it: the closure's statements run in its scope.
    var owner: Int
    /// Props and loop variables the closure uses, copied as Swift copies them into its context.
    var locals: [String: Value]
    /// The value it was last given, for the log.
    var inherited: Value
}

/// The closure's scope: `value` is its inout parameter; every other name is the writer's.
final class TransformScope: ForwardingScope {
    let base: NodeScope
    var value: Value
    var outer: any Scope { base }

    init(base: NodeScope, value: Value) {
        self.base = base
        self.value = value
    }

    func lookup(_ name: String, at location: Location) throws -> Value {
        name == EnvironmentTransform.value ? value : try base.lookup(name, at: location)
    }

    func assign(_ name: String, _ value: Value, at location: Location) throws {
        // The decoder lets only `value` be written; this guards what it let through.
        guard name == EnvironmentTransform.value else {
            throw Diagnostic("a transform changes `value` only; it cannot assign '\(name)'", at: location)
        }
        self.value = value
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        throw Diagnostic("a transform changes `value` only; it cannot assign \(model.type).\(field)", at: location)
    }
}

extension Graph {
    /// Runs the child's transforms in the writing body, each on the value the one before it, or
    /// the inherited environment, left; returns what each captured, for a later run without it.
    func applyTransforms(of child: ChildDecl, in scope: NodeScope, to values: inout [EnvironmentKey: Value],
                         own: inout Set<EnvironmentKey>) throws -> [EnvironmentKey: TransformCapture] {
        var captures: [EnvironmentKey: TransformCapture] = [:]
        for transform in child.modifiers.transforms {
            let key = EnvironmentKey.value(transform.key)
            let inherited = try values[key] ?? entryDefault(transform)
            values[key] = try run(transform, on: inherited, in: scope)
            own.insert(key)
            captures[key] = TransformCapture(transform: transform, owner: scope.node.id, locals: captured(transform, in: scope),
                                             inherited: inherited)
        }
        return captures
    }

    /// The closure again, on a new value from above: its owner's state as it is now, its
    /// props as captured, and no body reading. Nil when the owner is gone or the run fails; the
    /// child then keeps the value it had, as the owner's next render computes it anew.
    func rerun(_ capture: inout TransformCapture, on inherited: Value?) -> Value? {
        guard let owner = nodes[capture.owner], let given = inherited ?? (try? entryDefault(capture.transform)) else { return nil }
        let saved = reader
        reader = nil
        defer { reader = saved }
        let scope = liveScope(owner, locals: capture.locals)
        guard let result = try? run(capture.transform, on: given, in: scope) else { return nil }
        capture.inherited = given
        return result
    }

    /// Logs what a transform on `node` made of the value it was given; `old` is nil at creation.
    func logTransforms(on node: Node, _ captures: [EnvironmentKey: TransformCapture], values: [EnvironmentKey: Value],
                       again: Bool = false) {
        guard recording else { return }
        for (key, capture) in captures.sorted(by: { $0.key.description < $1.key.description }) {
            guard let new = values[key] else { continue }
            emit(.environmentTransformed(node.ref, key: key, inherited: capture.inherited, old: node.environment[key], new: new,
                                         source: capture.transform.source, again: again))
        }
    }

    private func run(_ transform: EnvironmentTransform, on inherited: Value, in scope: NodeScope) throws -> Value {
        let closure = TransformScope(base: scope, value: inherited)
        for statement in transform.action { try Evaluator.execute(statement, in: closure) }
        let result = closure.value
        // An entry whose default is nil holds nil or a value of its type (§89).
        if inherited == .null || result == .null, spec.environmentValues.contains(where: { $0.name == transform.key && TypeInference.isOpen($0) }) {
            try checkOpenEntry(transform.key, value: result, at: transform.action.first?.location ?? transform.location)
            return result
        }
        guard result.typeName == inherited.typeName else {
            let d = spec.environmentValues.first { $0.name == transform.key }?.defaultValue
            throw Diagnostic("\\.\(transform.key) is \(inherited.typeName)\(d.map { " (\($0.source) by default)" } ?? ""), but the transform `\(transform.source)` leaves `value` \(result.typeName) \(result.literal)",
                             at: transform.action.first?.location ?? transform.location,
                             hint: "leave `value` \(DeclaredTypes.withArticle(inherited.typeName)), as `environment-values:` declares it")
        }
        return result
    }

    /// The entry's declared default: what the child would find with nothing set above.
    private func entryDefault(_ transform: EnvironmentTransform) throws -> Value {
        try declaredDefault(of: transform.key, at: transform.location)
    }

    /// The props and loop variables the closure uses, by value; a holder stays the owner's storage.
    private func captured(_ transform: EnvironmentTransform, in scope: NodeScope) -> [String: Value] {
        var copied: [String: Value] = [:]
        for (name, _) in transform.action.flatMap(\.capturedNames) where name != EnvironmentTransform.value {
            if let v = scope.locals[name] { copied[name] = v }
            else if let v = scope.node[prop: name] {
                if case .binding = v { continue }
                copied[name] = v
            }
        }
        return copied
    }
}

extension Graph {
    /// The child's transforms of the keys that changed above, run again on the new values.
    func rerunTransforms(_ transforms: [EnvironmentKey: TransformCapture], on child: Node, for changed: Set<EnvironmentKey>,
                         from values: [EnvironmentKey: Value], into inherited: inout [EnvironmentKey: Value]) {
        var kept = transforms
        var ran: [EnvironmentKey: TransformCapture] = [:]
        for key in changed.sorted(by: { $0.description < $1.description }) {
            guard var capture = kept[key], let result = rerun(&capture, on: values[key]) else { continue }
            inherited[key] = result
            kept[key] = capture
            ran[key] = capture
        }
        guard !ran.isEmpty else { return }
        logTransforms(on: child, ran, values: inherited, again: true)
        child.environmentTransforms = kept
    }
}
