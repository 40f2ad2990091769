/// Decoding a holder written with its property observer: `count: { value: 0, did-set: … }` is
/// `@State private var count = 0 { didSet { … } }` (docs/spec-format.md, *Property observers*;
/// semantics §53).
extension SpecDecoder {
    static let observedHolderKeys = ["value", "will-set", "did-set"]
    /// The observer keys, Swift's `willSet` and `didSet` (§53, §70).
    static let observerKeys = ["did-set", "will-set"]

    /// `oldValue` in a willSet, `newValue` in a didSet: each observer names only its own value (§70).
    static func observerValueHint(_ name: String, visible: [String]) -> String? {
        if name == DidSetDecl.parameter, visible.contains(DidSetDecl.newValue) {
            return "a willSet sees the value about to be stored as `newValue`; the property itself still holds the old one"
        }
        if name == DidSetDecl.newValue, visible.contains(DidSetDecl.parameter) {
            return "a didSet sees the value replaced as `oldValue`; the property itself holds the new one"
        }
        return nil
    }

    /// The kinds whose wrapped property can have a `didSet` here: the view's `@State`.
    static func observes(_ kind: HolderKind) -> Bool { kind == .state || kind == .stateInInit }

    /// Whether a holder's value is written in the observed form: a mapping, under a kind that
    /// observes, or with an observer's key under one that does not (refused there).
    static func isObservedForm(_ node: YAMLNode, kind: HolderKind) -> Bool {
        guard let pairs = node.mapping else { return false }
        return observes(kind) || pairs.contains { observerKeys.contains($0.key.scalar ?? "") }
    }

    /// `{ value: e, did-set: statements }` under `state:` or `state-in-init:`. A mapping under
    /// another kind is refused; the holder is still declared, so its uses are not reported too.
    mutating func observedHolder(_ name: String, kind: HolderKind, _ node: YAMLNode, at location: Location,
                                 observers: inout [DidSetDecl]) -> HolderDecl {
        var holder = HolderDecl(name: name, kind: kind, initial: .placeholder(at: node.location),
                                dependencies: [], location: location)
        let what = "\(kind.rawValue) \(name)"
        guard var m = MappingReader(node, what: what, problems: &problems) else { return holder }
        guard Self.observes(kind) else {
            if let v = m.take("value") { holder.initial = expression(v, what: "an initial value") ?? holder.initial }
            refuseObservers(in: &m, kind: kind, name: name)
            m.finish(what: what, allowed: ["value"], problems: &problems)
            return holder
        }
        let valueNode = m.take("value", orMisspeltIn: what, allowed: Self.observedHolderKeys, problems: &problems)
        let willSet = m.take("will-set", orMisspeltIn: what, allowed: Self.observedHolderKeys, problems: &problems)
        let didSet = m.take("did-set", orMisspeltIn: what, allowed: Self.observedHolderKeys, problems: &problems)
        m.finish(what: what, allowed: Self.observedHolderKeys, problems: &problems)
        if let valueNode, !valueNode.isNull {
            holder.initial = expression(valueNode, what: "an initial value") ?? holder.initial
        } else {
            // `value: ~` is written but empty: point at it, not at the holder.
            problems.append(Diagnostic(valueNode == nil ? "\(what) needs a `value:`, its initial value" : "the `value:` of \(what) is empty; it needs its initial value",
                                       at: valueNode?.location ?? node.location,
                                       hint: "for example `\(name): { value: 0, did-set: \"changes += 1\" }`"))
        }
        // willSet first, as it runs first.
        for (node, isWillSet) in [(willSet, true), (didSet, false)] {
            guard let node else { continue }
            observers.append(observer(node, isWillSet: isWillSet, of: name, example: "changes += 1", inView: true))
        }
        return holder
    }

    /// The statements of a `did-set:` or `will-set:`, with what an observer cannot run refused:
    /// it runs inside the assignment. A view's may not animate either; a field's awaits are
    /// refused with the `if` that holds them.
    private mutating func observer(_ node: YAMLNode, isWillSet: Bool, of name: String, example: String, inView: Bool) -> DidSetDecl {
        let decl = DidSetDecl(holder: name, statements: statements(node), location: node.location, isWillSet: isWillSet)
        let key = isWillSet ? "will-set" : "did-set"
        if node.isNull || (node.sequence?.isEmpty ?? false) {
            let parameter = isWillSet ? "`newValue` is the value about to be stored" : "`oldValue` is the value replaced"
            problems.append(Diagnostic("`\(key):` of \(name) needs a statement", at: node.location,
                                       hint: "for example `\(key): \"\(example)\"`; \(parameter)"))
        }
        // An `if`'s branches hold statements too: what an observer cannot run is refused in them as well.
        for s in decl.statements.flatMap(\.flattenedOutsideTasks)
        where inView ? (s.suspends && !isIfOrSwitch(s)) || isSpawnOrGuard(s) : s.suspends || { if case .spawn = s.kind { true } else { false } }() {
            let isAnimated = if case .animated = s.kind { true } else { false }
            problems.append(Diagnostic("`\(s.source)` cannot run in a \(decl.keyword) here; it runs assignments and calls", at: s.location,
                                       hint: isAnimated ? "write the body's statements alone: they run in the same transaction, and an animation changes how a change is drawn, not which bodies run (§57)"
                                           : "a \(decl.keyword) runs inside the assignment: start the task in the action that assigns\(inView ? ", or with `on-change:` beside a child" : "")"))
        }
        return decl
    }

    private func isIfOrSwitch(_ s: Statement) -> Bool {
        switch s.kind {
        case .ifElse, .switchCases: true
        default: false
        }
    }

    private func isSpawnOrGuard(_ s: Statement) -> Bool {
        switch s.kind {
        case .spawn, .animated: return true
        default: return false
        }
    }

    /// `did-set:` or `will-set:` where no observer is expressed: a holder of another kind.
    mutating func refuseObservers(in m: inout MappingReader, kind: HolderKind, name: String) {
        for key in Self.observerKeys {
            guard let node = m.take(key) else { continue }
            problems.append(Diagnostic("`\(key):` observes a `state:` or `state-in-init:` holder; \(name) is \(kind.rawValue)", at: node.location,
                                       hint: Self.observerHint(kind, name: name)))
        }
    }

    static func observerHint(_ kind: HolderKind, name: String) -> String {
        switch kind {
        case .stateObject, .observedObject:
            return "an object's wrapper is not reassigned by its view's actions, its fields are: watch one with `on-change: { of: \(name).field, action: … }` beside a child"
        case .memo:
            return "a memo is derived, never assigned: watch it with `on-change: { of: \(name), action: … }` beside a child"
        case .constant:
            return "Swift refuses it: 'let' declarations cannot be observing properties; declare \(name) under `state:` to observe its changes"
        case .lazyState:
            return "LazyState's observers are not expressed: declare it with `state:`, or watch it with `on-change: { of: \(name), action: … }` beside a child"
        default:
            return "watch it with `on-change: { of: \(name), action: … }` beside a child"
        }
    }

    /// A model field written with an observer, `count: { default: 0, did-set: … }`: `var count =
    /// 0 { didSet { … } }` in a class (§64). `will-set:`, and any observer on a struct's field, is
    /// refused with a hint; the field is still declared, with its `default:` if it has one, so the
    /// constructions that leave it out are not reported too. Nil when it has no observer.
    mutating func observedField(_ pair: (key: YAMLNode, value: YAMLNode), model: String, kind: ModelKind?) -> FieldDecl? {
        guard let pairs = pair.value.mapping, pairs.contains(where: { Self.observerKeys.contains($0.key.scalar ?? "") }),
              let name = pair.key.scalar, var m = MappingReader(pair.value, what: "field \(name)", problems: &problems) else { return nil }
        let defaultValue = m.take("default").flatMap { $0.isNull ? nil : expression($0, what: "a default") }
        var field = FieldDecl(name: name, defaultValue: defaultValue, location: pair.key.location)
        let willSet = m.take("will-set", orMisspeltIn: "field \(name)", allowed: Self.observedFieldKeys, problems: &problems)
        let didSet = m.take("did-set", orMisspeltIn: "field \(name)", allowed: Self.observedFieldKeys, problems: &problems)
        for (node, isWillSet) in [(willSet, true), (didSet, false)] {
            guard let node else { continue }
            let key = isWillSet ? "will-set" : "did-set"
            guard let kind, kind != .struct else {
                problems.append(kind == nil
                    ? Diagnostic("`\(key):` is not expressed on \(model)'s entries; \(name) cannot have one", at: node.location,
                                 hint: "watch the value with `on-change: { of: …, action: … }` beside a child that reads it")
                    : Diagnostic("a `\(key):` on a struct's field is not expressed; \(model).\(name) cannot have one", at: node.location,
                                 hint: "a struct is replaced whole by each write: watch its holder with `\(key):` on the `state:` holding it"))
                continue
            }
            let observer = observer(node, isWillSet: isWillSet, of: name, example: "edits += 1", inView: false)
            if isWillSet { field.willSet = observer } else { field.didSet = observer }
        }
        m.finish(what: "field \(name)", allowed: Self.observedFieldKeys, problems: &problems)
        return field
    }

    static let observedFieldKeys = ["default", "will-set", "did-set"]
}
