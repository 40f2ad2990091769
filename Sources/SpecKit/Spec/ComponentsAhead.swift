import Foundation

/// Decodes a large file's components on a thread of its own while libyaml reads the rest of the
/// file: the two are about equal halves of loading one, and neither needs the other's result.
///
/// Each component is decoded from its own piece of the document exactly as it would be from the
/// whole one (the same nodes, text and places, a decoder of its own), so what `components(_:)`
/// takes from here is what it would have decoded itself; a component it finds nothing for (an
/// alias to a node before it, say) it decodes itself. The thread is joined before the decoding
/// of the file ends, refused or not, so nothing it made outlives the file's decoding.
///
/// It also makes each component's own checks (ChecksAhead.swift) once it has the models, which
/// the recorder hands on whole as soon as `models:` is read (or, without a piece of them, at the
/// end as though the spec declared none): `checkedModels` says which models those were.
final class ComponentsAhead: YAMLPieceSink, @unchecked Sendable {
    /// One component's pair: its key's entry in the whole document, what decoding it gave.
    struct Decoded: Sendable {
        let key: Int32
        /// Taken out by `components(_:)` rather than copied.
        var component: ComponentDecl?
        let problems: [Diagnostic]
        /// Its names written in YAML quotes (SpecDecoder.quotedNames), which its checks read.
        let quotedNames: Set<Location>
        /// What the component's checks made here found; nil when it has none (it was not
        /// decoded). Taken out with the component.
        var checked: ComponentChecks? = nil
    }

    /// What the recorder hands on: a run of the components' pairs, or the models' pair.
    private enum Handed {
        case components(YAMLPiece)
        case models(YAMLPiece)
    }

    let key = Array("components".utf8)
    let wholeKey = Array("models".utf8)
    private let file: String
    private let limits: Limits
    private let condition = NSCondition()
    // Guarded by `condition`.
    /// Each let go once decoded, so the pieces' entries do not outlive their reading.
    private var pieces: [Handed?] = []
    private var next = 0
    private var ended = false
    private var cancelled = false
    // Written by the thread, read once it is joined.
    private var decoded: [Decoded] = []
    private var container: Int32 = -1
    /// The whole document's place of the `models:` value the checks were made with; -1 when they
    /// were made with no models, since no piece of them came.
    private(set) var checkedModels: Int32 = -1
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

    func take(_ piece: YAMLPiece) { hand(.components(piece)) }

    func takeWhole(_ piece: YAMLPiece) { hand(.models(piece)) }

    private func hand(_ handed: Handed) {
        condition.lock()
        pieces.append(handed)
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
    /// document order; nil when no piece came. Handed over once: kept here too, the array was
    /// not the caller's alone, and taking the components out of it copied it whole.
    func results() -> (container: Int32, components: [Decoded])? {
        end()
        join()
        guard !decoded.isEmpty else { return nil }
        defer { decoded = [] }
        return (container, decoded)
    }

    fileprivate func work() {
        var decoder = SpecDecoder(file: file, limits: limits)
        var results: [Decoded] = []
        // Until the models come, the components wait for their checks.
        var checker = SpecValidator(checkingAheadWith: [], file: file, limits: limits)
        var hasModels = false
        func checkWaiting(with models: [ModelDecl]) {
            checker = SpecValidator(checkingAheadWith: models, file: file, limits: limits)
            hasModels = true
            for i in results.indices {
                guard let component = results[i].component else { continue }
                checker.quotedNames = results[i].quotedNames
                results[i].checked?.own = checker.checkAhead(component)
                results[i].checked?.types = checker.typesAhead(of: component)
            }
        }
        while let handed = nextPiece() {
            switch handed {
            case .models(let piece):
                // Decoded as the whole document's `models:` is (its problems are reported from there).
                let models = decoder.models(piece.document.pair(at: piece.offset).value)
                decoder.problems.removeAll(keepingCapacity: true)
                decoder.quotedNames.removeAll()
                checkedModels = piece.offset + 1
                checkWaiting(with: models)
            case .components(let piece):
                container = piece.container
                for key in piece.keys {
                    let component = decoder.component(piece.document.pair(at: key))
                    var result = Decoded(key: key, component: component, problems: decoder.problems,
                                         quotedNames: decoder.quotedNames)
                    decoder.problems.removeAll(keepingCapacity: true)
                    if !decoder.quotedNames.isEmpty { decoder.quotedNames.removeAll() }
                    if let component {
                        checker.quotedNames = result.quotedNames
                        result.checked = ComponentChecks(identifiers: checker.identifiersAhead(of: component),
                                                         own: hasModels ? checker.checkAhead(component) : nil,
                                                         types: hasModels ? checker.typesAhead(of: component) : nil,
                                                         outline: BodyOutline(component.body))
                    }
                    results.append(result)
                }
            }
        }
        if !hasModels, !isCancelled { checkWaiting(with: []) }
        decoded = results
    }

    private var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    private func nextPiece() -> Handed? {
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
