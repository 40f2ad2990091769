/// Where a label is when it is in the view tree but not in sight: a failed expectation says so,
/// since "not on screen" alone reads like a wrong label when the view is only covered.
extension Graph {
    /// Why the label, shown by a live view, is out of sight: `under the sheet presented over it`,
    /// `under the screen pushed over it`, `in the tab "Settings", which is not selected`; nil when
    /// no live view shows it (or the graph has no screens, where every live view is in sight).
    /// Walks the whole tree: for a failure's report only.
    func offScreenPlace(of label: String) -> String? {
        offScreenPlaces(of: label, upTo: 1).first ?? hiddenDialogTitle(label, top: topPresentation())
    }

    /// Why each live view that shows the label out of sight is out of sight, in tree order, up to
    /// `limit` of them: the export asks whether a label in sight is shown under it too (ReachableQueries).
    func offScreenPlaces(of label: String, upTo limit: Int) -> [String] {
        guard screenCount > 0, let root else { return [] }
        let top = topPresentation()
        // The layers in sight: the top presentation, and under an alert the screen it is over.
        var layers: Set<Int> = []
        if let top {
            layers.insert(top.id)
            if top.isAlert { layers.insert((topPresentation(alerts: false) ?? root).id) }
        } else {
            layers.insert(root.id)
        }
        let cover = top.map { node -> String in
            guard case .presentation(let p)? = node.screen?.kind, !node.isFlagPush else { return "under the screen pushed over it" }
            return "under the \(p.style.noun) presented over it"
        }
        var found: [String] = []
        func walk(_ node: Node, _ output: [Node.Output], _ reason: String?, _ inSight: Bool) {
            for entry in output {
                guard found.count < limit else { return }
                switch entry {
                case .item(let item):
                    let shown = item.kind == .control ? live(item) : item
                    guard shown.label == label else { continue }
                    if let why = reason ?? (inSight ? nil : cover) { found.append(why) }
                case .child(let slot):
                    if let child = node.children[slot] { visit(child, reason, inSight) }
                }
            }
        }
        func visit(_ node: Node, _ reason: String?, _ inSight: Bool) {
            let inSight = inSight || layers.contains(node.id)
            guard let screen = node.screen else { return walk(node, node.output, reason, inSight) }
            switch screen.kind {
            case .presentation:
                // Its content is a layer of its own: in sight only if it is one of the layers, even
                // when a push or another tab covers the view that presented it.
                let layer = layers.contains(node.id)
                walk(node, node.output, layer ? nil : reason, layer)
            case .destination, .declarations:
                walk(node, node.output, reason, inSight)
            case .stack:
                let covered = reason ?? (screen.pushed.isEmpty ? nil : "under the screen pushed over it")
                walk(node, screen.rootOutput, covered, inSight)
                for (level, pushed) in screen.pushed.enumerated() {
                    guard let child = node.children[pushed.slot] else { continue }
                    visit(child, reason ?? (level == screen.pushed.count - 1 ? nil : "under the screen pushed over it"), inSight)
                }
            case .tabs(let decl):
                for (index, output) in screen.tabOutputs.enumerated() {
                    let title = index < decl.tabs.count ? decl.tabs[index].label : "\(index + 1)"
                    walk(node, output, reason ?? (index == screen.selected ? nil : "in the tab \"\(title)\", which is not selected"), inSight)
                }
            }
        }
        visit(root, nil, false)
        return found
    }

    /// A confirmation dialog's own title, which iOS leaves out unless `titleVisibility` is
    /// `.visible` (§31): the label is in no view, and says why.
    private func hiddenDialogTitle(_ label: String, top: Node?) -> String? {
        guard case .presentation(let p)? = top?.screen?.kind, let alert = p.alert, let visibility = alert.titleVisibility,
              !alert.showsTitle, LabelPattern(alert.title).matches(label) else { return nil }
        return "it is the title of the confirmation dialog, which iOS does not show with `title-visibility: \(visibility.rawValue)`; write `title-visibility: visible` to show it"
    }
}

