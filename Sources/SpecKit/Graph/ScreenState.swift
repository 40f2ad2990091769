/// A view a destination closure built and nothing installed yet: its component and the values
/// its init gave its eager holders (nil for the others).
struct PrebuiltView {
    var component: String
    var seeds: [Value?]
}

/// The state of a screen node: a presentation, a navigation stack or a tab view.
///
/// A screen node sits in the tree where the body that writes it puts it. The closures SwiftUI
/// keeps for later (a sheet's content, a stack's destinations) capture that body's values when it
/// last ran; `captured` holds them, and actions written in them run in the owner's live scope.
final class ScreenState {
    enum Kind {
        case presentation(PresentationDecl)
        case stack(NavigationStackDecl)
        case tabs(TabViewDecl)
        /// A screen pushed on a stack: the destination that shows its value.
        case destination(DestinationDecl, Value)
        /// `.navigationDestination(for:)` on a view inside a stack (§68): what the stack shows
        /// for a value of these types while the view is in it.
        case declarations([DestinationDecl])
    }

    let kind: Kind
    /// The node whose body writes this screen.
    unowned let owner: Node
    /// The owner's props and holders when its body last ran, as an escaping closure captures them.
    var captured: [String: Value] = [:]
    /// Loop variables in scope where the owner's body writes it.
    var locals: [String: Value] = [:]

    /// A presentation: the presented item (`true` for `isPresented:`), nil while dismissed.
    var presented: Value?
    /// A presentation whose binding holds while another one from the same screen is up: it waits
    /// to be presented when that one is dismissed (§22).
    var waiting = false
    /// A presentation: the pass that made it, with the view it is written on. Its binding true
    /// then, it is presented in the next pass, once that view has appeared (§22).
    var madeInPass = 0
    /// A screen pushed by a flag (or an item) was popped or replaced in this render, or a
    /// full-screen cover dismissed: the content it showed leaves as a popped screen does, its
    /// on-disappear after the views it uncovers appear (§24).
    var popsContent: Leaving?

    /// A flag's destination (§30): the views its closure built at the owner's last render while
    /// nothing was pushed, in the closure's order, each with what its init gave its eager holders,
    /// by position. A push installs them as built: their inits do not run again.
    var prebuilt: [PrebuiltView] = []

    /// A stack: the root's output (built in the owner's body) and each pushed screen's slot, in path order.
    var rootOutput: [Node.Output] = []
    var pushed: [(slot: Slot, value: Value)] = []
    /// A stack whose path names a value no destination visible yet shows, after a screen pushed
    /// in the same render: that screen's body declares its destinations when it runs, and the
    /// stack renders again then (§68).
    var awaitsDeclarations = false
    /// A pushed screen: the declarations node whose destination shows it; nil for the stack's own.
    var declaredBy: Int?

    /// A tab view: each tab's output (built in the owner's body), each tab's value, the tabs shown
    /// so far and the one selected.
    var tabOutputs: [[Node.Output]] = []
    var tabValues: [Value] = []
    var visited: Set<Int> = []
    var selected = 0
    /// The tab last reported as selected in the event log.
    var announced: Int?

    init(_ kind: Kind, owner: Node) {
        self.kind = kind
        self.owner = owner
    }

    /// The same state for a copied graph, owned by the copy of the owner.
    func copy(owner: Node) -> ScreenState {
        let other = ScreenState(kind, owner: owner)
        other.captured = captured
        other.locals = locals
        other.presented = presented
        other.waiting = waiting
        other.madeInPass = madeInPass
        other.prebuilt = prebuilt
        other.rootOutput = rootOutput
        other.pushed = pushed
        other.awaitsDeclarations = awaitsDeclarations
        other.declaredBy = declaredBy
        other.tabOutputs = tabOutputs
        other.tabValues = tabValues
        other.visited = visited
        other.selected = selected
        other.announced = announced
        return other
    }

    /// The state a screen node of this kind keeps itself when no binding is given: a stack's
    /// path, a tab view's selection.
    static func ownState(of kind: Kind) -> [String] {
        switch kind {
        case .stack: return ["path"]
        case .tabs: return ["selection"]
        case .presentation(let p): return p.ownsFlag ? [PresentationDecl.linkFlag] : []
        case .destination, .declarations: return []
        }
    }

    /// The name of a declarations node: events and pictures show the modifier.
    static let declarationsName = "navigation-destinations"

    /// The name of the node of a link with a destination: events and pictures show the link.
    static let linkName = "NavigationLink"

    /// The name events and pictures give the node.
    static func name(of kind: Kind) -> String {
        switch kind {
        case .presentation(let p): return p.ownsFlag ? linkName : p.style.rawValue
        case .stack: return "NavigationStack"
        case .tabs: return "TabView"
        case .destination: return "Destination"
        case .declarations: return declarationsName
        }
    }

    /// The outputs a person can see now: the top of a stack, the selected tab, everything else.
    func visibleOutput(of node: Node) -> [Node.Output] {
        switch kind {
        case .presentation, .destination, .declarations: return node.output
        case .stack: return pushed.last.map { [.child($0.slot)] } ?? rootOutput
        case .tabs: return selected < tabOutputs.count ? tabOutputs[selected] : []
        }
    }
}

extension Node {
    /// The nodes whose bodies wrote the screens this one is in, innermost first: what code run in
    /// its scope reaches through `ScreenState.owner`. A screen node holds its owner unowned (the
    /// owner holds it), and one update can destroy both; code that waits to run there (a queued
    /// action, a task's closure) holds them, as a Swift closure keeps the view value it captured.
    var screenOwners: [Node] {
        guard screen != nil else { return [] }
        var owners: [Node] = []
        var node = self
        while let state = node.screen {
            node = state.owner
            owners.append(node)
        }
        return owners
    }
}
