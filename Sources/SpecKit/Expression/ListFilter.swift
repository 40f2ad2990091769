/// `items.filter { $0.contains(query) }`: Swift's `Array.filter(_:)` with a trailing closure that
/// names the element `$0`, the list a `.searchable` view shows. The closure is held as a call of
/// `filter` with one `.closure` argument whose one statement is the predicate (op `.call`, target
/// and value both the predicate), so that it is written back as Swift writes it and its names are
/// found where every closure's are.
enum ListFilter {
    /// The method's name.
    static let method = "filter"
    /// The element's name inside the closure: Swift's first shorthand argument.
    static let element = "$0"

    /// The predicate of `items.filter { … }`; nil when the call's argument is no closure of one
    /// expression.
    static func predicate(of call: Expr) -> Expr? {
        guard case .call(_?, method, let args) = call.kind, args.count == 1, args[0].label == nil,
              case .closure(let statements, _) = args[0].value.kind, statements.count == 1,
              case .assign(let body, .call, _) = statements[0].kind else { return nil }
        return body
    }

    /// The name the closure gives the element: its parameter (`{ city in … }`), or `$0`.
    static func elementName(of call: Expr) -> String {
        guard case .call(_?, method, let args) = call.kind, let first = args.first,
              case .closure(_, let parameters) = first.value.kind, let name = parameters.first else { return element }
        return name
    }

    /// Whether `e` is the element `$0`, or a field or an element of it: a value, though it
    /// starts with `$` as a binding does.
    static func isElement(_ e: Expr) -> Bool {
        switch e.kind {
        case .name(let n): return n == element
        case .member(let base, _), .index(let base, _): return isElement(base)
        default: return false
        }
    }

    /// What a filter with no closure is told.
    static func notAClosure(_ call: Expr) -> Diagnostic {
        Diagnostic("\(call.source.quotable) needs a closure that says which elements to keep", at: call.location,
                   hint: "for example names.filter { $0.contains(query) }")
    }

    /// The elements of the list for which the predicate is true, in order, as Swift's `filter` keeps them.
    static func evaluate(_ base: Expr, _ call: Expr, in scope: Scope) throws -> Value {
        guard let body = predicate(of: call) else { throw notAClosure(call) }
        let name = elementName(of: call)
        let list = try Evaluator.evaluate(base, in: scope)
        guard case .list(let items) = list else {
            throw Diagnostic("\(base.source.quotable) is \(list.typeName); only a list can be filtered", at: call.location)
        }
        // Filters nested in one another's closures share one count of closure runs, so that
        // `a.filter { a.filter { … }.isEmpty }` over long lists stops instead of running n² times.
        let budget = (scope as? ElementScope)?.budget ?? ElementScope.Budget(left: scope.limits.valueSize)
        var kept: [Value] = []
        for item in items {
            budget.left -= 1
            if budget.left < 0 {
                throw Diagnostic("the closures of the filters in \(call.source.quotable) ran more than \(scope.limits.valueSize) times",
                                 at: call.location, hint: "work this large is likely a runaway expression; docs/limits.md lists the limits")
            }
            let verdict = try Evaluator.evaluate(body, in: ElementScope(scope, element: item, named: name, budget: budget))
            guard case .bool(let keep) = verdict else {
                throw Diagnostic("the closure of filter must give true or false; \(body.source.quotable) is \(verdict.typeName) \(verdict.literal)",
                                 at: body.location, hint: "compare it, e.g. `\(base.source).filter { $0 != \"\" }`")
            }
            if keep { kept.append(item) }
        }
        return .list(kept)
    }
}

extension Parser {
    /// `filter { predicate }` after `items.`: the closure's one expression, its element `$0`.
    mutating func parseFilter(_ base: Expr, at location: Location) throws -> Expr {
        let open = advance()
        // `{ city in … }`: Swift's named parameter, the element's name in the closure.
        var parameters: [String] = []
        if case .identifier(let name) = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .identifier("in") {
            parameters = [name]
            position += 2
        }
        if case .symbol(.rightBrace) = peek.kind {
            throw Diagnostic("the closure of filter is empty", at: peek.location, hint: "for example names.filter { $0.contains(query) }")
        }
        let body = try parseExpression()
        if case .end = peek.kind {
            // Most often a label's `{…}`, which ends at the closure's `}`.
            throw Diagnostic("the closure of filter has no '}'", at: peek.location,
                             hint: "a label's {…} cannot hold a closure's braces: pass the list to a child as a prop, or keep it in a memo:, and show {found.count} there")
        }
        try expect(.rightBrace, after: "to close the closure of filter")
        let predicate = Statement(target: body, op: .call, value: body, location: body.location, source: body.source)
        let head = parameters.first.map { "\($0) in " } ?? ""
        let closure = Expr(.closure([predicate], parameters: parameters), at: open.location, source: "{ \(head)\(body.source) }")
        return Expr(.call(base, ListFilter.method, [(nil, closure)]), at: location, source: "\(base.source).filter { \(head)\(body.source) }")
    }
}

/// The scope inside a filter's closure: `$0` is the element; every other name is the enclosing
/// scope's, read through it so that what the closure reads is tracked where the list is shown.
final class ElementScope: ForwardingScope {
    let outer: any Scope
    let element: Value
    /// The closure runs left to the outermost filter and the filters inside its closure.
    let budget: Budget

    /// A count shared by nested filters.
    final class Budget {
        var left: Int
        init(left: Int) { self.left = left }
    }

    /// The element's name in the closure: `$0`, or the closure's parameter.
    let name: String

    init(_ outer: Scope, element: Value, named name: String = ListFilter.element, budget: Budget) {
        self.outer = outer
        self.element = element
        self.name = name
        self.budget = budget
    }

    func lookup(_ name: String, at location: Location) throws -> Value {
        name == self.name ? element : try outer.lookup(name, at: location)
    }

    func binding(into field: String, of name: String, at location: Location) throws -> Value? {
        name == self.name ? nil : try outer.binding(into: field, of: name, at: location)
    }

    func binding(into field: String, through binding: BindingRef, at location: Location) throws -> Value {
        try outer.binding(into: field, through: binding, at: location)
    }

    func binding(at index: Value, through binding: BindingRef, at location: Location) throws -> Value {
        try outer.binding(at: index, through: binding, at: location)
    }

    // The closure gives a value; it assigns nothing.
    func assign(_ name: String, _ value: Value, at location: Location) throws {
        throw Diagnostic("the closure of filter gives a value; it cannot assign '\(name)'", at: location)
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        throw Diagnostic("the closure of filter gives a value; it cannot assign '\(field)'", at: location)
    }
}
