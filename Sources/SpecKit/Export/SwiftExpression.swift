/// Writes spec expressions and statements as Swift. The spec's operators and precedence are
/// Swift's, so the tree is written back with parentheses only where Swift needs them; model
/// instances compare by identity, so `==` between models becomes `===`.
struct SwiftExpression {
    /// The types of the names in scope, to choose `===` and to wrap memo dependencies.
    let types: TypeInference
    let scope: [String: SwiftType]
    /// In an initializer, a binding is its parameter, a `Binding`: its value is `x.wrappedValue`
    /// and `$x` is the parameter itself.
    var bindingParameters: Set<String> = []
    /// The view's names Swift gives no `$` projection that a spec may still bind through: its
    /// `@Environment` holders. `$router.show` of one is written `Bindable(router).show` (§20); of a
    /// plain `let` or a memo it is refused (SwiftRequirements.noProjection).
    var unprojected: Set<String> = []
    /// The rows' elements declared `@Bindable var item = item` in their `ForEach` closure, and
    /// the props declared `@Bindable var`, whose `$item.field` binds as written (ForEachForm).
    var rebound: Set<String> = []

    /// The same writer in a scope with more names: a loop's variable, an action's parameters.
    func inner(_ scope: [String: SwiftType]) -> SwiftExpression {
        var inner = SwiftExpression(types: types, scope: scope)
        inner.unprojected = unprojected
        inner.rebound = rebound
        return inner
    }

    /// The same writer where `name` is declared `@Bindable var name = name` (a row's element, a
    /// presented item): its `$name.field` binds as written.
    func rebinding(_ name: String) -> SwiftExpression {
        var rebinding = self
        rebinding.rebound.insert(name)
        rebinding.unprojected.remove(name)
        return rebinding
    }

    /// Binding strength of each operator, loosest first, as in Swift's precedence groups.
    private static func level(_ op: String) -> Int {
        switch op {
        case "||": return 1
        case "&&": return 2
        case "==", "!=", "<", "<=", ">", ">=": return 3
        case "??": return 4
        // CastingPrecedence, between `??` and ranges: written as tight as a range, no operand being one.
        case "is": return 5
        // RangeFormationPrecedence, between `??` and addition.
        case "..<", "...": return 5
        case "+", "-": return 6
        default: return 7
        }
    }

    func write(_ e: Expr) -> String { write(e, context: 0) }

    /// `e` where a postfix follows it (`items.indices`, `items[i]`): parenthesized unless it is
    /// a name, a member or a literal.
    func writeOperand(_ e: Expr) -> String { write(e, context: 9) }

    /// `context` is the level of the enclosing operator; `rightOperand` also needs parentheses at
    /// equal levels, and comparisons never chain in Swift.
    /// `compared`: `e` is an operand of `==` or `!=`, whose other side gives `.all` its type.
    private func write(_ e: Expr, context: Int, rightOperand: Bool = false, compared: Bool = false) -> String {
        let comparedOperand = compared
        switch e.kind {
        case .int(let n): return String(n)
        case .string(let s): return SwiftNames.stringLiteral(s)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .name(let name):
            // `self.total` as written: the view's own, where a local `total` may hide it (§28).
            if Parser.writtenWithSelf(e, name) { return "self." + SwiftNames.identifier(name) }
            if bindingParameters.contains(name) { return SwiftNames.identifier(name) + ".wrappedValue" }
            if name.hasPrefix("$"), bindingParameters.contains(String(name.dropFirst())) {
                return SwiftNames.identifier(String(name.dropFirst()))
            }
            // `self` in a model's method is the instance or value itself, not a name to escape.
            if name == "self", scope["self"] != nil { return name }
            return SwiftNames.identifier(name)
        case .member(let base, let field):
            // `.background` as written: Swift infers ScenePhase from the other side (§41).
            // `.all` of a declared enum is written `Filter.all`, which needs no type from where it
            // goes (a tag, an `@State` default); as an operand of `==` it stays as written (§92).
            if case .name(ScenePhase.typeName) = base.kind, e.source.hasPrefix(".") {
                let owners = types.plan.spec.enumsWithCase(field)
                return owners.count == 1 && !comparedOperand ? owners[0].name + "." + field : "." + field
            }
            // `$router.show` of an `@Observable` model: `Bindable(router).show`, which gives the
            // binding whatever holds the model; an `@Environment` holder has no `$router`.
            if case .name(let name) = base.kind, name.hasPrefix("$"), unprojected.contains(String(name.dropFirst())),
               case .model(let type)? = types.type(of: Expr(.name(String(name.dropFirst())), at: base.location, source: String(name.dropFirst())), in: scope),
               types.plan.spec.model(named: type)?.kind == .observable {
                return "Bindable(\(SwiftNames.identifier(String(name.dropFirst())))).\(SwiftNames.identifier(field))"
            }
            return write(base, context: 9) + "." + SwiftNames.identifier(field)
        // `selected?` before `.name`: the bind of an optional chain, a postfix (§66).
        case .unary(OptionalChaining.bind, let operand):
            return write(operand, context: 9) + OptionalChaining.bind
        case .unary(let op, let operand) where TriedCalls.marks(op):
            // `try` covers the whole expression to its right: alone, or in parentheses.
            let text = "\(op) \(write(operand))"
            return context > 0 ? "(\(text))" : text
        case .unary(let op, let operand):
            // `- -x` must not become `--x`, which Swift reads as one operator.
            if case .unary = operand.kind { return "\(op)(\(write(operand)))" }
            let text = op + write(operand, context: 8)
            return context > 8 ? "(\(text))" : text
        case .binary(let op, let a, let b):
            let level = Self.level(op)
            var swiftOp = op
            if op == "==" || op == "!=", types.type(of: a, in: scope)?.isModel == true { swiftOp = op + "=" }
            if op == "==" || op == "!=", let erased = navigationPathOperands(a, b) {
                let text = "\(erased.0) \(op) \(erased.1)"
                return level < context || level == context ? "(\(text))" : text
            }
            let text: String
            if Ranges.operators.contains(op) {
                // `0..<n`, as Swift code writes a range, and spaced before `-n`, which Swift would
                // read with `..<` as one operator `..<-`. Neither side may be a range: no associativity.
                let lower = write(a, context: level + 1), upper = write(b, context: level + 1)
                text = upper.hasPrefix("-") || upper.hasPrefix("!") ? "\(lower) \(op) \(upper)" : lower + op + upper
            } else {
                let compared = op == "==" || op == "!="
                text = "\(write(a, context: level, compared: compared)) \(swiftOp) \(write(b, context: level, rightOperand: true, compared: compared))"
            }
            let needsParentheses = level < context || (level == context && (rightOperand || level == 3 || level == 4 || level == 5))
            return needsParentheses ? "(\(text))" : text
        case .conditional(let c, let a, let b):
            // Looser than every operator: parenthesized inside one, and as a condition or a
            // branch when it nests (Swift groups `a ? b : c ? d : e` to the right, as the parser does).
            let text = "\(write(c, context: 1)) ? \(write(a, context: 1)) : \(write(b, context: 0))"
            return context > 0 ? "(\(text))" : text
        case .construct(let model, let args):
            return "\(model)(\(args.map { "\($0.label): \(write($0.value))" }.joined(separator: ", ")))"
        case .list(let items): return "[\(items.map { write($0) }.joined(separator: ", "))]"
        case .index(let base, let index): return "\(write(base, context: 9))[\(write(index))]"
        case .call(let base?, let method, let args) where ListClosure.method(method, args) != nil:
            guard let predicate = ListClosure.predicate(of: e) else { return write(base, context: 9) + ".filter()" }
            // Inside the closure `$0` is an element: a model compares with `===` there too.
            var inner = scope
            let name = ListClosure.elementName(of: e)
            if case .list(let element)? = types.type(of: base, in: scope) { inner[name] = element }
            let body = SwiftExpression(types: types, scope: inner, bindingParameters: bindingParameters).write(predicate)
            let head = name == ListClosure.element ? "" : "\(SwiftNames.identifier(name)) in "
            // Swift's own spelling, labelled where Swift labels it: `first(where: { … })`.
            let label = ListClosure.method(method, args)!.label.map { "\($0): " } ?? ""
            return write(base, context: 9) + ".\(method)(\(label){ \(head)\(body) })"
        case .call(let base?, let method, let args) where PairClosure.method(method, args) != nil:
            return writePairClosure(PairClosure.method(method, args)!, base, e)
        case .call(let base?, TaskHandles.cancel, let args) where args.isEmpty:
            // `pending?.cancel()` on an optional handle, as written; `.cancel()` on a plain one.
            let handle = base.unbound
            let optional = if case .optional? = types.type(of: handle, in: scope) { true } else { false }
            return write(handle, context: 9) + (optional ? "?." : ".") + "cancel()"
        case .call(let base?, let name, let args) where StreamCalls.names.contains(name) && streamBase(base) != nil:
            // `feed.updates.yield(5)`: the continuation the class keeps beside the stream (§83).
            let list = args.map { write($0.value) }.joined(separator: ", ")
            return streamBase(base)! + ".\(name)(\(list))"
        case .call(let base, let name, let args):
            let list = args.map { ($0.label.map { "\($0): " } ?? "") + write($0.value) }.joined(separator: ", ")
            return (base.map { write($0, context: 9) + "." } ?? "") + "\(SwiftNames.identifier(name))(\(list))"
        case .closure(let statements, let parameters):
            let head = parameters.isEmpty ? "" : parameters.map(SwiftNames.identifier).joined(separator: ", ") + " in"
            if statements.isEmpty { return head.isEmpty ? "{}" : "{ \(head) }" }
            return "{ \(head.isEmpty ? "" : head + " ")\(statements.map { write($0) }.joined(separator: "; ")) }"
        case .customBinding(let literal):
            switch literal.form {
            case .constant(let value): return ".constant(\(write(value)))"
            case .closures(let getter, let parameter, let setter):
                // `{ _ in }` is how Swift writes a setter that ignores its value.
                let named = parameter == "$0" ? (setter.isEmpty ? "_ in " : "") : "\(SwiftNames.identifier(parameter)) in "
                let body = setter.map { write($0) }.joined(separator: "; ")
                return "Binding(get: { \(write(getter)) }, set: { \(named)\(body)\(body.isEmpty ? "" : " ")})"
            }
        case .interpolation(let parts):
            return SwiftExpression.quote(parts) { part in
                // Swift prints `Optional("milk")`; the interpreter, like a label, the value or nil.
                guard case .optional? = types.type(of: part, in: scope) else { return write(part) }
                // `(selected?.name).map`: without the parentheses the chain would go on into String's
                // own map; `(try? parser.parse(s)).map`: `try?` would cover the map too.
                let tried = if case .unary(TriedCalls.swallows, _) = part.kind { true } else { false }
                let optional = part.isOptionalChain || tried ? "(\(write(part)))" : write(part)
                return "\(optional).map { \"\\($0)\" } ?? \"nil\""
            }
        }
    }

    /// A value stored where its type is known. Swift has no literal for a `NavigationPath`, so a
    /// list stored into one is built: `NavigationPath()`, `NavigationPath([3, 4])` for values of
    /// one type, or each value appended under its own type when they differ, as
    /// `navigationDestination(for:)` matches a value by its type.
    func write(_ e: Expr, storedAs type: SwiftType?) -> String {
        guard type == .navigationPath, case .list(let items) = e.kind else { return write(e) }
        if items.isEmpty { return "NavigationPath()" }
        let itemTypes = items.map { types.type(of: $0, in: scope) }
        if let first = itemTypes[0], itemTypes.allSatisfy({ $0 == first }) { return "NavigationPath(\(write(e)))" }
        // The path being built must not hide a name the values read.
        let read = Set(e.names.map(\.0))
        var local = "newPath", n = 2
        while read.contains(local) { local = "newPath\(n)"; n += 1 }
        let appends = items.map { "\(local).append(\(write($0)))" }.joined(separator: "; ")
        return "{ var \(local) = NavigationPath(); \(appends); return \(local) }()"
    }

    /// `path == []` with a NavigationPath on either side: the list is written as a path.
    private func navigationPathOperands(_ a: Expr, _ b: Expr) -> (String, String)? {
        let ta = types.type(of: a, in: scope), tb = types.type(of: b, in: scope)
        guard ta == .navigationPath || tb == .navigationPath else { return nil }
        return (write(a, storedAs: tb), write(b, storedAs: ta))
    }

    /// A label as a string literal with interpolations: `"parent input \(input)"`.
    static func quote(_ parts: [InterpolationPart], _ write: (Expr) -> String) -> String {
        var out = "\""
        for part in parts {
            switch part {
            case .text(let t): out += SwiftNames.escaped(t)
            case .expr(let e): out += "\\(\(write(e)))"
            }
        }
        return out + "\""
    }

    /// A label that is plain text, or nil when it interpolates a value.
    static func plainText(_ label: Expr) -> String? {
        guard case .interpolation(let parts) = label.kind else { return nil }
        var text = ""
        for part in parts {
            guard case .text(let t) = part else { return nil }
            text += t
        }
        return text
    }

    /// A title a control shows as written when passed as a string literal, or nil when it has
    /// values or a character the literal's `LocalizedStringKey` would read otherwise: SwiftUI
    /// parses the key's text as inline Markdown (emphasis `*` `_`, strikethrough `~`, code `` ` ``,
    /// links `[…](…)`, autolinks and HTML `<`, entities `&`, escapes `\`) and a `%` as a format
    /// specifier. Such a title is written `Text(verbatim:)` (docs/export.md).
    static func keyTitle(_ label: Expr) -> String? {
        guard let text = plainText(label), !text.contains(where: { markdownCharacters.contains($0) }) else { return nil }
        return text
    }

    static let markdownCharacters: Set<Character> = ["*", "_", "~", "`", "[", "]", "<", "&", "\\", "%"]

    /// A value SwiftUI compares or hashes (a memo dependency, a watched value, an id): a model by
    /// its identity, as the spec compares models; any other value as it is.
    func comparedValue(_ e: Expr) -> String {
        types.type(of: e, in: scope)?.isModel == true ? "ObjectIdentifier(\(write(e)))" : write(e)
    }

    /// `count += 1`, `model.input = 2`; `flag = !flag` as Swift says it, `flag.toggle()`.
    func write(assignment target: Expr, _ op: Statement.Op, _ value: Expr) -> String {
        if op == .call { return write(target) }
        if op == .assign, case .unary("!", let operand) = value.kind, write(operand) == write(target) {
            return "\(write(target)).toggle()"
        }
        return "\(write(target)) \(op.rawValue) \(write(value, storedAs: types.type(of: target, in: scope)))"
    }
}

extension SwiftExpression {
    /// `todos.sorted(by: { $0.title < $1.title })`, `items.reduce(0, { $0 + $1.price })`: Swift's
    /// spelling of a closure of two values (§76), in parentheses whichever form the spec used.
    func writePairClosure(_ method: PairClosure.Method, _ base: Expr, _ e: Expr) -> String {
        guard let (body, names) = PairClosure.closure(of: e) else { return write(base, context: 9) + ".\(method.rawValue)()" }
        // Inside the closure the two values have their types: a model compares with `===` there too.
        var inner = scope
        let start = PairClosure.initial(of: e)
        if case .list(let element)? = types.type(of: base, in: scope) {
            inner[names[0]] = method == .reduce ? start.flatMap { types.type(of: $0, in: scope) } : element
            inner[names[1]] = element
        }
        let written = SwiftExpression(types: types, scope: inner, bindingParameters: bindingParameters).write(body)
        let head = names == PairClosure.shorthand ? "" : names.map { $0 == "_" ? $0 : SwiftNames.identifier($0) }.joined(separator: ", ") + " in "
        let closure = "{ \(head)\(written) }"
        let arguments = start.map { "\(write($0)), \(closure)" } ?? "by: \(closure)"
        return write(base, context: 9) + ".\(method.rawValue)(\(arguments))"
    }
}
