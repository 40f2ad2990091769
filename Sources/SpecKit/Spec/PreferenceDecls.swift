/// A `PreferenceKey` the spec declares: `preference-keys: { TotalKey: { default: 0, reduce: sum } }`
/// is `struct TotalKey: PreferenceKey` with that `defaultValue` and `reduce(value:nextValue:)`
/// (docs/semantics.md §47).
public struct PreferenceKeyDecl: Sendable {
    /// How `reduce(value:nextValue:)` combines a value with the next one in view-tree order.
    public enum Reduce: String, Sendable, CaseIterable {
        /// `value = nextValue()`: the last value in the tree wins.
        case last
        /// `{}`: the first value in the tree stays.
        case first
        /// `value += nextValue()` on numbers.
        case sum
        /// `value += nextValue()` on a list or a string: every value, in tree order.
        case append
        /// `value = max(value, nextValue())` on Ints: the largest, a height a row of views agrees on.
        case max
        /// `value = min(value, nextValue())` on Ints.
        case min
        /// `value = value || nextValue()` on Bools: whether any view says true.
        case or
        /// `value = value && nextValue()` on Bools: whether every view says true.
        case and

        /// The body of `reduce(value:nextValue:)` in Swift.
        public var swift: String {
            switch self {
            case .last: return "value = nextValue()"
            case .first: return ""
            case .sum, .append: return "value += nextValue()"
            case .max: return "value = max(value, nextValue())"
            case .min: return "value = min(value, nextValue())"
            case .or: return "value = value || nextValue()"
            case .and: return "value = value && nextValue()"
            }
        }
    }

    public var name: String
    public var defaultValue: Expr?
    public var reduce: Reduce
    public var location: Location
}

/// `.preference(key: TotalKey.self, value: e)` beside a child: `e` is evaluated in the body that
/// writes it, at its renders, as a modifier's value is.
public struct PreferenceSetting: Sendable {
    public var key: String
    public var value: Expr
    public var location: Location
}

/// `.onPreferenceChange(TotalKey.self) { value in action }` beside a child: the action runs in the
/// writing body's scope after an update in which the child's subtree reduced to a new value.
public struct OnPreferenceChangeDecl: Sendable {
    /// The name the action sees the new value by.
    public static let parameter = "value"
    public var key: String
    public var action: [Statement]
    public var location: Location
}

extension Spec {
    public func preferenceKey(named name: String) -> PreferenceKeyDecl? { preferenceKeys.first { $0.name == name } }
}

extension SpecDecoder {
    static let preferenceKeyKeys = ["default", "reduce"]
    /// Words written for a reduce, by the one meant: `add` is one letter from `and`, but means `sum`.
    static let reduceSynonyms = ["add": "sum", "plus": "sum", "+": "sum", "+=": "sum", "concat": "append",
                                 "maximum": "max", "minimum": "min", "||": "or", "&&": "and", "any": "or", "all": "and"]
    static let preferenceKeys = ["key", "value"]
    static let onPreferenceChangeKeys = ["of", "action"]

    /// `TotalKey.self` as Swift writes it, or `TotalKey`.
    private static func keyName(_ text: String) -> String {
        text.hasSuffix(".self") ? String(text.dropLast(5)) : text
    }

    mutating func preferenceKeyDecls(_ node: YAMLNode) -> [PreferenceKeyDecl] {
        guard let reader = MappingReader(node, what: "preference-keys", problems: &problems) else { return [] }
        var keys: [PreferenceKeyDecl] = []
        for pair in reader.pairs {
            guard let name = text(pair.key, what: "a preference key's name") else { continue }
            if name.first?.isUppercase != true {
                problems.append(Diagnostic("a preference key is a type: '\(name)' should start with a capital letter",
                                           at: pair.key.location, hint: "for example `TotalKey`, as `struct TotalKey: PreferenceKey`"))
            }
            guard var r = MappingReader(pair.value, what: "the preference key \(name)", problems: &problems) else { continue }
            let dn = r.take("default", orMisspeltIn: "a preference key", allowed: Self.preferenceKeyKeys, problems: &problems)
            let d = dn.flatMap { expression($0, what: "a default") }
            if dn == nil {
                problems.append(Diagnostic("the preference key \(name) needs a `default:`", at: pair.key.location,
                                           hint: "PreferenceKey's `defaultValue`: the value when no view in the subtree sets one, e.g. `default: 0`"))
            }
            var reduce = PreferenceKeyDecl.Reduce.last
            if let rn = r.take("reduce", orMisspeltIn: "a preference key", allowed: Self.preferenceKeyKeys, problems: &problems),
               let s = text(rn, what: "reduce") {
                if let known = PreferenceKeyDecl.Reduce(rawValue: s) { reduce = known } else {
                    problems.append(Diagnostic("reduce is one of \(PreferenceKeyDecl.Reduce.allCases.map(\.rawValue).joined(separator: ", ")), not '\(s)'",
                                               at: rn.location,
                                               hint: (Self.reduceSynonyms[s] ?? Suggestion.closest(to: s, in: PreferenceKeyDecl.Reduce.allCases.map(\.rawValue))).map { "did you mean '\($0)'?" }
                                                   ?? "last: value = nextValue(); first: keep the first; sum and append: value += nextValue(); max and min of Ints; or and and of Bools"))
                }
            }
            r.finish(what: "a preference key", allowed: Self.preferenceKeyKeys, problems: &problems)
            keys.append(PreferenceKeyDecl(name: name, defaultValue: d, reduce: reduce, location: pair.key.location))
        }
        return keys
    }

    /// `preference: { key: TotalKey, value: e }`, or a list of them.
    mutating func preferenceSettings(_ node: YAMLNode) -> [PreferenceSetting] {
        node.items.compactMap { item -> PreferenceSetting? in
            guard var r = MappingReader(item, what: "a preference", problems: &problems) else { return nil }
            let key = r.take("key", orMisspeltIn: "a preference", allowed: Self.preferenceKeys, problems: &problems)
            let keyName = key.flatMap { text($0, what: "a preference key") }.map(Self.keyName)
            let valueNode = r.take("value", orMisspeltIn: "a preference", allowed: Self.preferenceKeys, problems: &problems)
            let value = valueNode.flatMap { expression($0, what: "a preference value") }
            if key == nil {
                problems.append(Diagnostic("a preference needs `key:`, the PreferenceKey it sets", at: item.location,
                                           hint: "for example { key: TotalKey, value: count }"))
            } else if valueNode == nil {
                problems.append(Diagnostic("a preference needs `value:`, an expression of this body", at: item.location,
                                           hint: "for example { key: TotalKey, value: count }"))
            }
            r.finish(what: "a preference", allowed: Self.preferenceKeys, problems: &problems)
            guard let keyName, let value, let key else { return nil }
            return PreferenceSetting(key: keyName, value: value, location: key.location)
        }
    }

    /// `on-preference-change: { of: TotalKey, action: "total = value" }`, or a list of them.
    mutating func onPreferenceChanges(_ node: YAMLNode) -> [OnPreferenceChangeDecl] {
        node.items.compactMap { item -> OnPreferenceChangeDecl? in
            guard var r = MappingReader(item, what: "an on-preference-change", problems: &problems) else { return nil }
            let key = r.take("of", orMisspeltIn: "an on-preference-change", allowed: Self.onPreferenceChangeKeys, problems: &problems)
            let keyName = key.flatMap { text($0, what: "a preference key") }.map(Self.keyName)
            let action = r.take("action", orMisspeltIn: "an on-preference-change", allowed: Self.onPreferenceChangeKeys,
                                problems: &problems).map { statements($0) }
            if key == nil {
                problems.append(Diagnostic("an on-preference-change needs `of:`, the PreferenceKey it watches", at: item.location,
                                           hint: "for example { of: TotalKey, action: \"total = value\" }"))
            }
            if action == nil {
                problems.append(Diagnostic("an on-preference-change needs an `action:`", at: item.location,
                                           hint: "the action sees the new value as `value`"))
            }
            r.finish(what: "an on-preference-change", allowed: Self.onPreferenceChangeKeys, problems: &problems)
            guard let keyName, let action, let key else { return nil }
            return OnPreferenceChangeDecl(key: keyName, action: action, location: key.location)
        }
    }
}
