/// `self.showing = true`, `{self.count}`, `self.dismiss()` in a view's code: in Swift a view's
/// body and closures are members of the view, where `self.showing` is the same property as
/// `showing` (*The Swift Programming Language*, Methods: "You use the `self` property to refer to
/// the current instance within its own instance methods"). The spec names a view's props,
/// holders and environment actions without `self.`, so the parser reads `self.name` there as
/// `name`, keeping what was written as its source. A model's code keeps `self`: there it is the
/// instance, which a parameter of the same name can hide (`self.count = count`).
extension Parser {
    /// After `self` in a view's code: `self.name` as the name alone, `self.name(…)` as the call
    /// `name(…)`; nil (nothing read) when no `.name` follows, for `self`'s own error.
    mutating func parseViewMember() throws -> Expr? {
        guard case .symbol(.dot) = peek.kind, position + 1 < tokens.count,
              case .identifier(let member) = tokens[position + 1].kind, Parser.literal(member, at: peek.location) == nil else { return nil }
        position += 1
        let t = advance()
        if consume(.leftParen) {
            var call = try parseCall(nil, member, at: t.location)
            call.source = "self." + call.source
            return call
        }
        return Expr(.name(member), at: t.location, source: "self.\(member)")
    }

    /// Whether a name was written `self.name` in a view's code.
    static func writtenWithSelf(_ e: Expr) -> Bool { e.source.hasPrefix("self.") }

    /// The same for the name `name` that `e` reads, asked at every read and write of a name: its
    /// source is the name alone unless written `self.name` (or in parentheses).
    @inline(__always)
    static func writtenWithSelf(_ e: Expr, _ name: String) -> Bool {
        e.source.utf8.count == name.utf8.count + 5 && e.source.hasPrefix("self.")
    }
}

extension Expr {
    /// The names written `self.name` in a view's code, at any depth: the view's own, whatever
    /// local of the name is in scope there (§28).
    var namesWrittenWithSelf: [String] {
        if case .name(let n) = kind { return Parser.writtenWithSelf(self, n) ? [n] : [] }
        return kind.subexpressions.flatMap(\.namesWrittenWithSelf)
    }
}
