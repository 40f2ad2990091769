/// A file's `scenarios:`: each a name, a root, the names a `use:` binds, a toolchain, its own
/// script and expectations, requests, `always:` and `user-defaults:` (docs/spec-format.md, *Scenarios*).
extension SpecDecoder {
    mutating func scenarios(_ node: YAMLNode, sharedRoot: YAMLNode?, rootName: String?, spec: Spec) -> [Scenario] {
        guard let items = node.sequence else {
            problems.append(Diagnostic("scenarios must be a list (lines starting with '- ')", at: node.location))
            return []
        }
        var result: [Scenario] = []
        var names: [String: Location] = [:]
        var sharedScriptRun = false
        for item in items {
            guard var s = MappingReader(item, what: "a scenario", problems: &problems) else { continue }
            let nameNode = s.take("name", orMisspeltIn: "a scenario", allowed: SpecDecoder.scenarioKeys, problems: &problems)
            guard let nameNode, let name = text(nameNode, what: "a scenario's name") else {
                if nameNode == nil { problems.append(Diagnostic("a scenario needs a `name:`", at: item.location)) }
                continue
            }
            if let first = names[name] {
                problems.append(Diagnostic("two scenarios are named '\(name)'", at: nameNode.location,
                                           hint: "the first is at line \(first.line)"))
            }
            names[name] = nameNode.location
            let rootNode = s.take("root") ?? sharedRoot
            guard let rootNode, let root = rootNode === sharedRoot ? rootName : text(rootNode, what: "root") else {
                if s.keyNode("root") == nil && sharedRoot == nil,
                   s.misspelling(of: "root", in: "a scenario", allowed: SpecDecoder.scenarioKeys, problems: &problems) == nil {
                    problems.append(Diagnostic("scenario '\(name)' has no root component", at: item.location,
                                               hint: "add `root: \(spec.rootHintExample)` to the scenario or at the top of the file"))
                }
                continue
            }
            var uses: [String: String] = [:], useLocations: [String: Location] = [:], useKeyLocations: [String: Location] = [:]
            if let u = s.take("use"), var reader = MappingReader(u, what: "use", problems: &problems) {
                for key in reader.keys {
                    let keyLocation = reader.keyNode(key)?.location
                    if let v = reader.take(key), let target = text(v, what: "a component name") {
                        uses[key] = target
                        useLocations[key] = v.location
                        useKeyLocations[key] = keyLocation
                    }
                }
                reader.finish(what: "use", allowed: [], problems: &problems)
            }
            let chainNode = s.take("toolchain")
            let chain = chainNode.flatMap { toolchain($0) } ?? spec.toolchain
            let ownScript = s.take("script").map { steps($0) }
            if ownScript == nil { sharedScriptRun = true }
            var script = ownScript ?? spec.script
            var final = s.take("expect").map { expectations($0, present: true) } ?? []
            final += s.take("expect-not").map { expectations($0, present: false) } ?? []
            final += s.take("expect-enabled").map { enabledExpectations($0, enabled: true) } ?? []
            final += s.take("expect-disabled").map { enabledExpectations($0, enabled: false) } ?? []
            final += s.take("assert").map { assertions($0) } ?? []
            let errorNode = s.take("expect-error")
            let expectedError = errorNode.flatMap { text($0, what: "an expected error") }
            let requests = s.take("requests").map { self.requests($0) } ?? []
            let always = spec.always + (s.take("always").map { assertions($0, what: "an always-expression").compactMap(\.assertion) } ?? [])
            let ownNode = s.take("user-defaults")
            let ownDefaults = ownNode.map { fields($0, model: "user-defaults") } ?? []
            // An empty mapping is a launch with nothing stored, the file's values included: left
            // out, the key keeps the file's values, so `{}` would otherwise say nothing.
            let nothingStored = ownNode?.mapping?.count == 0
            let userDefaults = nothingStored ? []
                : spec.userDefaults.filter { file in !ownDefaults.contains { $0.name == file.name } } + ownDefaults
            if !final.isEmpty { script.append(Step(action: nil, expectations: final, location: item.location, endOfScript: true)) }
            s.finish(what: "a scenario", allowed: SpecDecoder.scenarioKeys, problems: &problems)
            var scenario = Scenario(name: name, root: root, rootLocation: rootNode.location, uses: uses,
                                    toolchain: chain, steps: script, expectedError: expectedError, requests: requests,
                                    location: item.location, always: always, userDefaults: userDefaults)
            scenario.expectedErrorLocation = errorNode?.location
            scenario.toolchainLocation = chainNode?.location ?? spec.toolchainLocation
            scenario.useLocations = useLocations
            scenario.useKeyLocations = useKeyLocations
            result.append(scenario)
        }
        // The file's `script:` is the one a scenario without its own runs: when each has its own,
        // its steps would be read and never run.
        if !result.isEmpty, !sharedScriptRun, let first = spec.script.first {
            problems.append(Diagnostic("no scenario runs the top-level `script:`: each scenario's own `script:` replaces it", at: first.location,
                                       hint: "move these steps into the scenarios' scripts, or leave `script:` out of a scenario that should run them"))
        }
        return result
    }
}
