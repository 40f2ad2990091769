/// `Model(input: e)`: a declared model built with its labelled arguments, as Swift builds one;
/// `String(n)` and `Int(text)`, conversions, read as calls.
extension Parser {
    mutating func parseConstruction(_ type: String, at location: Location) throws -> Expr {
        // `String(n)`, a value's text, is a call: it builds no model (StringMethods.swift).
        // `Int(text)` too, the whole number a String spells (ListQueries.swift).
        if Methods.conversions.contains(type) { return try parseCall(nil, type, at: location) }
        if type == "Bool" {
            throw Diagnostic("Bool(…) converts a value in Swift; the expression language converts to text, with String(_:), and to a number, with Int(_:)",
                             at: location, hint: Methods.conversionHint)
        }
        if type == "Array" { throw Parser.arrayConversion(at: location) }
        var args: [(label: String, value: Expr)] = []
        if !consume(.rightParen) {
            repeat {
                let labelToken = advance()
                guard case .identifier(let label) = labelToken.kind, consume(.colon) else {
                    throw Diagnostic("each argument of \(type)(…) needs its label, as in Swift",
                                     at: labelToken.location, hint: "for example \(type)(input: input)")
                }
                args.append((label, try parseExpression()))
            } while consume(.comma)
            try expect(.rightParen, after: "to close \(type)(…)")
        }
        var src = type + "("
        for (i, arg) in args.enumerated() {
            if i > 0 { src += ", " }
            src += arg.label
            src += ": "
            src += arg.value.source
        }
        src += ")"
        return Expr(.construct(type, args), at: location, source: src)
    }
}
