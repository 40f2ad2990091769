import Foundation

/// One breadth-first level, tried in chunks: a chunk is a run of one state's actions, and the
/// chunks are handed to the merge strictly in order (each state's in the order of its actions, the
/// states in the order of the level), one at a time, so that the merge can stop at the state bound
/// and free each chunk's graphs as soon as it is done with them. What is alive at any moment is the
/// level's states, the chunks taken and not yet merged (`bound` actions at most), and what the
/// merge keeps.
///
/// With one thread a chunk is one action, merged as soon as it is tried: nothing is tried past
/// the step that reaches the state bound, and one step's graph is alive beside the states. With
/// `jobs` threads they take chunks of `chunkSize` actions in order, each the next not yet taken,
/// up to `heldPerThread` actions a thread ahead of the merge, while the calling thread merges;
/// when the merge stops (at the state bound, or at an error in the spec), a thread stops too, at
/// the next action of its chunk. Each action runs on a copy of its state's graph, so the results
/// do not depend on the threads.
///
/// A state's actions are listed by the thread that takes its first chunk; the threads wait for
/// the list, since the chunks after it depend on how many actions there are.
final class Level: @unchecked Sendable {
    /// Actions in a chunk with threads: enough that most states are one chunk (whose last action
    /// runs on the state's own graph) and the lock is rare, few enough that a thread tries no
    /// more than a few past the one the merge stops at.
    static let chunkSize = 8
    /// Actions a thread may have taken ahead of the merge: enough that a thread rarely waits for
    /// another's chunk, few enough that a screen of a thousand buttons does not hold a thousand graphs.
    static let heldPerThread = 16

    /// Actions in a chunk, and at most in the chunks taken and not merged.
    let chunk: Int
    let bound: Int

    /// A state whose actions are being tried: its graph, what it offers, and its stale renders
    /// before any action, shared by its chunks.
    final class Offer {
        let graph: Graph
        let actions: [ExploreAction]
        let ambiguous: [String]
        let staleBefore: [String: Int]

        init(graph: Graph, actions: [ExploreAction], ambiguous: [String], staleBefore: [String: Int]) {
            self.graph = graph
            self.actions = actions
            self.ambiguous = ambiguous
            self.staleBefore = staleBefore
        }
    }

    /// A chunk as it is taken: the first chunk of a state not listed yet, or a later one.
    private enum Work {
        case first(state: Int, graph: Graph)
        case later(state: Int, offer: Offer, actions: Range<Int>)
    }

    /// A chunk tried: the state's index in the level, and its steps (the first chunk of a state
    /// carries the state's ambiguous labels too).
    struct Piece {
        var state: Int
        var expansion: Expansion
    }

    private let always: [Expr]
    private let alphabet: [String]
    private let controls: Bool
    private let refreshes: Bool
    private let phases: Bool
    private let jobs: Int
    /// The level's graphs, each given up once its state is listed.
    private var graphs: [Graph?]

    // Under `condition`, with more than one thread; otherwise the calling thread's alone.
    private let condition = NSCondition()
    /// The next chunk to take: the state listed and the action its next chunk starts at, or the
    /// next state to list.
    private var offer: Offer?
    private var nextAction = 0
    private var nextState = 0
    /// A thread is listing the state at `nextState`: nothing after it can be taken until it is done.
    private var listing = false
    /// Chunks taken and merged; a chunk's number is its place in the merge's order.
    private var taken = 0
    private var merged = 0
    /// Actions in the chunks taken and not yet freed by the merge (a first chunk counts as a whole
    /// chunk until its state is listed), and their highest.
    private var held = 0
    private(set) var heldMost = 0
    /// Actions tried, whether or not the merge reached them.
    private(set) var tried = 0
    /// The merge stopped: the threads stop at the next action of the chunk in hand and take no other.
    private var stopped = false
    /// The chunks taken and not yet merged, by number modulo the capacity; `ready` says which are tried.
    private let slots: UnsafeMutableBufferPointer<Piece>
    private var ready: [Bool]
    private var costs: [Int]
    /// Who waits on `condition`: the merge for the next chunk, threads for one to take.
    private var mergeWaiting = false
    private var threadsWaiting = 0
    /// The cost of the piece the merge took last, freed by the time it asks for the next one.
    private var mergedCost = 0
    private let threads = DispatchGroup()

    init(graphs: [Graph], always: [Expr], alphabet: [String], controls: Bool, refreshes: Bool, phases: Bool, jobs: Int) {
        self.graphs = graphs
        self.always = always
        self.alphabet = alphabet
        self.controls = controls
        self.refreshes = refreshes
        self.phases = phases
        // Threads share a state's chunks too: a level of one state with many actions uses them all.
        self.jobs = max(1, jobs)
        chunk = self.jobs == 1 ? 1 : Self.chunkSize
        bound = self.jobs == 1 ? 1 : self.jobs * Self.heldPerThread
        // Every chunk counts at least one action, so no more than the bound are alive.
        slots = .allocate(capacity: bound)
        ready = Array(repeating: false, count: bound)
        costs = Array(repeating: 0, count: bound)
        if self.jobs > 1 {
            for _ in 0..<self.jobs { DispatchQueue.global().async(group: threads) { self.work() } }
        }
    }

    deinit {
        for n in merged..<taken where ready[n % bound] { _ = (slots.baseAddress! + n % bound).move() }
        slots.deallocate()
    }

    /// The next chunk in the merge's order, tried; nil when the level is done. The chunk returned
    /// before must be gone by then: its cost no longer counts.
    func next() -> Piece? {
        if jobs == 1 {
            held -= mergedCost
            guard case let (n, work)? = take() else { return nil }
            let piece = tryChunk(work, number: n)
            mergedCost = costs[n % bound]
            merged += 1
            return piece
        }
        condition.lock()
        defer { condition.unlock() }
        held -= mergedCost
        mergedCost = 0
        if threadsWaiting > 0 { condition.broadcast() }
        while true {
            if merged < taken && ready[merged % bound] {
                let s = merged % bound
                ready[s] = false
                mergedCost = costs[s]
                merged += 1
                return (slots.baseAddress! + s).move()
            }
            if merged == taken && !listing && offer == nil && nextState == graphs.count { return nil }
            mergeWaiting = true
            condition.wait()
            mergeWaiting = false
        }
    }

    /// Stops the threads at the next action of the chunk in hand, and waits for them; the chunks
    /// they tried past the merge are freed with the level.
    func finish() {
        guard jobs > 1 else { return }
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        threads.wait()
    }

    /// A thread's loop: take the next chunk, try it, leave it for the merge.
    private func work() {
        condition.lock()
        while !stopped {
            guard case let (n, work)? = take() else {
                if !listing && offer == nil && nextState == graphs.count { break }
                threadsWaiting += 1
                condition.wait()
                threadsWaiting -= 1
                continue
            }
            condition.unlock()
            let piece = tryChunk(work, number: n)
            condition.lock()
            (slots.baseAddress! + n % bound).initialize(to: piece)
            ready[n % bound] = true
            // Waking is dear next to a chunk of cheap steps: only the merge waiting for this one.
            if mergeWaiting && n == merged { condition.broadcast() }
        }
        condition.unlock()
    }

    /// The next chunk, if one can be taken now, with its number; under the lock with threads.
    private func take() -> (Int, Work)? {
        guard !listing, taken < merged + bound else { return nil }
        let n = taken
        if let offer {
            let end = min(nextAction + chunk, offer.actions.count)
            let cost = end - nextAction
            guard held == 0 || held + cost <= bound else { return nil }
            let work = Work.later(state: nextState, offer: offer, actions: nextAction..<end)
            if end == offer.actions.count {
                self.offer = nil
                nextState += 1
            } else {
                nextAction = end
            }
            hold(cost, number: n)
            return (n, work)
        }
        guard nextState < graphs.count, held == 0 || held + chunk <= bound, let graph = graphs[nextState] else { return nil }
        graphs[nextState] = nil
        listing = true
        hold(chunk, number: n)
        return (n, .first(state: nextState, graph: graph))
    }

    private func hold(_ cost: Int, number n: Int) {
        taken += 1
        held += cost
        heldMost = max(heldMost, held)
        tried += cost
        costs[n % bound] = cost
    }

    /// With threads, whether the merge stopped while a chunk was being tried: its other actions
    /// are not tried, since nothing will merge them. With one thread the merge cannot stop meanwhile.
    private var interrupted: (() -> Bool)? {
        guard jobs > 1 else { return nil }
        return { [unowned self] in
            condition.lock()
            defer { condition.unlock() }
            return stopped
        }
    }

    /// Tries a chunk's actions; a first chunk lists its state's actions before, and lets the next
    /// chunk be taken once they are known. Outside the lock.
    private func tryChunk(_ work: Work, number n: Int) -> Piece {
        switch work {
        case .later(let state, let offer, let actions):
            // With one thread the state's other chunks are done by its last, which may run its
            // last action on the graph itself; with more they may still be copying it.
            let last = jobs == 1 && actions.upperBound == offer.actions.count
            return Piece(state: state, expansion: Expansion.of(offer.graph, actions: offer.actions[actions], reusingGraph: last,
                                                               staleBefore: offer.staleBefore, always: always, until: interrupted))
        case .first(let state, let graph):
            let (actions, ambiguous) = ExploreAction.available(on: graph, alphabet: alphabet, controls: controls,
                                                               refreshes: refreshes, phases: phases)
            let listed = Offer(graph: graph, actions: actions, ambiguous: ambiguous, staleBefore: Outcome.staleCounts(graph))
            let first = 0..<min(chunk, actions.count)
            if jobs > 1 { condition.lock() }
            // The chunk held a whole chunk's cost until now; an empty one still holds its slot.
            let cost = max(1, first.count)
            held -= chunk - cost
            tried -= chunk - first.count
            costs[n % bound] = cost
            listing = false
            if actions.count > first.count {
                offer = listed
                nextAction = first.count
            } else {
                nextState += 1
            }
            if jobs > 1 {
                if threadsWaiting > 0 { condition.broadcast() }
                condition.unlock()
            }
            // A state tried in one chunk is done with once its actions have run: the last one runs
            // on the graph itself. One tried in several keeps it for the chunks still to come.
            var expansion = Expansion.of(graph, actions: actions[first], reusingGraph: actions.count == first.count,
                                         staleBefore: listed.staleBefore, always: always, until: interrupted)
            expansion.ambiguous = ambiguous
            return Piece(state: state, expansion: expansion)
        }
    }
}
