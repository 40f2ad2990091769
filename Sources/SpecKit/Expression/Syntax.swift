/// An expression of the spec language, each node with its place in the file.
///
/// Only the cases that hold an expression in place (or more than 16 bytes) are boxed: leaves,
/// lists and labels are most of a spec's expressions, and a box each was an allocation, a
/// reference count to keep and a pointer to follow for every name and number.
public enum ExprKind: Sendable {
    case int(Int)
    case string(String)
    case bool(Bool)
    /// `nil`: no item, as an optional binding's value.
    case null
    case name(String)
    indirect case member(Expr, String)
    indirect case unary(String, Expr)
    indirect case binary(String, Expr, Expr)
    /// `c ? a : b`: Swift's conditional operator; only the branch chosen is evaluated.
    indirect case conditional(Expr, Expr, Expr)
    /// `Model(input: e)`: construction of a declared model, arguments labelled as in Swift.
    indirect case construct(String, [(label: String, value: Expr)])
    case list([Expr])
    /// `items[i]`: an element of a list.
    indirect case index(Expr, Expr)
    /// `items.contains(x)`, `items.append(x)`, `onLike()`: a method of a value, or a closure
    /// called by name when there is no base. Arguments are labelled as in Swift, or not.
    indirect case call(Expr?, String, [(label: String?, value: Expr)])
    /// `{ likes += 1 }` or `{ name in picked = name }`: a closure literal, passed to a child; it
    /// runs in the scope it is written in, its parameters bound to the values the call gives.
    case closure([Statement], parameters: [String])
    /// `Binding(get: { … }, set: { … })` or `.constant(x)`: a binding made from closures or a value.
    indirect case customBinding(CustomBindingLiteral)
    /// A label such as `parent input {input}`: literal text and embedded expressions.
    case interpolation([InterpolationPart])
}

/// A piece of a label: literal text, or an expression shown in its place.
public enum InterpolationPart: Sendable {
    case text(String)
    case expr(Expr)
}

/// An expression with its place in the file and its text as written.
public struct Expr: Sendable {
    public var kind: ExprKind
    /// Whether this `nil` stands for a value the file does not have (left out, or not parsed),
    /// as opposed to a `nil` written there: only a written one gives its holder or field a
    /// certain type. In the byte after the kind, which padding holds anyway.
    public private(set) var isPlaceholder = false
    public var location: Location
    /// Beside the location's 12 bytes, where it fits without padding: 56 bytes an expression
    /// (the kind is 17, a leaf held in place) rather than 64.
    private let storedHeight: Int32
    /// The expression as written, for messages and reports.
    public var source: String
    /// Levels in the tree (a name is 1); the parser bounds it, since evaluation recurses this deep.
    public var height: Int { Int(storedHeight) }

    public init(_ kind: ExprKind, at location: Location, source: String) {
        self.kind = kind
        self.location = location
        self.source = source
        let height: Int
        switch kind {
        case .int, .string, .bool, .null, .name: height = 1
        case .member(let e, _), .unary(_, let e): height = e.height + 1
        case .binary(_, let a, let b): height = max(a.height, b.height) + 1
        case .conditional(let c, let a, let b): height = max(c.height, a.height, b.height) + 1
        // Without building arrays of the subexpressions: every label and argument list comes here.
        case .construct(_, let args): height = args.reduce(0) { max($0, $1.value.height) } + 1
        case .list(let items): height = items.reduce(0) { max($0, $1.height) } + 1
        case .index(let a, let b): height = max(a.height, b.height) + 1
        case .call(let base, _, let args): height = args.reduce(base?.height ?? 0) { max($0, $1.value.height) } + 1
        case .interpolation(let parts):
            height = parts.reduce(0) { if case .expr(let e) = $1 { max($0, e.height) } else { $0 } } + 1
        case .closure, .customBinding: height = (kind.subexpressions.map(\.height).max() ?? 0) + 1
        }
        storedHeight = Int32(clamping: height)
    }

    /// A `nil` where a value did not parse or is not written, declaring its name all the same so
    /// that its uses are not reported as a second error for the one mistake; of no certain type.
    public static func placeholder(at location: Location) -> Expr {
        var e = Expr(.null, at: location, source: "nil")
        e.isPlaceholder = true
        return e
    }

    /// Whether a model is built anywhere in the expression.
    public var containsConstruction: Bool {
        switch kind {
        case .int, .string, .bool, .null, .name: return false
        case .construct: return true
        case .member(let base, _): return base.containsConstruction
        case .unary(_, let e): return e.containsConstruction
        case .binary(_, let a, let b): return a.containsConstruction || b.containsConstruction
        case .list, .conditional, .index, .call, .closure, .customBinding, .interpolation:
            return kind.subexpressions.contains { $0.containsConstruction }
        }
    }

    /// `$x`, `$model.field`, `$x.a.b` or `$items[i]`: a binding, to a holder or into a field or an
    /// element, any depth down.
    public var isBinding: Bool {
        switch kind {
        case .name(let n): return n.startsWithDollar
        case .member(let base, _), .index(let base, _): return base.isBinding
        case .customBinding: return true
        default: return false
        }
    }

    /// Every name the expression reads, in order; used for dependency and scope checks.
    public var names: [(String, Location)] {
        switch kind {
        case .int, .string, .bool, .null: return []
        case .name(let n): return [(n, location)]
        // `.background`, `ScenePhase.background`: a constant, reading no name (§41, §92).
        case .member(let base, _):
            if case .name(ScenePhase.typeName) = base.kind { return [] }
            return base.names
        case .unary(_, let e): return e.names
        case .binary(_, let a, let b): return a.names + b.names
        case .construct(_, let args): return args.flatMap { $0.value.names }
        // `String(n)`, `Int(text)` and `min(a, b)` read their arguments alone; any other call of
        // no base reads the closure it names.
        case .call(nil, let name, let args):
            let builtIn = Methods.conversions.contains(name) || GlobalFunctions.names.contains(name)
            return (builtIn ? [] : [(name, location)]) + args.flatMap { $0.value.names }
        // The element `$0` of a list method's closure is the closure's own, not a name of the scope.
        case .call(let base?, let name, let args) where ListClosure.method(name, args) != nil:
            return base.names + args.flatMap { $0.value.names }.filter { $0.0 != ListClosure.element }
        // A closure's parameters are its own names, not the scope's.
        case .closure(_, let parameters) where !parameters.isEmpty:
            return kind.subexpressions.flatMap(\.names).filter { !parameters.contains($0.0) }
        case .list, .index, .call, .closure, .interpolation, .conditional: return kind.subexpressions.flatMap(\.names)
        // The setter's own argument is not a name of the scope.
        case .customBinding(let literal):
            guard case .closures(_, let parameter, _) = literal.form else { return kind.subexpressions.flatMap(\.names) }
            return kind.subexpressions.flatMap(\.names).filter { $0.0 != parameter }
        }
    }
}

extension ExprKind {
    /// The expressions directly inside this one, in source order; a closure's are its statements'.
    public var subexpressions: [Expr] {
        switch self {
        case .int, .string, .bool, .null, .name: return []
        case .member(let e, _), .unary(_, let e): return [e]
        case .binary(_, let a, let b), .index(let a, let b): return [a, b]
        case .conditional(let c, let a, let b): return [c, a, b]
        case .construct(_, let args): return args.map(\.value)
        case .call(let base, _, let args): return (base.map { [$0] } ?? []) + args.map(\.value)
        case .list(let items): return items
        case .closure(let statements, _): return statements.flatMap(\.expressions)
        case .customBinding(let literal): return literal.subexpressions
        case .interpolation(let parts): return parts.compactMap { if case .expr(let e) = $0 { e } else { nil } }
        }
    }
}

/// One statement of an action: an assignment, or (in a task) a suspension point, a check of
/// cancellation, or an unstructured `Task { … }`.
public struct Statement: Sendable {
    public enum Op: String, Sendable {
        case assign = "=", add = "+=", subtract = "-="
        /// A call run for its effect (`items.append(4)`, `onLike()`); `target` and `value` are both the call.
        case call = "()"
    }

    public indirect enum Kind: Sendable {
        /// `x = e`, `x += e`, `x -= e`, `model.field = e` (the target is a name or `name.field`), or a
        /// call run for its effect (op `.call`, target and value both the call).
        case assign(target: Expr, op: Op, value: Expr)
        /// `await sleep(ms)`: `try await Task.sleep(for: .milliseconds(ms))` on the virtual clock.
        case sleep(Expr)
        /// `x = await search(e)`, or `await search(e)`: a declared request the script completes.
        case request(name: String, argument: Expr?, target: Expr?)
        /// `guard condition else { return }`: ends the task (or action) when the condition is false.
        case guardElse(Expr)
        /// `Task { … }`: an unstructured task, started after the statement that creates it;
        /// `pending = Task { … }` keeps its handle in `handle`, to cancel it by (§63).
        case spawn([Statement], handle: Expr?)
        /// `for await value in saved { … }`: a task's loop over a declared notification's values,
        /// `for await value in Posts.saved.values`; its body runs once a value (docs/semantics.md §46).
        case forAwait(variable: String, sequence: String, body: [Statement])
        /// `async let profile = loadProfile()`: a child task that runs the declared request
        /// concurrently with the task that declares it (SE-0317; docs/semantics.md §56).
        case asyncLet(name: String, request: String, argument: Expr?)
        /// `await profile`, `p = await profile`, `let (p, ps) = await (profile, posts)`: waits for
        /// async-let children in order; `targets` is empty when the values are discarded.
        case awaitChildren(names: [String], targets: [Expr])
        /// `withAnimation(.spring) { … }`: the body runs at once, in the same transaction as the
        /// statements around it; `animation` is the argument as written, empty for none
        /// (docs/semantics.md §57).
        case animated(animation: String, body: [Statement])
        /// `if condition { … } else { … }`: the branch the condition chooses runs in the closure
        /// that holds the statement; an `else if` is an `if` alone in `otherwise`. A guard that
        /// fails in a branch returns from that closure, as Swift's `return` does (§59).
        case ifElse(condition: Expr, then: [Statement], otherwise: [Statement])
        /// `switch filter { case .all: … default: … }`: the block of the first case whose pattern
        /// equals the subject, else the default's, runs in the closure that holds the statement,
        /// as an `if`'s branch does (§92.6).
        case switchCases(SwitchStatement)
        /// `await store.load()`, `let items = await api.fetch(q)`: a model's `async` method, run
        /// inside the task that awaits it; the task suspends where the method's statements await,
        /// and the value it returns goes to `target` (§62, §67).
        case awaitCall(Expr, target: Expr?)
        /// `let r = await pending?.value`: waits for the end of the task kept in a property and
        /// gives its value, nil through `?.` when none is kept (§67).
        case awaitTask(Expr, target: Expr?)
        /// `return price * quantity` in a model's method that returns a value: leaves the method
        /// with the value (§62). Only such a method's statements hold one.
        case returnValue(Expr)
        /// `do { … } catch is CancellationError { … } catch { … }`: an error thrown in `body`, or
        /// in a method it awaits, runs the first clause that matches it instead of the rest of
        /// `body`; one no clause matches goes on out (§75).
        case doCatch(body: [Statement], clauses: [CatchClause])
        /// `try Task.checkCancellation()`: throws CancellationError when the task running it is
        /// cancelled, and does nothing otherwise (§75.9).
        case checkCancellation
        /// `throw LoadError.offline`: throws a case of an error type the spec declares under
        /// `errors:`, or `CancellationError()`; the rest of the closure or block does not run,
        /// and the error goes where an await's goes (§79).
        case throwError(Expr)
        /// `defer { isLoading = false }`: statements run when the closure or block holding it
        /// ends, however it ends: at its last statement, a `return`, a thrown error or a
        /// cancellation; the last `defer` reached runs first (§77).
        case deferred([Statement])
        /// `for x in items where x > 2 { … }`: the body runs once an element of the sequence, a
        /// copy taken when the loop starts, `x` a constant of each turn (§85); `while c { … }`
        /// and `repeat { … } while c`: while the condition holds, tested at each turn (§87).
        case loop(Loop)
        /// `break` or `continue`: leaves the innermost loop, or its turn (§85).
        case loopJump(LoopJump)
        /// `withTaskGroup(of:)`, `group.addTask { … }`, `for await n in group`, `group.cancelAll()`
        /// (docs/semantics.md §88).
        case taskGroup(TaskGroupStatement)
    }

    public var kind: Kind
    public var location: Location
    /// `let found = await search(query)`: the target is a new local name of the task. Beside the
    /// location, where it takes no room of its own.
    public var declaresLocal = false
    /// `var copy = items`: the local it declares is a variable of its block, which later
    /// statements assign and change in place; a copy of a value, an alias of an instance (§96).
    public var declaresVariable = false
    /// `try? await sleep(ms)`: the `CancellationError` a cancelled sleep throws is swallowed, and
    /// the task goes on with the next statement.
    public var swallowsErrors = false
    /// `let r = try await lookup(q)`: written with `try`, so an error thrown there leaves the
    /// closure; on a `Task { }`, that its closure has such an await (outside `Task { }`s of its
    /// own), which makes it a `Task<T, Error>` whose failure `try await pending?.value` rethrows (§73).
    public var triesErrors = false
    /// `try! store.validate()`: a call whose error stops the app, Swift's trap (§81).
    public var forcesErrors = false
    /// The constant an `if let found = e` binds at the start of its first branch: `e`'s value,
    /// not nil there, of the optional's wrapped type (§59).
    public var unwrapsOptional = false
    /// `_ = store.total()`, `_ = try await api.save(x)`: Swift's way to drop a call's value on
    /// purpose, so that no check says it is unused.
    public var discardsResult = false
    /// A statement made for an `(await …)` inside the value of the statement written after it
    /// (§27.10), which its closure's text leaves out; nil for one written.
    public var valuePart: ValuePart?
    /// `items += await load(page)`: how the await's value goes to its target, `+=` or `-=` with
    /// the target read when the value arrives, as Swift takes the left side inout only after
    /// the right side is evaluated (§27.10); `=` for every other await.
    public var awaitOp: Op = .assign
    public var source: String

    /// What a statement made for an `(await …)` is: in `count = count + (await delta())`, the read
    /// of `count` to the left of the await, made before the task suspends there and kept as a
    /// constant of its closure, and the await, a `let` of its value.
    public enum ValuePart: UInt8, Sendable { case readBeforeAwait, await }

    public init(_ kind: Kind, at location: Location, source: String) {
        self.kind = kind
        self.location = location
        self.source = source
    }

    /// An assignment, or a call with op `.call`.
    public init(target: Expr, op: Op, value: Expr, location: Location, source: String) {
        self.init(.assign(target: target, op: op, value: value), at: location, source: source)
    }

    /// `return`, held as a guard whose condition is false.
    public var isReturn: Bool {
        if case .guardElse(let c) = kind, case .bool(false) = c.kind, source == "return" { return true }
        return false
    }

    /// Where an await's value goes: a request's, an awaited method's or a kept task's target.
    var awaitTarget: Expr? {
        switch kind {
        case .request(_, _, let target), .awaitCall(_, let target), .awaitTask(_, let target): return target
        default: return nil
        }
    }

    /// `return e`, which gives the method's value.
    public var returnsValue: Bool {
        if case .returnValue = kind { return true }
        return false
    }

    /// Whether the statement waits (a sleep or a request), so it belongs in a task; an `if`
    /// waits when a statement of either branch does, a `switch` when one of a case's does.
    public var suspends: Bool {
        switch kind {
        case .sleep, .request, .forAwait, .asyncLet, .awaitChildren, .awaitCall, .awaitTask: return true
        case .assign, .guardElse, .spawn, .animated, .returnValue, .checkCancellation, .throwError, .deferred, .loopJump: return false
        case .loop(let loop): return loop.body.contains(where: \.suspends)
        case .taskGroup(let group): return group.suspends
        case .ifElse(_, let then, let otherwise): return then.contains(where: \.suspends) || otherwise.contains(where: \.suspends)
        case .switchCases(let s): return s.statements.contains(where: \.suspends)
        case .doCatch(let body, let clauses): return body.contains(where: \.suspends) || clauses.contains { $0.body.contains(where: \.suspends) }
        }
    }

    /// The expressions the statement evaluates, in order (not those of a spawned task's body).
    public var expressions: [Expr] {
        switch kind {
        case .assign(_, .call, let call): return [call]
        case .assign(let target, _, let value): return [value, target]
        case .sleep(let e), .guardElse(let e), .ifElse(let e, _, _), .returnValue(let e), .throwError(let e): return [e]
        // A case's patterns are constants, typed by the subject: the switch's checks read them.
        case .switchCases(let s): return [s.subject]
        case .request(_, let argument, let target): return [argument, target].compactMap { $0 }
        case .awaitCall(let e, let target), .awaitTask(let e, let target): return [e, target].compactMap { $0 }
        case .asyncLet(_, _, let argument): return [argument].compactMap { $0 }
        case .awaitChildren(_, let targets): return targets
        case .spawn(_, let handle): return handle.map { [$0] } ?? []
        // A `catch`'s `where` is evaluated when an error reaches its clause (§81).
        case .doCatch(_, let clauses): return clauses.flatMap(\.conditions)
        case .forAwait, .animated, .checkCancellation, .deferred, .loopJump: return []
        case .taskGroup(let group): return group.expressions
        // The `where` is evaluated at each turn, the loop's constant in scope.
        case .loop(let loop): return [loop.sequence, loop.whileCondition, loop.condition].compactMap { $0 }
        }
    }

    /// Every name the statement reads, including in the body of a `Task { }` it creates.
    public var names: [(String, Location)] { flattened.flatMap { $0.expressions.flatMap(\.names) } }

    /// The names a closure holding this statement captures, in source order: an assignment's
    /// target before its value.
    public var capturedNames: [(String, Location)] {
        flattened.flatMap { s -> [(String, Location)] in
            if case .assign(let target, let op, let value) = s.kind, op != .call { return target.names + value.names }
            return s.expressions.flatMap(\.names)
        }
    }

    /// The statement, then those of the bodies it holds, but not a `Task { }`'s, which is a
    /// task of its own.
    public var flattenedOutsideTasks: [Statement] {
        var all: [Statement] = []
        appendFlattened(to: &all, intoTasks: false)
        return all
    }

    /// The names a `let` declares: a constant's, a response's, or each of a tuple's.
    public var declaredNames: [String] {
        guard declaresLocal else { return [] }
        switch kind {
        case .assign(let target, _, _), .request(_, _, let target?), .awaitCall(_, let target?), .awaitTask(_, let target?):
            return [target.source]
        case .awaitChildren(_, let targets): return targets.map(\.source)
        default: return []
        }
    }

    /// The statement, then the statements of the `Task { }`, loop, `withAnimation` body or `if`
    /// branches it holds, depth first.
    public var flattened: [Statement] {
        var all: [Statement] = []
        appendFlattened(to: &all, intoTasks: true)
        return all
    }

    /// Appends the statement and those of its bodies, depth first, to one array: linear in the
    /// statements, where arrays joined at each level copied a nested `else if`'s N times.
    private func appendFlattened(to all: inout [Statement], intoTasks: Bool) {
        all.append(self)
        func walk(_ body: [Statement]) { for s in body { s.appendFlattened(to: &all, intoTasks: intoTasks) } }
        switch kind {
        case .spawn(let body, _): if intoTasks { walk(body) }
        case .forAwait(_, _, let body), .animated(_, let body), .deferred(let body): walk(body)
        case .loop(let loop): walk(loop.body)
        case .taskGroup(let group): walk(group.body)
        case .ifElse(_, let then, let otherwise): walk(then); walk(otherwise)
        case .switchCases(let s): walk(s.statements)
        case .doCatch(let body, let clauses): walk(body); for clause in clauses { walk(clause.body) }
        default: break
        }
    }
}
