/// What an expression can see and do; the graph engine implements it so reads and writes are tracked.
public protocol Scope: AnyObject {
    func lookup(_ name: String, at location: Location) throws -> Value
    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value
    func staticField(_ field: String, of type: String, at location: Location) throws -> Value
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value
    func assign(_ name: String, _ value: Value, at location: Location) throws
    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws
    /// `{ … }`: a closure value made here, capturing what it uses of this scope.
    func makeClosure(_ statements: [Statement], source: String, at location: Location) throws -> Value
    /// Runs a closure's statements in the scope it was written in.
    func invoke(_ closure: ClosureValue, named name: String, at location: Location) throws
    /// The bounds evaluation works under (`Limits.valueSize`).
    var limits: Limits { get }
    /// `dismiss()`: the environment's dismiss action, where the action runs.
    func dismiss(at location: Location) throws
}

extension Scope {
    public var limits: Limits { .standard }

    /// `dismiss()`: only a view in the graph has an environment to dismiss with.
    public func dismiss(at location: Location) throws {
        throw Diagnostic("dismiss() needs a view's environment; it can only run in an action of a body", at: location)
    }

    public func makeClosure(_ statements: [Statement], source: String, at location: Location) throws -> Value {
        throw Diagnostic("a closure can only be passed to a child, as an argument", at: location)
    }

    public func invoke(_ closure: ClosureValue, named name: String, at location: Location) throws {
        throw Diagnostic("a closure can only be called in an action", at: location)
    }
}

/// Evaluates expressions and runs statements against a `Scope`.
public enum Evaluator {
    public static func evaluate(_ e: Expr, in scope: Scope) throws -> Value {
        switch e.kind {
        case .int(let n): return .int(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .name(let name): return try scope.lookup(name, at: e.location)
        case .member(let base, let name):
            // `$model.field`: a binding into a model's field, as `@Bindable` gives.
            if case .name(let n) = base.kind, n.hasPrefix("$") {
                guard case .model(let ref) = try scope.lookup(String(n.dropFirst()), at: base.location) else {
                    throw Diagnostic("\(e.source) needs \(n.dropFirst()) to be a model", at: e.location,
                                     hint: "a binding to a holder is \(n); a binding into a model's field is $model.field")
                }
                // Making the binding reads nothing; reading through it does.
                return .binding(BindingRef(node: 0, name: name, model: ref))
            }
            switch try evaluate(base, in: scope) {
            case .model(let ref): return try scope.field(name, of: ref, at: e.location)
            case .typeName(let type): return try scope.staticField(name, of: type, at: e.location)
            case .structure(let value):
                guard let field = value.field(name) else {
                    throw Diagnostic("\(value.type) has no field '\(name)'", at: e.location)
                }
                return field
            case let other:
                if let v = Methods.property(name, of: other) { return v }
                throw Diagnostic("\(base.source) is \(other.typeName), which has no field '\(name)'", at: e.location,
                                 hint: other.typeName == "list" ? "a list has count and isEmpty" : nil)
            }
        case .index(let base, let index):
            return try Methods.element(of: try evaluate(base, in: scope), at: try evaluate(index, in: scope), e)
        case .call(let base, let name, let args):
            guard let base else {
                throw Diagnostic("\(e.source) runs an action; call it in a button's action, not in a value", at: e.location)
            }
            let v = try evaluate(base, in: scope)
            return try Methods.call(name, on: v, try args.map { ($0.label, try evaluate($0.value, in: scope)) }, e)
        case .closure(let statements):
            return try scope.makeClosure(statements, source: e.source, at: e.location)
        case .unary(let op, let operand):
            let v = try evaluate(operand, in: scope)
            switch (op, v) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let n)):
                guard n != Int.min else { throw Diagnostic("integer overflow in \(e.source)", at: e.location) }
                return .int(-n)
            default:
                throw typeError(op, v, nil, e)
            }
        case .binary(let op, let lhs, let rhs):
            let a = try evaluate(lhs, in: scope)
            // && and || short-circuit, as in Swift.
            if op == "&&" || op == "||" {
                guard case .bool(let x) = a else { throw typeError(op, a, nil, e) }
                if op == "&&" && !x { return .bool(false) }
                if op == "||" && x { return .bool(true) }
                let b = try evaluate(rhs, in: scope)
                guard case .bool(let y) = b else { throw typeError(op, a, b, e) }
                return .bool(y)
            }
            return try binary(op, a, try evaluate(rhs, in: scope), e, limits: scope.limits)
        case .construct(let type, let args):
            var values: [(label: String, value: Value)] = []
            for arg in args { values.append((arg.label, try evaluate(arg.value, in: scope))) }
            return try scope.construct(type, values, at: e.location)
        case .list(let items):
            let list = Value.list(try items.map { try evaluate($0, in: scope) })
            if exceeds(list, scope.limits.valueSize) {
                throw Diagnostic("a list of more than \(scope.limits.valueSize) elements in \(e.source)", at: e.location,
                                 hint: "a value this large is likely a runaway expression; docs/limits.md lists the limits")
            }
            return list
        case .interpolation(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .expr(let x): text += try evaluate(x, in: scope).description
                }
                try checkLength(text, limits: scope.limits, e)
            }
            return .string(text)
        }
    }

    static func typeError(_ op: String, _ a: Value, _ b: Value?, _ e: Expr) -> Diagnostic {
        let types = b.map { "\(a.typeName) and \($0.typeName)" } ?? a.typeName
        var hint: String?
        switch (op, a, b) {
        case ("+", .string, .int?):
            hint = "Swift does not add a number to a string; put the number in the label: \"count {count}\""
        case ("!", _, nil), ("&&", _, _), ("||", _, _):
            hint = "'\(op)' needs Bool values; compare first, e.g. count > 0"
        default: break
        }
        return Diagnostic("cannot apply '\(op)' to \(types) in \(e.source)", at: e.location, hint: hint)
    }

    static func binary(_ op: String, _ a: Value, _ b: Value, _ e: Expr, limits: Limits) throws -> Value {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default: break
        }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
                if r.overflow { throw Diagnostic("integer overflow in \(e.source)", at: e.location) }
                return .int(r.partialValue)
            }
            switch op {
            case "+": return try checked(x.addingReportingOverflow(y))
            case "-": return try checked(x.subtractingReportingOverflow(y))
            case "*": return try checked(x.multipliedReportingOverflow(by: y))
            case "/", "%":
                if y == 0 { throw Diagnostic("division by zero in \(e.source)", at: e.location) }
                return try checked(op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case (.list(let x), .list(let y)) where op == "+":
            return .list(x + y)
        case (.string(let x), .string(let y)):
            switch op {
            case "+": return .string(try checkLength(x + y, limits: limits, e))
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: break
            }
        default: break
        }
        throw typeError(op, a, b, e)
    }

    /// Strings are bounded so that doubling one in a chain of holders cannot exhaust memory.
    @discardableResult
    static func checkLength(_ text: String, limits: Limits, _ e: Expr) throws -> String {
        if text.utf8.count > limits.valueSize {
            throw Diagnostic("a string of more than \(limits.valueSize) bytes in \(e.source)", at: e.location,
                             hint: "a value this large is likely a runaway expression; docs/limits.md lists the limits")
        }
        return text
    }

    /// Whether a value holds more than `limit` elements and characters, counted with nested lists
    /// in full; stops counting at the limit, so a list that shares one huge list many times is cheap.
    static func exceeds(_ value: Value, _ limit: Int) -> Bool {
        var total = 0
        var pending = [value]
        while let v = pending.popLast() {
            switch v {
            case .list(let items): total += items.count; pending += items
            case .string(let s): total += s.utf8.count
            default: total += 1
            }
            if total > limit { return true }
        }
        return false
    }

    /// Runs `x = e`, `x += e`, `x -= e`, `model.field = e`, a list method such as
    /// `items.append(4)`, or a closure call such as `onLike()`. Suspensions, guards and tasks are
    /// the graph's to run (Graph/Tasks.swift); here they are a mistake of the caller.
    public static func execute(_ s: Statement, in scope: Scope) throws {
        guard case .assign(let target, let op, let valueExpr) = s.kind else {
            throw Diagnostic("\(s.source) can only run in an action", at: s.location)
        }
        if op == .call { return try perform(valueExpr, in: scope) }
        var value = try evaluate(valueExpr, in: scope)
        if op != .assign {
            let current = try evaluate(target, in: scope)
            let e = Expr(.binary(op == .add ? "+" : "-", target, valueExpr), at: s.location, source: s.source)
            value = try binary(op == .add ? "+" : "-", current, value, e, limits: scope.limits)
        }
        try store(value, in: target, scope: scope)
    }

    /// Stores a value where a name or a model's field says.
    static func store(_ value: Value, in target: Expr, scope: Scope) throws {
        switch target.kind {
        case .name(let name):
            try scope.assign(name, value, at: target.location)
        case .member(let base, let field):
            try assign(field, of: base, value, in: scope, at: target.location)
        default:
            throw Diagnostic("only a name or a field can be assigned", at: target.location)
        }
    }

    /// `base.field = value`: a class instance's field is written in place; a struct is copied with
    /// the field replaced and the copy stored back in `base`, as Swift's value semantics do.
    static func assign(_ field: String, of base: Expr, _ value: Value, in scope: Scope, at location: Location) throws {
        switch try evaluate(base, in: scope) {
        case .model(let ref):
            try scope.assignField(field, of: ref, value, at: location)
        case .structure(let s):
            guard s.field(field) != nil else { throw Diagnostic("\(s.type) has no field '\(field)'", at: location) }
            try store(.structure(s.replacing(field, with: value)), in: base, scope: scope)
        default:
            throw Diagnostic("only a model's fields can be assigned; \(base.source) is not a model", at: location)
        }
    }

    /// A call as a statement: a closure runs its statements; a list method stores the changed list.
    static func perform(_ call: Expr, in scope: Scope) throws {
        guard case .call(let base, let name, let args) = call.kind else { return }
        guard let base else {
            // `dismiss()` with no `dismiss` in scope is `@Environment(\.dismiss)` of the view the action runs in.
            if name == "dismiss", args.isEmpty, (try? scope.lookup(name, at: call.location)) == nil {
                return try scope.dismiss(at: call.location)
            }
            let value = try scope.lookup(name, at: call.location)
            guard case .closure(let closure) = value else {
                throw Diagnostic("'\(name)' is \(value.typeName), not a closure; only a closure can be called", at: call.location,
                                 hint: "pass one from the parent: \(name): \"{ likes += 1 }\"")
            }
            guard args.isEmpty else {
                throw Diagnostic("\(call.source): a closure here takes no arguments", at: call.location, hint: "call it as \(name)()")
            }
            return try scope.invoke(closure, named: name, at: call.location)
        }
        guard Methods.mutating.contains(name) else {
            throw Diagnostic("\(call.source) computes a value and changes nothing; an action must change something",
                             at: call.location, hint: "the list methods that change it are append(_:), insert(_:at:) and remove(at:)")
        }
        let values = try args.map { ($0.label, try evaluate($0.value, in: scope)) }
        let changed = try Methods.changed(name, try evaluate(base, in: scope), values, call, limits: scope.limits)
        try store(changed, in: base, scope: scope)
    }
}
