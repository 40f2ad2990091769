/// Writes each model as an `@Observable` class that counts its constructions, and the observed
/// counter those classes share.
struct ModelWriter {
    let plan: ExportPlan
    let types: TypeInference
    let header: String
    /// Models some `@StateObject` holds: they also adopt `ObservableObject`, which it requires.
    let heldByStateObject: Set<String>

    func file(for model: ModelDecl) -> String {
        let fields = types.fields[model.name] ?? [:]
        let swift = SwiftExpression(types: types, scope: [:])
        var src = SwiftSource(header: header)
        if heldByStateObject.contains(model.name) { src.line("import Combine") }
        src.line("import Observation")
        src.line()
        src.line("@MainActor")
        src.line("@Observable")
        let conformance = heldByStateObject.contains(model.name) ? ": ObservableObject" : ""
        src.block("final class \(model.name)\(conformance) {") { src in
            switch model.creations {
            case .observed:
                src.doc("How many have been built. A view that shows it renders again when another is built.")
                src.line("static var creations: Int { created.count }")
                src.line("private static let created = CreationCount()")
            case .observedRead:
                src.doc("""
                    How many have been built, counted with `+=` as the spec says (`creations: observed-read`).
                    `+=` reads the count as it writes it, so the body that builds a model depends on the
                    count and is invalidated by its own creation: this is the bug the spec demonstrates.
                    `creations: observed` writes the count without reading it.
                    """)
                src.line("static var creations: Int { created.count }")
                src.line("private static let created = ObservedCount()")
            case .static:
                src.doc("How many have been built, in a plain static: reading it subscribes no view, so a\nlabel shows the count as of the last time its view rendered.")
                src.line("static var creations = 0")
            }
            src.line()
            for field in model.fields {
                src.line("var \(SwiftNames.identifier(field.name)): \(fields[field.name]?.description ?? "Never")")
            }
            for c in model.computed {
                // Observation tracks the stored fields the getter reads, in whichever body reads it.
                src.line("var \(SwiftNames.identifier(c.name)): \(fields[c.name]?.description ?? "Never") { \(swift.write(c.value)) }")
            }
            src.line()
            let parameters = model.fields.map { field in
                let type = fields[field.name]?.description ?? "Never"
                let value = field.defaultValue.map { " = \(swift.write($0))" } ?? ""
                return "\(SwiftNames.identifier(field.name)): \(type)\(value)"
            }
            src.block("init(\(parameters.joined(separator: ", "))) {") { src in
                for field in model.fields { src.line("self.\(SwiftNames.identifier(field.name)) = \(SwiftNames.identifier(field.name))") }
                switch model.creations {
                case .observed: src.line("Self.created.increment()")
                case .observedRead: src.line("Self.created.count += 1")
                case .static: src.line("Self.creations += 1")
                }
            }
        }
        return src.text
    }

    /// The counter behind `creations: observed-read`: a plain observed count, incremented in place.
    func observedCountFile() -> String {
        var src = SwiftSource(header: header)
        src.line("import Observation")
        src.line()
        src.doc("""
            A count that views observe, incremented in place with `+=`, which reads it too: the body
            that builds a model subscribes to the count it changes.
            """)
        src.line("@MainActor")
        src.line("@Observable")
        src.block("final class ObservedCount {") { $0.line("var count = 0") }
        return src.text
    }

    /// The counter behind `creations: observed`.
    func creationCountFile() -> String {
        var src = SwiftSource(header: header)
        src.line("import Observation")
        src.line()
        src.doc("""
            A creation count that views observe, written without being read.

            `count += 1` would read `count` inside whichever body is building the model, subscribe
            that body to the count, and render it again at every creation, forever. So a plain,
            unobserved tally is incremented and its value assigned: an assignment only writes.
            """)
        src.line("@MainActor")
        src.line("@Observable")
        src.block("final class CreationCount {") { src in
            src.line("@ObservationIgnored private var tally = 0")
            src.line("private(set) var count = 0")
            src.line()
            src.block("func increment() {") { src in
                src.line("tally += 1")
                src.line("count = tally")
            }
        }
        return src.text
    }
}
