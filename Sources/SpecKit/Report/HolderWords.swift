/// What a trace says about a state holder at an init, an install or a render.
extension TraceBuilder {
    /// A holder's decision in words, with the tone a learner should notice it by.
    static func describe(_ decision: HolderDecision, kind: HolderKind, name: String) -> (LineText, TraceLine.Tone) {
        switch decision {
        case .built(let value, lazily: false):
            return ("\(holder: kind, name): built \(literal: value) (evaluated at init)", .created)
        case .built(let value, lazily: true) where kind == .focusState:
            return ("\(holder: kind, name): \(literal: value), as no field bound to it has the keyboard focus yet", .created)
        case .built(let value, lazily: true):
            return ("\(holder: kind, name): built \(literal: value) lazily, once for this identity", .created)
        case .discarded(let value, let kept):
            return ("\(holder: kind, name): built \(literal: value) and discarded, kept \(literal: kept): State keeps its first value for this identity",
                    .discarded)
        case .replaced(let value, let old) where value == old:
            let stores = kind == .constant ? "a plain property stores what each init gives it" : "ObservedObject stores what each init gives it"
            return ("\(holder: kind, name): given \(literal: value) again (\(stores))", .muted)
        case .replaced(let value, let old):
            let keeper = kind == .constant ? "a plain property" : "ObservedObject"
            return ("\(holder: kind, name): new \(value.givenNoun) \(literal: value) replaces \(literal: old): \(keeper) keeps nothing for this identity",
                    .discarded)
        case .closureIgnored(let kept, let captures) where captures.isEmpty:
            return ("\(holder: kind, name): closure ignored, kept \(literal: kept): it ran once for this identity; its thunk captures nothing and compares equal",
                    .discarded)
        case .closureIgnored(let kept, let captures):
            return ("\(holder: kind, name): closure ignored, kept \(literal: kept): it ran once for this identity; its closure captures \(captures, separator: ", "), closures that capture compare unequal",
                    .discarded)
        case .memoKept(let value, let dependencies):
            return ("\(holder: kind, name): kept \(literal: value) (\(unchanged: dependencies))", .muted)
        case .memoRebuilt(let old, let new, let from, let to):
            guard let old, let from else {
                return ("\(holder: kind, name): built \(literal: new) from \(arguments: to)", .created)
            }
            return ("\(holder: kind, name): rebuilt \(literal: new) because \(changed: from, to) (was \(literal: old))", .created)
        case .storage(let key, let value, true):
            return ("\(holder: kind, name): reads \(literal: value), stored in \(key.store == .userDefaults ? "UserDefaults" : "the scene's storage") under \"\(key.name)\"; the view keeps nothing", .muted)
        case .storage(let key, let value, false) where key.store == .scene:
            return ("\(holder: kind, name): nothing stored under \"\(key.name)\" in the scene's storage (not UserDefaults), shows its default \(literal: value)", .muted)
        case .storage(let key, let value, false):
            return ("\(holder: kind, name): nothing stored under \"\(key.name)\", shows its default \(literal: value)", .muted)
        }
    }
}

extension LineText.Interpolation {
    /// `lazy-state model`: the holder's kind and name.
    mutating func appendInterpolation(holder kind: HolderKind, _ name: String) {
        appendInterpolation(kind.rawValue)
        appendLiteral(" ")
        appendInterpolation(name)
    }

    /// `input still 1, id still 2`: a memo's dependencies that compared equal.
    mutating func appendInterpolation(unchanged dependencies: [Argument]) {
        for (i, dependency) in dependencies.enumerated() {
            if i > 0 { appendLiteral(", ") }
            appendInterpolation(dependency.label)
            appendLiteral(" still ")
            appendInterpolation(literal: dependency.value)
        }
    }

    /// `input 1 → 2`: each dependency that differs from the last render's.
    mutating func appendInterpolation(changed from: [Argument], _ to: [Argument]) {
        var first = true
        for (old, new) in zip(from, to) where old.value != new.value {
            if !first { appendLiteral(", ") }
            first = false
            appendInterpolation(old.label)
            appendLiteral(" ")
            appendInterpolation(literal: old.value)
            appendLiteral(" → ")
            appendInterpolation(literal: new.value)
        }
    }
}
