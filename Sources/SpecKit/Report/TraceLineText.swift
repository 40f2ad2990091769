/// A trace line's text as UTF-8 bytes, written by string interpolation: each literal piece is
/// copied from the binary (a `StaticString`), names and numbers byte by byte. Building each line
/// as a `String` and appending it to the output was 10,000 instructions a line, most of them in
/// the string's appends; the trace of a large tree has millions of lines.
struct LineText: ExpressibleByStringInterpolation, Sendable {
    var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
        bytes = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) { bytes = stringInterpolation.finished }

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The text as a `String`, for the trace's JSON and pages.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    struct Interpolation: StringInterpolationProtocol {
        /// The line's first bytes, in place: `Array.append(contentsOf:)` cost ~90 instructions a
        /// piece, most of a line's time, and most lines fit here (a large tree's average 97 bytes).
        private var head = Head()
        private var headCount = 0
        /// The bytes past `head`'s room, for the few longer lines.
        private var tail: [UInt8] = []

        private struct Head {
            static let size = 256
            var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
                = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        }

        init(literalCapacity: Int, interpolationCount: Int) {}

        /// The bytes written, in one array. (Made by `reserveCapacity`, which the compiler
        /// specializes; `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:)` looked
        /// up the array's storage type at every call, 200 to 330 instructions a line.)
        var finished: [UInt8] {
            var all: [UInt8] = []
            all.reserveCapacity(headCount + tail.count)
            withUnsafeBytes(of: head) { all.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<headCount])) }
            all.append(contentsOf: tail)
            return all
        }

        /// Appends bytes: into `head` while they fit and nothing went past it, then to `tail`.
        private mutating func put(_ piece: UnsafeRawBufferPointer) {
            let n = piece.count
            guard n > 0 else { return }
            if tail.isEmpty && headCount + n <= Head.size {
                let at = headCount
                withUnsafeMutableBytes(of: &head) { room in
                    UnsafeMutableRawBufferPointer(rebasing: room[at..<(at + n)]).copyMemory(from: piece)
                }
                headCount += n
            } else {
                tail.append(contentsOf: piece)
            }
        }

        private mutating func put(_ byte: UInt8) {
            if tail.isEmpty && headCount < Head.size {
                let at = headCount
                withUnsafeMutableBytes(of: &head) { $0[at] = byte }
                headCount += 1
            } else {
                tail.append(byte)
            }
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { put(UnsafeRawBufferPointer($0)) }
        }

        mutating func appendInterpolation(_ text: String) {
            // Native strings lend their bytes; only a bridged one is copied first.
            if text.utf8.withContiguousStorageIfAvailable({ put(UnsafeRawBufferPointer($0)) }) == nil {
                Array(text.utf8).withUnsafeBytes { put($0) }
            }
        }

        mutating func appendInterpolation(_ text: Substring) { appendInterpolation(String(text)) }

        mutating func appendInterpolation(_ text: LineText) { text.bytes.withUnsafeBytes { put($0) } }

        mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { appendInterpolation(value.description) }

        /// A number in decimal, as `String(n)` writes it.
        mutating func appendInterpolation(_ number: Int) {
            if number < 0 { put(UInt8(ascii: "-")) }
            var magnitude = number.magnitude
            // The digits from the last, at the end of room for the longest (20 of UInt.max).
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &digits) { room in
                var i = room.count
                repeat {
                    i -= 1
                    room[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                put(UnsafeRawBufferPointer(rebasing: room[i...]))
            }
        }

        /// `Model#3`, as `ModelRef.description` says it.
        mutating func appendInterpolation(_ model: ModelRef) {
            appendInterpolation(model.type)
            put(UInt8(ascii: "#"))
            appendInterpolation(model.serial)
        }

        /// A value as `Value.literal` writes it: strings quoted, lists bracketed.
        mutating func appendInterpolation(literal value: Value) {
            switch value {
            case .int(let n): appendInterpolation(n)
            case .string(let s):
                // Printable ASCII but quotes and backslashes stands as it is; the rest as Swift's
                // `debugDescription` escapes it (Value.literal).
                guard s.needsNoEscape else {
                    return appendInterpolation(s.debugDescription)
                }
                put(UInt8(ascii: "\""))
                appendInterpolation(s)
                put(UInt8(ascii: "\""))
            case .bool(let b): b ? appendLiteral("true") : appendLiteral("false")
            case .null: appendLiteral("nil")
            case .model(let m): appendInterpolation(m)
            case .list(let items):
                // A list holding nil is of optionals: `[Optional(2), nil]`, as Value.listText.
                let optional = items.contains(.null)
                put(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { appendLiteral(", ") }
                    if optional && item != .null {
                        appendLiteral("Optional(")
                        appendInterpolation(literal: item)
                        put(UInt8(ascii: ")"))
                    } else {
                        appendInterpolation(literal: item)
                    }
                }
                put(UInt8(ascii: "]"))
            default: appendInterpolation(value.literal)
            }
        }

        /// `input: 1, name: "a"`, as `[Argument].source` writes them.
        mutating func appendInterpolation(arguments: [Argument]) {
            for (i, argument) in arguments.enumerated() {
                if i > 0 { appendLiteral(", ") }
                appendInterpolation(argument.label)
                appendLiteral(": ")
                appendInterpolation(literal: argument.value)
            }
        }

        /// Strings with a separator between them, as `joined(separator:)` writes them.
        mutating func appendInterpolation(_ strings: [String], separator: StaticString) {
            for (i, text) in strings.enumerated() {
                if i > 0 { appendLiteral(separator) }
                appendInterpolation(text)
            }
        }
    }
}

extension LineText.Interpolation {
    /// Where a child sits in its parent's body: `element 5`, or its identity path when an `if`, a
    /// for-each or an `.id` is on the way (`at 2.then.0`).
    mutating func appendInterpolation(place node: NodeRef) {
        if node.identity.isEmpty || Int(node.identity) != nil {
            appendLiteral("element ")
            appendInterpolation((node.position ?? 0) + 1)
        } else {
            appendLiteral("at ")
            appendInterpolation(node.identity)
        }
    }
}
