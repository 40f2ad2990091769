/// The methods of Swift's `Array` whose closure takes two values (docs/semantics.md §76):
/// `sorted(by:)`, `min(by:)` and `max(by:)`, whose closure says whether its first element goes
/// before its second, and `reduce(_:_:)`, whose closure combines the running value `$0` with the
/// next element `$1`. Each is held as ListClosure's are: a call whose last argument is a
/// `.closure` of one statement, its expression; the closure's two names are its parameters,
/// `$0` and `$1` when it names none, so that they are the closure's own names and not the scope's.
enum PairClosure {
    /// A method that runs a closure on two values.
    enum Method: String {
        case sorted, min, max, reduce

        /// The method as Swift's documentation names it.
        var shown: String { self == .reduce ? "reduce(_:_:)" : rawValue + "(by:)" }

        /// Whether the closure orders two elements, giving true or false.
        var orders: Bool { self != .reduce }

        /// An example of the method, for a hint.
        var example: String {
            switch self {
            case .sorted: "todos.sorted(by: { $0.title < $1.title })"
            case .min: "todos.min(by: { $0.price < $1.price })"
            case .max: "todos.max(by: { $0.price < $1.price })"
            case .reduce: "items.reduce(0) { $0 + $1.price }"
            }
        }
    }

    /// `>` passed as the function, as the closure Swift makes of it, `{ $0 > $1 }`; written as
    /// the operator, which the export writes back as the closure.
    static func operatorClosure(_ op: String, at location: Location) -> Expr {
        let first = Expr(.name(ListClosure.element), at: location, source: ListClosure.element)
        let body = Expr(.binary(op, first, Expr(.name(second), at: location, source: second)), at: location, source: "$0 \(op) $1")
        let statement = Statement(target: body, op: .call, value: body, location: location, source: body.source)
        return Expr(.closure([statement], parameters: shorthand), at: location, source: op)
    }

    /// The second of Swift's shorthand arguments.
    static let second = "$1"

    /// The closure's names when it gives none: Swift's `$0` and `$1`.
    static let shorthand = [ListClosure.element, second]

    /// The method `name(args)` is, when its closure is written in place: `sorted(by: { … })`,
    /// `reduce(0, { … })`; nil for `items.sorted()` and `items.min()`, which stay Comparable's.
    static func method(_ name: String, _ args: [(label: String?, value: Expr)]) -> Method? {
        guard let method = Method(rawValue: name), let last = args.last, case .closure = last.value.kind else { return nil }
        if method == .reduce { return args.count == 2 && args[0].label == nil && last.label == nil ? method : nil }
        return args.count == 1 && last.label == "by" ? method : nil
    }

    /// The closure's one expression and its two names.
    static func closure(of call: Expr) -> (body: Expr, names: [String])? {
        guard case .call(_?, _, let args) = call.kind, let last = args.last,
              case .closure(let statements, let parameters) = last.value.kind, statements.count == 1, parameters.count == 2,
              case .assign(let body, .call, _) = statements[0].kind else { return nil }
        return (body, parameters)
    }

    /// `reduce`'s initial value.
    static func initial(of call: Expr) -> Expr? {
        guard case .call(_?, PairClosure.Method.reduce.rawValue, let args) = call.kind, args.count == 2 else { return nil }
        return args[0].value
    }

    /// Whether `name` is one of Swift's shorthand arguments, `$0`, `$1`, …: a closure's value, not a binding.
    static func isShorthand(_ name: String) -> Bool {
        name.utf8.count > 1 && name.utf8.first == UInt8(ascii: "$") && name.utf8.dropFirst().allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// The highest shorthand argument `body` reads outside the closures inside it, as `$1` is 1; nil when none.
    static func highestShorthand(in body: Expr) -> Int? {
        body.names.compactMap { isShorthand($0.0) ? Int($0.0.dropFirst()) : nil }.max()
    }

    /// Swift's type of the closure, as its errors write it: `(Element, Element) throws -> Bool`.
    static func signature(_ method: Method) -> String {
        method == .reduce ? "(Result, Element) throws -> Result" : "(Element, Element) throws -> Bool"
    }

    /// The method's answer, as the standard library gives it: the engine calls Swift's own
    /// `sorted(by:)`, `min(by:)`, `max(by:)` and `reduce(_:_:)` with the closure, so the order of
    /// equal elements (a stable sort: SE-0372), which of equal extremes is taken, and the pairs
    /// the closure is run on are the app's. Every run spends the count of runs the list
    /// methods share (ListClosure).
    static func evaluate(_ method: Method, _ base: Expr, _ call: Expr, in scope: Scope) throws -> Value {
        guard let (body, names) = closure(of: call) else { throw ListClosure.notAClosure(call) }
        let list = try Evaluator.evaluate(base, in: scope)
        guard case .list(let items) = list else {
            throw Diagnostic("\(base.source.quotable) is \(list.typeName); \(method.shown) is a list's method here", at: call.location)
        }
        let budget = (scope as? ElementScope)?.budget ?? ElementScope.Budget(left: scope.limits.valueSize)
        func run(_ a: Value, _ b: Value) throws -> Value {
            budget.left -= 1
            if budget.left < 0 {
                throw Diagnostic("the closures of the list methods in \(call.source.quotable) ran more than \(scope.limits.valueSize) times",
                                 at: call.location, hint: "work this large is likely a runaway expression; docs/limits.md lists the limits")
            }
            let first = ElementScope(scope, element: a, named: names[0], budget: budget, of: method.rawValue)
            return try Evaluator.evaluate(body, in: ElementScope(first, element: b, named: names[1], budget: budget, of: method.rawValue))
        }
        func ordered(_ a: Value, _ b: Value) throws -> Bool {
            let verdict = try run(a, b)
            guard case .bool(let before) = verdict else {
                throw Diagnostic("the closure of \(method.shown) must give true or false; \(body.source.quotable) is \(verdict.typeName) \(verdict.literal)",
                                 at: body.location, hint: "compare the two, e.g. \(method.example)")
            }
            return before
        }
        switch method {
        case .sorted: return .list(try items.sorted(by: ordered))
        case .min: return try items.min(by: ordered) ?? .null
        case .max: return try items.max(by: ordered) ?? .null
        case .reduce:
            guard let start = initial(of: call) else { throw ListClosure.notAClosure(call) }
            return try items.reduce(try Evaluator.evaluate(start, in: scope), run)
        }
    }
}
