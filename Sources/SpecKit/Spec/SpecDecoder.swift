/// Builds a `Spec` from a YAML document, recording every problem it finds with its location.
public struct SpecDecoder {
    static let topKeys = ["title", "lesson", "toolchain", "models", "environment-values", "preference-keys", "components", "root", "script",
                          "scenarios", "expect-error", "always", "alphabet", "requests", "user-defaults",
                          "notifications", "errors"]
    static let scenarioKeys = ["name", "root", "use", "toolchain", "script", "expect", "expect-not", "assert", "expect-error", "always",
                               "requests", "user-defaults", "expect-enabled", "expect-disabled"]
    static let stepKeys = StepAction.keys + ["to", "advance", "complete", "post", "expect", "expect-not", "assert"] + inputStepKeys
        + ["expect-enabled", "expect-disabled"]

    let file: String
    let limits: Limits
    var problems: [Diagnostic] = []
    /// The enums `models:` declares (`kind: enum`), kept apart from the models (§92).
    var enums: [EnumDecl] = []
    /// Where each line of the file starts, found when a literal block first needs it.
    var lineStarts: [Int] = []
    /// The components a second thread decodes while the file is read, for a large file.
    var ahead: ComponentsAhead?
    /// The place of the `models:` value the spec's models come from; -1 when it has none.
    var modelsPlace: Int32 = -1
    /// What the checks the second thread made of each component found, by position in the spec's
    /// components; nil where it made none (ChecksAhead.swift).
    var checkedAhead: [ComponentChecks?] = []
    /// Where an expression is a name that was written in YAML quotes (`label: "hi"`): if the name
    /// is not defined, a string was meant (QuotedScalar).
    var quotedNames: Set<Location> = []
    /// Decoding a component, whose code reads `self.name` as its own `name` (ViewSelf.swift).
    var viewSelf = false
    /// The file has neither `root:` nor `scenarios:` (nor a misspelling of either), which is
    /// reported: no scenario walks the tree, so the validator walks every component instead.
    var hasNoScenarioKeys = false

    /// Loads and decodes a file's bytes; throws `SpecError` with every problem found.
    public static func decode(_ bytes: [UInt8], file: String, limits: Limits = .standard) throws -> Spec {
        try decode(bytes, file: file, limits: limits, holdingComponentsAhead: false)
    }

    /// `holdingComponentsAhead`, for tests: the second thread leaves the components to the reading
    /// thread (ComponentsAhead's help).
    static func decode(_ bytes: [UInt8], file: String, limits: Limits, holdingComponentsAhead: Bool) throws -> Spec {
        let ahead = ComponentsAhead.wanted(for: bytes.count, limits: limits)
            ? ComponentsAhead.start(file: file, limits: limits, holdingComponents: holdingComponentsAhead) : nil
        let document: YAMLNode
        do {
            document = try YAMLLoader.load(bytes, file: file, limits: limits, sink: ahead)
        } catch {
            ahead?.cancel()
            throw error
        }
        ahead?.end()
        var decoder = SpecDecoder(file: file, limits: limits)
        decoder.ahead = ahead
        let spec = decoder.spec(document)
        // When the spec's components were not read (it is not a mapping, say), the thread ends here.
        ahead?.join()
        // A declaration past `members` was kept without its names: checked, every use of them
        // would be an error, so the limit is the file's only error, as the file's other limits are.
        let pastLimit = decoder.problems.filter { $0.hint == SpecDecoder.membersHint }
        if !pastLimit.isEmpty {
            throw SpecError(limited(Diagnostic.inFileOrder(ScalarPlaces.placed(pastLimit, in: bytes)), to: limits.errors))
        }
        var validator = SpecValidator(spec: spec, limits: limits)
        validator.checkedAhead = decoder.checkedAhead
        validator.quotedNames = decoder.quotedNames
        // No component was read, which the decoder reported: a root cannot be declared, and saying
        // so again is no help.
        validator.componentsUnread = spec.components.isEmpty
        validator.walksEveryComponent = decoder.hasNoScenarioKeys
        // Made with other models than the spec's, the components' own checks are made again.
        // The checks made ahead know the models but not the enums, which they would not find.
        if let ahead, ahead.checkedModels != decoder.modelsPlace || !spec.enums.isEmpty {
            for c in validator.checkedAhead.indices { validator.checkedAhead[c]?.own = nil; validator.checkedAhead[c]?.types = nil }
        }
        decoder.problems += validator.problems()
        if !decoder.problems.isEmpty {
            throw SpecError(limited(Diagnostic.inFileOrder(ScalarPlaces.placed(decoder.problems, in: bytes)), to: limits.errors))
        }
        return spec
    }

    /// The first `limit` problems, and a last one saying the rest were left out.
    static func limited(_ problems: [Diagnostic], to limit: Int) -> [Diagnostic] {
        guard problems.count > limit else { return problems }
        return Array(problems.prefix(limit)) + [Diagnostic(
            "too many errors; stopped after \(limit)", at: problems[limit].location,
            hint: "fix the ones above first; docs/limits.md lists the limits")]
    }

    mutating func spec(_ node: YAMLNode) -> Spec {
        let empty = Spec(file: file, toolchain: .xcode27, models: [], components: [], script: [], scenarios: [])
        guard var top = MappingReader(node, what: "the spec", problems: &problems) else { return empty }
        var spec = empty
        spec.title = top.take("title").flatMap { text($0, what: "title") }
        spec.lesson = top.take("lesson").flatMap { text($0, what: "lesson") }
        if let t = top.take("toolchain") {
            spec.toolchain = toolchain(t) ?? .xcode27
            spec.toolchainLocation = t.location
        }
        if let m = top.take("models") {
            modelsPlace = m.place
            spec.models = models(m)
            spec.enums = enums
        }
        if let r = top.take("requests") { spec.requests = requests(r) }
        if let n = top.take("notifications") { spec.notifications = notifications(n) }
        if let e = top.take("errors") { spec.errorTypes = errorTypes(e, models: spec.models) }
        if let v = top.take("environment-values") { spec.environmentValues = fields(v, model: "environment-values") }
        if let v = top.take("preference-keys") { spec.preferenceKeys = preferenceKeyDecls(v) }
        if let v = top.take("user-defaults") { spec.userDefaults = fields(v, model: "user-defaults") }
        if let c = top.take("components", orMisspeltIn: "the spec", allowed: SpecDecoder.topKeys, problems: &problems) {
            if c.isNull || c.mapping?.isEmpty == true {
                problems.append(Diagnostic("`components:` is empty", at: c.location,
                                           hint: "declare the components under it, indented, starting with the root, e.g. `Cart:` with its `body:`"))
            } else {
                spec.components = components(c)
                refuseErrorTypesNamedLikeComponents(of: spec)
            }
        } else {
            problems.append(Diagnostic("the spec has no components", at: node.location,
                                       hint: "add `components:` with at least the root component"))
        }
        let sharedRoot = top.take("root")
        let rootName = sharedRoot.flatMap { text($0, what: "root") }
        spec.script = top.take("script").map { steps($0) } ?? []
        let errorNode = top.take("expect-error")
        let expectedError = errorNode.flatMap { text($0, what: "an expected error") }
        spec.alphabet = top.take("alphabet").map { node in node.items.compactMap { text($0, what: "an alphabet entry") } } ?? []
        spec.always = top.take("always").map { assertions($0, what: "an always-expression").compactMap(\.assertion) } ?? []
        if let s = top.take("scenarios") {
            spec.scenarios = scenarios(s, sharedRoot: sharedRoot, rootName: rootName, spec: spec)
        } else if let sharedRoot, let rootName {
            spec.scenarios = [Scenario(name: spec.title ?? rootName, root: rootName, rootLocation: sharedRoot.location,
                                       uses: [:], toolchain: spec.toolchain, steps: spec.script,
                                       expectedError: expectedError, location: sharedRoot.location, always: spec.always,
                                       userDefaults: spec.userDefaults)]
            spec.scenarios[0].expectedErrorLocation = errorNode?.location
            spec.scenarios[0].toolchainLocation = spec.toolchainLocation
        } else if sharedRoot == nil,
                  top.misspelling(of: "root", in: "the spec", allowed: SpecDecoder.topKeys, problems: &problems) == nil,
                  top.misspelling(of: "scenarios", in: "the spec", allowed: SpecDecoder.topKeys, problems: &problems) == nil {
            problems.append(Diagnostic("the spec has neither `root:` nor `scenarios:`", at: node.location,
                                       hint: "name the component to start from with `root: \(spec.rootHintExample)`"))
            hasNoScenarioKeys = true
        }
        // A check written at the top, as a scenario's or a step's would be: said where it goes.
        for key in ["expect", "expect-not", "assert", "expect-enabled", "expect-disabled"] {
            guard let keyNode = top.keyNode(key) else { continue }
            _ = top.take(key)
            problems.append(Diagnostic("unknown key '\(key)' in the spec", at: keyNode.location,
                                       hint: "a check goes in a script step, `script: [ { \(key): … } ]`, checked after that step, or under a scenario of `scenarios:`, checked after its last step"))
        }
        top.finish(what: "the spec", allowed: SpecDecoder.topKeys, problems: &problems)
        return spec
    }

    // MARK: - Scalars

    /// `what`, for the message, is built only when there is one.
    mutating func text(_ node: YAMLNode, what: @autoclosure () -> String) -> String? {
        guard let s = node.scalar else {
            problems.append(Diagnostic("\(what()) must be a single value, found \(node.kindName)", at: node.location))
            return nil
        }
        return s
    }

    mutating func toolchain(_ node: YAMLNode) -> Toolchain? {
        guard let s = text(node, what: "toolchain") else { return nil }
        guard let t = Toolchain(rawValue: s) else {
            problems.append(Diagnostic("unknown toolchain '\(s)'", at: node.location, hint: Toolchain.hint(for: s)))
            return nil
        }
        return t
    }

    /// Parses a scalar with one of the parser's entry points, recording its error.
    mutating func parse<T>(_ node: YAMLNode, what: @autoclosure () -> String, _ parse: (String, Location, Limits, Bool) throws -> T) -> T? {
        guard let s = node.scalar else {
            problems.append(Diagnostic("\(what()) must be a single value, found \(node.kindName)", at: node.location,
                                       hint: Self.notScalarHint(node)))
            return nil
        }
        let start = node.literalBlock ? blockStart(of: node, text: s) : node.contentLocation
        do { return try parse(s, start, limits, node.literalBlock) } catch let d as Diagnostic {
            problems.append(d)
        } catch { problems.append(Diagnostic("\(error)", at: node.location)) }
        return nil
    }

    /// YAML reads `[1, 2]` as a list and `{ n += 1 }` as a mapping before an expression sees them.
    static func notScalarHint(_ node: YAMLNode) -> String? {
        if node.sequence != nil { return "YAML reads [ … ] as its own list; write a list value in quotes: \"[1, 2]\"" }
        if let pairs = node.mapping {
            // `{ m += 1 }` unquoted is a mapping of one key with no value: the statement itself.
            if pairs.count == 1, let pair = pairs.first, pair.value.isNull, let statement = pair.key.scalar {
                return "YAML reads { … } as a mapping; write `\(statement)` without the braces"
            }
            return "YAML reads { … } and `key: value` as a mapping; quote the whole value"
        }
        return nil
    }

    mutating func expression(_ node: YAMLNode, what: @autoclosure () -> String) -> Expr? {
        let reported = problems.count
        let e = parse(node, what: what()) { [viewSelf] in try Parser.expression($0, at: $1, limits: $2, sourceLines: $3, viewSelf: viewSelf) }
        // Rare: most expressions are plain scalars, and a quoted one is mostly more than a name.
        guard !node.isPlainScalar, QuotedScalar.isQuoted(node) else { return e }
        if let e {
            if case .name = e.kind { quotedNames.insert(e.location) }
        } else if problems.count == reported + 1, problems[reported].hint == nil, let text = node.scalar, QuotedScalar.isWords(text) {
            problems[reported].hint = QuotedScalar.hint(text)
        }
        return e
    }

    mutating func template(_ node: YAMLNode, what: @autoclosure () -> String) -> Expr? {
        parse(node, what: what()) { [viewSelf] in try Parser.template($0, at: $1, limits: $2, sourceLines: $3, viewSelf: viewSelf) }
    }

    mutating func statements(_ node: YAMLNode) -> [Statement] {
        node.items.flatMap { item in
            if let parsed = parse(item, what: "an action", { [viewSelf] in
                try Parser.statements($0, at: $1, limits: $2, sourceLines: $3, viewSelf: viewSelf)
            }) { return parsed }
            return Self.declaration(in: item).map { [$0] } ?? []
        }
    }

    /// `let found = …` that did not parse still declares `found`: the statements after it that use
    /// it are not a second error for the one mistake. Its problem is reported, so nothing runs it.
    static func declaration(in item: YAMLNode) -> Statement? {
        guard let text = item.scalar else { return nil }
        let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count == 3, words[0] == "let", words[2].hasPrefix("="),
              let first = words[1].first, first == "_" || first.isLetter,
              words[1].allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        let name = String(words[1])
        var s = Statement(target: Expr(.name(name), at: item.location, source: name), op: .assign,
                          value: .placeholder(at: item.location), location: item.location, source: text)
        s.declaresLocal = true
        return s
    }

    // MARK: - Script and scenarios

    mutating func expectations(_ node: YAMLNode, present: Bool) -> [Expectation] {
        node.items.compactMap { item in
            // `Search: abc` unquoted is a one-pair mapping to YAML; a control's label reads like that.
            if let pairs = item.mapping, pairs.count == 1, let pair = pairs.first, let key = pair.key.scalar,
               let value = pair.value.scalar {
                problems.append(Diagnostic("an expected label must be a single value, found a mapping", at: item.location,
                                           hint: "a label with ': ' in it must be quoted: \"\(key): \(value)\""))
                return nil
            }
            if nullLabel(item) { return nil }
            return text(item, what: "an expected label").map { Expectation(label: $0, present: present, location: item.location) }
        }
    }

    /// An item of a list of labels that is YAML's null (`[~]`, `- ` with nothing after it),
    /// which would otherwise be looked for as the text `~`, or as an empty one.
    mutating func nullLabel(_ item: YAMLNode) -> Bool {
        guard item.isNull, let written = item.scalar else { return false }
        problems.append(written.isEmpty
            ? Diagnostic("this item of the list is empty, where a label goes", at: item.location, hint: "write the label after the `- `, or remove the line")
            : Diagnostic("`\(written)` is YAML's null, not a label", at: item.location,
                         hint: "write the label as the screen shows it; to look for the text \(written) itself, quote it: \"\(written)\""))
        return true
    }

    /// `expect-disabled: [Continue]`: buttons by their label, controls by their title, as steps name them.
    mutating func enabledExpectations(_ node: YAMLNode, enabled: Bool) -> [Expectation] {
        node.items.compactMap { item in
            if nullLabel(item) { return nil }
            return text(item, what: "a button's label or a control's title").map {
                Expectation(label: $0, present: true, location: item.location, enabled: enabled)
            }
        }
    }

    mutating func assertions(_ node: YAMLNode, what: String = "an assertion") -> [Expectation] {
        node.items.compactMap { item in
            expression(item, what: what).map {
                Expectation(label: $0.source, present: true, location: item.location, assertion: $0)
            }
        }
    }

    mutating func steps(_ node: YAMLNode) -> [Step] {
        guard let items = node.sequence else {
            problems.append(Diagnostic("script must be a list of steps (lines starting with '- ')", at: node.location,
                                       hint: "for example `- tap: related action`"))
            return []
        }
        if items.count > limits.scriptSteps {
            // At the first step past the limit: the steps before it are the ones a script may have.
            problems.append(Diagnostic("the script has \(items.count) steps, over the limit of \(limits.scriptSteps)",
                                       at: items.dropFirst(limits.scriptSteps).first?.location ?? node.location,
                                       hint: "split it into scenarios of at most \(limits.scriptSteps) steps; each scenario starts from launch"))
            return []
        }
        var result: [Step] = []
        for item in items {
            if let word = item.scalar, !item.isNull {
                problems.append(Diagnostic("a script step must be a mapping (key: value lines), found a scalar",
                                           at: item.location, hint: "write `- tap: \(word)`, or `- expect: [\(word)]`"))
                continue
            }
            guard var step = MappingReader(item, what: "a script step", problems: &problems) else { continue }
            let input = inputStep(&step, at: item.location)
            var time = step.take("advance").flatMap { advance($0) }
            if let c = step.take("complete") { time = completion(c, in: &step) }
            if let p = step.take("post") { time = post(p, in: &step) }
            // inputStep reports a tap beside a control's verb; a time step beside any other action is reported here.
            let verbs = (StepAction.keys + ["type", "clear", "toggle", "pick", "increment", "decrement"]).filter { step.keyNode($0) != nil }
            let times = ["advance", "complete", "post"].filter { step.keyNode($0) != nil }
            if !times.isEmpty && verbs.count + times.count > 1 {
                problems.append(Diagnostic("a step does one thing; found \((verbs + times).joined(separator: ", "))",
                                           at: item.location, hint: "put each action in its own step"))
            }
            if let input {
                _ = step.take("tap")   // inputStep has said a step does one thing
                for key in ["dismiss", "go-back", "select-tab"] where step.keyNode(key) != nil {
                    problems.append(Diagnostic("a step does one thing; found \(input.action.key), \(key)", at: item.location,
                                               hint: "put each action in its own step"))
                    _ = step.take(key)
                }
            }
            // Where the action's value is written: a label no body shows is pointed at there.
            let valueLocation = StepAction.keys.lazy.compactMap { step.peek($0)?.location }.first
            let screenAction = self.action(of: &step)
            let action = time.map { StepAction.time($0) } ?? input.map { StepAction.input($0) } ?? screenAction
            var expected = step.take("expect").map { expectations($0, present: true) } ?? []
            expected += step.take("expect-not").map { expectations($0, present: false) } ?? []
            expected += step.take("expect-enabled").map { enabledExpectations($0, enabled: true) } ?? []
            expected += step.take("expect-disabled").map { enabledExpectations($0, enabled: false) } ?? []
            expected += step.take("assert").map { assertions($0) } ?? []
            if !SpecDecoder.stepKeys.contains(where: { step.keyNode($0) != nil }) {
                // `wait: 1s`, `sleep: 300`: the clock moves with a step of its own.
                let waits = step.keys.first.map { ["wait", "sleep", "delay", "pause"].contains($0) } ?? false
                // `expect-error:` says how the whole scenario ends, not what one step shows.
                let endsScenario = step.keys.first == "expect-error"
                let hint = endsScenario ? "`expect-error:` belongs beside `script:`, at the top of the spec or in a scenario: it is the error the whole run must stop with"
                    : waits ? "the clock moves with `- advance: 1s` (a duration), or `- advance: until-idle`" : step.keys.first.flatMap {
                    Suggestion.hint(for: $0, in: SpecDecoder.stepKeys.filter { $0 != "into" && $0 != "from" && $0 != "to" },
                                    known: "a step is one of")
                } ?? "a step is `tap: LABEL`, `dismiss: sheet`, `go-back: true`, `select-tab: LABEL`, `type: TEXT` with `into: LABEL`, `toggle: LABEL`, `expect: [LABEL…]`, `expect-not: [LABEL…]` or `assert: [EXPR…]`"
                problems.append(Diagnostic("unknown kind of script step '\(step.keys.first ?? "")'", at: item.location,
                                           hint: hint))
                continue
            }
            var isPost = false
            if case .post? = time { isPost = true }
            if step.keyNode("complete") == nil, !isPost,
               let stray = SpecDecoder.completionKeys.first(where: { step.keyNode($0) != nil }), let key = step.keyNode(stray) {
                _ = step.take(stray)
                problems.append(stray == "value"
                    ? Diagnostic("`value:` belongs to a `complete:` or a `post:` step", at: key.location,
                                 hint: "write it under `- complete: REQUEST` or `- post: NOTIFICATION`")
                    : Diagnostic("`\(stray):` belongs to a `complete:` step", at: key.location,
                                 hint: "write it under `- complete: REQUEST`"))
            }
            step.finish(what: "a script step",
                        allowed: SpecDecoder.stepKeys + (step.keyNode("complete") != nil ? SpecDecoder.completionKeys : [])
                            + (isPost ? ["value"] : []),
                        problems: &problems)
            var made = Step(action: action, expectations: expected, location: item.location)
            if screenAction != nil, time == nil, input == nil, let valueLocation { made.valueLocation = valueLocation }
            result.append(made)
        }
        return result
    }
}

extension YAMLNode {
    /// Two nodes are the same place in the file.
    static func === (a: YAMLNode, b: YAMLNode?) -> Bool { b.map { a.location == $0.location } ?? false }
}
