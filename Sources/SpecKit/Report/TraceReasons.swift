/// Why a render ran, in the trace's words: what the engine's cause says, completed by what the
/// earlier events said (the write that invalidated the node, the object that published).
extension TraceBuilder {
    /// Where a child sits in its parent's body, as `place:` writes it in a line.
    static func place(of node: NodeRef) -> String { LineText("\(place: node)").string }

    /// ` at 1.[3].0` for a node whose identity goes through an `if`, a for-each or an `.id`, so
    /// that siblings of one type can be told apart; empty for a plain position.
    static func at(_ node: NodeRef) -> String {
        node.identity.isEmpty || Int(node.identity) != nil ? "" : " at \(node.identity)"
    }

    func describe(_ cause: RenderCause, of node: NodeRef) -> LineText {
        switch cause {
        case .created:
            return "created"
        case .parentChanged(let changes):
            if let (compared, _) = byEquals[node.id] {
                return "its == compares \(compared.joined(separator: ", ")) and finds a difference: \(changes.joined(separator: "; "))"
            }
            return "its parent passed a different value: \(changes, separator: "; ")"
        case .dependency(let why):
            if let (model, field) = pendingObject[node.id] {
                return LineText(Self.notified(by: model, field: field, reads: lastReads[node.id] ?? []))
            }
            if let change = pendingEnvironment[node.id] { return LineText(change) }
            if let (key, change) = pendingStorage[node.id] {
                let read = (lastReads[node.id] ?? []).contains(.storage(key))
                let why = read ? "this body read it"
                    : "this view holds \(key.store.wrapper)(\"\(key.name)\") and is told of every change, though its body did not read it"
                return "\(key.store.words) `\(key.name)` \(change); \(why)"
            }
            if let (subject, change) = pending[node.id] {
                let read = pendingByContent.contains(node.id) ? "read by an escaping closure it made" : "read in its last render"
                return "\(subject), \(read), \(change)"
            }
            return LineText(why)
        }
    }

    /// Why an observer of an ObservableObject renders: the object published, whatever the body read.
    static func notified(by model: ModelRef, field: String, reads: [Dependency]) -> String {
        let fields = reads.compactMap { d -> String? in
            if case .field(let id, let name) = d, id == model.id { return name }
            return nil
        }
        if field.isEmpty { return "\(model)'s objectWillChange was sent by hand, and this body observes \(model)" }
        if fields.contains(field) { return "\(model) published `\(field)`, which this body read" }
        let read = fields.isEmpty ? "this body read none of its fields"
            : "this body read \(fields.map { "`\($0)`" }.joined(separator: ", ")) only"
        return "\(model) published `\(field)`; \(read) — an ObservableObject notifies all its observers"
    }
}
