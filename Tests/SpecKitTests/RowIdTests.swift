import Testing
@testable import SpecKit

/// `ForEach(items, id: \.self)` needs its ids `Hashable` (`ForEach<Data, ID, Content> where ID:
/// Hashable`): a class model is not, so `spec check` refuses it in Swift's words, where the run
/// would have keyed the rows by instance (docs/semantics.md §7).
@Suite struct RowIdTests {
    static func spec(kind: String = "", id: String) -> String {
        """
        models:
          Item: { \(kind)fields: { id: 0, name: '""' } }
        components:
          Screen:
            state: { items: '[Item(id: 1, name: "a"), Item(id: 2, name: "b")]' }
            body:
              - for-each: items
                as: item
                id: \(id)
                body:
                  - text: "{item.name}"
        root: Screen
        script:
          - expect: [a, b]
        """
    }

    @Test(arguments: ["\\.self", "item"])
    func aClassAsItsOwnIdIsRefusedBeforeTheRun(id: String) {
        let found = diagnostics(Self.spec(id: id))
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                    == ["9:13: generic struct 'ForEach' requires that 'Item' conform to 'Hashable'"], "\(found)")
        #expect(found.first?.hint?.contains("`id: \\.id` (`id: item.id`)") == true, "\(found)")
    }

    /// An ObservableObject is a class too.
    @Test func anObservableObjectIsRefusedAlike() {
        let found = diagnostics(Self.spec(kind: "kind: observable-object, ", id: "\\.self"))
        #expect(found.map(\.message) == ["generic struct 'ForEach' requires that 'Item' conform to 'Hashable'"], "\(found)")
    }

    /// The hint's form checks and runs; a struct value is Hashable, as Swift synthesizes it.
    @Test func aFieldOrAStructValueIsAnId() {
        for yaml in [Self.spec(id: "\\.id"), Self.spec(kind: "kind: struct, ", id: "\\.self")] {
            #expect(diagnostics(yaml).isEmpty)
            #expect(scenario(yaml).passed)
            #expect(!scenario(yaml.replacingOccurrences(of: "[a, b]", with: "[a, c]")).passed)
        }
    }

    /// A loop without `id:` is told the id to write in its own name, by its element's type.
    static func withoutID(_ state: String, list: String, as name: String, id: String = "", models: String = "") -> String {
        """
        models:
          Todo: { kind: struct, fields: [id, title] }
          Note: { kind: struct, fields: [title] }
          Item: { fields: [name] }
        \(models)
        components:
          Screen:
            state: { \(state) }
            body:
              - for-each: \(list)
                as: \(name)
                \(id.isEmpty ? "" : "id: \(id)")
                body:
                  - text: "row"
        root: Screen
        script:
          - expect: [row]
        """
    }

    @Test(arguments: [
        ("n: 2", "0..<n", "i", "`id: i` (ForEach's `id: \\.self`): a range's elements are positions, each its own id", "i"),
        ("names: '[\"a\"]'", "names", "name", "`id: name` (ForEach's `id: \\.self`): each String is its own id", "name"),
        ("todos: '[Todo(id: 1, title: \"a\")]'", "todos", "t", "`id: t.id` (ForEach's `id: \\.id`): each Todo is identified by its `id` field", "t.id"),
        ("notes: '[Note(title: \"a\")]'", "notes", "note", "`id: note` (ForEach's `id: \\.self`) for the whole Note value, or `id: note.field` by a field that tells them apart", "note"),
    ])
    func aMissingIdIsToldInTheLoopsNameByItsElementsType(state: String, list: String, name: String, hint: String, id: String) {
        let found = diagnostics(Self.withoutID(state, list: list, as: name))
        #expect(found.map(\.message) == ["a `for-each:` needs `id:`, what identifies each element"], "\(found)")
        #expect(found.first?.hint == hint)
        // The hint's id checks and runs.
        let fixed = Self.withoutID(state, list: list, as: name, id: id)
        #expect(diagnostics(fixed).isEmpty, "\(diagnostics(fixed))")
        #expect(scenario(fixed).passed)
    }

    @Test func aClassWithoutAnIdFieldIsToldToGiveItOne() {
        let found = diagnostics(Self.withoutID("items: '[Item(name: \"a\")]'", list: "items", as: "item"))
        #expect(found.first?.hint == "Item is a class, not Hashable: give it a field `id` and write `id: item.id` (ForEach's `id: \\.id`)")
        // Where the element's type is not certain, both forms are offered in the loop's name.
        let unknown = diagnostics(Self.withoutID("items: '[]'", list: "items", as: "row"))
        #expect(unknown.first?.hint == "`id: row` (ForEach's `id: \\.self`) for a list of values, or `id: row.id` (`id: \\.id`) when each element has an `id` field")
    }
}
