/// Checks of tab views before anything runs (docs/semantics.md §25): one selection type for the
/// binding and every tab's value, and no two tabs with one value.
extension SpecValidator {
    /// `TabView(selection: $tab)` is generic over one `SelectionValue`: its binding is a
    /// `Binding<SelectionValue>` and its builder a `TabContentBuilder<SelectionValue>`, which
    /// "requires that all tabs in the tab view have the same selection type". A tab whose value
    /// has another type does not compile, "cannot convert value of type 'Int' to expected
    /// argument type 'String'"; the run would put that value in a holder of the other type.
    mutating func checkTabViews() {
        let rules = types.rules
        // Only the bodies whose outline (BodyOutline.swift) holds a tab view are walked.
        for c in spec.components.indices where c >= outlines.count || outlines[c].holdsTabView {
            let component = spec.components[c]
            rules.forEachPart(of: component.body, in: types.names(of: component)) { parts, env in
                guard case .tabView(let view) = parts.element else { return }
                if view.selection == nil, let tagged = view.tabs.first(where: { $0.value != nil }), let value = tagged.value {
                    // `TabView { Tab("A", value: 0) { … } }`: without a selection the builder is a
                    // TabContentBuilder<Never>, whose tabs have no value.
                    report(Diagnostic("a tab's `value:` tags it for the tab view's `selection:`, and this tab view has none", at: value.location,
                                      hint: "add `selection: $tab`, a binding to a holder of the values' type, or leave `value:` out: a TabView without a selection takes tabs without values"))
                    return
                }
                checkTabValueTypes(view, in: env, rules: rules)
                checkTabValuesDiffer(view)
            }
        }
    }

    /// The binding's holder types the selection (a tab view without one takes no values, above).
    /// An optional holder takes its wrapped type's values, as `Tab(value:)` does for an optional
    /// selection.
    private mutating func checkTabValueTypes<Names: NameTypes>(_ view: TabViewDecl, in env: Names, rules: TypeRules) {
        guard let selection = view.selection, let wanted = rules.type(of: selection, in: env)?.unwrapped, Self.isSettled(wanted) else { return }
        let holder = selection.source.hasPrefix("$") ? String(selection.source.dropFirst()) : selection.source
        for tab in view.tabs {
            guard let value = tab.value, let type = rules.type(of: value, in: env), Self.isSettled(type), type != wanted else { continue }
            report(Diagnostic("cannot convert value of type '\(type)' to expected argument type '\(wanted)'", at: value.location,
                              hint: "all tabs in a tab view have the same selection type, that of its `selection:` binding: \(selection.source) is a Binding<\(wanted)>, as `\(holder)` holds \(DeclaredTypes.described(wanted))"))
        }
    }

    /// Two tabs with one value: the tab view shows the tab whose value the selection holds, and
    /// with two it cannot tell which one is selected. Refused as a for-each's repeated id is
    /// (§7); a value only the run knows is checked when the tab view renders.
    private mutating func checkTabValuesDiffer(_ view: TabViewDecl) {
        var seen: [(value: Value, tab: TabDecl)] = []
        for tab in view.tabs {
            guard let expr = tab.value, expr.names.isEmpty, let value = try? Evaluator.evaluate(expr, in: ConstantScope()) else { continue }
            if let first = seen.first(where: { $0.value == value }) {
                report(Diagnostic(Self.repeatedTabValue(value), at: expr.location,
                                  hint: Self.repeatedTabValueHint(first.tab.label, line: first.tab.value?.location.line ?? first.tab.location.line)))
            } else {
                seen.append((value, tab))
            }
        }
    }

    static func repeatedTabValue(_ value: Value) -> String {
        "tab-view: the tab value \(value.literal.quotable) occurs more than once"
    }

    static func repeatedTabValueHint(_ label: String, line: Int) -> String {
        "tab \"\(label)\" (line \(line)) has it too: the tab view shows the tab whose value the selection holds, so with two it cannot tell which is selected; give each tab its own value"
    }
}
