/// Decoding `requests:`, the `advance:` and `complete:` steps, and `on-timer:`.
extension SpecDecoder {
    static let requestKeys = ["cancellation", "returns"]
    static let completionKeys = ["which", "argument", "value", "error"]
    static let timerKeys = ["every", "action"]

    mutating func requests(_ node: YAMLNode) -> [RequestDecl] {
        guard let reader = MappingReader(node, what: "requests", problems: &problems) else { return [] }
        var result: [RequestDecl] = []
        for pair in reader.pairs {
            guard let name = pair.key.scalar else { continue }
            var decl = RequestDecl(name: name, cancellation: .throwing, returns: nil, location: pair.key.location)
            decl.writesCancellation = false
            if name == "sleep" || !(name.first.map { $0.isLowercase } ?? false) {
                problems.append(Diagnostic("a request is named like a Swift function, in lowerCamelCase, and not 'sleep'; found '\(name)'",
                                           at: pair.key.location, hint: "for example `search`"))
            }
            if !pair.value.isNull, var r = MappingReader(pair.value, what: "request \(name)", problems: &problems) {
                if let c = r.take("cancellation"), let s = text(c, what: "cancellation") {
                    if let value = RequestDecl.Cancellation(rawValue: s) {
                        decl.cancellation = value
                        decl.writesCancellation = true
                    } else {
                        problems.append(Diagnostic("cancellation is `throws` (like URLSession) or `ignores`, not '\(s)'",
                                                   at: c.location,
                                                   hint: Suggestion.hint(for: s, in: RequestDecl.Cancellation.allCases.map(\.rawValue),
                                                                         known: "choices")))
                    }
                }
                decl.returns = r.take("returns").flatMap { expression($0, what: "a response") }
                r.finish(what: "request \(name)", allowed: SpecDecoder.requestKeys, problems: &problems)
            }
            result.append(decl)
        }
        return result
    }

    /// `advance: 300`, `advance: 1s`, `advance: until-idle`.
    mutating func advance(_ node: YAMLNode) -> TimeStep? {
        guard let s = text(node, what: "advance") else { return nil }
        if s == "until-idle" { return .untilIdle }
        guard let ms = SpecDecoder.milliseconds(s) else {
            problems.append(Diagnostic("advance takes a duration such as 300 (milliseconds), 300ms, 2s or 1.5s, or until-idle; found '\(s)'",
                                       at: node.location,
                                       hint: s.hasPrefix("-") ? "the clock only moves forward" : nil))
            return nil
        }
        return .advance(ms)
    }

    /// A duration as milliseconds: `300`, `300ms`, `2s`, `0.5s` (seconds with up to three decimals,
    /// as `Timer.publish(every: 0.5, …)` and `.seconds(0.5)` write them); nil for anything else,
    /// negatives and fractions of a millisecond included.
    static func milliseconds(_ s: String) -> Int? {
        let (number, scale) = s.hasSuffix("ms") ? (s.dropLast(2), 1) : s.hasSuffix("s") ? (s.dropLast(), 1000) : (Substring(s), 1)
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        // Seconds with a fraction are read as a sleep's `.seconds(0.5)` is, to the millisecond.
        if parts.count == 2 {
            guard scale == 1000, (1...3).contains(parts[1].count) else { return nil }
            return Parser.wholeMilliseconds(String(number), perUnit: scale)
        }
        guard let n = Int(whole) else { return nil }
        let (ms, overflow) = n.multipliedReportingOverflow(by: scale)
        return overflow ? nil : ms
    }

    /// `complete: search`, with `which:`, `argument:`, `value:` or `error:` beside it.
    mutating func completion(_ name: YAMLNode, in step: inout MappingReader) -> TimeStep? {
        guard let request = text(name, what: "complete") else { return nil }
        var which = Completion.Which.only
        if let w = step.take("which"), let s = text(w, what: "which") {
            switch s {
            case "first": which = .first
            case "last": which = .last
            // `which: 2`: the second sent of those pending, as a person counts them.
            case _ where !s.isEmpty && s.allSatisfy({ $0.isASCII && $0.isNumber }):
                if let n = Int(s), n >= 1 { which = .place(n) } else {
                    problems.append(Diagnostic("which counts the pending requests from 1, the first sent; found '\(s)'", at: w.location,
                                               hint: "write `which: first`, `which: 2` for the second sent, or `which: last`"))
                }
            default:
                problems.append(Diagnostic("which is `first`, `last` or a place in the order sent such as 2; found '\(s)'", at: w.location,
                                           hint: "to choose by argument, write `argument: \"\\\"ab\\\"\"`"))
            }
        }
        // Beside `argument:`, `which:` chooses by order among the pending calls with that argument.
        if let a = step.take("argument"), let e = expression(a, what: "an argument") { which = .argument(e, which) }
        let value = step.take("value").flatMap { expression($0, what: "a response") }
        let errorNode = step.take("error")
        let error = errorNode.flatMap { text($0, what: "an error message") }
        if value != nil && error != nil {
            problems.append(Diagnostic("a request completes with a `value:` or an `error:`, not both", at: name.location))
        }
        var completion = Completion(request: request, which: which, value: value, error: error, location: name.location)
        completion.errorLocation = errorNode?.location
        // `LoadError.offline`: a case of a type the spec declares, thrown as that error (§75.3).
        if let errorNode, let error, Completion.namesCase(error) {
            completion.errorCase = expression(errorNode, what: "an error case")
        }
        return .complete(completion)
    }

    /// `on-timer: { every: 1000, action: ticks += 1 }`.
    mutating func timer(_ node: YAMLNode) -> TimerDecl? {
        guard var r = MappingReader(node, what: "an on-timer", problems: &problems) else { return nil }
        var every: Int?
        let everyNode = r.take("every", orMisspeltIn: "an on-timer", allowed: Self.timerKeys, problems: &problems)
        if let e = everyNode, let s = text(e, what: "every") {
            every = SpecDecoder.milliseconds(s)
            if every == nil || every == 0 {
                problems.append(Diagnostic("every takes a positive duration such as 1000 (milliseconds), 500ms, 1s or 0.5s; found '\(s)'",
                                           at: e.location))
            } else if let n = every, n < 100, s.allSatisfy(\.isNumber) {
                // `every: 1`, copied from `Timer.publish(every: 1, …)`, where it is a second.
                every = nil
                problems.append(Diagnostic("every: \(s) is \(s) millisecond\(n == 1 ? "" : "s") here, where Swift's Timer.publish(every: \(s)) is \(s) second\(n == 1 ? "" : "s")",
                                           at: e.location, hint: "write the unit: `every: \(s)s`, or `every: \(s)ms` for a timer that fast"))
            }
        } else if everyNode == nil {
            problems.append(Diagnostic("an on-timer needs `every:`, its period", at: node.location,
                                       hint: "for example { every: 1s, action: ticks += 1 }"))
        }
        let action = r.take("action", orMisspeltIn: "an on-timer", allowed: Self.timerKeys, problems: &problems).map { statements($0) }
        if action == nil {
            problems.append(Diagnostic("an on-timer needs an `action:`", at: node.location,
                                       hint: "for example { every: 1s, action: ticks += 1 }"))
        }
        r.finish(what: "an on-timer", allowed: Self.timerKeys, problems: &problems)
        guard let every, every > 0, let action else { return nil }
        return TimerDecl(every: every, action: action, location: node.location)
    }
}
