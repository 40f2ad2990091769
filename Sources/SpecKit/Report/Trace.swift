/// Turns events into trace lines. It remembers only what the events said before: names, the last
/// init's arguments, and which write invalidated what, so a render can say why it ran.
struct TraceBuilder {
    private var lines = TraceLines()
    private var nodePaths = true
    /// How many held lines make it worth looking for lines to hand out.
    private var handOutAt = 512
    private(set) var steps: [String] = ["launch"]
    /// Where the assertions over measures are; every other expectation is about a label.
    var assertions: Set<Location> = []
    private(set) var names = EventNames()
    private var step = 0
    var pass: Int?
    /// Indentation for a model creation: under the init, render or action it happened in.
    var context = 1
    /// Who writes now: `the tap`, a handler such as `the on-change of Parent/Child`, or nil in a render pass.
    var writer: String?
    /// Who wrote before each on-receive action a `willSet` ran ("" for nobody), innermost last: the
    /// writer again once its delivery is over, an action's own assignment delivering inside it.
    var writersBeforeDelivery: [String] = []
    /// The write that is invalidating its readers now: what changed, and how.
    var lastWrite: Write?
    /// The equal field write that follows is in place, through `_modify` (§4).
    var inPlace = false
    /// The equal field write that follows is an `=` through the setter of the macro before Swift
    /// 6.2, which does not compare (§4).
    var uncompared = false
    /// Why each invalid node will render, as the engine keeps it: the first write since its last render.
    private(set) var pending = NumberTable<(subject: String, change: String)>()
    /// Invalid nodes whose pending write is of a state their last render did not read: an
    /// escaping closure's read subscribed them (§22).
    private(set) var pendingByContent = Set<Int>()
    var lastArguments = NumberTable<[Argument]>()
    /// The lazy holders whose closures captured nothing at each node's last init: they compared
    /// equal, which a skip line names as part of why the body did not run.
    private var equalThunks = NumberTable<[String]>()
    /// What an `Equatable` view's `==` compared and ignored at its last init.
    private(set) var byEquals = NumberTable<(compared: [String], ignored: [String])>()
    /// Where each node's last render line is, so what the render read can be shown under it.
    private var renderLine: [Int: Int] = [:]
    /// The node whose reads were shown last, and the line they are on.
    private var lastRead: (node: Int, index: Int)?
    /// The bodies that did not run in the current pass.
    private var notRun = NotRunTally()
    /// Each node's last reads, so a render caused by an object can say which of its fields the body read.
    private(set) var lastReads = NumberTable<[Dependency]>()
    /// The model of the last field write, and whether it published; the write's aftermath depends on it.
    var lastField: (model: ModelRef, field: String, published: Bool)?
    /// Nodes invalidated by an object's notification (the object and the field published), or by
    /// an environment entry (its key, and what the change was).
    private(set) var pendingObject = NumberTable<(model: ModelRef, field: String)>()
    private(set) var pendingEnvironment = NumberTable<String>()
    /// Per node invalidated by a write to a store: the key and its change, for the render line.
    private(set) var pendingStorage = NumberTable<(key: StorageKey, change: String)>()
    /// The key of the store's write being told to its holders.
    var lastStorage: (key: StorageKey, change: String)?
    /// The environment change being carried down the tree now.
    var lastEnvironment: (key: EnvironmentKey, change: String)?
    /// The control a step just used, until its write: the control itself shows what it wrote.
    private var control: InputEvent?
    /// A published write being heard: the object, and the nodes it has invalidated so far.
    private var publishing: (model: ModelRef, told: Set<Int>)?
    var destroyed: Set<Int> = []
    /// Each on-change's last value at a place its view's `.id` makes identities at, so that a new
    /// identity's first value can be told apart from a change it never sees (TraceIdentityChange.swift).
    var onChangeAtPlace: [String: Value] = [:]
    /// The plain classes' fields written, and what each render read of them (§71).
    var plainWrites = PlainFieldWrites()

    /// Builds a scenario's trace, handing each line to `output` as soon as no later event can put
    /// a line before it; returns the step summaries.
    /// `nodePaths`: whether lines name their node's path, which only `ScenarioTrace` keeps.
    static func trace(_ result: ScenarioResult, spec: Spec?, nodePaths: Bool = true,
                      to output: (TraceLines.Line, UnsafeBufferPointer<UInt8>) -> Void) -> [String] {
        var builder = TraceBuilder()
        builder.nodePaths = nodePaths
        builder.names.spec = spec
        let script = spec?.scenario(for: result)?.steps ?? []
        builder.assertions = Set(script.flatMap(\.expectations).filter { $0.assertion != nil }.map(\.location))
        for event in result.log {
            builder.add(event)
            if builder.lines.heldCount >= builder.handOutAt { builder.handOut(to: output) }
        }
        if let error = result.error { builder.stopped(by: error) }
        if let error = result.expectedError {
            builder.stopped(by: error, expected: true)
        } else if let missing = result.failures.first(where: \.missingError) {
            builder.missing(missing)
        }
        builder.lines.handOutAll(to: output)
        return builder.steps
    }

    /// Hands out the lines above the earliest render still waiting for its reads and above the
    /// last reads (a stale line goes under them); what is held then is little, bar a render that
    /// never read, so the next look waits until twice as many lines are held.
    private mutating func handOut(to output: (TraceLines.Line, UnsafeBufferPointer<UInt8>) -> Void) {
        var keep = lastRead?.index ?? lines.count
        for index in renderLine.values where index < keep { keep = index }
        lines.handOut(before: keep, to: output)
        handOutAt = max(512, 2 * lines.heldCount)
    }

    mutating func line(_ kind: TraceLine.Kind, _ depth: Int, _ text: LineText,
                       node: NodeRef? = nil, tone: TraceLine.Tone = .plain) {
        lines.append(kind, step: step, pass: pass, depth: depth, node: nodePaths ? node?.path : nil, text: text, tone: tone)
    }

    func depth(_ node: NodeRef) -> Int { 2 + names.depth(of: node) }
    /// Where a line of who is (or is not) told of a write goes: under the write, beside its siblings.
    var invalidateDepth: Int { (lines.lastDepth ?? 2) + (lines.lastKind == .invalidate ? 0 : 1) }

    mutating func add(_ event: Event) {
        // One look at the event for what any event may change (a switch copies the event, and
        // the trace of a large tree has millions): the names and the pass's tally learn from it,
        // and it says whether it carries on the last write and the control that made it.
        var telling = false, writing = false, invalidated: Int?
        switch event {
        case .created(let node):
            names.created(node)
            notRun.created(node)
        case .modelCreated(let model, _, _, _):
            names.created(model)
            if model.kind == .class || model.kind == .observableObject { plainWrites.isActive = true }
        case .destroyed(let node, _): notRun.destroyed(node)
        case .rendered(let node, _): notRun.ran(node)
        case .skipped(let node): notRun.skipped(node)
        case .passStarted: notRun.passStarted()
        case .invalidated(let node, _):
            telling = true
            invalidated = node.id
        case .objectWillChange, .rowInvalidated: telling = true
        case .inputApplied, .stateWritten, .fieldWritten, .valueStored: writing = true
        default: break
        }
        if !telling {
            if lines.lastKind == .write {
                line(.invalidate, (lines.lastDepth ?? 2) + 1, "\(nobodyTold())\(control.map(Self.showsItself) ?? "")", tone: .muted)
            }
            if !writing { control = nil }
        }
        if let invalidated { publishing?.told.insert(invalidated) }
        else if let heard = publishing {
            publishing = nil
            notTold(heard)
        }
        switch event {
        case .scenarioStarted(_, let toolchain):
            line(.step, 0, "launch (built with \(toolchain.rawValue))", tone: .heading)
        case .stepStarted(let index, let summary):
            step = index
            pass = nil
            writer = summary == "check" ? nil : "the step \"\(summary)\""
            steps.append(summary)
            line(.step, 0, "step \(index): \(summary)", tone: .heading)
        case .tapped(let label, let node):
            writer = "the tap"
            line(.tap, 1, "tap [\(label)] in \(node.component)", node: node, tone: .heading)
        case .swipedToDelete, .draggedToMove, .swipedRow, .selectedRow:
            addRowEdit(event)
        case .tapIgnored(let label, let node, let disabledBy):
            line(.tap, 1, "tap [\(label)] in \(node.component): the button is disabled by \(disabledBy), so it ignores the tap and its action does not run",
                 node: node, tone: .muted)
        case .controls:
            // Shown in the tree pictures; the trace names a control when a step uses it.
            break
        case .inputApplied(let input):
            // Return writes nothing itself: what its action writes is not the field showing its text.
            control = input.isReturn ? nil : input
            writer = input.writerWords
            // Each action Return runs is named under the step's line, beside the statements it runs (§94).
            line(.input, input.kind == .submitRan ? 2 : 1, LineText(Self.describe(input)), node: input.node,
                 tone: input.changesNothing || input.kind == .submitRan ? .muted : .heading)
        case .fieldText(let f):
            line(.input, f.kind == .kept || f.kind == .agrees ? 2 : depth(f.node) + 1, LineText(Self.describe(f)), node: f.node, tone: .muted)
        case .actionRan(let node, let source):
            context = 3
            line(.action, 2, "run `\(source)`\(TaskWords.animation(source))", node: node)
        case .errorSwallowed, .errorCaught, .errorCaughtAtOnce, .errorPassedBy, .constantBound, .variableSet,
             .readBeforeAwait, .loopRan, .branchChosen, .caseChosen, .caseRan:
            addStatement(event)
        case .passStarted(let n):
            pass = n
            writer = nil
            line(.pass, 1, "pass \(n)", tone: .muted)
        case .passEnded:
            // At launch every body runs; after it, say which did not and why.
            if step > 0 { for text in notRun.lines() { line(.notRun, 2, LineText(text), tone: .muted) } }
            pass = nil
        case .created(let node):
            if let parent = node.parent.flatMap({ names.nodes[$0] }) {
                line(.create, depth(node), "+ \(node.component): new identity, in \(parent.component), \(place: node)", node: node, tone: .created)
            } else {
                line(.create, depth(node), "+ \(node.component): new identity, the root", node: node, tone: .created)
            }
        case .destroyed(let node, let why):
            destroyed.insert(node.id)
            let place = node.parent.flatMap { names.nodes[$0] }.map { " (in \($0.component), \(Self.place(of: node)))" } ?? ""
            let text = why.map { "identity destroyed: \(Self.words($0)); its state goes with it" } ?? "identity destroyed, its state with it"
            line(.destroy, depth(node), "- \(node.component)\(place): \(text)", node: node, tone: .bad)
        case .initialized(let node, let arguments):
            lastArguments[node.id] = arguments
            equalThunks[node.id] = nil
            byEquals[node.id] = nil
            context = depth(node) + 1
            line(.initialize, depth(node), "init \(node.component)(\(arguments: arguments))\(Self.at(node))", node: node)
        case .holder(let node, let name, let kind, let decision):
            let (text, tone) = Self.describe(decision, kind: kind, name: name)
            if case .closureIgnored(_, let captures) = decision, captures.isEmpty {
                equalThunks[node.id] = (equalThunks[node.id] ?? []) + ["\(kind.rawValue) \(name)"]
            }
            line(.holder, depth(node) + 1, text, node: node, tone: tone)
            // A memo is worked out as its render starts: what the render read, its model too, is said after it.
            if kind == .memo, renderLine[node.id] != nil { renderLine[node.id] = lines.count - 1 }
        case .modelCreated(let model, let arguments, _, let count) where model.kind == .struct:
            // A value has no identity to number: it is named by what it holds.
            lastWrite = .created(model, arguments: arguments, count: count)
            line(.model, context, "new \(model.type)(\(arguments: arguments)), a value; \(pluralOf: model.type) built so far: \(count)", tone: .created)
        case .modelCreated(let model, let arguments, _, let count):
            lastWrite = .created(model, arguments: arguments, count: count)
            line(.model, context, "new \(model) = \(model.type)(\(arguments: arguments)); \(pluralOf: model.type) built so far: \(count)",
                 tone: .created)
        case .rendered(let node, let cause):
            context = depth(node) + 1
            line(.render, depth(node), "render \(node.component)\(Self.at(node)): \(describe(cause, of: node))", node: node, tone: .render)
            pending[node.id] = nil
            pendingByContent.remove(node.id)
            pendingObject[node.id] = nil
            pendingEnvironment[node.id] = nil
            pendingStorage[node.id] = nil
            renderLine[node.id] = lines.count - 1
        case .read(let node, let dependencies):
            lastReads[node.id] = dependencies
            // Shown under the render line: the reads are known once the body has run, after the
            // children's inits, but they belong to the render.
            line(.read, depth(node) + 1, Self.readsLine(dependencies, by: node, names: names), node: node, tone: .muted)
            var under: Int?
            if let index = renderLine.removeValue(forKey: node.id) {
                var read = lines.removeLast()
                read.pass = lines[index].pass
                lines.insert(read, at: index + 1)
                lastRead = (node.id, index + 1)
                under = index + 1
            }
            guard plainWrites.isActive else { break }
            for text in plainFieldTexts(readBy: node, dependencies) {
                line(.read, depth(node) + 1, LineText(text), node: node, tone: .muted)
                if let at = under {
                    var plain = lines.removeLast()
                    plain.pass = lines[at].pass
                    lines.insert(plain, at: at + 1)
                    under = at + 1
                }
            }
        case .skipped(let node):
            // Without arguments seen (a sheet's content, say) nothing follows the words.
            let value = lastArguments[node.id].map { " (" + $0.source + ")" } ?? ""
            let thunks = equalThunks[node.id].map { names in
                "; " + names.map { "\($0)'s thunk captures nothing and compares equal" }.joined(separator: "; ")
            } ?? ""
            // A row's binding into a list's element (semantics §34): what it carries decided the skip.
            let elements = (lastArguments[node.id] ?? []).compactMap { arg -> String? in
                guard case .binding(let b) = arg.value, !b.path.isEmpty else { return nil }
                return "; binding \(arg.label) carries an equal element"
            }.joined()
            if let (compared, ignored) = byEquals[node.id] {
                let not = ignored.isEmpty ? "" : ", \(ignored.joined(separator: ", ")) not compared"
                line(.skip, depth(node), "skip \(node.component)\(Self.at(node)): its == compares \(compared.joined(separator: ", ")) and finds no difference\(not); body not run, it keeps its last value", node: node, tone: .muted)
            } else {
                line(.skip, depth(node), "skip \(node.component)\(Self.at(node)): equal to its last value\(value)\(elements)\(thunks), body not run",
                     node: node, tone: .muted)
            }
            if plainWrites.isActive { plainFieldLines(skipped: node) }
        case .comparedByEquals(let node, let compared, let ignored):
            byEquals[node.id] = (compared, ignored)
        case .customBindingUsed(let reader, let owner, let source, let use):
            context = 3
            customBindingLine(use, source, reader: reader, owner: owner)
        case .closureCalled(let node, let name, let owner, let source):
            context = 3
            line(.action, 2, "call \(name) of \(node.component): runs `\(source)` in \(owner.component), where it was written",
                 node: owner)
        case .methodCalled, .cancelIgnored, .chainStopped, .fieldDidSetRan, .fieldWillSetRan, .methodReturned, .structMethodCalled, .structMethodLeftEqual,
             .closureEnvironment, .capturedBindingUsed:
            addCall(event)
        case .methodValueRead(let node, let instance, let name, let arguments, let value, let read):
            methodValueLine(node, instance, name, arguments, value, read)
        case .structMethodValueRead(let node, let place, let name, let arguments, let value):
            structMethodValueLine(node, place, name, arguments, value)
        case .valueStored, .stateWritten, .fieldWritten, .writtenInPlace, .writtenUncompared, .stateUnchanged, .fieldUnchanged, .storedBack:
            addWrite(event)
        case .objectWillChange(let model, let field):
            lastField = (model, field, true)
            publishing = (model, [])
            if !field.isEmpty { plainWrites.published(model, field) }
            line(.write, 4, field.isEmpty ? "\(model)'s objectWillChange fires: sent by hand, so every view observing \(model) is told, whatever it read"
                                          : "\(model)'s objectWillChange fires: `\(field)` is @Published, so every view observing \(model) is told",
                 tone: .muted)
        case .environmentSet(let node, let key, let old, let new, let owner):
            addEnvironmentSet(node, key, old: old, new: new, owner: owner)
        case .dismissLockSet(let node, let source, let locked):
            line(.environment, depth(node) + 1,
                 ".interactiveDismissDisabled(\(source)) is \(locked) on \(node.component): a swipe down on the sheet it is in is \(locked ? "refused" : "allowed again")",
                 node: node, tone: .muted)
        case .invalidated(let node, let because):
            let first = pending[node.id] == nil
            if first { pending[node.id] = lastWrite.map { ($0.subject, $0.change) } ?? (because, "changed") }
            // The same thing written again before the render: the render says every value it went
            // through, and who wrote each, when another did.
            else if let (subject, change) = pending[node.id], let write = lastWrite, write.subject == subject, let value = write.value {
                let writer = write.change.prefix { $0 != ":" }
                let last = change.range(of: ", then ", options: .backwards).map { change[$0.upperBound...] } ?? change[...]
                pending[node.id] = (subject, last.hasPrefix(writer) || ("was written " + last).hasPrefix(writer)
                    ? Self.chained(change, " → ", value) : Self.chained(change, ", then ", String(write.change.dropFirst("was written ".count))))
            }
            let text: String
            if let storage = lastStorage {
                if first { pendingStorage[node.id] = storage }
                text = (lastReads[node.id] ?? []).contains(.storage(storage.key))
                    ? "its last render read \(storage.key.store.words) `\(storage.key.name)`" : "it holds \(storage.key.store.wrapper)(\"\(storage.key.name)\")"
            } else if let env = lastEnvironment {
                if first { pendingEnvironment[node.id] = "\(env.key), which it follows from its environment, \(env.change)" }
                text = "it follows \(env.key) from its environment"
            } else if let written = lastField, written.published {
                if first { pendingObject[node.id] = (written.model, written.field) }
                text = written.field.isEmpty ? "it observes \(written.model), whose objectWillChange was sent"
                    : "it observes \(written.model), which published `\(written.field)`"
            } else if let written = lastWrite?.state, written.node == node.id,
                      !(lastReads[node.id] ?? []).contains(.state(node: node.id, name: written.name)) {
                if first { pendingByContent.insert(node.id) }
                text = "an escaping closure it made (a presented screen's content or a content closure) read \(lastWrite?.subject ?? "it") in another view's update, and SwiftUI marks a state read in any update as read for the view that holds it"
            } else {
                text = "its last render read \(lastWrite?.subject ?? "it")"
            }
            line(.invalidate, (lines.lastDepth ?? 2) + (lines.lastKind == .invalidate ? 0 : 1),
                 "→ \(node.component) must render again: \(text)", node: node, tone: .muted)
        case .rowInvalidated(let node, let row, _):
            line(.invalidate, (lines.lastDepth ?? 2) + (lines.lastKind == .invalidate ? 0 : 1),
                 "→ row \(row) of \(node.component)'s for-each must be built again: that row read \(lastWrite?.subject ?? "it"); ForEach runs its content closure row by row, so \(node.component)'s body does not depend on it",
                 node: node, tone: .muted)
        case .rowRead(let node, let row, let dependencies):
            line(.read, depth(node) + 1, "its for-each row \(row) read \(reads: dependencies, by: node, names: names): that row's own dependencies, not the body's",
                 node: node, tone: .muted)
        case .contentBuilt, .contentPlaced, .contentCalled:
            addContent(event)
        case .forEachCompared(let node, _, let place, let equal, let because, let kept):
            for id in kept { notRun.keptByEqualForEach(id) }
            line(.render, depth(node) + 1, equal
                 ? "ForEach \(place) is equal: \(because) and its content captures nothing, so its rows are not built again (§95)"
                 : "ForEach \(place) is a new value: \(because); every row is built again (§95)",
                 node: node, tone: .muted)
        case .rowRebuilt(let node, let row, let because):
            context = depth(node) + 1
            line(.render, depth(node), "build row \(row) of \(node.component)'s for-each again, not its body: \(because)",
                 node: node, tone: .render)
        case .handlerRan(let owner, let child, let kind, let detail):
            writer = "the \(kind) of \(child.component)"
            context = 2
            let why = detail.isEmpty ? "" : " (\(detail))"
            line(.handler, 1, "\(kind) of \(child.component) runs in \(owner.component)\(why)", node: child, tone: .heading)
        case .onChangeCompared(_, let child, let value, let old?, let new) where old == new:
            line(.handler, depth(child) + 1, "on-change of \(child.component) not run: `\(value)` equal to its last value (\(old.literal) == \(new.literal))", node: child, tone: .muted)
        case .onChangeCompared(_, let child, let value, let old, let new):
            // A new value: the on-change line that runs it says old → new. A new identity's first
            // value is said here when an `.id` made the identity and the value changed with it.
            onChangeOfNewIdentity(child, value: value, isNew: old == nil, new)
        case .preferenceUnchanged(let node, let key, let value):
            line(.handler, 2, "on-preference-change of \(node.component) not run: its subtree still reduces \(key) to \(value.literal), the value it last reported",
                 node: node, tone: .muted)
        case .preferenceAbsent(let node, let key):
            line(.handler, 2, "on-preference-change of \(node.component) does not run: no view in \(node.component)'s subtree gives \(key) a value",
                 node: node, tone: .muted)
        case .taskKept(let node, let id):
            let why = id.map { "its id is equal to its last one (\($0.literal) == \($0.literal))" }
                ?? "it has no id, so it runs once for this identity"
            line(.handler, depth(node) + 1, "task of \(node.component) not restarted: \(why)", node: node, tone: .muted)
        case .taskStarted, .taskResumed, .taskSuspended, .taskCancelled, .taskEnded, .lateWrite, .writeToGoneView, .dismissReachedNothing, .dismissOfPresenter, .taskWaitsOffScreen, .deferRan,
             .requestStarted, .requestCompleted, .requestFailed, .requestCancelled, .requestDiscarded,
             .clockAdvanced, .timerStarted, .timerStopped, .timerFired, .refresh, .subscribed, .posted, .received, .publishedReceived, .publishedDelivered, .missed, .stream, .taskGroup:
            addTime(event)
        case .sceneMoved, .scenePhaseChanged, .waitsWhileSuspended, .runsAgain:
            addScene(event)
        case .environmentTransformed:
            addTransform(event)
        case .focusMoved(let move):
            addFocus(move)
        case .didSetDeclared, .didSetRan, .didSetSkipped, .willSetDeclared, .willSetRan, .willSetSkipped:
            addObserver(event)
        case .screen(let node, let change):
            let (text, tone) = Self.screenLine(change, of: node, place: screenPlace(of: node))
            line(.create, depth(node), LineText(text), node: node, tone: tone)
        case .stale(let node, let invariant):
            line(.stale, depth(node) + 1, "⚠ stale: \(node.component) rendered with its invariant `\(invariant)` false",
                 node: node, tone: .bad)
            // The invariant is checked right after the body's reads: show it under them too.
            if let (id, index) = lastRead, id == node.id { lines.insert(lines.removeLast(), at: index + 1) }
        case .expectationChecked, .enabledChecked:
            check(event)
        }
    }
}
