/// Where each component stands as a child in the spec's bodies, found in one walk of them, so that
/// what its parents pass one of its props is read at those places alone. Walking each parent's
/// whole body for every prop asked was quadratic: a root listing 10,000 different components,
/// each showing a prop, walked the root's 10,000 elements for each of them.
struct ChildPlaces {
    /// The way from a body to one child element: an element's index in its list, then, to go
    /// further in, 0 for the element's nested elements or k + 1 for its k-th scoped body, and so on.
    typealias Path = [Int]

    /// By the component a child stands for (its own name, or one a scenario's `use:` binds it to),
    /// the components whose bodies hold such a child, in the spec's order, each with the paths to
    /// it in the order `TypeRules.forEachPart` visits them.
    private(set) var places: [String: [(parent: Int, paths: [Path])]] = [:]
    /// The parts of each element with a child inside it, by its parent and its path: an
    /// element's nested elements are a list made anew for its parts (a branch's `then` and
    /// `else` joined), which would otherwise be made again for each prop asked.
    private var containers: [Int: [Path: ElementParts]] = [:]

    init(_ components: [ComponentDecl], bound: [String: [String]]) {
        var path: Path = []
        for c in components.indices { walk(components[c].body, in: c, &path, bound) }
    }

    /// Walks `body` as `TypeRules.forEachPart` does; whether a child stands in it.
    @discardableResult
    private mutating func walk(_ body: [Element], in parent: Int, _ path: inout Path, _ bound: [String: [String]]) -> Bool {
        var holdsChild = false
        for (i, element) in body.enumerated() {
            path.append(i)
            let parts = ElementParts(element)
            var inside = false
            for child in parts.children {
                holdsChild = true
                var targets = [child.component]
                for b in bound[child.component] ?? [] where !targets.contains(b) { targets.append(b) }
                for target in targets {
                    if let n = places[target]?.count, places[target]?[n - 1].parent == parent {
                        places[target]?[n - 1].paths.append(path)
                    } else {
                        places[target, default: []].append((parent, [path]))
                    }
                }
            }
            if !parts.nested.isEmpty {
                path.append(0)
                if walk(parts.nested, in: parent, &path, bound) { inside = true }
                path.removeLast()
            }
            for (k, scoped) in parts.scoped.enumerated() {
                path.append(k + 1)
                if walk(scoped.elements, in: parent, &path, bound) { inside = true }
                path.removeLast()
            }
            if inside {
                holdsChild = true
                containers[parent, default: [:]][path] = parts
            }
            path.removeLast()
        }
        return holdsChild
    }

    /// Calls `visit` with the parts at `paths` (of `places`) of `parent`'s body, each in the
    /// scope `TypeRules.forEachPart(of:in:_:)` gives it there, from `env`, the body's own:
    /// only the elements on the way to them are walked.
    func forEachPart<Names: NameTypes>(of parent: ComponentDecl, at index: Int, _ paths: [Path], rules: TypeRules, in env: Names,
                                       _ visit: (ElementParts, Names) -> Void) {
        walk(parent.body, at: paths[...], depth: 0, containers[index] ?? [:], rules, env, visit)
    }

    private func walk<Names: NameTypes>(_ body: [Element], at paths: ArraySlice<Path>, depth: Int, _ containers: [Path: ElementParts],
                                        _ rules: TypeRules, _ env: Names, _ visit: (ElementParts, Names) -> Void) {
        var rest = paths
        while let first = rest.first {
            let index = first[depth]
            var inside = rest.prefix { $0[depth] == index }
            rest = rest.dropFirst(inside.count)
            let deeper = inside.count > 1 || first.count > depth + 1
            let parts = deeper ? containers[Array(first[...depth])] ?? ElementParts(body[index]) : ElementParts(body[index])
            if first.count == depth + 1 {
                visit(parts, env)
                inside = inside.dropFirst()
            }
            while let next = inside.first {
                let branch = next[depth + 1]
                let steps = inside.prefix { $0[depth + 1] == branch }
                inside = inside.dropFirst(steps.count)
                if branch == 0 {
                    walk(parts.nested, at: steps, depth: depth + 2, containers, rules, parts.loop.map { rules.loopScope($0, in: env) } ?? env, visit)
                } else {
                    let scoped = parts.scoped[branch - 1]
                    walk(scoped.elements, at: steps, depth: depth + 2, containers, rules, rules.scope(of: scoped, in: env), visit)
                }
            }
        }
    }
}
