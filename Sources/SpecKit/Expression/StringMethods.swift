/// What a String offers beside `count` and `isEmpty`, as Swift's `String` and Foundation's
/// `StringProtocol` extension define them: `uppercased()`, `lowercased()`, `contains(_:)`,
/// `hasPrefix(_:)`, `hasSuffix(_:)`, `localizedCaseInsensitiveContains(_:)` and
/// `trimmingCharacters(in:)` (Trimming.swift); and `String(n)`,
/// an Int's or a Bool's text (docs/semantics.md §60).
extension Methods {
    /// The string methods with their argument labels, as Swift declares them (`_` for none).
    static let stringSignatures: [String: [String]] = [
        "uppercased": [], "lowercased": [], "contains": ["_"], "hasPrefix": ["_"], "hasSuffix": ["_"],
        "localizedCaseInsensitiveContains": ["_"], "trimmingCharacters": ["in"],
    ]

    /// The methods only a String has: on a list, a number or a flag they are a mistake.
    static let stringOnly: Set<String> = ["uppercased", "lowercased", "hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains",
                                          "trimmingCharacters"]

    /// The string's members, as a hint names them.
    static let stringSummary = "a string has count, isEmpty, uppercased(), lowercased(), contains(_:), hasPrefix(_:), hasSuffix(_:), localizedCaseInsensitiveContains(_:) and trimmingCharacters(in:), and in an action " + stringChangingSummary

    /// The name of the one conversion the language has: `String(n)`.
    static let conversion = "String"

    /// A string method's value: `name.uppercased()`, `title.hasPrefix("Re")`.
    static func stringCall(_ name: String, on s: String, _ args: [(label: String?, value: Value)], _ e: Expr,
                           limits: Limits) throws -> Value {
        guard let labels = stringSignatures[name] else { throw noMethod(name, on: .string(s), e) }
        let x = try arguments(args, labels, e)
        switch name {
        // Unicode's full case mapping, as Swift's: "ß".uppercased() is "SS", so the text may grow.
        case "uppercased": return .string(try Evaluator.checkLength(s.uppercased(), limits: limits, e))
        case "lowercased": return .string(try Evaluator.checkLength(s.lowercased(), limits: limits, e))
        default: break
        }
        guard case .string(let t) = x[0] else {
            throw Diagnostic("\(name)(_:) on a String takes a String; \(e.source.quotable) gives \(Evaluator.shownType(x[0]))",
                             at: e.location, hint: "for example " + stringExample(name))
        }
        switch name {
        case "hasPrefix": return .bool(s.hasPrefix(t))
        case "hasSuffix": return .bool(s.hasSuffix(t))
        case "localizedCaseInsensitiveContains": return .bool(containsText(folded(t), in: folded(s)))
        default: return .bool(containsText(t, in: s))
        }
    }

    /// Foundation's `contains(_:)`, which a SwiftUI app imports: whole Characters compared as
    /// Swift compares them (canonically equivalent ones equal), and the empty string is in no
    /// string (swiftlang/swift-foundation#891), unlike the standard library's own overload.
    static func containsText(_ t: String, in s: String) -> Bool {
        guard !t.isEmpty else { return false }
        // Knuth–Morris–Pratt over Characters: linear in both, so a long text almost matched
        // at every place costs no more than reading it.
        let needle = Array(t)
        var border = [Int](repeating: 0, count: needle.count)
        var k = 0
        for i in 1..<max(needle.count, 1) {
            while k > 0 && needle[i] != needle[k] { k = border[k - 1] }
            if needle[i] == needle[k] { k += 1 }
            border[i] = k
        }
        k = 0
        for c in s {
            while k > 0 && c != needle[k] { k = border[k - 1] }
            if c == needle[k] { k += 1 }
            if k == needle.count { return true }
        }
        return false
    }

    /// A string with its case set aside, the same in every locale: Unicode's full case mapping
    /// up, then down, so "ß" meets "SS" and "Straße" meets "STRASSE" (docs/semantics.md §60).
    static func folded(_ s: String) -> String { s.uppercased().lowercased() }

    /// `String(n)`: an Int's or a Bool's text, as Swift's `String(_:)` gives it; a String as it is.
    static func converted(_ args: [(label: String?, value: Value)], _ e: Expr) throws -> Value {
        guard args.count == 1, args[0].label == nil else {
            throw Diagnostic("\(e.source.quotable) does not match String(_:)", at: e.location,
                             hint: "String(n) is the text of an Int or a Bool, e.g. String(count)")
        }
        switch args[0].value {
        case .int, .bool, .string: return .string(args[0].value.description)
        case let other:
            throw Diagnostic("String(_:) takes an Int, a Bool or a String; \(e.source.quotable) gives \(Evaluator.shownType(other))",
                             at: e.location, hint: conversionHint)
        }
    }

    /// A string method as a hint shows it.
    static func stringExample(_ name: String) -> String {
        if name == trimming { return "name.trimmingCharacters(in: .whitespaces)" }
        return stringSignatures[name]?.isEmpty == true ? "name.\(name)()" : "name.\(name)(\"a\")"
    }

    static let conversionHint = "a label shows any value with {…}, as in text: \"count {n}\""
}

extension Methods {
    /// The hint for `base.name`, a member a list or a string lacks: a method written without its
    /// parentheses is told how to call it; any other name, what the value has.
    static func memberHint(_ name: String, of base: Expr, isList: Bool, isString: Bool) -> String? {
        let method = isString ? stringSignatures[name] : isList ? listSignatures[name] : nil
        if let labels = method {
            return "a method is called with parentheses: " + (labels.isEmpty ? "\(base.source.quotable).\(name)()" : isString ? stringExample(name) : example(name))
        }
        // Swift's String has indices, of String.Index: no range of Ints, which is a list's.
        if isString && name == Ranges.indices { return "a String's indices are String.Index values, not Ints; a list's indices are a range of Ints" }
        return isList ? "a list has count, isEmpty, indices, first and last" : isString ? stringSummary : nil
    }
}

extension Methods {
    /// `n.description`: Swift's Int, Bool, String and Array have it, the text `"\(n)"` prints,
    /// but the spec writes that text as a label shows it or as `String(n)` gives it.
    static let descriptions: Set<String> = ["description", "debugDescription"]

    /// `base.description` refused as not expressed, with the form that gives the text: `{n}` in a
    /// label, `String(n)` of an Int, a Bool or a String elsewhere.
    static func descriptionNotExpressed(_ name: String, of base: Expr, convertible: Bool, at location: Location) -> Diagnostic {
        let x = base.unbound.source
        return Diagnostic("'\(name)' is not expressed: a label shows a value's text as Swift's interpolation prints it", at: location,
                          hint: "write `{\(x)}` in the label" + (convertible ? ", or `String(\(x))` for its text in an expression" : ""))
    }
}
