/// The JSON Schemas, compiled in so `spec schema` works wherever the binary is; their text is
/// schema/*.schema.json, copied by scripts/embed-schemas.
enum EmbeddedSchemas {
    static let byName = ["spec": spec, "run-report": runReport, "trace": trace]
}

/// `spec schema [spec|run-report|trace]`: prints a JSON Schema (the spec format's by default).
func schemaCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.schema)
    if options.files.count > 1 { usageError("schema takes one name", command: Commands.schema) }
    let name = options.files.first ?? "spec"
    guard let text = EmbeddedSchemas.byName[name] else {
        usageError("no schema '\(name)'; the schemas are spec, run-report, trace", command: Commands.schema)
    }
    print(text)
    return 0
}
