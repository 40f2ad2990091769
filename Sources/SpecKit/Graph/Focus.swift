/// The keyboard focus and the `@FocusState` holders that follow it (docs/semantics.md §42).
///
/// One text field on screen has the focus, or none. A field written with `focused:` has a holder
/// of the view that wrote it: while the field has the focus the holder holds the field's value
/// (`true`, or the `equals:` value), and when the focus leaves it the holder is reset to `false`
/// or `nil`. A write to the holder in an action moves the focus the other way. A field bound
/// through a `@FocusState.Binding` follows the holder of the ancestor that passed it (§50).
struct FocusedField: Hashable, Sendable {
    /// The view whose body wrote the field, and where that body writes it: the field's identity.
    var node: Int
    var place: [PathStep]
    /// Its title at the render that gave it the focus, for the trace: a title can change while the
    /// field keeps the focus, so it is no part of which field this is.
    var title: String
    /// The view that declares the focus holder the field is bound to, the holder's name there,
    /// and the value the field gives it.
    var owner: Int
    var holder: String?
    var value: Value

    init(_ item: ScreenItem, _ control: ControlState) {
        node = item.nodeID
        place = control.place
        title = control.title
        owner = control.focusOwner
        holder = control.focusHolder
        value = control.focusValue
    }

    static func == (a: FocusedField, b: FocusedField) -> Bool {
        a.node == b.node && a.place == b.place && a.owner == b.owner && a.holder == b.holder && a.value == b.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(node)
        hasher.combine(place)
    }

    /// Whether `item` is this field, as its view's latest render shows it.
    func isShown(by item: ScreenItem) -> Bool { item.nodeID == node && item.control?.place == place }

    /// `false` for a Bool holder, `nil` for an optional one: what the holder holds without focus.
    var cleared: Value { value == .bool(true) ? .bool(false) : .null }
}

/// Why the focus moved, as the trace says it.
public struct FocusMove: Sendable, Hashable {
    public enum Cause: String, Sendable {
        /// A step tapped the field to type, clear or press Return in it, as XCUITest does.
        case tapped
        /// Return ended editing in a field no on-submit action hears: it resigns the focus.
        case returned = "return"
        /// Return ended editing, and the on-submit actions it ran left the focus on the field,
        /// which resigns it after them.
        case returnedAfterActions = "return after on-submit"
        /// An action wrote the focus holder.
        case written
        /// The field is no longer on screen.
        case removed
    }

    public var cause: Cause
    /// The field that had the focus and the one that has it now, by title; nil for none.
    public var from: String?
    public var to: String?
    /// The view whose body wrote the field that gains or loses the focus.
    public var node: NodeRef
    /// The holder write that moved it, or that follows the move: `field = "password"`.
    public var holder: String?
    /// The view that declares the holder, when it is not `node`: the field is bound to it through
    /// a `@FocusState.Binding` (§50).
    public var owner: NodeRef?
    /// The view whose action wrote the holder through a `@FocusState.Binding` it was given, for
    /// a move an action caused there (§50); nil for a write in the view that declares it.
    public var writer: NodeRef?
}

extension Graph {
    /// `.focused($field, equals: v)` at the field's render: `$field` reads nothing, as any `$x`
    /// does (§10); `v` is evaluated in the body, which depends on what it reads. `$field` is the
    /// view's own holder, or the `@FocusState.Binding` an ancestor passed down (§50).
    func bindFocus(_ focused: Expr, equals: Expr?, to state: inout ControlState.Draft, in scope: NodeScope) throws {
        let bound = try Evaluator.evaluate(focused, in: scope)
        guard case .binding(let b) = bound, b.custom == nil, b.model == nil, b.path.isEmpty,
              let owner = nodes[b.node], owner.componentBox.decl.holderKind(named: b.name) == .focusState else {
            throw Diagnostic("`focused:` needs $ and a focus-state holder or focus binding of this view; \(focused.source) is not one",
                             at: focused.location, hint: "declare it with `focus-state: { field: Bool }` and write `focused: $field`")
        }
        state.focus = focused.source.hasPrefix("$") ? String(focused.source.dropFirst()) : b.name
        state.focusOwner = b.node
        state.focusHolder = b.name
        if let equals { state.focusValue = try Evaluator.evaluate(equals, in: scope) }
    }

    /// The view that declares the holder a field follows, when another than the field's own.
    private func owner(of field: FocusedField) -> NodeRef? {
        field.owner == field.node ? nil : nodes[field.owner]?.ref
    }

    /// The focused field's item, while it is on screen (in sight under an alert).
    func focusedItem(_ field: FocusedField) -> ScreenItem? {
        firstControlInSight { field.isShown(by: $0) }
    }

    /// Resets the holder of a field that loses the focus, if it still holds the field's value.
    private func release(_ field: FocusedField, at location: Location) throws {
        guard let name = field.holder, let node = nodes[field.owner], node[holder: name] == field.value else { return }
        try write(.state(node: field.owner, name: name), field.cleared, at: location)
    }

    private func shown(_ name: String?, _ value: Value) -> String? { name.map { "\($0) = \(value.literal)" } }

    /// A step taps a text field before it types, clears or presses Return, as XCUITest's `tap()`
    /// does: the field takes the focus, in an update of its own. Without a holder following the
    /// old field or the new one, nothing renders and the log says nothing.
    /// Says whether the screen settled again, so that the step finds its field anew.
    func tapFocus(_ item: ScreenItem, _ control: ControlState, at location: Location) throws -> Bool {
        let field = FocusedField(item, control)
        guard focusedField != field else { return false }
        let previous = focusedField
        focusedField = field
        guard field.holder != nil || previous?.holder != nil else { return false }
        emit(.focusMoved(FocusMove(cause: .tapped, from: previous?.title, to: field.title, node: ref(of: item),
                                   holder: shown(field.holder, field.value), owner: owner(of: field))))
        reader = nil
        if let previous { try release(previous, at: location) }
        if let name = field.holder { try write(.state(node: field.owner, name: name), field.value, at: location) }
        lastHandlers = []
        try settle(at: location)
        return true
    }

    /// Return ends editing: once the on-submit actions have run, a field they left the focus on
    /// resigns it, and its holder is reset, in the same update. An action that moved the focus
    /// to another field, or wrote nil, has taken it already.
    func returnFocus(_ item: ScreenItem, afterActions: Bool, at location: Location) throws {
        guard let field = focusedField, field.isShown(by: item) else { return }
        focusedField = nil
        guard field.holder != nil else { return }
        emit(.focusMoved(FocusMove(cause: afterActions ? .returnedAfterActions : .returned, from: field.title, to: nil, node: ref(of: item),
                                   holder: shown(field.holder, field.cleared), owner: owner(of: field))))
        try release(field, at: location)
    }

    /// An action wrote `value` to the focus holder `name` of `node`: the field on screen bound to
    /// it with that value takes the focus, and the field that had it loses it; `false` or `nil`
    /// takes the focus from the field bound to it. A value no field on screen has moves nothing.
    /// The fields bound to it include a descendant's, bound through a `@FocusState.Binding` (§50).
    func focusFollows(_ node: Node, _ name: String, _ value: Value, by writer: Node? = nil, at location: Location) throws {
        let target = value == .bool(false) || value == .null ? nil : firstControlInSight {
            $0.control?.focusOwner == node.id && $0.control?.focusHolder == name && $0.control?.focusValue == value
        }
        if let target, let control = target.control {
            let field = FocusedField(target, control)
            guard focusedField != field else { return }
            let previous = focusedField
            focusedField = field
            emit(.focusMoved(FocusMove(cause: .written, from: previous?.title, to: field.title, node: ref(of: target),
                                       holder: shown(name, value), owner: node.id == field.node && writer == nil ? nil : node.ref, writer: writer?.ref)))
            if let previous, previous.owner != node.id || previous.holder != name { try release(previous, at: location) }
            return
        }
        guard let field = focusedField, field.owner == node.id, field.holder == name, field.value != value else { return }
        focusedField = nil
        emit(.focusMoved(FocusMove(cause: .written, from: field.title, to: nil, node: nodes[field.node]?.ref ?? node.ref,
                                   holder: shown(name, value), owner: writer == nil ? owner(of: field) : node.ref, writer: writer?.ref)))
    }

    /// An action wrote through `binding`: if it is a `@FocusState.Binding` (§50), the focus follows
    /// the write to the holder of the view that passed it down.
    func focusFollows(_ binding: BindingRef, _ value: Value, by writer: Node, at location: Location) throws {
        guard binding.custom == nil, binding.model == nil, binding.path.isEmpty, let owner = nodes[binding.node],
              owner.componentBox.decl.holderKind(named: binding.name) == .focusState else { return }
        try focusFollows(owner, binding.name, value, by: writer, at: location)
    }

    /// After an update: a focused field bound to a holder that is no longer on screen (its view
    /// is gone, a branch or a screen hid it) has lost the focus, and its holder is reset, as an
    /// update of its own.
    func dropVanishedFocus(at location: Location) throws {
        guard let field = focusedField, focusedItem(field) == nil else { return }
        focusedField = nil
        // The field's view may have gone with it; a holder passed down as a `@FocusState.Binding`
        // lives on in the view that declares it, and is reset there (§50).
        guard let holderView = nodes[field.owner] else { return }
        let node = nodes[field.node]?.ref ?? goneNodes[field.node] ?? holderView.ref
        emit(.focusMoved(FocusMove(cause: .removed, from: field.title, to: nil, node: node,
                                   holder: shown(field.holder, field.cleared), owner: owner(of: field))))
        reader = nil
        try release(field, at: location)
        try settle(at: location)
    }
}
