/// `.environment(_:)` takes an optional, `func environment<T>(_ object: T?)`: a nil clears the
/// object of type `T` below the modifier (docs/semantics.md §17). A nil carries no type in the
/// engine, so the type cleared is the one Swift gives the placed expression, as the export
/// declares it (TypeInference), worked out at the first nil placed: most runs never place one.
extension Graph {
    /// The entry a nil placed by `setting` clears. `environment-object:` takes no optional
    /// (`spec check` refuses one whose type is certain, in Swift's words), nor does a nil of no
    /// certain type tell which object to clear.
    func clearedKey(of setting: EnvironmentSetting, in scope: NodeScope) throws -> EnvironmentKey {
        let source = setting.value.source
        guard setting.kind == .model else {
            throw Diagnostic("`environment-object:` places an ObservableObject (.environmentObject(_:)), which takes an object, not an optional; \(source) is nil",
                             at: setting.value.location, hint: Self.optionalObjectHint(holding: source, of: nil))
        }
        if let type = exportTypes().cleared[setting.location] { return .model(type) }
        throw Diagnostic("`environment-model:` with nil clears the object of \(source)'s type below (.environment(nil)), but that type is not certain",
                         at: setting.value.location,
                         hint: "give \(source) one @Observable model's type: build it with `Model()` in an action, or pass it a model, as Swift declares `@State private var \(source): Model?`")
    }

    /// What to do instead of placing an optional with `.environmentObject(_:)`, which Swift
    /// refuses: an object always there, or an `@Observable` model, whose modifier takes a nil.
    static func optionalObjectHint(holding source: String, of type: String?) -> String {
        let model = type ?? "Model"
        return "hold \(type.map(DeclaredTypes.withArticle) ?? "an object") that is always there, `state-object: { \(source): \"\(model)()\" }`; "
            + "or make \(type ?? "the model") `kind: observable` and place it with `environment-model: \(source)`, which takes an optional and clears the object below when it is nil"
    }
}
