import Foundation

/// One breadth-first level, tried in pieces and handed to the merge strictly in order: each
/// state's actions in the order they are listed, the states in the order of the level. The merge
/// can then stop at the state bound and free each piece's graphs as soon as it is done with them.
/// What is alive at any moment is the level's states, the work taken and not yet freed (`room`
/// actions at most), and what the merge keeps.
///
/// A thread takes a run of whole states: it lists each state's actions and tries them all, until
/// the run has tried `runBudget` actions. A state with more actions than that is shared: the run
/// tries its first chunk and leaves the rest, `chunkSize` actions at a time, to whichever thread takes
/// them first; the states of the run it did not reach go back to be taken again. A level of many
/// states of few actions is so a few pieces of work a thread, not one a state, and a screen of a
/// thousand buttons is still tried a chunk at a time, holding a chunk's graphs.
///
/// With one thread the calling thread tries one action at a time, in order, each merged as soon
/// as it is tried: nothing is tried past the step that reaches the state bound. With `jobs`
/// threads, `jobs - 1` of them started here, they take the work in order while the calling thread
/// merges, and the calling thread takes work too whenever the piece it merges next is not ready:
/// a merge thread of its own would share the cores with the workers, and each piece it waited
/// for woke it, a switch of threads on a busy core. When the merge stops (at the state bound, or
/// at an error in the spec), a thread stops too, at its next action (in a run, at its next state).
/// Each action runs on a copy of its state's graph (the state's last on the graph itself once
/// nothing else copies it), so the results do not depend on the threads.
final class Level: @unchecked Sendable {
    /// Actions in a chunk of a shared state with threads: few enough that a thread tries no more
    /// than a few past the one the merge stops at, enough that the lock is rare.
    static let chunkSize = 8
    /// Actions a thread may have taken ahead of the merge, at least: enough that a thread rarely
    /// waits for another's work, few enough that a screen of a thousand buttons does not hold a
    /// thousand graphs. States of small graphs hold more, up to `nodesPerThread` nodes' worth, so
    /// that a run is many states.
    static let heldPerThread = 16
    static let nodesPerThread = 4096
    static let heldPerThreadMost = 256
    /// States in a run at most, whatever their actions.
    static let statesPerRun = 64

    /// With threads, actions in a run at most; the actions in the work taken and not freed that
    /// let a thread take more, and the most there can be (one run past the bound, taken because
    /// the merge waits for it). One thread holds one action's graph at a time.
    let runBudget: Int
    let bound: Int
    var room: Int { jobs == 1 ? 1 : bound + runBudget }

    /// A state whose actions are listed: its graph, what it offers, and its stale renders before
    /// any action, shared by its chunks.
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

    /// A place in the merge's order: a state of the level, and the first of its actions a piece tries.
    struct Position: Hashable, Comparable {
        var state: Int
        var action: Int
        static func < (a: Position, b: Position) -> Bool { (a.state, a.action) < (b.state, b.action) }
    }

    /// Work to take: a run of states not listed yet, or actions of a listed state.
    enum Work {
        case states(Range<Int>)
        case actions(state: Int, offer: Offer, actions: Range<Int>)

        var position: Position {
            switch self {
            case .states(let r): Position(state: r.lowerBound, action: 0)
            case .actions(let state, _, let actions): Position(state: state, action: actions.lowerBound)
            }
        }
    }

    /// A state's actions tried, or some of them: the state's index in the level, and its steps (the
    /// piece that starts at its first action carries the state's ambiguous labels too).
    struct Piece {
        var state: Int
        var expansion: Expansion
        /// How many actions the state offers in all: a piece may hold only some of them (one, with
        /// one thread; a chunk, shared with threads), and the step bound plans with the whole.
        var offered: Int
    }

    /// A piece as it waits for the merge: where the merge goes after it, and the actions it holds.
    struct Tried {
        var start: Position
        var thread = 0
        var piece: Piece
        var next: Position
        var cost: Int
    }

    let always: [Expr]
    let alphabet: [String]
    let controls: Bool
    let refreshes: Bool
    let phases: Bool
    let jobs: Int
    /// Each thread's own copy of the declarations, for a level large enough to pay for them.
    let declarations: ThreadDeclarations?
    private let count: Int
    /// The level's graphs, each given up once its state is listed; a state's slot is touched only
    /// by the thread whose run holds it.
    let graphs: UnsafeMutableBufferPointer<Graph?>

    // Under `condition`, with more than one thread; otherwise the calling thread's alone. The
    // ones the one-thread path touches at every action are `@exclusivity(unchecked)`: a checked
    // access is a runtime call, and no access of them overlaps another.
    let condition = NSCondition()
    /// Work given back or left by runs, in the merge's order; all of it before `nextState`.
    private var queue: [Work] = []
    /// The first state no run has taken yet.
    @exclusivity(unchecked) private var nextState = 0
    /// With one thread: the state being tried (the one before `nextState`), and its next action.
    @exclusivity(unchecked) private var alone: Offer?
    @exclusivity(unchecked) private var nextAction = 0
    /// With one thread: the storage each state key lists its nodes in, made once a level.
    @exclusivity(unchecked) private var aloneOrder: [Node] = []
    /// Runs being tried: they may give work back.
    private var running = 0
    /// States listed and their actions, for the size of the next run.
    private var listedStates = 0
    private var listedActions = 0
    /// The pieces tried and not yet merged, by where they start, and where the merge goes next.
    private var ready: [Position: Tried] = [:]
    private var merging = Position(state: 0, action: 0)
    /// Actions in the work taken and not yet freed (a run counts its whole budget until it is
    /// done, a merged piece until the thread that tried it frees it), and their highest.
    private var held = 0
    @exclusivity(unchecked) private(set) var heldMost = 0
    /// Actions tried, whether or not the merge reached them, and the works taken to try them.
    @exclusivity(unchecked) private(set) var tried = 0
    @exclusivity(unchecked) private(set) var works = 0
    /// The merge stopped: the threads stop at their next action and take no other work.
    var stopped = false
    /// Who waits on `condition`: the merge for its next piece, threads for work to take.
    private var mergeWaiting = false
    private var threadsWaiting = 0
    /// The cost of the piece the merge took last, given up with the piece when it asks for the next one.
    private var mergedCost = 0
    /// The piece the merge took last, and the thread that tried it. With threads the merge gives
    /// it back to that thread to free (the calling thread frees its own), its cost counting until
    /// then: freeing another thread's memory takes the lock of the arena it came from, which that
    /// thread takes at each allocation (glibc), so a merge that freed every graph it did not keep
    /// waited on the threads' arenas about once a state.
    private var mergedPiece: Piece?
    private var mergedBy = 0
    private var trash: [(pieces: [Piece], cost: Int)] = []
    private let threads = DispatchGroup()

    init(graphs: [Graph], always: [Expr], alphabet: [String], controls: Bool, refreshes: Bool, phases: Bool, jobs: Int,
         declarations: ThreadDeclarations? = nil) {
        count = graphs.count
        self.declarations = jobs > 1 ? declarations : nil
        self.graphs = .allocate(capacity: graphs.count)
        _ = self.graphs.initialize(from: graphs.map { Optional($0) })
        self.always = always
        self.alphabet = alphabet
        self.controls = controls
        self.refreshes = refreshes
        self.phases = phases
        // Threads share a state's chunks too: a level of one state with many actions uses them all.
        self.jobs = max(1, jobs)
        let nodes = max(1, graphs.first?.nodeCount ?? 1)
        let perThread = min(Self.heldPerThreadMost, max(Self.heldPerThread, Self.nodesPerThread / nodes))
        // Half a thread's room a run, so that a thread can take its next run while its last waits for the merge.
        runBudget = perThread / 2
        bound = self.jobs * perThread
        if self.jobs > 1 {
            trash = Array(repeating: ([], 0), count: self.jobs)
            // Threads of the stack every run gets (Limits.threadStackBytes): a spec nesting as deep
            // as the limits allow explores as it runs.
            for t in 0..<self.jobs - 1 {
                threads.enter()
                Limits.startThread {
                    self.work(thread: t)
                    self.threads.leave()
                }
            }
        }
    }

    deinit {
        graphs.deinitialize()
        graphs.deallocate()
    }

    /// The calling thread's number among the threads that try work: the last.
    private var merger: Int { jobs - 1 }

    /// The next piece in the merge's order, tried; nil when the level is done. The merge is done
    /// with the piece returned before by then: with one thread its cost no longer counts, with
    /// more the level gives it to the thread that tried it to free. While the piece is not ready,
    /// the calling thread tries the next work there is.
    func next() -> Piece? {
        if jobs == 1 { return nextAlone() }
        condition.lock()
        defer { condition.unlock() }
        if let piece = mergedPiece.take() {
            if mergedBy == merger {
                // Its graphs are freed outside the lock, as a worker frees its own.
                condition.unlock()
                _ = consume piece
                condition.lock()
                held -= mergedCost
            } else {
                trash[mergedBy].pieces.append(piece)
                trash[mergedBy].cost += mergedCost
            }
            if threadsWaiting > 0 { condition.broadcast() }
        }
        while true {
            if ready[merging] != nil { return merge() }
            if merging.state == count { return nil }
            if let (work, cost) = take() {
                condition.unlock()
                let result = tryWork(work, thread: merger)
                condition.lock()
                publish(result, taken: cost)
                continue
            }
            mergeWaiting = true
            condition.wait()
            mergeWaiting = false
        }
    }

    /// With one thread: the next action of the state being tried, or the first of the next state
    /// (a state of none gives a piece of no step, which carries its ambiguous labels).
    private func nextAlone() -> Piece? {
        if let offer = alone, nextAction < offer.actions.count {
            let action = nextAction
            nextAction += 1
            // The state's last action runs on its graph itself: nothing else copies it after.
            let last = nextAction == offer.actions.count
            if last { alone = nil }
            var expansion = Expansion.of(offer.graph, actions: offer.actions[action..<action + 1], reusingGraph: last,
                                         staleBefore: offer.staleBefore, always: always, listing: &aloneOrder)
            if action == 0 { expansion.ambiguous = offer.ambiguous }
            tried += 1
            return Piece(state: nextState - 1, expansion: expansion, offered: offer.actions.count)
        }
        guard nextState < count, let graph = graphs[nextState] else { return nil }
        graphs[nextState] = nil
        nextState += 1
        works += 1
        heldMost = 1
        let (actions, ambiguous) = ExploreAction.available(on: graph, alphabet: alphabet, controls: controls,
                                                           refreshes: refreshes, phases: phases)
        alone = Offer(graph: graph, actions: actions, ambiguous: ambiguous, staleBefore: Outcome.staleCounts(graph))
        nextAction = 0
        guard actions.isEmpty else { return nextAlone() }
        alone = nil
        return Piece(state: nextState - 1, expansion: Expansion(ambiguous: ambiguous), offered: 0)
    }

    private func merge() -> Piece? {
        guard let tried = ready.removeValue(forKey: merging) else { return nil }
        merging = tried.next
        mergedCost = tried.cost
        mergedPiece = tried.piece
        mergedBy = tried.thread
        return tried.piece
    }

    /// Stops the threads at their next action, and waits for them; the pieces they tried past the
    /// merge are freed with the level.
    func finish() {
        guard jobs > 1 else { return }
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        threads.wait()
    }

    /// A thread's loop: take work, try it, leave its pieces for the merge.
    private func work(thread: Int) {
        var freeing: [Piece] = []
        condition.lock()
        while !stopped {
            if !trash[thread].pieces.isEmpty {
                swap(&freeing, &trash[thread].pieces)
                let cost = trash[thread].cost
                trash[thread].cost = 0
                condition.unlock()
                freeing.removeAll(keepingCapacity: true)
                condition.lock()
                held -= cost
                if threadsWaiting > 0 && cost > 0 { condition.broadcast() }
                continue
            }
            guard let (work, cost) = take() else {
                if queue.isEmpty && nextState == count && running == 0 { break }
                threadsWaiting += 1
                condition.wait()
                threadsWaiting -= 1
                continue
            }
            condition.unlock()
            let result = tryWork(work, thread: thread)
            condition.lock()
            publish(result, taken: cost)
        }
        swap(&freeing, &trash[thread].pieces)
        condition.unlock()
    }

    /// The next work, if it can be taken now, with the actions it holds; under the lock with
    /// threads. Work is taken in the merge's order, so what the merge waits for is the first to
    /// take; it is taken even past the bound, since everything held waits for it.
    private func take() -> (Work, cost: Int)? {
        let first: Work
        if let queued = queue.first {
            first = queued
        } else if nextState < count {
            first = .states(nextState..<nextState + 1)
        } else {
            return nil
        }
        let allowed = { (cost: Int) in self.held == 0 || self.held + cost <= self.bound || first.position == self.merging }
        switch first {
        case .states(let queued):
            guard allowed(runBudget) else { return nil }
            let run: Range<Int>
            if queue.isEmpty {
                run = nextState..<min(count, nextState + statesPerRun())
                nextState = run.upperBound
            } else {
                run = queued
                queue.removeFirst()
            }
            running += 1
            hold(runBudget)
            return (.states(run), runBudget)
        case .actions(let state, let offer, let actions):
            let taken = actions.lowerBound..<min(actions.lowerBound + Self.chunkSize, actions.upperBound)
            guard allowed(taken.count) else { return nil }
            if taken.upperBound == actions.upperBound {
                queue.removeFirst()
            } else {
                queue[0] = .actions(state: state, offer: offer, actions: taken.upperBound..<actions.upperBound)
            }
            hold(taken.count)
            return (.actions(state: state, offer: offer, actions: taken), taken.count)
        }
    }

    /// States in the next run: about a run's budget of actions, by the states listed so far.
    private func statesPerRun() -> Int {
        let perState = listedStates == 0 ? Self.chunkSize : max(1, listedActions / listedStates)
        return max(1, min(Self.statesPerRun, runBudget / perState))
    }

    private func hold(_ cost: Int) {
        works += 1
        held += cost
        heldMost = max(heldMost, held)
    }

    /// Leaves a work's pieces for the merge and gives back what it did not reach; under the lock
    /// with threads.
    private func publish(_ outcome: Done, taken: Int) {
        var cost = 0
        for tried in outcome.pieces {
            ready[tried.start] = tried
            cost += tried.cost
            self.tried += tried.piece.expansion.steps.count
        }
        // What was held for the work, now what its pieces hold.
        held += cost - taken
        if outcome.run { running -= 1 }
        listedStates += outcome.listedStates
        listedActions += outcome.listedActions
        if !outcome.back.isEmpty {
            queue.append(contentsOf: outcome.back)
            queue.sort { $0.position < $1.position }
        }
        guard jobs > 1 else { return }
        if threadsWaiting > 0 && (!outcome.back.isEmpty || cost < taken || running == 0) { condition.broadcast() }
        if mergeWaiting && ready[merging] != nil { condition.broadcast() }
    }
}
