/// The screens of a spec: presentations, navigation stacks and tab views (docs/semantics.md §22–§25).

/// `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover(…)`, `.popover(…)`, `.alert(…)` or
/// `.navigationDestination(isPresented:)` on a child component.
public struct PresentationDecl: Sendable {
    public enum Style: String, Sendable {
        case sheet
        case fullScreenCover = "full-screen-cover"
        /// `.popover(isPresented:)` or `.popover(item:)`: on an iPhone's compact width SwiftUI
        /// shows it as a sheet (docs/semantics.md §35).
        case popover
        case alert
        /// `.navigationDestination(isPresented: $flag) { … }`: pushed onto the enclosing stack
        /// while the flag is true (docs/semantics.md §30).
        case navigationDestination = "navigation-destination"
        /// `.confirmationDialog(…)`: an alert's machinery with its own title and Cancel rules (§31).
        case confirmationDialog = "confirmation-dialog"

        /// An alert or a confirmation dialog: a box of buttons over the screen it is presented
        /// from, which every button dismisses after its action.
        public var asksWithButtons: Bool { self == .alert || self == .confirmationDialog }

        /// A sheet, or a popover shown as one: a person swipes it down.
        public var isSwipedDown: Bool { self == .sheet || self == .popover }
    }

    public var style: Style
    /// `$flag` (a Bool) for `isPresented:`, or `$selection` (nil or a value) for `item:`.
    public var binding: Expr
    /// Whether the binding is an optional item rather than a Bool.
    public var isItem: Bool
    /// The name the item is bound to in the content, for `item:` (`{ item in … }`).
    public var itemName: String?
    /// `onDismiss:`: runs after the content goes away, however it was dismissed; a popover has none.
    public var onDismiss: [Statement]
    /// The content closure's body; it captures the values of the body that writes it. For an
    /// alert, the title, the message and the buttons as they show on screen.
    public var content: [Element]
    /// An alert's or a confirmation dialog's parts, as written; nil for a sheet or a cover.
    public var alert: AlertDecl?
    public var location: Location

    /// `NavigationLink(label) { content }`: a flag destination whose flag is the link's own, set
    /// by a tap on the link and cleared by going back (docs/semantics.md §30). `binding` names
    /// that flag and is never evaluated; nothing in the spec can read or write it.
    public var ownsFlag = false

    /// Whether this pushes its content onto a navigation stack rather than presenting it modally.
    public var isPush: Bool { style == .navigationDestination }

    /// The name of the flag a link with a destination keeps itself.
    static let linkFlag = "isPresented"

    /// The hint under "`is-presented:` needs a Bool binding", before a run or during one.
    var boolBindingHint: String {
        isPush ? "a flag pushes while a Bool is true; to push a value, add it to the stack's path and list its type under `destinations:`"
            : alert == nil ? "for an optional value, present with `item: \(binding.source)`"
            : "an alert shows while a Bool is true; pass an optional value as `presenting:`, beside `is-presented: $showing`"
    }
}

/// `.alert(title, isPresented: $flag, presenting: data) { actions } message: { Text(message) }`
/// (docs/semantics.md §29), or `.confirmationDialog(title, isPresented:, titleVisibility:, …)`
/// (§31). Their closures are not escaping: the body that writes them runs them.
public struct AlertDecl: Sendable {
    /// `titleVisibility:` of a confirmation dialog.
    public enum TitleVisibility: String, Sendable, CaseIterable {
        case automatic, visible, hidden
    }

    /// The title, a plain argument: it never sees the presented data.
    public var title: Expr
    /// The message's text; nil when the alert has none.
    public var message: Expr?
    /// The buttons as written; empty means SwiftUI's single OK button.
    public var actions: [AlertActionDecl]
    /// `presenting:`, an optional value passed to the closures as `as:`; nil for the plain form.
    public var presenting: Expr?
    /// The text fields and secure fields among an alert's actions, in order: shown above its
    /// buttons (§29); none in a confirmation dialog.
    public var fields: [ControlDecl]

    /// For a confirmation dialog, its `titleVisibility:`; nil for an alert.
    public var titleVisibility: TitleVisibility?

    /// The label of the button SwiftUI shows when an alert has no actions.
    public static let defaultButton = "OK"
    /// The label of the dismiss action iOS adds to a confirmation dialog without a cancel button,
    /// and to an alert with a destructive button and no cancel button.
    public static let dialogCancelButton = "Cancel"

    public init(title: Expr, message: Expr?, actions: [AlertActionDecl], presenting: Expr?,
                titleVisibility: TitleVisibility? = nil, fields: [ControlDecl] = []) {
        self.title = title
        self.message = message
        self.actions = actions
        self.presenting = presenting
        self.titleVisibility = titleVisibility
        self.fields = fields
    }

    /// Whether this is a confirmation dialog rather than an alert.
    public var isDialog: Bool { titleVisibility != nil }

    /// Whether the title is on screen: always for an alert; for a confirmation dialog only with
    /// `titleVisibility: .visible`, as `.automatic` leaves it out on iOS (§31).
    public var showsTitle: Bool { titleVisibility.map { $0 == .visible } ?? true }

    /// The button the system adds: an alert's OK when it has no actions, an alert's Cancel when it
    /// has a destructive button and no cancel button, a dialog's Cancel when none of its buttons
    /// has the cancel role; nil when there is none.
    public var systemButton: String? {
        let hasCancel = actions.contains { $0.role == .cancel }
        if isDialog { return hasCancel ? nil : Self.dialogCancelButton }
        if actions.isEmpty { return Self.defaultButton }
        // iOS gives a destructive choice a way out (semantics §29).
        return !hasCancel && actions.contains { $0.role == .destructive } ? Self.dialogCancelButton : nil
    }

    /// What is on screen while it is presented: the title (when shown), the message, the text
    /// fields, then each button, with the one the system adds last.
    public var content: [Element] {
        let system = systemButton.map {
            [Element.button(label: Expr(.interpolation([.text($0)]), at: title.location, source: $0), action: [], title.location)]
        } ?? []
        let buttons = actions.map { Element.button(label: $0.label, action: $0.action, $0.location) } + system
        return (showsTitle ? [.text(title, title.location)] : []) + (message.map { [.text($0, $0.location)] } ?? [])
            + fields.map { Element.control($0) } + buttons
    }
}

/// `Button(label, role: role) { action }` in an alert's actions.
public struct AlertActionDecl: Sendable {
    public enum Role: String, Sendable {
        case cancel
        case destructive
    }

    public var label: Expr
    public var role: Role?
    /// Runs when tapped; the alert is dismissed after it.
    public var action: [Statement]
    public var location: Location
}

/// A `navigation-link:` element: `NavigationLink(label, value: v)`, or
/// `NavigationLink(label) { destination }`.
public struct NavigationLinkDecl: Sendable {
    public var label: Expr
    /// `value:`: what a tap appends to the stack's path; nil for a link with a destination.
    public var value: Expr?
    public var location: Location
    /// `.disabled(condition)` on the link: while it is true, a tap pushes nothing (semantics §33).
    public var disabled: Expr?
    /// `destination:`: the views the link pushes, built by the body that writes the link at each
    /// of its renders, as a flag destination's are, with the link's own flag (§30).
    public var push: PresentationDecl?

    /// The views a link with a destination pushes; empty for a link with a value.
    public var destination: [Element] { push?.content ?? [] }
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
