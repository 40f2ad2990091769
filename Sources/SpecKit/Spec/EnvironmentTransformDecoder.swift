/// Decoding of the environment modifiers beside a child: `environment:` (semantics §17) and
/// `transform-environment: { depth: "value += step" }` (§54).
extension SpecDecoder {
    /// `environment: { accent: e }` beside a child: `.environment(\.accent, e)` each (§17).
    mutating func environmentSettings(_ node: YAMLNode) -> [EnvironmentSetting] {
        guard let reader = MappingReader(node, what: "environment", problems: &problems) else { return [] }
        var settings: [EnvironmentSetting] = []
        var seen: [String: String] = [:]   // each key as written, by the entry it names
        for pair in reader.pairs {
            guard let key = pair.key.scalar, let value = expression(pair.value, what: "an environment value") else { continue }
            // `accent` and `\.accent` name one entry: the first, nearest the child, would hide
            // the other, which reads as a mistake (as a key transformed twice does).
            guard let bare = onceBeside(key, at: pair.key.location, seen: &seen, doing: "set", hint: { first, _ in
                "keep one: the child would see the first, `\(first)`, nearest it"
            }) else { continue }
            settings.append(EnvironmentSetting(kind: .value, key: bare, value: value, location: pair.key.location))
        }
        return settings
    }

    /// The entry `key` names (`accent` for `\.accent`), or nil with a problem when an earlier key
    /// beside the same child, `seen` by entry, named it already.
    private mutating func onceBeside(_ key: String, at location: Location, seen: inout [String: String], doing: String,
                                     hint: (_ first: String, _ bare: String) -> String) -> String? {
        let bare = key.hasPrefix("\\.") ? String(key.dropFirst(2)) : key
        if let first = seen[bare] {
            problems.append(Diagnostic("\\.\(bare) is \(doing) twice beside this child, as `\(first)` and `\(key)`",
                                       at: location, hint: hint(first, bare)))
            return nil
        }
        seen[bare] = key
        return bare
    }

    mutating func environmentTransforms(_ node: YAMLNode) -> [EnvironmentTransform] {
        guard let reader = MappingReader(node, what: "transform-environment", problems: &problems) else { return [] }
        var transforms: [EnvironmentTransform] = []
        var seen: [String: String] = [:]   // each key as written, by the entry it names
        for pair in reader.pairs {
            guard let key = pair.key.scalar else { continue }
            // `depth` and `\.depth` name one entry. Two closures of it beside one child would run in
            // the modifiers' reversed order, the outer first; one closure says the same plainly.
            guard let bare = onceBeside(key, at: pair.key.location, seen: &seen, doing: "transformed", hint: { _, bare in
                "one closure makes both changes, its statements separated by `;`: transform-environment: { \(bare): \"value += 1; value = value * 2\" }"
            }) else { continue }
            if pair.value.isNull {
                problems.append(Diagnostic("a transform of \\.\(bare) needs a statement; its value is empty",
                                           at: pair.value.location,
                                           hint: "write what the closure does to `value`: transform-environment: { \(bare): \"value += 1\" }"))
                continue
            }
            guard pair.value.scalar != nil else {
                problems.append(Diagnostic("a transform of \\.\(bare) must be a single action, found \(pair.value.kindName)",
                                           at: pair.value.location,
                                           hint: "write what the closure does to `value`: transform-environment: { \(bare): \"value += 1\" }"))
                continue
            }
            if let computed = computedOnly(pair.value) {
                problems.append(Diagnostic("`\(computed.source.quotable)` computes a value and changes nothing; a transform of \\.\(bare) changes `value` in place",
                                           at: pair.value.contentLocation, hint: "write `value = \(computed.source)`"))
                continue
            }
            let action = statements(pair.value)
            guard !action.isEmpty else { continue }
            guard transformWritesValueOnly(action, key: bare) else { continue }
            transforms.append(EnvironmentTransform(key: bare, action: action, source: pair.value.scalar ?? "",
                                                   location: pair.key.location))
        }
        return transforms
    }

    /// `value + 1`: an expression where the closure needs a statement; nil for anything else,
    /// whose mistakes the statement parser words.
    private func computedOnly(_ node: YAMLNode) -> Expr? {
        guard let s = node.scalar, !node.literalBlock else { return nil }
        if (try? Parser.statements(s, at: node.contentLocation, limits: limits)) != nil { return nil }
        return try? Parser.expression(s, at: node.contentLocation, limits: limits)
    }

    /// The closure is `{ value in … }` with `value` inout: it may change `value` and nothing else,
    /// as SwiftUI runs it outside any action, where a write to a view's state is not one it allows.
    private mutating func transformWritesValueOnly(_ action: [Statement], key: String) -> Bool {
        var fine = true
        for s in action {
            guard case .assign(let target, let op, _) = s.kind else {
                problems.append(Diagnostic("\(s.source.quotable) cannot run in a transform of \\.\(key): it only changes `value`",
                                           at: s.location, hint: "write an assignment such as `value += 1`"))
                fine = false
                continue
            }
            var assigned = target
            if op == .call, case .call(let base, _, _) = target.kind, let base { assigned = base }
            if case .name(EnvironmentTransform.value) = assigned.kind { continue }
            problems.append(Diagnostic("a transform of \\.\(key) may change only `value`, the entry its child finds; `\(s.source.quotable)` writes `\(assigned.source)`",
                                       at: assigned.location,
                                       hint: "write `value = …` (or `value += …`); a view's state is changed by an action, not while the environment is computed"))
            fine = false
        }
        return fine
    }
}
