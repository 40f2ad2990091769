import Foundation

/// What a thread does with the work it takes from a level, outside the level's lock: a run lists
/// its states and tries their actions, a chunk tries its actions on copies of its state's graph.
extension Level {
    /// What a taken work gave: its pieces, the work it gives back, and what it listed.
    struct Done {
        var pieces: [Tried] = []
        var back: [Work] = []
        var run = false
        var listedStates = 0
        var listedActions = 0
    }

    /// Whether the merge stopped while a work was being tried: the rest of it is not tried, since
    /// nothing will merge it.
    var interrupted: () -> Bool {
        { [unowned self] in
            condition.lock()
            defer { condition.unlock() }
            return stopped
        }
    }

    /// Tries a work outside the lock: a run lists its states and tries their actions, a chunk
    /// tries its actions on copies of its state's graph.
    func tryWork(_ work: Work, thread: Int) -> Done {
        switch work {
        case .actions(let state, let offer, let actions):
            // Other threads may still be copying the state's graph for its other chunks: each
            // copy is given this thread's declarations, the graph itself keeps its own.
            var order: [Node] = []
            let own = declarations?.own(thread: thread)
            var expansion = Expansion.of(offer.graph, actions: offer.actions[actions], reusingGraph: false,
                                         staleBefore: offer.staleBefore, always: own?.always ?? always, until: interrupted,
                                         adopting: own, listing: &order)
            if actions.lowerBound == 0 { expansion.ambiguous = offer.ambiguous }
            let next = actions.upperBound == offer.actions.count ? Position(state: state + 1, action: 0)
                                                                  : Position(state: state, action: actions.upperBound)
            return Done(pieces: [Tried(start: Position(state: state, action: actions.lowerBound), thread: thread,
                                       piece: Piece(state: state, expansion: expansion, offered: offer.actions.count), next: next, cost: actions.count)])
        case .states(let run):
            return tryRun(run, thread: thread)
        }
    }

    /// Tries a run of states until it has tried its budget of actions. A state of more actions
    /// than the budget left is given back listed, or, first in the run, tried a chunk and shared.
    private func tryRun(_ run: Range<Int>, thread: Int) -> Done {
        var done = Done(run: true)
        var used = 0
        var order: [Node] = []   // each state key's list of nodes, made once a run
        let own = declarations?.own(thread: thread)
        var s = run.lowerBound
        while s < run.upperBound && used < runBudget {
            if interrupted() { break }
            let graph = graphs[s]!
            graphs[s] = nil
            // The run's alone with the graph now: it renders from this thread's declarations.
            own?.adopt(graph)
            let (actions, ambiguous) = ExploreAction.available(on: graph, alphabet: alphabet, controls: controls,
                                                               refreshes: refreshes, phases: phases)
            let offer = Offer(graph: graph, actions: actions, ambiguous: ambiguous, staleBefore: Outcome.staleCounts(graph))
            done.listedStates += 1
            done.listedActions += actions.count
            let whole = used + actions.count <= runBudget
            if !whole && used > 0 {
                done.back.append(.actions(state: s, offer: offer, actions: 0..<actions.count))
                s += 1
                break
            }
            let first = 0..<(whole ? actions.count : Self.chunkSize)
            // A state tried whole is done with once its actions have run: the last one runs on the graph itself.
            var expansion = Expansion.of(graph, actions: actions[first], reusingGraph: whole,
                                         staleBefore: offer.staleBefore, always: own?.always ?? always, until: nil, listing: &order)
            expansion.ambiguous = ambiguous
            used += first.count
            let next = whole ? Position(state: s + 1, action: 0) : Position(state: s, action: first.upperBound)
            done.pieces.append(Tried(start: Position(state: s, action: 0), thread: thread, piece: Piece(state: s, expansion: expansion, offered: actions.count),
                                     next: next, cost: first.count))
            s += 1
            if !whole {
                done.back.append(.actions(state: s - 1, offer: offer, actions: first.upperBound..<actions.count))
                break
            }
        }
        if s < run.upperBound { done.back.append(.states(s..<run.upperBound)) }
        return done
    }
}
