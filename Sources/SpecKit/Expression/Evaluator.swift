/// Evaluates expressions and runs statements against a `Scope`.
public enum Evaluator {
    public static func evaluate(_ e: Expr, in scope: Scope) throws -> Value {
        switch e.kind {
        case .int(let n): return .int(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .name(let name):
            if Parser.writtenWithSelf(e, name) { return try scope.members(hiding: name).lookup(name, at: e.location) }
            return try scope.lookup(name, at: e.location)
        case .member(let base, let name):
            // `$model.field`: a binding into a model's field, as `@Bindable` gives.
            // `$0.name` in a filter's closure is a field of the element, not a binding; `$1.name` too.
            if case .name(let n) = base.kind, n.utf8.first == UInt8(ascii: "$"), !PairClosure.isShorthand(n) {
                // `$item.done`: into a struct's field, through the binding `$item` (semantics §34).
                if let into = try scope.binding(into: name, of: n, at: e.location) { return into }
                guard case .model(let ref) = try scope.lookup(String(n.dropFirst()), at: base.location) else {
                    // Neither a state nor a binding prop, whose `$x` reaches into its value: a prop
                    // handed as a value, for which Swift declares no `$x` (as `spec check` says).
                    if scope.bindingLocation(of: String(n.dropFirst())) == nil { throw SwiftRequirements.propProjection(e, of: String(n.dropFirst())) }
                    throw Diagnostic("\(e.source.quotable) needs \(n.dropFirst()) to be a model", at: e.location,
                                     hint: "a binding to a holder is \(n); a binding into a model's field is $model.field")
                }
                if ref.kind == .class { throw PlainClass.binding(e.source, into: ref.type, at: e.location) }
                // A `Binding` is made with the value it carries, read through the model's getter,
                // which Observation tracks: the body that makes `$model.field` depends on the field
                // (semantics §20).
                _ = try scope.field(name, of: ref, at: e.location)
                var made = BindingRef(node: 0, name: name, model: ref)
                made.location = scope.bindingLocation(of: String(n.dropFirst()))
                return .binding(made)
            }
            // `.background`, `ScenePhase.background`: a case of SwiftUI's enum (§41); `.all`, a
            // case of the declared enum that has one (§92).
            if case .name(ScenePhase.typeName) = base.kind {
                if e.source.utf8.first == UInt8(ascii: "."), !scope.enums.isEmpty {
                    return try ImplicitMember.value(name, in: scope.enums, at: e.location)
                }
                return try ScenePhase.value(name, at: e.location)
            }
            // `Filter.all`: a case of a declared enum (§92).
            if case .name(let type) = base.kind, let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
               let decl = scope.enums.first(where: { $0.name == type }) {
                return try decl.value(name, at: e.location)
            }
            // `(0..<n).count`: from the bounds, without making the elements.
            if let range = Ranges.takesRange(e), let v = try Ranges.answer(e, on: range, in: scope) { return v }
            switch try evaluate(base, in: scope) {
            case .model(let ref): return try scope.field(name, of: ref, at: e.location)
            case .typeName(let type): return try scope.staticField(name, of: type, at: e.location)
            case .binding(let b):
                // `$person.address.city`: a field further down the binding `$person.address`, as
                // `Binding`'s dynamicMember subscript goes to any depth (semantics §10). Only a
                // `$` expression evaluates to a binding.
                return try scope.binding(into: name, through: b, at: e.location)
            case .structure(let value):
                if name == CaughtErrors.description, let text = try CaughtErrors.localizedDescription(of: value, at: e.location) { return text }
                guard let field = value.field(name) else {
                    throw Diagnostic("\(value.type) has no field '\(name)'", at: e.location)
                }
                return field
            // `selected?.name` while selected is nil: the chain stops, nothing more is read (§66).
            case .null where base.isOptionalChain:
                return .null
            case .null:
                throw OptionalChaining.unwrapped(e, base: base, member: name)
            case let other:
                if let v = Methods.property(name, of: other) { return v }
                if Methods.descriptions.contains(name), ["Int", "Bool", "String", "list"].contains(other.typeName) {
                    throw Methods.descriptionNotExpressed(name, of: base, convertible: other.typeName != "list", at: e.location)
                }
                throw Diagnostic("\(base.unbound.source.quotable) is \(other.typeName), which has no field '\(name)'", at: e.location,
                                 hint: Methods.memberHint(name, of: base, isList: other.typeName == "list", isString: other.typeName == "String"))
            }
        case .index(let base, let index):
            let list = try evaluate(base, in: scope)
            if case .null = list, base.isOptionalChain { return .null }
            // `$items[i]`: Binding's dynamicMember subscript with the key path `\.[i]` (semantics §34).
            // Only a `$` expression evaluates to a binding.
            if case .binding(let b) = list { return try scope.binding(at: try evaluate(index, in: scope), through: b, at: e.location) }
            return try Methods.element(of: list, at: try evaluate(index, in: scope), e)
        case .call(let base, let name, let args):
            guard let base else {
                // `String(n)`, `Int(text)`: the parser makes a call of no base only of them or of a lowercase name.
                if name == Methods.conversion {
                    return try Methods.converted(try args.map { ($0.label, try evaluate($0.value, in: scope)) }, e)
                }
                if name == Methods.integer {
                    return try Methods.integer(try args.map { ($0.label, try evaluate($0.value, in: scope)) }, e)
                }
                if GlobalFunctions.names.contains(name) {
                    return try GlobalFunctions.call(name, try args.map { ($0.label, try evaluate($0.value, in: scope)) }, e)
                }
                // `total()` inside a model's method: another method of the model, for its value (§62).
                if let v = try scope.callForValue(name, on: nil, call: e, arguments: nil) { return v }
                throw Diagnostic("\(e.source.quotable) runs an action; call it in a button's action, not in a value", at: e.location)
            }
            if let method = ListClosure.method(name, args) {
                // `removeAll(where:)` changes the list; it is an action's statement (CallStatements.swift).
                if method == .removeAll { return try Methods.call(name, on: .list([]), [], e, limits: scope.limits) }
                return try ListClosure.evaluate(method, base, e, in: scope)
            }
            if let method = PairClosure.method(name, args) { return try PairClosure.evaluate(method, base, e, in: scope) }
            if let range = Ranges.takesRange(e), let v = try Ranges.answer(e, on: range, in: scope) { return v }
            // Its argument, `.whitespaces`, is read as written, not evaluated.
            if name == Methods.trimming {
                let text = try evaluate(base, in: scope)
                if case .null = text, base.isOptionalChain { return .null }
                return try Methods.trimmed(text, e)
            }
            let v = try evaluate(base, in: scope)
            // `store.current?.total()` while current is nil: no call, no argument evaluated (§66).
            if case .null = v, base.isOptionalChain { return .null }
            // `cart.total(for: item)`: a method the model's class declares, for the value it returns (§62).
            if case .model(let instance) = v, let r = try scope.callForValue(name, on: instance, call: e, arguments: nil) { return r }
            // `p.distance()`: a method of the struct value, on the copy `base` holds (§65).
            if case .structure(let value) = v, let r = try scope.callForValue(name, on: value, in: base, call: e, arguments: nil) { return r }
            // `list.contains(.done)`: the argument is an Element of the list (§92.1).
            return try Methods.call(name, on: v, try ImplicitMember.listArguments(args, of: name, on: v, at: base, in: scope), e, limits: scope.limits)
        case .closure(let statements, let parameters):
            return try scope.makeClosure(statements, parameters: parameters, source: e.source, at: e.location)
        case .customBinding(let literal):
            return try scope.makeBinding(literal, source: e.source, at: e.location)
        case .unary(TriedCalls.tries, let operand):
            return try evaluate(operand, in: scope)
        case .unary(TriedCalls.swallows, let operand):
            // `try?`: the error a throwing method throws becomes nil (§80).
            do { return try evaluate(operand, in: scope) } catch is ThrownOut { return .null }
        case .unary(TriedCalls.forces, let operand):
            // `try!`: the error stops the run, as it stops the app (§81).
            do { return try evaluate(operand, in: scope) } catch let thrown as ThrownOut { throw TriedCalls.trapped(e.source, thrown, at: e.location) }
        case .unary(let op, let operand):
            let v = try evaluate(operand, in: scope)
            switch (op, v) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let n)):
                guard n != Int.min else { throw Diagnostic("integer overflow in \(e.source.quotable)", at: e.location) }
                return .int(-n)
            // `a?`, the bind of a chain: the value itself; what follows it stops on nil (§66).
            case (OptionalChaining.bind, _): return v
            default:
                throw typeError(op, v, nil, e)
            }
        case .binary(let op, let lhs, let rhs):
            if Ranges.operators.contains(op) { return try Ranges.elements(e, in: scope) }
            // `e == SaveError.taken`, `e` bound by `catch let e as SaveError` (§81).
            if op == "==" || op == "!=", let v = try CaughtErrors.comparison(op, lhs, rhs, e, in: scope) { return v }
            // `filter == .active`: the case of the other side's type (§92).
            if op == "==" || op == "!=", !scope.enums.isEmpty, let v = try ImplicitMember.comparison(op, lhs, rhs, e, in: scope) { return v }
            let a = try evaluate(lhs, in: scope)
            // `error is CancellationError`: the type of the error a `catch` took (§75.5).
            if op == "is" { return try CaughtErrors.isOfType(a, rhs, e) }
            // `??` evaluates its right side only when the left is nil, as Swift's autoclosure does.
            if op == "??" { return a == .null ? try evaluate(rhs, in: scope) : a }
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
        case .conditional(let condition, let then, let otherwise):
            // Only the branch chosen runs, as in Swift: the body reads (and depends on) its names alone.
            let c = try evaluate(condition, in: scope)
            guard case .bool(let holds) = c else {
                throw Diagnostic("the condition of `\(e.source.quotable)` must be true or false; `\(condition.source.quotable)` is \(c.typeName) \(c.literal)",
                                 at: condition.location, hint: "compare it, e.g. `\(condition.source) > 0 ? … : …`")
            }
            return try evaluate(holds ? then : otherwise, in: scope)
        case .construct(let type, let args):
            var values: [(label: String, value: Value)] = []
            for arg in args {
                // `Prefs(filter: .done)`: the case of the enum the field holds, as Swift's init parameter types it.
                let value = !scope.enums.isEmpty && ImplicitMember.needsType(arg.value, in: scope.enums)
                    ? try ImplicitMember.evaluate(arg.value, as: scope.enumType(ofField: arg.label, in: type), in: scope)
                    : try evaluate(arg.value, in: scope)
                values.append((arg.label, value))
            }
            let built = try scope.construct(type, values, at: e.location)
            if case .structure = built { return try checkSize(built, limits: scope.limits, e) }
            return built
        case .list(let items):
            return try checkSize(.list(try items.map { try evaluate($0, in: scope) }), limits: scope.limits, e)
        case .interpolation(let parts):
            var text = ""
            let limits = scope.limits
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .expr(let x): text += try evaluate(x, in: scope).description
                }
                try checkLength(text, limits: limits, e)
            }
            return .string(text)
        }
    }

    static func typeError(_ op: String, _ a: Value, _ b: Value?, _ e: Expr) -> Diagnostic {
        typeError(op, shownType(a), b.map(shownType), e)
    }

    /// The same, from the operands' type names: the checks before a run report it with the types
    /// they are certain of.
    static func typeError(_ op: String, _ a: String, _ b: String?, _ e: Expr) -> Diagnostic {
        let types = b.map { "\(a) and \($0)" } ?? a
        var hint: String?
        if op == "+", a == "String", b == "Int" {
            let number = if case .binary(_, _, let r) = e.kind { r.source } else { "count" }
            hint = "Swift does not add a number to a string: convert it, `\"…\" + String(\(number))`, or in a label show it with {…}: \"count {\(number)}\""
        } else if op == "==" || op == "!=", Set([a, b]) == ["Int", "String"], case .binary(_, let l, let r) = e.kind {
            // `name.count == "3"`: a number written in quotes, or a text to convert.
            let quoted = [l, r].first { if case .string(let t) = $0.kind { Int(t) != nil } else { false } }
            if let quoted, case .string(let digits) = quoted.kind {
                hint = "\(quoted.source) is a String; a number is written without quotes: \(digits)"
            } else {
                hint = "Swift compares values of one type: convert one side, `String(n)` or `Int(text)`"
            }
        } else if (op == "!" && b == nil) || op == "&&" || op == "||" {
            hint = "'\(op)' needs Bool values; compare first, e.g. count > 0"
        } else if ["<", "<=", ">", ">="].contains(op), [a, b].contains(where: { $0 == "nil" || $0?.hasSuffix("?") == true }) {
            hint = "Swift orders no optional: give it a fallback first, `(x ?? 0) \(op) …`, or unwrap it with `if let`"
        }
        return Diagnostic("cannot apply '\(op)' to \(types) in \(e.source.quotable)", at: e.location, hint: hint)
    }

    static func binary(_ op: String, _ a: Value, _ b: Value, _ e: Expr, limits: Limits) throws -> Value {
        if op == "==" || op == "!=" {
            // Swift compares only values of one type: `model == 1` does not compile, as `<` would not.
            guard comparable(a, b) else { throw typeError(op, a, b, e) }
            return .bool((a == b) == (op == "=="))
        }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
                if r.overflow { throw Diagnostic("integer overflow in \(e.source.quotable)", at: e.location) }
                return .int(r.partialValue)
            }
            switch op {
            case "+": return try checked(x.addingReportingOverflow(y))
            case "-": return try checked(x.subtractingReportingOverflow(y))
            case "*": return try checked(x.multipliedReportingOverflow(by: y))
            case "/", "%":
                if y == 0 { throw Diagnostic("division by zero in \(e.source.quotable)", at: e.location) }
                return try checked(op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case (.list(let x), .list(let y)) where op == "+":
            // Measured before it is built: `l = l + l` repeated must stop at the limit, not allocate.
            if x.count + y.count > limits.valueSize { throw tooLarge(limits, e) }
            return try checkSize(.list(x + y), limits: limits, e)
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

    /// A type as a message names it: a list by its first element's type, `[Int]`, as Swift would.
    static func shownType(_ v: Value) -> String {
        guard case .list(let items) = v else { return v.typeName }
        return items.first.map { "[\(shownType($0))]" } ?? "an empty list"
    }

    /// Whether Swift's `==` takes the two: the same type (models of the same class, compared by
    /// identity; values of one struct, `Equatable`, compared field by field), lists whose elements
    /// are of one type.
    static func comparable(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int, .int), (.string, .string), (.bool, .bool), (.phase, .phase): return true
        case (.enumCase(let x), .enumCase(let y)): return x.type == y.type
        // An optional compares with nil whatever it wraps, as Swift's `selected == nil` does.
        case (.null, _), (_, .null): return true
        case (.model(let x), .model(let y)): return x.type == y.type
        case (.structure(let x), .structure(let y)): return x.type == y.type
        case (.list(let x), .list(let y)):
            guard let first = x.first ?? y.first else { return true }
            return (x + y).allSatisfy { comparable(first, $0) }
        default: return false
        }
    }

    /// Runs `x = e`, `x += e`, `x -= e`, `model.field = e`, a list method such as
    /// `items.append(4)`, or a closure call such as `onLike()`. Suspensions, guards and tasks are
    /// the graph's to run (Graph/Tasks.swift); here they are a mistake of the caller.
    public static func execute(_ s: Statement, in scope: Scope) throws {
        guard case .assign(let target, let op, let valueExpr) = s.kind else {
            throw Diagnostic("\(s.source) can only run in an action", at: s.location)
        }
        if op == .call {
            // `try? store.validate()`: its error is dropped, and the closure goes on (§80).
            if s.forcesErrors {
                do { return try perform(valueExpr, in: scope) } catch let thrown as ThrownOut { throw TriedCalls.trapped(s.source, thrown, at: s.location) }
            }
            guard s.swallowsErrors else { return try perform(valueExpr, in: scope) }
            do { return try perform(valueExpr, in: scope) } catch is ThrownOut { return }
        }
        if case .member(let base, let field) = target.kind, base.isOptionalChain {
            return try assignThroughChain(s, target, field, of: base, op: op, valueExpr, in: scope)
        }
        var value: Value
        // `filter = .done` where two enums have `done`: the case of the type stored there (§92.1).
        if op == .assign, !scope.enums.isEmpty, ImplicitMember.needsType(valueExpr, in: scope.enums),
           let type = (try? evaluate(target, in: scope)).flatMap(ImplicitMember.type(of:)) {
            value = try ImplicitMember.evaluate(valueExpr, as: type, in: scope)
        } else if op == .assign, case .list(let items) = valueExpr.kind, !scope.enums.isEmpty,
                  items.contains(where: { ImplicitMember.needsType($0, in: scope.enums) }) {
            // `marks = [.done]`: each element a case of the list's element type (§92.1).
            value = try checkSize(.list(try ImplicitMember.elements(items, replacing: target, in: scope)), limits: scope.limits, valueExpr)
        } else {
            value = try evaluate(valueExpr, in: scope)
        }
        if op != .assign {
            let current = try evaluate(target, in: scope)
            let e = Expr(.binary(op == .add ? "+" : "-", target, valueExpr), at: s.location, source: s.source)
            value = try binary(op == .add ? "+" : "-", current, value, e, limits: scope.limits)
        }
        // `+=` and `-=` take the property inout: Swift writes it in place, through `_modify`.
        try store(value, in: target, scope: scope, inPlace: op != .assign)
    }

    /// Stores a value where a name or a model's field says; `inPlace` when Swift writes it in
    /// place (`+=`, a mutating method, a member of a struct), not with `=`.
    static func store(_ value: Value, in target: Expr, scope: Scope, inPlace: Bool = false) throws {
        switch target.kind {
        case .name(let name):
            try (Parser.writtenWithSelf(target, name) ? scope.members(hiding: name) : scope).assign(name, value, inPlace: inPlace, at: target.location)
        case .member(let base, let field):
            try assign(field, of: base, value, in: scope, inPlace: inPlace, at: target.location)
        // `point?.x = 1` on an optional struct: the changed copy goes back where `point` is.
        case .unary(OptionalChaining.bind, let inner):
            try store(value, in: inner, scope: scope, inPlace: inPlace)
        case .index(let list, let i):
            // `items[1] = 20`, or `todos[1].done = true` once the element's copy is changed: an
            // Array is a value, its subscript's setter changes the list in the property that
            // holds it, in place (§65).
            let items = try evaluate(list, in: scope)
            // `shelf?[0] = 3` while shelf is nil: nothing is written (§66).
            if case .null = items, list.isOptionalChain { return }
            if case .binding = items {
                throw Diagnostic("only a name or a field can be assigned; \(target.source) is a binding", at: target.location,
                                 hint: "write through the binding's value: \(list.source.dropFirst())[\(i.source)]")
            }
            let changed = try Methods.replacingElement(of: items, at: try evaluate(i, in: scope), with: value, target)
            let copy = try checkSize(changed, limits: scope.limits, source: list.source, at: target.location)
            try store(copy, in: list, scope: scope, inPlace: true)
        default:
            throw Diagnostic("only a name or a field can be assigned", at: target.location)
        }
    }

    /// `base.field = value`: a class instance's field is written in place; a struct is copied with
    /// the field replaced and the copy stored back in `base`, as Swift's value semantics do.
    static func assign(_ field: String, of base: Expr, _ value: Value, in scope: Scope, inPlace: Bool = false,
                       at location: Location) throws {
        try assign(field, of: base, receiver: try evaluate(base, in: scope), value, in: scope, inPlace: inPlace, at: location)
    }

    /// The same, the receiver `base` gave already evaluated.
    static func assign(_ field: String, of base: Expr, receiver: Value, _ value: Value, in scope: Scope, inPlace: Bool,
                       at location: Location) throws {
        switch receiver {
        case .model(let ref):
            try scope.assignField(field, of: ref, value, inPlace: inPlace, at: location)
        case .structure(let s):
            guard s.field(field) != nil else { throw Diagnostic("\(s.type) has no field '\(field)'", at: location) }
            let copy = try checkSize(.structure(s.replacing(field, with: value)), limits: scope.limits, source: base.source, at: location)
            // A member of a struct is written in place in the property that holds the struct.
            try store(copy, in: base, scope: scope, inPlace: true)
        // A task's `selected?.name = await …` whose chain found nil on the way back: nothing.
        case .null where base.isOptionalChain:
            return
        case .null:
            // `.` on an optional does not compile (§66.5); the check refuses it where the type is known.
            throw Diagnostic("\(base.source) is nil here; assigning its field with `.` needs a value, and Swift does not compile `.` on an optional", at: location,
                             hint: "write `\(base.source)?.\(field) = …`, which assigns nothing while \(base.source) is nil")
        default:
            throw Diagnostic("only a model's fields can be assigned; \(base.source) is not a model", at: location)
        }
    }
}
