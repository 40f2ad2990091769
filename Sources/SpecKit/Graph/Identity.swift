/// One step of the way from a parent's body to a child.
public enum PathStep: Hashable, Sendable, CustomStringConvertible {
    /// The element's index in its list (a body, a branch, a for-each body).
    case index(Int)
    /// The branch of an `if`: true for `then`, false for `else`.
    case branch(Bool)
    /// A for-each element's id.
    case key(Value)
    /// The value of an `.id(…)` modifier.
    case id(Value)
    /// A presentation modifier of the child before it (its index among the child's presentations).
    case presentation(Int)
    /// The screen pushed at this position of a navigation path.
    case pushed(Int)
    /// The tab at this index of a tab view.
    case tab(Int)
    /// The case of a `switch` by its position; nil for `default`.
    case switchCase(Int?)
    /// The content passed for this slot of the container, built in its parent's body (§48).
    case content(String)

    public var description: String {
        switch self {
        case .index(let i): return String(i)
        case .branch(let b): return b ? "then" : "else"
        case .key(let v): return "[\(v.literal)]"
        case .id(let v): return "id(\(v.literal))"
        case .presentation(let i): return "presentation(\(i))"
        case .pushed(let i): return "pushed(\(i))"
        case .tab(let i): return "tab(\(i))"
        case .switchCase(let i): return i.map { "case(\($0))" } ?? "default"
        case .content(let name): return "content(\(name))"
        }
    }
}

/// Where a child sits in its parent's body; with the component type it is the child's identity
/// ("Demystify SwiftUI", WWDC21: structural identity is the view's type and position; explicit
/// identity comes from ForEach ids and `.id`).
public struct Slot: Hashable, Sendable {
    public var path: [PathStep] { didSet { pathHash = path.hashValue } }
    /// The component's type, after the scenario's `use:` substitutions.
    public var component: String
    /// The path's hash, taken once: a render hashes each child's slot three times (its children,
    /// the slots it saw, those it did not), and a path of for-each ids hashes every value in it.
    private var pathHash: Int

    /// The slot of a `component` child at `path` in its parent's body.
    public init(path: [PathStep], component: String) {
        self.path = path
        self.component = component
        pathHash = path.hashValue
    }

    /// A slot whose path's hash is known: a node keeps its slot's path and hash, and its
    /// component's name in its box (`Node.slot`).
    init(path: [PathStep], component: String, pathHash: Int) {
        self.path = path
        self.component = component
        self.pathHash = pathHash
    }

    /// The path's hash, for a node that keeps it.
    var hashOfPath: Int { pathHash }

    /// The path alone: siblings at one place of a body differ in it.
    public func hash(into hasher: inout Hasher) { hasher.combine(pathHash) }

    /// The same path and component; the hashes, compared first, tell most other slots apart.
    public static func == (a: Slot, b: Slot) -> Bool { a.pathHash == b.pathHash && a.path == b.path && a.component == b.component }

    /// `[.index(i)]` for the first elements of a body, made once and shared by every slot and
    /// path that begins a body there: a child's path was an array of its own, made at every
    /// render of its parent.
    static let topLevel: [[PathStep]] = (0..<64).map { [.index($0)] }

    /// The path of a body's element `i` under `path`.
    static func path(_ path: [PathStep], then i: Int) -> [PathStep] {
        path.isEmpty && i < topLevel.count ? topLevel[i] : path.then(.index(i))
    }

    /// The index of the top-level body element the child comes from.
    public var position: Int? {
        if case .index(let i)? = path.first { return i }
        return nil
    }
}

/// A node as events name it: a stable number and a readable path such as `Parent/StateChild/ModelRow`.
public struct NodeRef: Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var component: String
    public var path: String
    /// The parent's id; nil for the root.
    public var parent: Int?
    /// Index of the element in the parent's body that made this node.
    public var position: Int?
    /// The way from the parent's body to this node, e.g. `2.then.0` or `1.[3].0.id(2)`.
    public var identity: String = ""

    public var description: String { path }
}

/// A value the engine can record as read by a render, and invalidate on write.
public enum Dependency: Hashable, Sendable {
    /// A state holder of a node (`@State`, `LazyState`, `@StateObject`).
    case state(node: Int, name: String)
    /// A field of an observable model instance.
    case field(model: Int, name: String)
    /// The observed creation counter of a model type.
    case creations(type: String)
    /// An ObservableObject's `objectWillChange`: every published write notifies its observers.
    case object(model: Int)
    /// A node's environment entry, which its ancestors' modifiers set.
    case environment(node: Int, key: EnvironmentKey)
    /// A key of a store: a `UserDefaults` key, which every `@AppStorage` holder of that key
    /// observes, in any view; or a key of the scene's storage, observed by its `@SceneStorage` holders.
    case storage(StorageKey)
}

/// The text Swift's reflection gives a dependency, written out: renders sort their reads by it,
/// and building it by reflection was three quarters of a tap's instructions in a large tree.
extension Dependency: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        switch self {
        case .state(let node, let name): return "state(node: \(node), name: \(Dependency.quoted(name)))"
        case .field(let model, let name): return "field(model: \(model), name: \(Dependency.quoted(name)))"
        case .creations(let type): return "creations(type: \(Dependency.quoted(type)))"
        case .object(let model): return "object(model: \(model))"
        case .environment(let node, let key): return "environment(node: \(node), key: \(Dependency.quoted(key.description)))"
        case .storage(let key): return "\(key.store == .userDefaults ? "appStorage" : "sceneStorage")(key: \(Dependency.quoted(key.name)))"
        }
    }

    /// `debugDescription`'s quoting; printable ASCII without quotes or backslashes needs no
    /// escaping, which is nearly every name and much cheaper to see.
    private static func quoted(_ s: String) -> String {
        let plain = s.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
        return plain ? "\"" + s + "\"" : s.debugDescription
    }

    public var debugDescription: String { "SpecKit.Dependency." + description }
}

/// The slots one render has seen, to tell two children of one identity apart and to find the
/// children it no longer shows. A body shows a few children: they are kept in an array and
/// compared (a slot compares its path's hash first), with a set beside them only for a body
/// that shows many. A `Set` made storage, a seed and a bitmap at every render with a child.
struct SlotSet {
    private var slots: [Slot] = []
    private var lookup: Set<Slot>?

    /// Beyond this many slots, membership is kept in a set too.
    private static let scanned = 16

    init() {}

    init<S: Sequence>(_ slots: S) where S.Element == Slot {
        for slot in slots { insert(slot) }
    }

    mutating func reserveCapacity(_ n: Int) {
        if n <= Self.scanned { slots.reserveCapacity(n) }
    }

    /// (The scans go by index: unoptimized, `contains` and `firstIndex(of:)` call `==` through
    /// `Equatable` and ask the runtime for metadata at each slot.)
    func contains(_ slot: Slot) -> Bool {
        if let lookup { return lookup.contains(slot) }
        return position(of: slot) != nil
    }

    private func position(of slot: Slot) -> Int? {
        for i in 0..<slots.count where slots[i] == slot { return i }
        return nil
    }

    /// Adds a slot not yet seen; returns whether it was new.
    @discardableResult
    mutating func insert(_ slot: Slot) -> (inserted: Bool, memberAfterInsert: Slot) {
        if lookup == nil {
            if let i = position(of: slot) { return (false, slots[i]) }
            if slots.count == Self.scanned { lookup = Set(slots) }
        }
        if lookup != nil, case (false, let member) = lookup!.insert(slot) { return (false, member) }
        slots.append(slot)
        return (true, slot)
    }

    mutating func formUnion(_ other: SlotSet) {
        for slot in other.slots { insert(slot) }
    }

    /// Every slot seen, in the order seen.
    var all: [Slot] { slots }
}

extension Array where Element == PathStep {
    /// The path one step further, in one allocation: `path + [step]` made the step's own array
    /// first, at every element of every render.
    func then(_ step: PathStep) -> [PathStep] {
        var next: [PathStep] = []
        next.reserveCapacity(count + 1)
        next.append(contentsOf: self)
        next.append(step)
        return next
    }
}
