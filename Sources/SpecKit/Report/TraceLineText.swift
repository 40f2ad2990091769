/// A trace line's text as UTF-8 bytes, written by string interpolation: each literal piece is
/// copied from the binary (a `StaticString`), names and numbers byte by byte. Building each line
/// as a `String` and appending it to the output was 10,000 instructions a line, most of them in
/// the string's appends; the trace of a large tree has millions of lines.
struct LineText: ExpressibleByStringInterpolation, Sendable {
    var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
        bytes = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) { bytes = stringInterpolation.bytes }

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The text as a `String`, for the trace's JSON and pages.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 12 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            // Native strings lend their bytes; only a bridged one is walked.
            if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: text.utf8)
            }
        }

        mutating func appendInterpolation(_ text: Substring) { appendInterpolation(String(text)) }

        mutating func appendInterpolation(_ text: LineText) { bytes.append(contentsOf: text.bytes) }

        mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { appendInterpolation(value.description) }

        /// A number in decimal, as `String(n)` writes it.
        mutating func appendInterpolation(_ number: Int) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = number.magnitude
            var digits = 1
            var power: UInt = 10
            while digits < 20 && magnitude >= power {
                digits += 1
                power = power &* 10
            }
            for _ in 0..<digits { bytes.append(UInt8(ascii: "0")) }
            bytes.withUnsafeMutableBufferPointer { buffer in
                var i = buffer.count
                repeat {
                    i -= 1
                    buffer[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
            }
        }

        /// `Model#3`, as `ModelRef.description` says it.
        mutating func appendInterpolation(_ model: ModelRef) {
            appendInterpolation(model.type)
            bytes.append(UInt8(ascii: "#"))
            appendInterpolation(model.serial)
        }

        /// A value as `Value.literal` writes it: strings quoted, lists bracketed.
        mutating func appendInterpolation(literal value: Value) {
            switch value {
            case .int(let n): appendInterpolation(n)
            case .string(let s):
                bytes.append(UInt8(ascii: "\""))
                appendInterpolation(s)
                bytes.append(UInt8(ascii: "\""))
            case .bool(let b): b ? appendLiteral("true") : appendLiteral("false")
            case .null: appendLiteral("nil")
            case .model(let m): appendInterpolation(m)
            case .list(let items):
                bytes.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { appendLiteral(", ") }
                    appendInterpolation(literal: item)
                }
                bytes.append(UInt8(ascii: "]"))
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
