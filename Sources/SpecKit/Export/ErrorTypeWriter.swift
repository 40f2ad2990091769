/// The spec's error types as Swift enums (docs/semantics.md §79, §84): `enum LoadError: Error`,
/// or a `LocalizedError` whose `errorDescription` is each case's text when the spec gives them;
/// a case with values is declared with them, and its text reads those it binds.
extension ModelWriter {
    /// `enum Filter: Hashable { case all, active, done }`: Swift's default description prints a
    /// case by its name, as a label shows it (§92), so it needs no `CustomStringConvertible`.
    func enumFile(_ decl: EnumDecl) -> String {
        var src = SwiftSource(header: header)
        src.line("import Foundation")
        src.line()
        src.block("enum \(decl.name): Hashable {") { src in src.line("case " + decl.cases.joined(separator: ", ")) }
        return src.text
    }

    func errorTypesFile(_ errorTypes: [ErrorTypeDecl]) -> String {
        var src = SwiftSource(header: header)
        src.line("import Foundation")
        for type in errorTypes {
            src.line()
            src.block("enum \(type.name): \(type.isLocalized ? "LocalizedError" : "Error") {") { src in
                // The cases without values on one line, as the spec lists them; each with values on its own.
                let plain = type.cases.filter(\.values.isEmpty)
                if !plain.isEmpty { src.line("case " + plain.map(\.name).joined(separator: ", ")) }
                for c in type.cases where !c.values.isEmpty { src.line("case \(c.declared)") }
                guard type.isLocalized else { return }
                src.line()
                src.block("var errorDescription: String? {") { src in
                    src.line("switch self {")
                    for c in type.cases { src.line("case \(describedPattern(of: c)): \(describedText(of: c))") }
                    src.line("}")
                }
            }
        }
        return src.text
    }

    /// `.tooLong(let limit)`: the case, binding the values its text reads and no other, since
    /// Swift warns of a constant never used.
    private func describedPattern(of c: ErrorTypeDecl.Case) -> String {
        guard let text = c.text else { return ".\(c.name)" }
        let read = Set(text.names.map(\.0))
        let elements = c.values.map { value in value.label.map { read.contains($0) ? "let \($0)" : "_" } ?? "_" }
        return elements.allSatisfy { $0 == "_" } ? ".\(c.name)" : ".\(c.name)(\(elements.joined(separator: ", ")))"
    }

    /// The case's text: a literal, an expression of its values, or nil.
    private func describedText(of c: ErrorTypeDecl.Case) -> String {
        if let text = c.text {
            var scope: [String: SwiftType] = [:]
            for value in c.values { if let label = value.label { scope[label] = TypeCheck.swiftType(value.type) } }
            return SwiftExpression(types: types, scope: scope).write(text)
        }
        return c.description.map { Value.string($0).literal } ?? "nil"
    }
}
