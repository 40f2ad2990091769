/// Trace wording for bindings made from closures or a value (docs/semantics.md §38): what the
/// getter read, for whom, and where a write went; and for a method's value read in a body (§62).
extension TraceBuilder {
    mutating func customBindingLine(_ use: CustomBindingUse, _ source: String, reader: NodeRef?, owner: NodeRef?) {
        let written = owner.map { " written in \($0.component)" } ?? ""
        switch use {
        case .made(let names):
            guard let reader else { return }
            let reads = names.isEmpty ? "it reads nothing of \(reader.component)" : "it reads \(names.joined(separator: ", "))"
            line(.read, depth(reader) + 1, "\(reader.component) makes \(source): init(get:set:) runs the getter once to store its value; \(reads)",
                 node: reader, tone: .muted)
        case .read(let names, let marked):
            guard let reader else { return }
            guard let owner, !marked.isEmpty else {
                let reads = names.isEmpty ? "its getter reads nothing of it" : "its getter reads \(names.joined(separator: ", "))"
                return line(.read, depth(reader) + 1, "\(reader.component) reads through \(source)\(written): \(reads)", node: reader, tone: .muted)
            }
            // A state read from another view's update marks its owner (§22): the reader gets nothing.
            let others = names.filter { !marked.contains($0) }
            let also = others.isEmpty ? "" : "; its getter also uses \(others.joined(separator: ", "))"
            line(.read, depth(reader) + 1,
                 "\(reader.component) reads \(marked.joined(separator: ", ")) of \(owner.component) through \(source): the read marks \(owner.component)'s state read (§22); \(reader.component) gets no dependency on \(marked.count == 1 ? "it" : "them")\(also)",
                 node: reader, tone: .muted)
        case .wrote(let value):
            line(.action, 2, "write \(value.literal) through \(source)\(written): its setter runs there", node: owner)
        case .ignored(let value):
            line(.action, 2, "write \(value.literal) through \(source): a constant binding ignores writes, nothing changes")
        }
    }
}

extension TraceBuilder {
    /// A body read a method's value (§62): what the method read, which the body now depends on,
    /// as on what a computed property's getter reads.
    mutating func methodValueLine(_ node: NodeRef, _ instance: ModelRef, _ name: String, _ arguments: [Argument], _ value: Value,
                                  _ read: [String]) {
        // As the call is written: `total(for: Item#1)`, `add(3)`.
        let values = arguments.map { ($0.label.isEmpty ? "" : "\($0.label): ") + $0.value.literal }.joined(separator: ", ")
        // An `@ObservationIgnored` field's getter tells no one of a read either (§36).
        let ignored = read.filter { ignoresObservation($0) }
        let tracked = read.filter { !ignoresObservation($0) }
        let reads = read.isEmpty ? "it read no field, so the body depends on none through it"
            // A plain class's getters tell no one of a read (§71).
            : instance.kind == .class ? "it read \(read.joined(separator: ", ")), but \(instance.type) is a plain class: its reads subscribe nothing, and the label keeps this value until \(node.component)'s body runs for another reason"
            // An ObservableObject tells its observers through the object, whatever was read (§15).
            : instance.kind == .observableObject ? "it read \(read.joined(separator: ", ")), \(read.count == 1 ? "a field of an ObservableObject, which subscribes nothing by itself" : "fields of an ObservableObject, which subscribe nothing by themselves"): \(node.component)'s body runs again when \(instance) publishes, whichever field changed, if it observes the object"
            : tracked.isEmpty ? "it read \(read.joined(separator: ", ")), marked @ObservationIgnored: the body depends on none of them"
            : ignored.isEmpty ? "it read \(read.joined(separator: ", ")), so \(node.component)'s body depends on \(read.count == 1 ? "that" : "those"), as on the fields a computed property's getter reads"
            : "it read \(read.joined(separator: ", ")), so \(node.component)'s body depends on \(tracked.joined(separator: ", ")), as on the fields a computed property's getter reads, and not on \(ignored.joined(separator: ", ")), marked @ObservationIgnored"
        line(.read, depth(node) + 1, "\(node.component) calls \(instance).\(name)(\(values)) for its value, \(value.literal): \(reads)",
             node: node, tone: .muted)
    }

    /// Whether a method's read, `Cart#1.note`, is of a field its model marks `@ObservationIgnored`.
    private func ignoresObservation(_ read: String) -> Bool {
        guard let spec = names.spec, spec.ignoresObservation, let dot = read.lastIndex(of: ".") else { return false }
        let type = String(read.prefix { $0 != "#" })
        return spec.model(named: type)?.ignoresObservation(of: String(read[read.index(after: dot)...])) == true
    }

    /// A struct's method read for its value in a body (§65): it reads the copy the body already
    /// read, so it adds no dependency.
    mutating func structMethodValueLine(_ node: NodeRef, _ place: String, _ name: String, _ arguments: [Argument], _ value: Value) {
        let values = arguments.isEmpty ? "" : " (\(arguments.map { "\($0.label) = \($0.value.literal)" }.joined(separator: ", ")))"
        line(.read, depth(node) + 1, "\(node.component) calls \(place).\(name)\(values) for its value, \(value.literal): the struct's method reads the copy \(place) gave the body, so the body depends on \(place) as its read of \(place) made it, and on nothing more",
             node: node, tone: .muted)
    }
}
