/// A labelled argument value, as passed to an init or a model's initializer.
public struct Argument: Sendable, Hashable {
    public var label: String
    public var value: Value
}

/// How a custom binding was used (§38).
public enum CustomBindingUse: Sendable, Hashable {
    /// A body made it, running its getter once, which uses these names of the body's scope.
    case made(names: [String])
    /// Its getter ran for a body, using these names of the scope it was written in; `marked` are
    /// the maker's states among them, whose read marks the maker, not the reader (§22).
    case read(names: [String], marked: [String])
    /// Its setter ran with this value.
    case wrote(Value)
    /// `.constant(x)` was written: it keeps its value.
    case ignored(Value)
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
    /// An `@AppStorage` or `@SceneStorage` holder of a new identity reads `key`: the value stored
    /// there (`stored`), or its own default while nothing is. The view keeps nothing; the store does.
    case storage(key: StorageKey, value: Value, stored: Bool)
}

/// What a loop did, for the trace (§85, §87).
public enum LoopNote: Sendable, Hashable {
    /// A `for … in` loop took its copy of the sequence: `count` elements, as they were when it started.
    case started(head: String, count: Int)
    /// A `for … in` loop's turn: what its pattern binds to the element (none for `_`); `skipped`
    /// is the `where` that was false, so the body did not run.
    case turn(bound: [Argument], turn: Int, count: Int, skipped: String?)
    /// A `while` or `repeat` loop tested its condition before turn `turn`: it held, so the turn
    /// runs, or it did not, so the loop ends; `values` are the names it read, as they were.
    case tested(condition: String, holds: Bool, turn: Int, values: [Argument])
    /// A `repeat` loop's first turn, which runs before its condition is tested.
    case repeatStarted(head: String)
    /// `break` left the loop at this turn, or `continue` ended the turn; `count` is a `for … in`
    /// loop's number of turns, nil for a `while` or `repeat` loop's.
    case jumped(LoopJump, turn: Int, count: Int?)
    /// `break` left a task's `for await` loop over a notification's values: the sequence is
    /// dropped, so the task hears no more posts.
    case leftNotifications(String, task: Int)
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
    /// A tap on a disabled button: its action did not run. `disabledBy` says whose `disabled:`.
    case tapIgnored(label: String, node: NodeRef, disabledBy: String)
    /// The controls a render showed, in body order, each with the holder it is bound to.
    case controls(NodeRef, [ControlShown])
    /// A script step used a control: a keystroke, a flip, a pick or a step, before its write.
    case inputApplied(InputEvent)
    /// A text field kept the text typed into it, as the keystroke's write left its binding's value
    /// as it was, or shows that value again, as its body ran or the value changed (§86).
    case fieldText(FieldTextEvent)
    case actionRan(node: NodeRef, source: String)
    /// `let mine = generation` ran: the constant holds `value` in the rest of its closure.
    case constantBound(node: NodeRef, name: String, value: Value)
    /// `var total = 0` ran (`declared`), or a statement assigned the variable: it holds `value`
    /// in its block until assigned again, and no view depends on it (§96).
    case variableSet(node: NodeRef, name: String, value: Value, declared: Bool)
    /// `count` in `count = count + (await delta())` was read, before the await to its right (§27.10).
    case readBeforeAwait(node: NodeRef, read: String, value: Value)
    /// A loop started, took a turn, tested its condition, or was left by `break` (§85, §87).
    case loopRan(node: NodeRef, LoopNote)
    /// An `if` ran: its condition held or not, so its first branch runs, or its `else` (when it
    /// has one, `hasElse`) or nothing (§59); `values` are the names the condition read, as they were.
    /// `guarding`: a `guard` with statements in its else, whose own condition this is.
    case branchChosen(node: NodeRef, condition: String, holds: Bool, hasElse: Bool, values: [Argument], guarding: Bool)
    /// A body's `switch` chose what to show (§13): the subject as written and its value; the
    /// values of the case that matched, as written, or nil when none did; where its views are
    /// (`1.case(0)`, `1.default`), or nil when no case matched and there is no default.
    case caseChosen(node: NodeRef, subject: String, value: Value, listed: [String]?, place: String?)
    /// A `switch` in an action ran (§92.6): the subject as written and its value; the patterns of
    /// the case whose block runs, as written, or nil when it is the default's.
    case caseRan(node: NodeRef, subject: String, value: Value, listed: String?)
    /// An error thrown at an await written `try?` was swallowed: a cancelled sleep's
    /// `CancellationError`, or a request's error, whose value is then nil. The task goes on.
    case errorSwallowed(TaskRef, at: String, thrown: String)
    /// An await threw, and a `catch` of the `do` around it took the error: its block runs (§75).
    case errorCaught(TaskRef, clause: String, thrown: String, why: CatchWhy)
    /// A `throw` in code that runs at once (an action's `do`, a method's) or a method it called
    /// threw, and a `catch` of the `do` around it took the error: its block runs (§80).
    case errorCaughtAtOnce(node: NodeRef, clause: String, thrown: String, why: CatchWhy)
    /// A thrown error reached a `do` and none of its clauses took it, each for the reason given
    /// (another type or case, a `where` that did not hold): it goes on out (§81). `task` is the
    /// task whose code it is, nil in code that runs at once.
    case errorPassedBy(node: NodeRef, task: TaskRef?, thrown: String, passed: [String])
    /// The closure or block holding `defer { … }` ended: its body runs now; `task` is the task
    /// whose code it is, nil in an action (§77); `order`, where it runs among the implicit awaits
    /// of the task's async lets never awaited, when one was still running at the scope's end.
    case deferRan(node: NodeRef, task: TaskRef?, source: String, order: DeferOrder? = nil)
    case passStarted(Int)
    case passEnded(Int)
    case created(NodeRef)
    /// The identity and its state are gone; `why` says which step of its path its parent's body
    /// no longer took, when it says (nil for the views destroyed with it, and screens popped or
    /// dismissed, whose own events say why).
    case destroyed(NodeRef, why: IdentityLoss? = nil)
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
    /// The closure just called uses `name`, an environment property of `owner` read through the
    /// `self` it captured: `value` is what that copy held, written at the update before the render
    /// of `pass` that ran the literal (nil: code outside a render did); `now` is what `owner`
    /// holds at the call, when it differs (docs/semantics.md §93).
    case closureEnvironment(NodeRef, name: String, key: EnvironmentKey, value: Value, pass: Int?, now: Value?)
    /// A task's code used its view's binding `name` after an await, as the copy of the view it
    /// captured held it, `captured`; the view has been given `now` since (§27.2).
    case capturedBindingUsed(NodeRef, name: String, captured: Value, now: Value)
    /// `pending?.cancel()` in an action of `NodeRef` named task `task`, which had `ended` or
    /// was cancelled already: nothing happened (§63).
    case cancelIgnored(NodeRef, task: Int, ended: Bool, source: String)
    /// A statement of an action of `NodeRef` written with `?.` found `link` nil (empty when a
    /// call stands in the way of telling which): the chain stopped there, and nothing was
    /// assigned or called (§66).
    case chainStopped(NodeRef, source: String, link: String)
    /// An action of `NodeRef` called `instance`'s method `name` with `arguments` (kept only when
    /// recording), which ran `source` with the instance as `self` (§62).
    case methodCalled(NodeRef, instance: ModelRef, name: String, arguments: [Argument], source: String, awaitedBy: Int? = nil)
    /// An async method awaited by a task returned `value`, which the call `call` gives the task (§67).
    case methodReturned(TaskRef, instance: ModelRef, name: String, value: Value, call: String)
    /// The body of `NodeRef` read the value `instance`'s method `name` returned; `read` names
    /// the fields and computed properties the method read, the body's dependencies (§62).
    /// Emitted only when recording.
    case methodValueRead(NodeRef, instance: ModelRef, name: String, arguments: [Argument], value: Value, read: [String])
    /// An action of `NodeRef` called the method `name` of the struct value `value` that `place`
    /// holds (as written: `p`, `store.point`), with `arguments` (kept only when recording); a
    /// mutating one stores its changed copy back in `place` when it returns (§65).
    case structMethodCalled(NodeRef, place: String, value: Value, name: String, arguments: [Argument], isMutating: Bool, source: String)
    /// The mutating method `name` called by an action of `NodeRef` left the value of `place`
    /// equal to what it was: the store back is an equal write, told or not by the place's rule (§65).
    case structMethodLeftEqual(NodeRef, place: String, name: String, value: Value)
    /// The body of `NodeRef` read the value the method `name` of the struct value `place` holds
    /// returned (§65). Emitted only when recording.
    case structMethodValueRead(NodeRef, place: String, name: String, arguments: [Argument], value: Value)
    /// A custom binding written in `owner` was used (§38): read for `reader` by its getter, whose
    /// expression uses `names`, or written by its setter; or a constant binding ignored a write.
    case customBindingUsed(reader: NodeRef?, owner: NodeRef?, source: String, use: CustomBindingUse)
    case stateWritten(NodeRef, name: String, old: Value, new: Value)
    /// A new identity's holder has a `didSet` whose statements are `source` (§53): for the
    /// pictures and the trace, which show it from the start.
    case didSetDeclared(NodeRef, name: String, source: String)
    /// An assignment through the view's property ran the holder's `didSet`, `old` in `oldValue`,
    /// after `new` was stored; an equal value runs it too (§53). `source` is its statements.
    case didSetRan(NodeRef, name: String, old: Value, new: Value, source: String)
    /// A write through `binding` reached a holder with a `didSet`, which did not run: a Binding's
    /// setter writes the storage, not the view's property (§53).
    case didSetSkipped(NodeRef, name: String, binding: String)
    /// A new identity's holder has a `willSet` whose statements are `source` (§70).
    case willSetDeclared(NodeRef, name: String, source: String)
    /// An assignment through the view's property ran the holder's `willSet`, `new` in `newValue`,
    /// before it was stored, the holder still reading `old` (§70).
    case willSetRan(NodeRef, name: String, old: Value, new: Value, source: String)
    /// A write through `binding` reached a holder with a `willSet` and no `didSet`: neither runs.
    case willSetSkipped(NodeRef, name: String, binding: String)
    case fieldWritten(ModelRef, field: String, old: Value, new: Value)
    /// A write through `$item.field` of a class element set `field` on the instance, then the
    /// instance back through its element's binding `element` (`$store.items[1]`): the list's
    /// write follows (§34.2).
    case storedBack(ModelRef, field: String, element: String)
    /// A state was assigned the value it holds: `State`'s setter compares and commits nothing,
    /// so no reader is invalidated (§4).
    case stateUnchanged(NodeRef, name: String, value: Value)
    /// An `@Observable` field was assigned, with `=`, the value it holds, of a type the macro's
    /// setter compares: nobody is told (§4).
    case fieldUnchanged(ModelRef, field: String, value: Value)
    /// An assignment to a class's field ran its `didSet`, `old` in `oldValue`, after `new` was
    /// stored; `source` is its statements (§64).
    case fieldDidSetRan(ModelRef, field: String, old: Value, new: Value, source: String)
    /// An assignment to a class's field ran its `willSet`, `new` in `newValue`, before the store;
    /// `source` is its statements (§70).
    case fieldWillSetRan(ModelRef, field: String, old: Value, new: Value, source: String)
    /// The equal write that follows is in place, through the `_modify` accessor, which notifies
    /// without comparing (§4).
    case writtenInPlace(ModelRef, field: String)
    /// The equal `=` that follows went through the setter of the `@Observable` macro before Swift
    /// 6.2 (`toolchain: xcode16`), which notifies without comparing (§4).
    case writtenUncompared(ModelRef, field: String)
    /// A value was stored under `key` in its store: in `UserDefaults` at launch (`atLaunch`, as a
    /// previous launch left it), or by an `@AppStorage` or `@SceneStorage` holder's write; `old` is
    /// nil when nothing was stored.
    case valueStored(key: StorageKey, old: Value?, new: Value, atLaunch: Bool)
    /// An ObservableObject's `objectWillChange` fired because a `@Published` field was assigned.
    case objectWillChange(ModelRef, field: String)
    /// A parent's modifier set an environment entry on this child's subtree, at its creation or
    /// when the value differs from the last render's; `old` is nil the first time.
    case environmentSet(NodeRef, key: EnvironmentKey, old: Value?, new: Value, by: NodeRef?)
    /// A `.transformEnvironment` on this node ran `source` on the `inherited` value, giving `new`;
    /// `old` is what the node had (nil at its creation), equal to `new` when nothing changed;
    /// `again` when the value above changed and the kept closure ran without its writer's body (§54).
    case environmentTransformed(NodeRef, key: EnvironmentKey, inherited: Value, old: Value?, new: Value, source: String, again: Bool)
    /// The view's `interactive-dismiss-disabled:` condition (its source) became `locked`, at its
    /// parent's render: a swipe down on the sheet whose content it is in is refused while true (§55).
    case dismissLockSet(NodeRef, source: String, locked: Bool)
    /// A model was built from `arguments`; `fields` are all its fields' first values in
    /// declaration order, defaults included; `count` is its type's creation count after this one.
    case modelCreated(ModelRef, arguments: [Argument], fields: [Argument], count: Int)
    case invalidated(NodeRef, because: String)
    /// A value that only one row of a `for-each` in `node`'s body read (an @Observable field read
    /// in ForEach's content closure, which ForEach runs per row) was written: that row must be
    /// built again; the body that wrote the for-each does not run. `row` is the element's id.
    case rowInvalidated(NodeRef, row: String, because: String)
    /// What one row of a for-each in `node`'s body read that Observation tracks: the row's own
    /// dependencies, which the body's `read` leaves out. Logged when the row is built.
    case rowRead(NodeRef, row: String, dependencies: [Dependency])
    /// `builtBy`'s body built the content of `container`'s slot (§48): the views inside are
    /// initialized there, with that body's values, and live under the container.
    case contentBuilt(NodeRef, slot: String, by: NodeRef)
    /// The container's body placed the content of its slot as its parent last built it, in this
    /// pass or before: the views inside were not initialized by this render (§48).
    case contentPlaced(NodeRef, slot: String, children: [NodeRef], builtBy: NodeRef?, builtInThisPass: Bool)
    /// The container's body called the closure of its slot, made in `by`'s body: the views
    /// inside are initialized in this render (§48).
    case contentCalled(NodeRef, slot: String, by: NodeRef)
    /// That row was built again on its own: its content closure ran, its children were
    /// initialized again, and the body around it did not run.
    case rowRebuilt(NodeRef, row: String, because: String)
    /// `node`'s render compared the for-each over `data` with the one its last render built (§95):
    /// equal, its rows are kept as they are; unequal, every row is built again. `because` says why;
    /// `kept` are the ids of the children its kept rows hold, which no init reached; `place` says
    /// where it stands ("of Screen's body", "in Card's content (built in Screen's body)").
    case forEachCompared(NodeRef, data: String, place: String, equal: Bool, because: String, kept: [Int] = [])
    /// A modifier's action ran after a pass: `kind` is on-change, task, on-appear or on-disappear;
    /// `owner` is the body that wrote the modifier, `child` the view it is applied to.
    case handlerRan(owner: NodeRef, child: NodeRef, kind: String, detail: String)
    /// An `.onChange(of:)` value, evaluated at its owner's render: `value` is the expression as
    /// written, `old` the value kept from the last render (nil when the identity is new). The
    /// action is queued only when the two differ.
    case onChangeCompared(owner: NodeRef, child: NodeRef, value: String, old: Value?, new: Value)
    /// A later init left the task running: its `id:` compared equal, or it has none.
    case taskKept(NodeRef, id: Value?)
    /// A `task(id:)` whose id changed while its view is off screen: it has no task to restart,
    /// and starts with the new id when the view appears (§24).
    case taskWaitsOffScreen(NodeRef, id: Value?)
    /// An `.onPreferenceChange` after a pass whose subtree reduced `key` to the value it last
    /// reported: its action does not run (§47).
    case preferenceUnchanged(NodeRef, key: String, value: Value)
    /// An `.onPreferenceChange` whose child's subtree gives no value for `key`: SwiftUI makes no
    /// binder for it, and its action does not run (§47).
    case preferenceAbsent(NodeRef, key: String)
    /// A view written with `refreshable:` (§40): made, so pictures show the modifier; or pulled,
    /// which starts its action as a task, or nothing while the last pull's task runs.
    case refresh(NodeRef, RefreshEvent)
    /// A swipe to delete on row `row` (its id) of a for-each in `node`'s body, which showed
    /// `label`: its on-delete action runs with `offsets` = [offset] (§43).
    case swipedToDelete(NodeRef, row: String, offset: Int, label: String)
    /// A drag in edit mode of row `row` of a for-each in `node`'s body, which showed `label`, to
    /// the place of the row showing `target`: its on-move action runs with `source` = [from] (§43).
    case draggedToMove(NodeRef, row: String, from: Int, destination: Int, label: String, target: String)
    /// A swipe on row `row` (its id) of a for-each in `node`'s body, which showed `label`, and a
    /// tap on its swipe action `button`, or a full swipe, which runs the first: the button's
    /// action runs in the row's scope (§51).
    /// `bound` names the row's element and index as its last render bound them: `item = "milk", i = 0`.
    case swipedRow(NodeRef, row: String, label: String, button: String, edge: SwipeActionsDecl.Edge, full: Bool, bound: String)
    /// A tap on row `row` (its id) of a for-each written with `selection:` in `node`'s body, which
    /// showed `label`: the row's id `value` is written into `binding`; `again` when it held it (§52).
    case selectedRow(NodeRef, row: String, label: String, binding: String, value: Value, again: Bool)
    /// A step moves the scene from one phase to another (§41); these views hold `\\.scenePhase`.
    case sceneMoved(from: ScenePhase, to: ScenePhase, holders: [NodeRef])
    /// The scene sets `\\.scenePhase` to its next phase on the way, as its own update.
    case scenePhaseChanged(old: ScenePhase, new: ScenePhase)
    /// The app is suspended in the background: this work falls due, or arrives, and waits until
    /// it comes back (§41).
    case waitsWhileSuspended(HeldWork)
    /// The app runs again as the scene comes back: this work, which waited, runs now (§41).
    case runsAgain(HeldWork)
    /// The keyboard focus moved (§42): a step tapped a field, Return ended editing, an action
    /// wrote a focus holder, or the focused field left the screen.
    case focusMoved(FocusMove)
    /// A task was created: a `task` modifier's when its view appears or its id changes, or a
    /// `Task { }`. Its code runs at `taskResumed(_, .start)`.
    case taskStarted(TaskRef)
    /// The task waits: for the clock (`sleep`) or for a request's response.
    case taskSuspended(TaskRef, waiting: Wait)
    /// The task runs again, in its own transaction: it starts, a sleep ended, a response came.
    case taskResumed(TaskRef, Resumption)
    /// The task was cancelled; `reason` says why (its id changed, its view went away).
    case taskCancelled(TaskRef, reason: String)
    /// The task's code is done: it ran to the end, returned at a guard, or threw.
    case taskEnded(TaskRef, TaskEnd)
    /// A task's statement that changed something after the task was cancelled or its view went away.
    case lateWrite(TaskRef, source: String, after: String)
    /// A write to the state of a view that is gone, by code that outlived it: stored in the
    /// storage that code holds, read back as stored, and no render follows (§27.5).
    /// `stored`: false when the view's host went too (a sheet's content, a popped screen), so
    /// nothing keeps the value.
    case writeToGoneView(NodeRef, name: String, value: Value, stored: Bool)
    /// `dismiss()` that reached no presentation or pushed screen: nothing is dismissed (§22).
    case dismissReachedNothing(NodeRef, why: String)
    /// `dismiss()` of a view that presents a sheet, cover or popover itself, which a person takes
    /// for the presented content's: whose it is, and what it dismisses (§22).
    case dismissOfPresenter(NodeRef, what: String)
    case requestStarted(RequestRef)
    /// The script delivered the response; the task resumes with it.
    case requestCompleted(RequestRef, value: Value)
    /// The script completed the request with an error; the awaiting task throws it.
    case requestFailed(RequestRef, error: ThrownError)
    /// A cancellation-aware request was cancelled with its task, which threw `CancellationError`.
    case requestCancelled(RequestRef)
    /// The response of a cancelled request arrived and was thrown away.
    case requestDiscarded(RequestRef)
    /// The virtual clock moved forward to `now` (milliseconds since launch).
    case clockAdvanced(from: Int, to: Int)
    /// A view with a timer appeared: its timer first fires at `first` (milliseconds).
    case timerStarted(NodeRef, every: Int, first: Int)
    /// A view with a timer went away, and its timer with it.
    case timerStopped(NodeRef)
    /// A repeating timer fired for the view it is applied to; its handler runs now.
    case timerFired(owner: NodeRef, child: NodeRef, every: Int, at: Int)
    /// A view written with on-receive was made: it is subscribed while its identity lives (§46).
    case subscribed(NodeRef, notification: String)
    /// The script posted a value of a declared notification (§46); what it reaches follows.
    case posted(notification: String, value: Value, subscribers: Int)
    /// A view's on-receive got the value; its action runs now, in the body that wrote it.
    case received(owner: NodeRef, child: NodeRef, notification: String)
    /// An assignment to `field` published in its `willSet` to a view's `.onReceive` of the
    /// object's `publisher` (`model.$count` or `model.objectWillChange`); the action runs now,
    /// `old` still stored (§58).
    case publishedReceived(owner: NodeRef, child: NodeRef, publisher: String, field: String, old: Value, new: Value)
    /// The `willSet` of `field` of `object` is over, after `actions` subscribers' actions (one or
    /// more): the assignment stores `new` now, and what follows is its own write again, not the
    /// actions' (§58).
    case publishedDelivered(object: ModelRef, field: String, new: Value, actions: Int)
    /// Who did not get a posted value, and why: a view written with on-receive that is not in the
    /// hierarchy, or a task whose for-await loop has not started iterating.
    case missed(notification: String, who: String, why: String)
    /// Something happened to a model's AsyncStream: a yield, a finish, a loop's turn or end (§83).
    case stream(StreamEvent)
    /// Something happened in a task group: its body started, a result was taken, its children
    /// were cancelled, an error left its body, it ended (§88).
    case taskGroup(TaskRef, GroupNote)
    /// A render in which the component's invariant was false.
    case stale(NodeRef, invariant: String)
    case expectationChecked(label: String, present: Bool, passed: Bool, location: Location)
    /// `expect-enabled:` (`enabled`) or `expect-disabled:`: `found` says what was on screen.
    case enabledChecked(label: String, enabled: Bool, passed: Bool, found: String, location: Location)
    /// A screen changed: a sheet presented or dismissed, a screen pushed or popped, a tab
    /// selected, a view covered or shown again. `node` is the presentation, stack or tab view.
    case screen(NodeRef, ScreenChange)
}
