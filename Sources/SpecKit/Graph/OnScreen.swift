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
    var reachableControls: [ScreenItem] { items(under: reachableControlsTop, controlsOnly: true) }

    /// The node whose output holds the reachable controls; nil when no view can show one.
    private var reachableControlsTop: Node? {
        guard screenIndex.controls > 0 || screenCount > 0 else { return nil }
        return screenCount > 0 ? topPresentation() ?? root : root
    }

    /// The first control in sight that `matches`, found without listing the others. Under an
    /// alert, the controls in sight are the alert's own text fields (§29) and those of the screen
    /// it is drawn over, which stays in sight (§29) and keeps the keyboard focus where it is
    /// (§42), though nothing there takes input.
    func firstControlInSight(where matches: (ScreenItem) -> Bool) -> ScreenItem? {
        guard screenCount > 0, let alert = topPresentation(), alert.isAlert else {
            return withoutActuallyEscaping(matches) { items(under: reachableControlsTop, controlsOnly: true, matching: $0).first }
        }
        return withoutActuallyEscaping(matches) {
            items(under: alert, controlsOnly: true, matching: $0).first
                ?? items(under: topPresentation(alerts: false) ?? root, controlsOnly: true, matching: $0).first
        }
    }

    /// The texts and buttons a node shows, in tree order: a screen node shows what is visible of it.
    /// With `controlsOnly`, its controls alone, as rendered (`reachableControls`); with `matching`
    /// too, the first control that matches alone.
    func items(under top: Node?, upTo limit: Int = .max, controlsOnly: Bool = false,
               matching: ((ScreenItem) -> Bool)? = nil) -> [ScreenItem] {
        var items: [ScreenItem] = []
        if let top {
            _ = collect(top, top.screen?.visibleOutput(of: top) ?? top.output, into: &items, upTo: limit, controlsOnly: controlsOnly,
                        matching: matching)
        }
        return items
    }

    /// Appends what `output` of `node` shows, children in place, depth first; false once `limit`
    /// items are in, or the first control `matching` accepts. A recursion, not a stack of tuples:
    /// an unoptimized build looks up a tuple array's type at every push and pop.
    private func collect(_ node: Node, _ output: [Node.Output], into items: inout [ScreenItem], upTo limit: Int,
                         controlsOnly: Bool, matching: ((ScreenItem) -> Bool)? = nil) -> Bool {
        var index = 0
        while index < output.count {
            defer { index += 1 }
            switch output[index] {
            case .item(let item):
                if controlsOnly {
                    guard item.kind == .control else { continue }
                    if let matching, !matching(item) { continue }
                    items.append(item)
                    if matching != nil { return false }
                    continue
                }
                if items.count == limit { return false }
                var shown = item.kind == .control ? live(item) : item
                // As a person sees it: greyed out by its own `disabled:` or one around it.
                if shown.kind != .text, !isEnabled(shown) { shown.shownDisabled = true }
                items.append(shown)
            case .child(let slot):
                // A presentation shows its content over the screen, not in its place.
                guard let child = node.children[slot] else { continue }
                if case .presentation? = child.screen?.kind { continue }
                guard collect(child, child.screen?.visibleOutput(of: child) ?? child.output, into: &items, upTo: limit,
                              controlsOnly: controlsOnly, matching: matching) else { return false }
            }
        }
        return true
    }
}
