/// What changes a String in place, as Swift's `String` declares it: `append(_:)`,
/// `append(contentsOf:)`, `removeAll()`, `removeFirst()`, `removeLast()` and their counted forms
/// (docs/semantics.md §60.8). The changed string goes where the string was, as a list's does:
/// a holder's is a state write, a local `var`'s the variable's alone.
extension Methods {
    /// The methods that change a string, with their argument labels (`_` for none).
    static let stringChanging: [String: [[String]]] = [
        "append": [["_"], ["contentsOf"]], "removeAll": [[]], "removeFirst": [[], ["_"]], "removeLast": [[], ["_"]],
    ]

    /// The same, as a hint names them.
    static let stringChangingSummary = "append(_:), append(contentsOf:), removeAll(), removeFirst(), removeFirst(_:), removeLast() and removeLast(_:)"

    /// `name.append("b")` on `s`: the changed string. An empty string's `removeFirst()` traps in
    /// Swift, as an empty list's does, and is refused in the same words.
    static func changedString(_ name: String, _ s: String, _ args: [(label: String?, value: Value)], _ e: Expr,
                              limits: Limits) throws -> Value {
        guard let forms = stringChanging[name], case .call(let baseExpr?, _, _) = e.kind else { throw noMethod(name, on: .string(s), e) }
        let labels = args.map { $0.label ?? "_" }
        guard forms.contains(labels) else {
            throw Diagnostic("\(e.source) does not match \(forms.map { "\(name)(\($0.map { "\($0):" }.joined()))" }.joined(separator: " or "))",
                             at: e.location, hint: "for example " + changingExample(name))
        }
        var s = s
        switch name {
        case "append":
            guard case .string(let t) = args[0].value else {
                throw Diagnostic("no exact matches in call to instance method 'append': \(e.source.quotable) gives \(Evaluator.shownType(args[0].value))",
                                 at: e.location, hint: "a String appends a String: " + changingExample(name))
            }
            s += t
        case "removeAll":
            s.removeAll()
        default:
            var k = 1
            if !args.isEmpty {
                guard case .int(let n) = args[0].value else { throw Diagnostic("\(name)(_:) needs an Int count", at: e.location) }
                k = n
            }
            if let trap = removalTrap(name, k, counted: !args.isEmpty, from: s.count, of: "character", baseExpr, e) { throw trap }
            if name == "removeFirst" { s.removeFirst(k) } else { s.removeLast(k) }
        }
        return .string(try Evaluator.checkLength(s, limits: limits, e))
    }

    static func changingExample(_ name: String) -> String {
        switch name {
        case "append": return "name.append(\"!\") or name.append(contentsOf: other)"
        case "removeAll": return "name.removeAll()"
        default: return "name.\(name)() or name.\(name)(2)"
        }
    }
}
