/// A chain of computed properties, each reading the next (`a0: a1 + 1`, `a1: a2 + 1`, …), is
/// evaluated one inside another, as Swift's getters call one another: the run refuses a chain
/// longer than `Limits.evaluationDepth` when it reaches its end (NestedCalls.swift), and the
/// checks refuse it before, from the names each property reads.
extension SpecValidator {
    /// Per model, the longest chain of its computed properties reading one another by bare
    /// name; one past the bound is reported at the read that goes past it. A property that
    /// reads itself, or a cycle, is the run's error (`reads itself`), not a length.
    mutating func checkComputedChains() {
        for model in spec.models where model.computed.count > limits.evaluationDepth {
            let computed = model.computed
            var index: [String: Int] = [:]
            for (i, c) in computed.enumerated() where index[c.name] == nil { index[c.name] = i }
            // The computed properties each one reads, with where it reads each.
            let reads: [[(Int, Location)]] = computed.map { c in
                c.value.names.compactMap { name, location in index[name].map { ($0, location) } }
            }
            // Longest chain from each property, with its next link, found in an order that needs
            // no recursion: a property is measured after every one it reads.
            var length = [Int](repeating: 0, count: computed.count)
            var next = [Int?](repeating: nil, count: computed.count)
            var state = [UInt8](repeating: 0, count: computed.count) // 0 new, 1 on the path, 2 measured
            for start in computed.indices where state[start] == 0 {
                var stack: [(node: Int, edge: Int)] = [(start, 0)]
                state[start] = 1
                while let (node, edge) = stack.last {
                    if edge < reads[node].count {
                        stack[stack.count - 1].edge += 1
                        let target = reads[node][edge].0
                        if state[target] == 0 {
                            state[target] = 1
                            stack.append((target, 0))
                        }
                        continue
                    }
                    length[node] = 1
                    for (target, _) in reads[node] where state[target] == 2 && length[target] + 1 > length[node] {
                        length[node] = length[target] + 1
                        next[node] = target
                    }
                    state[node] = 2
                    stack.removeLast()
                }
            }
            guard let first = length.indices.max(by: { length[$0] < length[$1] }), length[first] > limits.evaluationDepth else { continue }
            var path = [first]
            while path.count <= limits.evaluationDepth, let n = next[path[path.count - 1]] { path.append(n) }
            let reader = path[path.count - 2], past = path[path.count - 1]
            let location = reads[reader].first { $0.0 == past }?.1 ?? computed[past].location
            let names = path.map { computed[$0].name }
            let shown = (names.prefix(3) + ["…"] + names.suffix(2)).joined(separator: " → ")
            report(Diagnostic("computed properties of \(model.name) read one another more than \(limits.evaluationDepth) deep: \(shown)",
                              at: location,
                              hint: "each is evaluated inside the one that reads it; keep a step of the chain in a field, "
                                  + "or compute several steps in one expression"))
        }
    }
}
