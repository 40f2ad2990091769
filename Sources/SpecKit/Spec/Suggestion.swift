/// "Did you mean" hints: the closest known word within a small edit distance.
public enum Suggestion {
    /// Words longer than this, or more candidates than this, get no suggestion: the search would
    /// cost more than it helps, and only generated or hostile input gets there.
    static let longestWord = 64
    static let mostCandidates = 1_000

    /// The candidate nearest to `word`, if one is close enough to be what was meant.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= longestWord, candidates.count <= mostCandidates else { return nil }
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        var bestPrefix = 0
        for c in candidates where abs(c.count - word.count) <= limit {
            let d = distance(word.lowercased(), c.lowercased())
            guard d <= limit, d <= (best?.1 ?? Int.max) else { continue }
            // Of two as near, the one that begins as `word` does: "a likes 1" for "a likes 0",
            // the same row's label, rather than "b likes 0".
            let prefix = commonPrefix(word.lowercased(), c.lowercased())
            if d < (best?.1 ?? Int.max) || prefix > bestPrefix { best = (c, d); bestPrefix = prefix }
        }
        return best?.0
    }

    /// How many characters `a` and `b` begin with alike.
    static func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix(while: { $0 == $1 }).count
    }

    static func hint(for word: String, in candidates: [String], known: String) -> String? {
        if let match = closest(to: word, in: candidates) { return "did you mean '\(match)'?" }
        if candidates.isEmpty { return nil }
        return "\(known): \(list(candidates))"
    }

    /// The candidates most like `word` first, for a list in a hint: those that share more of its
    /// words (`navigation` in `navigation-title` and `navigation-destination`), then the nearer
    /// by edit distance; candidates alike keep their order.
    static func ranked(_ word: String, _ candidates: [String]) -> [String] {
        guard word.count <= longestWord, candidates.count <= mostCandidates else { return candidates }
        let words = Set(word.lowercased().split(separator: "-"))
        let scored = candidates.enumerated().map { i, c in
            let lower = c.lowercased()
            return (c, -lower.split(separator: "-").filter(words.contains).count, distance(word.lowercased(), lower), i)
        }
        return scored.sorted { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }.map(\.0)
    }

    /// The candidates for a hint, shortened when there are many.
    static func list(_ candidates: [String], most: Int = 12) -> String {
        let shown = candidates.prefix(most).joined(separator: ", ")
        return candidates.count > most ? "\(shown), … (\(candidates.count) in all)" : shown
    }

    /// Edit distance over characters where swapping two neighbours counts as one edit
    /// (optimal string alignment), so "Chlid" is one edit from "Child".
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var beforePrevious = Array(0...y.count)
        var previous = beforePrevious
        var current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }
}
