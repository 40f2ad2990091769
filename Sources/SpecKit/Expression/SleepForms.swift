/// Swift's own spelling of a task's sleep, `try await Task.sleep(for: .milliseconds(300))` or
/// `.seconds(2)`, `.seconds(0.5)` among them, read as the spec's `await sleep(ms)`; and the ways it
/// is miswritten, each refused in Swift's words where Swift has them (docs/spec-format.md, *Time
/// and tasks*; semantics §27.11).
extension Parser {
    /// `Task.sleep(for: .milliseconds(300))` or `.seconds(2)` after `await`: a sleep on the
    /// virtual clock, as `sleep(300)` is, written as Swift writes it; nil when no `Task.sleep`
    /// comes next. Other forms are refused with the one to write.
    mutating func parseTaskSleep(target: Expr?, swallows: Bool, tries: Bool, at location: Location) throws -> Statement? {
        guard position + 3 < tokens.count, case .identifier("Task") = peek.kind, tokens[position + 1].kind == .symbol(.dot),
              case .identifier("sleep") = tokens[position + 2].kind, tokens[position + 3].kind == .symbol(.leftParen) else { return nil }
        let start = peek.location
        position += 4
        let form = "write `try await Task.sleep(for: .milliseconds(300))`, `.seconds(2)`, or `try await sleep(300)`"
        let label = peek.kind
        guard case .identifier("for") = advance().kind, consume(.colon), peek.kind == .symbol(.dot) else {
            if case .identifier(let name) = label, name == "nanoseconds" || name == "until" {
                throw otherSleep(name, start: start)
            }
            // `Task.sleep(1_000_000_000)`: the deprecated call without a label, in nanoseconds too.
            if case .int = label {
                position -= 1
                throw otherSleep("nanoseconds", start: start, labelled: false)
            }
            throw Diagnostic("Task.sleep is written here with `for:` and a Duration in milliseconds or seconds", at: start, hint: form)
        }
        // Duration's arithmetic as Swift reads it: `.seconds(1) + .milliseconds(500)`, `.seconds(1) * 2`.
        var (duration, written) = try parseDurationProduct(form: form, start: start)
        while let op = peek.kind == .symbol(.plus) ? "+" : peek.kind == .symbol(.minus) ? "-" : nil {
            _ = advance()
            let next = try parseDurationProduct(form: form, start: start)
            duration = Expr(.binary(op, duration, next.ms), at: duration.location, source: "\(duration.source) \(op) \(next.ms.source)")
            written += " \(op) \(next.written)"
        }
        if peek.kind == .symbol(.comma), position + 1 < tokens.count, case .identifier(let label) = tokens[position + 1].kind, label == "tolerance" || label == "clock" {
            throw Diagnostic("Task.sleep's `\(label):` is not expressed: the spec's clock wakes every sleep at its deadline", at: tokens[position + 1].location,
                             hint: "write `try await Task.sleep(for: \(written))`")
        }
        try expect(.rightParen, after: "to close Task.sleep(…)")
        if target != nil {
            throw Diagnostic("Task.sleep returns nothing to assign", at: start, hint: "write `try await Task.sleep(for: .milliseconds(300))` alone")
        }
        // Task.sleep throws when its task is cancelled: Swift wants `try` (the spec's own
        // `await sleep(300)` stands for the call with it, docs/spec-format.md).
        if !tries && !swallows {
            throw Diagnostic("call can throw but is not marked with 'try'", at: start,
                             hint: "write `try await Task.sleep(for: \(written))`, `try? await Task.sleep(…)` to go on when the task is cancelled, or the spec's shorthand `await sleep(\(Self.shorthandMilliseconds(duration)))`")
        }
        var sleep = Statement(.sleep(duration), at: location, source: Self.tryWord(swallows, tries) + "await Task.sleep(for: \(written))")
        sleep.swallowsErrors = swallows
        sleep.triesErrors = tries
        return sleep
    }

    /// `.seconds(n)` or `.milliseconds(n)`, times any factors written after it (`.seconds(1) * 2`):
    /// its milliseconds, seconds held as `n * 1000`, and the Swift it was written as.
    private mutating func parseDurationProduct(form: String, start: Location) throws -> (ms: Expr, written: String) {
        guard consume(.dot), case .identifier(let unit) = peek.kind, unit == "milliseconds" || unit == "seconds" else {
            if case .identifier(let unit) = peek.kind, unit == "nanoseconds" || unit == "microseconds" || unit == "attoseconds" {
                throw Diagnostic("a Duration of .\(unit)(…) is not expressed: the spec's clock counts whole milliseconds", at: start,
                                 hint: "write the duration in `.milliseconds(…)` or `.seconds(…)`, e.g. `try await Task.sleep(for: .milliseconds(300))`")
            }
            throw Diagnostic("Task.sleep is written here with `for:` and a Duration in milliseconds or seconds", at: start, hint: form)
        }
        _ = advance()
        guard consume(.leftParen) else { throw Diagnostic("expected '(' after .\(unit)", at: peek.location, hint: form) }
        // `.seconds(0.5)`: Duration's `seconds(_: Double)`, held as the whole milliseconds it is.
        let fraction = try fractionalDuration(unit: unit)
        let amount = try fraction?.ms ?? parseExpression()
        var written = ".\(unit)(\(fraction?.written ?? amount.source))"
        try expect(.rightParen, after: "to close .\(unit)(…)")
        var ms = unit == "seconds" && fraction == nil
            ? Expr(.binary("*", amount, Expr(.int(1000), at: amount.location, source: "1000")), at: amount.location, source: "\(amount.source) * 1000")
            : amount
        while consume(.times) {
            let factor = try parseUnary()
            ms = Expr(.binary("*", ms, factor), at: ms.location, source: "\(ms.source) * \(factor.source)")
            written += " * \(factor.source)"
        }
        return (ms, written)
    }

    /// The milliseconds a sleep's duration comes to when it is written with literals alone
    /// (`.seconds(2)` is 2000), for a hint's `await sleep(…)`; else its text.
    static func shorthandMilliseconds(_ duration: Expr) -> String {
        func value(_ e: Expr) -> Int? {
            switch e.kind {
            case .int(let n): return n
            case .binary(let op, let a, let b):
                guard let x = value(a), let y = value(b) else { return nil }
                let (r, overflow) = op == "*" ? x.multipliedReportingOverflow(by: y) : op == "+" ? x.addingReportingOverflow(y)
                    : op == "-" ? x.subtractingReportingOverflow(y) : (0, true)
                return overflow ? nil : r
            default: return nil
            }
        }
        return value(duration).map(String.init) ?? duration.source
    }

    /// `.seconds(0.5)` or `.milliseconds(300.0)` before its `)`: the whole milliseconds it
    /// is, `500`; nil when no number with a fraction stands alone there. A duration that is not
    /// a whole number of milliseconds (`.seconds(0.0005)`, `.milliseconds(0.5)`) is refused: the
    /// clock counts milliseconds.
    private mutating func fractionalDuration(unit: String) throws -> (ms: Expr, written: String)? {
        guard case .decimal(let written) = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.rightParen) else { return nil }
        let literal = advance()
        guard let ms = Self.wholeMilliseconds(written, perUnit: unit == "seconds" ? 1000 : 1) else {
            throw Diagnostic("`.\(unit)(\(written))` is not a whole number of milliseconds, the unit of the spec's clock", at: literal.location,
                             hint: "write the duration as `.milliseconds(n)` with a whole n")
        }
        return (Expr(.int(ms), at: literal.location, source: String(ms)), written)
    }

    /// `0.5` seconds as 500 milliseconds (`perUnit` 1000), `300.0` milliseconds as 300; nil
    /// when the text, a number with a fraction as the lexer keeps it, is not whole milliseconds.
    static func wholeMilliseconds(_ written: String, perUnit: Int) -> Int? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let whole = Int(parts[0]) else { return nil }
        let places = perUnit == 1000 ? 3 : 0
        // Digits past the milliseconds' place must be zeros: `0.5000` is 500, `0.0005` is none.
        guard parts[1].dropFirst(places).allSatisfy({ $0 == "0" }) else { return nil }
        let kept = String(parts[1].prefix(places))
        let fraction = Int(kept + String(repeating: "0", count: places - kept.count)) ?? 0
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: perUnit)
        guard !overflow else { return nil }
        let (ms, overflow2) = scaled.addingReportingOverflow(fraction)
        return overflow2 ? nil : ms
    }

    /// `await sleep(0.5)`: the spec's sleep counts whole milliseconds, so half a millisecond is
    /// no duration it has; the hint reads the number as the seconds it was likely meant to be.
    /// Nil when no number with a fraction comes next.
    func sleepFractionRefused() -> Diagnostic? {
        guard case .decimal(let written) = peek.kind else { return nil }
        let asSeconds = Self.wholeMilliseconds(written, perUnit: 1000)
        return Diagnostic("sleep(\(written)): sleep counts whole milliseconds", at: peek.location,
                          hint: asSeconds.map { "for \(written) seconds write `await sleep(\($0))`, or Swift's `try await Task.sleep(for: .seconds(\(written)))`" }
                              ?? "write a whole number of milliseconds, `await sleep(300)`")
    }

    /// `try Task.sleep(for: .seconds(2))` or `Task.sleep(for: …)` at a statement's start: Swift's
    /// sleep without its `await`, refused in Swift's words once the call is read whole, as
    /// `Task.sleep(300)` is (Methods.unknown); nil for any other statement.
    mutating func taskSleepWithoutAwait() throws -> Diagnostic? {
        let (lookahead, tries, swallows) = tryAhead()
        guard lookahead + 4 < tokens.count, case .identifier("Task") = tokens[lookahead].kind, tokens[lookahead + 1].kind == .symbol(.dot),
              case .identifier("sleep") = tokens[lookahead + 2].kind, tokens[lookahead + 3].kind == .symbol(.leftParen),
              case .identifier("for") = tokens[lookahead + 4].kind else { return nil }
        let start = tokens[lookahead].location
        position = lookahead
        // Read whole first, so a duration written wrong gets its own message.
        guard let sleep = try parseTaskSleep(target: nil, swallows: swallows, tries: true, at: start) else { return nil }
        guard tries || swallows else {
            // Both are missing; Swift says each ("call can throw, but it is not marked with 'try'
            // and the error is not handled" too), and one line mends both.
            var ms = "300"
            if case .sleep(let duration) = sleep.kind { ms = Self.shorthandMilliseconds(duration) }
            return Diagnostic("expression is 'async' but is not marked with 'await'", at: start,
                              hint: "Task.sleep is async and throws (call can throw but is not marked with 'try'): write `\(sleep.source)`, `try? await …` to go on when the task is cancelled, or the spec's shorthand `await sleep(\(ms))`")
        }
        return Diagnostic("expression is 'async' but is not marked with 'await'", at: start, hint: "write `\(sleep.source)`")
    }

    /// `Task.sleep(nanoseconds: 1_000_000_000)`, the older call, and `Task.sleep(until:clock:)`:
    /// refused by name, with the `for:` call to write; for a whole number of nanoseconds written
    /// with digits, the one it comes to (`.seconds(1)`, `.milliseconds(300)`). The position is
    /// past the label, and the call is not read further: the error ends the statement.
    private mutating func otherSleep(_ label: String, start: Location, labelled: Bool = true) -> Diagnostic {
        guard label == "nanoseconds" else {
            return Diagnostic("`Task.sleep(until:clock:)` is not expressed: a spec's sleep waits for a Duration, `for:`", at: start,
                              hint: "write how long it waits from now, `try await Task.sleep(for: .seconds(2))`: the spec's clock wakes every sleep at its deadline")
        }
        // The digits as written, separators included: `1_000_000_000` is read as 1 and `_000_000_000`.
        var digits = ""
        if !labelled || consume(.colon) {
            reading: while true {
                switch peek.kind {
                case .int(let n): digits += String(n)
                case .identifier(let part) where part.allSatisfy({ $0 == "_" || $0.isNumber }): digits += part.filter(\.isNumber)
                case .symbol(.rightParen): break reading
                default:
                    digits = ""
                    break reading
                }
                _ = advance()
            }
        }
        var instead = "`try await Task.sleep(for: .milliseconds(300))`, `.seconds(2)`, or the spec's shorthand `await sleep(300)`"
        if let n = Int(digits), n > 0, n % 1_000_000 == 0 {
            let ms = n / 1_000_000
            instead = "`try await Task.sleep(for: \(ms % 1000 == 0 ? ".seconds(\(ms / 1000))" : ".milliseconds(\(ms))"))`, the same wait, or the spec's shorthand `await sleep(\(ms))`"
        }
        let call = labelled ? "`Task.sleep(nanoseconds:)`" : "`Task.sleep(_:)`, whose argument is nanoseconds,"
        return Diagnostic("\(call) is not expressed: a spec's sleep takes a Duration, `Task.sleep(for:)`", at: start,
                          hint: "write \(instead): the spec's clock counts whole milliseconds")
    }
}
