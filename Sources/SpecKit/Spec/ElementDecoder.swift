/// Decoding of body elements and the modifiers on children.
extension SpecDecoder {
    static let modifierKeys = ["id", "on-change", "task", "on-appear", "on-disappear", "on-timer", "on-receive",
                               "environment", "environment-model", "environment-object", "transform-environment", "disabled", "interactive-dismiss-disabled", "animation", "transition",
                               "refreshable", "searchable", "on-submit", "submit-scope",
                               "preference", "on-preference-change", "navigation-destinations"] + presentationKeys
    static let elementKinds = ["text", "button", "if", "for-each", "switch", "slot"] + controlKinds + screenElementKinds
    /// Every element a body can hold, for a key that is none of them.
    static let elementsHint = "an element is `text:`, `button:` with `action:`, `if:`, `for-each:`, `switch:`, `slot:`, a control ("
        + controlKinds.map { "`\($0):`" }.joined(separator: ", ") + "), " + screenElementKinds.map { "`\($0):`" }.joined(separator: ", ")
        + ", or a component such as `- Row: { model: model }`"
    static let buttonKeys = ["button", "action", "disabled"]
    static let conditionalKeys = ["if", "then", "else"]
    static let forEachKeys = ["for-each", "as", "index", "id", "body", "on-delete", "on-move", "swipe-actions", "selection"]
    static let onChangeKeys = ["of", "initial", "action"]
    static let taskKeys = ["id", "action"]
    mutating func body(_ node: YAMLNode) -> [Element] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            problems.append(Diagnostic("a body must be a list of elements (lines starting with '- ')", at: node.location))
            return []
        }
        // At its final size (an element that does not decode leaves room unused): grown by
        // appends, a body was copied as it grew and kept up to twice its room.
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for item in items { if let e = element(item) { elements.append(e) } }
        return elements
    }

    mutating func element(_ node: YAMLNode) -> Element? {
        guard var e = MappingReader(node, what: "a body element", problems: &problems) else { return nil }
        // `- Row: { … }`, most elements of a large spec: none of the kinds' keys below can be there.
        if e.allKeysCapital { return child(&e, at: node.location) }
        // First: a text field's binding key is `text:`, like a text's.
        for kind in SpecDecoder.controlKindCases {
            if let label = e.take(kind.rawValue) { return control(kind, label, &e, at: node.location) }
        }
        if let t = e.take("text") {
            if let d = e.keyNode("disabled") {
                _ = e.take("disabled")
                problems.append(Diagnostic("a text takes no input, so `disabled:` changes nothing on it", at: d.location,
                                           hint: "put `disabled:` on a button or a control, or beside a component to disable all of its input"))
            }
            // A text whose every key was taken has no modifier to reject; most have only `text:`.
            if e.hasUntakenKeys { rejectModifiers(&e, on: "a text", except: ["disabled"]) }
            e.finish(what: "a text", allowed: ["text"], problems: &problems)
            return template(t, what: "a text").map { .text($0, node.location) }
        }
        if let b = e.take("button") {
            let label = template(b, what: "a button label")
            guard let a = e.take("action", orMisspeltIn: "a button", allowed: Self.buttonKeys, problems: &problems) else {
                problems.append(Diagnostic("a button needs an `action:`", at: node.location,
                                           hint: "for example `action: count += 1`"))
                return nil
            }
            let action = statements(a)
            let disabled = e.take("disabled").flatMap { expression($0, what: "a condition") }
            if e.hasUntakenKeys { rejectModifiers(&e, on: "a button", except: ["disabled"]) }
            e.finish(what: "a button", allowed: Self.buttonKeys, problems: &problems)
            return label.map { .button(label: $0, action: action, node.location, disabled: disabled) }
        }
        if let c = e.take("if") { return conditional(c, &e, at: node.location) }
        if let items = e.take("for-each") { return forEach(items, &e, at: node.location) }
        if let s = e.take("switch") { return switchElement(s, &e, at: node.location) }
        if let s = e.take("slot") { return slotUse(s, &e, at: node.location) }
        if let screen = screenElement(&e, at: node.location) { return screen }
        return child(&e, at: node.location)
    }

    /// `.onDelete` and `.onMove` are declared on DynamicViewContent, which a ForEach is and no other
    /// view: their keys stand on a for-each only (§43).
    mutating func rejectRowEdits(_ e: inout MappingReader, _ place: String) {
        for (key, swift, what) in [("on-delete", "onDelete", "deleted"), ("on-move", "onMove", "moved")] {
            guard let keyNode = e.keyNode(key) else { continue }
            _ = e.take(key)
            problems.append(Diagnostic("`\(key):` stands on a `for-each:`, not \(place)", at: keyNode.location,
                                       hint: "`.\(swift)` is ForEach's: write `\(key):` under the `for-each:` whose rows are \(what)"))
        }
        // `.swipeActions` goes on the row view inside ForEach's closure; a row here is the
        // for-each's body for one element, so the key stands on the for-each (§51).
        if let keyNode = e.keyNode("swipe-actions") {
            _ = e.take("swipe-actions")
            problems.append(Diagnostic("`swipe-actions:` stands on a `for-each:`, not \(place)", at: keyNode.location,
                                       hint: "`.swipeActions` is a list row's: write `swipe-actions:` under the `for-each:` whose rows show the buttons"))
        }
    }

    mutating func conditional(_ condition: YAMLNode, _ e: inout MappingReader, at location: Location) -> Element? {
        let refusal = Self.optionalBinding(condition)
        if let refusal { problems.append(refusal) }
        let test = refusal == nil ? expression(condition, what: "a condition") : nil
        reportElseIfKeys(&e)
        let then = e.take("then", orMisspeltIn: "an if", allowed: Self.conditionalKeys, problems: &problems).map { body($0) }
        let otherwise = e.take("else").map { elseBody($0) } ?? []
        if then == nil {
            problems.append(Diagnostic("an `if:` needs a `then:` list", at: location,
                                       hint: "for example then: [ - text: shown ]"))
        }
        e.finish(what: "an if", allowed: Self.conditionalKeys, problems: &problems)
        guard let test, let then else { return nil }
        return .conditional(ConditionalDecl(condition: test, then: then, otherwise: otherwise, location: location))
    }

    /// `if let s = selected { … }` in a body: the view's `if` tests a Bool here; the unwrapped
    /// name is not expressed, the optional read with a value for nil is.
    static func optionalBinding(_ condition: YAMLNode) -> Diagnostic? {
        guard let text = condition.scalar, text.hasPrefix("let ") || text.hasPrefix("var ") else { return nil }
        let parts = text.dropFirst(4).split(separator: "=", maxSplits: 1).map { String($0).trimmingCharacters() }
        let optional = parts.count == 2 ? parts[1] : parts.first ?? "x"
        return Diagnostic("`if let` in a view's body is not expressed", at: condition.location,
                          hint: "test it, `if: \(optional) != nil`, and read `\(optional) ?? 0` (a value for nil) in `then:`")
    }

    mutating func forEach(_ items: YAMLNode, _ e: inout MappingReader, at location: Location) -> Element? {
        let list = listExpression(items, what: "a list", item: "an item")
        let variableNode = e.take("as", orMisspeltIn: "a for-each", allowed: Self.forEachKeys, problems: &problems)
        var variable = variableNode.flatMap { text($0, what: "a name") }
        // `as: $todo`: Swift's `{ $todo in … }` over `ForEach($todos)`. One error, and the body
        // read with the name the row's value has, so that its uses are not reported as well.
        if let variableNode, let name = variable, name.hasPrefix("$"), SpecValidator.isIdentifier(String(name.dropFirst())) {
            variable = String(name.dropFirst())
            problems.append(Self.dollarVariable(String(name.dropFirst()), list: list, at: variableNode.contentLocation))
        }
        // A misspelt `index:` (`indx:`) is read as it, so its name's uses are not reported too.
        let indexNode = e.take("index", orMisspeltIn: "a for-each", allowed: Self.forEachKeys, problems: &problems)
        var index = indexNode.flatMap { text($0, what: "a name") }
        if let indexNode, let name = index, name == variable {
            problems.append(Self.indexNamedAsElement(name, list: list?.source ?? "items", at: indexNode.contentLocation))
            index = nil   // one error: the body's uses of the name are not reported as well
        }
        let idNode = e.take("id", orMisspeltIn: "a for-each", allowed: Self.forEachKeys, problems: &problems)
        // `id: \.self` without `as:` has no element to stand for: the missing `as:` is the one error.
        let id = idNode.flatMap { node in
            variable == nil && node.scalar?.hasPrefix("\\.") == true ? nil : keyPathID(node, variable: variable) ?? expression(node, what: "an id")
        }
        let content = e.take("body", orMisspeltIn: "a for-each", allowed: Self.forEachKeys, problems: &problems).map { body($0) }
        if variableNode == nil {
            problems.append(Diagnostic("a `for-each:` needs `as:`, the name of each element", at: location,
                                       hint: "for example `as: item`"))
        }
        // Without `id:`, a loop that is otherwise whole is reported by its component's type
        // checks, which know the element's type and so which id to write (TypeCheck+RowIds.swift).
        if idNode == nil && (list == nil || variable == nil || content == nil) {
            problems.append(ForEachDecl.missingID(variable: variable ?? "item", list: list, elementType: nil, at: location))
        }
        if content == nil {
            problems.append(Diagnostic("a `for-each:` needs a `body:` list", at: location))
        }
        let onDelete = e.take("on-delete").flatMap { rowAction($0, key: "on-delete") }
            .map { OnDeleteDecl(action: $0, location: $1) }
        let onMove = e.take("on-move").flatMap { rowAction($0, key: "on-move") }.map { OnMoveDecl(action: $0, location: $1) }
        let swipe = e.take("swipe-actions").flatMap { swipeActions($0) }
        let selection = e.take("selection").flatMap { listSelection($0) }
        reportForEachModifiers(&e)
        e.finish(what: "a for-each", allowed: Self.forEachKeys, problems: &problems)
        guard let list, let variable, let content else { return nil }
        // A missing id stands as `\.self` until the checks report it; the run and the export refuse it too.
        guard let id = id ?? (idNode == nil ? Expr(.name(variable), at: location, source: variable) : nil) else { return nil }
        return .forEach(ForEachDecl(items: list, variable: variable, indexVariable: index, id: id, body: content,
                                    location: location, onDelete: onDelete, onMove: onMove, swipeActions: swipe, selection: selection,
                                    idMissing: idNode == nil))
    }

    /// `id: \.self` and `id: \.id`, Swift's key paths, are the element and its field: `id: item`
    /// and `id: item.id`, the forms the rest of the spec reads. Nil when the id is not a key path.
    private mutating func keyPathID(_ node: YAMLNode, variable: String?) -> Expr? {
        guard let text = node.scalar, text.hasPrefix("\\."), let variable else { return nil }
        let path = text.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
        let start = node.contentLocation
        guard path.allSatisfy({ SpecValidator.isIdentifier(String($0)) }), !path.dropFirst().contains("self") else {
            problems.append(Diagnostic("`\(text)` is not a key path to the element or one of its fields", at: start,
                                       hint: "`id: \\.self` (or `id: \(variable)`) for the element itself, `id: \\.id` (or `id: \(variable).id`) for a field"))
            return Expr(.name(variable), at: start, source: variable)
        }
        var e = Expr(.name(variable), at: start, source: variable)
        var column = 2
        for (i, part) in path.enumerated() {
            defer { column += part.count + 1 }
            if i == 0, part == "self" { continue }
            e = Expr(.member(e, String(part)), at: start.advanced(by: column), source: e.source + "." + part)
        }
        return e
    }

    /// `on-delete: items.remove(atOffsets: offsets)` or `on-move: items.move(fromOffsets: source,
    /// toOffset: destination)`: statements, as a button's action; SwiftUI's closure takes the
    /// offsets, which the action sees by the names a block written as a closure would give itself.
    private mutating func rowAction(_ node: YAMLNode, key: String) -> ([Statement], Location)? {
        let example = key == "on-delete" ? "`on-delete: items.remove(atOffsets: offsets)`; the action sees `offsets`"
            : "`on-move: items.move(fromOffsets: source, toOffset: destination)`; the action sees `source` and `destination`"
        if node.mapping != nil {
            problems.append(Diagnostic("`\(key):` takes the action's statements, not a mapping", at: node.location,
                                       hint: "for example \(example)"))
            return nil
        }
        if node.scalar?.first(where: { $0 != " " }) == "{" {
            problems.append(Diagnostic("`\(key):` takes the closure's statements, without braces or a parameter", at: node.location,
                                       hint: "write \(example)"))
            return nil
        }
        let action = statements(node)
        if action.isEmpty {
            problems.append(Diagnostic("an \(key) needs an action: what \(key == "on-delete" ? "a swipe to delete" : "a drag of a row") runs",
                                       at: node.location, hint: "for example \(example)"))
            return nil
        }
        return (action, node.location)
    }

    /// `text` for `Text`, `text-field` for `TextField`: an element written with SwiftUI's view name.
    /// One lookup: every child element of every body asks, and building the kebab-case spelling
    /// of each name cost a string a character.
    static func elementKind(swiftUIName name: String) -> String? { swiftUIElementNames[name] }

    /// SwiftUI's spelling of each element kind (`ForEach` for `for-each`), but `if` and `switch`,
    /// which Swift writes as keywords.
    private static let swiftUIElementNames: [String: String] = {
        var names: [String: String] = [:]
        for kind in elementKinds where kind != "if" && kind != "switch" {
            names[kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()] = kind
        }
        return names
    }()

    mutating func child(_ e: inout MappingReader, at location: Location) -> Element? {
        let capitals = e.capitalKeys
        guard capitals.count == 1, let position = capitals.first else {
            let components = e.keys.filter { $0.first?.isUppercase == true }
            let first = e.keys.first { !SpecDecoder.modifierKeys.contains($0) } ?? e.keys.first ?? ""
            if components.isEmpty, SpecDecoder.presentationKeys.contains(first) {
                // SwiftUI writes `.sheet` on a view; here it stands beside the component it is on.
                problems.append(Diagnostic("`\(first):` is a modifier; it stands beside a component, not on its own",
                                           at: e.keyNode(first)?.location ?? location,
                                           hint: "write it under a child: `- Anchor:` and then `\(first):` on the next line, indented like it"))
                return nil
            }
            if components.isEmpty, let refusal = NotExpressed.deprecatedElement(first, at: e.keyNode(first)?.location ?? location)
                ?? NotExpressed.element(first, at: e.keyNode(first)?.location ?? location) {
                problems.append(refusal)
                return nil
            }
            problems.append(Diagnostic(
                components.count > 1 ? "one element holds one component; found \(components.joined(separator: ", "))"
                                     : "unknown element '\(first)'",
                at: e.keyNode(first)?.location ?? location,
                hint: SpecDecoder.componentKeys.contains(first)
                    ? "`\(first):` is a key of the component, beside `body:`, not an element of its body"
                    : Suggestion.closest(to: first, in: SpecDecoder.elementKinds).map { "did you mean '\($0)'?" } ?? SpecDecoder.elementsHint))
            return nil
        }
        let name = e.key(at: position)
        if let refusal = NotExpressed.deprecatedElement(name, at: e.keyNode(at: position).location) {
            problems.append(refusal)
            return nil
        }
        if let kind = Self.elementKind(swiftUIName: name) {
            // `- Text: "hi"` as SwiftUI writes it: the element is `text:`, and no view of the spec may
            // take SwiftUI's name (SwiftNames.reservedTypes).
            problems.append(Diagnostic("'\(name)' is SwiftUI's name for the `\(kind):` element", at: e.keyNode(at: position).location,
                                       hint: "write `- \(kind): …`; a component's name starts with a capital letter, an element's does not"))
            return nil
        }
        let args = e.take(at: position)
        if args.isSequence, let refusal = Self.viewOverAList(name, at: e.keyNode(at: position).location) {
            problems.append(refusal)
            return nil
        }
        var arguments: [(label: String, value: Expr)] = []
        var unparsed: [String] = []
        var misplaced: [ContentDecl] = []
        if let items = args.sequence, !items.isEmpty,
           items.allSatisfy({ $0.isPlainScalar && ($0.scalar.map(Self.isHolderName) ?? false) }) {
            // `- Child: [input]`, as Swift's `Child(input)`: one error, and the names taken as the
            // arguments meant, so that none is reported missing too.
            let names = items.compactMap(\.scalar)
            problems.append(Diagnostic("the arguments of \(name) must be a mapping (key: value lines), found a list", at: args.location,
                                       hint: "label each argument with its prop: `- \(name): { \(names.map { "\($0): \($0)" }.joined(separator: ", ")) }`"))
            unparsed = names
        } else if !args.isNull, let reader = MappingReader(args, what: "the arguments of \(name)", problems: &problems) {
            for pair in reader.pairs {
                guard let label = pair.key.scalar else { continue }
                if label == "content", pair.value.isSequence || pair.value.mapping != nil {
                    misplaced = misplacedContent(pair, of: name)
                    continue
                }
                guard let value = expression(pair.value, what: "an argument") else { unparsed.append(label); continue }
                arguments.append((label, value))
            }
        }
        let contentKey = e.hasUntakenKeys ? e.keyNode("content")?.location : nil
        let content = contentKey.flatMap { key in e.take("content").map { self.content($0, at: key) } } ?? misplaced
        // With every key taken there is no modifier to read, which most children are.
        let modifiers = e.hasUntakenKeys ? self.modifiers(&e) : Modifiers()
        if e.hasUntakenKeys { unknownModifiers(e, of: name) }
        return .child(ChildDecl(component: name, arguments: arguments, modifiers: modifiers,
                                location: e.keyNode(at: position).location, unparsedArguments: unparsed, content: content))
    }

    /// Sets only the modifiers that are written: setting one, even to nothing, gives the child
    /// storage of its own, and most children have none.
    mutating func modifiers(_ e: inout MappingReader) -> Modifiers {
        var m = Modifiers()
        if let id = e.take("id").flatMap({ expression($0, what: "an id") }) { m.id = id }
        if let disabled = e.take("disabled").flatMap({ expression($0, what: "a condition") }) { m.disabled = disabled }
        if let lock = e.take("interactive-dismiss-disabled").flatMap({ expression($0, what: "a condition") }) {
            m.interactiveDismissDisabled = lock
        }
        if let a = e.take("animation").flatMap({ animationModifier($0) }) { m.animation = a }
        if let t = e.take("transition").flatMap({ parse($0, what: "a transition", { s, l, _, _ in try Parser.transition(s, at: l) }) }) {
            m.transition = t
        }
        rejectRowEdits(&e, "beside a component")
        if let c = e.take("on-change") {
            m.onChange = c.items.compactMap { onChange($0) }
        }
        if let t = e.take("task") { m.task = task(t) }
        if let a = e.take("on-appear") { m.onAppear = statements(a) }
        if let d = e.take("on-disappear") { m.onDisappear = statements(d) }
        if let t = e.take("on-timer").flatMap({ timer($0) }) { m.timer = t }
        if let r = e.take("on-receive").flatMap({ receive($0) }) { m.receive = r }
        if let r = e.take("refreshable") {
            let action = statements(r)
            if action.isEmpty {
                problems.append(Diagnostic("a refreshable needs an action: what the pull runs", at: r.location,
                                           hint: "for example refreshable: \"posts = await load(0)\""))
            } else {
                m.refreshable = action
            }
        }
        if let s = e.take("searchable").flatMap({ searchable($0) }) { m.searchable = s }
        if let env = e.take("environment") { m.environment += environmentSettings(env) }
        if let t = e.take("transform-environment") { m.transforms = environmentTransforms(t) }
        for kind in [EnvironmentSetting.Kind.model, .object] {
            guard let node = e.take(kind.rawValue) else { continue }
            for item in node.sequence ?? node.alone {
                if let value = expression(item, what: "an object") {
                    m.environment.append(EnvironmentSetting(kind: kind, key: "", value: value, location: item.location))
                }
            }
        }
        if let p = e.take("preference") { m.preference = preferenceSettings(p) }
        if let p = e.take("on-preference-change") { m.onPreferenceChange = onPreferenceChanges(p) }
        let presented = presentations(&e)
        if !presented.isEmpty { m.presentations = presented }
        if let d = e.take("navigation-destinations") {
            let declared = destinationList(d, in: "`navigation-destinations:`")
            if !declared.isEmpty { m.navigationDestinations = declared }
        }
        if let s = submitModifier(&e) { m.submit = s }
        return m
    }

    mutating func onChange(_ node: YAMLNode) -> OnChangeDecl? {
        guard var r = MappingReader(node, what: "an on-change", problems: &problems) else { return nil }
        let valueNode = r.take("of", orMisspeltIn: "an on-change", allowed: Self.onChangeKeys, problems: &problems)
        let value = valueNode.flatMap { expression($0, what: "a value") }
        var initial = false
        if let i = r.take("initial"), let s = text(i, what: "initial") {
            if s == "true" { initial = true } else if s != "false" {
                problems.append(Diagnostic("initial is true or false, not '\(s)'", at: i.location))
            }
        }
        let action = r.take("action", orMisspeltIn: "an on-change", allowed: Self.onChangeKeys, problems: &problems).map { statements($0) }
        if valueNode == nil {
            problems.append(Diagnostic("an on-change needs `of:`, the value it watches", at: node.location,
                                       hint: "for example { of: input, action: \"model = Model(input: newValue)\" }"))
        }
        if action == nil {
            problems.append(Diagnostic("an on-change needs an `action:`", at: node.location,
                                       hint: "the action sees `oldValue` and `newValue`"))
        }
        r.finish(what: "an on-change", allowed: Self.onChangeKeys, problems: &problems)
        guard let value, let action else { return nil }
        return OnChangeDecl(value: value, initial: initial, action: action, location: node.location)
    }

    mutating func task(_ node: YAMLNode) -> TaskDecl? {
        // `task: "n = await load()"`, the action alone, as `on-appear:` and `refreshable:` take it:
        // `.task { … }` without an id.
        if node.scalar != nil || node.sequence != nil {
            let action = statements(node)
            return action.isEmpty ? nil : TaskDecl(id: nil, action: action, location: node.location)
        }
        guard var r = MappingReader(node, what: "a task", problems: &problems) else { return nil }
        let id = r.take("id").flatMap { expression($0, what: "an id") }
        let action = r.take("action", orMisspeltIn: "a task", allowed: Self.taskKeys, problems: &problems).map { statements($0) }
        if action == nil {
            problems.append(Diagnostic("a task needs an `action:`", at: node.location,
                                       hint: "for example { id: input, action: \"model = Model(input: input)\" }"))
        }
        // `.task(priority: .background)`: SwiftUI's argument, which orders nothing here.
        for (key, at) in r.untakenKeys() { if let refusal = NotExpressed.taskArgument(key, at: at) { _ = r.take(key); problems.append(refusal) } }
        r.finish(what: "a task", allowed: Self.taskKeys, problems: &problems)
        guard let action else { return nil }
        return TaskDecl(id: id, action: action, location: node.location)
    }
}
