/// The labels on screen, kept up to date as renders replace nodes' outputs, so a tap finds its
/// button and an expectation checks its label without walking the screen. A walk is linear in the
/// tree; a tap on one leaf of a large tree must cost what the leaf's render costs.
///
/// Every live node's output is on screen: a render destroys the children it no longer shows.
struct ScreenIndex {
    // Counts and ids in 32 bits: counts are bounded by the screen-size limit and node ids by
    // `Limits.ids`, and an entry of a large screen's tables takes a quarter less.
    /// How many texts show each label (buttons are counted in `buttons` alone).
    private var labels: [IndexedLabel: Int32] = [:]
    /// For each button label: how many buttons show it and the sum of their nodes' ids, modulo
    /// 2^32, which is the node itself when there is exactly one.
    private var buttons: [IndexedLabel: (count: Int32, idSum: Int32)] = [:]

    /// Texts and buttons on screen, for the screen-size limit.
    private(set) var count = 0

    /// Whether texts' labels are indexed: only an expectation asks whether a text is shown
    /// (`shows`), and exploring checks none, so it counts texts without hashing their labels.
    /// Without them, `Graph.shows` walks the screen.
    var indexesTexts = true

    /// Replaces one node's items: its previous output's labels leave, its new one's arrive.
    mutating func replace(_ old: [Node.Output], with new: [Node.Output], of node: Int) {
        // A render mostly shows what it showed before, often with one label changed: an item
        // that its position shows alike in both outputs would leave and come back, so it is
        // skipped, and only the positions that differ are counted.
        let common = min(old.count, new.count)
        for i in 0..<common where !unchanged(old[i], new[i]) {
            if case .item(let item) = old[i] { remove(item, of: node); count -= 1 }
            if case .item(let item) = new[i] { add(item, of: node); count += 1 }
        }
        // By index, not over slices: unoptimized, a slice's iterator asks the runtime for generic
        // metadata at each output, and this runs at every render.
        for i in common..<old.count { if case .item(let item) = old[i] { remove(item, of: node); count -= 1 } }
        for i in common..<new.count { if case .item(let item) = new[i] { add(item, of: node); count += 1 } }
    }

    /// Whether a position of the output counts the same: a child in both (children are not
    /// counted here), or an item of the same kind and label (any two texts, when their labels
    /// are not indexed).
    private func unchanged(_ a: Node.Output, _ b: Node.Output) -> Bool {
        switch (a, b) {
        case (.child, .child): return true
        case (.item(let x), .item(let y)): return x.kind == y.kind && (x.label == y.label || (x.kind == .text && !indexesTexts))
        default: return false
        }
    }

    private mutating func add(_ item: ScreenItem, of node: Int) {
        // A control's label follows its binding, not its body's render: it is looked up live.
        if item.kind == .control { controls += 1; return }
        // Each label is hashed once: its entry is found, then changed in place.
        if item.kind == .text {
            if indexesTexts { labels[IndexedLabel(item.label), default: 0] += 1 }
            return
        }
        let label = IndexedLabel(item.label)
        if item.kind == .button {
            if let i = buttons.index(forKey: label) {
                buttons.values[i].count += 1
                buttons.values[i].idSum &+= Int32(node)
            } else {
                buttons[label] = (1, Int32(node))
            }
        }
    }

    private mutating func remove(_ item: ScreenItem, of node: Int) {
        if item.kind == .control { controls -= 1; return }
        if item.kind == .text {
            guard indexesTexts, let i = labels.index(forKey: IndexedLabel(item.label)) else { return }
            if labels.values[i] > 1 { labels.values[i] -= 1 } else { labels.remove(at: i) }
            return
        }
        if item.kind == .button, let i = buttons.index(forKey: IndexedLabel(item.label)) {
            if buttons.values[i].count > 1 {
                buttons.values[i].count -= 1
                buttons.values[i].idSum &-= Int32(node)
            } else {
                buttons.remove(at: i)
            }
        }
    }

    /// How many texts and buttons are indexed; the screen's length when the index is right
    /// and indexes texts.
    var labelCount: Int { labels.values.reduce(0) { $0 + Int($1) } + buttons.values.reduce(0) { $0 + Int($1.count) } + controls }

    /// How many controls are on screen.
    private(set) var controls = 0

    /// Whether some text or button shows exactly this label.
    func shows(_ label: String) -> Bool {
        let label = IndexedLabel(label)
        return labels[label] != nil || buttons[label] != nil
    }

    /// Every button label on screen with how many buttons show it, in label order.
    var buttonLabels: [(label: String, count: Int)] {
        buttons.map { ($0.key.text, Int($0.value.count)) }.sorted { $0.label < $1.label }
    }

    /// The node of the one button with this label; nil when there is none or several.
    func onlyButton(_ label: String) -> Int? {
        guard let entry = buttons[IndexedLabel(label)], entry.count == 1 else { return nil }
        return Int(entry.idSum)
    }
}

/// A label with its hash worked out once. A probe of a large table compares each key it meets:
/// a label past 15 bytes keeps its text in storage of its own, which a comparison of the texts
/// reads, a cache miss a key in a large tree; the hashes, kept in the table, tell nearly all
/// other labels apart first.
struct IndexedLabel: Hashable {
    let text: String
    private let hash: Int

    init(_ text: String) {
        self.text = text
        hash = text.hashValue
    }

    static func == (a: IndexedLabel, b: IndexedLabel) -> Bool { a.hash == b.hash && a.text == b.text }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension Graph {
    /// Sets a node's output: its previous output's labels leave the screen index, the new one's
    /// arrive. The graph does it rather than the node, which would keep a reference to the graph.
    func show(_ output: [Node.Output], of node: Node) {
        screenIndex.replace(node.output, with: output, of: node.id)
        node.output = output
    }

    /// Whether a text or button with exactly this label is on screen (as `screen` would show).
    public func shows(_ label: String) -> Bool {
        // With screens, some live output is off screen: look at what a person sees. Without
        // the texts' labels indexed, the screen says it too.
        screenCount > 0 || !screenIndex.indexesTexts ? screen.contains { $0.label == label }
            : screenIndex.shows(label) || (screenIndex.controls > 0 && screen.contains { $0.kind == .control && $0.label == label })
    }

    /// The one button with this label on screen, without walking the screen; nil when there is
    /// none or several (the caller then explains from the whole screen).
    func onlyButton(_ label: String) -> ScreenItem? {
        if screenCount > 0 {
            let matches = reachableScreen.filter { $0.kind == .button && $0.label == label }
            return matches.count == 1 ? matches[0] : nil
        }
        guard let id = screenIndex.onlyButton(label), let node = nodes[id] else { return nil }
        for case .item(let item) in node.output where item.kind == .button && item.label == label { return item }
        return nil
    }
}
