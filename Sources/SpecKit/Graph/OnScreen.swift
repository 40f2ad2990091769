/// What is on screen, read from the graph's last renders: the texts and buttons a person sees,
/// and the controls they can reach (§26, §29, §42).
extension Graph {
    /// The screen: every text and button in tree order; with screens, only what a person sees
    /// (the top-most presentation, the top of a stack, the selected tab: §26).
    public var screen: [ScreenItem] { screen(upTo: .max) }

    /// The first `limit` texts and buttons of the screen, in tree order.
    public func screen(upTo limit: Int) -> [ScreenItem] {
        guard screenCount > 0 else { return items(under: root, upTo: limit) }
        let top = topPresentation()
        guard let alert = top, alert.isAlert else { return items(under: top ?? root, upTo: limit) }
        // An alert is drawn over the screen it is presented from, which stays in sight (§29).
        let below = items(under: topPresentation(alerts: false) ?? root, upTo: limit)
        return below + items(under: alert, upTo: limit - below.count)
    }

    /// What a person can reach on screen: under an alert, only the alert's buttons (§29).
    var reachableScreen: [ScreenItem] {
        screenCount > 0 ? items(under: topPresentation() ?? root) : screen
    }

    /// The controls a person can reach, in tree order, as their bodies rendered them: a step and
    /// exploring find a control by its kind and title, which its live label does not change, so
    /// no binding is read and no label is made for the texts and controls that are not asked for.
    var reachableControls: [ScreenItem] {
        guard screenIndex.controls > 0 || screenCount > 0 else { return [] }
        return items(under: screenCount > 0 ? topPresentation() ?? root : root, controlsOnly: true)
    }

    /// The controls in sight: under an alert, those of the screen it is drawn over, which stays in
    /// sight (§29) and keeps the keyboard focus where it is (§42), though nothing there takes input.
    var controlsInSight: [ScreenItem] {
        guard screenCount > 0, let top = topPresentation(), top.isAlert else { return reachableControls }
        return items(under: topPresentation(alerts: false) ?? root, controlsOnly: true)
    }

    /// The texts and buttons a node shows, in tree order: a screen node shows what is visible of it.
    /// With `controlsOnly`, its controls alone, as rendered (`reachableControls`).
    func items(under top: Node?, upTo limit: Int = .max, controlsOnly: Bool = false) -> [ScreenItem] {
        var items: [ScreenItem] = []
        var stack: [(Node, [Node.Output], Int)] = top.map { [($0, $0.screen?.visibleOutput(of: $0) ?? $0.output, 0)] } ?? []
        while let (node, output, index) = stack.popLast() {
            guard index < output.count else { continue }
            stack.append((node, output, index + 1))
            switch output[index] {
            case .item(let item):
                if controlsOnly {
                    if item.kind == .control { items.append(item) }
                    continue
                }
                if items.count == limit { return items }
                var shown = item.kind == .control ? live(item) : item
                // As a person sees it: greyed out by its own `disabled:` or one around it.
                if shown.kind != .text, !isEnabled(shown) { shown.shownDisabled = true }
                items.append(shown)
            case .child(let slot):
                if let child = node.children[slot] {
                    // A presentation shows its content over the screen, not in its place.
                    if case .presentation? = child.screen?.kind { continue }
                    stack.append((child, child.screen?.visibleOutput(of: child) ?? child.output, 0))
                }
            }
        }
        return items
    }
}
