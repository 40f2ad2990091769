/// Writes screens as SwiftUI: `NavigationStack`, `NavigationLink`, `TabView`, and a child's
/// `.sheet`/`.fullScreenCover`/`.popover`/`.alert`/`.confirmationDialog`/`.navigationDestination(…)`
/// (docs/export.md).
extension BodyWriter {
    /// The SwiftUI for a screen element; false when the element is not a screen.
    func writeScreen(_ element: Element, into src: inout SwiftSource) -> Bool {
        switch element {
        case .link(let link):
            let verbatim = "Text(verbatim: \(swift.write(link.label)))"
            let title = SwiftExpression.keyTitle(link.label).map(SwiftNames.stringLiteral)
            if let value = link.value {
                if let title { src.line("NavigationLink(\(title), value: \(swift.write(value)))") }
                else { src.block("NavigationLink(value: \(swift.write(value))) {") { $0.line(verbatim) } }
            } else if let title {
                // The destination closure is a non-escaping @ViewBuilder: SwiftUI calls it in the
                // initializer, so the body that writes the link builds it at each render (§30).
                src.block("NavigationLink(\(title)) {") { src in write(link.destination, into: &src) }
            } else {
                src.block("NavigationLink {", closer: "} label: {") { src in write(link.destination, into: &src) }
                src.indented { $0.line(verbatim) }
                src.line("}")
            }
            if let disabled = link.disabled { src.indented { $0.line(".disabled(\(swift.write(disabled)))") } }
        case .navigationStack(let stack):
            let opener = stack.path.map { "NavigationStack(path: \(swift.write($0))) {" } ?? "NavigationStack {"
            src.block(opener) { src in
                write(stack.root.isEmpty ? [] : stack.root, into: &src, forceStack: true)
                src.indented { writeDestinations(stack.destinations, into: &$0) }
            }
        case .tabView(let tabs):
            let opener = tabs.selection.map { "TabView(selection: \(swift.write($0))) {" } ?? "TabView {"
            src.block(opener) { src in
                for tab in tabs.tabs {
                    let value = tab.value.map { ", value: \(swift.write($0))" } ?? ""
                    src.block("Tab(\(SwiftNames.stringLiteral(tab.label)), systemImage: \"circle\"\(value)) {") { src in
                        write(tab.body, into: &src)
                    }
                }
            }
        default:
            return false
        }
        return true
    }

    /// `.navigationDestination(for: T.self) { value in … }`, one a type: a stack's, on its root,
    /// or a view's own, on that view (semantics §68).
    func writeDestinations(_ destinations: [DestinationDecl], into src: inout SwiftSource) {
        for d in destinations {
            src.block(".navigationDestination(for: \(d.type).self) { \(SwiftNames.identifier(d.variable)) in") { src in
                write(d.body, into: &src)
            }
        }
    }

    /// `.sheet(isPresented: $x, onDismiss: { … }) { … }` and the other forms, under the child; a
    /// popover is `.popover(isPresented: $x) { … }`, its anchor and arrow left to their defaults,
    /// which an iPhone's sheet does not show.
    func writePresentations(_ presentations: [PresentationDecl], into src: inout SwiftSource) {
        src.indented { src in
            for p in presentations {
                if let alert = p.alert {
                    writeAlert(alert, binding: p.binding, name: p.itemName, into: &src)
                    continue
                }
                if p.isPush, let name = p.itemName {
                    src.block(".navigationDestination(item: \(swift.write(p.binding))) { \(SwiftNames.identifier(name)) in") { src in
                        writeItemContent(p, name: name, into: &src)
                    }
                    continue
                }
                if p.isPush {
                    src.block(".navigationDestination(isPresented: \(swift.write(p.binding))) {") { src in write(p.content, into: &src) }
                    continue
                }
                let name = p.style == .sheet ? "sheet" : p.style == .popover ? "popover" : "fullScreenCover"
                let binding = "\(p.isItem ? "item" : "isPresented"): \(swift.write(p.binding))"
                // A popover has no onDismiss: (the decoder refuses one), so none is written.
                let dismiss = p.onDismiss.isEmpty ? "" : ", onDismiss: { \(p.onDismiss.map { swift.write($0) }.joined(separator: "; ")) }"
                let parameter = p.itemName.map { " \(SwiftNames.identifier($0)) in" } ?? ""
                src.block(".\(name)(\(binding)\(dismiss)) {\(parameter)") { src in
                    guard let item = p.itemName else { return write(p.content, into: &src) }
                    writeItemContent(p, name: item, into: &src)
                }
            }
        }
    }

    /// The content of a presentation by item. An @Observable item whose fields the content binds
    /// (`$note.title`) is declared `@Bindable var note = note` first, as a row's element is: the
    /// closure's parameter has no `$` projection of its own.
    private func writeItemContent(_ p: PresentationDecl, name: String, into src: inout SwiftSource) {
        guard bindsFields(of: name, typed: types.type(of: p.binding, in: swift.scope)?.unwrapped, in: p.content) else {
            return write(p.content, into: &src)
        }
        let variable = SwiftNames.identifier(name)
        src.line("@Bindable var \(variable) = \(variable)")
        BodyWriter(plan: plan, types: types, swift: swift.rebinding(name)).write(p.content, into: &src)
    }

    /// Whether `body` binds fields of `name` (`$name.title`), a closure's parameter of type
    /// `type`, which `@Bindable var name = name` then declares: of an @Observable model only.
    func bindsFields(of name: String, typed type: SwiftType?, in body: [Element]) -> Bool {
        ForEachForm.reads("$" + name, in: body) && type?.declaringModel.flatMap { plan.spec.model(named: $0)?.kind } == .observable
    }
}

extension BodyWriter {
    /// `.alert(Text(…), isPresented: $x, presenting: data) { item in Button(…, role: …) { … } } message: { item in Text(…) }`,
    /// and `.confirmationDialog(…)` the same way, with its `titleVisibility:`.
    /// The title is a `Text`, as the other texts are, so a label is never read as a localization key.
    func writeAlert(_ alert: AlertDecl, binding: Expr, name: String?, into src: inout SwiftSource) {
        let data = alert.presenting.map { ", presenting: \(swift.write($0))" } ?? ""
        let parameter = alert.presenting == nil ? "" : " \(name.map(SwiftNames.identifier) ?? "_") in"
        // A dialog's `.automatic` is SwiftUI's default: only another visibility is written.
        let visibility = alert.titleVisibility.flatMap { $0 == .automatic ? nil : ", titleVisibility: .\($0.rawValue)" } ?? ""
        let name = alert.isDialog ? "confirmationDialog" : "alert"
        let opener = ".\(name)(Text(verbatim: \(swift.write(alert.title))), isPresented: \(swift.write(binding))\(visibility)\(data)) {\(parameter)"
        let actions = { (src: inout SwiftSource) in
            // An alert's text fields, above its buttons, as iOS 16 shows them (§29).
            for field in alert.fields { ControlWriter(body: self).write(field, into: &src) }
            for action in alert.actions { writeAlertButton(action, into: &src) }
        }
        guard let message = alert.message else { return src.block(opener, actions) }
        src.block(opener, closer: "} message: {\(parameter)", actions)
        src.indented { $0.line("Text(verbatim: \(swift.write(message)))") }
        src.line("}")
    }

    /// `Button("Delete", role: .destructive) { … }`; a label with values in it is a `Text`.
    private func writeAlertButton(_ action: AlertActionDecl, into src: inout SwiftSource) {
        let statements = { (src: inout SwiftSource) in swift.write(action.action, into: &src) }
        let role = action.role.map { ", role: .\($0.rawValue)" } ?? ""
        if let title = SwiftExpression.keyTitle(action.label) {
            src.block("Button(\(SwiftNames.stringLiteral(title))\(role)) {", statements)
        } else {
            src.block("Button(\(role.dropFirst(2))) {", closer: "} label: {", statements)
            src.indented { $0.line("Text(verbatim: \(swift.write(action.label)))") }
            src.line("}")
        }
    }
}

/// What the screens need beside the views: `sheet(item:)` wants an `Identifiable` item.
enum ScreenWriter {
    /// The types of the items presented with `item:`, in the order first met.
    static func itemTypes(plan: ExportPlan, types: TypeInference) -> [SwiftType] {
        var found: [SwiftType] = []
        for component in plan.components {
            let env = types.scope(of: component)
            for parts in ElementParts.all(component.body) {
                for case .item(let binding) in parts.scoped.map(\.bound) {
                    if let t = types.type(of: binding, in: env)?.unwrapped, !found.contains(t) { found.append(t) }
                }
            }
        }
        return found
    }

    /// An item is identified as the spec identifies it (§22): a model or struct by its field `id`
    /// when it has one, another model by instance, another value by `==`. A class's field `id` is
    /// isolated to the main actor, as the class is, so its conformance is `@preconcurrency`
    /// (SE-0423, Swift 6.0): Swift 6 refuses a nonisolated protocol's requirement met by an isolated
    /// property, and SwiftUI reads the id on the main actor. A class without one takes the
    /// protocol's own nonisolated `ObjectIdentifier`.
    static func identifiableFile(_ items: [SwiftType], header: String, structsWithID: Set<String> = [],
                                 classesWithID: Set<String> = []) -> String {
        var src = SwiftSource(header: header)
        src.doc("`sheet(item:)` presents an Identifiable item; a new id dismisses the sheet and presents a new one.")
        for type in items {
            switch type {
            case .model(let name) where classesWithID.contains(name): src.line("extension \(name): @preconcurrency Identifiable {}")
            case .model(let name): src.line("extension \(name): Identifiable {}")
            case .value(let name) where structsWithID.contains(name): src.line("extension \(name): Identifiable {}")
            default: src.line("extension \(type): @retroactive Identifiable { public var id: Self { self } }")
            }
        }
        return src.text
    }
}
