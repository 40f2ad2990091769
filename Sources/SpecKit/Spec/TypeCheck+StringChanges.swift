/// The type checks of a String changed in place (§60.8): what `append` and the counted removals
/// take, as Swift's `String` declares them.
extension TypeCheck {
    /// `name.append(5)`: a String appends a String; `name.removeFirst("a")`: a count is an Int.
    func checkStringChange(_ e: Expr, base: Expr, name: String, args: [(label: String?, value: Expr)], in env: DeclaredTypes.Names) {
        guard let x = args.first, let given = rules.type(of: x.value, in: env), DeclaredTypes.isPlain(given) || given.isList,
              given != (name == "append" ? .string : .int) else { return }
        if name == "append" {
            let fix = given == .int ? "`\(base.source).append(String(\(x.value.source)))`" : Methods.changingExample(name)
            report(Diagnostic("no exact matches in call to instance method 'append'", at: x.value.location,
                              hint: "\(base.source.quotable) is a String, which appends a String; \(x.value.source.quotable) is \(DeclaredTypes.described(given)): " + fix))
        } else {
            report(Diagnostic("\(name)(_:) takes an Int count; \(x.value.source.quotable) is \(DeclaredTypes.described(given))",
                              at: x.value.location, hint: "for example \(base.source.quotable).\(name)(2)"))
        }
    }
}
