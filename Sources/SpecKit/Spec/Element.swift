/// One element of a body, in screen order.
public indirect enum Element: Sendable {
    /// `Text(label)`.
    case text(Expr, Location)
    /// `Button(label) { action }`, with `.disabled(condition)` when `disabled` is given.
    case button(label: Expr, action: [Statement], Location, disabled: Expr? = nil)
    /// A child component, with its modifiers.
    case child(ChildDecl)
    /// `if condition { then } else { otherwise }`: each branch is its own identity.
    case conditional(ConditionalDecl)
    /// `ForEach(items, id: …) { item in … }`: children keyed by each element's id.
    case forEach(ForEachDecl)
    /// `NavigationLink(label, value: v)`: pushes `v` onto the enclosing stack's path.
    case link(NavigationLinkDecl)
    /// `NavigationStack(path: $p) { root }` with its `navigationDestination(for:)`s.
    case navigationStack(NavigationStackDecl)
    /// `TabView(selection: $t) { Tab(…) { … } … }`.
    case tabView(TabViewDecl)
    /// `switch value { case …: … default: … }`: each case is its own identity.
    case switchOver(SwitchDecl)
    /// `TextField`, `Toggle`, `Picker` or `Stepper`, bound to a value.
    case control(ControlDecl)
    /// `content` in a container's body: where the views its parent passed for a slot go (§48).
    case slot(SlotUse)
}

/// `- slot: content` in a container's body: the stored content of that slot, placed here.
public struct SlotUse: Sendable {
    public var name: String
    public var location: Location
    /// The slot stores a closure, called here: `content()` (set once the component is decoded).
    public var callsClosure = false
}

/// `content: [ … ]` beside a child: the views its parent's body builds for one of the child's
/// slots, as `Card { … }` builds them in a `@ViewBuilder` closure (docs/semantics.md §48).
public struct ContentDecl: Sendable {
    /// The slot's name: `content` for the list form, a key of the mapping form.
    public var name: String
    public var body: [Element]
    public var location: Location
}

/// A child component in a body: `- ModelRow: { model: model }`, plus the modifiers applied to it.
public struct ChildDecl: Sendable {
    /// The name as written; a scenario's `use:` may bind it to another component.
    public var component: String
    public var arguments: [(label: String, value: Expr)]
    public var modifiers: Modifiers
    public var location: Location
    /// Labels whose values did not parse: already reported, so not reported again as missing.
    public var unparsedArguments: [String] = []
    /// The views passed for the child's slots, built in this body (§48); empty for most children.
    public var content: [ContentDecl] = []
}

/// Modifiers on a child. Their expressions and actions belong to the body that writes them, as
/// a Swift closure captures the enclosing view; their lifetime is the child's identity.
public struct Modifiers: Sendable {
    // Boxed, and shared by copies until one is changed: every node keeps its modifiers, mostly
    // none, and inline they were about 190 bytes of every node.
    private var storage: Storage?

    private struct Fields {
        var id: Expr?
        var onChange: [OnChangeDecl] = []
        var task: TaskDecl?
        var onAppear: [Statement] = []
        var onDisappear: [Statement] = []
        var timer: TimerDecl?
        var receive: ReceiveDecl?
        var presentations: [PresentationDecl] = []
        var navigationDestinations: [DestinationDecl] = []
        var environment: [EnvironmentSetting] = []
        var transforms: [EnvironmentTransform] = []
        var disabled: Expr?
        var interactiveDismissDisabled: Expr?
        var animation: AnimationModifier?
        var transition: String?
        var refreshable: [Statement] = []
        var searchable: ControlDecl?
        var submit: SubmitModifier?
        var preference: [PreferenceSetting] = []
        var onPreferenceChange: [OnPreferenceChangeDecl] = []
    }

    /// Changed only while no other copy holds it (`change`), so it is shared as a value is.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private mutating func change(_ body: (inout Fields) -> Void) {
        if storage == nil {
            storage = Storage(Fields())
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage!.fields)
        }
        body(&storage!.fields)
    }

    /// `.id(e)`: part of the child's identity; a new value replaces the child and its subtree.
    public var id: Expr? {
        get { storage?.fields.id }
        set { change { $0.id = newValue } }
    }
    public var onChange: [OnChangeDecl] {
        get { storage?.fields.onChange ?? [] }
        set { change { $0.onChange = newValue } }
    }
    public var task: TaskDecl? {
        get { storage?.fields.task }
        set { change { $0.task = newValue } }
    }
    /// `.onAppear { … }`: after the update in which the identity first appears.
    public var onAppear: [Statement] {
        get { storage?.fields.onAppear ?? [] }
        set { change { $0.onAppear = newValue } }
    }
    /// `.onDisappear { … }`: after the update in which the identity goes away.
    public var onDisappear: [Statement] {
        get { storage?.fields.onDisappear ?? [] }
        set { change { $0.onDisappear = newValue } }
    }
    /// `.onReceive(Timer.publish(every: …))`: a repeating timer while the identity lives.
    public var timer: TimerDecl? {
        get { storage?.fields.timer }
        set { change { $0.timer = newValue } }
    }
    /// `.onReceive(publisher) { value in … }` of a declared notification (§46).
    public var receive: ReceiveDecl? {
        get { storage?.fields.receive }
        set { change { $0.receive = newValue } }
    }
    /// `.sheet(…)`, `.fullScreenCover(…)`, `.popover(…)`, `.alert(…)`, `.confirmationDialog(…)` and
    /// `.navigationDestination(isPresented:)`: content presented or pushed while a binding says so.
    public var presentations: [PresentationDecl] {
        get { storage?.fields.presentations ?? [] }
        set { change { $0.presentations = newValue } }
    }
    /// `.navigationDestination(for: T.self) { value in … }` on the child, inside a stack: what the
    /// stack shows for a pushed value of that type while the child is in it (docs/semantics.md §68).
    public var navigationDestinations: [DestinationDecl] {
        get { storage?.fields.navigationDestinations ?? [] }
        set { change { $0.navigationDestinations = newValue } }
    }
    /// `.environment(\.key, value)`, `.environment(model)` and `.environmentObject(object)`: what
    /// this child's subtree finds in its environment.
    public var environment: [EnvironmentSetting] {
        get { storage?.fields.environment ?? [] }
        set { change { $0.environment = newValue } }
    }

    /// `.transformEnvironment(\.key) { value in … }`: what this child's subtree finds under the
    /// key is the inherited value as the action leaves it (docs/semantics.md §54).
    public var transforms: [EnvironmentTransform] {
        get { storage?.fields.transforms ?? [] }
        set { change { $0.transforms = newValue } }
    }

    /// `.disabled(condition)`: while it is true, no button or control in the child's subtree
    /// takes input, whatever the views inside say (`isEnabled` in their environment is false).
    public var disabled: Expr? {
        get { storage?.fields.disabled }
        set { change { $0.disabled = newValue } }
    }

    /// `.interactiveDismissDisabled(condition)`: while it is true, a swipe down on the sheet or
    /// popover whose content this child is in is refused (docs/semantics.md §55).
    public var interactiveDismissDisabled: Expr? {
        get { storage?.fields.interactiveDismissDisabled }
        set { change { $0.interactiveDismissDisabled = newValue } }
    }

    /// `.animation(_:value:)`: how a change of `value` is drawn; the value is read by the body
    /// that writes the modifier, so it is a dependency of that body (docs/semantics.md §57).
    public var animation: AnimationModifier? {
        get { storage?.fields.animation }
        set { change { $0.animation = newValue } }
    }

    /// `.transition(t)`, as written: how the child is drawn coming in and going out; nothing in
    /// the data flow (docs/semantics.md §57).
    public var transition: String? {
        get { storage?.fields.transition }
        set { change { $0.transition = newValue } }
    }

    /// `.refreshable { … }`: what a pull to refresh runs, as a task that may await
    /// (docs/semantics.md §40); empty when the child has none.
    public var refreshable: [Statement] {
        get { storage?.fields.refreshable ?? [] }
        set { change { $0.refreshable = newValue } }
    }

    /// `.searchable(text:prompt:)`, with `.onSubmit(of: .search)`: the search field it adds, a
    /// text field of the body that writes it, and `isSearching` in the child's subtree (§45).
    public var searchable: ControlDecl? {
        get { storage?.fields.searchable }
        set { change { $0.searchable = newValue } }
    }

    /// `.onSubmit { … }` and `.submitScope()`: for the text fields in the child's subtree (§94).
    public var submit: SubmitModifier? {
        get { storage?.fields.submit }
        set { change { $0.submit = newValue } }
    }

    /// `.preference(key:value:)`: the value this child gives its ancestors for the key (§47).
    public var preference: [PreferenceSetting] {
        get { storage?.fields.preference ?? [] }
        set { change { $0.preference = newValue } }
    }

    /// `.onPreferenceChange(Key.self) { value in … }`: runs when this child's subtree reduces the
    /// key to a new value (§47).
    public var onPreferenceChange: [OnPreferenceChangeDecl] {
        get { storage?.fields.onPreferenceChange ?? [] }
        set { change { $0.onPreferenceChange = newValue } }
    }

    public init() {}

    public var isEmpty: Bool {
        id == nil && onChange.isEmpty && task == nil && onAppear.isEmpty && onDisappear.isEmpty && environment.isEmpty
            && transforms.isEmpty && timer == nil && receive == nil
            && presentations.isEmpty && navigationDestinations.isEmpty && disabled == nil && interactiveDismissDisabled == nil && animation == nil && transition == nil && refreshable.isEmpty && searchable == nil && submit == nil
            && preference.isEmpty && onPreferenceChange.isEmpty
    }
}

/// Where a value sits in the environment. SwiftUI keeps values by key path, `@Observable` objects
/// by type (`.environment(model)`) and ObservableObjects by type (`.environmentObject`) apart.
public enum EnvironmentKey: Hashable, Sendable, CustomStringConvertible {
    /// `\.accent`: an `EnvironmentValues` entry.
    case value(String)
    /// `Library.self`: an `@Observable` object placed with `.environment(library)`.
    case model(String)
    /// An ObservableObject of this type placed with `.environmentObject(cart)`.
    case object(String)

    /// `\.isEnabled`, SwiftUI's own entry: false inside a `.disabled(true)`, true by default.
    public static let isEnabled = EnvironmentKey.value("isEnabled")
    /// `\\.scenePhase`, SwiftUI's own entry: the phase of the scene, set by the scene itself (§41).
    public static let scenePhase = EnvironmentKey.value("scenePhase")
    /// `\\.isSearching`, SwiftUI's own entry: true below a `.searchable` while its search is on (§45).
    public static let isSearching = EnvironmentKey.value("isSearching")

    /// An object placed by its type, not an entry of `EnvironmentValues`.
    var isObject: Bool { if case .value = self { false } else { true } }

    public var description: String {
        switch self {
        case .value(let key): return "\\.\(key)"
        case .model(let type): return "\(type).self"
        case .object(let type): return "environment object \(type)"
        }
    }
}

/// One environment modifier on a child: the key it sets and the expression, evaluated in the body
/// that writes it. For `.model` and `.object`, the type is the value's, known when it runs.
public struct EnvironmentSetting: Sendable {
    public enum Kind: String, Sendable {
        /// `environment: { accent: e }` → `.environment(\.accent, e)`.
        case value = "environment"
        /// `environment-model: e` → `.environment(e)` for an `@Observable` model.
        case model = "environment-model"
        /// `environment-object: e` → `.environmentObject(e)` for an ObservableObject.
        case object = "environment-object"
    }
    public var kind: Kind
    /// The key's name for `.value`; empty for objects.
    public var key: String
    public var value: Expr
    public var location: Location

    /// The model kind an object modifier takes: `.environment(_:)` an `@Observable` model,
    /// `.environmentObject(_:)` an ObservableObject.
    var placedKind: ModelKind { kind == .model ? .observable : .observableObject }

    /// What the modifier places, as its error says it.
    var placed: String { kind == .model ? "an @Observable model (.environment(_:))" : "an ObservableObject (.environmentObject(_:))" }

    /// An object modifier given a model of another kind (`found` names it), which Swift refuses:
    /// the other modifier fits the other object kind; a plain class fits neither (§71).
    func wrongKind(_ found: String, of model: String, _ modelKind: ModelKind) -> Diagnostic {
        let hint = modelKind == .class
            ? "make \(model) `kind: \(placedKind.rawValue)`, or pass it to the views that use it as a prop"
            : "use `\(kind == .model ? "environment-object" : "environment-model"): \(value.source)`"
        return Diagnostic("`\(kind.rawValue):` places \(placed); \(value.source) is \(found), \(modelKind.described)",
                          at: value.location, hint: hint)
    }
}

/// `transform-environment: { depth: "value += step" }` beside a child:
/// `.transformEnvironment(\.depth) { value in value += step }`. The action runs in the body that
/// writes it, with `value` the entry as the child's parent finds it; it may assign `value` only.
public struct EnvironmentTransform: Sendable {
    /// The entry's name, `depth` for `\.depth`.
    public var key: String
    public var action: [Statement]
    /// The action as written, for the export and the trace.
    public var source: String
    public var location: Location
    /// The name the action gives the inherited value, as the closure's parameter.
    public static let value = "value"
}

/// `.onChange(of: value, initial: …) { oldValue, newValue in action }`.
public struct OnChangeDecl: Sendable {
    public var value: Expr
    /// Also run when the identity first appears, with `oldValue == newValue`.
    public var initial: Bool
    /// Runs with `oldValue` and `newValue` in scope.
    public var action: [Statement]
    public var location: Location
}

/// `.task(id: value) { action }`: starts when the identity appears, restarts when `id` changes,
/// and is cancelled when the identity goes away. Its action may await (docs/semantics.md §27).
public struct TaskDecl: Sendable {
    public var id: Expr?
    public var action: [Statement]
    public var location: Location
}

/// An `if:` element: a condition and the elements of each branch.
public struct ConditionalDecl: Sendable {
    public var condition: Expr
    public var then: [Element]
    public var otherwise: [Element]
    public var location: Location
}

/// A `for-each:` element: a list, the names bound for each element, its id and the body per element.
public struct ForEachDecl: Sendable {
    /// A list value.
    public var items: Expr
    /// The name each element is bound to in the body.
    public var variable: String
    /// The name of the element's position, when the spec asks for one.
    public var indexVariable: String?
    /// Each element's identity; evaluated with `variable` (and `indexVariable`) bound.
    public var id: Expr
    public var body: [Element]
    public var location: Location
    /// `.onDelete { offsets in … }`: what a swipe to delete on a row runs (docs/semantics.md §43).
    public var onDelete: OnDeleteDecl? = nil
    /// `.onMove { source, destination in … }`: what a drag of a row to another place runs (§43).
    public var onMove: OnMoveDecl? = nil
    /// `.swipeActions { … }` on each row: the buttons a swipe shows, in place of onDelete's (§51).
    public var swipeActions: SwipeActionsDecl? = nil
    /// `List(selection: $selected) { ForEach … }`: the binding a tap on a row writes the row's id
    /// (its tag) into (§52).
    public var selection: Expr? = nil
    /// The spec gave no `id:`: `id` stands as the element, and the checks refuse the loop, with
    /// the id its element's type calls for (TypeCheck+RowIds.swift).
    public var idMissing = false
}

/// `ForEach(…) { … }.onDelete { offsets in action }`: the rows offer a swipe to delete, whose
/// action runs in the body that wrote the for-each with `offsets`, the row's offset in the data.
public struct OnDeleteDecl: Sendable {
    public var action: [Statement]
    public var location: Location
    /// The name the action gives the offsets, as SwiftUI's closure parameter.
    public static let offsets = "offsets"
}

/// `ForEach(…) { … }.onMove { source, destination in action }`: in edit mode the rows can be
/// dragged; the action runs in the body that wrote the for-each with the moved row's offset in
/// `source` and, in `destination`, the offset before which it goes, counted before the move.
public struct OnMoveDecl: Sendable {
    public var action: [Statement]
    public var location: Location
    /// The names the action gives its two arguments, as `move(fromOffsets:toOffset:)` takes them.
    public static let source = "source"
    public static let destination = "destination"
}

/// A body element, named apart from `Array.Element`.
public typealias BodyElement = Element

/// The measures a component type offers in expressions: `Parent.renders`, `Child.staleRenders`.
public enum Measure: String, Sendable, CaseIterable {
    case inits, renders, staleRenders
}

/// `.animation(.spring, value: x)` beside a child: `animation` as written (`.default` when the
/// spec names none), and the value the body that writes it reads.
public struct AnimationModifier: Sendable {
    public var value: Expr
    public var animation: String
    public var location: Location
}
