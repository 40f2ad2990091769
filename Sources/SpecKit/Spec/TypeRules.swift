/// The names an expression sees, with their types, as far as known: a dictionary for the export,
/// which works every one out beforehand; the checks before a run work each out when first asked
/// (DeclaredTypes.Names). A part of a body sets the names it adds (a loop's element).
protocol NameTypes {
    subscript(_ name: String) -> SwiftType? { get set }
}

extension Dictionary: NameTypes where Key == String, Value == SwiftType {}

/// The static type of a spec expression from the types of the names it reads, as Swift infers
/// it, and the names each part of a body sees: the rules the export's inference (TypeInference)
/// and the checks before a run (DeclaredTypes) share. What each knows of the names differs, not
/// how an expression's type follows from them.
struct TypeRules {
    let spec: Spec
    /// The types of the models' fields and computed properties, by model and name, as far as known.
    var fields: [String: [String: SwiftType]] = [:]
    /// The types the models' methods return, by model and method, as far as known beyond the
    /// type a signature writes (§62): learnt from their `return`s.
    var returns: [String: [String: SwiftType]] = [:]
    /// The checks before a run complete a field whose default leaves its type open (`[]`, `nil`),
    /// or that has no default, from the values the spec builds it with (DeclaredTypes+Fields.swift); nil for the
    /// export's inference, which learns every field's type into `fields` itself.
    var completeField: ((_ model: String, _ field: String) -> SwiftType?)?
    /// The types of the entries of `environment-values:` whose default is `nil`, `Int?` for one
    /// set to Ints, as far as known (§89): the export's inference learns them into `entries`,
    /// the checks before a run complete them from the values the spec sets (DeclaredTypes+Entries.swift).
    var entries: [String: SwiftType] = [:]
    var completeEntry: ((_ entry: String) -> SwiftType?)?

    init(spec: Spec) { self.spec = spec }

    /// The type of a model's field or computed property, as far as known.
    func fieldType(_ field: String, of model: String) -> SwiftType? {
        let known = fields[model]?[field]
        guard let completeField else { return known }
        if let open = known { return DeclaredTypes.isOpen(open) ? completeField(model, field) ?? known : known }
        // A field of no default: the values the spec gives it may make it certainly an optional.
        guard spec.model(named: model)?.fields.contains(where: { $0.name == field && $0.defaultValue == nil }) == true else { return nil }
        return completeField(model, field)
    }

    /// The type `model`'s method `name` returns: the one its signature writes, or else the one
    /// its `return`s have.
    func returnType(of name: String, in model: String) -> SwiftType? {
        guard let method = spec.model(named: model)?.method(named: name), method.returnsValue else { return nil }
        if let written = method.returnType { return SwiftType.written(written, models: spec.models.map(\.name), enums: spec.enums.map(\.name)) }
        return returns[model]?[name]
    }

    /// The type of an expression in a scope, or nil when it cannot be told (yet).
    func type<Names: NameTypes>(of e: Expr, in env: Names) -> SwiftType? {
        // `selected?.name`: the member's type made optional, as the whole chain is nil when a
        // link is; an optional member stays one optional, as Swift flattens it (§66).
        if e.isOptionalChain, !isBind(e) {
            guard let t = linkType(of: e, in: env) else { return nil }
            if case .optional = t { return t }
            return .optional(t)
        }
        return linkType(of: e, in: env)
    }

    /// What a list method that takes a closure gives (§74): `filter` a list of the same
    /// elements, `first(where:)` an element or nil, `contains(where:)` and `allSatisfy` a Bool,
    /// `count(where:)` an Int, `map` a list of what the closure gives, with `$0` an element.
    private func closureMethodType<Names: NameTypes>(_ method: ListClosure.Method, _ call: Expr, _ base: Expr, in env: Names) -> SwiftType? {
        switch method {
        case .contains, .allSatisfy: return .bool
        case .count: return .int
        // Swift's `firstIndex(where:)` and `lastIndex(where:)`: an `Int?` (§74).
        case .firstIndex, .lastIndex: return .optional(.int)
        // `removeAll(where:)` changes the list and gives nothing.
        case .removeAll: return nil
        case .filter: return sequenceType(of: base, in: env).flatMap { $0.isList ? $0 : nil }
        case .first:
            guard case .list(let element)? = sequenceType(of: base, in: env) else { return nil }
            return .optional(element)
        case .map, .compactMap:
            guard case .list(let element)? = sequenceType(of: base, in: env), let body = ListClosure.predicate(of: call) else { return nil }
            var inner = env
            inner[ListClosure.elementName(of: call)] = element
            // `compactMap` drops the nils: a list of what the closure's optional wraps.
            if method == .compactMap, case .optional(let wrapped)? = type(of: body, in: inner) { return wrapped.map { .list($0) } }
            return type(of: body, in: inner).map { .list($0) }
        }
    }

    /// The type of `e` where a sequence is read, by a loop or a list's method: an `IndexSet`'s
    /// elements are Ints (§43), and its `filter`, `map` and `sorted()` give lists, as Swift's
    /// `Sequence` methods do.
    func sequenceType<Names: NameTypes>(of e: Expr, in env: Names) -> SwiftType? {
        linkType(of: e, in: env)?.asSequence
    }

    private func isBind(_ e: Expr) -> Bool {
        if case .unary(OptionalChaining.bind, _) = e.kind { return true }
        return false
    }

    /// The type of `e` as a link of an optional chain: what the next `.`, call or index finds,
    /// the chain not yet made optional (`a?.b` is `B` here, `B?` for `type(of:)`).
    func linkType<Names: NameTypes>(of e: Expr, in env: Names) -> SwiftType? {
        switch e.kind {
        case .int: return .int
        case .string, .interpolation: return .string
        case .bool: return .bool
        // A written `nil` is an optional of a type not yet known; a value left out or not parsed
        // has no type: its own error is the one it gets.
        case .null: return e.isPlaceholder ? nil : .optional(nil)
        case .name(let name):
            // `$x` is a binding to x: the child's prop has x's type, declared `@Binding`.
            // A filter's element `$0` has the type its closure's scope gives it.
            if name.hasPrefix("$"), !PairClosure.isShorthand(name) { return env[String(name.dropFirst())] }
            // `self.total`: the view's own, which a local `total` may hide (§28).
            if Parser.writtenWithSelf(e, name) { return env[e.source] }
            if let t = env[name] { return t }
            // In place: `model(named:)` returns a copy, which retains each of its lists.
            return spec.models.contains { $0.name == name } ? .modelType(name) : nil
        case .member(let base, let field):
            // A name that is no case (`.nan`) has no type: its own error says why, and no other follows.
            if case .name(ScenePhase.typeName) = base.kind {
                // `.all`: the declared enum that has the case, when one alone has it (§92).
                if e.source.hasPrefix("."), !spec.enums.isEmpty {
                    let owners = spec.enumsWithCase(field)
                    if owners.count == 1 { return .value(owners[0].name) }
                    if !owners.isEmpty { return nil }
                }
                return ScenePhase(rawValue: field) == nil ? nil : .value(ScenePhase.typeName)
            }
            // `Filter.all`: a case of a declared enum (§92).
            if case .name(let type) = base.kind, env[type] == nil, let decl = spec.enumType(named: type) {
                return decl.has(field) ? .value(type) : nil
            }
            // `$model.field` is a binding into the field: the child's prop has the field's type.
            if case .name(let n) = base.kind, n.hasPrefix("$"), case .model(let m)? = env[String(n.dropFirst())] {
                return fieldType(field, of: m)
            }
            let baseType = linkType(of: base, in: env)
            // `offsets.first`, `offsets.count`: an IndexSet's Ints (§43); its `indices` are not Ints.
            if baseType == .indexSet, field != Ranges.indices {
                return Methods.ends.contains(field) ? .optional(.int) : field == "count" ? .int : field == "isEmpty" ? .bool : nil
            }
            switch baseType {
            case .model(let m)?, .value(let m)?: return fieldType(field, of: m)
            // `Store.creations`; `Store.shared`, a singleton, is not expressed and has no type.
            case .modelType?: return field == "creations" ? .int : nil
            // `pending?.value`: what the kept task's closure returns, optional through `?.` (§67).
            case .task(let value, _)? where field == TaskHandles.value: return value
            case .optional(.task(let value, _)?)? where field == TaskHandles.value: return value.map { .optional($0) }
            // `items.indices`: a range of Ints where one may stand (Ranges.swift).
            case .list? where field == Ranges.indices: return .list(.int)
            // `items.first`, `items.last`: an element or nil (§72).
            case .list(let element)? where Methods.ends.contains(field): return .optional(element)
            case .list?, .string?, .navigationPath?: return field == "count" ? .int : field == "isEmpty" ? .bool : nil
            default: return nil
            }
        case .index(let base, _):
            if case .list(let element)? = linkType(of: base, in: env) { return element }
            return nil
        case .call(nil, let name, let args):
            if name == Methods.conversion || name == "abs" { return name == "abs" ? .int : .string }
            // `Int(text)` may find no number: an optional; `Int(n)` of an Int is the Int (§72).
            if name == Methods.integer {
                guard args.count == 1 else { return nil }
                switch type(of: args[0].value, in: env) {
                case .string?: return .optional(.int)
                case .int?: return .int
                default: return nil
                }
            }
            // `total()` in a model's method: the model's own method (§62).
            if let m = env["self"]?.declaringModel, let t = returnType(of: name, in: m) { return t }
            // `min(a, b)` has its arguments' one type (Int or String); two that differ give none.
            guard name == "min" || name == "max" else { return nil }
            let types = args.map { type(of: $0.value, in: env) }
            guard let first = types.compactMap({ $0 }).first, first == .int || first == .string else { return nil }
            return types.allSatisfy { $0 == nil || $0 == first } ? first : nil
        case .call(let base?, let name, let args):
            // `cart.total(for: item)`: what the model's method returns (§62).
            if spec.models.contains(where: { $0.method(named: name)?.returnsValue == true }),
               let m = linkType(of: base, in: env)?.declaringModel { return returnType(of: name, in: m) }
            // `items.filter { … }` and `items.sorted()` are lists of the same elements.
            if name == Methods.sorted || name == Methods.reversed { return sequenceType(of: base, in: env).flatMap { $0.isList ? $0 : nil } }
            // `items.reduce(0) { … }` has its initial value's type (§76).
            if PairClosure.method(name, args) == .reduce, let start = PairClosure.initial(of: e) { return type(of: start, in: env) }
            if let method = ListClosure.method(name, args) { return closureMethodType(method, e, base, in: env) }
            // `items.min()`: an element or nil (§72).
            if Methods.extremes.contains(name), case .list(let element)? = sequenceType(of: base, in: env) { return .optional(element) }
            if name == "firstIndex" || name == "lastIndex", case .list? = sequenceType(of: base, in: env) { return .optional(.int) }
            if name == "contains" || name == "hasPrefix" || name == "hasSuffix" || name == "localizedCaseInsensitiveContains" { return .bool }
            // Only a String has these: on another base the call is an error, and of no type.
            if name == "uppercased" || name == "lowercased" || name == Methods.trimming {
                let t = linkType(of: base, in: env)
                return t == nil || t == .string ? .string : nil
            }
            return nil
        case .closure(_, let parameters): return .closure(Array(repeating: nil, count: parameters.count))
        // The child's `@Binding` prop has the getter's type, or the constant's.
        case .customBinding(let literal):
            switch literal.form {
            case .closures(let getter, _, _): return type(of: getter, in: env)
            case .constant(let value): return type(of: value, in: env)
            }
        // `selected?`: the value the chain goes on with, never nil there.
        case .unary(OptionalChaining.bind, let x): return type(of: x, in: env)?.unwrapped
        // `try? f()`: an optional of what the call gives, never a doubly optional one (§80).
        case .unary(TriedCalls.tries, let x), .unary(TriedCalls.forces, let x): return type(of: x, in: env)
        case .unary(TriedCalls.swallows, let x):
            return type(of: x, in: env).map { if case .optional = $0 { $0 } else { .optional($0) } }
        case .unary(let op, _): return op == "!" ? .bool : .int
        case .binary(let op, let a, let b):
            switch op {
            case "+":
                let types = [type(of: a, in: env), type(of: b, in: env)]
                // Arrays concatenate: `[0] + items` is an [Int].
                let lists = types.compactMap { t -> SwiftType? in if case .list? = t { return t } else { return nil } }
                if let first = lists.first { return lists.dropFirst().reduce(first) { $0.merged(with: $1) ?? $0 } }
                // Operands of two types are the operator's error: the sum has no type, so what it is
                // assigned to or compared with reports nothing more (one mistake, one error).
                for scalar in [SwiftType.string, .int] where types.contains(scalar) {
                    return types.allSatisfy { $0 == nil || $0 == scalar } ? scalar : nil
                }
                return nil
            case "-", "*", "/", "%": return .int
            case "is": return .bool
            // A range goes where a list of its Ints does (Ranges.swift): a for-each's element is an Int.
            case "..<", "...": return .list(.int)
            case "??":
                // The left side unwrapped, or the right side's type (optional when it is).
                var left = type(of: a, in: env)
                if case .optional(let wrapped)? = left { left = wrapped }
                switch (left, type(of: b, in: env)) {
                case (let x?, let y?): return y.merged(with: x) ?? x
                case (let x?, nil): return x
                case (nil, let y): return y
                }
            default: return .bool
            }
        // Both branches have one type in Swift: one known gives it, two that disagree give none.
        case .conditional(_, let a, let b):
            switch (type(of: a, in: env), type(of: b, in: env)) {
            case (let x?, let y?): return x.merged(with: y)
            case (let x?, nil): return x
            case (nil, let y): return y
            }
        case .construct(let m, _): return spec.models.contains { $0.name == m && $0.kind == .struct } ? .value(m) : .model(m)
        // The type its elements join to, each asked once: asking twice per level would be
        // exponential in the nesting. Elements of two types give none (ListLiteralTypes.swift).
        case .list(let items):
            if case .joined(let element) = literalElements(items, in: env) { return .list(element) }
            return nil
        }
    }

    /// Every element of a body, nested ones included, with the names in scope at it: a for-each
    /// adds its element and index for the elements inside it.
    func scopedParts(of body: [Element], in env: [String: SwiftType]) -> [(parts: ElementParts, env: [String: SwiftType])] {
        var found: [(parts: ElementParts, env: [String: SwiftType])] = []
        forEachPart(of: body, in: env) { found.append(($0, $1)) }
        return found
    }

    /// Calls `visit` with every part of `scopedParts`, in its order, without gathering them: the
    /// checks before a run walk every body of a large spec this way.
    func forEachPart<Names: NameTypes>(of body: [Element], in env: Names, _ visit: (ElementParts, Names) -> Void) {
        for element in body {
            let parts = ElementParts(element)
            visit(parts, env)
            if !parts.nested.isEmpty { forEachPart(of: parts.nested, in: parts.loop.map { loopScope($0, in: env) } ?? env, visit) }
            for scoped in parts.scoped { forEachPart(of: scoped.elements, in: scope(of: scoped, in: env), visit) }
        }
    }

    /// The scope inside a closure that receives a value: the value has the type it is handed.
    func scope<Names: NameTypes>(of scoped: ScopedBody, in env: Names) -> Names {
        var env = env
        switch scoped.bound {
        case .item(let binding), .pushedItem(let binding): env[scoped.name] = type(of: binding, in: env)?.unwrapped
        case .data(let data): env[scoped.name] = type(of: data, in: env)?.unwrapped
        case .type(let name): env[scoped.name] = SwiftType.named(name, models: spec.models.map(\.name), enums: spec.enums.map(\.name))
        }
        return env
    }

    /// The scope inside a for-each: the element has the list's element type, the index is an Int.
    func loopScope<Names: NameTypes>(_ loop: ForEachDecl, in env: Names) -> Names {
        var inner = env
        if case .list(let element)? = type(of: loop.items, in: env) { inner[loop.variable] = element }
        else { inner[loop.variable] = nil }
        if let index = loop.indexVariable { inner[index] = .int }
        return inner
    }

    /// The scope an action's statements see: an on-change action adds `oldValue` and `newValue`.
    func scope<Names: NameTypes>(of action: ElementAction, in env: Names) -> Names {
        if !action.closureParameters.isEmpty {
            // Hidden by the parameter, of a type only the call knows.
            var inner = env
            for name in action.closureParameters { inner[name] = nil }
            return inner
        }
        if let source = action.published {
            var inner = env
            if let value = source.valueExpression { inner[ReceiveDecl.parameter] = type(of: value, in: env) }
            return inner
        }
        if let name = action.receives {
            var inner = env
            inner[ReceiveDecl.parameter] = spec.notification(named: name).flatMap { type(of: $0.value, in: env) }
            return inner
        }
        if !action.parameters.isEmpty {
            var inner = env
            for (name, type) in action.parameters { inner[name] = type }
            return inner
        }
        if let key = action.preferenceKey {
            var inner = env
            inner[OnPreferenceChangeDecl.parameter] = spec.preferenceKey(named: key)?.defaultValue.flatMap { type(of: $0, in: [String: SwiftType]()) }
            return inner
        }
        guard let watched = action.watched else { return env }
        var inner = env
        inner["oldValue"] = type(of: watched, in: env)
        inner["newValue"] = inner["oldValue"]
        return inner
    }

    /// An environment holder's type: the model it names, or the type of the entry's default.
    func environmentType(of holder: HolderDecl) -> SwiftType? {
        guard case .name(let name) = holder.initial.kind else { return nil }
        if holder.kind == .environmentObject || name.first?.isUppercase == true { return holder.isOptional ? .optional(.model(name)) : .model(name) }
        if name == "isEnabled" || name == "isSearching" { return .bool }
        if name == "scenePhase" { return .value(ScenePhase.typeName) }
        return entryType(name)
    }

    /// The type of the entry `name` of `environment-values:`: its default's, or, for a default of
    /// `nil`, the optional of what the spec sets it to (§89); `nil`'s own, an optional of no known
    /// type, while that is not known.
    func entryType(_ name: String) -> SwiftType? {
        guard let d = spec.environmentValues.first(where: { $0.name == name })?.defaultValue else { return nil }
        let own = type(of: d, in: [String: SwiftType]())
        guard own == .optional(nil) else { return own }
        return entries[name] ?? completeEntry?(name) ?? own
    }
}
