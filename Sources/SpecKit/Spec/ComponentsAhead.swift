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
    /// Pieces the reading thread took from the end, once it had read the document.
    private(set) var helped = 0
    /// Whether a piece of the models came, and the models once the thread has decoded them.
    private var modelsHanded = false
    private var decodedModels: [ModelDecl]?
    /// For tests: the thread decodes no component until the reading thread is done helping, so
    /// that the reading thread decodes them all.
    private var holdsComponents = false
    private var helpDone = false
    // The reading thread's own.
    /// What it decoded while helping, a list a piece, the last piece first.
    private var helpedResults: [[Decoded]] = []
    private var helpedContainer: Int32 = -1
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
    static func start(file: String, limits: Limits, holdingComponents: Bool = false) -> ComponentsAhead? {
        let ahead = ComponentsAhead(file: file, limits: limits)
        ahead.holdsComponents = holdingComponents
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
        if case .models = handed { modelsHanded = true }
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
        condition.broadcast()
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
        help()
        condition.lock()
        helpDone = true
        condition.broadcast()
        condition.unlock()
        join()
        // The thread took pieces from the front and the reading thread from the end: the thread's
        // come first, then the reading thread's in document order.
        for piece in helpedResults.reversed() { decoded += piece }
        helpedResults = []
        guard !decoded.isEmpty else { return nil }
        if container < 0 { container = helpedContainer }
        defer { decoded = [] }
        return (container, decoded)
    }

    /// The reading thread, done with the document, decodes pieces from the end while the thread
    /// decodes from the front: the thread's backlog was what a large file's reading waited for
    /// (docs/performance.md, figure 1). Only once the models are known, as the thread knows them:
    /// a component's checks need them.
    private func help() {
        guard let models = helpModels() else { return }
        var decoder = SpecDecoder(file: file, limits: limits)
        var checker = SpecValidator(checkingAheadWith: models, file: file, limits: limits)
        while let piece = lastPiece() {
            var mine: [Decoded] = []
            helpedContainer = decode(piece, with: &decoder, checking: &checker, hasModels: true, into: &mine)
            helpedResults.append(mine)
        }
    }

    /// The models a component's checks are made with, once known: the thread's, or none when the
    /// document is read and declared none.
    private func helpModels() -> [ModelDecl]? {
        condition.lock()
        defer { condition.unlock() }
        // The thread decodes them when it comes to them: until then the reading thread would
        // only wait for the thread anyway.
        while modelsHanded && decodedModels == nil && !cancelled { condition.wait() }
        if let decodedModels { return decodedModels }
        return ended && !modelsHanded ? [] : nil
    }

    /// The last piece not yet taken, when it is one of components.
    private func lastPiece() -> YAMLPiece? {
        condition.lock()
        defer { condition.unlock() }
        let last = pieces.count - helped - 1
        guard !cancelled, last >= next, case .components(let piece)? = pieces[last] else { return nil }
        pieces[last] = nil
        helped += 1
        return piece
    }

    /// Decodes one piece's components and makes their checks; returns the mapping they belong to.
    private func decode(_ piece: YAMLPiece, with decoder: inout SpecDecoder, checking checker: inout SpecValidator,
                        hasModels: Bool, into results: inout [Decoded]) -> Int32 {
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
        return piece.container
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
                condition.lock()
                decodedModels = models
                condition.broadcast()
                condition.unlock()
            case .components(let piece):
                container = decode(piece, with: &decoder, checking: &checker, hasModels: hasModels, into: &results)
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

    /// Whether the thread leaves this piece for now (tests only: `holdsComponents`); never while
    /// models it has yet to decode wait behind it, which the reading thread waits for.
    private func held(_ piece: Handed?) -> Bool {
        guard holdsComponents, !helpDone, !(modelsHanded && decodedModels == nil), case .components? = piece else { return false }
        return true
    }

    private func nextPiece() -> Handed? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && (next == pieces.count - helped ? !ended : held(pieces[next])) { condition.wait() }
        guard !cancelled, next < pieces.count - helped else { return nil }
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
