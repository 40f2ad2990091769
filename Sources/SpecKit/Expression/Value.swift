/// A model instance: its type, its creation number within the type (1, 2, …) and a unique id.
/// Instances compare by identity, as Swift compares class references.
///
/// Who the instance is lives in a box shared by every value naming it, beside its id and serial:
/// the box's reference count tells the engine when the last value naming the instance is gone
/// (Graph/Release.swift). The id and serial are kept in 32 bits each in the ref, not in the box:
/// a box of the type alone is 24 bytes, a 32-byte chunk where one with them took 48, and a node
/// of a large tree keeps four instances.
public struct ModelRef: Hashable, Sendable, CustomStringConvertible {
    var identity: ModelIdentity
    // Bounded where they are made: ids by `Limits.ids`, a serial by its instance's id (a struct's
    // by the creations the work bound counts); a conversion past 32 bits traps.
    private let storedID: Int32
    private let storedSerial: Int32

    public var type: String { identity.shared.name }
    public var serial: Int { Int(storedSerial) }
    public var id: Int { Int(storedID) }
    /// How views observe the instance: per field read (`@Observable`) or per object (`ObservableObject`).
    public var kind: ModelKind { identity.shared.kind }

    public init(type: String, serial: Int, id: Int, kind: ModelKind = .observable) {
        self.init(ModelType(name: type, kind: kind, names: []), serial: serial, id: id)
    }

    init(_ shared: ModelType, serial: Int, id: Int) {
        identity = ModelIdentity(shared)
        storedID = Int32(id)
        storedSerial = Int32(serial)
    }

    /// The same instance named through a box of its own, which says nothing of who else names it
    /// (the event log's copies, EventLog.swift).
    func detached() -> ModelRef { ModelRef(identity.shared, serial: serial, id: id) }

    public static func == (a: ModelRef, b: ModelRef) -> Bool {
        a.identity === b.identity || (a.id == b.id && a.serial == b.serial && a.kind == b.kind && a.type == b.type)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { "\(type)#\(serial)" }
}

/// What every instance of a model type shares: its name, how views observe it, its field names.
final class ModelType: Sendable {
    let name: String
    let kind: ModelKind
    let names: [String]

    init(name: String, kind: ModelKind, names: [String]) {
        self.name = name
        self.kind = kind
        self.names = names
    }
}

/// The box a `ModelRef` holds, one an instance: its type, which never changes. Its reference count
/// is the number of values naming the instance.
final class ModelIdentity: Sendable {
    let shared: ModelType

    init(_ shared: ModelType) { self.shared = shared }
}

/// The storage a binding points to: a holder of a node, or with `model`, a field of a model
/// (`$model.field`, as `@Bindable` gives).
public struct BindingRef: Hashable, Sendable {
    public var node: Int
    public var name: String
    /// The model instance whose field `name` the binding points to; nil for a holder.
    public var model: ModelRef?
    /// With `storageKey`, the binding is `$name` of an `@AppStorage` or `@SceneStorage` holder: it
    /// reads and writes that key of its store, whichever view made it.
    public var storageKey: StorageKey?

    /// The way below the holder's value: `$items[2].done` is the holder `items`, then `[2]`, then
    /// `.done`. Empty for a binding to the whole holder.
    public var path: [BindingStep] = []
    /// Nonzero for an element's binding made by `ForEach($items)`: SwiftUI makes it with
    /// `Binding(get:set:)`, a new location whose closures capture, at each render of the for-each
    /// (§34). The number tells one making from another; equality leaves it out (and nothing else),
    /// as it is no part of what the binding reads or writes.
    public var made = 0

    /// `Binding(get:set:)` or `.constant(x)`: no holder at all; `node` and `name` are unused.
    public var custom: CustomBinding?

    /// For `$model.field` made through a `@State` (or a `@Binding`) that holds the instance: that
    /// location, `$model` being a `Binding` to it whose `dynamicMember` goes through it at each use.
    /// A task that captured the binding then writes the instance the location holds now, where a
    /// `@Bindable`'s writes the instance it was made with (NodeScope.capturedBinding). Equality
    /// leaves it out, as it does `made`: both read and write the one instance.
    public var location: BindingLocation?

    /// For `$item.field` where `$item` is an element's binding holding a class instance (a
    /// for-each's `$item`, or such a binding handed to a row): that binding. `Binding`'s
    /// dynamicMember projection reads the instance through it at each use and, after setting the
    /// field, sets the element back through it, a write of the list (semantics §34.2). Equality
    /// leaves it out, as it does `made`, which the projection takes from it.
    public var element: ElementBinding?

    public init(node: Int, name: String, model: ModelRef? = nil, storageKey: StorageKey? = nil) {
        self.node = node
        self.name = name
        self.model = model
        self.storageKey = storageKey
    }

    /// The binding to the whole holder its path starts from.
    public var holder: BindingRef {
        var whole = self
        whole.path = []
        return whole
    }

    /// The same storage, one step further down: Swift's `Binding` subscript and `dynamicMember`.
    public func appending(_ step: BindingStep) -> BindingRef {
        var deeper = self
        deeper.path.append(step)
        return deeper
    }

    public static func == (a: BindingRef, b: BindingRef) -> Bool {
        a.node == b.node && a.name == b.name && a.model == b.model && a.storageKey == b.storageKey && a.path == b.path
            && a.custom == b.custom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(node); hasher.combine(name); hasher.combine(model); hasher.combine(storageKey); hasher.combine(path)
        hasher.combine(custom)
    }

    /// The binding as a reader writes it, without `$`: `items[2].done`, `Profile#1.age`.
    public var shownName: String {
        if let custom { return custom.source + path.map(\.description).joined() }
        return (model.map { "\($0).\(name)" } ?? name) + path.map(\.description).joined()
    }
}

/// The element's binding a projection into a class instance's field goes through (§34.2), boxed:
/// a binding cannot hold a binding of its own type inline.
public final class ElementBinding: Sendable {
    public let binding: BindingRef
    public init(_ binding: BindingRef) { self.binding = binding }
}

/// The storage a binding reads through: a view's holder, by the view's id and the holder's name.
public struct BindingLocation: Hashable, Sendable {
    public var node: Int
    public var name: String
    public init(node: Int, name: String) { self.node = node; self.name = name }
}

/// One step of a binding below its holder (semantics §34): an element of a list by its index, as
/// `ForEach($items)` makes a `Binding` per index, or a field of a struct value.
public enum BindingStep: Hashable, Sendable, CustomStringConvertible {
    case index(Int)
    case field(String)

    /// An element's step, which only a list's binding has below it.
    public var isIndex: Bool { if case .index = self { true } else { false } }

    public var description: String {
        switch self {
        case .index(let i): return "[\(i)]"
        case .field(let name): return ".\(name)"
        }
    }
}

/// A closure value: a function and a context. Two closures are equal only when they are the same
/// function with no context (they capture nothing), or the same value passed along; a closure
/// that captures gets a new context each time its literal is evaluated.
public struct ClosureValue: Hashable, Sendable {
    /// What equality looks at: the literal's place for one that captures nothing, else a fresh number.
    public enum Identity: Hashable, Sendable {
        case function(Location)
        case context(Int)
    }

    public var identity: Identity
    /// The statements it runs, as written.
    public var statements: [Statement]
    /// Its parameters' names (`{ name in … }`), bound to a call's arguments in order.
    public var parameters: [String] = []
    /// The node whose body wrote the literal: the statements run in its scope.
    public var owner: Int
    /// Loop variables in scope where it was written (`item` of a for-each), captured by value.
    public var locals: [String: Value]
    /// The names of the enclosing scope it uses; empty means it captures nothing.
    public var captures: [String]
    public var source: String
    /// Of `captures`, the names of the scope around the literal (a for-each's element), which it
    /// captures themselves; the others are the view's properties, reached through the `self` it
    /// captured (docs/semantics.md §19).
    public var localCaptures: [String] = []
    /// The `@Environment` and `@EnvironmentObject` properties it uses, whose values `locals` holds
    /// as the `self` it captured held them (§93).
    public var environment: CapturedEnvironment?

    public static func == (a: ClosureValue, b: ClosureValue) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// What a closure's `self` held of the environment when its literal ran (docs/semantics.md §93).
public struct CapturedEnvironment: Sendable {
    /// The environment properties it uses, in the order first used.
    public var names: [String]
    /// The pass whose render ran the literal; nil when code outside a render (an action, a task) did.
    public var pass: Int?
}

/// A runtime value of the expression language.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)
    case bool(Bool)
    /// `nil`: an optional with no value, as in an item binding while nothing is presented.
    case null
    case model(ModelRef)
    case list([Value])
    /// A model or component type named in an expression, only as the base of `Model.creations`
    /// or `Component.renders`.
    case typeName(String)
    /// `$name`: a two-way reference to a state holder of a node.
    /// Boxed, as the closure below: their payloads are large, and every value would be as large.
    indirect case binding(BindingRef)
    /// An instance of a `kind: struct` model: a value, copied on assignment, equal field by field.
    /// Boxed too: with it inline, every value took 40 bytes instead of 24.
    indirect case structure(StructValue)
    /// `{ likes += 1 }`: a closure, passed to a child and called from its actions.
    indirect case closure(ClosureValue)
    /// `.background`: a scene's phase, the value of `\.scenePhase` (§41).
    case phase(ScenePhase)
    /// `Task { … }` kept in a property: a handle to cancel it by (§63).
    case task(TaskHandle)
    /// `Filter.done`: a case of an enum the spec declares (§92). Boxed, as its two names would
    /// make every value larger.
    indirect case enumCase(EnumCase)

    /// How the value shows inside a label.
    public var description: String {
        switch self {
        case .int(let n): return String(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .model(let m): return m.description
        // Swift's `\(items)` prints each element as `debugPrint` does: a string in quotes (§26).
        case .list(let items): return Self.listText(items)
        case .typeName(let t): return t
        case .binding(let b): return (b.custom == nil ? "$" : "") + b.shownName
        // A struct without a description of its own prints as `Todo(title: "a", done: false)`.
        case .structure(let s): return "\(s.type)(\(s.fields.source))"
        case .closure(let c): return c.source
        case .phase(let p): return p.rawValue
        case .task(let t): return t.description
        // Swift's `"\(filter)"` of an enum without a description of its own: the case's name.
        case .enumCase(let c): return c.name
        }
    }

    /// "instance" for a model, "value" for anything else: what a holder replaced at an init was given.
    public var givenNoun: String { if case .model = self { "instance" } else { "value" } }

    /// The type's name for messages.
    public var typeName: String {
        switch self {
        case .int: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        case .null: return "nil"
        case .model(let m): return m.type
        case .list: return "list"
        case .typeName(let t): return "\(t).Type"
        case .binding: return "Binding"
        case .structure(let s): return s.type
        case .closure: return "closure"
        case .phase: return ScenePhase.typeName
        case .task: return "Task"
        case .enumCase(let c): return c.type
        }
    }

    /// The value as a literal a reader would type: strings quoted, for traces and reports.
    public var literal: String {
        // Swift's own `debugDescription`: quotes, with `"`, `\`, `'` and control characters
        // escaped, as `\(list)` prints a list's strings in an app.
        if case .string(let s) = self {
            // Exploring writes every state's strings: those with nothing to escape skip the
            // scalar-by-scalar walk `debugDescription` makes.
            if s.needsNoEscape { return "\"" + s + "\"" }
            return s.debugDescription
        }
        if case .list(let items) = self { return Self.listText(items) }
        if case .structure(let s) = self { return "\(s.type)(\(s.fields.source))" }
        if case .phase(let p) = self { return ".\(p.rawValue)" }
        if case .enumCase(let c) = self { return ".\(c.name)" }
        return description
    }
}

extension Value {
    /// A list as Swift's `\(items)` prints it: each element debug-printed; a list holding `nil`
    /// is of optionals, whose values Swift prints as `Optional(2)` (semantics §28).
    static func listText(_ items: [Value]) -> String {
        let optional = items.contains(.null)
        return "[" + items.map { optional && $0 != .null ? "Optional(\($0.literal))" : $0.literal }.joined(separator: ", ") + "]"
    }
}

/// A `Task { … }` an action kept, `pending = Task { … }`: which task, by its number, to cancel
/// with `pending?.cancel()` (§63). It outlives its task, as Swift's handle does.
public struct TaskHandle: Hashable, Sendable, CustomStringConvertible {
    public let number: Int
    public var description: String { "task #\(number)" }
}

/// A struct model's value: its type and its fields in declaration order.
public struct StructValue: Hashable, Sendable {
    public var type: String
    public var fields: [Argument]

    public func field(_ name: String) -> Value? { fields.first { $0.label == name }?.value }

    /// A copy with one field replaced, as `copy.field = value` makes in Swift.
    public func replacing(_ name: String, with value: Value) -> StructValue {
        var copy = self
        if let i = copy.fields.firstIndex(where: { $0.label == name }) { copy.fields[i].value = value }
        return copy
    }
}
