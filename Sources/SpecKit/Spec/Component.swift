/// A model type: `@Observable final class Model { var input: Int }`, an `ObservableObject` class
/// with `@Published` fields, a plain class, or a struct.
public struct ModelDecl: Sendable {
    public var name: String
    public var fields: [FieldDecl]
    /// Whether the creation count lives in an observed object (reads subscribe) or a plain static.
    public var creations: CreationCounter
    /// `computed: { total: "price * quantity" }`: read-only properties computed from the fields.
    public var computed: [ComputedDecl] = []
    /// `methods: { increment: "count += 1" }`: methods whose statements change the fields (§62).
    public var methods: [MethodDecl] = []
    /// `streams: { updates: Int }`: the `AsyncStream`s the class keeps with their continuations (§83).
    public var streams: [StreamDecl] = []
    public var location: Location
    /// How views observe it: per field read, per object, or not at all (a value, a plain class).
    public var kind: ModelKind = .observable
    /// The `@Published` fields of an `observable-object`; the others are plain `var`s.
    public var published: Set<String> = []
    /// The `@ObservationIgnored` fields of an `observable` model: read and written, never tracked.
    public var observationIgnored: Set<String> = []

    public func computed(named name: String) -> ComputedDecl? { computed.first { $0.name == name } }

    public func method(named name: String) -> MethodDecl? { methods.first { $0.name == name } }

    /// "Profile has no field 'nmae'", hinting at the field or computed property closest to it:
    /// the same words whether a check before the run or the run itself meets the name.
    func noMember(_ name: String, at location: Location) -> Diagnostic {
        // `{s.objectWillChange.send()}` in a label: the publisher is sent to in an action.
        if name == "objectWillChange" {
            return Diagnostic("objectWillChange is an object's publisher, sent to in an action; it is not a value to show or test", at: location,
                              hint: "call `objectWillChange.send()` on the object in a button's `action:` or a handler; a label shows a field\(fields.first.map { ", such as `" + $0.name + "`" } ?? "")")
        }
        return Diagnostic("\(self.name) has no field '\(name)'", at: location,
                          hint: Suggestion.hint(for: name, in: fields.map(\.name) + computed.map(\.name), known: "its fields"))
    }

    /// Whether a write to this field notifies the object's observers.
    public func publishes(_ field: String) -> Bool { kind == .observableObject && published.contains(field) }

    /// Whether reads of this field subscribe nobody and writes tell nobody (`@ObservationIgnored`).
    public func ignoresObservation(of field: String) -> Bool { observationIgnored.contains(field) }
}

/// A computed property of a model: `var total: Int { price * quantity }`. Reading it reads the
/// fields its expression reads, so the reading body depends on those fields.
public struct ComputedDecl: Sendable {
    public var name: String
    public var value: Expr
    public var location: Location
}

/// How a model type is declared in Swift, which decides who sees a write to it.
public enum ModelKind: String, Sendable, CaseIterable {
    /// `@Observable final class`: a body depends on the fields it reads.
    case observable
    /// `final class …: ObservableObject` with `@Published` fields: one `objectWillChange` per object,
    /// heard by every view observing the instance through a wrapper, whatever it read.
    case observableObject = "observable-object"
    /// `struct`: a value, copied on assignment and compared field by field.
    case `struct`
    /// `final class` with neither Observation nor `ObservableObject`: a reference nobody observes.
    /// A write to a field stores it and tells no view; a body shows it when it runs for another
    /// reason (§71).
    case `class`

    /// Whether a body that reads a field depends on it: only the `@Observable` macro's getters
    /// tell anyone of a read.
    @inline(__always)
    public var tracksFieldReads: Bool { self == .observable }

    /// The kind as a sentence names it: "an @Observable model", "a plain class".
    public var described: String {
        switch self {
        case .observable: return "an @Observable model"
        case .observableObject: return "an ObservableObject"
        case .struct: return "a struct"
        case .class: return "a plain class"
        }
    }
}

/// A field of a model: `var input`, with an optional constant default.
public struct FieldDecl: Sendable {
    public var name: String
    /// A default makes the argument optional in `Model(…)`.
    public var defaultValue: Expr?
    public var location: Location
    /// `count: { default: 0, did-set: … }`: `var count = 0 { didSet { … } }` in the class (§64).
    public var didSet: DidSetDecl?
    /// `will-set: …` beside it: `willSet { … }`, run before the store (§70).
    public var willSet: DidSetDecl?

    public init(name: String, defaultValue: Expr?, location: Location, didSet: DidSetDecl? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.location = location
        self.didSet = didSet
    }
}

/// Where a model type counts its constructions, which decides who sees the count change.
public enum CreationCounter: String, Sendable {
    /// Counted in an `@Observable` object: a creation invalidates every render that read the count.
    case observed
    /// Counted in a `static var`: readers see the count of their last render only.
    case `static`
    /// Counted with `count += 1` in an `@Observable` object: the increment reads the count, so the
    /// body that builds a model subscribes to it and is invalidated by its own creation.
    case observedRead = "observed-read"
}

/// A view type: its props (the `let`s its parent passes), its state holders and its body.
public struct ComponentDecl: Sendable {
    public var name: String
    public var props: [PropDecl]
    public var holders: [HolderDecl]
    public var body: [Element]
    /// A condition every render should satisfy, e.g. `model.input == input`; a render where it is
    /// false counts as stale (`Component.staleRenders`).
    public var invariant: Expr?
    /// `equatable: [item]`: the view is `Equatable`, its `==` compares these props, and its
    /// parent applies `.equatable()`: SwiftUI then runs its body only when `==` says it changed.
    public var equatable: [EquatableProp]?
    public var location: Location
    /// `slots: [content]`: the views the parent passes, stored as `let content: Content` and
    /// taken by a `@ViewBuilder` init; `- slot: content` in the body places them (§48).
    public var slots: [SlotDecl] = []
    /// `did-set:` and `will-set:` on `state:` and `state-in-init:` holders: `@State private var x =
    /// 0 { willSet { … } didSet { … } }`, run when an assignment goes through the view's property,
    /// not through a binding (§53, §70).
    public var observers: [DidSetDecl] = []

    public func holder(named name: String) -> HolderDecl? { holders.first { $0.name == name } }

    /// The kind of the holder `name`, if there is one, read in place: the engine asks at each
    /// assignment and binding, and `holder(named:)` copies the declaration (its name, initial
    /// value, dependencies and keys, a retain each).
    func holderKind(named name: String) -> HolderKind? {
        for i in holders.indices where holders[i].name == name { return holders[i].kind }
        return nil
    }

    /// The `didSet` of a holder, if it has one. Most components have none: no search then.
    @inline(__always)
    public func observer(of name: String) -> DidSetDecl? {
        observers.isEmpty ? nil : observers.first { $0.holder == name && !$0.isWillSet }
    }

    /// The `willSet` of a holder, if it has one (§70).
    @inline(__always)
    public func willSet(of name: String) -> DidSetDecl? {
        observers.isEmpty ? nil : observers.first { $0.holder == name && $0.isWillSet }
    }
}

/// A property observer: `didSet { statements }`, run after an assignment through the property
/// stores the new value, with `oldValue` the value it replaced (semantics §53, §64); or, with
/// `isWillSet`, `willSet { statements }`, run before the store with `newValue` (§70).
public struct DidSetDecl: Sendable {
    /// The `state:` or `state-in-init:` holder it observes, or the field.
    public var holder: String
    public var statements: [Statement]
    /// Where `did-set:` or `will-set:` is written.
    public var location: Location
    /// `will-set:`: runs before the store, the property still holding the old value.
    public var isWillSet = false
    /// The name its statements read the replaced value by, as Swift's `didSet` does.
    public static let parameter = "oldValue"
    /// The name a `willSet`'s statements read the value about to be stored by.
    public static let newValue = "newValue"

    /// `oldValue` for a didSet, `newValue` for a willSet.
    public var parameterName: String { isWillSet ? Self.newValue : Self.parameter }
    /// `didSet` or `willSet`, as Swift writes the observer.
    public var keyword: String { isWillSet ? "willSet" : "didSet" }

    /// Its statements as written, one line: `changes += 1; last = oldValue`.
    public var source: String { statements.written }
}

/// A slot of a container: `let content: Content`, filled by the parent's `@ViewBuilder` closure.
public struct SlotDecl: Sendable {
    public var name: String
    public var location: Location
    /// `slots: { content: closure }`: `let content: () -> Content`, called in the body: the views
    /// inside are initialized at each render of the container, not in the parent's body.
    public var isClosure = false
}

/// A prop an `Equatable` view's `==` compares.
public struct EquatableProp: Sendable {
    public var name: String
    public var location: Location
}

/// A value a component receives from its parent: a `let`, or a `@Binding`.
public struct PropDecl: Sendable {
    public var name: String
    /// `@Binding var name`: the parent passes `$state`, reads and writes go to the parent's state.
    public var isBinding = false
    public var location: Location
    /// `@ObservedObject var name`: the parent passes an object; the view observes it.
    public var isObserved = false
    /// `@FocusState.Binding var name: String?`: the type of the parent's focus holder, passed as
    /// `$field` (`focus-binding:`, semantics §50); nil for any other prop.
    public var focusType: String?
    /// Read from an unknown key that resembles `props:` (`bindable: [m]`), which has its own
    /// error: no parent is asked to pass it (UnknownKeyNames.swift).
    public var isGuessed = false
}

/// The Swift each holder kind stands for; the spec uses these names as keys.
public enum HolderKind: String, Sendable, CaseIterable {
    /// `@State var x = e`: lazy per identity with Xcode 27, evaluated at every init before.
    case state = "state"
    /// `_x = State(wrappedValue: e)` in init: evaluated at every init, first value kept.
    case stateInInit = "state-in-init"
    /// `_x = LazyState { e }`: evaluated once per identity.
    case lazyState = "lazy-state"
    /// `@StateObject var x = e`: evaluated once per identity.
    case stateObject = "state-object"
    /// A MemoView-style value: evaluated in render, again only when a dependency changes.
    case memo = "memo"
    /// `@ObservedObject var x = e` (or `_x = ObservedObject(wrappedValue: e)` in init): evaluated at
    /// every init, and the new instance replaces the old one; nothing is kept.
    case observedObject = "observed-object"
    /// `let x = e`: a plain stored property of the view, evaluated at every init; the new value
    /// replaces the old, nothing is kept, and the view cannot assign it. An `@Observable` model
    /// held so is still tracked where a body reads it; an ObservableObject is not observed.
    case constant = "let"
    /// `@Environment(\.key) var x` or `@Environment(Model.self) var x`: read from the environment
    /// its ancestors set; `initial` names the key (`accent`) or the model type (`Library`).
    case environment = "environment"
    /// `@EnvironmentObject var x: Model`: the ObservableObject an ancestor supplied with
    /// `.environmentObject(_:)`; `initial` names its type.
    case environmentObject = "environment-object"
    /// `@AppStorage("key") var x = e`: the value stored in `UserDefaults` under `storageKey`, or the
    /// constant `initial` while nothing is stored; kept by the app, not by the view's identity.
    case appStorage = "app-storage"
    /// `@FocusState private var x: Bool` (or `: String?`, `: Int?`): where the keyboard focus is,
    /// `false` or `nil` while no field bound to it has it (semantics §42). Kept per identity.
    case focusState = "focus-state"
    /// `@SceneStorage("key") var x = e`: as `appStorage`, in the scene's own storage, which
    /// `UserDefaults` and `@AppStorage` never see (semantics §44).
    case sceneStorage = "scene-storage"

    /// Holders whose value comes from the environment rather than from an expression.
    public var readsEnvironment: Bool { self == .environment || self == .environmentObject }

    /// The store a stored holder reads and writes by key; nil for the kinds a view keeps itself.
    public var store: Store? {
        switch self {
        case .appStorage: return .userDefaults
        case .sceneStorage: return .scene
        default: return nil
        }
    }

    /// Holders a view keeps no storage for: the environment's, and a store's by key.
    public var keepsNoStorage: Bool { readsEnvironment || store != nil }
}

/// Where a value kept by key lives. The two are separate namespaces: `@AppStorage("k")` and
/// `@SceneStorage("k")` are two values (semantics §32, §44).
public enum Store: UInt8, Sendable, Hashable {
    /// The app's `UserDefaults`, through `@AppStorage`; `user-defaults:` fills it at launch.
    case userDefaults
    /// The scene's storage, through `@SceneStorage`: empty at launch, as a spec runs one launch.
    case scene

    /// The wrapper that reads it, as Swift spells it.
    public var wrapper: String { self == .userDefaults ? "@AppStorage" : "@SceneStorage" }
    /// The holder kind's key in a spec.
    public var holderKey: String { self == .userDefaults ? "app-storage" : "scene-storage" }
    /// Its words in a trace and a picture.
    public var words: String { self == .userDefaults ? "app storage" : "scene storage" }
    /// The store's own name, for a box in a picture.
    public var title: String { self == .userDefaults ? "UserDefaults" : "SceneStorage" }
}

/// One key in one store.
public struct StorageKey: Sendable, Hashable {
    public var store: Store
    public var name: String

    public init(_ store: Store, _ name: String) {
        self.store = store
        self.name = name
    }
}

/// One state holder of a component: its name, its kind, and the expression that builds its value.
public struct HolderDecl: Sendable {
    public var name: String
    public var initial: Expr
    /// Memo dependencies, compared with `==` (model instances by identity).
    public var dependencies: [Expr]
    public var location: Location
    /// After the location, where it fits without padding: a spec keeps a holder of every kind in
    /// every component (96 bytes a holder rather than 112).
    public var kind: HolderKind
    /// `environment: { x: Library? }`: `@Environment(Library.self) private var x: Library?`, which
    /// reads nil where no ancestor placed a Library, where the plain form traps (semantics §17).
    /// Beside `kind`, it takes no room of its own.
    public var isOptional = false
    /// The key an `app-storage` or `scene-storage` holder reads and writes in its kind's store;
    /// nil for other kinds.
    public var storageKey: String?
    /// The type a `focus-state` holder is declared with, as Swift writes it: `Bool`, `String?` or
    /// `Int?`; nil for other kinds.
    public var focusType: String?

    /// `environment: { library: Library }`: `@Environment(Library.self)`, an `@Observable` object
    /// placed by type, as its capitalized name says; `environment: { accent: accent }` reads an
    /// entry of `EnvironmentValues`.
    var readsEnvironmentModel: Bool {
        guard kind == .environment, case .name(let type) = initial.kind else { return false }
        return type.first?.isUppercase == true
    }

    init(name: String, kind: HolderKind, initial: Expr, dependencies: [Expr], location: Location, storageKey: String? = nil) {
        self.name = name
        self.initial = initial
        self.dependencies = dependencies
        self.location = location
        self.kind = kind
        self.storageKey = storageKey
    }
}
