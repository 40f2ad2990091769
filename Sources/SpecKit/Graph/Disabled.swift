/// `.disabled(_:)` and `\.isEnabled`: docs/semantics.md §33.
///
/// A button's or a control's own condition is evaluated in the body that writes it, at its render,
/// and kept in its screen item. A condition beside a child is evaluated in the same way and puts
/// `isEnabled = false` into the child's environment, which carries it down the subtree; a view
/// inside cannot turn it back on, since each node's entry is its parent's and-ed with its own.
extension Graph {
    /// A `disabled:` condition's value; no condition is false.
    func condition(_ disabled: Expr?, in scope: some Scope) throws -> Bool {
        try boolCondition(disabled, key: "disabled", modifier: "disabled", in: scope)
    }

    /// The value of a Bool condition written beside a view for a modifier (`disabled:`,
    /// `interactive-dismiss-disabled:`), evaluated in the body that writes it; none is false.
    func boolCondition(_ condition: Expr?, key: String, modifier: String, in scope: some Scope) throws -> Bool {
        guard let condition else { return false }
        let value = try Evaluator.evaluate(condition, in: scope)
        guard case .bool(let b) = value else {
            let found = value == .null ? "nil" : "\(value.typeName) \(value.literal.quotable)"
            throw Diagnostic("`\(key):` needs a Bool; \(condition.source.quotable) is \(found)", at: condition.location,
                             hint: "compare it, e.g. `\(condition.source.quotable) \(value == .null ? "!= nil" : "== 0")`, as `.\(modifier)(_:)` takes a Bool")
        }
        return b
    }

    /// `expect-enabled:` / `expect-disabled:`: whether the one button labelled `label`, or control
    /// titled `label`, on screen takes input as wanted; the second value says what was found.
    public func checkEnabled(_ label: String, wanted: Bool) -> (passed: Bool, found: [String]) {
        let items = reachableScreen.filter { $0.kind == .button ? $0.label == label : $0.control?.title == label }
        guard items.count == 1, let item = items.first else {
            return (false, [items.isEmpty ? "no button or control \"\(label)\" is on screen"
                                          : "\(items.count) buttons or controls \"\(label)\" are on screen"])
        }
        let enabled = isEnabled(item)
        return (enabled == wanted, [enabled ? "it is enabled" : "it is disabled by \(disabledBy(item))"])
    }

    /// Where the input of a disabled item is turned off, for messages and the log: its own
    /// condition, or the nearest view around it whose condition is true.
    func disabledBy(_ item: ScreenItem) -> String {
        if let link = item.link, link.push == nil, link.value == .null { return "its value, which is nil (SwiftUI disables a link whose value is nil)" }
        if item.disabled { return "its own `disabled:`" }
        return nodes[item.nodeID].map(disabledBy) ?? "a `disabled:` around it"
    }

    /// The `disabled:` that turned a view's `isEnabled` off: its own, beside it, or around it.
    func disabledBy(_ view: Node) -> String {
        var node: Node? = view
        while let n = node {
            if n.disabledHere { return "`disabled:` beside \(n.ref.path)" }
            node = n.parent
        }
        return "a `disabled:` around it"
    }
}
