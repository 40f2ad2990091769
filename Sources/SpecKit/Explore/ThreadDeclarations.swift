/// The declarations each exploring thread renders from. Every graph of an exploration reads the
/// spec's declarations (bodies, actions, expressions, the components' boxes) at every render and
/// evaluation, and each read retains and releases them: with one copy shared by all threads, the
/// threads write the same reference counts, and each write moves its cache line between cores
/// (docs/performance.md, "Each thread its own declarations"). So a thread decodes the file again
/// for itself, and a graph it takes from another thread is given its copy (`Graph.adopt`) before
/// it renders anything. The calling thread keeps the declarations the launch was made with.
final class ThreadDeclarations: @unchecked Sendable {
    /// What to decode again: the file's bytes, as the launch's spec was decoded from them, and
    /// which of its scenarios is explored.
    struct Source {
        let bytes: [UInt8]
        let scenario: Int
    }

    /// One thread's declarations, with the boxes its graphs share.
    final class Own {
        let declared: Graph.Declared
        private var boxes: [String: ComponentBox] = [:]

        init(_ declared: Graph.Declared) { self.declared = declared }

        /// Gives `graph` these declarations, if another thread's are its own.
        func adopt(_ graph: Graph) { graph.adopt(declared, boxes: &boxes) }

        /// The scenario's `always:` expressions, as this thread's copy holds them.
        var always: [Expr] { declared.scenario.always }
    }

    /// The largest file a thread decodes again: a decoded spec takes about ten times its bytes,
    /// a copy a thread, and the specs written by hand are a few kilobytes.
    static let largestSource = 1 << 20

    private let source: Source
    private let file: String
    private let limits: Limits
    /// A place a thread, by its number among a level's threads; each is read and written only by
    /// its thread, made when that thread first asks. A decoding that fails leaves the shared ones.
    private let slots: UnsafeMutableBufferPointer<Own?>
    private let tried: UnsafeMutableBufferPointer<Bool>

    /// `launch` is the declarations of the calling thread, the last of `threads`.
    init(source: Source, file: String, limits: Limits, threads: Int, launch: Graph.Declared) {
        self.source = source
        self.file = file
        self.limits = limits
        slots = .allocate(capacity: threads)
        slots.initialize(repeating: nil)
        tried = .allocate(capacity: threads)
        tried.initialize(repeating: false)
        slots[threads - 1] = Own(launch)
        tried[threads - 1] = true
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
        tried.deallocate()
    }

    /// The declarations of thread `thread`, decoded on it when it first asks.
    func own(thread: Int) -> Own? {
        if !tried[thread] {
            tried[thread] = true
            if let spec = try? SpecDecoder.decode(source.bytes, file: file, limits: limits), source.scenario < spec.scenarios.count {
                slots[thread] = Own(Graph.Declared(spec: spec, scenario: spec.scenarios[source.scenario], keyingStates: true))
            }
        }
        return slots[thread]
    }
}
