/// Checks of a model's streams where code uses them (docs/semantics.md §83): a yield or a finish
/// on a stream the model declares, with a value of its element type; a `for await` over one; and
/// nothing else done with it, as Swift refuses the rest of these mistakes.
extension SpecValidator {
    /// Whether `base` of a call named like a continuation's (`yield`, `finish`) names a stream:
    /// `feed.updates`, where some model declares a stream `updates`, or in a model's own method
    /// a bare `updates` it declares.
    func namesStream(_ base: Expr, visible: [String], in component: ComponentDecl) -> Bool {
        switch base.kind {
        case .member(_, let field): return spec.models.contains { $0.stream(named: field) != nil }
        case .name(let name): return visible.contains("self") && spec.stream(name, of: component.name) != nil
        default: return false
        }
    }

    /// `feed.updates.yield(5)`, `feed.updates.finish()`: the names it reads, and the arguments the
    /// continuation's method takes. The stream's element type is the type checks' (TypeCheck below).
    mutating func checkStreamCall(_ call: Expr, base: Expr, method: String, args: [(label: String?, value: Expr)], visible: [String],
                                  in component: ComponentDecl) {
        if case .member(let owner, _) = base.kind { check(owner, visible: visible, in: component) }
        if method == StreamCalls.finish, !args.isEmpty {
            // Swift: "argument passed to call that takes no arguments".
            report(Diagnostic("\(call.source.quotable): argument passed to call that takes no arguments", at: call.location,
                              hint: "a stream's continuation finishes with `\(base.source).finish()`"))
        } else if method == StreamCalls.yield, args.count != 1 || args[0].label != nil {
            // Swift's words for each: no value, a value too many, a label.
            let why = args.isEmpty ? "missing argument for parameter #1 in call"
                : args.count > 1 ? "extra argument in call"
                : "extraneous argument label '\(args[0].label ?? ""):' in call"
            report(Diagnostic("\(call.source.quotable): \(why)", at: call.location,
                              hint: "yield(_:) takes one value, without a label: for example `\(base.source).yield(1)`"))
        }
    }

    /// `for await n in feed.updates`: the names the instance's path reads, and a stream some model
    /// declares under that name; the stream of the instance's own type is the type checks'.
    mutating func checkStreamLoop(_ sequence: String, at location: Location, visible: [String], in component: ComponentDecl) {
        check(StreamPath.owner(sequence, at: location), visible: visible, in: component)
        let name = StreamPath.name(sequence)
        let streams = spec.models.flatMap { $0.streams.map(\.name) }
        // A field of that name is the type checks' to refuse, in Swift's words, where its type shows.
        guard !streams.contains(name), !spec.models.contains(where: { $0.fields.contains { $0.name == name } }) else { return }
        report(Diagnostic("`\(sequence)` is no stream: no model declares a stream '\(name)'", at: location,
                          hint: Suggestion.closest(to: name, in: streams).map { "did you mean '\($0)'?" }
                              ?? "declare it under the model's `streams:`, e.g. `streams: { \(name): Int }`, and yield into it with `\(sequence).yield(1)`"))
    }

    /// `feed.updates = …`: a stream is a `let` of the class, as `makeStream(of:)` gives it.
    /// Swift: "cannot assign to property: 'updates' is a 'let' constant".
    mutating func refusesStreamAssignment(_ target: Expr, visible: [String], in component: ComponentDecl) -> Bool {
        let name: String
        switch target.kind {
        case .member(_, let field) where spec.models.contains(where: { $0.stream(named: field) != nil }): name = field
        case .name(let field) where visible.contains("self") && spec.stream(field, of: component.name) != nil: name = field
        default: return false
        }
        report(Diagnostic("cannot assign to property: '\(name)' is a 'let' constant", at: target.location,
                          hint: "a stream made with `AsyncStream.makeStream(of:)` is kept for the instance's life; send values with `\(target.source).yield(…)`, end it with `\(target.source).finish()`"))
        return true
    }
}

extension TypeCheck {
    /// The stream `base` names where its owner's type is known: `feed.updates` of a `Feed`, or
    /// `updates` in a method of the model that declares it.
    func stream(_ base: Expr, in env: DeclaredTypes.Names) -> StreamDecl? {
        switch base.kind {
        case .member(let owner, let field):
            guard case .model(let type)? = rules.linkType(of: owner, in: env) else { return nil }
            return rules.spec.stream(field, of: type)
        case .name(let name):
            guard let code, case .model(let type)? = env["self"], type == code.model.name else { return nil }
            return code.model.stream(named: name)
        default:
            return nil
        }
    }

    /// `x.yield(v)` or `x.finish()`: on a stream, a value of its element type; on a value of
    /// another known type, Swift's "value of type 'Int' has no member 'yield'". True when the
    /// call was one of these, checked here.
    func checkStreamCall(_ call: Expr, base: Expr, method: String, args: [(label: String?, value: Expr)], in env: DeclaredTypes.Names) -> Bool {
        guard StreamCalls.names.contains(method) else { return false }
        if let decl = stream(base, in: env) {
            if case .member(let owner, _) = base.kind { checkFields(owner, in: env) }
            for a in args { checkFields(a.value, in: env) }
            if method == StreamCalls.yield, args.count == 1, let given = rules.type(of: args[0].value, in: env),
               given.description != decl.element {
                report(Diagnostic("cannot convert value of type '\(given)' to expected argument type '\(decl.element)'", at: args[0].value.location,
                                  hint: "\(base.source) is \(decl.swiftType): it carries \(decl.element) values"))
            }
            return true
        }
        // A model's own method of that name is a call like any other.
        if rules.spec.models.contains(where: { $0.method(named: method) != nil }) { return false }
        checkFields(base, in: env)
        for a in args { checkFields(a.value, in: env) }
        guard let t = rules.type(of: base, in: env) else { return true }
        report(Diagnostic("value of type '\(t)' has no member '\(method)'", at: call.location,
                          hint: "\(method == StreamCalls.yield ? "yield(_:)" : "finish()") is an AsyncStream continuation's: declare the stream under the model's `streams:` and call `\(method)` on it, e.g. `feed.updates.\(method == StreamCalls.yield ? "yield(1)" : "finish()")`"))
        return true
    }

    /// `model.updates` read as a value: a stream is iterated, not read.
    func refuseStreamRead(_ e: Expr, _ field: String, of type: String) -> Bool {
        guard let decl = rules.spec.stream(field, of: type) else { return false }
        report(Diagnostic("\(e.source.quotable) is \(decl.swiftType): its values are taken with `for await n in \(e.source) { … }` in a task, not read",
                          at: e.location, hint: "keep what the view shows in a holder or a field, and set it in the loop's body"))
        return true
    }

    /// The type of a `for await` loop's variable over `feed.updates`: the stream's element type;
    /// a field that is no stream is Swift's "for-in loop requires 'Int' to conform to 'AsyncSequence'".
    func streamElementType(_ sequence: String, at location: Location, in env: DeclaredTypes.Names) -> SwiftType? {
        let owner = StreamPath.owner(sequence, at: location), name = StreamPath.name(sequence)
        checkFields(owner, in: env)
        guard case .model(let type)? = rules.linkType(of: owner, in: env), let model = rules.spec.model(named: type) else { return nil }
        if let decl = model.stream(named: name) {
            return decl.element == "Int" ? .int : decl.element == "String" ? .string : .bool
        }
        let member = Expr(.member(owner, name), at: location, source: sequence)
        if let t = rules.type(of: member, in: env) {
            report(Diagnostic("for-in loop requires '\(t)' to conform to 'AsyncSequence'", at: location,
                              hint: "\(sequence) is a field of \(type), not a stream; declare a stream under its `streams:` and yield into it"))
        } else if rules.spec.models.contains(where: { $0.stream(named: name) != nil }) {
            // Another model's stream: this one declares none of that name. (No model at all
            // declaring it is the checks of names' to say.)
            report(Diagnostic("\(type) declares no stream '\(name)'", at: location,
                              hint: Suggestion.hint(for: name, in: model.streams.map(\.name), known: "its streams")))
        }
        return nil
    }
}
