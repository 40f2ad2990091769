/// The lines a trace builder has made and not yet handed out, addressed by their place in the
/// whole trace. A render's reads are only known after its children's inits, and its stale line
/// after those reads: both are put back under their render, so a line leaves only once no later
/// event can put a line before it. The rest of a trace streams, however large the run.
///
/// The held lines' texts are bytes in one buffer, each line naming its range, so that moving a
/// line moves its few numbers and no text, and no line has a string of its own.
struct TraceLines {
    /// A held line: what `TraceLine` says of it, its text being `bytes[start..<end]`.
    struct Line {
        var kind: TraceLine.Kind
        var step: Int
        var pass: Int?
        var depth: Int
        var node: String?
        var tone: TraceLine.Tone
        fileprivate var start: Int
        fileprivate var end: Int
    }

    private var held: [Line] = []
    private var bytes: [UInt8] = []
    /// How many lines were handed out before `held[0]`.
    private var start = 0

    /// Lines made so far, handed out or not: the index the next line will have.
    var count: Int { start + held.count }
    /// The last line's kind and depth: the builder indents some lines from it, so it is never
    /// handed out early. Read field by field, without copying the line.
    var lastKind: TraceLine.Kind? { held.isEmpty ? nil : held[held.count - 1].kind }
    var lastDepth: Int? { held.isEmpty ? nil : held[held.count - 1].depth }
    var heldCount: Int { held.count }

    mutating func append(_ kind: TraceLine.Kind, step: Int, pass: Int?, depth: Int, node: String?,
                         text: LineText, tone: TraceLine.Tone) {
        let from = bytes.count
        bytes.append(contentsOf: text.bytes)
        held.append(Line(kind: kind, step: step, pass: pass, depth: depth, node: node, tone: tone, start: from, end: bytes.count))
    }

    mutating func removeLast() -> Line { held.removeLast() }

    /// A held line, by its index in the whole trace.
    subscript(index: Int) -> Line {
        get { held[index - start] }
        set { held[index - start] = newValue }
    }

    mutating func insert(_ line: Line, at index: Int) { held.insert(line, at: index - start) }

    /// Hands out, in order, the lines before `index`, keeping the last line.
    mutating func handOut(before index: Int, to output: (Line, UnsafeBufferPointer<UInt8>) -> Void) {
        let n = min(index - start, held.count - 1)
        guard n > 0 else { return }
        lend(held[..<n], to: output)
        held.removeFirst(n)
        start += n
        // A line put back under its render keeps its bytes after later lines': drop only the
        // bytes before the first one still held.
        let first = held.reduce(bytes.count) { min($0, $1.start) }
        guard first > 0 else { return }
        bytes.removeFirst(first)
        for i in held.indices {
            held[i].start -= first
            held[i].end -= first
        }
    }

    /// Hands out every line: the trace is complete.
    mutating func handOutAll(to output: (Line, UnsafeBufferPointer<UInt8>) -> Void) {
        lend(held[...], to: output)
        start += held.count
        held = []
        bytes = []
    }
}

extension TraceLines {
    /// Each line with its text, lent for the call.
    private func lend(_ lines: ArraySlice<Line>, to output: (Line, UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            for line in lines { output(line, UnsafeBufferPointer(rebasing: all[line.start..<line.end])) }
        }
    }
}

extension TraceLine {
    /// A held line as `ScenarioTrace` keeps it.
    init(_ line: TraceLines.Line, text: UnsafeBufferPointer<UInt8>) {
        self.init(kind: line.kind, step: line.step, pass: line.pass, depth: line.depth, node: line.node,
                  text: String(decoding: text, as: UTF8.self), tone: line.tone)
    }
}
