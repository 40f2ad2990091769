/// The trace's lines for what a statement of an action or a task did (a constant bound, a local
/// written, a branch or a case chosen, an error caught or passed on), and for an environment
/// entry a modifier set: `TraceBuilder.add` hands these events here.
extension TraceBuilder {
    mutating func addStatement(_ event: Event) {
        switch event {
        case .errorSwallowed(let task, let source, let thrown):
            line(.action, 3, LineText(TaskWords.swallowed(at: source, thrown: thrown, task: task.number)), node: task.view, tone: .muted)
        case .errorCaught(let task, let clause, let thrown, let why):
            line(.action, 3, LineText(TaskWords.caught(by: clause, thrown: thrown, task: task.number, why: why)), node: task.view, tone: .muted)
        case .errorCaughtAtOnce(let node, let clause, let thrown, let why):
            line(.action, 3, LineText(TaskWords.caught(by: clause, thrown: thrown, task: nil, why: why)), node: node, tone: .muted)
        case .errorPassedBy(let node, let task, let thrown, let passed):
            line(.action, 3, LineText(TaskWords.passedBy(thrown: thrown, passed: passed, task: task?.number)), node: task?.view ?? node, tone: .muted)
        case .constantBound(let node, let name, let value):
            line(.action, 3, "\(name) is \(value.literal): a constant, evaluated once here, it keeps this value in the rest of its closure, across awaits",
                 node: node, tone: .muted)
        case .variableSet(let node, let name, let value, let declared):
            // A class instance is shared, not copied: its fields' writes are the instance's (§96).
            let holds = if case .model = value { "the same instance, not a copy: a write to its fields is the instance's" } else { "a copy of the value" }
            line(.action, 3, declared
                 ? "\(name) is \(value.literal): a local variable of this block, \(holds), which the statements after it may change; no view depends on it"
                 : "\(name) is now \(value.literal): the local variable is written, not a holder, so no view is invalidated",
                 node: node, tone: .muted)
        case .readBeforeAwait(let node, let read, let value):
            line(.action, 3, "\(read) is \(value.literal), read now, before the await to its right: Swift evaluates an expression's operands left to right, so a write to it while the task waits is not seen",
                 node: node, tone: .muted)
        case .loopRan(let node, let note):
            // A turn stands beside the statements it runs; the rest under the statement that did it.
            let turn = switch note {
            case .turn, .tested(_, true, _, _): true
            default: false
            }
            line(.action, turn ? 2 : 3, LineText(TaskWords.loop(note)), node: node, tone: .muted)
        case .branchChosen(let node, let condition, let holds, let hasElse, let values, let guarding):
            line(.action, 3, LineText(Self.branch(condition, holds: holds, hasElse: hasElse, values: values, guarding: guarding)), node: node, tone: .muted)
        case .caseChosen(let node, let subject, let value, let listed, let place):
            addCase(node: node, subject: subject, value: value, listed: listed, place: place)
        case .caseRan(let node, let subject, let value, let listed):
            line(.action, 3, LineText(Self.switchCase(subject, value: value, listed: listed)), node: node, tone: .muted)
        default:
            break
        }
    }

    /// `environment \.accent = "red" for this subtree (set by Root)`, or, when it changes, the
    /// write that tells its readers.
    mutating func addEnvironmentSet(_ node: NodeRef, _ key: EnvironmentKey, old: Value?, new: Value, owner: NodeRef?) {
        // `isSearching` is set by the field of the `.searchable` on the view, not by its parent
        // (§45); any other entry by the body that wrote the modifier, which is the parent's but
        // within a tab view or a stack, whose content the body around it writes.
        let setter = key == .isSearching ? "the search field of its .searchable"
            : owner?.component ?? node.parent.flatMap { names.nodes[$0] }?.component ?? "its parent"
        // An object's key names itself: `environment object Store`.
        let entry = if case .object = key { "\(key)" } else { "environment \(key)" }
        // A nil object: `.environment(_:)` given nil clears the object of that type (§17).
        let cleared = new == .null && key.isObject ? ": .environment(_:) given nil clears the object of that type placed above" : ""
        guard let old else {
            line(.environment, depth(node) + 1, "\(entry) = \(new.literal) for this subtree (set by \(setter))\(cleared)",
                 node: node, tone: .created)
            return
        }
        environmentChanged(key, "changed \(old.literal) → \(new.literal), set by \(setter) on \(node.component)")
        line(.write, 3, "set \(key) = \(new.literal) on \(node.component)'s subtree (was \(old.literal))\(cleared)", node: node)
    }

    /// An environment entry changed: the writes its readers are told of name it, not the field or
    /// storage written before. Set, transformed, or the scene's phase.
    mutating func environmentChanged(_ key: EnvironmentKey, _ words: String) {
        lastField = nil
        lastStorage = nil
        lastEnvironment = (key, words)
    }
}
