/// An enum the spec declares under `models:` with `kind: enum`: Swift's
/// `enum Filter: Hashable { case all, active, done }`, whose values are its cases, compared by
/// case and shown in a label by the case's name (docs/semantics.md §92).
public struct EnumDecl: Sendable {
    public var name: String
    /// The cases in declaration order.
    public var cases: [String]
    public var location: Location

    public func has(_ name: String) -> Bool { cases.contains(name) }

    /// `Filter.all`, or the message and hint for a name that is no case of it, as Swift says.
    func value(_ name: String, at location: Location) throws -> Value {
        guard has(name) else { throw unknown(name, at: location) }
        return .enumCase(EnumCase(type: self.name, name: name))
    }

    func unknown(_ name: String, at location: Location) -> Diagnostic {
        if name == "allCases" {
            return Diagnostic("\(self.name).allCases needs CaseIterable, which is not expressed", at: location,
                              hint: "list the cases: [\(cases.map { "\(self.name).\($0)" }.joined(separator: ", "))] (docs/coverage.md)")
        }
        if name == "rawValue" || name == "init" {
            return Diagnostic("raw values are not expressed; \(self.name) has cases only", at: location,
                              hint: "show a case with a label, {value}, which prints its name (docs/coverage.md)")
        }
        return Diagnostic("type '\(self.name)' has no member '\(name)'", at: location,
                          hint: (Suggestion.closest(to: name, in: cases).map { "did you mean '\($0)'? " } ?? "")
                              + "its cases are \(cases.joined(separator: ", "))")
    }
}

/// A value of a declared enum: its type and the name of its case.
public struct EnumCase: Hashable, Sendable {
    public var type: String
    public var name: String
}

extension Spec {
    public func enumType(named name: String) -> EnumDecl? { enums.first { $0.name == name } }

    /// The names `e` reads, but for the enums' own, `Filter` of `Filter.all`, a constant.
    func names(readBy e: Expr) -> [(String, Location)] {
        let names = e.names
        guard !enums.isEmpty else { return names }
        return names.filter { name in !enums.contains { $0.name == name.0 } }
    }

    /// The enums with a case of that name, for `.name` written where Swift infers the type.
    func enumsWithCase(_ name: String) -> [EnumDecl] { enums.filter { $0.has(name) } }

    /// The enum a model's field holds, told by its default (`Filter.all`, or `.all` of one enum
    /// only): the type `Prefs(filter: .done)` gives its argument, as Swift's init parameter does.
    func enumType(ofField field: String, in model: String) -> String? {
        guard let d = self.model(named: model)?.fields.first(where: { $0.name == field })?.defaultValue else { return nil }
        if case .member(let base, _) = d.kind, case .name(let type) = base.kind, enumType(named: type) != nil { return type }
        if let name = ImplicitMember.name(of: d) {
            let owners = enumsWithCase(name)
            return owners.count == 1 ? owners[0].name : nil
        }
        return nil
    }
}

/// `.all`, an implicit member: Swift takes its type from where it goes, and so does the language
/// where that is the type of what it is compared with, assigned to, passed to as a declared
/// parameter or switched over; elsewhere, the declared enum with a case of that name
/// (docs/semantics.md §92). Written `.name`, it is parsed as a member of ScenePhase, the enum
/// SwiftUI declares (§41).
enum ImplicitMember {
    /// The case name when `e` is written `.name`.
    static func name(of e: Expr) -> String? {
        guard case .member(let base, let name) = e.kind, case .name(ScenePhase.typeName) = base.kind,
              e.source.hasPrefix(".") else { return nil }
        return name
    }

    /// `.name` as a value: the one declared enum with that case; ScenePhase's case when none
    /// declares it; refused when several do, with the qualified forms as the hint, and when
    /// neither an enum nor ScenePhase has it.
    static func value(_ name: String, in enums: [EnumDecl], at location: Location) throws -> Value {
        let owners = enums.filter { $0.has(name) }
        if owners.count == 1 { return .enumCase(EnumCase(type: owners[0].name, name: name)) }
        if owners.isEmpty {
            guard let phase = ScenePhase(rawValue: name) else {
                throw enums.isEmpty ? ScenePhase.unknown(name, at: location, implicit: true) : unknown(name, in: enums, at: location)
            }
            return .phase(phase)
        }
        throw ambiguous(name, owners: owners.map(\.name), at: location)
    }

    /// `.name` where it is compared with `other`: a case of the other side's type when it has one.
    static func value(_ name: String, like other: Value, in enums: [EnumDecl], at location: Location) throws -> Value {
        if case .enumCase(let c) = other, let decl = enums.first(where: { $0.name == c.type }), decl.has(name) {
            return .enumCase(EnumCase(type: decl.name, name: name))
        }
        if case .phase = other, ScenePhase(rawValue: name) != nil { return try ScenePhase.value(name, at: location) }
        // Beside nil, a case of any enum that has it compares unequal, as `Optional.none == .done`
        // is false in Swift whichever enum's `done` the declaration makes it (§92.2).
        if case .null = other, let owner = enums.first(where: { $0.has(name) }) { return .enumCase(EnumCase(type: owner.name, name: name)) }
        return try value(name, in: enums, at: location)
    }

    /// `filter == .active`, `.active == filter`: the other side first, then the case of its type;
    /// `marks == [.done]`, the cases of the other list's element type; nil when neither side is
    /// written `.name` or such a list.
    static func comparison(_ op: String, _ lhs: Expr, _ rhs: Expr, _ e: Expr, in scope: Scope) throws -> Value? {
        let enums = scope.enums
        if case .list(let items) = rhs.kind, items.contains(where: { needsType($0, in: enums) }) {
            let a = try Evaluator.evaluate(lhs, in: scope)
            return try Evaluator.binary(op, a, .list(try compared(items, with: a, at: lhs, in: scope)), e, limits: scope.limits)
        }
        if case .list(let items) = lhs.kind, items.contains(where: { needsType($0, in: enums) }) {
            let b = try Evaluator.evaluate(rhs, in: scope)
            return try Evaluator.binary(op, .list(try compared(items, with: b, at: rhs, in: scope)), b, e, limits: scope.limits)
        }
        if let name = name(of: rhs) {
            let a = try Evaluator.evaluate(lhs, in: scope)
            return try Evaluator.binary(op, a, try value(name, like: a, in: enums, at: rhs.location), e, limits: scope.limits)
        }
        if let name = name(of: lhs) {
            let b = try Evaluator.evaluate(rhs, in: scope)
            return try Evaluator.binary(op, try value(name, like: b, in: enums, at: lhs.location), b, e, limits: scope.limits)
        }
        return nil
    }

    /// Whether `e` is `.name` two declared enums have, or a `?:` with such a branch: a value whose
    /// type the run takes from where it goes, as Swift does (§92.1).
    static func needsType(_ e: Expr, in enums: [EnumDecl]) -> Bool {
        if let name = name(of: e) { return enums.lazy.filter { $0.has(name) }.count > 1 }
        if case .conditional(_, let a, let b) = e.kind { return needsType(a, in: enums) || needsType(b, in: enums) }
        return false
    }

    /// `e` where Swift knows the type the value must have, `type` (a declared parameter's, the
    /// type stored where it is assigned): `.done` is that enum's case, `c ? .all : .done` each
    /// branch's; any other expression, or type, as anywhere.
    static func evaluate(_ e: Expr, as type: String?, in scope: Scope) throws -> Value {
        guard let type else { return try Evaluator.evaluate(e, in: scope) }
        if let name = name(of: e) {
            if let decl = scope.enums.first(where: { $0.name == type }) { return try decl.value(name, at: e.location) }
            if type == ScenePhase.typeName { return try ScenePhase.value(name, at: e.location) }
        }
        if case .conditional(let c, let a, let b) = e.kind, case .bool(let holds) = try Evaluator.evaluate(c, in: scope) {
            return try evaluate(holds ? a : b, as: type, in: scope)
        }
        return try Evaluator.evaluate(e, in: scope)
    }

    /// `e` compared with `other`, as a switch's case with its subject: `.done` is the case of the
    /// other's type when it has one; any other expression as anywhere.
    static func evaluate(_ e: Expr, like other: Value, in scope: Scope) throws -> Value {
        guard let name = name(of: e) else { return try Evaluator.evaluate(e, in: scope) }
        return try value(name, like: other, in: scope.enums, at: e.location)
    }

    /// The enum a value is a case of: the type a `.name` stored in its place takes.
    static func type(of value: Value) -> String? {
        switch value {
        case .enumCase(let c): return c.type
        case .phase: return ScenePhase.typeName
        default: return nil
        }
    }

    /// `.nope` where the spec declares enums: no case of any of them.
    static func unknown(_ name: String, in enums: [EnumDecl], at location: Location) -> Diagnostic {
        let qualified = enums.flatMap { decl in decl.cases.map { (decl.name, $0) } }
        let closest = Suggestion.closest(to: name, in: qualified.map(\.1))
        return Diagnostic("'.\(name)' is no case of \(enums.map(\.name).joined(separator: ", ")) or ScenePhase", at: location,
                          hint: closest.flatMap { c in qualified.first { $0.1 == c }.map { "did you mean '.\(c)', \($0.0).\(c)?" } }
                              ?? "the cases are " + qualified.map { "\($0.0).\($0.1)" }.joined(separator: ", "))
    }

    static func ambiguous(_ name: String, owners: [String], at location: Location) -> Diagnostic {
        Diagnostic("'.\(name)' is a case of \(owners.joined(separator: " and ")); its type cannot be inferred here", at: location,
                   hint: "write the type: \(owners.map { "\($0).\(name)" }.joined(separator: " or "))")
    }
}

extension TypeRules {
    /// For `filter == Route.settings`: a value compares with a case of its own enum only.
    func enumComparisonHint(_ a: SwiftType, _ b: SwiftType) -> String? {
        for (x, y) in [(a, b), (b, a)] {
            guard case .value(let name) = x, let decl = spec.enumType(named: name) else { continue }
            return "\(name) compares with its own cases only, such as \(name).\(decl.cases[0]); \(y) is another type"
        }
        return nil
    }

    /// Whether `e`, written `.name`, is a case of `type`, the type of what it is compared with.
    func implicitCase(_ e: Expr, fits type: SwiftType) -> Bool {
        guard let name = ImplicitMember.name(of: e), case .value(let t) = type else { return false }
        if t == ScenePhase.typeName { return ScenePhase(rawValue: name) != nil }
        return spec.enumType(named: t)?.has(name) == true
    }
}
