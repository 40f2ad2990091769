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
}
