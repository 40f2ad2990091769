/// A text, button or control on screen, in tree order, as an XCUITest query would find it by label.
///
/// Every render keeps one for each text and button it shows, so it is kept small: the node is
/// named by its id, and what only controls and links carry is boxed.
public struct ScreenItem: Sendable {
    public enum Kind: String, Sendable { case text, button, control }

    public var kind: Kind
    /// The button's or control's own `.disabled(…)` was true at the render that showed it. (Here,
    /// beside the one-byte kind, it takes no room of its own.) A `.disabled` around it is read
    /// from the node's environment: `Graph.isEnabled(_:)`.
    public var disabled = false
    /// Greyed out as the screen shows it: by its own `disabled:` or one around it. Set when the
    /// screen is listed, for reports; the engine asks `Graph.isEnabled(_:)`.
    public var shownDisabled = false
    /// `nodeID` in 32 bits, beside the flags, in one word with them. `Graph.checkID` keeps node ids
    /// within `Limits.ids`, which 32 bits hold.
    private var storedNodeID: Int32
    public var label: String
    /// The id of the node whose body shows it; a button's action runs in that node's scope.
    public var nodeID: Int {
        get { Int(storedNodeID) }
        set { storedNodeID = Int32(newValue) }
    }
    /// A button's action, or a control's state with its submit action, or a link's target, each
    /// with the loop variables where it was written: one word, as an item is at most one of them.
    /// With the action beside it, an item took 48 bytes, and with the loop variables beside it 40
    /// (almost always empty: only a button or field written in a for-each has any); a node's
    /// output keeps one for each of its texts and buttons.
    private var payload: Payload

    private enum Payload: Sendable {
        case none
        case action([Statement])
        indirect case actionIn([Statement], locals: [String: Value])
        indirect case control(ControlState, action: [Statement], locals: [String: Value])
        indirect case link(LinkTarget, action: [Statement], locals: [String: Value])
    }

    init(kind: Kind, label: String, nodeID: Int, action: [Statement] = [], locals: [String: Value] = [:],
         control: ControlState? = nil, link: LinkTarget? = nil, disabled: Bool = false) {
        self.kind = kind
        self.disabled = disabled
        self.label = label
        storedNodeID = Int32(nodeID)
        if let control {
            payload = .control(control, action: action, locals: locals)
        } else if let link {
            payload = .link(link, action: action, locals: locals)
        } else if !locals.isEmpty {
            payload = .actionIn(action, locals: locals)
        } else {
            payload = action.isEmpty ? .none : .action(action)
        }
    }

    /// A button's action, or a text field's submit action (empty when it has none).
    var action: [Statement] {
        switch payload {
        case .none: return []
        case .action(let action), .actionIn(let action, _), .control(_, let action, _), .link(_, let action, _): return action
        }
    }

    /// Loop variables where the button or field was written, for its action.
    var locals: [String: Value] {
        switch payload {
        case .none, .action: return [:]
        case .actionIn(_, let locals), .control(_, _, let locals), .link(_, _, let locals): return locals
        }
    }

    /// For a control: its kind, title and binding; its label is `title: value`.
    public var control: ControlState? {
        if case .control(let c, _, _) = payload { return c }
        return nil
    }

    /// For a navigation link: the stack it pushes onto and the value.
    var link: LinkTarget? {
        if case .link(let l, _, _) = payload { return l }
        return nil
    }
}

/// What a navigation link pushes, and onto which stack (nil when it is in none).
struct LinkTarget: Sendable {
    var stack: Int?
    /// The value a link with `value:` pushes; `.null` for a link with a destination.
    var value: Value
    var location: Location
    /// For a link with a destination: the node of its presentation, whose flag a tap sets.
    var push: Int?
}

extension Array where Element == ScreenItem {
    /// Labels as a reader would list them: buttons in brackets. Invisible format characters (a
    /// right-to-left override, a zero-width space) are written `\u{202E}`: raw, they would turn
    /// the terminal's line around, or make two labels look the same.
    public var summary: String {
        map {
            let disabled = $0.disabled || $0.shownDisabled ? " (disabled)" : ""
            let label = $0.label.invisiblesEscaped
            if let c = $0.control { return "\(c.kind.words) \"\(label.newlinesEscaped)\"\(disabled)" }
            return $0.kind == .button ? "[\(label)]\(disabled)" : "\"\(label)\""
        }.joined(separator: ", ")
    }
}

extension Graph {
    /// Whether a button or control takes input: neither its own `.disabled(…)` nor one on a view
    /// around it says otherwise (semantics §33). The views around it set `isEnabled` in the
    /// environment of the node that shows it.
    func isEnabled(_ item: ScreenItem) -> Bool {
        !item.disabled && nodes[item.nodeID]?.environment[.isEnabled] != .bool(false)
    }

    /// The node that shows an item, as events and messages name it: a live node's, since every
    /// item on screen is a live node's output.
    func ref(of item: ScreenItem) -> NodeRef {
        nodes[item.nodeID]?.ref ?? goneNodes[item.nodeID]
            ?? NodeRef(id: item.nodeID, component: "", path: "", parent: nil, position: nil)
    }
}
