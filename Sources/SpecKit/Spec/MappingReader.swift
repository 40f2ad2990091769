import Foundation

/// Reads one YAML mapping by key, and reports keys nobody asked for, with a did-you-mean hint.
struct MappingReader {
    let node: YAMLNode
    /// The pairs by their entries in the document: plain numbers, so a scan for a key reads no
    /// reference-counted value (a view a pair cost a retain and a release at every look).
    private var slots: [Slot] = []
    /// Which pairs were taken, by position. A set of key strings cost a hash of every key read
    /// (9% of loading a large spec).
    private var taken = PositionSet()

    struct Slot {
        /// The key's scalar (an alias's anchor) and where the key stands; where the value stands.
        var key: Int32
        var keyPlace: Int32
        var value: Int32
        /// The key's text in the document's buffer, once the keys are known to be scalars.
        var keyStart: Int32 = 0
        var keyLength: Int32 = -1
    }

    /// nil (with a problem recorded) when the node is not a mapping. `what`, for messages, is
    /// built only when one is (a mapping's name is often interpolated, e.g. "component \(name)").
    init?(_ node: YAMLNode, what describe: @autoclosure () -> String, problems: inout [Diagnostic]) {
        self.node = node
        guard let mapping = node.mapping else {
            problems.append(Diagnostic("\(describe()) must be a mapping (key: value lines), found \(node.kindName)",
                                       at: node.location))
            return nil
        }
        let document = node.document
        slots.reserveCapacity(mapping.count)
        var place = mapping.start
        for _ in 0..<mapping.count {
            let value = document.next(after: place)
            slots.append(Slot(key: document.content(of: place), keyPlace: place, value: value))
            place = document.next(after: value)
        }
        // Most mappings are a few plain keys, all different: check those without hashing and keep
        // the pairs as they are (the load profile of a large spec showed this reader at 12%).
        if fewDistinctScalarKeys() || manyDistinctASCIIKeys() { return }
        let all = slots
        slots = []
        let what = describe()
        var seen: [String: Location] = [:]
        for slot in all {
            let key = document.node(at: slot.keyPlace)
            guard let text = key.scalar else {
                problems.append(Diagnostic("a key in \(what) must be a plain word, found \(key.kindName)",
                                           at: key.location))
                continue
            }
            if let first = seen[text] {
                // A YAML mapping holds a key once, where Swift chains a modifier twice
                // (`.task { … }.task { … }`): say how the second is written.
                let twice = what != "a body element" ? ""
                    : SpecDecoder.modifierKeys.contains(text)
                        ? "; a mapping holds each key once, so a modifier SwiftUI lets you write twice "
                            + "(`.task { … }.task { … }`) goes beside a small component that wraps this element"
                    : SpecDecoder.elementKinds.contains(text) ? "; each element starts with its own `- `" : ""
                problems.append(Diagnostic("'\(text)' appears twice in \(what)", at: key.location,
                                           hint: "the first is at line \(first.line)" + twice))
                continue
            }
            seen[text] = key.location
            slots.append(slot)
        }
        placeKeys()
    }

    /// Every key kept is a scalar: note where its text is, for `position(of:)`.
    private mutating func placeKeys() {
        let document = node.document
        for i in slots.indices {
            let (start, end) = document.textRange(of: slots[i].key)
            slots[i].keyStart = start
            slots[i].keyLength = end - start
        }
    }

    /// At most 8 keys, all scalars, all different, compared in the document's bytes (as Strings
    /// where they are not ASCII, since equal text may be spelt in different bytes); notes where
    /// the keys' text is on the way, as `placeKeys` does.
    private mutating func fewDistinctScalarKeys() -> Bool {
        guard slots.count <= 8 else { return false }
        let document = node.document
        for i in slots.indices {
            let key = slots[i].key
            guard document.isScalar(key) else { return false }
            let (start, end) = document.textRange(of: key)
            slots[i].keyStart = start
            slots[i].keyLength = end - start
            let ascii = document.isASCII(key)
            // ASCII keys of different lengths differ; other text may be equal in other bytes.
            for j in 0..<i where slots[j].keyLength == slots[i].keyLength || !ascii || !document.isASCII(slots[j].key) {
                if document.sameText(key, slots[j].key) { return false }
            }
        }
        return true
    }

    /// More keys (`components:` of a large spec has one a component), all ASCII scalars, all
    /// different: told by a table of their bytes' hashes, compared in place, instead of a String
    /// and a dictionary entry made of each key. Notes where the keys' text is, as `placeKeys` does.
    /// False for a key that is not a scalar known to be ASCII, or a key repeated: the Strings'
    /// check then says which.
    private mutating func manyDistinctASCIIKeys() -> Bool {
        guard slots.count > 8 else { return false }
        let document = node.document
        var size = 16
        while size < slots.count * 2 { size <<= 1 }
        // Each place holds a slot's index, or -1.
        var table = [Int32](repeating: -1, count: size)
        return document.withTextBytes { text in
            for i in slots.indices {
                let key = slots[i].key
                guard document.isScalar(key), document.isASCII(key) else { return false }
                let (start, end) = document.textRange(of: key)
                slots[i].keyStart = start
                slots[i].keyLength = end - start
                let bytes = text.bytes(from: start, count: Int(end - start))
                var h = Int(truncatingIfNeeded: FNV1a.hash(bytes)) & (size - 1)
                while table[h] >= 0 {
                    let j = Int(table[h])
                    if slots[j].keyLength == slots[i].keyLength,
                       bytes.isEmpty || memcmp(text.bytes(from: slots[j].keyStart, count: bytes.count).baseAddress!,
                                               bytes.baseAddress!, bytes.count) == 0 { return false }
                    h = (h + 1) & (size - 1)
                }
                table[h] = Int32(i)
            }
            return true
        }
    }

    /// The pairs kept (a repeated key or one that is not a scalar was reported and dropped), in order.
    var pairs: LazyMapCollection<[Slot], (key: YAMLNode, value: YAMLNode)> {
        let document = node.document
        return slots.lazy.map { (document.node(at: $0.keyPlace), document.node(at: $0.value)) }
    }

    var keys: [String] { slots.map { node.document.string(at: $0.key) } }

    /// Compares the key's bytes with each pair's in place: most lookups are for a key the mapping
    /// does not have (a step or an element is asked for every kind it could be). The loops go by
    /// index: unoptimized, `enumerated()` asks the runtime for generic metadata at each pair, and
    /// this lookup was the largest single cost of a debug build's test run.
    private func position(of key: String) -> Int? {
        let document = node.document
        if let found = key.utf8.withContiguousStorageIfAvailable({ word -> Int? in
            document.withTextBytes { text in
                for i in 0..<slots.count where Int(slots[i].keyLength) == word.count {
                    if word.isEmpty || memcmp(text.bytes(from: slots[i].keyStart, count: word.count).baseAddress!, word.baseAddress!,
                                              word.count) == 0 { return i }
                }
                return nil
            }
        }) { return found }
        return slots.firstIndex { document.scalar(at: $0.key, is: key) }
    }

    mutating func take(_ key: String) -> YAMLNode? {
        guard let i = position(of: key) else { return nil }
        taken.insert(i)
        return node.document.node(at: slots[i].value)
    }

    /// Whether some pair was not taken yet.
    var hasUntakenKeys: Bool { slots.indices.contains { !taken.contains($0) } }

    /// The pairs whose key starts with a capital letter, as a component's name does: how many, and
    /// the first of them. ASCII keys are told from their first byte; others by their first Character
    /// (which may be a letter with marks).
    var capitalKeys: (count: Int, first: Int?) {
        let document = node.document
        var count = 0
        var first: Int?
        for (i, slot) in slots.enumerated() where slot.keyLength > 0 {
            let capital: Bool
            if document.isASCII(slot.key) {
                let byte = document.withBytes(of: slot.key) { $0[0] }
                capital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            } else {
                capital = document.string(at: slot.key).first?.isUppercase == true
            }
            guard capital else { continue }
            count += 1
            if first == nil { first = i }
        }
        return (count, first)
    }

    /// Whether every key starts with an ASCII capital: such a mapping holds no key of the spec's
    /// own words (`text`, `button`, `id`, …), all of which are lower case.
    var allKeysCapital: Bool {
        let document = node.document
        return slots.allSatisfy { slot in
            guard slot.keyLength > 0 else { return false }
            let byte = document.withBytes(of: slot.key) { $0[0] }
            return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        }
    }

    /// How many pairs were kept (a repeated key, or one that is not a scalar, was reported and dropped).
    var count: Int { slots.count }

    /// The key of the pair at `i`, from 0 to `count`.
    func key(at i: Int) -> String { node.document.string(at: slots[i].key) }

    /// Takes the pair at `i`; its value.
    mutating func take(at i: Int) -> YAMLNode {
        taken.insert(i)
        return node.document.node(at: slots[i].value)
    }

    /// The key's own node of the pair at `i`.
    func keyNode(at i: Int) -> YAMLNode { node.document.node(at: slots[i].keyPlace) }

    /// The value of `key` without taking it: `finish` still reports it unless it is taken.
    func peek(_ key: String) -> YAMLNode? { position(of: key).map { node.document.node(at: slots[$0].value) } }

    /// The key's node itself, for pointing at a key rather than its value.
    func keyNode(_ key: String) -> YAMLNode? { position(of: key).map { node.document.node(at: slots[$0].keyPlace) } }

    /// Reports every key that was not taken; `what` and `allowed` are worked out only then.
    func finish(what: @autoclosure () -> String, allowed: @autoclosure () -> [String], problems: inout [Diagnostic]) {
        for i in 0..<slots.count where !taken.contains(i) {
            let key = node.document.node(at: slots[i].keyPlace)
            guard let text = key.scalar else { continue }
            problems.append(Self.unknownKey(text, at: key.location, in: what(), allowed: allowed()))
        }
    }

    /// The keys not taken, with where each is written, for a caller whose hint depends on the key.
    func untakenKeys() -> [(text: String, location: Location)] {
        slots.indices.compactMap { i in
            guard !taken.contains(i) else { return nil }
            let key = node.document.node(at: slots[i].keyPlace)
            return key.scalar.map { ($0, key.location) }
        }
    }

    static func unknownKey(_ text: String, at location: Location, in what: String, allowed: [String]) -> Diagnostic {
        Diagnostic("unknown key '\(text)' in \(what)", at: location, hint: Suggestion.hint(for: text, in: allowed, known: "known keys"))
    }

    /// The value of a key the mapping needs: `key`'s, or else that of an unknown key spelt like it
    /// (`acton:` for `action:`). A misspelt key is reported here, as `finish` would report it, and
    /// taken, so it is one error: not a second one that `key` is missing. Its value is read as
    /// `key`'s, so what it holds is still checked and nothing that needs it is reported too.
    /// `what` and `allowed` (the keys `finish` is given, `key` among them) are worked out only
    /// when `key` is missing.
    mutating func take(_ key: String, orMisspeltIn what: @autoclosure () -> String, allowed: @autoclosure () -> [String],
                       problems: inout [Diagnostic]) -> YAMLNode? {
        if let value = take(key) { return value }
        guard hasUntakenKeys else { return nil }
        let what = what(), allowed = allowed()
        return misspelling(of: key, in: what, allowed: allowed, problems: &problems)
            ?? swiftLabel(for: key, in: what, allowed: allowed, problems: &problems)
    }

    /// SwiftUI's argument labels that a spec writes under another key: `.onReceive(p, perform:)`,
    /// `.onPreferenceChange(K.self, perform:)` and iOS 14's `.onChange(of:perform:)` take the action so.
    static let swiftLabels: [String: String] = ["perform": "action"]

    /// Other frameworks' words for a key, as people bring them: a list's row `key:` is ForEach's `id:`.
    static let otherWords: [String: (key: String, hint: String)] = [
        "key": ("id", "did you mean `id:`? ForEach's `id:` is what identifies each element"),
    ]

    /// An untaken key that is SwiftUI's label for `key` (`perform:` for `action:`): reported once,
    /// with the spec's spelling as the hint, and taken, so its value is still checked as `key`'s.
    mutating func swiftLabel(for key: String, in what: String, allowed: [String], problems: inout [Diagnostic]) -> YAMLNode? {
        for i in 0..<slots.count where !taken.contains(i) {
            let keyNode = keyNode(at: i)
            guard let text = keyNode.scalar, !allowed.contains(text),
                  Self.swiftLabels[text] == key || Self.otherWords[text]?.key == key else { continue }
            problems.append(Diagnostic("unknown key '\(text)' in \(what)", at: keyNode.location,
                                       hint: Self.otherWords[text]?.hint ?? "SwiftUI's `\(text):` is written `\(key):` in a spec"))
            return take(at: i)
        }
        return nil
    }

    /// An untaken key that is not one of `allowed` and is nearest by spelling to `key`, so that
    /// `finish` would say "did you mean '`key`'?": reported and taken; its value.
    mutating func misspelling(of key: String, in what: String, allowed: [String], problems: inout [Diagnostic]) -> YAMLNode? {
        for i in 0..<slots.count where !taken.contains(i) {
            let keyNode = keyNode(at: i)
            guard let text = keyNode.scalar, !allowed.contains(text), Suggestion.closest(to: text, in: allowed) == key else { continue }
            problems.append(Self.unknownKey(text, at: keyNode.location, in: what, allowed: allowed))
            return take(at: i)
        }
        return nil
    }
}

extension YAMLNode {
    /// Where the scalar's text starts: after the opening quote of a quoted scalar.
    var contentLocation: Location {
        if isScalar && !isPlainScalar { return location.advanced(by: 1) }
        return location
    }

    /// The node as a list: a sequence's items, or a single scalar as a list of one.
    var items: Items {
        sequence ?? (isNull ? Items(document: document, start: place, count: 0) : alone)
    }

    /// A list of just this node.
    var alone: Items { Items(document: document, start: place, count: 1) }
}
