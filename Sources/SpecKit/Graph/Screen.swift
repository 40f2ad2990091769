/// A text, button or control on screen, in tree order, as an XCUITest query would find it by label.
public struct ScreenItem: Sendable {
    public enum Kind: String, Sendable { case text, button, control }

    public var kind: Kind
    public var label: String
    /// The node whose body shows it; a button's action runs in that node's scope.
    public var node: NodeRef
    var action: [Statement] = []
    /// Loop variables where the button was written, for its action.
    var locals: [String: Value] = [:]
    /// For a control: its kind, title and binding; its label is `title: value`.
    public var control: ControlState?
    /// For a navigation link: the stack it pushes onto and the value.
    var link: LinkTarget?
}

/// What a navigation link pushes, and onto which stack (nil when it is in none).
struct LinkTarget: Sendable {
    var stack: Int?
    var value: Value
    var location: Location
}

extension Array where Element == ScreenItem {
    /// Labels as a reader would list them: buttons in brackets.
    public var summary: String {
        map {
            if let c = $0.control { return "\(c.kind.words) \"\($0.label)\"" }
            return $0.kind == .button ? "[\($0.label)]" : "\"\($0.label)\""
        }.joined(separator: ", ")
    }
}
