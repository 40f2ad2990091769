/// The write that is invalidating its readers now, kept as it came: its words are needed only
/// when a reader is told, and a model type's creation count changes with every model built.
enum Write {
    /// `state`: the holder written, when it is a state's: a node it invalidates that its last
    /// render did not read was subscribed by an escaping closure's read (§22).
    /// `value`: the value written, to add when the same thing is written again before the render.
    case said(_ subject: String, _ change: String, state: (node: Int, name: String)? = nil, value: String? = nil)
    case created(ModelRef, arguments: [Argument], count: Int)

    /// What changed: `state count of Parent`, `Model.creations`.
    var subject: String {
        switch self {
        case .said(let subject, _, _, _): return subject
        case .created(let model, _, _): return model.type + ".creations"
        }
    }

    /// The state written, if it was one.
    var state: (node: Int, name: String)? {
        if case .said(_, _, let state, _) = self { return state }
        return nil
    }

    /// The value written, for a write of a state, a field or a stored value.
    var value: String? {
        if case .said(_, _, _, let value) = self { return value }
        return nil
    }

    /// How it changed: `was written by the tap: 0 → 1`, `went to 3 when Model#3 was built`.
    var change: String {
        switch self {
        case .said(_, let change, _, _): return change
        case .created(let model, let arguments, let count) where model.kind == .struct:
            return "went to \(count) when \(model.type)(\(arguments.source)) was built"
        case .created(let model, _, let count): return "went to \(count) when \(model) was built"
        }
    }
}

extension TraceBuilder {
    /// A write of a state, a model's field or a stored value: its line, and what a render it
    /// causes will say of it.
    mutating func addWrite(_ event: Event) {
        switch event {
        case .valueStored(let key, _, let new, true):
            line(.environment, 1, "UserDefaults holds \(key.name) = \(new.literal) at launch, as a previous launch left it", tone: .created)
        case .valueStored(let key, let old, let new, false):
            lastField = nil
            lastEnvironment = nil
            let was = old.map { "was \($0.literal)" } ?? "nothing was stored, each holder showed its default"
            let by = writer ?? "pass \(pass ?? 0)"
            lastWrite = .said("\(key.store.words) `\(key.name)`", "was written by \(by): \(old?.literal ?? "nothing stored") → \(new.literal)",
                              value: new.literal)
            lastStorage = (key, "changed \(old?.literal ?? "(nothing stored)") → \(new.literal)")
            // A scene's write says why it differs from app storage: the same key there never sees it.
            let store = key.store == .userDefaults ? "UserDefaults (\(was))"
                : "the scene's storage (\(was)); UserDefaults and @AppStorage(\"\(key.name)\") do not see it"
            line(.write, 3, "store \(key.name) = \(new.literal) in \(store)")
        case .stateWritten(let node, let name, let old, let new):
            lastField = nil
            lastEnvironment = nil
            lastStorage = nil
            let by = writer ?? "pass \(pass ?? 0)"
            lastWrite = .said("state \(name) of \(node.component)", "was written by \(by): \(old.literal) → \(new.literal)",
                              state: (node.id, name), value: new.literal)
            line(.write, 3, "write state \(name) of \(node.component): \(literal: old) → \(literal: new)", node: node)
        case .fieldWritten(let model, let field, let old, let new):
            let by = writer ?? "pass \(pass ?? 0)"
            lastWrite = .said("\(model).\(field)", "was written by \(by): \(old.literal) → \(new.literal)", value: new.literal)
            lastField = (model, field, false)
            lastEnvironment = nil
            lastStorage = nil
            line(.write, 3, "write \(model).\(field): \(old.literal) → \(new.literal)")
            // Whether an ObservableObject's field is @Published is said by the objectWillChange after it.
            if model.kind == .class || model.kind == .observableObject { plainWrites.written(model, field, old: old, new: new, published: false) }
            if old == new, inPlace {
                line(.write, 4, "an equal value written in place (`+=`, a mutating method, a member of a struct): the @Observable macro's _modify accessor tells the registrar without comparing, so it notifies", tone: .muted)
            } else if old == new, uncompared {
                line(.write, 4, "an equal value: the setter of Xcode 16's @Observable macro (before Swift 6.2) does not compare, it calls withMutation at every `=`, so it notifies", tone: .muted)
            } else if old == new, model.kind == .observable {
                let which = if case .structure = new { "a struct that holds a class instance" } else { "an array or optional of a class" }
                line(.write, 4, "an equal value, of a type that is not Equatable (\(which)): the @Observable setter cannot compare it and notifies", tone: .muted)
            }
            inPlace = false
            uncompared = false
        case .storedBack(let model, let field, let element):
            // Not a write line: the list's own write follows and says who is told.
            line(.action, 3, "set \(model) back through the element's binding \(element): the binding's projection into `\(field)` sets the field on the element, then the element, the same instance, through the list's binding")
        case .writtenInPlace:
            inPlace = true
        case .writtenUncompared:
            uncompared = true
        case .stateUnchanged(let node, let name, let value):
            line(.write, 3, "write state \(name) of \(node.component): \(literal: value), the value it holds", node: node)
            line(.invalidate, 4, "State's setter compares it with the value held and commits nothing: no reader of it runs again", tone: .muted)
        case .fieldUnchanged(let model, let field, let value):
            line(.write, 3, "write \(model).\(field): \(literal: value), the value it holds")
            line(.invalidate, 4, "the @Observable macro's setter compares (==, or === for a class) and tells the registrar nothing: no reader of it runs again", tone: .muted)
        default:
            break
        }
    }
}

extension TraceBuilder {
    /// The views that were passed the object that just published, in a plain `let`, and so were
    /// not told: why their labels keep the old value.
    mutating func notTold(_ heard: (model: ModelRef, told: Set<Int>)) {
        for (id, arguments) in lastArguments.entries where !destroyed.contains(id) && !heard.told.contains(id) {
            guard let node = names.nodes[id], let held = arguments.first(where: { $0.value == .model(heard.model) }) else { continue }
            line(.invalidate, invalidateDepth,
                 "\(node.component) holds \(heard.model) in a plain `let \(held.label)`: it observes nothing and is not told",
                 node: node, tone: .muted)
        }
    }
}
