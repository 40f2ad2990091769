/// What a trace says about a state holder at an init, an install or a render.
extension TraceBuilder {
    /// A holder's decision in words, with the tone a learner should notice it by.
    static func describe(_ decision: HolderDecision, holder: String) -> (String, TraceLine.Tone) {
        switch decision {
        case .built(let value, lazily: false):
            return ("\(holder): built \(value.literal) (evaluated at init)", .created)
        case .built(let value, lazily: true):
            return ("\(holder): built \(value.literal) lazily, once for this identity", .created)
        case .discarded(let value, let kept):
            return ("\(holder): built \(value.literal) and discarded, kept \(kept.literal): State keeps its first value for this identity",
                    .discarded)
        case .replaced(let value, let old) where value == old:
            return ("\(holder): given \(value.literal) again (ObservedObject stores what each init gives it)", .muted)
        case .replaced(let value, let old):
            return ("\(holder): new instance \(value.literal) replaces \(old.literal): ObservedObject keeps nothing for this identity",
                    .discarded)
        case .closureIgnored(let kept, let captures):
            let compared = captures.isEmpty
                ? "its thunk captures nothing and compares equal"
                : "its closure captures \(captures.joined(separator: ", ")), closures that capture compare unequal"
            return ("\(holder): closure ignored, kept \(kept.literal): it ran once for this identity; \(compared)", .discarded)
        case .memoKept(let value, let dependencies):
            let same = dependencies.map { "\($0.label) still \($0.value.literal)" }.joined(separator: ", ")
            return ("\(holder): kept \(value.literal) (\(same))", .muted)
        case .memoRebuilt(let old, let new, let from, let to):
            guard let old, let from else {
                return ("\(holder): built \(new.literal) from \(to.source)", .created)
            }
            let changed = zip(from, to).filter { $0.value != $1.value }
                .map { "\($0.label) \($0.value.literal) → \($1.value.literal)" }
            return ("\(holder): rebuilt \(new.literal) because \(changed.joined(separator: ", ")) (was \(old.literal))", .created)
        case .userDefault(let key, let value, true):
            return ("\(holder): reads \(value.literal), stored in UserDefaults under \"\(key)\"; the view keeps nothing", .muted)
        case .userDefault(let key, let value, false):
            return ("\(holder): nothing stored under \"\(key)\", shows its default \(value.literal)", .muted)
        }
    }
}
