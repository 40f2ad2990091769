/// Writes body elements as SwiftUI: the one place that switches over element kinds for writing.
///
/// Each kind maps to the SwiftUI a developer writes by hand. Texts use `Text(verbatim:)`, so a
/// number in a label is never formatted for the locale and XCUITest finds the label exactly.
struct BodyWriter {
    let plan: ExportPlan
    let types: TypeInference
    let swift: SwiftExpression
    /// Whether the elements are written in the rows of a List: a for-each there that offers a
    /// swipe or a drag is its ForEach alone, whose rows become the List's rows, not a List in a
    /// row (which has no height of its own and collapses).
    var inList = false

    /// A view's body: one element as it is, several in a `VStack`, none as `EmptyView()`.
    func write(_ elements: [Element], into src: inout SwiftSource, forceStack: Bool = false) {
        if elements.count > 1 || forceStack { src.block("VStack {") { writeContent(elements, into: &$0) } }
        else { writeContent(elements, into: &src) }
    }

    /// Elements inside a view builder (a stack, a branch, a row), one after another.
    func writeContent(_ elements: [Element], into src: inout SwiftSource) {
        if elements.isEmpty { src.line("EmptyView()") }
        // One EditButton for the lists side by side: every EditButton toggles the one edit mode of
        // their environment, and a second would be a second button titled Edit (§43).
        var editButtonWritten = false
        for element in elements {
            write(element, into: &src, editButton: !editButtonWritten)
            if case .forEach(let loop) = element, !inList, Self.offersDrag(loop) { editButtonWritten = true }
        }
    }

    /// Whether the for-each, or one written in its rows, has `on-move:`: its List needs edit mode.
    static func offersDrag(_ loop: ForEachDecl) -> Bool {
        func drags(_ elements: [Element]) -> Bool {
            elements.contains { element in
                switch element {
                case .forEach(let inner): return offersDrag(inner)
                case .conditional(let c): return drags(c.then) || drags(c.otherwise)
                default: return false
                }
            }
        }
        return loop.onMove != nil || drags(loop.body)
    }

    func write(_ element: Element, into src: inout SwiftSource, editButton: Bool = true) {
        switch element {
        case .text(let label, _):
            src.line("Text(verbatim: \(swift.write(label)))")
        case .button(let label, let action, _, let disabled):
            let statements = { (src: inout SwiftSource) in swift.write(action, into: &src) }
            if let title = SwiftExpression.keyTitle(label) {
                src.block("Button(\(SwiftNames.stringLiteral(title))) {", statements)
            } else {
                src.block("Button {", closer: "} label: {", statements)
                src.indented { $0.line("Text(verbatim: \(swift.write(label)))") }
                src.line("}")
            }
            if let disabled { src.indented { $0.line(".disabled(\(swift.write(disabled)))") } }
        case .child(let child):
            let call = "\(plan.typeReference(child))(\(arguments(of: child)))\(comparison(of: child))"
            if !child.content.isEmpty {
                writeCall(call, content: child.content, of: child, into: &src)
            } else if child.modifiers.refreshable.isEmpty {
                src.line(call)
            } else {
                // Only a scrollable view offers the pull (semantics §40): the child scrolls in its
                // own ScrollView, named for the UI test's swipe, and the modifiers stand on that.
                src.block("ScrollView {") { $0.line(call) }
                src.indented { $0.line(".accessibilityIdentifier(\(SwiftNames.stringLiteral(child.component)))") }
            }
            if child.modifiers.presentations.isEmpty && child.modifiers.navigationDestinations.isEmpty {
                ModifierWriter(swift: swift).write(child.modifiers, into: &src)
            } else {
                // `.id` stays outermost, so a new id replaces the presentations too, as in the spec.
                var inner = child.modifiers
                inner.id = nil
                ModifierWriter(swift: swift).write(inner, into: &src)
                src.indented { writeDestinations(child.modifiers.navigationDestinations, into: &$0) }
                writePresentations(child.modifiers.presentations, into: &src)
                if let id = child.modifiers.id { src.indented { $0.line(".id(\(swift.comparedValue(id)))") } }
            }
        case .link, .navigationStack, .tabView:
            _ = writeScreen(element, into: &src)
        case .conditional(let c):
            src.block("if \(swift.write(c.condition)) {", closer: c.otherwise.isEmpty ? "}" : "} else {") { writeContent(c.then, into: &$0) }
            if !c.otherwise.isEmpty {
                src.indented { writeContent(c.otherwise, into: &$0) }
                src.line("}")
            }
        case .forEach(let loop):
            // A for-each without a ForEach form is refused by SwiftFormCheck before writing.
            guard let form = ForEachForm(loop) else { return }
            let scope = types.loopScope(loop, in: swift.scope)
            // Rows that bind an @Observable element's fields (`$item.title`) declare it @Bindable.
            let bindable = !loop.items.isBinding && bindsFields(of: loop.variable, typed: scope[loop.variable], in: loop.body)
            let (opener, binding) = form.opening(loop, swift: swift, bindable: bindable)
            var inner = swift.inner(scope)
            if bindable { inner = inner.rebinding(loop.variable) } else { inner.rebound.remove(loop.variable) }
            let listed = loop.onDelete != nil || loop.onMove != nil || loop.swipeActions != nil || loop.selection != nil
            let rows = BodyWriter(plan: plan, types: types, swift: inner, inList: inList || listed)
            func forEach(_ src: inout SwiftSource) {
                src.block(opener) { src in
                    if let binding { src.line(binding) }
                    guard let swipe = loop.swipeActions else { return rows.writeContent(loop.body, into: &src) }
                    // `.swipeActions` goes on the row view; a Group passes it to each view of the
                    // row, and its buttons see the row's element (§51); `SwiftUI.` keeps a spec's Group out.
                    src.block("SwiftUI.Group {") { rows.writeContent(loop.body, into: &$0) }
                    let buttons = swipe.buttons.map { BodyElement.button(label: $0.title, action: $0.action, $0.location) }
                    let arguments = (swipe.edge == .leading ? ["edge: .leading"] : []) + (swipe.allowsFullSwipe ? [] : ["allowsFullSwipe: false"])
                    src.block(".swipeActions\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") {") { rows.writeContent(buttons, into: &$0) }
                }
            }
            guard listed else { return forEach(&src) }
            func editable(_ src: inout SwiftSource) {
                forEach(&src)
                if let delete = loop.onDelete {
                    writeRowEdit(".onDelete", delete.action, parameters: ElementAction.onDelete, order: [OnDeleteDecl.offsets], into: &src)
                }
                if let move = loop.onMove {
                    writeRowEdit(".onMove", move.action, parameters: ElementAction.onMove,
                                 order: [OnMoveDecl.source, OnMoveDecl.destination], into: &src)
                }
            }
            // In a List's rows the ForEach's rows are the List's rows: its swipe and drag are there already.
            if inList, loop.selection == nil { return editable(&src) }
            // A swipe to delete, swipe actions and a drag are offered by a List's rows only, a drag in edit mode,
            // which an EditButton turns on (§43). `SwiftUI.` names SwiftUI's, whatever the module
            // declares (a spec's view named List is refused: SwiftNames.swiftUIViews).
            if editButton, Self.offersDrag(loop) { src.line("EditButton()") }
            // A List given a selection binding tags each row with its ForEach id and writes the
            // tapped row's into the binding (§52).
            src.block(loop.selection.map { "SwiftUI.List(selection: \(swift.write($0))) {" } ?? "SwiftUI.List {", editable)
            // A List row is one tap target, and a tap on it runs every button in the row with the
            // default style; borderless buttons each take their own tap, as the spec's do (§43).
            src.line(".buttonStyle(.borderless)")
        case .switchOver(let s):
            ControlWriter(body: self).write(s, into: &src)
        case .control(let c):
            ControlWriter(body: self).write(c, into: &src)
        case .slot(let use):
            src.line(SwiftNames.identifier(use.name) + (use.callsClosure ? "()" : ""))
        }
    }

    /// `.onDelete { offsets in … }` or `.onMove { source, destination in … }`: a value the action
    /// does not read is `_`.
    private func writeRowEdit(_ modifier: String, _ statements: [Statement], parameters: [String: SwiftType], order: [String],
                              into src: inout SwiftSource) {
        let action = ElementAction(statements: statements, parameters: parameters)
        let inner = swift.inner(types.scope(of: action, in: swift.scope))
        let reads = Set(statements.flatMap(\.names).map(\.0))
        src.block("\(modifier) { \(order.map { reads.contains($0) ? $0 : "_" }.joined(separator: ", ")) in") { inner.write(statements, into: &$0) }
    }

    /// `.equatable()` after an `Equatable` view, so SwiftUI uses its `==`; a slot that may stand
    /// for one asks its view through the protocol (`.compared`).
    func comparison(of child: ChildDecl) -> String {
        if plan.isSlot(child.component) { return plan.slotHasEquatableTarget(child.component) ? ".compared" : "" }
        return plan.targets(of: child).first.flatMap { plan.spec.component(named: $0) }?.equatable != nil ? ".equatable()" : ""
    }

    /// A child's arguments in the order of its component's props, as its initializer takes them.
    func arguments(of child: ChildDecl) -> String {
        let target = plan.targets(of: child).first
        let order = target.flatMap { plan.spec.component(named: $0) }?.props.map(\.name) ?? []
        let sorted = child.arguments.sorted { (order.firstIndex(of: $0.label) ?? 0) < (order.firstIndex(of: $1.label) ?? 0) }
        let propTypes = target.flatMap { swift.types.props[$0] } ?? [:]
        return sorted.map { "\(SwiftNames.argumentLabel($0.label)): \(swift.write($0.value, storedAs: propTypes[$0.label]))" }.joined(separator: ", ")
    }
}
