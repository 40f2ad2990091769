/// `spec explore --emit FILE`: the explored spec again, its script and scenarios replaced by one
/// scenario per finding, so that `spec run`, `spec trace` and `spec report` show each finding —
/// and fail on it until the bug is fixed. With no finding, no scenario: `spec run` passes on it.
public enum EmittedSpec {
    /// Keys that belong to the scripted scenarios, left out of the emitted file.
    static let replaced: Set<String> = ["script", "scenarios", "expect-error"]

    /// The text of the new spec; throws a located error when the file's top level is not a block mapping.
    public static func text(source bytes: [UInt8], file: String, results: [ExploreResult], spec: Spec,
                            limits: Limits = .standard) throws -> String {
        let document = try YAMLLoader.load(bytes, file: file, limits: limits)
        guard case .mapping(let pairs) = document.kind, pairs.allSatisfy({ $0.key.location.column == 1 }) else {
            throw Diagnostic("--emit needs a spec whose top-level keys start their lines", at: document.location,
                             hint: "write the top level as `key: value` lines, not as a `{ … }` mapping")
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // Each top-level key owns its line and those up to the next key.
        var keep = [Bool](repeating: true, count: lines.count)
        for (i, pair) in pairs.enumerated() where replaced.contains(pair.key.scalar ?? "") {
            let from = pair.key.location.line - 1
            let to = i + 1 < pairs.count ? pairs[i + 1].key.location.line - 1 : lines.count
            for l in from..<min(to, lines.count) { keep[l] = false }
        }
        var out = zip(lines, keep).filter(\.1).map { String($0.0) }.joined(separator: "\n")
        while out.hasSuffix("\n\n") { out.removeLast() }
        if !out.hasSuffix("\n") { out += "\n" }
        // With nothing found the file still says so, with no scenario, which `spec run` passes: a
        // file left from an earlier exploration would go on failing on findings since fixed.
        guard results.contains(where: { !$0.findings.isEmpty }) else {
            out += "\n# Written by `spec explore`: it found nothing that breaks a property, so there is no scenario.\n"
            return out + "scenarios: []\n"
        }
        out += "\n# Written by `spec explore`: each scenario is the shortest sequence of steps found that breaks a property.\n"
        out += "scenarios:\n"
        var number = 0
        for result in results {
            guard let scenario = spec.scenarios.first(where: { $0.name == result.scenario }) else { continue }
            for finding in result.findings {
                number += 1
                if case .error = finding.kind {
                    // A script that reaches a runtime error stops there, as any run's does: the
                    // scenario is an error of the run, not a failed expectation.
                    out += "  # `spec run` stops this scenario at its runtime error: ERROR, exit 2, until the bug is fixed.\n"
                }
                out += "  - name: \(ExploreReport.yamlQuoted("explored \(number): \(result.scenario): \(finding.property)"))\n"
                out += "    root: \(ExploreReport.yamlQuoted(scenario.root))\n"
                if !scenario.uses.isEmpty {
                    out += "    use:\n"
                    for key in scenario.uses.keys.sorted() {
                        out += "      \(ExploreReport.yamlQuoted(key)): \(ExploreReport.yamlQuoted(scenario.uses[key]!))\n"
                    }
                }
                out += "    toolchain: \(scenario.toolchain.rawValue)\n"
                if !scenario.requests.isEmpty {
                    // The scenario's own requests, e.g. the same search ignoring cancellation.
                    out += "    requests:\n"
                    for r in scenario.requests {
                        out += "      \(ExploreReport.yamlQuoted(r.name)):\n        cancellation: \(r.cancellation.rawValue)\n"
                        if let returns = r.returns { out += "        returns: \(ExploreReport.yamlQuoted(returns.source))\n" }
                    }
                }
                out += ExploreReport.script(for: finding, indent: "    ", expectingScreen: true)
            }
        }
        return out
    }
}
