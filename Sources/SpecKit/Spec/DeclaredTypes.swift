/// The types the checks before a run know for certain: what Swift would declare a model's field,
/// a holder or a prop as. A field's type comes from its literal default (an open one, `[]` or
/// `nil`, completed by the spec's values: DeclaredTypes+Fields.swift), a holder's from its
/// initial value (a literal, a construction, or names above it of known types) or, of one that
/// starts `nil`, from the one model its view's actions build into it, a prop's from the
/// values its parents pass, when every one of them passes a value of one known type. Where that
/// is not so, the name has no type here and nothing about it is reported: the export's inference
/// (TypeInference), which also learns from assignments, may still tell one.
///
/// A name's type is worked out when a check first asks for it: most of a large spec's names are
/// never asked for, and its props' parents are looked for only when a prop is. A prop's type and
/// an environment value's default are what only the whole spec knows (ChecksAhead.swift).
final class DeclaredTypes {
    private(set) var rules: TypeRules
    /// Told when a check asks what only the whole spec knows.
    let found: SpecValidator.Found
    /// Props' types, by component and prop; `.some(nil)` for one whose type is not certain.
    private var propTypes: [String: [String: SwiftType?]] = [:]
    /// The enums props hold where their types are not certain, by `Component.prop`, and the props
    /// being asked (DeclaredTypes+EnumContext.swift).
    var propEnums: [String: String?] = [:]
    var askedEnums: Set<String> = []
    /// The places that hold a NavigationPath, found when first asked for (NavigationPathPlaces.swift).
    var navigationPaths: Set<String>?
    /// The props whose types are being worked out, each asking its parents', and how many.
    private var asked: Set<String> = []
    private var asking = 0
    /// How many props up a chain is followed: further up, a prop's type is left to the run.
    static let chain = 32
    /// Where each component stands as a child, found when a prop is first asked for.
    private var childPlaces: ChildPlaces?
    /// A child named by a scenario's `use:` stands for each component bound to that name.
    private var bound: [String: [String]] = [:]
    /// Each model's fields and computed properties.
    private var members: [String: Set<String>] = [:]
    /// The types of the fields whose defaults leave them open, as the spec's values complete
    /// them: learnt when one is first asked for (DeclaredTypes+Fields.swift).
    var completedFields: [String: [String: SwiftType]]?
    /// The values the spec gives models' fields, gathered when first asked for (`fieldValues()`).
    var givenValues: [FieldValue]?
    /// The types of the values given the fields of no default, `nil` left aside, learnt with
    /// `completedFields`.
    var heldFields: [String: [String: SwiftType]] = [:]
    /// What each struct model conforms to, worked out when a check first compares, watches or
    /// hashes a struct's value, and whether that read what only the whole spec knows
    /// (DeclaredTypes+Conformance.swift).
    var structConformance: (of: [String: StructConformance], readsWholeSpec: Bool)?
    /// What the spec sets each entry of a `nil` default to, learnt when one is first asked for
    /// (DeclaredTypes+Entries.swift); `learningEntries` while that is under way.
    var entryValues: EntryValues?
    var learningEntries = false
    /// Every model field's type as the export declares it, worked out when a check first asks
    /// (DeclaredTypes+ExportedFields.swift).
    var exportedFields: [String: [String: SwiftType]]?

    init(spec: Spec, found: SpecValidator.Found) {
        self.found = found
        var rules = TypeRules(spec: spec)
        for model in spec.models {
            for field in model.fields {
                if let d = field.defaultValue, let t = rules.type(of: d, in: [String: SwiftType]()) {
                    rules.fields[model.name, default: [:]][field.name] = t
                }
            }
            // A computed property's type is its getter's, over the fields above.
            for c in model.computed {
                if let t = rules.type(of: c.value, in: rules.fields[model.name] ?? [:]) { rules.fields[model.name, default: [:]][c.name] = t }
            }
            // A model that declares no field at all is left out: more often than empty, its
            // declaration is broken (`field:` for `fields:`), which has its own error.
            if !model.fields.isEmpty || !model.streams.isEmpty, members[model.name] == nil {
                members[model.name] = Set(model.fields.map(\.name) + model.computed.map(\.name) + model.streams.map(\.name))
            }
        }
        self.rules = rules
        self.rules.completeField = { [weak self] model, field in self?.completed(field, of: model) }
        self.rules.completeEntry = { [weak self] entry in self?.entryOrigin(entry)?.type }
        for scenario in spec.scenarios {
            for (name, target) in scenario.uses where !(bound[name]?.contains(target) ?? false) { bound[name, default: []].append(target) }
        }
    }

    /// Whether `type` is a model that does not have `member`, as field or computed property.
    func lacks(_ type: String, _ member: String) -> Bool {
        members[type].map { !$0.contains(member) } ?? false
    }

    /// The names a component's body sees: its props, then all its holders.
    func names(of component: ComponentDecl) -> Names {
        Names(types: self, holders: Holders(component), seen: Int.max, props: true)
    }

    /// A component's holders' types, worked out in order when first asked for: seeing its props, and not.
    final class Holders {
        let component: ComponentDecl
        /// Made when the first is asked for: most of a large spec's components are asked none.
        fileprivate var withProps: [SwiftType??] = []
        fileprivate var withoutProps: [SwiftType??] = []

        init(_ component: ComponentDecl) { self.component = component }

        /// The names an action of the view sets to `nil`, found when a holder built with a model
        /// or struct value first asks: most holders hold an Int, a String or a Bool.
        fileprivate lazy var setToNil: Set<String> = {
            var names: Set<String> = []
            for s in writes where !s.declaresLocal {
                if case .assign(let target, .assign, let value) = s.kind, case .null = value.kind, case .name(let name) = target.kind { names.insert(name) }
            }
            return names
        }()

        /// The statements of the view's actions and observers, nested ones included.
        private var writes: [Statement] {
            let actions = ElementParts.all(component.body).flatMap(\.actions).map(\.statements) + component.observers.map(\.statements)
            return actions.joined().flatMap(\.flattened)
        }

        /// The model each holder is built with by the view's actions (`m = Model()`), by name,
        /// found when a holder that starts `nil` first asks: `.some(nil)` for a holder also given
        /// anything but `nil`, a construction of that one model or another holder built with one
        /// (a loop's element, a call, an awaited value, a task), whose type is then not certain
        /// before the run.
        fileprivate lazy var built: [String: String?] = {
            var built: [String: String?] = [:]
            func give(_ name: String, _ model: String?) {
                if let known = built[name] { built[name] = known == model ? known : .some(nil) } else { built[name] = .some(model) }
            }
            for s in writes where !s.declaresLocal {
                switch s.kind {
                case .assign(let target, let op, let value):
                    guard op != .call, case .name(let name) = target.kind else { continue }
                    if op == .assign, case .null = value.kind { continue }
                    give(name, op == .assign ? model(builtBy: value) : nil)
                case .spawn(_, let target?), .request(_, _, let target?), .awaitCall(_, let target?), .awaitTask(_, let target?):
                    if case .name(let name) = target.kind { give(name, nil) }
                case .awaitChildren(_, let targets):
                    for case .name(let name) in targets.map(\.kind) { give(name, nil) }
                default:
                    continue
                }
            }
            return built
        }()

        /// The model `value` certainly is: a construction, or another holder of this view built
        /// with one (`selected = note`, `note` a `@State var note = Note(…)`).
        private func model(builtBy value: Expr) -> String? {
            switch value.kind {
            case .construct(let model, _): return model
            case .name(let other):
                guard let holder = component.holder(named: other), case .construct(let model, _) = holder.initial.kind,
                      !setToNil.contains(other) else { return nil }
                return model
            default: return nil
            }
        }

        fileprivate func known(_ h: Int, props: Bool) -> SwiftType?? {
            let types = props ? withProps : withoutProps
            return h < types.count ? types[h] : nil
        }

        fileprivate func keep(_ type: SwiftType?, _ h: Int, props: Bool) {
            if props {
                if withProps.isEmpty { withProps = Array(repeating: nil, count: component.holders.count) }
                withProps[h] = .some(type)
            } else {
                if withoutProps.isEmpty { withoutProps = Array(repeating: nil, count: component.holders.count) }
                withoutProps[h] = .some(type)
            }
        }
    }

    /// The names of a component, each one's type worked out when it is asked for; those a part of
    /// its body adds (a loop's element, a sheet's item) are set over them.
    struct Names: NameTypes {
        let types: DeclaredTypes
        let holders: Holders
        /// How many of the holders are seen, and whether the props are.
        let seen: Int
        let props: Bool
        private var added: [String: SwiftType?] = [:]

        init(types: DeclaredTypes, holders: Holders, seen: Int, props: Bool) {
            self.types = types
            self.holders = holders
            self.seen = seen
            self.props = props
        }

        /// The names the initial value of holder `h` sees: the props and the holders above it.
        func above(_ h: Int) -> Names { Names(types: types, holders: holders, seen: h, props: props) }

        /// Whether a part of the body set `name` over the component's own (a loop's element).
        func sets(_ name: String) -> Bool { added[name] != nil }

        subscript(_ name: String) -> SwiftType? {
            get {
                // `self.total`: the component's own, whatever a part of the body set (§28).
                if name.hasPrefix("self.") { return types.type(of: String(name.dropFirst(5)), in: self) }
                if !added.isEmpty, let set = added[name] { return set }
                return types.type(of: name, in: self)
            }
            set { added[name] = .some(newValue) }
        }
    }

    /// In place: a copy of the component, or of a holder, retains each of its lists.
    private func type(of name: String, in names: Names) -> SwiftType? {
        let holders = names.holders
        var h = min(names.seen, holders.component.holders.count)
        while h > 0 {
            h -= 1
            if holders.component.holders[h].name == name { return holderType(h, in: names) }
        }
        guard names.props, let prop = holders.component.props.first(where: { $0.name == name }) else { return nil }
        if let focus = prop.focusType { return SpecDecoder.focusTypes.contains(focus) ? TypeCheck.focusType(focus) : nil }
        let type = propType(name, of: holders.component.name)
        // An `@ObservedObject` holds an object: a value passed for it is refused where it is
        // passed (TypeCheck+SwiftForms.swift), and gives the prop no type to be read by.
        if prop.isObserved, let type, !type.isModel { return nil }
        return type
    }

    private func holderType(_ h: Int, in names: Names) -> SwiftType? {
        let holders = names.holders
        if let known = holders.known(h, props: names.props) { return known }
        let type: SwiftType?
        if holders.component.holders[h].kind.readsEnvironment {
            // An environment value's type is its default's, declared at the top of the spec.
            if holders.component.holders[h].kind == .environment, holders.component.holders[h].initial.source.first?.isLowercase == true {
                found.readsWholeSpec = true
            }
            type = rules.environmentType(of: holders.component.holders[h])
        } else if holders.component.holders[h].kind == .focusState {
            type = TypeCheck.focusType(holders.component.holders[h])
        } else {
            let holder = holders.component.holders[h]
            let initial = rules.type(of: holder.initial, in: names.above(h))
            let stored = [.state, .stateInInit, .lazyState].contains(holder.kind)
            // `selected = nil` in an action makes a holder built with an instance optional, as
            // the export declares it (`@State private var selected: Item? = Item(…)`, TypeInference).
            if let initial, initial.isNominal, stored, holders.setToNil.contains(holder.name) {
                type = .optional(initial)
            } else if stored, initial == .optional(nil), case .null = holder.initial.kind,
                      let name = holders.built[holder.name] ?? nil, let model = rules.spec.model(named: name) {
                // One that starts `nil` and is built by the view's actions (`m = Model()`) holds
                // that model or nil, as the export declares it (`@State private var m: Model?`).
                type = .optional(model.kind == .struct ? .value(name) : .model(name))
            } else {
                type = initial
            }
        }
        holders.keep(type, h, props: names.props)
        return type
    }

    /// What every child element that stands for `component` passes `prop`, read in its parent's
    /// scope, the parent's own props included: a value a chain of props hands down has the type
    /// its first giver passes. A prop passed values of two types, or one whose type is not known
    /// there, or passed by no child, has no type; so has one asked for again while its own type
    /// is being worked out (a view that passes its prop to itself, or two that pass each other
    /// theirs), and one further than `Self.chain` props up: never a wrong type, at worst none.
    private func propType(_ prop: String, of component: String) -> SwiftType? {
        found.readsWholeSpec = true
        if let known = propTypes[component]?[prop] { return known }
        // Asked again inside its own answer, or too far up: not certain.
        let key = component + "." + prop
        if asking >= Self.chain || asked.contains(key) { return nil }
        asking += 1
        asked.insert(key)
        defer { asking -= 1; asked.remove(key) }
        var type: SwiftType??
        givenValues(prop, of: component) { _, given in
            type = .some(type.map { known in known.flatMap { k in given.flatMap { k.merged(with: $0) } } } ?? given)
        }
        let result = type ?? nil
        propTypes[component, default: [:]][prop] = .some(result)
        return result
    }

    /// Each value a child element that stands for `component` passes `prop`, with its type read
    /// in its parent's scope (nil where it is not certain); a value that did not parse is nil.
    func givenValues(_ prop: String, of component: String, _ each: (Expr?, SwiftType?) -> Void) {
        givenArguments(prop, of: component) { value, env in each(value, value.flatMap { rules.type(of: $0, in: env) }) }
    }

    /// Each value a child element that stands for `component` passes `prop`, with the names its
    /// parent's scope gives there; a value that did not parse is nil.
    func givenArguments(_ prop: String, of component: String, _ each: (Expr?, Names) -> Void) {
        found.readsWholeSpec = true
        let components = rules.spec.components
        let places = childPlaces ?? ChildPlaces(components, bound: bound)
        childPlaces = places
        for (p, paths) in places.places[component] ?? [] {
            let scope = Names(types: self, holders: Holders(components[p]), seen: Int.max, props: true)
            places.forEachPart(of: components[p], at: p, paths, rules: rules, in: scope) { parts, env in
                for child in parts.children {
                    for arg in child.arguments where arg.label == prop { each(arg.value, env) }
                    if child.unparsedArguments.contains(prop) { each(nil, env) }
                }
            }
        }
    }

    /// Whether a value of this type is one Swift could never store in a property of another such
    /// type: a number, a string, a flag, a model. Optionals, lists and closures are left alone.
    static func isPlain(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .string, .bool, .model, .value: return true
        case .list, .optional, .modelType, .closure, .navigationPath, .task: return false
        }
    }

    /// Whether the type is an optional of a plain type whose wrapped type is known, `Int?`.
    static func isPlainOptional(_ type: SwiftType) -> Bool {
        if case .optional(let wrapped?) = type { isPlain(wrapped) } else { false }
    }

    /// The value a hint gives `??` for nil in place of a value of `type`: `""`, `false` or `0`.
    static func nilFallback(for type: SwiftType) -> String {
        type == .string ? "\"\"" : type == .bool ? "false" : "0"
    }

    /// "an Int", "a String", "a Profile".
    static func described(_ type: SwiftType) -> String { withArticle(type.description) }

    /// A type's name after "a" or "an", by the sound it starts with: "an Int", "a String", "an
    /// Update", "a User" (a `U` then one consonant and a vowel says "you").
    static func withArticle(_ name: String) -> String {
        let letters = Array(name.lowercased().prefix(3)), vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        guard let first = letters.first, vowels.contains(first) else { return "a " + name }
        let saysYou = first == "u" && letters.count == 3 && !vowels.contains(letters[1]) && vowels.contains(letters[2])
        return (saysYou ? "a " : "an ") + name
    }
}
