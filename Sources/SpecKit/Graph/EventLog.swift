/// The event log a recording graph keeps, compact: a fixed record of 20 bytes an event that names
/// its node or model instance by a number into a table holding each `NodeRef` and `ModelRef` once,
/// its names interned, its values and lists in arrays of their own. The events a large tree makes
/// by the million (creations, inits, holders, models, renders, reads, skips, invalidations, state
/// writes, passes) are encoded so; the rest, a few a step, are kept as they came. Reading gives
/// back each `Event` exactly as it was emitted, so every reader of the log reads `Event`s.
///
/// The encoded events name model instances by the log's own copies of their refs, so recording
/// keeps no replaced instance alive: the engine frees it as it drops it, as it does when not
/// recording (Release.swift). An instance that only an event kept whole names waits for a sweep.
///
/// A log of `Event`s in an array took 272 bytes an event inline (its largest case), copied at each
/// doubling of the array: 1.4 GB for the trace of a 111,111-node tree (docs/performance.md, 7).
public struct EventLog: Sendable, Equatable {
    /// One event: what it is, and up to four numbers whose meaning the kind gives.
    struct Record {
        var kind: Kind
        var flags: UInt8 = 0
        var extra: UInt8 = 0
        var a: UInt32 = 0
        var b: UInt32 = 0
        var c: UInt32 = 0
        var d: UInt32 = 0
    }

    enum Kind: UInt8 {
        /// An event kept whole in `others`, at `a`.
        case other
        case created, destroyed, skipped, initialized, rendered, read, invalidated, stateWritten
        case modelCreated, passStarted, passEnded
        /// `holder(…)` with each common decision: `flags` is the holder kind's index in `HolderKind.allCases`.
        case built, discarded, closureIgnored, memoKept, memoRebuilt
    }

    private var records: [Record] = []
    /// Every node ref the log names, each once; `nodeAt` finds a node number's latest one.
    private var nodes: [NodeRef] = []
    private var nodeAt = NumberTable<UInt32>()
    private var models: [ModelRef] = []
    private var modelAt = NumberTable<UInt32>()
    private var names: [String] = []
    private var nameAt: [String: UInt32] = [:]
    private var values: [Value] = []
    private var argumentLists: [[Argument]] = []
    private var dependencyLists: [[Dependency]] = []
    private var stringLists: [[String]] = []
    private var others: [Event] = []

    public init() {}

    /// A log of these events, in order.
    public init(_ events: some Sequence<Event>) {
        for event in events { append(event) }
    }

    public static func == (a: EventLog, b: EventLog) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// Adds an event at the end of the log.
    public mutating func append(_ event: Event) {
        if let record = encoded(event) { records.append(record) } else { keep(event) }
    }

    private mutating func keep(_ event: Event) {
        others.append(event)
        records.append(Record(kind: .other, a: UInt32(others.count - 1)))
    }

    // MARK: - Encoding

    private func fits(_ n: Int) -> Bool { n >= 0 && n <= Int(UInt32.max) }

    /// The record of a common event; nil for the others, kept whole.
    private mutating func encoded(_ event: Event) -> Record? {
        switch event {
        case .created(let node): return Record(kind: .created, a: number(node))
        // A destroy with its reason is kept whole: a few a step.
        case .destroyed(let node, nil): return Record(kind: .destroyed, a: number(node))
        case .skipped(let node): return Record(kind: .skipped, a: number(node))
        case .initialized(let node, let arguments): return Record(kind: .initialized, a: number(node), b: list(arguments))
        case .rendered(let node, let cause):
            switch cause {
            case .created: return Record(kind: .rendered, extra: 0, a: number(node))
            case .parentChanged(let changes): return Record(kind: .rendered, extra: 1, a: number(node), b: list(changes))
            case .dependency(let why): return Record(kind: .rendered, extra: 2, a: number(node), b: name(why))
            }
        case .read(let node, let dependencies):
            dependencyLists.append(dependencies)
            return Record(kind: .read, a: number(node), b: UInt32(dependencyLists.count - 1))
        case .invalidated(let node, let because): return Record(kind: .invalidated, a: number(node), b: name(because))
        case .stateWritten(let node, let holder, let old, let new):
            return Record(kind: .stateWritten, a: number(node), b: name(holder), c: value(old, new))
        case .modelCreated(let model, let arguments, let fields, let count) where fits(count):
            let lists = list(arguments)
            _ = list(fields)
            return Record(kind: .modelCreated, a: number(model), b: lists, c: UInt32(count))
        case .passStarted(let pass) where fits(pass): return Record(kind: .passStarted, a: UInt32(pass))
        case .passEnded(let pass) where fits(pass): return Record(kind: .passEnded, a: UInt32(pass))
        case .holder(let node, let holder, let kind, let decision):
            guard let kindIndex = HolderKind.allCases.firstIndex(of: kind) else { return nil }
            var record = Record(kind: .built, flags: UInt8(kindIndex), a: number(node), b: name(holder))
            switch decision {
            case .built(let value, let lazily):
                record.extra = lazily ? 1 : 0
                record.c = self.value(value)
            case .discarded(let value, let kept):
                record.kind = .discarded
                record.c = self.value(value, kept)
            case .closureIgnored(let kept, let captures):
                record.kind = .closureIgnored
                record.c = self.value(kept)
                record.d = list(captures)
            case .memoKept(let value, let dependencies):
                record.kind = .memoKept
                record.c = self.value(value)
                record.d = list(dependencies)
            case .memoRebuilt(let old, let new, let from, let to):
                // The optional parts go first, flagged, so `c` and `d` name the last one stored.
                record.kind = .memoRebuilt
                record.extra = (old == nil ? 0 : 1) | (from == nil ? 0 : 2)
                if let old { _ = self.value(old) }
                record.c = self.value(new)
                if let from { _ = list(from) }
                record.d = list(to)
            default:
                return nil
            }
            return record
        default:
            return nil
        }
    }

    private mutating func number(_ node: NodeRef) -> UInt32 { Self.number(of: node, id: node.id, in: &nodes, at: &nodeAt) }

    /// The number of the log's own copy of a model ref: the same type, serial and id in a box of
    /// the log's, one an instance. The box the engine's values share tells it, by its reference
    /// count, when nothing names an instance any more (Release.swift); the log holding that box
    /// kept every replaced instance alive until a sweep.
    private mutating func number(_ model: ModelRef) -> UInt32 {
        Self.number(of: model, id: model.id, in: &models, at: &modelAt) { $0.detached() }
    }

    /// A value as the log keeps it: every model instance it names, in lists, structs, bindings and
    /// captures too, named by the log's own copy of its ref.
    private mutating func detached(_ value: Value) -> Value {
        switch value {
        case .int, .string, .bool, .null, .typeName, .phase, .task, .enumCase: return value
        case .model(let ref): return .model(models[Int(number(ref))])
        case .list(let items): return items.contains(where: { $0.namesInstance }) ? .list(items.map { detached($0) }) : value
        case .structure(var s):
            guard s.fields.contains(where: { $0.value.namesInstance }) else { return value }
            s.fields = detached(s.fields)
            return .structure(s)
        case .binding(var b):
            if let custom = b.custom {
                guard custom.heldValue.namesInstance else { return value }
                b.custom = custom.replacing(detached(custom.heldValue))
                return .binding(b)
            }
            guard let model = b.model else { return value }
            b.model = models[Int(number(model))]
            // A projection's element binding names the list's holder, a store instance too (§34.2).
            if let element = b.element, case .binding(let base) = detached(.binding(element.binding)) { b.element = ElementBinding(base) }
            return .binding(b)
        case .closure(var c):
            guard c.locals.values.contains(where: { $0.namesInstance }) else { return value }
            c.locals = c.locals.mapValues { detached($0) }
            return .closure(c)
        }
    }

    private mutating func detached(_ arguments: [Argument]) -> [Argument] {
        guard arguments.contains(where: { $0.value.namesInstance }) else { return arguments }
        return arguments.map { Argument(label: $0.label, value: detached($0.value)) }
    }

    /// The table number of a ref: the one kept for its id, unless it names it differently; a new
    /// one keeps the ref as `kept` makes it.
    private static func number<Ref: Equatable>(of ref: Ref, id: Int, in table: inout [Ref], at numbers: inout NumberTable<UInt32>,
                                               kept: (Ref) -> Ref = { $0 }) -> UInt32 {
        if let known = numbers[id], table[Int(known)] == ref { return known }
        table.append(kept(ref))
        let number = UInt32(table.count - 1)
        numbers[id] = number
        return number
    }

    private mutating func name(_ text: String) -> UInt32 {
        if let known = nameAt[text] { return known }
        names.append(text)
        let number = UInt32(names.count - 1)
        nameAt[text] = number
        return number
    }

    /// Stores values one after the other; returns the first one's place.
    private mutating func value(_ first: Value, _ second: Value? = nil) -> UInt32 {
        values.append(detached(first))
        if let second { values.append(detached(second)) }
        return UInt32(values.count - (second == nil ? 1 : 2))
    }

    private mutating func list(_ arguments: [Argument]) -> UInt32 {
        argumentLists.append(detached(arguments))
        return UInt32(argumentLists.count - 1)
    }

    private mutating func list(_ strings: [String]) -> UInt32 {
        stringLists.append(strings)
        return UInt32(stringLists.count - 1)
    }

    // MARK: - Decoding

    private func decoded(_ r: Record) -> Event {
        switch r.kind {
        case .other: return others[Int(r.a)]
        case .created: return .created(nodes[Int(r.a)])
        case .destroyed: return .destroyed(nodes[Int(r.a)], why: nil)
        case .skipped: return .skipped(nodes[Int(r.a)])
        case .initialized: return .initialized(nodes[Int(r.a)], arguments: argumentLists[Int(r.b)])
        case .rendered:
            let cause: RenderCause = r.extra == 0 ? .created
                : r.extra == 1 ? .parentChanged(stringLists[Int(r.b)]) : .dependency(names[Int(r.b)])
            return .rendered(nodes[Int(r.a)], cause: cause)
        case .read: return .read(nodes[Int(r.a)], dependencies: dependencyLists[Int(r.b)])
        case .invalidated: return .invalidated(nodes[Int(r.a)], because: names[Int(r.b)])
        case .stateWritten:
            return .stateWritten(nodes[Int(r.a)], name: names[Int(r.b)], old: values[Int(r.c)], new: values[Int(r.c) + 1])
        case .modelCreated:
            return .modelCreated(models[Int(r.a)], arguments: argumentLists[Int(r.b)], fields: argumentLists[Int(r.b) + 1],
                                 count: Int(r.c))
        case .passStarted: return .passStarted(Int(r.a))
        case .passEnded: return .passEnded(Int(r.a))
        case .built, .discarded, .closureIgnored, .memoKept, .memoRebuilt:
            return .holder(nodes[Int(r.a)], name: names[Int(r.b)], kind: HolderKind.allCases[Int(r.flags)], decision(r))
        }
    }

    private func decision(_ r: Record) -> HolderDecision {
        let c = Int(r.c), d = Int(r.d)
        switch r.kind {
        case .discarded: return .discarded(values[c], kept: values[c + 1])
        case .closureIgnored: return .closureIgnored(kept: values[c], captures: stringLists[d])
        case .memoKept: return .memoKept(values[c], dependencies: argumentLists[d])
        case .memoRebuilt:
            return .memoRebuilt(old: r.extra & 1 == 0 ? nil : values[c - 1], new: values[c],
                                from: r.extra & 2 == 0 ? nil : argumentLists[d - 1], to: argumentLists[d])
        default: return .built(values[c], lazily: r.extra == 1)
        }
    }
}

extension EventLog: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }
    public subscript(position: Int) -> Event { decoded(records[position]) }
    // Written out: unoptimized, the defaults for a strideable index are generic calls at each event.
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
}

private extension Value {
    /// Whether the value names a model instance anywhere in it.
    var namesInstance: Bool {
        switch self {
        case .int, .string, .bool, .null, .typeName, .phase, .task, .enumCase: return false
        case .model: return true
        case .list(let items): return items.contains(where: { $0.namesInstance })
        case .structure(let s): return s.fields.contains(where: { $0.value.namesInstance })
        case .binding(let b): return b.model != nil || b.custom?.heldValue.namesInstance == true
        case .closure(let c): return c.locals.values.contains(where: { $0.namesInstance })
        }
    }
}
