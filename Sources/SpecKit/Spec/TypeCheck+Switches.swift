/// A `switch` in an action (docs/semantics.md §92.6) as Swift's type checker takes it: a subject
/// of an enum, an Int, a String or a Bool; each pattern of the subject's type, listed once; and
/// every case of an enum, or both Bools, listed unless there is a `default:`, which must then
/// be able to run.
extension TypeCheck {
    func checkSwitch(_ sw: SwitchStatement, at location: Location, in env: DeclaredTypes.Names) {
        let before = found.list.count
        checkFields(sw.subject, in: env)
        let subject = rules.type(of: sw.subject, in: env)
        if let subject, !isSwitchable(subject) {
            let optional: Bool = if case .optional = subject { true } else { false }
            report(Diagnostic("a switch in an action compares an enum's cases, an Int, a String or a Bool; `\(sw.subject.source.quotable)` is \(DeclaredTypes.described(subject))",
                              at: sw.subject.location,
                              hint: optional ? "unwrap it first, `if let value = \(sw.subject.source) { switch value { … } }`, or give nil a value with `??`"
                                  : "switch over one of its fields, or choose with `if`"))
        } else if found.list.count == before {
            // A subject of no known type takes the type its cases list, as the run compares them.
            let type = subject ?? sw.cases.lazy.flatMap(\.patterns).compactMap { self.patternType($0, in: env) }.first
            var listed: [String: (pattern: Expr, caseIndex: Int)] = [:]
            for (i, c) in sw.cases.enumerated() {
                for p in c.patterns {
                    guard let key = checkPattern(p, of: type, in: env) else { continue }
                    guard let earlier = listed[key] else {
                        listed[key] = (p, i)
                        continue
                    }
                    report(Self.repeated(p, earlier: earlier.pattern, sameCase: earlier.caseIndex == i,
                                         in: sw.cases[earlier.caseIndex]))
                }
            }
            if found.list.count == before { checkCoverage(sw.cases.flatMap(\.patterns), of: type, default: sw.defaultLocation, at: location) }
        }
        for body in sw.bodies { check(body, in: env) }
    }

    /// Every case of the enum, or both Bools, listed: no `default:` is needed, and one written
    /// would never run (Swift warns so, and the spec refuses it); otherwise a `default:` is
    /// needed, as Swift's "switch must be exhaustive" says. A body's `switch:` shares the first
    /// rule; without a `default:` it shows nothing for a value no case lists (§13).
    func checkCoverage(_ patterns: [Expr], of type: SwiftType?, default defaultLocation: Location?, at location: Location) {
        let missing = SwitchCoverage.missing(patterns, of: type, in: rules.spec)
        if let defaultLocation {
            guard let missing, missing.isEmpty else { return }
            let every = type == .bool ? "both Bool values have" : "every case of \(type?.description ?? "the enum") has"
            return report(Diagnostic("default will never be executed", at: defaultLocation,
                                     hint: "\(every) a case of its own: remove `default:`"))
        }
        guard let type else { return }
        guard let missing else {
            return report(Diagnostic("switch must be exhaustive", at: location,
                                     hint: "add a `default:`: \(DeclaredTypes.described(type)) has more values than cases can list"))
        }
        guard !missing.isEmpty else { return }
        report(Diagnostic("switch must be exhaustive", at: location,
                          hint: "add missing case\(missing.count == 1 ? "" : "s"): \(missing.map { "'\($0)'" }.joined(separator: ", ")), or a `default:`"))
    }

    /// A subject a switch's patterns can be compared with here.
    private func isSwitchable(_ t: SwiftType) -> Bool {
        switch t {
        case .int, .string, .bool: return true
        case .value(let name): return name == ScenePhase.typeName || rules.spec.enumType(named: name) != nil
        default: return false
        }
    }

    /// The type a pattern lists a value of, from the pattern alone: a literal's, `Filter.done`'s,
    /// or `.done`'s when one enum alone has the case.
    private func patternType(_ p: Expr, in env: DeclaredTypes.Names) -> SwiftType? {
        switch p.kind {
        case .int, .unary("-", _): return .int
        case .string: return .string
        case .bool: return .bool
        default: return rules.type(of: p, in: env)
        }
    }

    /// A pattern of the subject's type `type`: the key it is listed by, or nil when it is refused.
    private func checkPattern(_ p: Expr, of type: SwiftType?, in env: DeclaredTypes.Names) -> String? {
        if let name = ImplicitMember.name(of: p) {
            switch type {
            case .value(let t)? where isSwitchable(.value(t)):
                let before = found.list.count
                checkImplicit(p, name, as: t)
                return found.list.count == before ? "\(t).\(name)" : nil
            case let t?:
                report(Diagnostic("type '\(t)' has no member '\(name)'", at: p.location, hint: "a case of a switch over \(DeclaredTypes.described(t)) lists literals, such as `case \(t == .string ? "\"a\"" : t == .bool ? "true" : "1"):`"))
                return nil
            case nil:
                if rules.spec.enumsWithCase(name).isEmpty, ScenePhase(rawValue: name) == nil {
                    report(rules.spec.enums.isEmpty ? ScenePhase.unknown(name, at: p.location, implicit: true)
                                                    : ImplicitMember.unknown(name, in: rules.spec.enums, at: p.location))
                    return nil
                }
                checkImplicit(p, name, as: nil)
                return patternType(p, in: env).map { "\($0).\(name)" }
            }
        }
        // `Filter.nope`: the names' checks refused it.
        guard let given = patternType(p, in: env) else { return nil }
        if let type, given != type {
            let message = if case .member = p.kind { "pattern of type '\(given)' cannot match '\(type)'" }
                else { "expression pattern of type '\(given)' cannot match values of type '\(type)'" }
            let example = Self.contextualEnum(type).flatMap { rules.spec.enumType(named: $0) }.map { ", such as `.\($0.cases[0])`" } ?? ""
            report(Diagnostic(message, at: p.location, hint: "every case lists values of the switch's type, \(type)\(example)"))
            return nil
        }
        if case .member(_, let name) = p.kind { return "\(given).\(name)" }
        return CasePatterns.literalKey(p).map { "\(given):\($0.literal)" }
    }

    /// A value listed twice: Swift warns that the later listing is already handled, as it never
    /// matches; a spec refuses it, as it refuses a body switch's (§13).
    private static func repeated(_ p: Expr, earlier: Expr, sameCase: Bool, in c: SwitchStatement.Case) -> Diagnostic {
        let words = CasePatterns.literalKey(p) == nil ? "case is already handled by previous patterns"
            : "literal value is already handled by previous pattern"
        if sameCase {
            return Diagnostic("case \(SwitchStatement.listed(c.patterns)) lists \(p.source) twice", at: p.location,
                              hint: "Swift warns \"\(words)\"; list each value once")
        }
        return Diagnostic("\(p.source) is already listed by the earlier case \(SwitchStatement.listed(c.patterns)) (line \(earlier.location.line)): the first case that lists a value runs, so this one never does",
                          at: p.location, hint: "Swift warns \"\(words)\"; list each value in one case only")
    }
}

/// What a switch's cases leave out (docs/semantics.md §92.6), as Swift's check that a switch is
/// exhaustive counts it: the cases of a declared enum, or `true` and `false`, not listed.
enum SwitchCoverage {
    /// Those left out, as Swift's notes write them (`.done`, `true`); nil for a type whose values
    /// no list of cases covers: an Int, a String, and ScenePhase, which SwiftUI may extend.
    static func missing(_ patterns: [Expr], of type: SwiftType?, in spec: Spec) -> [String]? {
        switch type {
        case .bool?:
            let listed = Set(patterns.compactMap { if case .bool(let b) = $0.kind { b } else { nil } })
            return [true, false].filter { !listed.contains($0) }.map { "\($0)" }
        case .value(let name)?:
            guard let decl = spec.enumType(named: name) else { return nil }
            let listed = Set(patterns.compactMap(SwitchPatterns.caseName).filter { $0.type == nil || $0.type == name }.map(\.name))
            return decl.cases.filter { !listed.contains($0) }.map { "." + $0 }
        default:
            return nil
        }
    }
}
