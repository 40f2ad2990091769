import Foundation

/// One YAML document as libyaml's events delivered it: a flat record with an entry a node, in
/// document order (YAMLEntries), and every scalar's text where it is found: most in the file's own bytes, the
/// rest (escaped, folded, multi-line) in one shared buffer.
///
/// A tree of Swift values (a `String` a scalar, an array a collection) cost more to build, copy
/// and free than libyaml took to parse; here a node is 20 bytes in one store, a collection knows
/// where it ends so a reader skips it in one step, and `YAMLNode` reads it in place. Sendable
/// unchecked: its entries are in memory the recorder wrote and writes no more where it reads.
final class YAMLDocument: @unchecked Sendable {
    /// One node: a scalar, the start of a collection (its descendants follow it), or an alias.
    struct Entry: Sendable {
        enum Kind: UInt8, Sendable { case scalar, sequence, mapping, alias }

        var kind: Kind
        /// A scalar's style, plain (a quoted "1" stays a string) or literal block (`|`), and
        /// whether its text is ASCII (told for certain only when no control character may be in it).
        var flags: UInt8
        /// 1-based, as libyaml's mark plus one.
        var line: Int32
        var column: Int32
        /// A scalar's text starts here (a text offset: see `source`); a collection's count of
        /// children; an alias's target entry.
        var a: Int32
        /// A scalar's text ends here; a collection's end: the entry past its last descendant.
        var b: Int32

        static let plain: UInt8 = 1
        static let literalBlock: UInt8 = 2
        static let ascii: UInt8 = 4
    }

    /// The record's entries. A document of a piece (YAMLPiece.swift) holds those from `base`
    /// on, numbered as in the whole record; they are not written once the document is made.
    private let entries: YAMLEntries
    private let base: Int32
    /// Past the document's last entry.
    let end: Int32
    /// A piece's text made apart is the record's from `textShift` bytes on.
    private let textShift: Int
    /// The file's bytes. A scalar's text offset below `source.count` is a place in them; one from
    /// `source.count` on is a place in `text`, past the file's end.
    let source: [UInt8]
    /// The text of the scalars whose value is not the file's bytes as they stand.
    let text: [UInt8]
    let fileNumber: UInt32

    /// A record's entries from `base` up to `end`, numbered as in the record; its text made
    /// apart is the record's from `textShift` on.
    init(entries: YAMLEntries, from base: Int32 = 0, to end: Int, source: [UInt8], text: [UInt8], textShift: Int = 0,
         fileNumber: UInt32) {
        precondition(base >= 0 && Int(base) <= end && end <= entries.capacity, "a document's entries lie in its record")
        self.entries = entries
        self.base = base
        self.end = Int32(end)
        self.textShift = textShift
        self.source = source
        self.text = text
        self.fileNumber = fileNumber
    }

    /// The entry at `index`, read where the recorder wrote it.
    @inline(__always) func entry(_ index: Int32) -> Entry {
        precondition(index >= base && index < end, "an entry of the document")
        return entries.start[Int(index)]
    }

    /// Where text offsets point, for reading many scalars with one look at each buffer.
    struct TextBytes {
        let source: UnsafeBufferPointer<UInt8>
        let text: UnsafeBufferPointer<UInt8>
        /// Where `text` starts in the record's text made apart.
        var textShift = 0

        /// The `count` bytes from the text offset `start`.
        func bytes(from start: Int32, count: Int) -> UnsafeBufferPointer<UInt8> {
            let start = Int(start)
            if start < source.count { return UnsafeBufferPointer(rebasing: source[start..<start + count]) }
            let offset = start - source.count - textShift
            return UnsafeBufferPointer(rebasing: text[offset..<offset + count])
        }
    }

    func withTextBytes<R>(_ body: (TextBytes) -> R) -> R {
        source.withUnsafeBufferPointer { source in
            text.withUnsafeBufferPointer { text in body(TextBytes(source: source, text: text, textShift: textShift)) }
        }
    }

    /// The bytes of the scalar at `index`.
    func withBytes<R>(of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let entry = self.entry(index)
        return withTextBytes { body($0.bytes(from: entry.a, count: Int(entry.b - entry.a))) }
    }

    /// The node the entry at `place` stands for: an alias reads as its anchor's node, placed where the alias is.
    func node(at place: Int32) -> YAMLNode {
        let entry = self.entry(place)
        return YAMLNode(document: self, index: entry.kind == .alias ? entry.a : place, place: place)
    }

    /// The entry holding the content of the node at `place`: an alias's anchor, or the entry itself.
    func content(of place: Int32) -> Int32 {
        let entry = self.entry(place)
        return entry.kind == .alias ? entry.a : place
    }

    func isScalar(_ index: Int32) -> Bool { entry(index).kind == .scalar }

    /// Whether two scalars hold the same text: the same bytes, or, where either is not known to be
    /// ASCII, text Swift calls equal (the same letters may be spelt in different bytes).
    func sameText(_ i: Int32, _ j: Int32) -> Bool {
        if scalars(i, j) { return true }
        guard !isASCII(i) || !isASCII(j), isScalar(i), isScalar(j) else { return false }
        return string(at: i) == string(at: j)
    }

    /// The mapping pair whose key stands at `key`: the key's node and the value's after it.
    func pair(at key: Int32) -> (key: YAMLNode, value: YAMLNode) {
        (node(at: key), node(at: next(after: key)))
    }

    /// The entry after the node at `place` and everything under it.
    func next(after place: Int32) -> Int32 {
        let entry = self.entry(place)
        return entry.kind == .sequence || entry.kind == .mapping ? entry.b : place + 1
    }

    func location(of place: Int32) -> Location {
        let entry = self.entry(place)
        return Location(fileNumber: fileNumber, line: Int(entry.line), column: Int(entry.column))
    }

    /// Whether the scalar at `index` holds exactly `word`'s bytes, compared in place.
    func scalar(at index: Int32, is word: String) -> Bool {
        let entry = self.entry(index)
        guard entry.kind == .scalar else { return false }
        let length = Int(entry.b - entry.a)
        let utf8 = word.utf8
        guard utf8.count == length else { return false }
        return withBytes(of: index) { bytes in
            if let equal = utf8.withContiguousStorageIfAvailable({ word in
                length == 0 || memcmp(bytes.baseAddress!, word.baseAddress!, length) == 0
            }) { return equal }
            return utf8.elementsEqual(bytes)
        }
    }

    /// Whether two scalars hold the same bytes.
    func scalars(_ i: Int32, _ j: Int32) -> Bool {
        let x = self.entry(i), y = self.entry(j)
        let length = Int(x.b - x.a)
        guard x.kind == .scalar, y.kind == .scalar, length == Int(y.b - y.a) else { return false }
        return length == 0 || withTextBytes {
            memcmp($0.bytes(from: x.a, count: length).baseAddress!, $0.bytes(from: y.a, count: length).baseAddress!, length) == 0
        }
    }

    /// A scalar's text offsets (see `source`).
    func textRange(of index: Int32) -> (start: Int32, end: Int32) {
        let entry = self.entry(index)
        return (entry.a, entry.b)
    }

    /// Whether the scalar at `index` is known to be ASCII text.
    func isASCII(_ index: Int32) -> Bool { entry(index).flags & Entry.ascii != 0 }

    func string(at index: Int32) -> String {
        withBytes(of: index) { String(decoding: $0, as: UTF8.self) }
    }
}
