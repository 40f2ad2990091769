/// `name.trimmingCharacters(in: .whitespaces)`: Foundation's, with the two character sets a form
/// trims by, `.whitespaces` and `.whitespacesAndNewlines` (docs/semantics.md §60). The argument is
/// an implicit member, which the parser reads as a ScenePhase (the one enum of values); it is
/// taken from the call as written instead, and never evaluated.
extension Methods {
    static let trimming = "trimmingCharacters"

    /// The character sets the argument may name.
    static let characterSets = ["whitespaces", "whitespacesAndNewlines"]

    /// The set a `trimmingCharacters(in:)` call names, or the mistake in its argument.
    static func characterSet(of call: Expr) -> Result<String, Diagnostic> {
        if let mismatch = signatureMismatch(call) { return .failure(mismatch) }
        guard case .call(_, _, let args) = call.kind, case .member(let base, let set) = args[0].value.kind,
              case .name(ScenePhase.typeName) = base.kind, args[0].value.source.hasPrefix("."), characterSets.contains(set) else {
            let given = call.kind.subexpressions.last?.source ?? ""
            return .failure(Diagnostic("trimmingCharacters(in:) takes .whitespaces or .whitespacesAndNewlines; \(call.source.quotable) gives \(given.quotable)",
                                       at: call.location, hint: "for example name.trimmingCharacters(in: .whitespaces)"))
        }
        return .success(set)
    }

    /// The text without the characters of the set at either end, taken one Unicode scalar at a
    /// time, as Foundation trims.
    static func trimmed(_ base: Value, _ call: Expr) throws -> Value {
        let set = try characterSet(of: call).get()
        guard case .string(let s) = base else { throw noMethod(trimming, on: base, call) }
        let newlines = set == "whitespacesAndNewlines"
        var scalars = Substring(s).unicodeScalars
        while let first = scalars.first, isTrimmed(first, newlines: newlines) { scalars.removeFirst() }
        while let last = scalars.last, isTrimmed(last, newlines: newlines) { scalars.removeLast() }
        return .string(String(scalars))
    }

    /// `CharacterSet.whitespaces`: Unicode's space separators (Zs) and the tab;
    /// `.whitespacesAndNewlines` adds the line and paragraph separators (Zl, Zp), U+000A–U+000D
    /// and U+0085 (Apple's documentation of CharacterSet).
    private static func isTrimmed(_ scalar: Unicode.Scalar, newlines: Bool) -> Bool {
        if scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator { return true }
        guard newlines else { return false }
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        default: return (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85
        }
    }
}
