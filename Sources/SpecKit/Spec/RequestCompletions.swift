/// Checks of the declared requests' responses and of the script's `complete:` steps
/// (docs/semantics.md §27).
extension SpecValidator {
    /// A request's response sees only its `argument`.
    mutating func checkRequests() {
        for request in spec.requests {
            guard let returns = request.returns else { continue }
            for (name, location) in returns.names where name != "argument" {
                report(Diagnostic("a response can only use `argument`, the request's argument; found '\(name)'", at: location))
            }
        }
    }

    /// `complete: search`: a declared request; its argument and value are constants.
    mutating func check(_ c: Completion) {
        if spec.request(named: c.request) == nil {
            report(Diagnostic("no request '\(c.request)' is declared", at: c.location,
                              hint: Suggestion.hint(for: c.request, in: spec.requests.map(\.name), known: "requests")
                                  ?? "declare it under `requests:`"))
        }
        checkRequestError(c)
        checkCompletionValue(c)
        var constants = [c.value].compactMap { $0 }
        if case .argument(let e, _) = c.which { constants.append(e) }
        for e in constants {
            if let (name, location) = e.names.first {
                report(Diagnostic("a step's argument or value is a constant; found '\(name)'", at: location,
                                  hint: "write the value itself, e.g. \"\\\"ab\\\"\""))
            }
        }
    }
}
