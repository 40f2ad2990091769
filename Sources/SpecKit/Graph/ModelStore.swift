/// Model instances and each type's creation count.
struct ModelStore {
    struct Instance {
        var ref: ModelRef
        var fields: [String: Value]
    }

    private(set) var instances: [Int: Instance] = [:]
    private(set) var creations: [String: Int] = [:]
    /// The id the next instance gets; ids are never reused, so a freed one names nothing.
    private(set) var nextID = 1

    /// Instances stored now.
    var count: Int { instances.count }
    /// Instances the store can hold before its table grows.
    var capacity: Int { instances.capacity }

    /// Stores a new instance and counts it; returns it with its type's count after it.
    mutating func create(_ type: String, kind: ModelKind = .observable, fields: [String: Value]) -> (ModelRef, Int) {
        let serial = (creations[type] ?? 0) + 1
        creations[type] = serial
        // A struct is a value with no identity: it is counted, not stored.
        if kind == .struct { return (ModelRef(type: type, serial: serial, id: 0, kind: kind), serial) }
        let ref = ModelRef(type: type, serial: serial, id: nextID, kind: kind)
        nextID += 1
        instances[ref.id] = Instance(ref: ref, fields: fields)
        return (ref, serial)
    }

    func field(_ name: String, of ref: ModelRef) -> Value? { instances[ref.id]?.fields[name] }

    mutating func set(_ name: String, of ref: ModelRef, to value: Value) {
        instances[ref.id]?.fields[name] = value
    }

    func count(_ type: String) -> Int { creations[type] ?? 0 }

    /// Keeps the marked instances and those their fields reach, transitively; frees the rest.
    mutating func sweep(keeping marks: inout ModelMarks) {
        var kept = 0
        while let id = marks.queue.popLast() {
            guard let fields = instances[id]?.fields else { continue }
            kept += 1
            marks.values(fields)
        }
        guard kept < instances.count else { return }
        // In place: a filtered copy would hold two tables at once, raising the peak it lowers.
        let dead = instances.keys.filter { !marks.contains($0) }
        for id in dead { instances[id] = nil }
    }
}
