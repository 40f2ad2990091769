/// A model's `AsyncStream` (docs/semantics.md §83): a buffer the app's code yields into, loops
/// that take its values one at a time, and an end that `finish()` or a loop's cancellation brings.
///
/// The stream's state is kept in the instance's property, as Swift keeps the stream's storage with
/// the instance: a value of the type `AsyncStream<Int>` whose fields are the values yielded and not
/// yet taken, how it ended, and the loops suspended in its `next()`, the longest waiting first.
/// Being a field's value, it is copied with the graph, written into the state key and marked by
/// the sweep as every other field is; no view observes it (a `let` of the class).
struct StreamState {
    var buffer: [Value] = []
    /// nil while it is open; how it was terminated once it is.
    var ended: StreamEnd?
    /// The tasks whose loops are suspended in `next()`, in the order they began to wait: a value
    /// yielded goes to the first (Swift's storage keeps their continuations in that order).
    var waiting: [Int] = []

    static let bufferField = "buffer", endedField = "ended", waitingField = "waiting"

    init() {}

    init?(_ value: Value) {
        guard case .structure(let s) = value, s.type.hasPrefix("AsyncStream<"),
              case .list(let buffer)? = s.field(Self.bufferField), case .list(let waiting)? = s.field(Self.waitingField) else { return nil }
        self.buffer = buffer
        if case .string(let raw)? = s.field(Self.endedField) { ended = StreamEnd(rawValue: raw) }
        self.waiting = waiting.compactMap { if case .task(let t) = $0 { t.number } else { nil } }
    }

    /// The state as the property holds it.
    func value(of decl: StreamDecl) -> Value {
        .structure(StructValue(type: decl.swiftType, fields: [
            Argument(label: Self.bufferField, value: .list(buffer)),
            Argument(label: Self.endedField, value: .string(ended?.rawValue ?? "")),
            Argument(label: Self.waitingField, value: .list(waiting.map { .task(TaskHandle(number: $0)) })),
        ]))
    }
}

/// How a stream was terminated: its continuation's `finish()`, or the cancellation of a task
/// iterating it, which Swift's `next()` turns into the same end (`onTermination(.cancelled)`).
public enum StreamEnd: String, Sendable, Hashable {
    case finished, cancelled
}

/// A path to a stream in a `for await`: `feed.updates`, the instance's expression and the name.
enum StreamPath {
    /// Whether a for-await's sequence names a model's stream rather than a notification.
    static func isStream(_ sequence: String) -> Bool { sequence.contains(".") }

    /// The stream's name, the last part of the path.
    static func name(_ sequence: String) -> String { String(sequence.split(separator: ".").last ?? "") }

    /// The expression of the instance that keeps the stream: `feed`, `store.feed`.
    static func owner(_ sequence: String, at location: Location) -> Expr {
        var parts = sequence.split(separator: ".").map(String.init)
        parts.removeLast()
        var e = Expr(.name(parts[0]), at: location, source: parts[0])
        for part in parts.dropFirst() { e = Expr(.member(e, part), at: location, source: e.source + "." + part) }
        return e
    }
}

/// What a loop's `next()` gave.
enum StreamNext {
    /// It is suspended, waiting for a value or the end.
    case waiting
    /// The stream ended and its buffer is empty: the loop ends, and the code after it runs.
    case ended
    /// A guard in its body returned from the task.
    case returned
}

extension Graph {
    /// The state of the stream `name` of `instance`, with its declaration; nil when the instance
    /// keeps no such stream.
    func stream(_ name: String, of instance: ModelRef) -> (StreamState, StreamDecl)? {
        guard let decl = spec.stream(name, of: instance.type), let held = models.field(name, of: instance),
              let state = StreamState(held) else { return nil }
        return (state, decl)
    }

    /// Tells the trace and the pictures what happened to the stream, with what it holds now.
    func emitStream(_ instance: ModelRef, _ name: String, _ kind: StreamEvent.Kind) {
        emit({
            let state = stream(name, of: instance)?.0
            return .stream(StreamEvent(instance: instance, name: name, kind: kind, buffer: state?.buffer ?? [], ended: state?.ended))
        }())
    }

    /// Stores the stream's state in its property: no view reads it, so nobody is told.
    func store(_ state: StreamState, of decl: StreamDecl, in instance: ModelRef) {
        models.set(decl.name, of: instance, to: state.value(of: decl))
    }

    /// `feed.updates.yield(5)`: the first loop waiting in `next()` is handed the value, its body to
    /// run once the code that yielded returns; with none waiting, the buffer keeps it as its policy
    /// says; a terminated stream drops it (Swift's `.terminated`).
    func yield(_ value: Value, into name: String, of instance: ModelRef, at location: Location) throws {
        guard let (initial, decl) = stream(name, of: instance) else {
            throw Diagnostic("\(instance.type) keeps no stream '\(name)'", at: location)
        }
        var state = initial
        let shown = "\(instance).\(name)"
        count(async: "Streams.yielded")
        if let ended = state.ended {
            count(async: "Streams.dropped")
            emitStream(instance, name, .droppedAfterEnd(value, ended))
            return
        }
        if !state.waiting.isEmpty {
            let number = state.waiting.removeFirst()
            store(state, of: decl, in: instance)
            hand(.element(stream: shown, value), to: number)
            if let task = tasks[number] { emitStream(instance, name, .handed(value, to: task.ref)) }
            return
        }
        switch decl.buffering {
        case .unbounded:
            state.buffer.append(value)
        case .oldest(let limit) where state.buffer.count >= limit:
            count(async: "Streams.dropped")
            emitStream(instance, name, .droppedFull(value, policy: decl.buffering.source, kept: state.buffer))
            return
        case .newest(let limit) where state.buffer.count >= limit:
            count(async: "Streams.dropped")
            guard !state.buffer.isEmpty else {
                emitStream(instance, name, .droppedFull(value, policy: decl.buffering.source, kept: []))
                return
            }
            let dropped = state.buffer.removeFirst()
            state.buffer.append(value)
            emitStream(instance, name, .droppedFull(dropped, policy: decl.buffering.source, kept: state.buffer))
            store(state, of: decl, in: instance)
            return
        case .oldest, .newest:
            state.buffer.append(value)
        }
        store(state, of: decl, in: instance)
        emitStream(instance, name, .buffered(value, buffer: state.buffer))
    }

    /// `feed.updates.finish()`: the stream ends; each loop waiting in `next()` gets nil and goes on
    /// after its loop; a later loop takes what is buffered, then ends. A second call does nothing.
    func finish(_ name: String, of instance: ModelRef, at location: Location) throws {
        guard let (initial, decl) = stream(name, of: instance) else {
            throw Diagnostic("\(instance.type) keeps no stream '\(name)'", at: location)
        }
        var state = initial
        let shown = "\(instance).\(name)"
        if let ended = state.ended {
            emitStream(instance, name, .alreadyEnded(ended))
            return
        }
        state.ended = .finished
        let waking = state.waiting
        state.waiting = []
        store(state, of: decl, in: instance)
        emitStream(instance, name, .finished(buffered: state.buffer.count, waiting: waking.compactMap { tasks[$0]?.ref }))
        for number in waking { hand(.streamEnded(stream: shown, .finished), to: number) }
    }

    /// A loop's task is cancelled while it iterates the stream (suspended in `next()`, or reaching
    /// `next()` cancelled): Swift's cancellation handler terminates the stream, running its
    /// `onTermination` with `.cancelled`, and every loop waiting on it gets nil.
    func terminate(_ name: String, of instance: ModelRef, by number: Int) {
        guard let (initial, decl) = stream(name, of: instance), initial.ended == nil, let task = tasks[number] else { return }
        var state = initial
        state.ended = .cancelled
        let waking = state.waiting
        state.waiting = []
        store(state, of: decl, in: instance)
        count(async: "Streams.terminated")
        emitStream(instance, name, .terminated(by: task.ref, buffered: state.buffer.count, waiting: waking.compactMap { tasks[$0]?.ref }))
        for waiter in waking { hand(.streamEnded(stream: "\(instance).\(name)", .cancelled), to: waiter) }
    }

    /// A loop suspended in `next()` is resumed by the code running now: with a value or with the
    /// end. Its task runs as a job of its own once that code returns, as a main-actor task does.
    private func hand(_ why: Resumption, to number: Int) {
        guard tasks[number] != nil else { return }
        tasks[number]?.caught = why
        spawned.append(number)
    }

    /// The loop at `task.pc` asks its stream for its next value. A value buffered is taken now and
    /// its body runs as a job of its own, behind the work already queued: Swift's `next()` is
    /// nonisolated, so the loop leaves the main actor and comes back even when the buffer holds a
    /// value (§83.1). An empty stream that has ended ends the loop; one still open keeps it
    /// waiting. A cancelled task terminates the stream first, and still takes what was buffered
    /// before its loop ends.
    func iterateStream(_ number: Int, at statement: Statement) throws -> StreamNext {
        guard case .forAwait(_, let path, _) = statement.kind, var task = tasks[number] else { return .ended }
        let name = StreamPath.name(path)
        if task.iterating == nil {
            // `for await n in feed.updates` evaluates `feed.updates` once, as it makes the iterator.
            let owner = try Evaluator.evaluate(StreamPath.owner(path, at: statement.location), in: taskScope(task))
            guard case .model(let instance) = owner, stream(name, of: instance) != nil else {
                throw Diagnostic("`\(path)` is no stream: \(owner.literal) keeps no stream '\(name)'", at: statement.location,
                                 hint: "declare it under the model's `streams:`, e.g. `streams: { \(name): Int }`")
            }
            task.iterating = StreamRef(instance: instance, name: name)
            tasks[number] = task
            emitStream(instance, name, .iterated(by: task.ref))
        }
        guard let iterated = task.iterating, let current = tasks[number] else { return .returned }
        if current.cancelled { terminate(name, of: iterated.instance, by: number) }
        guard let (initial, decl) = stream(name, of: iterated.instance) else { return .ended }
        var state = initial
        if !state.buffer.isEmpty {
            let value = state.buffer.removeFirst()
            store(state, of: decl, in: iterated.instance)
            emitStream(iterated.instance, name, .taken(value, by: current.ref, left: state.buffer.count))
            tasks[number]?.waiting = .streamTurn(iterated.instance, name)
            hand(.element(stream: "\(iterated.instance).\(name)", value), to: number)
            return .waiting
        }
        if let ended = state.ended {
            tasks[number]?.iterating = nil
            emitStream(iterated.instance, name, .loopEnded(current.ref, ended))
            return .ended
        }
        state.waiting.append(number)
        store(state, of: decl, in: iterated.instance)
        tasks[number]?.waiting = .stream(iterated.instance, name)
        return .waiting
    }

    /// One turn of a stream's loop: the body runs with the value, to its end (it holds no await).
    /// `.returned` when a guard in it returned from the task, which has ended; `.left` when a
    /// `break` left the loop: its iterator is dropped, and the stream, which the model keeps,
    /// goes on (§85).
    func runStreamBody(_ number: Int, variable: String, body: [Statement], with value: Value) throws -> AwaitLoopTurn {
        guard let task = tasks[number] else { return .returned }
        count(async: "Streams.received")
        var locals = task.locals
        locals[variable] = value
        let turn = try runAwaitLoopBody(body, of: task, in: liveScope(task.owner, locals: locals, variables: task.variables), locals: locals)
        if turn == .left, let iterated = tasks[number]?.iterating {
            tasks[number]?.iterating = nil
            emitStream(iterated.instance, iterated.name, .loopLeft(task.ref))
        }
        if turn == .next, tasks[number] == nil { return .returned }
        return turn
    }
}

/// The stream a task's loop iterates: the instance that keeps it and its name.
struct StreamRef: Hashable {
    var instance: ModelRef
    var name: String
}
