/// The spec's error types as Swift enums (docs/semantics.md §79): `enum LoadError: Error`, or a
/// `LocalizedError` whose `errorDescription` is each case's text when the spec gives them.
extension ModelWriter {
    func errorTypesFile(_ errorTypes: [ErrorTypeDecl]) -> String {
        var src = SwiftSource(header: header)
        src.line("import Foundation")
        for type in errorTypes {
            src.line()
            src.block("enum \(type.name): \(type.isLocalized ? "LocalizedError" : "Error") {") { src in
                src.line("case " + type.cases.map(\.name).joined(separator: ", "))
                guard type.isLocalized else { return }
                src.line()
                src.block("var errorDescription: String? {") { src in
                    src.line("switch self {")
                    for c in type.cases {
                        src.line("case .\(c.name): \(c.description.map { Value.string($0).literal } ?? "nil")")
                    }
                    src.line("}")
                }
            }
        }
        return src.text
    }
}
