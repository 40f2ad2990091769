import Foundation

/// A method of a model class: `func add(_ n: Int) { count += n }`, declared as
/// `methods: { "add(_ n)": "count += n" }`. Its statements see the model's fields, computed
/// properties and methods by bare name, `self`, and its parameters (docs/semantics.md §62).
public struct MethodDecl: Sendable {
    public var name: String
    public var parameters: [MethodParameter]
    public var statements: [Statement]
    /// The key, where the signature is written.
    public var location: Location
    /// `load() async`: its statements may await; a task calls it with `await store.load()` and
    /// suspends where it awaits (§62).
    public var isAsync = false
    /// `validate() throws`: its statements may `throw`, and a call is written `try` or `try?`
    /// (§80). An `async` method throws without it when an await in it throws (§67.2).
    public var isThrowing = false
    /// `mutating moveBy(_ d)`: a struct's method that may change `self`, as Swift requires the
    /// keyword of one that assigns a stored property; a call stores the changed copy back in the
    /// place the value came from (§65).
    public var isMutating = false
    /// `total() -> Int`: the type written after the arrow, nil when none is written.
    public var returnType: String?
    /// Whether a call gives a value: the signature writes `-> Type`, or the statements `return`
    /// one (the export then infers its type from theirs). Such a method may be called where a
    /// value goes, `{cart.total(for: item)}`, and its reads are the reading body's (§62).
    public var returnsValue = false
    /// Its signature did not parse: declared by name only, so that its calls are not each
    /// another error for the one mistake. A spec with one does not run.
    public var broken = false

    /// Whether the Swift method is `async throws`: an await in it not written `try?` throws (a
    /// cancelled sleep, a failed request) out of the method, into the task's `try await`.
    public var throwsWhenAwaited: Bool {
        guard isAsync else { return false }
        if isThrowing { return true }
        // An awaited method is taken to throw, as the engine infers `throws` from awaits (§67.2).
        return statements.contains { $0.throwsOut(methodThrows: { _ in true }) }
    }

    /// The argument labels a call writes, `_` for none: `["_"]` for `add(_ n)`, `["item"]` for `select(item)`.
    public var labels: [String] { parameters.map { $0.label ?? "_" } }

    /// `add(_:)`, `select(item:)`, `reset()`: the method as Swift names it in messages.
    public var signature: String { "\(name)(\(labels.map { "\($0):" }.joined()))" }

    /// A call of it as a hint writes one: `add(1)`, `select(item: item)`.
    public var exampleCall: String {
        "\(name)(\(parameters.map { p in p.label.map { "\($0): \(p.name)" } ?? p.name }.joined(separator: ", ")))"
    }
}

/// One parameter: its argument label (nil for `_`), the name the body uses, and the type written
/// after a colon, if any (`_ n: Int`); without one the export takes the calls' values' type.
public struct MethodParameter: Sendable {
    public var label: String?
    public var name: String
    public var typeName: String?
}

/// Reading a method's key, Swift's declaration without `func` and, optionally, without types:
/// `reset`, `reset()`, `add(_ n)`, `select(item)` (label and name alike), `move(from a, to b)`,
/// `add(_ n: Int)`.
enum MethodSignature {
    /// The name and parameters, or the mistake and a hint.
    static func parse(_ text: String) -> Result<ParsedSignature, SignatureMistake> {
        var text = text.trimmingCharacters(in: .whitespaces)
        // `mutating moveBy(_ d)`: the modifier before the name, as Swift writes it before `func`.
        let isMutating = text.hasPrefix(mutating + " ")
        if isMutating { text = text.dropFirst(mutating.count).trimmingCharacters(in: .whitespaces) }
        // `total(for item) -> Int`: the type the method returns, after its parameters and effects.
        var returnType: String?
        if let arrow = text.range(of: "->") {
            let type = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !type.isEmpty else {
                return .failure(SignatureMistake(message: "\(text) has an arrow but no type after it",
                                                 hint: "write the type it returns, `total() -> Int`, or leave out the arrow: a method whose statements `return` a value returns one"))
            }
            if type.hasSuffix(" throws") || type.hasSuffix(" async") {
                return .failure(SignatureMistake(message: "effects come before the arrow: `parse(_ s: String) throws -> Int`",
                                                 hint: "Swift writes `async` and `throws` after the parameters, then `->` and the type"))
            }
            returnType = type
            text = text[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        }
        return parseDeclaration(text).map {
            ParsedSignature(name: $0.name, parameters: $0.parameters, isAsync: $0.isAsync, isThrowing: $0.isThrowing, isMutating: isMutating,
                            returnType: returnType)
        }
    }

    /// The modifier of a struct's method that changes `self`.
    static let mutating = "mutating"

    /// The signature before its arrow: the name, the parameters and `async`.
    private static func parseDeclaration(_ text: String) -> Result<(name: String, parameters: [MethodParameter], isAsync: Bool, isThrowing: Bool), SignatureMistake> {
        var text = text
        if text.hasSuffix("rethrows") || text.range(of: "throws(") != nil {
            return .failure(SignatureMistake(message: "typed `throws(…)` and `rethrows` are not expressed",
                                             hint: "write `throws`: a `catch` tells the errors apart by case or type, `catch SaveError.taken`"))
        }
        // `validate() throws`, `load() async throws`: the effects after the parameters, as Swift
        // writes them, `async` first.
        var isThrowing = false
        if text.hasSuffix("throws"), let before = text.dropLast(6).last, before == " " || before == ")" {
            isThrowing = true
            text = String(text.dropLast(6)).trimmingCharacters(in: .whitespaces)
        }
        var isAsync = false
        if text.hasSuffix("async"), let before = text.dropLast(5).last, before == " " || before == ")" {
            isAsync = true
            text = String(text.dropLast(5)).trimmingCharacters(in: .whitespaces)
        }
        if text.hasSuffix(" throws") || text.hasSuffix(")throws") {
            return .failure(SignatureMistake(message: "`throws` comes after `async`: `load() async throws`",
                                             hint: "Swift writes a method's effects in that order"))
        }
        let open = text.firstIndex(of: "(")
        let name = String(text[..<(open ?? text.endIndex)]).trimmingCharacters(in: .whitespaces)
        guard isIdentifier(name) else {
            return .failure(SignatureMistake(message: "'\(name)' is not a method name", hint: "a method is named as a Swift func, a lower-case word: `increment`, `add(_ n)`"))
        }
        guard let open else { return .success((name, [], isAsync, isThrowing)) }
        guard text.hasSuffix(")"), text.firstIndex(of: ")") == text.index(before: text.endIndex) else {
            return .failure(SignatureMistake(message: "\(text) does not close its parameters with `)` at its end",
                                             hint: "write the parameters between one pair of parentheses: `add(_ n)`"))
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
        if inner.isEmpty { return .success((name, [], isAsync, isThrowing)) }
        var parameters: [MethodParameter] = []
        for piece in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = piece.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let words = parts[0].split(separator: " ").map(String.init)
            let typeName = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            guard (1...2).contains(words.count), words.allSatisfy({ $0 == "_" || isIdentifier($0) }), words.last != "_" else {
                return .failure(SignatureMistake(message: "'\(piece.trimmingCharacters(in: .whitespaces))' is not a parameter",
                                                 hint: "a parameter is `name`, `label name` or `_ name`, with `: Type` after it if you like: `add(_ n: Int)`"))
            }
            if typeName?.isEmpty == true {
                return .failure(SignatureMistake(message: "'\(piece.trimmingCharacters(in: .whitespaces))' has a colon but no type",
                                                 hint: "write the type after it (`n: Int`), or leave both out: the calls tell it"))
            }
            let label = words.count == 2 ? (words[0] == "_" ? nil : words[0]) : words[0]
            let parameter = MethodParameter(label: label, name: words[words.count - 1], typeName: typeName)
            if parameters.contains(where: { $0.name == parameter.name }) {
                return .failure(SignatureMistake(message: "\(name) names the parameter '\(parameter.name)' twice",
                                                 hint: "Swift refuses a second parameter of one name (invalid redeclaration)"))
            }
            parameters.append(parameter)
        }
        return .success((name, parameters, isAsync, isThrowing))
    }

    /// A Swift identifier of ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic && first.isASCII) else { return false }
        return word.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}

/// A method's key read: `total(for item) -> Int` is `total`, one parameter, the type `Int`.
struct ParsedSignature {
    var name: String
    var parameters: [MethodParameter]
    var isAsync: Bool
    var isThrowing: Bool
    var isMutating: Bool
    var returnType: String?
}

/// What is wrong with a method's key.
struct SignatureMistake: Error {
    let message: String
    let hint: String
}
