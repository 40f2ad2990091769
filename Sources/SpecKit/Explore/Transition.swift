/// What one settled step showed: the properties it broke, or the error that stopped it.
struct Outcome {
    var violations: [(kind: Finding.Kind, detail: String, location: Location)] = []
    /// The step stopped with this error: a finding, or a bad spec when `badSpec` is set.
    var error: Diagnostic?
    /// An `always:` expression that is not a Bool, or that names a component two live views have:
    /// the spec is wrong, not the app.
    var badSpec = false

    /// Stale renders per component, to tell which ones a step added.
    static func staleCounts(_ graph: Graph) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: graph.measureTable.counts(of: .staleRenders).map { ($0.component, $0.count) })
    }

    /// Checks the invariants (a stale render since `staleBefore`) and the `always:` expressions.
    static func check(_ graph: Graph, staleBefore: [String: Int], always: [Expr]) -> Outcome {
        var outcome = Outcome()
        // Most steps add no stale render: look for one before building anything.
        var added: [(component: String, stale: Int)] = []
        for (component, stale) in graph.measureTable.counts(of: .staleRenders) where stale > staleBefore[component, default: 0] {
            added.append((component, stale))
        }
        for (component, stale) in added.sorted(by: { $0.component < $1.component }) {
            guard let invariant = graph.spec.component(named: component)?.invariant else { continue }
            let n = stale - staleBefore[component, default: 0]
            outcome.violations.append((.invariant(component: component, expression: invariant.source),
                                       "\(n) render\(n == 1 ? "" : "s") of \(component) with \(invariant.source) false",
                                       invariant.location))
        }
        graph.reader = nil
        for e in always {
            do {
                let value = try Evaluator.evaluate(e, in: MeasureScope(graph: graph))
                guard case .bool(let holds) = value else {
                    outcome.error = Diagnostic("an always-expression must be true or false; \(e.source) is \(value.typeName) \(value.literal)",
                                               at: e.location, hint: "compare it, e.g. `\(e.source) > 0`")
                    outcome.badSpec = true
                    return outcome
                }
                if !holds {
                    var seen: Set<String> = []
                    let values = ((try? graph.check(e).values) ?? []).filter { seen.insert($0).inserted }
                    outcome.violations.append((.always(expression: e.source),
                                               values.isEmpty ? "it was false" : values.joined(separator: ", "), e.location))
                }
            } catch let d as Diagnostic where d.hint == Graph.manyLiveViewsHint {
                // Which view it means is unclear in the spec itself (docs/exploring.md), as `spec run` says.
                outcome.error = d
                outcome.badSpec = true
                return outcome
            } catch let d as Diagnostic {
                outcome.violations.append((.always(expression: e.source), "it could not be evaluated: \(d.message)", e.location))
            } catch {
                outcome.violations.append((.always(expression: e.source), "it could not be evaluated: \(error)", e.location))
            }
        }
        return outcome
    }
}

/// Actions a settled state offers (all of them, or a chunk of them), each tried on its own copy of the graph.
struct Expansion {
    struct Step {
        var action: ExploreAction
        var graph: Graph
        var key: StateKey
        var outcome: Outcome
    }

    var steps: [Step] = []
    /// Labels shown by more than one button or control: a step needs exactly one, so they are left out.
    var ambiguous: [String] = []

    /// `reusingGraph`: these are the state's last actions and nothing else copies its graph, so
    /// the last one runs on the graph itself, and a state with one action costs no copy at all.
    /// `stopped`, asked before each action: the search no longer needs the rest. `own`, the
    /// thread's declarations, which each copy is given.
    static func of(_ graph: Graph, actions: ArraySlice<ExploreAction>, reusingGraph: Bool, staleBefore before: [String: Int],
                   always: [Expr], until stopped: (() -> Bool)? = nil, adopting own: ThreadDeclarations.Own? = nil,
                   listing order: inout [Node]) -> Expansion {
        var expansion = Expansion()
        expansion.steps.reserveCapacity(actions.count)
        for (i, action) in zip(actions.indices, actions) {
            if let stopped, stopped() { break }
            let next = reusingGraph && i == actions.endIndex - 1 ? graph.reusedAsCopy() : graph.copy()
            own?.adopt(next)
            var outcome: Outcome
            do {
                try action.perform(on: next)
                outcome = Outcome.check(next, staleBefore: before, always: always)
            } catch let d as Diagnostic {
                outcome = Outcome(error: d)
            } catch {
                outcome = Outcome(error: Diagnostic("\(error)", at: next.scenario.location))
            }
            let key = outcome.error == nil ? next.stateKey(reusing: &order) : StateKey(high: 0, low: 0)
            expansion.steps.append(Step(action: action, graph: next, key: key, outcome: outcome))
        }
        return expansion
    }
}
