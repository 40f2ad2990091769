/// Writes each model as the class (`@Observable`, `ObservableObject` or plain) or struct its kind
/// says, counting its constructions, and the observed counter those types share.
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
        let observableObject = model.kind == .observableObject || heldByStateObject.contains(model.name)
        if observableObject { src.line("import Combine") }
        if model.kind == .observable { src.line("import Observation") }
        src.line()
        let opener: String
        switch model.kind {
        case .observable:
            src.line("@MainActor")
            src.line("@Observable")
            opener = "final class \(model.name)\(observableObject ? ": ObservableObject" : "")"
        case .observableObject:
            src.doc("One objectWillChange for the whole object: a write to any @Published field notifies every view\nobserving it, whatever field that view's body read.")
            src.line("@MainActor")
            opener = "final class \(model.name): ObservableObject"
        case .class:
            src.doc("A plain class: no Observation, no ObservableObject. A view holding one sees a write to a\nfield only when its body runs again for another reason.")
            src.line("@MainActor")
            opener = "final class \(model.name)"
        case .struct:
            // A value: not main-actor isolated, so its synthesized `==` satisfies Equatable; only the
            // shared creation count is. Hashable when its fields are, as a pushed value must be.
            src.doc("A value: copied on assignment, compared field by field.")
            opener = (types.structConformance[model.name] ?? .equatable).opener(model.name)
        }
        let isolation = model.kind == .struct ? "@MainActor " : ""
        src.block("\(opener) {") { src in
            switch model.creations {
            case .observed:
                src.doc("How many have been built. A view that shows it renders again when another is built.")
                src.line("\(isolation)static var creations: Int { created.count }")
                src.line("\(isolation)private static let created = CreationCount()")
            case .observedRead:
                src.doc("""
                    How many have been built, counted with `+=` as the spec says (`creations: observed-read`).
                    `+=` reads the count as it writes it, so the body that builds a model depends on the
                    count and is invalidated by its own creation: this is the bug the spec demonstrates.
                    `creations: observed` writes the count without reading it.
                    """)
                src.line("\(isolation)static var creations: Int { created.count }")
                src.line("\(isolation)private static let created = ObservedCount()")
            case .static:
                src.doc("How many have been built, in a plain static: reading it subscribes no view, so a\nlabel shows the count as of the last time its view rendered.")
                src.line("\(isolation)static var creations = 0")
            }
            src.line()
            for field in model.fields {
                let published = model.publishes(field.name) ? "@Published "
                    : model.ignoresObservation(of: field.name) ? "@ObservationIgnored " : ""
                let declaration = "\(published)var \(SwiftNames.identifier(field.name)): \(fields[field.name]?.description ?? "Never")"
                let observers = [field.willSet, field.didSet].compactMap { $0 }
                guard !observers.isEmpty else { src.line(declaration); continue }
                // `var count: Int { willSet { … } didSet { … } }`: the observers see the fields and
                // `newValue` or `oldValue` (§64, §70).
                src.block(declaration + " {") { src in
                    for observer in observers {
                        var env = fields
                        env[observer.parameterName] = fields[field.name]
                        src.block("\(observer.keyword) {") { SwiftExpression(types: types, scope: env).write(observer.statements, into: &$0) }
                    }
                }
            }
            for stream in model.streams {
                // A `let` of the class: no view observes it, and it lives as long as the instance (§83).
                src.line("let \(SwiftNames.identifier(stream.name)): \(stream.swiftType)")
                src.line("let \(StreamCalls.continuation(of: stream.name)): \(stream.swiftType).Continuation")
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
            src.block("\(isolation)init(\(parameters.joined(separator: ", "))) {") { src in
                for field in model.fields { src.line("self.\(SwiftNames.identifier(field.name)) = \(SwiftNames.identifier(field.name))") }
                for stream in model.streams {
                    let policy = stream.buffering == .unbounded ? "" : ", bufferingPolicy: \(stream.buffering.source)"
                    src.line("(\(SwiftNames.identifier(stream.name)), \(StreamCalls.continuation(of: stream.name))) = AsyncStream.makeStream(of: \(stream.element).self\(policy))")
                }
                switch model.creations {
                case .observed: src.line("Self.created.increment()")
                case .observedRead: src.line("Self.created.count += 1")
                case .static: src.line("Self.creations += 1")
                }
            }
            writeMethods(of: model, into: &src)
        }
        return src.text
    }

    /// `func select(_ name: String) { … }`: its statements as an action's, the fields by bare name
    /// (§62); a struct's `mutating func moveBy(_ d: Int)` (§65).
    private func writeMethods(of model: ModelDecl, into src: inout SwiftSource) {
        for method in model.methods {
            let env = types.methodScope(method, of: model)
            let parameters = method.parameters.map { p in
                let label = p.label.map { $0 == p.name ? "" : "\(SwiftNames.identifier($0)) " } ?? "_ "
                return "\(label)\(SwiftNames.identifier(p.name)): \(env[p.name]?.description ?? "Never")"
            }
            src.line()
            let effects = method.throwsWhenAwaited ? " async throws" : method.isAsync ? " async" : method.isThrowing ? " throws" : ""
            // `-> Int`: the type written, or the one its `return`s have (TypeInference).
            let returns = method.returnsValue ? " -> \(types.rules.returnType(of: method.name, in: model.name)?.description ?? "Never")" : ""
            // A struct's method that changes `self` is `mutating`, as Swift requires (§65); it
            // is main-actor isolated as the struct's init is, which a method may call (`self = Point()`).
            let modifier = (model.kind == .struct ? "@MainActor " : "") + (method.isMutating ? "mutating " : "")
            src.block("\(modifier)func \(SwiftNames.identifier(method.name))(\(parameters.joined(separator: ", ")))\(effects)\(returns) {") { src in
                SwiftExpression(types: types, scope: env).write(method.statements, into: &src)
            }
        }
    }

    /// `EnvironmentValues` entries. `@Entry var accent = "blue"` is the shorthand for this; it
    /// expands to exactly such a key and property (Apple's `Entry()` page), written out here so
    /// the app type-checks where the macro's plugin is absent. Each key's name (`AccentKey` for
    /// `accent`) is numbered past `taken`, the app's other type names, so a view or model called
    /// `AccentKey` keeps its name.
    func environmentValuesFile(_ entries: [FieldDecl], taken: Set<String>) -> String {
        let swift = SwiftExpression(types: types, scope: [:])
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        src.line()
        let keys = SwiftNames.unique(entries.map { SwiftNames.typeName($0.name, fallback: "Value") + "Key" }, taken: taken)
        for (entry, key) in zip(entries, keys) {
            src.block("private struct \(key): EnvironmentKey {") { src in
                // A `nil` default is typed by the values set for the entry (§89): `Int?`.
                let typed = TypeInference.isOpen(entry) ? types.rules.entryType(entry.name).map { ": \($0)" } ?? "" : ""
                src.line("static let defaultValue\(typed) = \(entry.defaultValue.map(swift.write) ?? "0")")
            }
            src.line()
        }
        src.doc("What `@Entry var name = default` expands to, one property per entry.")
        src.block("extension EnvironmentValues {") { src in
            for (entry, key) in zip(entries, keys) {
                let type = types.rules.entryType(entry.name)?.description ?? "Never"
                src.block("var \(SwiftNames.identifier(entry.name)): \(type) {") { src in
                    src.line("get { self[\(key).self] }")
                    src.line("set { self[\(key).self] = newValue }")
                }
            }
        }
        return src.text
    }

    /// `PreferenceKey`s: the default fixes the key's `Value` (§47).
    func preferenceKeysFile(_ keys: [PreferenceKeyDecl]) -> String {
        let swift = SwiftExpression(types: types, scope: [:])
        var src = SwiftSource(header: header)
        src.line("import SwiftUI")
        for key in keys {
            let type = key.defaultValue.flatMap { types.type(of: $0, in: [:]) }?.description ?? "Int"
            src.line()
            src.block("struct \(SwiftNames.typeName(key.name, fallback: "Key")): PreferenceKey {") { src in
                src.line("static let defaultValue: \(type) = \(key.defaultValue.map(swift.write) ?? "0")")
                src.line()
                if key.reduce == .first {
                    src.doc("The value it starts from stays: the first given, or the default a list with an `if` or a `ForEach` starts from.")
                    src.line("static func reduce(value: inout \(type), nextValue: () -> \(type)) {}")
                } else {
                    src.block("static func reduce(value: inout \(type), nextValue: () -> \(type)) {") { $0.line(key.reduce.swift) }
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
