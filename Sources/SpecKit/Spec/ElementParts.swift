/// What the exporter and the type checks read from one body element, whatever its kind: the one
/// place that switches over element kinds for reading (BodyWriter is the one place that switches
/// for writing).
struct ElementParts {
    /// A closure passed to a child runs its statements in the writing body's scope, as an action does.
    static func closureAction(_ arg: (label: String, value: Expr)) -> ElementAction? {
        guard case .closure(let statements, let parameters) = arg.value.kind, !statements.isEmpty else { return nil }
        return ElementAction(statements: statements, closureParameters: parameters)
    }

    /// Every expression the element evaluates in its body's scope, its child's modifiers' included.
    var expressions: [Expr] = []
    /// What it runs: a button's action, a text field's submit action, its child's modifier actions.
    var actions: [ElementAction] = []
    /// Label templates shown as static texts, and as buttons.
    var texts: [Expr] = []
    var buttons: [Expr] = []
    /// The buttons of the alerts on a child, which UI tests find among the alert's buttons.
    var alertButtons: [Expr] = []
    /// The buttons of a confirmation dialog on the child, the system's Cancel included.
    var dialogButtons: [Expr] = []
    /// Elements inside this one (branches, rows), read the same way.
    var nested: [Element] = []
    /// Bodies of closures that receive a value: a sheet's item, a destination's pushed value.
    var scoped: [ScopedBody] = []
    /// The element itself. The declarations below are read from it when asked for, rather than
    /// kept as large values made and freed for every element the checks before a run walk.
    let element: Element

    /// The child component the element is, if it is one.
    var children: [ChildDecl] { if case .child(let child) = element { [child] } else { [] } }
    /// Input controls, which UI tests query by kind and label.
    var controls: [ControlDecl] { if case .control(let c) = element { [c] } else { [] } }
    /// A switch, whose value the export checks can be matched.
    var switchOver: SwitchDecl? { if case .switchOver(let s) = element { s } else { nil } }
    /// The for-each whose element (and index) the nested elements also see.
    var loop: ForEachDecl? { if case .forEach(let f) = element { f } else { nil } }
    /// The navigation stack this element is, for its path's type.
    var stack: NavigationStackDecl? { if case .navigationStack(let s) = element { s } else { nil } }

    init(_ element: Element) {
        self.element = element
        switch element {
        case .text(let label, _):
            // One array for both: a large spec has a text in every component.
            expressions = [label]
            texts = expressions
        case .button(let label, let action, _, let disabled):
            expressions = disabled.map { [label, $0] } ?? [label]
            // One array for both where it can be: a large spec has a button in every component.
            buttons = disabled == nil ? expressions : [label]
            actions = [ElementAction(statements: action)]
        case .child(let child) where child.modifiers.isEmpty:
            // Most children: their arguments, and the closures among them, are all there is to read.
            expressions = child.arguments.map(\.value)
            for arg in child.arguments {
                if case .closure(let statements, let parameters) = arg.value.kind, !statements.isEmpty {
                    actions.append(ElementAction(statements: statements, closureParameters: parameters))
                }
            }
            // Content passed for a slot is built in this body, in its scope (§48).
            for content in child.content { nested += content.body }
        case .child(let child):
            let m = child.modifiers
            expressions = child.arguments.map(\.value) + [m.id, m.task?.id, m.disabled, m.interactiveDismissDisabled, m.animation?.value].compactMap { $0 } + m.onChange.map(\.value)
                + m.preference.map(\.value)
            actions = m.onChange.map { ElementAction(statements: $0.action, watched: $0.value) }
                + [m.task?.action, m.onAppear, m.onDisappear, m.timer?.action, m.refreshable, m.submit?.action].compactMap { $0 }.filter { !$0.isEmpty }
                    .map { ElementAction(statements: $0) }
                // A closure passed to the child runs its statements in this body's scope, as an action does.
                + child.arguments.compactMap(Self.closureAction)
            if let r = m.receive {
                actions.append(ElementAction(statements: r.action, receives: r.published == nil ? r.notification : nil,
                                             published: r.published))
            }
            actions += m.onPreferenceChange.map { ElementAction(statements: $0.action, preferenceKey: $0.key) }
            expressions += m.presentations.map(\.binding) + m.presentations.compactMap(\.alert?.presenting)
            actions += m.presentations.map(\.onDismiss).filter { !$0.isEmpty }.map { ElementAction(statements: $0) }
            // The search field is a text field of this body, read as one (§45).
            nested = m.searchable.map { [.control($0)] } ?? []
            nested += m.presentations.filter { $0.itemName == nil }.flatMap(\.content)
            for content in child.content { nested += content.body }
            scoped = m.presentations.compactMap { p in
                p.itemName.map { ScopedBody(elements: p.content, name: $0, bound: p.alert?.presenting.map { .data($0) } ?? (p.isPush ? .pushedItem(p.binding) : .item(p.binding))) }
            }
            scoped += m.navigationDestinations.map { ScopedBody(elements: $0.body, name: $0.variable, bound: .type($0.type)) }
            for p in m.presentations {
                guard let alert = p.alert else { continue }
                let labels = alert.content.compactMap { if case .button(let label, _, _, _) = $0 { label } else { nil } }
                if p.style == .alert { alertButtons += labels } else { dialogButtons += labels }
            }
        case .link(let link):
            expressions = [link.label] + [link.value, link.disabled].compactMap { $0 }
            buttons = [link.label]
            // A link's destination is built in this body, in its scope, as a flag's is (§30).
            nested = link.destination
        case .navigationStack(let stack):
            expressions = [stack.path].compactMap { $0 }
            nested = stack.root
            scoped = stack.destinations.map { ScopedBody(elements: $0.body, name: $0.variable, bound: .type($0.type)) }
        case .tabView(let tabs):
            expressions = [tabs.selection].compactMap { $0 } + tabs.tabs.compactMap(\.value)
            nested = tabs.tabs.flatMap(\.body)
        case .conditional(let c):
            expressions = [c.condition]
            nested = c.then + c.otherwise
        case .forEach(let f):
            // The id is evaluated per element, in the loop's scope; SwiftFormCheck reads it there.
            expressions = [f.items] + [f.selection].compactMap { $0 }
            // Swipe actions are buttons of the row view: they see the row's names, as its body does (§51).
            nested = f.body + (f.swipeActions?.buttons.map { .button(label: $0.title, action: $0.action, $0.location) } ?? [])
            actions = [f.onDelete.map { ElementAction(statements: $0.action, parameters: ElementAction.onDelete) },
                       f.onMove.map { ElementAction(statements: $0.action, parameters: ElementAction.onMove) }].compactMap { $0 }
        case .switchOver(let s):
            expressions = [s.subject] + s.cases.flatMap(\.values)
            nested = s.cases.flatMap(\.body) + (s.otherwise ?? [])
        case .slot:
            break
        case .control(let c):
            expressions = [c.label, c.binding] + [c.options, c.step, c.range?.low, c.range?.high, c.disabled, c.focusEquals].compactMap { $0 }
            if let submit = c.onSubmit { actions = [ElementAction(statements: submit)] }
        }
    }

    /// The parts of every element of a body, nested ones included, in order.
    /// Whether `name` in `component` is the item a sheet, cover, popover or pushed destination
    /// hands its content (`{ note in … }`), not a holder or a prop of that name: like a row's
    /// element over values, the closure's parameter has no `$` projection of its own.
    static func isPresentedItem(_ name: String, in component: ComponentDecl) -> Bool {
        guard component.holder(named: name) == nil, !component.props.contains(where: { $0.name == name }) else { return false }
        return all(component.body).contains { parts in
            parts.scoped.contains { scoped in
                guard scoped.name == name else { return false }
                switch scoped.bound {
                case .item, .pushedItem: return true
                case .type, .data: return false
                }
            }
        }
    }

    static func all(_ body: [Element]) -> [ElementParts] {
        body.flatMap { element -> [ElementParts] in
            let parts = ElementParts(element)
            return [parts] + all(parts.nested) + all(parts.scoped.flatMap(\.elements))
        }
    }
}

/// Statements an element runs. An on-change action also sees `oldValue` and `newValue`, of the
/// watched value's type, an on-delete action `offsets` and an on-move action `source` and
/// `destination`; every other action sees the body's scope only.
struct ElementAction {
    var statements: [Statement]
    var watched: Expr?
    /// The values the closure is given, by name: an on-delete's `offsets`, an on-move's `source`
    /// and `destination` (§43).
    var parameters: [String: SwiftType] = [:]
    /// An on-receive's notification: its action sees the value as `value`, of the declared type (§46).
    var receives: String?
    /// An on-receive of an object's publisher: its action sees the field's new value as `value` (§58).
    var published: PublishedSource?
    /// An on-preference-change's key: its action sees `value`, of the key's default's type (§47).
    var preferenceKey: String?
    /// A closure literal's parameters (`{ name in … }`): the call gives their values, whose
    /// types the literal does not say.
    var closureParameters: [String] = []

    static let onDelete: [String: SwiftType] = [OnDeleteDecl.offsets: .indexSet]
    static let onMove: [String: SwiftType] = [OnMoveDecl.source: .indexSet, OnMoveDecl.destination: .int]
}

/// A closure's body and the value it receives: `{ item in … }` of `sheet(item:)`, `{ number in … }`
/// of `navigationDestination(for: Int.self)`.
struct ScopedBody {
    enum Bound {
        /// The unwrapped value of an optional binding.
        case item(Expr)
        /// The same for `navigationDestination(item:)`, which takes a Hashable item, not an
        /// Identifiable one.
        case pushedItem(Expr)
        /// A value of the named type.
        case type(String)
        /// The unwrapped value of an optional expression: an alert's `presenting:` data.
        case data(Expr)
    }

    var elements: [Element]
    var name: String
    var bound: Bound
}
