import Foundation

/// Decodes a large file's components on a thread of its own while libyaml reads the rest of the
/// file: the two are about equal halves of loading one, and neither needs the other's result.
///
/// Each component is decoded from its own piece of the document exactly as it would be from the
/// whole one (the same nodes, text and places, a decoder of its own), so what `components(_:)`
/// takes from here is what it would have decoded itself; a component it finds nothing for (an
/// alias to a node before it, say) it decodes itself. The thread is joined before the decoding
/// of the file ends, refused or not, so nothing it made outlives the file's decoding.
final class ComponentsAhead: YAMLPieceSink, @unchecked Sendable {
    /// One component's pair: its key's entry in the whole document, what decoding it gave.
    struct Decoded: Sendable {
        let key: Int32
        /// Taken out by `components(_:)` rather than copied.
        var component: ComponentDecl?
        let problems: [Diagnostic]
    }

    let key = Array("components".utf8)
    private let file: String
    private let limits: Limits
    private let condition = NSCondition()
    // Guarded by `condition`.
    /// Each let go once decoded, so the pieces' entries do not outlive their reading.
    private var pieces: [YAMLPiece?] = []
    private var next = 0
    private var ended = false
    private var cancelled = false
    // Written by the thread, read once it is joined.
    private var decoded: [Decoded] = []
    private var container: Int32 = -1
    private var thread: pthread_t?

    /// Files at least this large are worth a second thread: below it, starting one costs more
    /// than it saves. `limits.componentsAheadBytes` sets the size (0 for every file, in tests).
    static func wanted(for bytes: Int, limits: Limits) -> Bool {
        bytes >= limits.componentsAheadBytes && ProcessInfo.processInfo.activeProcessorCount > 1
    }

    /// A running second thread, or nil when none could be started (the file is then decoded in turn).
    static func start(file: String, limits: Limits) -> ComponentsAhead? {
        let ahead = ComponentsAhead(file: file, limits: limits)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Components nest as deep as the limits allow on the main thread's stack; give it as much.
        pthread_attr_setstacksize(&attributes, 16 << 20)
        let context = Unmanaged.passRetained(ahead).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        guard pthread_create(&thread, &attributes, componentsAheadThread, context) == 0 else {
            Unmanaged<ComponentsAhead>.fromOpaque(context).release()
            return nil
        }
        ahead.thread = thread
        return ahead
    }

    private init(file: String, limits: Limits) {
        self.file = file
        self.limits = limits
    }

    func take(_ piece: YAMLPiece) {
        condition.lock()
        pieces.append(piece)
        condition.signal()
        condition.unlock()
    }

    /// No more pieces: the document is read.
    func end() { stop(cancelling: false) }

    /// The document was refused: what is left undecoded is dropped, and the thread joined.
    func cancel() {
        stop(cancelling: true)
        join()
    }

    private func stop(cancelling: Bool) {
        condition.lock()
        ended = true
        cancelled = cancelled || cancelling
        condition.signal()
        condition.unlock()
    }

    /// Waits for the thread to end (once `end()` or `cancel()` is called, it does).
    func join() {
        guard let thread else { return }
        self.thread = nil
        pthread_join(thread, nil)
    }

    /// Once every piece is decoded: the watched mapping's entry and its components, by key in
    /// document order; nil when no piece came.
    func results() -> (container: Int32, components: [Decoded])? {
        end()
        join()
        return decoded.isEmpty ? nil : (container, decoded)
    }

    fileprivate func work() {
        var decoder = SpecDecoder(file: file, limits: limits)
        var results: [Decoded] = []
        while let piece = nextPiece() {
            container = piece.container
            for key in piece.keys {
                let component = decoder.component(piece.document.pair(at: key))
                results.append(Decoded(key: key + piece.offset, component: component, problems: decoder.problems))
                decoder.problems.removeAll(keepingCapacity: true)
            }
        }
        decoded = results
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

/// The thread's body: `context` holds a retained reference to its `ComponentsAhead`.
#if canImport(Darwin)
private func componentsAheadThread(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ComponentsAhead>.fromOpaque(context).takeRetainedValue().work()
    return nil
}
#else
private func componentsAheadThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<ComponentsAhead>.fromOpaque(context!).takeRetainedValue().work()
    return nil
}
#endif
