/// The lines a trace builder has made and not yet handed out, addressed by their place in the
/// whole trace. A render's reads are only known after its children's inits, and its stale line
/// after those reads: both are put back under their render, so a line leaves only once no later
/// event can put a line before it. The rest of a trace streams, however large the run.
struct TraceLines {
    private var held: [TraceLine] = []
    /// How many lines were handed out before `held[0]`.
    private var start = 0

    /// Lines made so far, handed out or not: the index the next line will have.
    var count: Int { start + held.count }
    /// The last line made: the builder indents some lines from it, so it is never handed out early.
    var last: TraceLine? { held.last }
    var heldCount: Int { held.count }

    mutating func append(_ line: TraceLine) { held.append(line) }

    mutating func removeLast() -> TraceLine { held.removeLast() }

    /// A held line, by its index in the whole trace.
    subscript(index: Int) -> TraceLine {
        get { held[index - start] }
        set { held[index - start] = newValue }
    }

    mutating func insert(_ line: TraceLine, at index: Int) { held.insert(line, at: index - start) }

    /// Hands out, in order, the lines before `index`, keeping the last line.
    mutating func handOut(before index: Int, to output: (TraceLine) -> Void) {
        let n = min(index - start, held.count - 1)
        guard n > 0 else { return }
        for line in held[..<n] { output(line) }
        held.removeFirst(n)
        start += n
    }

    /// Hands out every line: the trace is complete.
    mutating func handOutAll(to output: (TraceLine) -> Void) {
        for line in held { output(line) }
        start += held.count
        held = []
    }
}
