/// `streams: { updates: Int }` on a model class: an `AsyncStream` the instance keeps with its
/// continuation, `let (updates, updatesContinuation) = AsyncStream.makeStream(of: Int.self)`. The
/// app's code yields into it (`feed.updates.yield(5)`, `updates.finish()` in the model's own
/// methods) and a task iterates it with `for await n in feed.updates { … }` (docs/semantics.md §83).
public struct StreamDecl: Sendable {
    public var name: String
    /// The elements' type: `Int`, `String` or `Bool`.
    public var element: String
    public var buffering: Buffering = .unbounded
    public var location: Location

    /// `AsyncStream.Continuation.BufferingPolicy`: what a yield does while no loop waits.
    public enum Buffering: Sendable, Equatable {
        /// Every value is kept until a loop takes it (the default).
        case unbounded
        /// `.bufferingOldest(n)`: once `n` are kept, a new value is dropped.
        case oldest(Int)
        /// `.bufferingNewest(n)`: once `n` are kept, the oldest kept value is dropped for the new one.
        case newest(Int)

        /// As Swift writes the policy: `.bufferingNewest(2)`.
        public var source: String {
            switch self {
            case .unbounded: return ".unbounded"
            case .oldest(let n): return ".bufferingOldest(\(n))"
            case .newest(let n): return ".bufferingNewest(\(n))"
            }
        }

        /// `.unbounded`, `.bufferingOldest(n)` or `.bufferingNewest(n)`, with `n` a whole number.
        init?(source: String) {
            let s = source.filter { !$0.isWhitespace }
            if s == ".unbounded" { self = .unbounded; return }
            for (prefix, make) in [(".bufferingOldest(", Buffering.oldest), (".bufferingNewest(", Buffering.newest)] where s.hasPrefix(prefix) && s.hasSuffix(")") {
                guard let n = Int(s.dropFirst(prefix.count).dropLast()) else { return nil }
                self = make(n)
                return
            }
            return nil
        }
    }

    /// The Swift type of the stream: `AsyncStream<Int>`.
    public var swiftType: String { "AsyncStream<\(element)>" }

    /// The element types a stream here carries.
    static let elements = ["Int", "String", "Bool"]
}

extension ModelDecl {
    public func stream(named name: String) -> StreamDecl? { streams.first { $0.name == name } }
}

extension Spec {
    /// The stream `name` of the model `type`, if it declares one.
    func stream(_ name: String, of type: String) -> StreamDecl? { model(named: type)?.stream(named: name) }
}

/// The calls a stream's continuation takes here: `yield(_:)` and `finish()`.
enum StreamCalls {
    static let yield = "yield"
    static let finish = "finish"
    static let names: Set<String> = [yield, finish]

    /// The export's name of a stream's continuation: `updatesContinuation`.
    static func continuation(of stream: String) -> String { stream + "Continuation" }
}

/// Decoding `streams:` of a model (docs/semantics.md §83).
extension SpecDecoder {
    static let streamKeys = ["of", "buffering"]

    /// `streams: { updates: Int }`, or `{ latest: { of: Int, buffering: .bufferingNewest(1) } }`.
    mutating func streams(_ node: YAMLNode, of model: ModelDecl) -> [StreamDecl] {
        let form = "for example `streams: { updates: Int }`, or `{ latest: { of: Int, buffering: .bufferingNewest(1) } }`"
        // Refused, the streams are still declared, so that their uses are not reported undeclared too.
        if model.kind == .struct {
            problems.append(Diagnostic("`streams:` belongs to a model class; \(model.name) is a struct", at: node.location,
                                       hint: "a struct is copied on assignment while every copy shares the stream's storage; keep the stream in a class (`kind: observable`, the default)"))
        }
        guard let reader = MappingReader(node, what: "streams of \(model.name)", problems: &problems) else { return [] }
        var result: [StreamDecl] = []
        for pair in reader.pairs {
            guard let name = text(pair.key, what: "a stream's name") else { continue }
            if model.fields.contains(where: { $0.name == name }) || model.computed.contains(where: { $0.name == name }) || result.contains(where: { $0.name == name }) {
                problems.append(Diagnostic("model \(model.name) declares '\(name)' twice", at: pair.key.location,
                                           hint: "a stream is a property of the class as a field is: give it a name of its own"))
                continue
            }
            var decl = StreamDecl(name: name, element: "Int", location: pair.key.location)
            var typeNode = pair.value
            if pair.value.mapping != nil, var m = MappingReader(pair.value, what: "stream \(name)", problems: &problems) {
                guard let of = m.take("of", orMisspeltIn: "stream \(name)", allowed: Self.streamKeys, problems: &problems) else {
                    m.finish(what: "stream \(name)", allowed: Self.streamKeys, problems: &problems)
                    problems.append(Diagnostic("stream \(name) needs `of:`, the type of its elements", at: pair.value.location, hint: form))
                    continue
                }
                typeNode = of
                if let b = m.take("buffering"), let s = text(b, what: "buffering") {
                    if let policy = StreamDecl.Buffering(source: s) { decl.buffering = policy } else {
                        problems.append(Diagnostic("a stream's buffering is `.unbounded`, `.bufferingOldest(n)` or `.bufferingNewest(n)`, not '\(s)'",
                                                   at: b.location, hint: "AsyncStream.Continuation.BufferingPolicy, as `makeStream(of:bufferingPolicy:)` takes it"))
                    }
                }
                m.finish(what: "stream \(name)", allowed: Self.streamKeys, problems: &problems)
            }
            guard let element = text(typeNode, what: "a stream's element type") else { continue }
            if StreamDecl.elements.contains(element) {
                decl.element = element
            } else {
                // Declared with Int elements, so its uses are checked without a second error.
                problems.append(Diagnostic("a stream's elements are Int, String or Bool; found '\(element)'", at: typeNode.location, hint: form))
            }
            result.append(decl)
        }
        return result
    }
}
