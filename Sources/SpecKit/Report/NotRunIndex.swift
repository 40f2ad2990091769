/// The live nodes of one kind of "not run" line (waiting for a tab, the root, content, below a
/// parent): how many of each component, and which of each came first, so that a pass's line costs
/// what the pass touched rather than a walk over the whole screen.
struct NotRunIndex {
    /// A node as the index keeps it: `order` is its place in creation order.
    struct Entry: Comparable {
        var order: Int
        var id: Int
        static func < (a: Entry, b: Entry) -> Bool { a.order < b.order }
    }

    /// A component with the creation place of its first node when it was listed.
    private struct First: Comparable {
        var order: Int
        var component: String
        static func < (a: First, b: First) -> Bool { a.order < b.order }
    }

    private(set) var total = 0
    private var counts: [String: Int] = [:]
    /// Each component's nodes, first made on top; nodes gone or moved to another kind stay until
    /// they come to the top or the heaps are rebuilt.
    private var members: [String: MinHeap<Entry>] = [:]
    /// Components by their first node; `listed` says which entry of each is current.
    private var firsts = MinHeap<First>()
    private var listed: [String: Int] = [:]
    /// Entries left behind by nodes that went: the heaps are rebuilt when they outnumber the rest.
    private var stale = 0

    mutating func insert(_ entry: Entry, component: String) {
        counts[component, default: 0] += 1
        total += 1
        members[component, default: MinHeap()].push(entry)
        if listed[component].map({ entry.order < $0 }) ?? true {
            firsts.push(First(order: entry.order, component: component))
            listed[component] = entry.order
        }
    }

    mutating func remove(component: String) {
        guard let count = counts[component] else { return }
        counts[component] = count > 1 ? count - 1 : nil
        total -= 1
        stale += 1
    }

    /// The components of the nodes here but those in `excluded`, in the order of each one's first
    /// such node, each with how many: the first `shown`, then how many nodes the others have.
    /// `current` tells whether an entry still stands for a node of this kind.
    mutating func counts(excluding excluded: [Int: String], shown: Int,
                         current: (Entry) -> Bool) -> (components: [(String, Int)], others: Int) {
        if stale > 2 * total + 256 { rebuild(current) }
        var skipped: [String: Int] = [:]
        for component in excluded.values { skipped[component, default: 0] += 1 }
        let left = total - excluded.count
        guard left > 0 else { return ([], 0) }
        // Components by the first node not excluded: each component's is at or after its listed
        // first, so the walk stops once `shown + 1` are found before the next listed.
        var found: [First] = [], popped: [First] = []
        while let next = firsts.top {
            if found.count > shown && found[shown].order < next.order { break }
            firsts.pop()
            guard listed[next.component] == next.order else { continue }
            guard let first = first(of: next.component, excluding: excluded, current: current) else {
                listed[next.component] = nil
                continue
            }
            if first.order != next.order && skipped[next.component] == nil {
                // Its first node went: list it again at the next.
                firsts.push(First(order: first.order, component: next.component))
                listed[next.component] = first.order
                continue
            }
            popped.append(next)
            if (counts[next.component] ?? 0) > (skipped[next.component] ?? 0) {
                let at = found.firstIndex { $0.order > first.order } ?? found.endIndex
                found.insert(First(order: first.order, component: next.component), at: at)
            }
        }
        for first in popped { firsts.push(first) }
        let components = found.prefix(shown).map { ($0.component, counts[$0.component]! - (skipped[$0.component] ?? 0)) }
        return (components, left - components.reduce(0) { $0 + $1.1 })
    }

    /// The component's first current node not in `excluded`, dropping the entries of nodes gone
    /// from its heap's top; nil when it has none left at all.
    private mutating func first(of component: String, excluding excluded: [Int: String],
                                current: (Entry) -> Bool) -> Entry? {
        guard var heap = members.removeValue(forKey: component) else { return nil }
        defer { if !heap.isEmpty { members[component] = heap } }
        var aside: [Entry] = []
        defer { for entry in aside { heap.push(entry) } }
        while let entry = heap.top {
            if !current(entry) { heap.pop(); continue }
            if excluded[entry.id] == nil { return entry }
            aside.append(entry)
            heap.pop()
        }
        return aside.first
    }

    private mutating func rebuild(_ current: (Entry) -> Bool) {
        var kept: [String: MinHeap<Entry>] = [:]
        firsts = MinHeap()
        listed = [:]
        for (component, heap) in members {
            let entries = heap.elements.filter(current)
            guard let first = entries.min() else { continue }
            kept[component] = MinHeap(entries)
            firsts.push(First(order: first.order, component: component))
            listed[component] = first.order
        }
        members = kept
        stale = 0
    }
}
