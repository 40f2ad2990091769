/// Why a view's identity was destroyed when the body that made it ran again (§1, §2, §95): the
/// step of its path that this run of the body no longer takes. The engine works it out only
/// when it records (`emit`), from the choices the body made as it ran; the trace words it.
public enum IdentityLoss: Sendable, Hashable {
    /// The `if` at `place` (its path in the body, `2`) took its other branch: `wasThen` says
    /// which one the view was in; `hasElse`, whether the `if` has an else branch to take.
    case branch(place: String, wasThen: Bool, hasElse: Bool)
    /// The `switch` at `place` chose another case: `was` and `now` as paths name them
    /// (`case(1)`, `default`); `now` is nil when no case matched and there is no default.
    case switchCase(place: String, was: String, now: String?)
    /// The view's `.id(…)` value changed from `old` to `new`.
    case id(old: Value, new: Value)
    /// The for-each at `place` no longer has a row with the id `key`.
    case row(place: String, key: Value)
}

/// A choice a body made as it ran, kept while recording: the branch an `if` took, or the case a
/// `switch` took (nil: none matched, and there is no default), at `place` in the body.
struct BodyChoice {
    var place: [PathStep]
    var step: PathStep?
    /// An `if` has an else branch (a `switch` has its cases).
    var hasElse = true
}

extension Graph {
    /// Why the child in `slot`, made by the body's last run, is not made by this one (`build`):
    /// the outermost step of its path this run did not take. Nil when its path does not say.
    static func identityLoss(of slot: Slot, in build: BodyBuild) -> IdentityLoss? {
        let path = slot.path
        func words(_ steps: ArraySlice<PathStep>) -> String { steps.map(\.description).joined(separator: ".") }
        func choice(at place: ArraySlice<PathStep>) -> BodyChoice? { build.choices.first { $0.place[...] == place } }
        // Something at or under `prefix` was made by this run: a child, or a choice of a branch or case.
        func built(under prefix: ArraySlice<PathStep>) -> Bool {
            build.seen.all.contains { $0.path.starts(with: prefix) } || build.choices.contains { $0.place.starts(with: prefix) }
        }
        for k in path.indices {
            let place = path[..<k]
            switch path[k] {
            case .branch(let wasThen):
                if let made = choice(at: place), made.step != path[k] {
                    return .branch(place: words(place), wasThen: wasThen, hasElse: made.hasElse)
                }
            case .switchCase:
                if let made = choice(at: place), made.step != path[k] {
                    return .switchCase(place: words(place), was: path[k].description, now: made.step?.description)
                }
            case .key(let key):
                // A for-each's row follows the for-each's place in the body; a presentation's item
                // and a pushed value are keys too, whose going the screens' own lines explain.
                guard k > 0, case .index = path[k - 1] else { continue }
                if !built(under: path[...k]) { return .row(place: words(place), key: key) }
            case .id(let old):
                for seen in build.seen.all where seen.component == slot.component && seen.path.count == k + 1 && seen.path.starts(with: place) {
                    if case .id(let new) = seen.path[k] { return .id(old: old, new: new) }
                }
            default:
                continue
            }
        }
        return nil
    }
}
