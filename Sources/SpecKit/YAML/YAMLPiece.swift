/// A run of a large file's pairs under one top-level key (`components:`), or one top-level pair
/// whole (`models:`), handed on as soon as libyaml has delivered them, so that they can be decoded
/// while libyaml reads the rest.
///
/// Its `document` holds only those pairs' entries, read where the recorder wrote them and numbered
/// as in the whole document, over the same file bytes: a node read from it has the same text and
/// places as in the whole document.
struct YAMLPiece: Sendable {
    /// The entries of the whole document's pairs, from `offset` on, and the scalars' text made apart
    /// from theirs on.
    let document: YAMLDocument
    /// The piece's first entry.
    let offset: Int32
    /// The whole document's entry of the mapping the pairs belong to.
    let container: Int32
    /// The pairs' keys, in document order. A pair with an alias to a
    /// node before the piece is left out: it cannot be read from the piece alone.
    let keys: [Int32]
}

/// Takes the pieces of one document, on the thread that reads it.
protocol YAMLPieceSink: AnyObject, Sendable {
    /// The top-level key whose mapping's pairs are wanted, as bytes.
    var key: [UInt8] { get }
    func take(_ piece: YAMLPiece)
    /// A top-level key whose pair is wanted whole, as one piece, once its value is read.
    var wholeKey: [UInt8] { get }
    /// That pair: its key is the piece's first entry (`keys` is `[offset]`).
    func takeWhole(_ piece: YAMLPiece)
}

/// What the recorder needs to cut pieces: which frames to look at, and the pairs not handed on yet.
struct PieceWatch {
    /// The recorder looks at the top mapping's children while looking for the key, then at the
    /// watched mapping's; -2 is no frame.
    var top: Int32 = -2
    var container: Int32 = -2
    /// The top mapping's last key, when it is a scalar; -1 otherwise. Where its text starts
    /// among the text made apart (or would), for a piece of the pair.
    var topKey: Int32 = -1
    var topKeyText = 0
    /// The sink's key was found, and its whole key's pair handed on: neither is looked for again.
    var found = false
    var wholeHandedOn = false
    /// The pair being read, and whether it holds an alias to a node before `batchStart`.
    var pairStart: Int32 = 0
    var foreign = false
    /// The pairs not handed on yet: where the first starts (or will), where their scalars' text
    /// starts among the text made apart, and their keys.
    var batchStart: Int32 = 0
    var batchText = 0
    var keys: [Int32] = []

    /// Pairs are handed on in runs of about this many entries: fewer hand-overs, and a run
    /// small enough that the decoding thread starts soon.
    static let batchEntries = 4096
}

extension YAMLRecorder {
    /// Starts looking for the sink's key: called before the first event.
    mutating func watch(for sink: any YAMLPieceSink) {
        pieceSink = sink
        watch.top = 0
    }

    /// A child was added to the top mapping or the watched one: `start` is its first entry.
    mutating func noteChild(_ start: Int32) {
        if top.entry == watch.top {
            if top.children % 2 == 1 {
                let key = entries[Int(start)]
                watch.topKey = key.kind == .scalar ? start : -1
                watch.topKeyText = key.a >= Int32(source.count) ? Int(key.a) - source.count : text.count
            } else {
                if watch.topKey >= 0, !watch.wholeHandedOn, let sink = pieceSink, topKeyIs(sink.wholeKey) { handOnWhole() }
                watch.topKey = -1
            }
            return
        }
        // A child of the watched mapping: a key starts a pair, a value ends it.
        if top.children % 2 == 1 {
            watch.pairStart = start
            return
        }
        if !watch.foreign { watch.keys.append(watch.pairStart) }
        watch.foreign = false
        if entries.count - Int(watch.batchStart) >= PieceWatch.batchEntries { handOn() }
    }

    /// A mapping opens at `entry`: when it is the value of the sink's key in the top mapping, its
    /// pairs are watched.
    mutating func noteMapping(at entry: Int32) {
        guard !watch.found, top.entry == watch.top, top.children % 2 == 1, watch.topKey >= 0, entries[0].kind == .mapping,
              let key = pieceSink?.key, topKeyIs(key) else { return }
        // Only the first such mapping; the top mapping is still looked at for the whole key.
        watch.found = true
        watch.container = entry
        watch.batchStart = entry + 1
        watch.batchText = text.count
    }

    /// Whether the top mapping's last key is `key`, in the text where the document will find it:
    /// the file's bytes or the text made apart.
    func topKeyIs(_ key: [UInt8]) -> Bool {
        let e = entries[Int(watch.topKey)]
        guard Int(e.b - e.a) == key.count else { return false }
        return source.withUnsafeBufferPointer { source in
            text.withUnsafeBufferPointer { text in
                YAMLDocument.TextBytes(source: source, text: text).bytes(from: e.a, count: key.count).elementsEqual(key)
            }
        }
    }

    /// Hands on the top mapping's last pair whole, unless its value holds an alias to a node
    /// before the pair, which the piece cannot hold; the first such pair only, either way.
    mutating func handOnWhole() {
        watch.wholeHandedOn = true
        let offset = watch.topKey
        guard entries[0].kind == .mapping, let sink = pieceSink,
              !(Int(offset)..<entries.count).contains(where: { entries[$0].kind == .alias && entries[$0].a < offset }) else { return }
        sink.takeWhole(piece(from: offset, text: watch.topKeyText, container: 0, keys: [offset]))
    }

    /// The entries from `offset` on, read in place (nothing in them is written again: their
    /// collections are closed), with the text made apart from `textStart` on.
    func piece(from offset: Int32, text textStart: Int, container: Int32, keys: [Int32]) -> YAMLPiece {
        let document = YAMLDocument(entries: entries.store, from: offset, to: entries.count, source: source,
                                    text: Array(text[textStart...]), textShift: textStart, fileNumber: fileNumber)
        return YAMLPiece(document: document, offset: offset, container: container, keys: keys)
    }

    /// An alias inside the watched mapping to `target`: a node before the pairs not yet handed on
    /// cannot be read from their piece.
    mutating func noteAlias(to target: Int32) {
        if watch.container >= 0, target < watch.batchStart { watch.foreign = true }
    }

    /// Hands the pairs read so far to the sink, their entries read where they were written.
    mutating func handOn() {
        defer {
            watch.batchStart = Int32(entries.count)
            watch.batchText = text.count
            watch.keys.removeAll(keepingCapacity: true)
        }
        guard !watch.keys.isEmpty, let sink = pieceSink else { return }
        sink.take(piece(from: watch.batchStart, text: watch.batchText, container: watch.container, keys: watch.keys))
    }

    /// The watched mapping closes: hand on what is left, and look at nothing more.
    mutating func closeWatched() {
        handOn()
        watch.container = -2
    }
}
