/// Model instances and each type's creation count.
struct ModelStore {
    /// What every instance of a type shares: its name, how views observe it, its field names.
    final class TypeInfo: Sendable {
        let name: String
        let kind: ModelKind
        let names: [String]

        init(name: String, kind: ModelKind, names: [String]) {
            self.name = name
            self.kind = kind
            self.names = names
        }
    }

    /// An instance: its fields are an array in declaration order, and what its type shares is
    /// one pointer, so an entry of the table is 24 bytes (it was 56 with a `ModelRef` and the
    /// names inline; the table, a quarter to a half empty as it grows, took most of a model).
    struct Instance {
        let type: TypeInfo
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
        var shared: TypeInfo?
        var count = 0
    }

    /// Each type's creation count.
    var creations: [String: Int] { types.mapValues(\.count) }
    /// The id the next instance gets; ids are never reused, so a freed one names nothing.
    private(set) var nextID = 1

    /// The stored instance `id` as values name it; nil once it is freed.
    func ref(_ id: Int) -> ModelRef? {
        instances[id].map { ModelRef(type: $0.type.name, serial: $0.serial, id: id, kind: $0.type.kind) }
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
        // A struct is a value with no identity: it is counted, not stored.
        if kind == .struct { return (ModelRef(type: type, serial: serial, id: 0, kind: kind), serial) }
        let ref = ModelRef(type: type, serial: serial, id: nextID, kind: kind)
        nextID += 1
        let shared: TypeInfo
        if let known = types.values[t].shared, known.kind == kind {
            shared = known
        } else {
            shared = TypeInfo(name: type, kind: kind, names: names())
            types.values[t].shared = shared
        }
        instances[ref.id] = Instance(type: shared, serial: serial, values: values)
        return (ref, serial)
    }

    func field(_ name: String, of ref: ModelRef) -> Value? { instances[ref.id]?.value(of: name) }

    /// The field `name` of the instance `id` and its position, if it is stored and has one.
    func field(_ name: String, in id: Int) -> (Value, Int)? {
        guard let instance = instances[id], let i = instance.names.firstIndex(of: name) else { return nil }
        return (instance.values[i], i)
    }

    /// Where the instance `id` keeps its field `name`, if it is stored and has one.
    func position(of name: String, in id: Int) -> Int? { instances[id]?.names.firstIndex(of: name) }

    /// Writes a field the instance has; a name it does not have changes nothing.
    mutating func set(_ name: String, of ref: ModelRef, to value: Value) {
        guard let i = instances.index(forKey: ref.id), let f = instances.values[i].names.firstIndex(of: name) else { return }
        instances.values[i].values[f] = value
    }

    func count(_ type: String) -> Int { types[type]?.count ?? 0 }

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
