/// The screens of a spec: presentations, navigation stacks and tab views (docs/semantics.md §22–§25).

/// `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover(…)` on a child component.
public struct PresentationDecl: Sendable {
    public enum Style: String, Sendable {
        case sheet
        case fullScreenCover = "full-screen-cover"
    }

    public var style: Style
    /// `$flag` (a Bool) for `isPresented:`, or `$selection` (nil or a value) for `item:`.
    public var binding: Expr
    /// Whether the binding is an optional item rather than a Bool.
    public var isItem: Bool
    /// The name the item is bound to in the content, for `item:` (`{ item in … }`).
    public var itemName: String?
    /// `onDismiss:`: runs after the content goes away, however it was dismissed.
    public var onDismiss: [Statement]
    /// The content closure's body; it captures the values of the body that writes it.
    public var content: [Element]
    public var location: Location
}

/// A `navigation-link:` element: `NavigationLink(label, value: v)`.
public struct NavigationLinkDecl: Sendable {
    public var label: Expr
    public var value: Expr
    public var location: Location
}

/// A `navigation-stack:` element: its optional path binding, its root and its destinations by type.
public struct NavigationStackDecl: Sendable {
    /// `$path`, a binding to a list; without it the stack keeps its own path.
    public var path: Expr?
    /// The root view, built in the body that writes the stack.
    public var root: [Element]
    public var destinations: [DestinationDecl]
    public var location: Location
}

/// `.navigationDestination(for: T.self) { value in body }`.
public struct DestinationDecl: Sendable {
    /// `Int`, `String`, `Bool` or a model type: the type of the path values this destination shows.
    public var type: String
    /// The name the pushed value is bound to in the body.
    public var variable: String
    public var body: [Element]
    public var location: Location
}

/// A `tab-view:` element: an optional selection binding and its tabs.
public struct TabViewDecl: Sendable {
    /// `$selection`; without it the tab view keeps its own selection, starting at the first tab.
    public var selection: Expr?
    public var tabs: [TabDecl]
    public var location: Location
}

/// `Tab(label, value: v) { body }`.
public struct TabDecl: Sendable {
    /// The tab bar button's label.
    public var label: String
    /// The selection value that shows this tab; its index when the tab view has no selection binding.
    public var value: Expr?
    public var body: [Element]
    public var location: Location
}
