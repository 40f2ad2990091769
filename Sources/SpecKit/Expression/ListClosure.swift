/// The methods of Swift's `Array` that take a closure run on each element: `filter { … }`, the
/// list a `.searchable` view shows; `first(where:)`, `contains(where:)`, `allSatisfy(_:)`,
/// `count(where:)`, `map(_:)`, `compactMap(_:)`, `firstIndex(where:)` and `lastIndex(where:)`, and in
/// an action `removeAll(where:)` (docs/semantics.md §60.7, §74, §76). The closure is held as a call of
/// the method with one `.closure` argument (labelled `where` when written so) whose one statement
/// is its expression (op `.call`, target and value both the expression), so that it is written
/// back as Swift writes it and its names are found where every closure's are.
enum ListClosure {
    /// A method that runs a closure on the elements.
    enum Method: String {
        case filter, first, contains, allSatisfy, count, map, compactMap, firstIndex, lastIndex, removeAll

        /// The method as Swift's documentation names it.
        var shown: String {
            switch self {
            case .filter, .map, .compactMap, .allSatisfy: rawValue
            case .first, .contains, .count, .firstIndex, .lastIndex, .removeAll: rawValue + "(where:)"
            }
        }

        /// The label of its closure in parentheses: `first(where: { … })`, `map({ … })`.
        var label: String? { [.first, .contains, .count, .firstIndex, .lastIndex, .removeAll].contains(self) ? "where" : nil }

        /// Whether the closure says true or false of an element, rather than giving a value.
        var isPredicate: Bool { self != .map && self != .compactMap }

        /// An example of the method, for a hint.
        var example: String {
            switch self {
            case .filter: "names.filter { $0.contains(query) }"
            case .first: "items.first(where: { $0.id == selected })"
            case .contains: "todos.contains(where: { !$0.done })"
            case .allSatisfy: "todos.allSatisfy { $0.done }"
            case .count: "todos.count(where: { $0.done })"
            case .map: "items.map { $0.title }"
            case .compactMap: "texts.compactMap { Int($0) }"
            case .firstIndex: "if let i = todos.firstIndex(where: { $0.id == id }) { todos[i].done = true }"
            case .lastIndex: "items.lastIndex(where: { $0 > 2 }) ?? 0"
            case .removeAll: "todos.removeAll(where: { $0.done })"
            }
        }
    }

    /// The method's name.
    static let filter = "filter"
    /// The element's name inside the closure: Swift's first shorthand argument.
    static let element = "$0"

    /// The closure-taking method `name(args)` is: `filter` whatever its argument (the check says
    /// when it is no closure); the others only with their closure, so that `items.contains(x)` and
    /// `items.count` stay what they were.
    static func method(_ name: String, _ args: [(label: String?, value: Expr)]) -> Method? {
        if name == filter { return .filter }
        guard args.count == 1, case .closure = args[0].value.kind else { return nil }
        return Method(rawValue: name)
    }

    /// The closure's one expression; nil when the call's argument is no closure of one expression.
    static func predicate(of call: Expr) -> Expr? {
        guard case .call(_?, _, let args) = call.kind, args.count == 1,
              case .closure(let statements, _) = args[0].value.kind, statements.count == 1,
              case .assign(let body, .call, _) = statements[0].kind else { return nil }
        return body
    }

    /// The name the closure gives the element: its parameter (`{ city in … }`), or `$0`.
    static func elementName(of call: Expr) -> String {
        guard case .call(_?, _, let args) = call.kind, let first = args.first,
              case .closure(_, let parameters) = first.value.kind, let name = parameters.first else { return element }
        return name
    }

    /// Whether `e` is the element `$0`, or a field or an element of it: a value, though it
    /// starts with `$` as a binding does.
    static func isElement(_ e: Expr) -> Bool {
        switch e.kind {
        case .name(let n): return PairClosure.isShorthand(n)
        case .member(let base, _), .index(let base, _): return isElement(base)
        default: return false
        }
    }

    /// What a filter with no closure is told.
    static func notAClosure(_ call: Expr) -> Diagnostic {
        Diagnostic("\(call.source.quotable) needs a closure that says which elements to keep", at: call.location,
                   hint: "for example names.filter { $0.contains(query) }")
    }

    /// What a closure that must say true or false is told when it gives another value.
    static func notABool(_ method: Method, _ body: Expr, is described: String, hint: String) -> Diagnostic {
        Diagnostic("the closure of \(method.shown) must give true or false; \(body.source.quotable) is \(described)",
                   at: body.location, hint: hint)
    }

    /// The method's answer, as Swift's gives it: `filter` the elements for which the closure is
    /// true, in order; `first(where:)` the first of them or nil, `contains(where:)` whether there
    /// is one, `allSatisfy` whether every element is one (true for none), each stopping at the
    /// element that decides, so the closure reads no more than Swift's does; `count(where:)` how
    /// many; `map` the closure's values, in order, and `compactMap` those of them that are not nil;
    /// `firstIndex(where:)` and `lastIndex(where:)` the position of the first or last element for
    /// which it is true, or nil; `removeAll(where:)` the list without those elements, which the
    /// action stores where the list was.
    static func evaluate(_ method: Method, _ base: Expr, _ call: Expr, in scope: Scope) throws -> Value {
        guard let body = predicate(of: call) else { throw notAClosure(call) }
        let name = elementName(of: call)
        let list = try Evaluator.evaluate(base, in: scope)
        guard case .list(let items) = list else {
            let what = method == .filter ? "only a list can be filtered" : "\(method.shown) is a list's method here"
            throw Diagnostic("\(base.source.quotable) is \(list.typeName); \(what)", at: call.location)
        }
        // Closures nested in one another's share one count of runs, so that
        // `a.filter { a.filter { … }.isEmpty }` over long lists stops instead of running n² times.
        let budget = (scope as? ElementScope)?.budget ?? ElementScope.Budget(left: scope.limits.valueSize)
        func run(_ item: Value) throws -> Value {
            budget.left -= 1
            if budget.left < 0 {
                let whose = method == .filter ? "the filters" : "the list methods"
                throw Diagnostic("the closures of \(whose) in \(call.source.quotable) ran more than \(scope.limits.valueSize) times",
                                 at: call.location, hint: "work this large is likely a runaway expression; docs/limits.md lists the limits")
            }
            return try Evaluator.evaluate(body, in: ElementScope(scope, element: item, named: name, budget: budget, of: method.rawValue))
        }
        func holds(_ item: Value) throws -> Bool {
            let verdict = try run(item)
            guard case .bool(let b) = verdict else {
                let example = method == .filter ? "`\(base.source).filter { $0 != \"\" }`" : "`\(base.source).\(method.rawValue) { $0 != \"\" }`"
                throw notABool(method, body, is: "\(verdict.typeName) \(verdict.literal)", hint: "compare it, e.g. \(example)")
            }
            return b
        }
        switch method {
        case .filter:
            var kept: [Value] = []
            for item in items where try holds(item) { kept.append(item) }
            return .list(kept)
        case .first:
            for item in items where try holds(item) { return item }
            return .null
        case .firstIndex:
            for (i, item) in items.enumerated() where try holds(item) { return .int(i) }
            return .null
        case .lastIndex:
            // Swift's `lastIndex(where:)` searches from the end.
            for (i, item) in items.enumerated().reversed() where try holds(item) { return .int(i) }
            return .null
        case .removeAll:
            var kept: [Value] = []
            for item in items where try !holds(item) { kept.append(item) }
            return .list(kept)
        case .contains:
            for item in items where try holds(item) { return .bool(true) }
            return .bool(false)
        case .allSatisfy:
            for item in items where try !holds(item) { return .bool(false) }
            return .bool(true)
        case .count:
            var n = 0
            for item in items where try holds(item) { n += 1 }
            return .int(n)
        case .map:
            return .list(try items.map(run))
        case .compactMap:
            // Swift's `compactMap` keeps the values that are not nil, unwrapped.
            return .list(try items.map(run).filter { $0 != .null })
        }
    }
}

extension Parser {
    /// `filter { … }`, `first(where: { … })`, `map { … }` after `items.`, `(` taken when
    /// `parenthesized`: the closure and its one expression, its element `$0` or the name it
    /// gives. Nil when the parentheses hold no closure (`items.contains(x)`), nothing taken.
    mutating func parseListClosure(_ base: Expr, _ method: ListClosure.Method, parenthesized: Bool, at location: Location) throws -> Expr? {
        var label: String?
        if parenthesized {
            if case .identifier(let l) = peek.kind, position + 2 < tokens.count, tokens[position + 1].kind == .symbol(.colon),
               tokens[position + 2].kind == .symbol(.leftBrace) {
                label = l
                position += 2
            } else if peek.kind != .symbol(.leftBrace) {
                return nil
            }
            if label != method.label {
                let told = switch (method.label, label) {
                case (let wanted?, nil): "\(method.shown) needs the label \(wanted): before its closure"
                case (let wanted?, let given?): "\(method.shown) labels its closure \(wanted):, not \(given):"
                case (nil, let given): "\(method.shown) takes its closure with no label, not \(given ?? ""):"
                }
                throw Diagnostic(told, at: location, hint: "for example \(method.example)")
            }
        }
        // Inside the closure a `{` is a closure's again, in a condition too.
        let outer = inCondition
        inCondition = false
        defer { inCondition = outer }
        let name = method.rawValue
        let open = advance()
        // `{ city in … }`: Swift's named parameter, the element's name in the closure.
        var parameters: [String] = []
        if case .identifier(let name) = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .identifier("in") {
            parameters = [name]
            position += 2
        }
        if case .symbol(.rightBrace) = peek.kind {
            throw Diagnostic("the closure of \(name) is empty", at: peek.location, hint: "for example \(method.example)")
        }
        let body = try parseExpression()
        if case .end = peek.kind {
            // A label's `{…}`, which ends at the closure's `}`, is said so before this (TemplateParser).
            throw Diagnostic("the closure of \(name) has no '}'", at: peek.location, hint: "for example \(method.example)")
        }
        try expect(.rightBrace, after: "to close the closure of \(name)")
        try checkArity(method, parameters, body, at: open.location)
        if parenthesized { try expect(.rightParen, after: "to close \(name)(…)") }
        let predicate = Statement(target: body, op: .call, value: body, location: body.location, source: body.source)
        let head = parameters.first.map { "\($0) in " } ?? ""
        let closure = Expr(.closure([predicate], parameters: parameters), at: open.location, source: "{ \(head)\(body.source) }")
        let written = parenthesized ? "(\(label.map { "\($0): " } ?? "")\(closure.source))" : " \(closure.source)"
        return Expr(.call(base, name, [(label, closure)]), at: location, source: "\(base.source).\(name)\(written)")
    }
}

extension Parser {
    /// Swift's errors for a closure of one element that reads another shorthand argument, `$1`,
    /// or mixes `$0` with a name of its own.
    fileprivate func checkArity(_ method: ListClosure.Method, _ parameters: [String], _ body: Expr, at location: Location) throws {
        guard let highest = PairClosure.highestShorthand(in: body) else { return }
        if !parameters.isEmpty {
            throw Diagnostic("anonymous closure arguments cannot be used inside a closure that has explicit arguments", at: location,
                             hint: "use the name \(parameters[0]), or drop `\(parameters[0]) in`")
        }
        guard highest > 0 else { return }
        throw Diagnostic("contextual closure type '(Element) throws -> \(method.isPredicate ? "Bool" : "T")' of \(method.shown) expects 1 argument, but \(highest + 1) were used in closure body",
                         at: location, hint: "its closure is given one element, $0; two are given to sorted(by:), min(by:), max(by:) and reduce")
    }
}

/// The scope inside a list method's closure: `$0` is the element; every other name is the enclosing
/// scope's, read through it so that what the closure reads is tracked where the list is shown.
final class ElementScope: ForwardingScope {
    let outer: any Scope
    let element: Value
    /// The closure runs left to the outermost list method and the ones inside its closure.
    let budget: Budget

    /// A count shared by nested closures.
    final class Budget {
        var left: Int
        init(left: Int) { self.left = left }
    }

    /// The element's name in the closure: `$0`, or the closure's parameter.
    let name: String

    /// The method whose closure this is, named when the closure tries to assign.
    let method: String

    init(_ outer: Scope, element: Value, named name: String = ListClosure.element, budget: Budget, of method: String = ListClosure.filter) {
        self.outer = outer
        self.method = method
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
        throw Diagnostic("the closure of \(method) gives a value; it cannot assign '\(name)'", at: location)
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        throw Diagnostic("the closure of \(method) gives a value; it cannot assign '\(field)'", at: location)
    }
}
