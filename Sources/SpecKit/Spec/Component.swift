/// An observable model type: `@Observable final class Model { var input: Int }`.
public struct ModelDecl: Sendable {
    public var name: String
    public var fields: [FieldDecl]
    /// Whether the creation count lives in an observed object (reads subscribe) or a plain static.
    public var creations: CreationCounter
    public var location: Location
}

public struct FieldDecl: Sendable {
    public var name: String
    /// A default makes the argument optional in `Model(…)`.
    public var defaultValue: Expr?
    public var location: Location
}

public enum CreationCounter: String, Sendable {
    /// Counted in an `@Observable` object: a creation invalidates every render that read the count.
    case observed
    /// Counted in a `static var`: readers see the count of their last render only.
    case `static`
}

/// A view type: its props (the `let`s its parent passes), its state holders and its body.
public struct ComponentDecl: Sendable {
    public var name: String
    public var props: [PropDecl]
    public var holders: [HolderDecl]
    public var body: [Element]
    public var location: Location

    public func holder(named name: String) -> HolderDecl? { holders.first { $0.name == name } }
}

public struct PropDecl: Sendable {
    public var name: String
    public var location: Location
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
}

public struct HolderDecl: Sendable {
    public var name: String
    public var kind: HolderKind
    public var initial: Expr
    /// Memo dependencies, compared with `==` (model instances by identity).
    public var dependencies: [Expr]
    public var location: Location
}

/// One element of a body, in screen order.
public indirect enum Element: Sendable {
    case text(Expr, Location)
    case button(label: Expr, action: [Statement], Location)
    case child(ChildDecl)
}

/// A child component in a body: `- ModelRow: { model: model }`.
public struct ChildDecl: Sendable {
    /// The name as written; a scenario's `use:` may bind it to another component.
    public var component: String
    public var arguments: [(label: String, value: Expr)]
    public var location: Location
}
