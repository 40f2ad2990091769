/// Model instances and each type's creation count. Its lookups are inlined: a call on the graph's
/// store passes it a copy of the store, a retain and a release of each of its tables.
struct ModelStore {
    private(set) var instances = InstanceTable()
    /// Each type's creation count and shared part (built at its first instance), in one table
    /// so that a creation finds the type's name once.
    private var types: [Created] = []
    /// The types' names, numbering `types`.
    private var typeNames = NameIndex()

    private struct Created {
        var shared: ModelType?
        var count = 0
    }

    /// Each type's creation count.
    var creations: [String: Int] { Dictionary(uniqueKeysWithValues: zip(typeNames.names, types.map(\.count))) }
    /// The id the next instance gets; ids are never reused, so a freed one names nothing.
    private(set) var nextID = 1

    /// The stored instance `id` as values name it; nil once it is freed.
    @inline(__always)
    func ref(_ id: Int) -> ModelRef? {
        instances[id].map { ModelRef($0.type, serial: $0.serial, id: id) }
    }

    /// Instances stored now.
    var count: Int { instances.count }

    /// Stores a new instance and counts it; returns it with its type's count after it. `values`
    /// are in the order of `names`, the type's fields as declared.
    mutating func create(_ type: String, kind: ModelKind = .observable, names: @autoclosure () -> [String],
                         values: [Value]) -> (ModelRef, Int) {
        let t = typeNames.add(type)
        if t == types.count { types.append(Created()) }
        types[t].count += 1
        let serial = types[t].count
        let shared: ModelType
        if let known = types[t].shared, known.kind == kind {
            shared = known
        } else {
            shared = ModelType(name: type, kind: kind, names: names())
            types[t].shared = shared
        }
        // A struct is a value with no identity: it is counted, not stored.
        if kind == .struct { return (ModelRef(shared, serial: serial, id: 0), serial) }
        let ref = ModelRef(shared, serial: serial, id: nextID)
        nextID += 1
        instances.append(ModelInstance(type: shared, serial: serial, values: values), id: ref.id)
        return (ref, serial)
    }

    @inline(__always)
    func field(_ name: String, of ref: ModelRef) -> Value? { instances[ref.id]?.value(of: name) }

    /// The field `name` of the instance `id` and its position, if it is stored and has one.
    @inline(__always)
    func field(_ name: String, in id: Int) -> (Value, Int)? {
        guard let instance = instances[id], let i = instance.names.firstIndex(of: name) else { return nil }
        return (instance[i], i)
    }

    /// How many fields the instance `id` has; 0 once it is freed.
    @inline(__always)
    func fieldCount(of id: Int) -> Int { instances[id]?.names.count ?? 0 }

    /// Where the instance `id` keeps its field `name`, if it is stored and has one.
    @inline(__always)
    func position(of name: String, in id: Int) -> Int? { instances[id]?.names.firstIndex(of: name) }

    /// Writes a field the instance has; a name it does not have changes nothing.
    mutating func set(_ name: String, of ref: ModelRef, to value: Value) {
        guard let f = instances[ref.id]?.names.firstIndex(of: name) else { return }
        instances.set(value, at: f, of: ref.id)
    }

    func count(_ type: String) -> Int { typeNames.number(of: type).map { types[$0].count } ?? 0 }

    /// Frees the instance `id`; returns it, whose fields may have named the last references to
    /// other instances.
    mutating func free(_ id: Int) -> ModelInstance? { instances.remove(id) }

    /// Keeps the marked instances and those their fields reach, transitively; frees the rest.
    mutating func sweep(keeping marks: inout ModelMarks) {
        var kept = 0
        while let id = marks.queue.popLast() {
            guard let instance = instances[id] else { continue }
            kept += 1
            instance.forEachValue { marks.value($0) }
        }
        guard kept < instances.count else { return }
        for id in instances.keys where !marks.contains(id) { instances.remove(id) }
    }
}
