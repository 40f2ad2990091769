/// What the exporter reads from one body element, whatever its kind: the one place that switches
/// over element kinds for reading (BodyWriter is the one place that switches for writing).
struct ElementParts {
    /// Every expression the element evaluates in its component's scope.
    var expressions: [Expr] = []
    /// Statements it runs (button actions, handlers).
    var statements: [Statement] = []
    /// Label templates shown as static texts, and as buttons.
    var texts: [Expr] = []
    var buttons: [Expr] = []
    var children: [ChildDecl] = []
    /// Elements inside this one (branches, rows), read the same way.
    var nested: [Element] = []

    init(_ element: Element) {
        switch element {
        case .text(let label, _):
            expressions = [label]
            texts = [label]
        case .button(let label, let action, _):
            expressions = [label]
            buttons = [label]
            statements = action
        case .child(let child):
            expressions = child.arguments.map(\.value)
            children = [child]
        case .conditional(let c):
            expressions = [c.condition]
            nested = c.then + c.otherwise
        case .forEach(let f):
            expressions = [f.items]
            nested = f.body
        }
    }

    /// The parts of every element of a body, nested ones included, in order.
    static func all(_ body: [Element]) -> [ElementParts] {
        body.flatMap { element -> [ElementParts] in
            let parts = ElementParts(element)
            return [parts] + all(parts.nested)
        }
    }
}
