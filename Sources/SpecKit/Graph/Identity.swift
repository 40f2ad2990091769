/// Where a child sits in its parent's body; with the component type it is the child's identity
/// ("Demystify SwiftUI", WWDC21: structural identity is the view's type and position).
public struct Slot: Hashable, Sendable {
    /// Index of the element in the parent's body.
    public var position: Int
    /// The component's type, after the scenario's `use:` substitutions.
    public var component: String
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
}
