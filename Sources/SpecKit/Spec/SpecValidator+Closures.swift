/// A closure passed to a child and the calls the child makes of it: Swift's closure type fixes
/// how many values a call gives, so a literal must take as many parameters as the calls pass.
extension SpecValidator {
    /// Each literal passed for a prop that its component calls with a number of arguments other
    /// than the literal's parameters; and a prop called with different numbers of arguments.
    mutating func checkClosureArities() {
        // The arguments each component's calls of each prop give, with the first such call.
        var arities: [String: [String: (count: Int, at: Location)]] = [:]
        for component in spec.components {
            let props = Set(component.props.map(\.name))
            guard !props.isEmpty else { continue }
            for action in ElementParts.all(component.body).flatMap(\.actions) {
                for s in action.statements.flatMap(\.flattened) {
                    for e in s.expressions {
                        guard case .call(nil, let name, let args) = e.kind, props.contains(name) else { continue }
                        if let label = args.first(where: { $0.label != nil })?.label {
                            report(Diagnostic("\(e.source.quotable): a closure's arguments have no labels", at: e.location,
                                              hint: "Swift calls a closure without argument labels: drop `\(label):`"))
                        }
                        if let first = arities[component.name]?[name], first.count != args.count {
                            report(Diagnostic("\(component.name) calls \(name) with \(Self.arguments(args.count)) here and \(Self.arguments(first.count)) at \(first.at.line):\(first.at.column)",
                                              at: e.location, hint: "a Swift closure takes one number of arguments: pass the same values at every call"))
                        } else if arities[component.name]?[name] == nil {
                            arities[component.name, default: [:]][name] = (args.count, e.location)
                        }
                    }
                }
            }
        }
        guard !arities.isEmpty else { return }
        for component in spec.components {
            for parts in ElementParts.all(component.body) {
                for child in parts.children {
                    let callee = child.component
                    for arg in child.arguments {
                        guard case .closure(let statements, let parameters) = arg.value.kind,
                              let call = arities[callee]?[arg.label], call.count != parameters.count else { continue }
                        // `{ picked = $0 }` has its own error, which names the parameter to write.
                        if parameters.isEmpty, statements.flatMap(\.names).contains(where: { $0.0.hasPrefix("$") && $0.0.dropFirst().first?.isNumber == true }) { continue }
                        let form = call.count == 0 ? "{ … }" : "{ " + (1...call.count).map { $0 == 1 ? "value" : "value\($0)" }.joined(separator: ", ") + " in … }"
                        report(Diagnostic("\(callee) calls \(arg.label) with \(Self.arguments(call.count)), and this closure takes \(Self.arguments(parameters.count))",
                                          at: arg.value.location,
                                          hint: "name a parameter for each value the call gives: \(arg.label): \"\(form)\"; `_ in` ignores one"))
                    }
                }
            }
        }
    }

    private static func arguments(_ n: Int) -> String { n == 0 ? "no arguments" : n == 1 ? "1 argument" : "\(n) arguments" }
}

extension TypeCheck {
    /// `text: "saved {onSave}"` with `onSave` a closure: `Text`'s string is a
    /// `LocalizedStringKey`, whose interpolation takes strings, numbers and formatted values, not a
    /// function, so Swift refuses the label the interpreter would show as the closure's source.
    func checkShownClosures(in label: Expr, env: DeclaredTypes.Names) {
        guard case .interpolation(let parts) = label.kind else { return }
        for case .expr(let e) in parts {
            // `{$count}`, `{$store.count}`: a Binding, or a wrapper's projection, in a Text's
            // string, which has no `appendInterpolation` for one either (§19).
            if e.isBinding, let root = Self.bindingRoot(e), !(root.dropFirst().first?.isNumber ?? true) {
                let shown = String(e.source.drop { $0 == "$" })
                report(Diagnostic("a label shows \(e.source.quotable), a binding: a Text cannot show a Binding", at: e.location,
                                  hint: "Swift finds no `appendInterpolation` for a Binding in a Text's string; show the value itself, `{\(shown)}`, and pass `\(e.source)` to a control or a child that writes it"))
                continue
            }
            guard let t = rules.type(of: e, in: env), t.isClosure else { continue }
            report(Diagnostic("a label shows \(e.source.quotable), a closure of type \(t): a Text cannot show a function",
                              at: e.location,
                              hint: "Swift finds no `appendInterpolation` for a closure in a Text's string; call it in an action, or show a value it sets"))
        }
    }

    /// `$store` of `$store.count` or `$items[0]`: the name a binding is made from.
    private static func bindingRoot(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let n): n
        case .member(let base, _), .index(let base, _): bindingRoot(base)
        default: nil
        }
    }
}
