/// Checks of controls and switches before anything runs: names in scope, a binding where one is needed.
extension SpecValidator {
    mutating func checkSwitch(_ s: SwitchDecl, visible: [String], in component: ComponentDecl) {
        check(s.subject, visible: visible, in: component)
        for c in s.cases {
            for v in c.values { check(v, visible: visible, in: component) }
            check(c.body, visible: visible, in: component)
        }
        check(s.otherwise ?? [], visible: visible, in: component)
    }

    mutating func checkControl(_ c: ControlDecl, visible: [String], in component: ComponentDecl) {
        check(c.label, visible: visible, in: component)
        for e in [c.options, c.step, c.range?.low, c.range?.high, c.disabled, c.focusEquals].compactMap({ $0 }) {
            check(e, visible: visible, in: component)
        }
        // The submit action runs in the body's scope, as a button's does.
        check(c.onSubmit ?? [], visible: visible, in: component, inTask: false)
        if c.binding.isBinding {
            // `$x` needs a holder or binding; `$model.field` a model in scope, `$x.a.b` fields
            // further down, checked when the binding is made (semantics §10).
            check(c.binding, visible: visible, in: component)
            return
        }
        check(c.binding, visible: visible, in: component)
        // A searchable's field is a text field the spec writes as `searchable: { text: … }`.
        let key = c.isSearch ? "a search field's `text:`" : "a \(c.kind.words)'s `\(c.kind.bindingKey):`"
        if c.binding.source.hasPrefix("$") {
            // Already written with `$`, so another `$` is not the fix: say what is no binding in it.
            return report(Diagnostic("\(key) is a binding; \(c.binding.source) is a value computed from one",
                                     at: c.binding.location, hint: c.binding.computedFromBindingHint))
        }
        // A constant or a read value cannot be edited: SwiftUI's initializers take a Binding.
        report(Diagnostic("\(key) is a binding; write $\(c.binding.source)",
                          at: c.binding.location,
                          hint: "the control writes what it edits through the binding; `$name` binds a state holder or a binding prop"))
    }
}

extension Expr {
    /// Why `$x…` written where a binding goes is none, for an expression that starts with `$` but
    /// is no binding, such as `$count + 1`.
    var computedFromBindingHint: String {
        "a binding is $name, $name.field with as many fields as the struct has levels, or $items[i] for an element"
    }
}
