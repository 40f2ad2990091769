/// The names a for-each gives its rows, refused where Swift's closure could not name them so:
/// `as: $todo` and one name for the element and its index.
extension SpecDecoder {
    /// `as: $todo`: the name is the row's value, `todo`; over a binding (`for-each: $todos`) the
    /// body binds its fields as `$todo.done`, as `ForEach($todos) { $todo in … }` names them.
    static func dollarVariable(_ name: String, list: Expr?, at location: Location) -> Diagnostic {
        let over = list.map { $0.isBinding ? "over `\($0.source)`" : "over `$\($0.source)`" } ?? "over a list's binding"
        return Diagnostic("`as:` names the row's value, a Swift name without $: '$\(name)'", at: location,
                          hint: "write `as: \(name)`; \(over) the row's binding is then `$\(name)`, as in `ForEach($items) { $\(name) in … }`, and `$\(name).field` binds its fields")
    }

    /// `as: i` with `index: i`: the run would bind the name to the index, while Swift's
    /// `ForEach(items.indices, id: \.self) { i in let i = items[i] … }` shadows the index with the
    /// element, so the app would show the other value. Two names, or no Swift form that agrees.
    static func indexNamedAsElement(_ name: String, list: String, at location: Location) -> Diagnostic {
        let other = name == "index" ? "position" : "index"
        return Diagnostic("'\(name)' names both the element (`as:`) and its index (`index:`): they need two names",
                          at: location,
                          hint: "in Swift the row's `let \(name) = \(list)[\(name)]` would hide the index behind the element, so the app would show the element where the run shows the index; for example `as: \(name)` and `index: \(other)`")
    }
}
