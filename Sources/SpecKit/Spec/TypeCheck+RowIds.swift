/// A `for-each:`'s `id:` is ForEach's `id:` key path, whose value SwiftUI hashes to tell rows
/// apart: `struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`.
/// A class model is compared by identity here and is not `Hashable`, so `id: \.self` over a list
/// of model instances does not compile; the run would key the rows by instance and go on, which
/// is why `spec check` refuses it, in Swift's words (docs/semantics.md §7). A struct that holds a
/// class instance is not `Hashable` either (StructConformance).
extension TypeCheck {
    /// Refuses an id whose type is certain and not Hashable: a class, a struct that holds one, or
    /// a list or optional of them.
    func checkRowIds(of loop: ForEachDecl, in env: DeclaredTypes.Names) {
        guard let t = rules.type(of: loop.id, in: rules.loopScope(loop, in: env)),
              SwiftRequirements.nonConforming(t, hashable: true, structs: structs) != nil else { return }
        report(Diagnostic("generic struct 'ForEach' requires that '\(t)' conform to 'Hashable'", at: loop.id.location,
                          hint: Self.rowIdHint(for: t, variable: loop.variable)))
    }

    /// Where an id that tells rows apart comes from: a field of the element, such as an `id` one.
    static func rowIdHint(for type: SwiftType, variable: String) -> String {
        if case .value(let name) = type {
            return "\(name) holds a value that is not Hashable (a class instance), so Swift synthesizes no hash(into:) for it: "
                + "identify each row by a field of it, e.g. `id: \(variable).id`"
        }
        guard case .model(let name) = type else {
            return "identify rows by a value SwiftUI can hash: an Int, a String, a Bool or a struct model's value"
        }
        return "\(name) is a class, compared by identity, not Hashable: identify each row by a field of it, "
            + "e.g. give \(name) a field `id` and write `id: \\.id` (`id: \(variable).id`), as an Identifiable model is identified"
    }
}
