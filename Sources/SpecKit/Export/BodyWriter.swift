/// Writes body elements as SwiftUI: the one place that switches over element kinds for writing.
///
/// Each kind maps to the SwiftUI a developer writes by hand. Texts use `Text(verbatim:)`, so a
/// number in a label is never formatted for the locale and XCUITest finds the label exactly.
struct BodyWriter {
    let plan: ExportPlan
    let types: TypeInference
    let swift: SwiftExpression

    /// A body's elements: one view as it is, several in a `VStack`, none as `EmptyView()`.
    func write(_ elements: [Element], into src: inout SwiftSource) {
        switch elements.count {
        case 0: src.line("EmptyView()")
        case 1: write(elements[0], into: &src)
        default: src.block("VStack {") { src in elements.forEach { write($0, into: &src) } }
        }
    }

    func write(_ element: Element, into src: inout SwiftSource) {
        switch element {
        case .text(let label, _):
            src.line("Text(verbatim: \(swift.write(label)))")
        case .button(let label, let action, _):
            let statements = { (src: inout SwiftSource) in action.forEach { src.line(swift.write($0)) } }
            if let title = SwiftExpression.plainText(label), !title.contains("%"), !title.contains("\\") {
                src.block("Button(\(SwiftNames.stringLiteral(title))) {", statements)
            } else {
                src.block("Button {", closer: "} label: {", statements)
                src.indented { $0.line("Text(verbatim: \(swift.write(label)))") }
                src.line("}")
            }
        case .child(let child):
            src.line("\(plan.typeReference(child))(\(arguments(of: child)))")
        case .conditional(let c):
            src.block("if \(swift.write(c.condition)) {", closer: c.otherwise.isEmpty ? "}" : "} else {") { write(c.then, into: &$0) }
            if !c.otherwise.isEmpty {
                src.indented { write(c.otherwise, into: &$0) }
                src.line("}")
            }
        case .forEach:
            // Refused by SwiftFormCheck until the exporter writes ForEach.
            src.line("EmptyView()")
        }
    }

    /// A child's arguments in the order of its component's props, as its initializer takes them.
    func arguments(of child: ChildDecl) -> String {
        let order = plan.targets(of: child).first.flatMap { plan.spec.component(named: $0) }?.props.map(\.name) ?? []
        let sorted = child.arguments.sorted { (order.firstIndex(of: $0.label) ?? 0) < (order.firstIndex(of: $1.label) ?? 0) }
        return sorted.map { "\(SwiftNames.identifier($0.label)): \(swift.write($0.value))" }.joined(separator: ", ")
    }
}
