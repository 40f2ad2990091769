/// The JSON Schemas, compiled in so `spec schema` works wherever the binary is; their text is
/// schema/*.schema.json, copied by scripts/embed-schemas.
enum EmbeddedSchemas {
    static let byName = ["spec": spec, "run-report": runReport, "trace": trace, "explore-report": exploreReport]
}

/// `spec schema [spec|run-report|trace|explore-report]`: prints a JSON Schema (the spec format's by default).
func schemaCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.schema, console: console)
    if options.files.count > 1 { throw tooManyWords(options.files, takes: "name", command: Commands.schema) }
    let name = options.files.first ?? "spec"
    guard let text = EmbeddedSchemas.byName[name] else {
        throw usageError("no schema '\(name)'; the schemas are spec, run-report, trace, explore-report", command: Commands.schema)
    }
    console.out.write(text + "\n")
    return 0
}
