/// What the trace remembers of plain classes' fields (docs/semantics.md §71): a write to one tells
/// no view, so a later render that runs for another reason shows a value no one was told of, and
/// a view skipped with the same reference keeps the value it read. The same holds for an
/// ObservableObject's fields read by a view that does not observe it through a wrapper, or not
/// @Published (§5). Never looked at until such a class is built.
struct PlainFieldWrites {
    private struct Field: Hashable {
        var model: Int
        var name: String
    }

    /// Per field written: how many writes, the value before the first, the value now, and
    /// whether it is @Published.
    private var fields: [Field: (count: Int, first: String, now: String, published: Bool)] = [:]
    /// Per node, for each written field its last render read: the write count then, and the value
    /// it read when a write had been seen before it.
    private var seen: [Int: [Field: (count: Int, value: String?)]] = [:]

    /// A field written since a node's last render read it: the value that render read, and now.
    struct Change {
        var model: ModelRef
        var field: String
        var was: String
        var now: String
        /// An ObservableObject's field marked @Published: a skipped view that read it does not observe its instance.
        var published: Bool
    }

    /// Whether a plain class or an ObservableObject was built: only then do renders' reads need remembering.
    var isActive = false

    mutating func written(_ model: ModelRef, _ field: String, old: Value, new: Value, published: Bool) {
        let key = Field(model: model.id, name: field)
        let before = fields[key]
        fields[key] = ((before?.count ?? 0) + 1, before?.first ?? old.literal, new.literal, published)
    }

    /// The field just written fired its object's objectWillChange: it is @Published.
    mutating func published(_ model: ModelRef, _ field: String) {
        fields[Field(model: model.id, name: field)]?.published = true
    }

    /// The plain fields a node's render read that changed since its last render read them; the
    /// render's reads, an ObservableObject's fields too, are what it has seen from now on.
    mutating func read(by node: Int, _ dependencies: [Dependency], names: EventNames) -> [Change] {
        var changes: [Change] = []
        var now: [Field: (count: Int, value: String?)] = [:]
        for case .field(let id, let name) in dependencies {
            guard let model = names.models[id], model.kind == .class || model.kind == .observableObject else { continue }
            let key = Field(model: id, name: name)
            let written = fields[key]
            now[key] = (written?.count ?? 0, written?.now)
            // A render after an ObservableObject's write is most often the one the write asked for.
            if model.kind == .class, let change = change(of: key, model: model, since: seen[node]?[key]) { changes.append(change) }
        }
        seen[node] = now.isEmpty ? nil : now
        return changes
    }

    /// The plain fields a node's last render read that were written since: what a skipped body
    /// goes on showing.
    func unseen(by node: Int, names: EventNames) -> [Change] {
        guard let read = seen[node] else { return [] }
        return read.keys.sorted { ($0.model, $0.name) < ($1.model, $1.name) }.compactMap { key in
            names.models[key.model].flatMap { change(of: key, model: $0, since: read[key]) }
        }
    }

    private func change(of key: Field, model: ModelRef, since last: (count: Int, value: String?)?) -> Change? {
        guard let last, let written = fields[key], written.count > last.count else { return nil }
        let was = last.value ?? written.first
        return was == written.now ? nil : Change(model: model, field: key.name, was: was, now: written.now, published: written.published)
    }
}

extension TraceBuilder {
    /// Under a render's reads: each plain class's field that changed since the body last ran,
    /// which this render, run for another reason, shows as it is now.
    mutating func plainFieldTexts(readBy node: NodeRef, _ dependencies: [Dependency]) -> [String] {
        plainWrites.read(by: node.id, dependencies, names: names).map { change in
            "\(change.model).\(change.field) is \(change.now) now, \(change.was) when \(node.component)'s body last read it: \(change.model.type) is a plain class, whose writes told no one; this render, run for another reason, reads it as it is"
        }
    }

    /// After a skip line: the plain class's fields the kept body read, written since, which it goes
    /// on showing as they were.
    mutating func plainFieldLines(skipped node: NodeRef) {
        for change in plainWrites.unseen(by: node.id, names: names) {
            let told = change.model.kind == .class ? "a plain class told no one"
                : change.published ? "\(node.component) does not observe \(change.model) through @ObservedObject, @StateObject or @EnvironmentObject, so its objectWillChange told it nothing,"
                : "`\(change.field)` is not @Published, so objectWillChange did not fire,"
            line(.skip, depth(node) + 1,
                 "its last render read \(change.model).\(change.field) as \(change.was); it is \(change.now) now, but \(told) and the same \(change.model) compares equal: \(node.component) goes on showing \(change.was)",
                 node: node, tone: .muted)
        }
    }

    /// What follows a write that invalidated nobody, in words that say why.
    func nobodyTold() -> String {
        if let written = lastField, names.ignores(written.field, of: written.model) {
            return "`\(written.field)` is @ObservationIgnored: \(written.model) tells no view of the write, whoever read it"
        }
        if let written = lastField, written.model.kind == .class {
            return "\(written.model.type) is a plain class: nothing observes its fields, no body runs again"
        }
        if let written = lastField, written.model.kind == .observableObject {
            return written.published ? "no view observes \(written.model) through a wrapper: no body runs again"
                : "`\(written.field)` is not @Published: objectWillChange does not fire, no view is told"
        }
        return "no render read it: no body runs again"
    }
}
