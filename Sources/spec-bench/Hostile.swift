import SpecKit

/// Figure 13: inputs that once made a stage exponential or quadratic, each timed at a size and at
/// twice it. A stage that costs what its input's size does takes about twice as long; a quadratic
/// one four times; the exponential ones did not finish. HostileScreen.swift has the ones that grew
/// with the screen.
func measureHostile(only names: [String] = []) throws {
    if let unknown = names.first(where: { name in !HostileInput.all.contains { $0.name == name } }) {
        throw HostileFailure.unexpected("no hostile input \(unknown); there are \(HostileInput.all.map(\.name).joined(separator: ", "))")
    }
    for hostile in HostileInput.all where names.isEmpty || names.contains(hostile.name) {
        let once = try hostile.fastest(of: 3, size: hostile.size)
        let twice = try hostile.fastest(of: 3, size: hostile.size * 2)
        report("\(hostile.name)_size", hostile.size)
        report("\(hostile.name)_seconds", String(format: "%.6f", once))
        report("\(hostile.name)_doubled_seconds", String(format: "%.6f", twice))
    }
}

/// One hostile input: a spec of a given size, and the stage it loads.
struct HostileInput: Sendable {
    var name: String
    var size: Int
    var spec: @Sendable (Int) -> String
    var stage: @Sendable ([UInt8]) throws -> Void

    func fastest(of rounds: Int, size: Int) throws -> Double {
        let bytes = Array(spec(size).utf8)
        var best = Double.infinity
        for _ in 0..<rounds { best = min(best, try seconds { try stage(bytes) }) }
        return best
    }

    static let all = [labelPattern, nestedList, longReport, asyncLetChildren, manyComponents] + screenSized

    /// A tap's target of "a"s against a button's label of `size` shown values, each followed by
    /// "a": trying every split of the target among the values is exponential in `size`.
    static let labelPattern = HostileInput(name: "label_pattern", size: 1_000, spec: { size in
        "components:\n  Root:\n    state: { n: 0 }\n    body:\n"
            + "      - button: \"\(String(repeating: "{n}a", count: size))b\"\n        action: n += 1\n"
            + "root: Root\nscript:\n  - tap: \(String(repeating: "a", count: 4 * size))\n"
    }, stage: { bytes in _ = ScenarioRunner.run(bytes: bytes, file: "label.yaml", recording: false) })

    /// A list nested `size` levels deep: asking each level's type twice is 2^size steps. The
    /// export's Swift text of each level is built from the level inside it, so the characters
    /// copied grow with the square of the depth, which the expression depth (200) bounds.
    static let nestedList = HostileInput(name: "nested_list", size: 95, spec: { size in
        let nested = String(repeating: "[", count: size) + "1" + String(repeating: "]", count: size)
        return "components:\n  Root:\n    state: { l: \"\(nested)\" }\n    body:\n      - text: hello\nroot: Root\n"
    }, stage: { bytes in
        let spec = try SpecDecoder.decode(bytes, file: "nested.yaml")
        _ = try? SwiftUIExport(spec)
    })

    /// A report of `size` taps over 41 nodes: a picture a step until the budget is spent, from
    /// one replay of the log rather than one from the start for each step.
    static let longReport = HostileInput(name: "long_report", size: 120, spec: { size in
        let rows = (0..<40).map(String.init).joined(separator: ", ")
        return "components:\n  Root:\n    state: { n: 0, rows: \"[\(rows)]\" }\n    body:\n"
            + "      - button: add\n        action: n += 1\n      - for-each: rows\n        as: r\n        id: r\n"
            + "        body:\n          - Row: { r: r, n: n }\n  Row:\n    props: [r, n]\n    body:\n"
            + "      - text: \"{r} {n}\"\nroot: Root\nscript:\n" + String(repeating: "  - tap: add\n", count: size)
    }, stage: { bytes in
        let result = ScenarioRunner.run(bytes: bytes, file: "long.yaml")
        _ = HTMLReport.render([result])
    })

    /// A task of `size` async let children, each waiting on a request, launched and ended by the
    /// first one's response: a child's cancellation searched every pending request, and its end
    /// copied its parent's table of children, so ending the task cost the square of its children.
    /// Run by its script, not explored: exploring offers every pending response as a move at each
    /// state, so the states, not the task, would grow with the children.
    static let asyncLetChildren = HostileInput(name: "async_let_children", size: 1_500, spec: { size in
        "requests:\n  load:\n    cancellation: throws\n    returns: '\"x\"'\ncomponents:\n  Root:\n"
            + "    state: { shown: '\"loading\"' }\n    body:\n      - text: shown {shown}\n"
            + "      - button: tap\n        action: shown = \"t\"\n      - Child:\n        task:\n          action:\n"
            + (0..<size).map { "            - async let a\($0) = load()\n" }.joined()
            + "            - let z = await a0\n            - shown = z\n  Child:\n    body:\n      - text: child\n"
            + "root: Root\nscript:\n  - complete: load\n    which: first\n    expect: [shown x]\n"
    }, stage: { bytes in
        _ = try HostileInput.passed(ScenarioRunner.run(bytes: bytes, file: "children.yaml"))
    })

    /// A root listing `size` different components, each showing the prop it is passed, checked:
    /// each prop's type was read by walking its parent's whole body again, so the checks cost
    /// the square of the components.
    static let manyComponents = HostileInput(name: "many_components", size: 2_000, spec: { size in
        "components:\n  Root:\n    state: { tick: 0 }\n    body:\n"
            + (0..<size).map { "      - C\($0): { tick: tick }\n" }.joined()
            + (0..<size).map { "  C\($0):\n    props: [tick]\n    body:\n      - text: \"c\($0) {tick}\"\n" }.joined()
            + "root: Root\nscript:\n  - expect: [c0 0]\n"
    }, stage: { bytes in _ = try SpecDecoder.decode(bytes, file: "components.yaml") })
}

/// A hostile input that did not do what it must, so its time would not say what it should.
enum HostileFailure: Error {
    case unexpected(String)
}
