/// Views passed as content (docs/semantics.md §48): a container's slots, where its body places
/// them, and the content its parents pass. Checked over the whole spec, once its components are.
extension SpecValidator {
    mutating func checkSlots() {
        // Without a slot declared anywhere, a body has something to check only where it places
        // one or passes content: its outline says so without a walk of it (BodyOutline.swift).
        var declared = false
        for c in spec.components.indices where !spec.components[c].slots.isEmpty { declared = true; break }
        for c in spec.components.indices {
            if !declared, c < outlines.count, !outlines[c].placesOrPassesContent { continue }
            let component = spec.components[c]
            checkPlacements(of: component)
            component.body.forEachElement { element in
                if case .child(let child) = element { checkContent(of: child, in: component) }
            }
        }
    }

    /// Content is built in the writing body, in its scope: the names of that body, not the container's.
    mutating func checkContent(_ child: ChildDecl, visible: [String], in component: ComponentDecl) {
        let outer = contentContainer
        contentContainer = declaredComponent(named: child.component)
        defer { contentContainer = outer }
        for content in child.content { check(content.body, visible: visible, in: component) }
    }

    /// The hint for a name content uses that only its container has.
    func containerNameHint(_ name: String, in component: ComponentDecl) -> String? {
        guard let container = contentContainer,
              container.props.contains(where: { $0.name == name }) || container.holder(named: name) != nil else { return nil }
        return "content is built in \(component.name)'s body, where \(container.name)'s '\(name)' is not in scope; "
            + "pass what it needs as an argument of the views inside, or write them in \(container.name)'s body"
    }

    /// Each slot is placed once, at the top of the body; a `- slot:` names a declared slot.
    private mutating func checkPlacements(of component: ComponentDecl) {
        var placed: [String: Location] = [:]
        for element in component.body {
            guard case .slot(let use) = element else { continue }
            guard let slot = checkSlotName(use, of: component) else {
                // A misspelt placeholder is read as the slot it resembles, which is then placed.
                if let meant = Suggestion.closest(to: use.name, in: component.slots.map(\.name)) { placed[meant] = use.location }
                continue
            }
            if let first = placed[slot.name] {
                report(Diagnostic("the slot '\(slot.name)' is placed twice in \(component.name)'s body", at: use.location,
                                  hint: "it was placed at line \(first.line); one stored value has one place, as `content` written twice would be two copies with two identities"))
            }
            placed[slot.name] = use.location
        }
        // A placeholder nested anywhere else: in a branch, a row, a screen or the content of a child.
        var nested: [SlotUse] = []
        for element in component.body {
            guard case .slot = element else {
                [element].forEachElement { if case .slot(let use) = $0 { nested.append(use) } }
                continue
            }
        }
        for use in nested where checkSlotName(use, of: component) != nil {
            report(Diagnostic("`- slot: \(use.name)` stands at the top of \(component.name)'s body", at: use.location,
                              hint: "content placed inside an `if`, a `switch`, a `for-each`, a screen or another child's content is not expressed; place it among the body's own elements"))
        }
        for slot in component.slots where placed[slot.name] == nil && !nested.contains(where: { $0.name == slot.name }) {
            report(Diagnostic("\(component.name) declares the slot '\(slot.name)' and its body never places it", at: slot.location,
                              hint: "write `- slot: \(slot.name)` in the body where the parent's views go"))
        }
    }

    /// The declared slot a placeholder names, or nil after reporting why there is none.
    private mutating func checkSlotName(_ use: SlotUse, of component: ComponentDecl) -> SlotDecl? {
        if let slot = component.slots.first(where: { $0.name == use.name }) { return slot }
        if component.slots.isEmpty {
            report(Diagnostic("\(component.name) has no slot; `- slot: \(use.name)` places views its parent passes", at: use.location,
                              hint: "declare it: `slots: [\(use.name)]` in \(component.name), and pass `content: [ … ]` beside each `- \(component.name):`"))
        } else {
            report(Diagnostic("\(component.name) has no slot '\(use.name)'", at: use.location,
                              hint: Suggestion.hint(for: use.name, in: component.slots.map(\.name), known: "its slots")))
        }
        return nil
    }

    /// The content a child is given fills the slots of every component the name stands for.
    private mutating func checkContent(of child: ChildDecl, in parent: ComponentDecl) {
        var names = [child.component]
        for scenario in spec.scenarios where !names.contains(scenario.resolve(child.component)) {
            names.append(scenario.resolve(child.component))
        }
        for name in names {
            guard let container = spec.component(named: name) else { continue }
            if container.slots.isEmpty {
                if let first = child.content.first {
                    report(Diagnostic("\(name) takes no content", at: first.location,
                                      hint: "declare `slots: [\(first.name)]` in \(name) and place it with `- slot: \(first.name)`; or write the views in \(parent.name)'s body beside it"))
                }
                continue
            }
            var missing = container.slots.map(\.name).filter { slot in !child.content.contains { $0.name == slot } }
            for content in child.content where !container.slots.contains(where: { $0.name == content.name }) {
                let list = container.slots.map(\.name)
                report(Diagnostic("\(name) has no slot '\(content.name)'", at: content.location,
                                  hint: Suggestion.hint(for: content.name, in: list, known: "its slots")
                                      ?? (list == ["content"] ? "a single slot takes `content: [ … ]`" : nil)))
                // Read as the slot it resembles, which is then not reported missing too.
                if let meant = Suggestion.closest(to: content.name, in: missing) { missing.removeAll { $0 == meant } }
            }
            for slot in container.slots where missing.contains(slot.name) {
                let form = container.slots.count == 1 ? "`content: [ … ]`" : "`content: { \(slot.name): [ … ] }`"
                report(Diagnostic("\(name) needs the content of its slot '\(slot.name)'", at: child.location,
                                  hint: "pass the views beside it: \(form), as `\(name) { … }` passes its @ViewBuilder closure"))
            }
        }
        for content in child.content { checkContentElements(content.body, of: child) }
    }

    /// What content may hold: views built in the parent's body and placed in the container's.
    private mutating func checkContentElements(_ body: [Element], of child: ChildDecl) {
        body.forEachElement { element in
            let what: String?
            switch element {
            case .forEach: what = "a `for-each:`"
            case .navigationStack: what = "a `navigation-stack:`"
            case .tabView: what = "a `tab-view:`"
            case .child(let c) where !c.modifiers.presentations.isEmpty: what = "a child that presents a screen"
            default: what = nil
            }
            guard let what, let location = Self.location(of: element) else { return }
            report(Diagnostic("\(what) in the content passed to \(child.component) is not expressed", at: location,
                              hint: "put it in a small component and pass that component as the content"))
        }
    }

    private static func location(of element: Element) -> Location? {
        switch element {
        case .forEach(let f): return f.location
        case .navigationStack(let s): return s.location
        case .tabView(let t): return t.location
        case .child(let c): return c.location
        default: return nil
        }
    }
}
