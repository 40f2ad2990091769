/// `.searchable(text:prompt:)` and `\.isSearching` (docs/semantics.md §45).
///
/// The modifier stands beside a child: its search field is a text field of the body that writes
/// it, and `isSearching` is an entry of the child's environment, so the child and the views inside
/// it read it, while the view that applies the modifier reads its own environment, where the entry
/// is never set. Tapping the field begins the search; its Cancel button ends it and clears the text.
extension Graph {
    /// The search's state is the child's own entry: a render of the parent carries it over.
    func keepSearch(of existing: Node?, in environment: inout ChildEnvironment) {
        environment.values[.isSearching] = existing?.environment[.isSearching] ?? .bool(false)
        environment.own.insert(.isSearching)
    }

    /// Whether the search of the view the field belongs to is on.
    func isSearching(_ control: ControlState) -> Bool {
        guard let id = control.search, let node = nodes[id] else { return false }
        return node.environment[.isSearching] == .bool(true)
    }

    /// A step taps a search field before it types, clears or presses Return: the search begins,
    /// as an update of its own, and the views that read `isSearching` below the modifier render.
    /// Says whether the screen settled again, so that the step finds its field anew.
    func beginSearch(_ item: ScreenItem, _ control: ControlState, at location: Location) throws -> Bool {
        guard let id = control.search, let node = nodes[id], !isSearching(control) else { return false }
        let text = try read(control.target, for: nil, at: location)
        emit(.inputApplied(InputEvent(kind: .searchBegan, controlKind: control.kind, control: control.title, node: ref(of: item),
                                      binding: control.bindingName, key: node.ref.component, old: text, new: text)))
        reader = nil
        setSearching(true, on: node)
        lastHandlers = []
        try settle(at: location)
        return true
    }

    /// The `cancel-search:` step, the Cancel button beside a search field: in one update the
    /// field loses the focus, its text is cleared and the search ends. Cancel shows only while the
    /// search is on: a step while it is off is an error, as the button is not on screen.
    func cancelSearch(_ found: (ScreenItem, ControlState, Value), _ step: InputStep) throws {
        let (item, control, text) = found
        guard control.search != nil else {
            throw Diagnostic("\"\(control.title)\" is a text field, not a search field: it has no Cancel button", at: step.location,
                             hint: "a search field is written `searchable: { text: $query, prompt: \(control.title) }` beside a view; clear a text field with `- clear: \(control.title)`")
        }
        guard isSearching(control), let node = nodes[control.search!] else {
            throw Diagnostic("the search field \"\(control.title)\" shows no Cancel button: its search has not begun", at: step.location,
                             hint: "a search begins when the field is tapped: type into it first with `- type: TEXT` and `into: \(control.title)`")
        }
        emit(.inputApplied(InputEvent(kind: .searchCancelled, controlKind: control.kind, control: control.title, node: ref(of: item),
                                      binding: control.bindingName, key: node.ref.component, old: text, new: .string(""))))
        reader = nil
        try endSearch(of: node, field: (item, control, text), at: step.location)
        lastHandlers = []
        try settle(at: step.location)
    }

    /// `dismissSearch()` in an action of a view inside a `.searchable`: what Cancel does, in the
    /// update the action runs in. Outside a searchable, or while no search is on, it does nothing,
    /// as Apple's page says.
    func dismissSearch(from view: Node, at location: Location) throws {
        var around: Node? = view
        while let n = around, !n.environmentOwn.contains(.isSearching) { around = n.parent }
        guard let node = around, node.environment[.isSearching] == .bool(true) else { return }
        let field = searchField(of: node)
        let found = try field.flatMap { item in try item.control.map { (item, $0, try read($0.target, for: nil, at: location)) } }
        try endSearch(of: node, field: found, at: location)
    }

    /// The search field of a searched view, as its writer's body rendered it, whether or not it
    /// is on screen: `dismissSearch()` in a sheet presented from inside the searched view clears
    /// the field under the sheet, as the action belongs to the search and not to the screen.
    private func searchField(of node: Node) -> ScreenItem? {
        var writer = node.parent
        while let w = writer {
            for case .item(let item) in w.output where item.control?.search == node.id { return item }
            writer = w.parent
        }
        return nil
    }

    /// Cancel and `dismissSearch()` alike: the field loses the focus, its text is cleared and the
    /// search ends (Apple's `DismissSearchAction` lists the three).
    private func endSearch(of node: Node, field: (ScreenItem, ControlState, Value)?, at location: Location) throws {
        if let (item, control, text) = field {
            if let focused = focusedField, focused.isShown(by: item) { focusedField = nil }
            if text != .string("") { try write(through: control.target, .string(""), at: location) }
        }
        setSearching(false, on: node)
    }

    /// Sets the entry on the searched view and carries it down its subtree: only the views that
    /// read it are invalidated (§17).
    private func setSearching(_ on: Bool, on node: Node) {
        var values = node.environment
        values[.isSearching] = .bool(on)
        emit(.environmentSet(node.ref, key: .isSearching, old: .bool(!on), new: .bool(on), by: nil))
        propagate(values, to: node)
    }
}
