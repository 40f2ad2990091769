import Foundation

/// Decodes a large file's components on a thread of its own while libyaml reads the rest of the
/// file: the two are about equal halves of loading one, and neither needs the other's result.
///
/// Each component is decoded from its own piece of the document exactly as it would be from the
/// whole one (the same nodes, text and places, a decoder of its own), so what `components(_:)`
/// takes from here is what it would have decoded itself; a component it finds nothing for (an
/// alias to a node before it, say) it decodes itself.
final class ComponentsAhead: YAMLPieceSink, @unchecked Sendable {
    /// One component's pair: its key's entry in the whole document, what decoding it gave.
    struct Decoded: Sendable {
        let key: Int32
        let component: ComponentDecl?
        let problems: [Diagnostic]
    }

    let key = Array("components".utf8)
    private let condition = NSCondition()
    // Guarded by `condition`.
    /// Each let go once decoded, so the pieces' entries do not outlive their reading.
    private var pieces: [YAMLPiece?] = []
    private var next = 0
    private var ended = false
    private var cancelled = false
    private var finished = false
    private var decoded: [Decoded] = []
    private var container: Int32 = -1

    /// Files at least this large are worth a second thread: below it, starting one costs more
    /// than it saves. `limits.componentsAheadBytes` overrides it (0 for every file, in tests).
    static func wanted(for bytes: Int, limits: Limits) -> Bool {
        bytes >= limits.componentsAheadBytes && ProcessInfo.processInfo.activeProcessorCount > 1
    }

    init(file: String, limits: Limits) {
        let thread = Thread { [self] in work(file: file, limits: limits) }
        // Components nest as deep as the limits allow on the main thread's stack; give it as much.
        thread.stackSize = 16 << 20
        thread.start()
    }

    func take(_ piece: YAMLPiece) {
        condition.lock()
        pieces.append(piece)
        condition.signal()
        condition.unlock()
    }

    /// No more pieces: the document is read.
    func end() { stop(cancelling: false) }

    /// The document was refused: what is left undecoded is dropped.
    func cancel() { stop(cancelling: true) }

    private func stop(cancelling: Bool) {
        condition.lock()
        ended = true
        cancelled = cancelled || cancelling
        condition.signal()
        condition.unlock()
    }

    /// Waits for every piece to be decoded: the watched mapping's entry and its components, by key
    /// in document order; nil when no piece came.
    func results() -> (container: Int32, components: [Decoded])? {
        condition.lock()
        while !finished { condition.wait() }
        defer { condition.unlock() }
        return decoded.isEmpty ? nil : (container, decoded)
    }

    private func work(file: String, limits: Limits) {
        var decoder = SpecDecoder(file: file, limits: limits)
        var results: [Decoded] = []
        var container: Int32 = -1
        while let piece = nextPiece() {
            container = piece.container
            let document = piece.document
            for key in piece.keys {
                let pair = (key: document.node(at: key), value: document.node(at: document.next(after: key)))
                let component = decoder.component(pair)
                results.append(Decoded(key: key + piece.offset, component: component, problems: decoder.problems))
                decoder.problems.removeAll(keepingCapacity: true)
            }
        }
        condition.lock()
        decoded = results
        self.container = container
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    private func nextPiece() -> YAMLPiece? {
        condition.lock()
        defer { condition.unlock() }
        while next == pieces.count && !ended { condition.wait() }
        guard !cancelled, next < pieces.count else { return nil }
        let piece = pieces[next]
        pieces[next] = nil
        next += 1
        return piece
    }
}
