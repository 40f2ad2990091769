/// A labelled argument value, as passed to an init or a model's initializer.
public struct Argument: Sendable, Hashable {
    public var label: String
    public var value: Value
}

/// What a holder did at an init, an install or a render.
public enum HolderDecision: Sendable, Hashable {
    /// The initial value was evaluated and stored: at init (eager) or at install (lazy: once per identity).
    case built(Value, lazily: Bool)
    /// An eager holder evaluated a new initial value at a later init; the stored one was kept.
    case discarded(Value, kept: Value)
    /// A lazy holder's closure from a later init was not run; the stored value was kept.
    /// `captures` are the props the closure captures: none, and it compares equal to the last
    /// init's; any, and it compares unequal (docs/semantics.md §4).
    case closureIgnored(kept: Value, captures: [String])
    /// An `@ObservedObject` built in init got a new instance at a later init: it keeps nothing,
    /// so the new one replaced the old (and whatever state the old one held).
    case replaced(Value, old: Value)
    /// A memo's dependencies compared equal; the stored value was reused. Each dependency is
    /// labelled with its expression as written, so a trace can say `input 1 → 2`.
    case memoKept(Value, dependencies: [Argument])
    /// A memo's dependencies differed from the last render's; the value was rebuilt.
    case memoRebuilt(old: Value?, new: Value, from: [Argument]?, to: [Argument])
}

/// Why a body ran.
public enum RenderCause: Sendable, Hashable {
    /// The identity is new.
    case created
    /// The parent re-initialized the node with a different value; each string says what differed.
    case parentChanged([String])
    /// A value the last render read was written.
    case dependency(String)
}

/// Everything the engine does, in order. Reports, traces and tables read these; nothing else.
public enum Event: Sendable, Hashable {
    case scenarioStarted(name: String, toolchain: Toolchain)
    case stepStarted(index: Int, summary: String)
    case tapped(label: String, node: NodeRef)
    /// The controls a render showed, in body order, each with the holder it is bound to.
    case controls(NodeRef, [ControlShown])
    /// A script step used a control: a keystroke, a flip, a pick or a step, before its write.
    case inputApplied(InputEvent)
    case actionRan(node: NodeRef, source: String)
    case passStarted(Int)
    case passEnded(Int)
    case created(NodeRef)
    case destroyed(NodeRef)
    case initialized(NodeRef, arguments: [Argument])
    case holder(NodeRef, name: String, kind: HolderKind, HolderDecision)
    case rendered(NodeRef, cause: RenderCause)
    /// What a render read, once its body has run: the values whose writes will run it again, and
    /// the fields of ObservableObjects it read, which notify through their object instead.
    case read(NodeRef, dependencies: [Dependency])
    /// Re-initialized with an equal value: the body was not run.
    case skipped(NodeRef)
    /// An `Equatable` view re-initialized under `.equatable()`: its `==` compared these props and
    /// ignored the others (a closure, say), whatever they held.
    case comparedByEquals(NodeRef, compared: [String], ignored: [String])
    /// An action called a closure a parent passed in (`onLike()`); its statements run in `owner`,
    /// the body that wrote the literal.
    case closureCalled(NodeRef, name: String, owner: NodeRef, source: String)
    case stateWritten(NodeRef, name: String, old: Value, new: Value)
    case fieldWritten(ModelRef, field: String, old: Value, new: Value)
    /// An ObservableObject's `objectWillChange` fired because a `@Published` field was assigned.
    case objectWillChange(ModelRef, field: String)
    /// A parent's modifier set an environment entry on this child's subtree, at its creation or
    /// when the value differs from the last render's; `old` is nil the first time.
    case environmentSet(NodeRef, key: EnvironmentKey, old: Value?, new: Value)
    /// A model was built; `count` is its type's creation count after this one.
    case modelCreated(ModelRef, arguments: [Argument], count: Int)
    case invalidated(NodeRef, because: String)
    /// A modifier's action ran after a pass: `kind` is on-change, task, on-appear or on-disappear;
    /// `owner` is the body that wrote the modifier, `child` the view it is applied to.
    case handlerRan(owner: NodeRef, child: NodeRef, kind: String, detail: String)
    /// An `.onChange(of:)` value, evaluated at its owner's render: `value` is the expression as
    /// written, `old` the value kept from the last render (nil when the identity is new). The
    /// action is queued only when the two differ.
    case onChangeCompared(owner: NodeRef, child: NodeRef, value: String, old: Value?, new: Value)
    /// A later init left the task running: its `id:` compared equal, or it has none.
    case taskKept(NodeRef, id: Value?)
    case taskStarted(NodeRef, id: Value?)
    case taskCancelled(NodeRef, id: Value?)
    /// A render in which the component's invariant was false.
    case stale(NodeRef, invariant: String)
    case expectationChecked(label: String, present: Bool, passed: Bool, location: Location)
}
