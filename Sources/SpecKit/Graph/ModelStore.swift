/// Model instances and each type's creation count.
struct ModelStore {
    /// An instance: its fields are an array in declaration order, and what its type shares is
    /// one pointer, so an entry of the table is 24 bytes (it was 56 with a `ModelRef` and the
    /// names inline; the table, a quarter to a half empty as it grows, took most of a model).
    struct Instance {
        let type: ModelType
        let serial: Int
        /// In the order of `names`.
        var values: [Value]

        var names: [String] { type.names }

        /// The fields by name, for the canonical form of a state.
        var fields: [String: Value] { Dictionary(zip(names, values)) { first, _ in first } }

        func value(of name: String) -> Value? { names.firstIndex(of: name).map { values[$0] } }
    }

    private(set) var instances: [Int: Instance] = [:]
    /// Each type's creation count and shared part (built at its first instance; none for a
    /// struct), in one table so that a creation hashes the type's name once.
    private var types: [String: Created] = [:]

    private struct Created {
        var shared: ModelType?
        var count = 0
    }

    /// Each type's creation count.
    var creations: [String: Int] { types.mapValues(\.count) }
    /// The id the next instance gets; ids are never reused, so a freed one names nothing.
    private(set) var nextID = 1

    /// The stored instance `id` as values name it; nil once it is freed.
    func ref(_ id: Int) -> ModelRef? {
        instances[id].map { ModelRef($0.type, serial: $0.serial, id: id) }
    }

    /// Instances stored now.
    var count: Int { instances.count }
    /// Instances the store can hold before its table grows.
    var capacity: Int { instances.capacity }

    /// Stores a new instance and counts it; returns it with its type's count after it. `values`
    /// are in the order of `names`, the type's fields as declared.
    mutating func create(_ type: String, kind: ModelKind = .observable, names: @autoclosure () -> [String],
                         values: [Value]) -> (ModelRef, Int) {
        if types.index(forKey: type) == nil { types[type] = Created() }
        let t = types.index(forKey: type)!
        types.values[t].count += 1
        let serial = types.values[t].count
        let shared: ModelType
        if let known = types.values[t].shared, known.kind == kind {
            shared = known
        } else {
            shared = ModelType(name: type, kind: kind, names: names())
            types.values[t].shared = shared
        }
        // A struct is a value with no identity: it is counted, not stored.
        if kind == .struct { return (ModelRef(shared, serial: serial, id: 0), serial) }
        let ref = ModelRef(shared, serial: serial, id: nextID)
        nextID += 1
        instances[ref.id] = Instance(type: shared, serial: serial, values: values)
        return (ref, serial)
    }

    func field(_ name: String, of ref: ModelRef) -> Value? { instances[ref.id]?.value(of: name) }

    /// The field `name` of the instance `id` and its position, if it is stored and has one.
    func field(_ name: String, in id: Int) -> (Value, Int)? {
        guard let instance = instances[id], let i = instance.names.firstIndex(of: name) else { return nil }
        return (instance.values[i], i)
    }

    /// How many fields the instance `id` has; 0 once it is freed.
    func fieldCount(of id: Int) -> Int { instances[id]?.values.count ?? 0 }

    /// Where the instance `id` keeps its field `name`, if it is stored and has one.
    func position(of name: String, in id: Int) -> Int? { instances[id]?.names.firstIndex(of: name) }

    /// Writes a field the instance has; a name it does not have changes nothing.
    mutating func set(_ name: String, of ref: ModelRef, to value: Value) {
        guard let i = instances.index(forKey: ref.id), let f = instances.values[i].names.firstIndex(of: name) else { return }
        instances.values[i].values[f] = value
    }

    func count(_ type: String) -> Int { types[type]?.count ?? 0 }

    /// Frees the instance `id`; returns its fields' values, which may have named the last
    /// references to other instances.
    mutating func free(_ id: Int) -> [Value]? { instances.removeValue(forKey: id)?.values }

    /// Keeps the marked instances and those their fields reach, transitively; frees the rest.
    mutating func sweep(keeping marks: inout ModelMarks) {
        var kept = 0
        while let id = marks.queue.popLast() {
            guard let values = instances[id]?.values else { continue }
            kept += 1
            marks.values(values)
        }
        guard kept < instances.count else { return }
        // In place: a filtered copy would hold two tables at once, raising the peak it lowers.
        let dead = instances.keys.filter { !marks.contains($0) }
        for id in dead { instances[id] = nil }
    }
}
