/// An on-receive of an object's publisher, `of: model.$count`: the holder must hold an
/// ObservableObject, and the field must be `@Published`, since only such a property has a
/// publisher; an `@Observable` model has none (docs/semantics.md §58).
extension TypeCheck {
    func checkPublisher(_ source: PublishedSource, in env: DeclaredTypes.Names) {
        found.readsWholeSpec = true   // the model's kind and published fields are declared at the top
        let type: String
        switch env[source.holder] {
        case .model(let name)?, .value(let name)?: type = name
        default: return
        }
        guard let model = rules.spec.model(named: type) else { return }
        let written = source.holder + "." + (source.field.map { "$" + $0 } ?? "objectWillChange")
        switch model.kind {
        case .observable:
            report(Diagnostic("\(type) is an @Observable model: it has no publisher, so `\(written)` does not exist",
                              at: source.location,
                              hint: source.field.map { "watch the value instead: on-change: { of: \(source.holder).\($0), action: … } (.onChange(of:))" }
                                  ?? "watch a field instead: on-change: { of: \(source.holder).FIELD, action: … } (.onChange(of:))"))
        case .struct:
            report(Diagnostic("\(type) is a struct: it has no publisher, so `\(written)` does not exist", at: source.location,
                              hint: "watch the value with on-change: { of: \(source.holder), action: … }"))
        case .class:
            report(Diagnostic("\(type) is a plain class: it has no publisher, so `\(written)` does not exist", at: source.location,
                              hint: "make \(type) `kind: observable-object` with @Published fields, whose $field publishers views can receive"))
        case .observableObject:
            guard let field = source.field else { return }
            if !model.fields.contains(where: { $0.name == field }) {
                report(model.noMember(field, at: source.location))
            } else if !model.publishes(field) {
                report(Diagnostic("`\(field)` of \(type) is a plain var, not @Published: it has no `$\(field)` publisher",
                                  at: source.location,
                                  hint: "add it to \(type)'s `published:` list, or watch it with on-change: { of: \(source.holder).\(field), action: … }"))
            }
        }
    }
}
