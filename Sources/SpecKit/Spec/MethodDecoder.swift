import Foundation

/// Decoding a model's `methods:` (docs/spec-format.md, *Methods*; semantics §62).
extension SpecDecoder {
    /// `methods: { increment: "count += 1", "add(_ n)": "count += n" }`: each key a signature,
    /// each value the statements of its body, as an action's.
    mutating func methods(_ node: YAMLNode, of model: ModelDecl) -> [MethodDecl] {
        guard let pairs = MappingReader(node, what: "methods of \(model.name)", problems: &problems)?.pairs else { return [] }
        var methods: [MethodDecl] = []
        for pair in pairs {
            guard let key = text(pair.key, what: "a method's name") else { continue }
            let name: String, parameters: [MethodParameter], isAsync: Bool, isThrowing: Bool, isMutating: Bool, returnType: String?
            switch MethodSignature.parse(key) {
            case .success(let parsed):
                (name, parameters, isAsync, isThrowing, isMutating, returnType)
                    = (parsed.name, parsed.parameters, parsed.isAsync, parsed.isThrowing, parsed.isMutating, parsed.returnType)
            case .failure(let mistake):
                problems.append(Diagnostic(mistake.message, at: pair.key.location, hint: mistake.hint))
                var named = key.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
                if named.hasPrefix(MethodSignature.mutating + " ") { named = named.dropFirst(MethodSignature.mutating.count).trimmingCharacters(in: .whitespaces) }
                if MethodSignature.isIdentifier(named) {
                    methods.append(MethodDecl(name: named, parameters: [], statements: [], location: pair.key.location, broken: true))
                }
                continue
            }
            if let first = methods.first(where: { $0.name == name }) {
                problems.append(Diagnostic("\(model.name) declares the method '\(name)' twice", at: pair.key.location,
                                           hint: "the first is at line \(first.location.line); give each method its own name"))
                continue
            }
            let statements = body(pair.value, returnsValue: returnType != nil)
            if pair.value.isNull || (pair.value.sequence?.isEmpty ?? false) {
                problems.append(Diagnostic("the method \(key) of \(model.name) needs a statement", at: pair.value.location,
                                           hint: "for example `increment: \"count += 1\"`"))
            }
            for s in statements.flatMap(\.flattenedOutsideTasks) {
                switch s.kind {
                case .ifElse, .switchCases, .assign, .guardElse, .animated, .returnValue, .doCatch, .deferred, .loop, .loopJump:
                    continue
                case .spawn:
                    // `await` on a method that is not async is Swift's warning: the hint says to declare it async.
                    let call = "Task { await \(model.name.lowercased()).\(name)() }"
                    problems.append(Diagnostic("`Task { … }` cannot start in a model's method here", at: s.location,
                                               hint: isAsync ? "start the task in the view's action or `task:`, and call the method from it: \(call)"
                                                   : "start the task in the view's action or `task:`; to run the task's statements in the method, declare it `\(name)() async` and call it from the task: \(call)"))
                case .taskGroup where isAsync:
                    continue   // a group's statements, in an async method as in a task (§88)
                case .taskGroup:
                    problems.append(Diagnostic("`\(s.source)` awaits in \(name), which is not async", at: s.location,
                                               hint: "declare it `\(name)() async` and call it as `await \(model.name.lowercased()).\(name)(…)` in a task"))
                case .sleep where isAsync, .request where isAsync, .awaitCall where isAsync, .awaitTask where isAsync,
                     .checkCancellation where isAsync, .throwError where isAsync || isThrowing:
                    continue
                case .throwError:
                    // Swift: "error is not handled because the enclosing function is not declared 'throws'".
                    problems.append(Diagnostic("`\(s.source)` throws in \(name), which is not declared `throws`", at: s.location,
                                               hint: "declare it `\(Self.withEffect(key, "throws"))`, and call it with `try`"))
                case .checkCancellation:
                    problems.append(Diagnostic("`\(s.source)` throws in \(name), which is not async", at: s.location,
                                               hint: "declare it `\(name)() async`, whose errors leave it as its awaits' do, and await it in a task"))
                case .sleep, .request, .awaitCall, .awaitTask:
                    problems.append(Diagnostic("`\(s.source)` awaits in \(name), which is not async", at: s.location,
                                               hint: "declare it `\(key.trimmingCharacters(in: .whitespaces).contains("(") ? key.trimmingCharacters(in: .whitespaces) : name + "()") async` and call it as `await \(model.name.lowercased()).\(name)(…)` in a task"))
                case .forAwait, .asyncLet, .awaitChildren:
                    problems.append(Diagnostic("`\(s.source)` cannot stand in a model's method here", at: s.location,
                                               hint: "write it in the view's task, and call the method with what it got"))
                }
            }
            if isMutating && model.kind != .struct {
                problems.append(Diagnostic("'mutating' is not valid on instance methods in classes; \(model.name) is a class", at: pair.key.location,
                                           hint: "drop `mutating`: a class's method writes the instance's fields as it is, `\(key.trimmingCharacters(in: .whitespaces).dropFirst(MethodSignature.mutating.count).trimmingCharacters(in: .whitespaces))`"))
            }
            if isAsync && model.kind == .struct {
                // [D] §65: a struct's mutating method holds `self` inout for the whole call; across
                // an await that is an exclusive access of the holder the task would keep open.
                problems.append(Diagnostic("\(model.name) is a struct; a struct's method is not async here", at: pair.key.location,
                                           hint: "await in the view's task, and call the method with what it got: `\(model.name.lowercased()).\(name)(…)` after the await"))
            }
            var method = MethodDecl(name: name, parameters: parameters, statements: statements, location: pair.key.location)
            method.isAsync = isAsync
            method.isThrowing = isThrowing
            method.isMutating = isMutating
            method.returnType = returnType
            method.returnsValue = returnType != nil || statements.flatMap(\.flattenedOutsideTasks).contains(where: \.returnsValue)
            methods.append(method)
        }
        return methods
    }

    /// A method's statements, where `return e` gives its value; for one that declares a return
    /// type, a body of one expression is that expression returned, as Swift's single-expression
    /// function returns it (`"total() -> Int": price * quantity`).
    private mutating func body(_ node: YAMLNode, returnsValue: Bool) -> [Statement] {
        // `return [q]` also reads as an expression, the name `return` indexed: it is a statement.
        if returnsValue, let text = node.scalar, !Self.startsWithReturn(text),
           let e = try? Parser.expression(text, at: node.literalBlock ? blockStart(of: node, text: text) : node.contentLocation,
                                          limits: limits, sourceLines: node.literalBlock) {
            return [Statement(.returnValue(e), at: e.location, source: "return \(e.source)")]
        }
        return node.items.flatMap { item in
            if let parsed = parse(item, what: "a method's body", { try Parser.statements($0, at: $1, limits: $2, sourceLines: $3, returnsValues: true) }) {
                return parsed
            }
            return Self.declaration(in: item).map { [$0] } ?? []
        }
    }

    /// Whether a body's first word is `return`, a keyword no expression starts with.
    static func startsWithReturn(_ text: String) -> Bool {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard trimmed.hasPrefix("return") else { return false }
        guard let next = trimmed.dropFirst("return".count).first else { return true }
        return !(next.isLetter || next.isNumber || next == "_")
    }

    /// The key with an effect added after its parameters: `check()` → `check() throws`.
    static func withEffect(_ key: String, _ effect: String) -> String {
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        if let arrow = trimmed.range(of: "->") {
            return trimmed[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces) + " \(effect) " + trimmed[arrow.lowerBound...]
        }
        return (trimmed.contains("(") ? trimmed : trimmed + "()") + " " + effect
    }
}
