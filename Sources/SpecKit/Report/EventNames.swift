/// What a reader of the event log learns about names as it goes: each node's ref and depth from
/// `created`, each model instance from `modelCreated`. Events name dependencies by number only;
/// this turns them back into words such as `state input of Parent` or `Model#1.input`.
struct EventNames {
    private(set) var nodes = NumberTable<NodeRef>()
    private(set) var depths = NumberTable<Int>()
    private(set) var models = NumberTable<ModelRef>()
    /// The spec: a read of an `@ObservationIgnored` field says it subscribed nothing, and a read of
    /// a holder says its kind (`state object counter`).
    var spec: Spec?

    /// Whether this instance's field is `@ObservationIgnored`.
    func ignores(_ field: String, of model: ModelRef) -> Bool {
        spec?.ignoresObservation(of: field, inModel: model.type) == true
    }

    /// What a read calls the holder `name` of `component`: `@StateObject` and `@ObservedObject`
    /// hold objects, which `state` would hide; a `let` is a plain stored property, no state; the
    /// other holders a body reads (`@State`, a memo's `@State`, a screen's own state) are `state`.
    func holderWord(_ name: String, of component: String?) -> String {
        switch component.flatMap({ spec?.component(named: $0)?.holderKind(named: name) }) {
        case .stateObject: "state object"
        case .observedObject: "observed object"
        case .constant: "let"
        default: "state"
        }
    }

    /// A node's `created` event: its ref, and its depth under its parent.
    mutating func created(_ node: NodeRef) {
        nodes[node.id] = node
        depths[node.id] = node.parent.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
    }

    /// A `modelCreated` event: the instance's ref.
    mutating func created(_ model: ModelRef) { models[model.id] = model }

    /// How deep a node sits in the tree: 0 for the root.
    func depth(of node: NodeRef) -> Int { depths[node.id] ?? 0 }

    /// A dependency as a reader says it; `from` is the node that read it, so its own state is just `state x`.
    func describe(_ dependency: Dependency, readBy reader: NodeRef? = nil) -> String {
        LineText("\(dependency, readBy: reader, names: self)").string
    }
}

extension LineText.Interpolation {
    /// A dependency as `EventNames.describe(_:readBy:)` says it.
    mutating func appendInterpolation(_ dependency: Dependency, readBy reader: NodeRef?, names: EventNames) {
        switch dependency {
        case .state(let id, let name):
            appendInterpolation(names.holderWord(name, of: names.nodes[id]?.component))
            appendLiteral(" ")
            appendInterpolation(name)
            if id != reader?.id {
                appendLiteral(" of ")
                appendInterpolation(names.nodes[id]?.component ?? "a removed node")
            } else if let reader, let own = Self.ownState(name, of: reader.component) {
                appendInterpolation(own)
            }
        case .field(let id, let name):
            if let model = names.models[id] { appendInterpolation(model) } else { appendLiteral("a model") }
            appendLiteral(".")
            appendInterpolation(name)
            if names.models[id]?.kind == .observableObject { appendLiteral(" (an ObservableObject's field: not tracked by itself)") }
            else if names.models[id]?.kind == .class { appendLiteral(" (a plain class's field: not tracked)") }
            else if let model = names.models[id], names.ignores(name, of: model) { appendLiteral(" (@ObservationIgnored: not tracked)") }
        case .creations(let type):
            appendInterpolation(type)
            appendLiteral(".creations")
        case .object(let id):
            if let model = names.models[id] { appendInterpolation(model) } else { appendLiteral("an object") }
            appendLiteral("'s objectWillChange (observed through a wrapper)")
        case .environment(let id, let key):
            appendInterpolation(key.description)
            if id == reader?.id {
                appendLiteral(" from its environment")
            } else {
                appendLiteral(" in the environment of ")
                appendInterpolation(names.nodes[id]?.component ?? "a removed node")
            }
        case .storage(let key):
            appendLiteral(key.store == .userDefaults ? "app storage `" : "scene storage `")
            appendInterpolation(key.name)
            appendLiteral("`")
        }
    }

    /// Why a screen node reads a state nobody declared: the state it keeps itself (semantics
    /// §23, §25, §30), said where it reads it.
    static func ownState(_ name: String, of component: String) -> String? {
        switch (component, name) {
        case ("NavigationStack", "path"): return " (the stack's own, as no `path:` binding is given)"
        case ("TabView", "selection"): return " (the tab view's own, as no `selection:` binding is given)"
        case (ScreenState.linkName, PresentationDecl.linkFlag): return " (the link's own: true while it has pushed its destination)"
        default: return nil
        }
    }

    /// What a render read, each dependency as its reader says it, separated by commas.
    mutating func appendInterpolation(reads dependencies: [Dependency], by reader: NodeRef, names: EventNames) {
        for (i, dependency) in dependencies.enumerated() {
            if i > 0 { appendLiteral(", ") }
            appendInterpolation(dependency, readBy: reader, names: names)
        }
    }
}

extension Array where Element == Argument {
    /// `input: 1, name: "a"`, as the arguments read in Swift source.
    var source: String { map { "\($0.label): \($0.value.literal)" }.joined(separator: ", ") }
}

extension LineText.Interpolation {
    /// A type name made plural as English spells it, for counts such as `Libraries built so far`:
    /// `es` after s, x, z, ch and sh, `ies` for a y after a consonant, else `s`. Read from the
    /// name's last two bytes, ASCII letters lowercased: a trace names a type at every creation.
    mutating func appendInterpolation(pluralOf type: String) {
        let last = type.utf8.last.map { $0 | 0x20 }
        let before = type.utf8.dropLast().last.map { $0 | 0x20 }
        switch (before, last) {
        case (_, UInt8(ascii: "s")), (_, UInt8(ascii: "x")), (_, UInt8(ascii: "z")),
             (UInt8(ascii: "c"), UInt8(ascii: "h")), (UInt8(ascii: "s"), UInt8(ascii: "h")):
            appendInterpolation(type)
            appendLiteral("es")
        case (let letter?, UInt8(ascii: "y")) where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(letter)
            && !"aeiou".utf8.contains(letter):
            appendInterpolation(type.dropLast())
            appendLiteral("ies")
        default:
            appendInterpolation(type)
            appendLiteral("s")
        }
    }
}
