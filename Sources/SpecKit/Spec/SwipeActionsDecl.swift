/// `.swipeActions(edge:) { Button(title) { action } … }` on each row of a for-each: the buttons a
/// swipe on the row shows. Titles and actions are evaluated in the row's scope, with its element
/// and index as of the render that built the row (docs/semantics.md §51).
public struct SwipeActionsDecl: Sendable {
    /// The side the buttons are revealed from: a swipe left shows the trailing ones, a swipe right the leading ones.
    public enum Edge: String, Sendable { case leading, trailing }
    public var edge: Edge = .trailing
    /// `allowsFullSwipe`: whether a full swipe runs the first button by itself; true unless written.
    public var allowsFullSwipe = true
    public var buttons: [SwipeButton]
    public var location: Location
}

/// One button of a row's swipe actions.
public struct SwipeButton: Sendable {
    /// The title, a template evaluated in the row's scope.
    public var title: Expr
    public var action: [Statement]
    public var location: Location
}

extension SpecDecoder {
    static let swipeActionsKeys = ["edge", "full-swipe", "buttons"]
    static let swipeButtonKeys = ["button", "action"]

    /// `swipe-actions: { edge: leading, full-swipe: false, buttons: [ { button: Pin, action: … } ] }`;
    /// `edge:` is trailing and `full-swipe:` true by default, as SwiftUI's.
    mutating func swipeActions(_ node: YAMLNode) -> SwipeActionsDecl? {
        let example = "`swipe-actions:` with `buttons:` under it, each `- button: Pin` with `action: pinned = item.name`"
        guard var reader = MappingReader(node, what: "`swipe-actions:` (with `buttons:` and `edge:`)", problems: &problems) else { return nil }
        var edge = SwipeActionsDecl.Edge.trailing
        if let e = reader.take("edge") {
            if let scalar = e.scalar, let found = SwipeActionsDecl.Edge(rawValue: scalar.hasPrefix(".") ? String(scalar.dropFirst()) : scalar) {
                edge = found
            } else {
                problems.append(Diagnostic("`edge:` is `leading` or `trailing`, found \(e.scalar.map { "'\($0)'" } ?? e.kindName)",
                                           at: e.location, hint: "`trailing` (the default) shows the buttons on a swipe left, `leading` on a swipe right"))
            }
        }
        var full = true
        if let f = reader.take("full-swipe") {
            if f.scalar == "true" || f.scalar == "false" { full = f.scalar == "true" } else {
                problems.append(Diagnostic("`full-swipe:` takes `true` or `false`, found \(f.scalar.map { "'\($0)'" } ?? f.kindName)",
                                           at: f.location, hint: "`false` is `allowsFullSwipe: false`: a full swipe only reveals the buttons"))
            }
        }
        let list = reader.take("buttons", orMisspeltIn: "swipe-actions", allowed: Self.swipeActionsKeys, problems: &problems)
        reader.finish(what: "swipe-actions", allowed: Self.swipeActionsKeys, problems: &problems)
        guard let list else {
            problems.append(Diagnostic("`swipe-actions:` needs `buttons:`, what the swipe shows", at: node.location, hint: "write \(example)"))
            return nil
        }
        let items = Array(list.items)
        guard list.isSequence, !items.isEmpty else {
            problems.append(Diagnostic("`buttons:` takes a list of buttons, each `- button: TITLE` with `action:`", at: list.location,
                                       hint: "write \(example)"))
            return nil
        }
        var buttons: [SwipeButton] = []
        for item in items {
            guard var b = MappingReader(item, what: "a swipe action (`- button: TITLE` with `action:`)", problems: &problems) else { continue }
            let title = b.take("button", orMisspeltIn: "a swipe button", allowed: Self.swipeButtonKeys, problems: &problems)
            let action = b.take("action", orMisspeltIn: "a swipe button", allowed: Self.swipeButtonKeys, problems: &problems)
            b.finish(what: "a swipe button", allowed: Self.swipeButtonKeys, problems: &problems)
            guard let title, let action else {
                problems.append(Diagnostic("a swipe action needs `button:`, its title, and `action:`, what a tap on it runs",
                                           at: item.location, hint: "write \(example)"))
                continue
            }
            if let label = template(title, what: "a button label") {
                buttons.append(SwipeButton(title: label, action: statements(action), location: item.location))
            }
        }
        return buttons.count == items.count ? SwipeActionsDecl(edge: edge, allowsFullSwipe: full, buttons: buttons, location: node.location) : nil
    }
}
