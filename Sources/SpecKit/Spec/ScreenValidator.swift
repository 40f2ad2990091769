/// Checks of screens before anything runs: names in their expressions, binding arguments, and
/// the names each closure adds (a sheet's item, a destination's value).
extension SpecValidator {
    mutating func checkScreen(_ element: Element, visible: [String], in component: ComponentDecl) {
        switch element {
        case .link(let link):
            check(link.label, visible: visible, in: component)
            if let value = link.value, case .null = value.kind, !value.isPlaceholder {
                // `NavigationLink("open", value: nil)`: `init<P: Hashable>(_:value: P?)` has no P to infer.
                report(Diagnostic("generic parameter 'P' could not be inferred", at: value.location,
                                  hint: "a link pushes a value of a type a destination is declared for, such as `value: 1`; a bare `nil` has no type (a nil held by an optional disables the link)"))
            } else if let value = link.value {
                check(value, visible: visible, in: component)
            }
            check(link.destination, visible: visible, in: component)
            if let disabled = link.disabled { check(disabled, visible: visible, in: component) }
        case .navigationStack(let stack):
            if let path = stack.path { checkBindingArgument(path, key: "path", visible: visible, in: component) }
            check(stack.root, visible: visible, in: component)
            checkDestinations(stack.destinations, in: "one stack", visible: visible, in: component)
        case .tabView(let tabs):
            if let selection = tabs.selection { checkBindingArgument(selection, key: "selection", visible: visible, in: component) }
            for tab in tabs.tabs {
                if let value = tab.value { check(value, visible: visible, in: component) }
                check(tab.body, visible: visible, in: component)
            }
        default:
            break
        }
    }

    /// A stack's `destinations:` or a child's `navigation-destinations:`: one a type, each for a
    /// type a path can hold, its body seeing the pushed value by its `as:` name.
    mutating func checkDestinations(_ destinations: [DestinationDecl], in place: String, visible: [String], in component: ComponentDecl) {
        var types: [String: Location] = [:]
        for d in destinations {
            if let first = types[d.type] {
                report(Diagnostic("two destinations for \(d.type) in \(place)", at: d.location,
                                  hint: "the first is at line \(first.line); SwiftUI uses one destination per type"))
            }
            types[d.type] = d.location
            if !["Int", "String", "Bool"].contains(d.type), spec.model(named: d.type) == nil, spec.enumType(named: d.type) == nil {
                report(Diagnostic("a destination is for Int, String, Bool, a model type or an enum; '\(d.type)' is none of them",
                                  at: d.location, hint: Suggestion.closest(to: d.type, in: ["Int", "String", "Bool"] + spec.models.map(\.name) + spec.enums.map(\.name))
                                      .map { "did you mean '\($0)'?" }
                                      ?? "declare it under `models:`; a route enum is `\(d.type): { kind: enum, cases: [settings, profile] }`, pushed as \(d.type).settings"))
            }
            if let wrong = ScreenTypeRules.unhashableDestination(d, in: spec, structs: { [types = self.types] in types.conformance(of: $0) }) { report(wrong) }
            check(d.body, visible: visible + [d.variable], in: component)
        }
    }

    /// `navigation-destinations:` beside a child: not on a row of a for-each, which SwiftUI
    /// builds lazily in a List, so the stack may not see the declaration (§68).
    mutating func checkNestedDestinations(_ destinations: [DestinationDecl], visible: [String], in component: ComponentDecl) {
        if !loopVariables.isEmpty, let first = destinations.first {
            report(Diagnostic("`navigation-destinations:` on a view in a `for-each:` row: SwiftUI says not to put a navigation destination inside a lazy container such as a List",
                              at: first.location,
                              hint: "write it beside the view that holds the for-each (outside its rows), or under the `navigation-stack:`'s `destinations:`"))
        }
        checkDestinations(destinations, in: "one view's navigation-destinations", visible: visible, in: component)
    }

    mutating func check(_ p: PresentationDecl, visible: [String], in component: ComponentDecl) {
        // The same warning as for `navigation-destinations:` (§68), which Apple gives for every
        // navigation destination modifier: a row would push a screen each for one flag (§30).
        if p.isPush, !loopVariables.isEmpty {
            report(Diagnostic("`navigation-destination:` on a view in a `for-each:` row: SwiftUI says not to put a navigation destination inside a lazy container such as a List",
                              at: p.location,
                              hint: "write it once, beside the view that holds the for-each, with `item: $selected` set by the row's button"))
        }
        checkBindingArgument(p.binding, key: p.isItem ? "item" : "is-presented", visible: visible, in: component)
        if let alert = p.alert {
            // The title is a plain argument: only the closures receive the presented data.
            if let name = p.itemName, !visible.contains(name), let (_, at) = alert.title.names.first(where: { $0.0 == name }) {
                report(Diagnostic("an alert's title does not see `\(name)`: SwiftUI passes the presented data to the actions and the message only",
                                  at: at, hint: "show `\(name)` in `message:`, or read the state the data comes from in the title"))
            } else {
                check(alert.title, visible: visible, in: component)
            }
            if let data = alert.presenting {
                if case .name(let name) = data.kind, name.hasPrefix("$") {
                    report(Diagnostic("`presenting:` takes the optional value itself; found the binding `\(name)`", at: data.location,
                                      hint: "write `presenting: \(name.dropFirst())`; the binding goes to `is-presented:`"))
                } else {
                    check(data, visible: visible, in: component)
                }
            }
            let inner = visible + (p.itemName.map { [$0] } ?? [])
            if let message = alert.message { check(message, visible: inner, in: component) }
            for action in alert.actions {
                check(action.label, visible: inner, in: component)
                check(action.action, visible: inner, in: component, inTask: false)
            }
            for field in alert.fields { checkControl(field, visible: inner, in: component) }
            return
        }
        check(p.onDismiss, visible: visible, in: component, inTask: false)
        check(p.content, visible: visible + (p.itemName.map { [$0] } ?? []), in: component)
    }

    /// `is-presented:`, `item:`, `path:` and `selection:` take a binding: `$name`, `$model.field`
    /// (a router's `$router.path`), or `Binding(get:set:)` or `.constant(x)` written in place (§38).
    mutating func checkBindingArgument(_ e: Expr, key: String, visible: [String], in component: ComponentDecl) {
        guard e.isBinding else {
            let writer = key == "path" ? "stack" : key == "selection" ? "tab view" : "presentation"
            if e.source.hasPrefix("$") {
                report(Diagnostic("`\(key):` takes a binding; `\(e.source)` is a value computed from one", at: e.location,
                                  hint: e.computedFromBindingHint))
            } else {
                report(Diagnostic("`\(key):` takes a binding such as `$\(e.source)`; found `\(e.source)`", at: e.location,
                                  hint: "the \(writer) writes it back, so pass the state itself with `$`"))
            }
            return
        }
        check(e, visible: visible, in: component)
    }
}
