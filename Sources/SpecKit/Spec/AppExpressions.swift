/// Every expression the app itself evaluates, wherever the spec writes it: holders, bodies,
/// actions and handlers, modifiers, presentations, models' defaults, observers, computed
/// properties and methods, and the declarations of requests, notifications, preference keys,
/// environment values, stored defaults and error texts. Not what checks the app: `always:`,
/// the scripts' steps and assertions. Exploring asks it once per exploration, not per step
/// (`Spec.keyedMeasures(of:)`).
extension Spec {
    /// Calls `visit` with every expression the app evaluates and each expression inside it, a
    /// closure's statements included.
    func forEachAppExpression(_ visit: (Expr) -> Void) {
        withoutActuallyEscaping(visit) { visit in
            let walk = AppExpressionWalk(visit: visit)
            for model in models {
                for field in model.fields {
                    walk.expression(field.defaultValue)
                    walk.statements(field.didSet?.statements ?? [])
                    walk.statements(field.willSet?.statements ?? [])
                }
                for c in model.computed { walk.expression(c.value) }
                for m in model.methods { walk.statements(m.statements) }
            }
            for component in components {
                for holder in component.holders {
                    walk.expression(holder.initial)
                    for d in holder.dependencies { walk.expression(d) }
                }
                walk.expression(component.invariant)
                for o in component.observers { walk.statements(o.statements) }
                walk.elements(component.body)
            }
            for r in requests + scenarios.flatMap(\.requests) { walk.expression(r.returns) }
            for n in notifications { walk.expression(n.value) }
            for k in preferenceKeys { walk.expression(k.defaultValue) }
            for f in environmentValues + userDefaults + scenarios.flatMap(\.userDefaults) { walk.expression(f.defaultValue) }
            for type in errorTypes { for c in type.cases { walk.expression(c.text) } }
        }
    }
}

/// The walk behind `forEachAppExpression`: one case a construct, so that a construct added to
/// the spec's model is added here beside its neighbours.
private struct AppExpressionWalk {
    let visit: (Expr) -> Void

    func expression(_ e: Expr?) {
        guard let e else { return }
        visit(e)
        switch e.kind {
        // A closure's statements, nested blocks included (`subexpressions` reads its top level).
        case .closure(let body, _): statements(body)
        case .customBinding(let literal):
            switch literal.form {
            case .closures(let getter, _, let setter): expression(getter); statements(setter)
            case .constant(let value): expression(value)
            }
        default: for x in e.kind.subexpressions { expression(x) }
        }
    }

    func statements(_ body: [Statement]) {
        for statement in body {
            for s in statement.flattened {
                for e in s.expressions { expression(e) }
                // Patterns a value is compared with: a case's, a caught error's payload's (§84).
                if case .switchCases(let sw) = s.kind { for c in sw.cases { for p in c.patterns { expression(p) } } }
                if case .doCatch(_, let clauses) = s.kind {
                    for item in clauses.flatMap(\.items) {
                        if case .value(_, _, let payload?)? = item.pattern { for p in payload { expression(p.value) } }
                    }
                }
            }
        }
    }

    func elements(_ body: [Element]) {
        for element in body { self.element(element) }
    }

    private func element(_ element: Element) {
        switch element {
        case .text(let label, _): expression(label)
        case .button(let label, let action, _, let disabled):
            expression(label); statements(action); expression(disabled)
        case .child(let child):
            for arg in child.arguments { expression(arg.value) }
            modifiers(child.modifiers)
            for content in child.content { elements(content.body) }
        case .conditional(let c):
            expression(c.condition); elements(c.then); elements(c.otherwise)
        case .forEach(let f):
            expression(f.items); expression(f.id); expression(f.selection); elements(f.body)
            statements(f.onDelete?.action ?? []); statements(f.onMove?.action ?? [])
            for b in f.swipeActions?.buttons ?? [] { expression(b.title); statements(b.action) }
        case .link(let link):
            expression(link.label); expression(link.value); expression(link.disabled)
            if let push = link.push { presentation(push) }
        case .navigationStack(let s):
            expression(s.path); elements(s.root)
            for d in s.destinations { elements(d.body) }
        case .tabView(let t):
            expression(t.selection)
            for tab in t.tabs { expression(tab.value); elements(tab.body) }
        case .switchOver(let s):
            expression(s.subject)
            for c in s.cases { for v in c.values { expression(v) }; elements(c.body) }
            elements(s.otherwise ?? [])
        case .control(let c): control(c)
        case .slot: break
        }
    }

    private func control(_ c: ControlDecl) {
        expression(c.label); expression(c.binding); expression(c.options); expression(c.step)
        expression(c.range?.low); expression(c.range?.high); expression(c.disabled)
        expression(c.focused); expression(c.focusEquals)
        statements(c.onSubmit ?? [])
    }

    private func presentation(_ p: PresentationDecl) {
        expression(p.binding); statements(p.onDismiss); elements(p.content)
        if let alert = p.alert {
            expression(alert.title); expression(alert.message); expression(alert.presenting)
            for a in alert.actions { expression(a.label); statements(a.action) }
            for field in alert.fields { control(field) }
        }
    }

    private func modifiers(_ m: Modifiers) {
        if m.isEmpty { return }
        expression(m.id); expression(m.disabled); expression(m.interactiveDismissDisabled); expression(m.animation?.value)
        for c in m.onChange { expression(c.value); statements(c.action) }
        expression(m.task?.id); statements(m.task?.action ?? [])
        statements(m.onAppear); statements(m.onDisappear); statements(m.refreshable)
        statements(m.timer?.action ?? []); statements(m.receive?.action ?? []); statements(m.submit?.action ?? [])
        for p in m.presentations { presentation(p) }
        for d in m.navigationDestinations { elements(d.body) }
        for e in m.environment { expression(e.value) }
        for t in m.transforms { statements(t.action) }
        if let search = m.searchable { control(search) }
        for p in m.preference { expression(p.value) }
        for c in m.onPreferenceChange { statements(c.action) }
    }
}
