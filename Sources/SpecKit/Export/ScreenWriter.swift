/// Writes screens as SwiftUI: `NavigationStack`, `NavigationLink`, `TabView`, and a child's
/// `.sheet`/`.fullScreenCover` (docs/export.md).
extension BodyWriter {
    /// The SwiftUI for a screen element; false when the element is not a screen.
    func writeScreen(_ element: Element, into src: inout SwiftSource) -> Bool {
        switch element {
        case .link(let link):
            src.line("NavigationLink(\(swift.write(link.label)), value: \(swift.write(link.value)))")
        case .navigationStack(let stack):
            let opener = stack.path.map { "NavigationStack(path: \(swift.write($0))) {" } ?? "NavigationStack {"
            src.block(opener) { src in
                write(stack.root.isEmpty ? [] : stack.root, into: &src, forceStack: true)
                src.indented { src in
                    for d in stack.destinations {
                        src.block(".navigationDestination(for: \(d.type).self) { \(SwiftNames.identifier(d.variable)) in") { src in
                            write(d.body, into: &src)
                        }
                    }
                }
            }
        case .tabView(let tabs):
            let opener = tabs.selection.map { "TabView(selection: \(swift.write($0))) {" } ?? "TabView {"
            src.block(opener) { src in
                for tab in tabs.tabs {
                    let value = tab.value.map { ", value: \(swift.write($0))" } ?? ""
                    src.block("Tab(\(SwiftNames.stringLiteral(tab.label)), systemImage: \"circle\"\(value)) {") { src in
                        write(tab.body, into: &src)
                    }
                }
            }
        default:
            return false
        }
        return true
    }

    /// `.sheet(isPresented: $x, onDismiss: { … }) { … }` and the other forms, under the child.
    func writePresentations(_ presentations: [PresentationDecl], into src: inout SwiftSource) {
        src.indented { src in
            for p in presentations {
                let name = p.style == .sheet ? "sheet" : "fullScreenCover"
                let binding = "\(p.isItem ? "item" : "isPresented"): \(swift.write(p.binding))"
                let dismiss = p.onDismiss.isEmpty ? "" : ", onDismiss: { \(p.onDismiss.map { swift.write($0) }.joined(separator: "; ")) }"
                let parameter = p.itemName.map { " \(SwiftNames.identifier($0)) in" } ?? ""
                src.block(".\(name)(\(binding)\(dismiss)) {\(parameter)") { src in write(p.content, into: &src) }
            }
        }
    }
}
