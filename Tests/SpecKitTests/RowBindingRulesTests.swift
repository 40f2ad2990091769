import Foundation
import Testing
@testable import SpecKit

/// Bindings to a list's elements (docs/semantics.md §34): `for-each: $items` gives each row
/// `$item`, a binding by index; writing through it stores a changed copy of the list; the owner
/// renders, and every row handed a binding, which the for-each makes anew; after a delete the
/// bindings point to the new indices, and one past the end is an error.
@Suite struct RowBindingRulesTests {
    static let app = """
        models:
          Todo:
            kind: struct
            fields: [id, title, done]
        components:
          Todos:
            state:
              todos: "[Todo(id: 1, title: \\"a\\", done: false), Todo(id: 2, title: \\"b\\", done: false), Todo(id: 3, title: \\"c\\", done: false)]"
            body:
              - text: "{todos.count} todos"
              - for-each: $todos
                as: todo
                id: todo.id
                body:
                  - toggle: "{todo.title}"
                    is-on: $todo.done
                  - button: flip {todo.title}
                    action: todo.done = !todo.done
                  - Row: { todo: $todo }
              - button: delete first
                action: "todos.remove(at: 0)"
          Row:
            bindings: [todo]
            state: { likes: 0 }
            body:
              - text: "{todo.title} {todo.done} likes {likes}"
              - button: like {todo.title}
                action: likes += 1
              - button: rename {todo.title}
                action: todo.title = todo.title + "!"
        root: Todos
        """

    func texts(_ graph: Graph) -> [String] { SpecKitTests.texts(on: graph) }

    @Test func aWriteOfOneRowRendersTheOwnerAndEveryRowHandedABinding() throws {
        let (g, at) = try launched(Self.app)
        #expect(g.renders(of: "Row") == 3)
        try g.use(InputStep(action: .toggle, control: "b", location: at))
        #expect(g.screen.contains { $0.label == "b: on" })
        #expect(texts(g).contains("b true likes 0"))
        // The owner read the list; each row's binding is a new `Binding(get:set:)`: all three
        // render, though two carry equal elements.
        #expect(g.renders(of: "Todos") == 2 && g.renders(of: "Row") == 6)
        #expect(g.measures["Row"]?[.inits] == 6)
    }

    @Test func aRowGivenTheBindingWritesIntoTheParentsList() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("rename c", at: at)
        #expect(texts(g).contains("c! false likes 0"))
        #expect(g.screen.contains { $0.label == "c!: off" })   // the owner's toggle shows the new title
        #expect(g.renders(of: "Todos") == 2 && g.renders(of: "Row") == 6)
    }

    @Test func assigningTheLoopVariableWritesThroughItsBinding() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("flip a", at: at)
        #expect(texts(g).contains("a true likes 0") && g.screen.contains { $0.label == "a: on" })
        try g.tap("flip a", at: at)
        #expect(texts(g).contains("a false likes 0"))
    }

    @Test func aDeleteKeepsIdentitiesByIdAndMovesTheBindings() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("like b", at: at)
        try g.tap("delete first", at: at)
        #expect(texts(g) == ["2 todos", "b false likes 1", "c false likes 0"])
        // b and c keep their state; their new bindings point one index lower: both render.
        #expect(g.renders(of: "Row") == 3 + 1 + 2)
        try g.use(InputStep(action: .toggle, control: "b", location: at))   // now `$todos[0].done`
        #expect(texts(g) == ["2 todos", "b true likes 1", "c false likes 0"])
    }

    @Test func aBindingPastTheEndOfTheListIsAnError() throws {
        // The closure captures the row's `$name`; it removes the first name, then writes through
        // `$names[2]`, which two names no longer have: Swift's subscript traps there.
        let yaml = """
            components:
              Rows:
                state: { names: "[\\"a\\", \\"b\\", \\"c\\"]" }
                body:
                  - for-each: $names
                    as: name
                    id: name
                    body:
                      - Row: { name: $name, onRemove: "{ names.remove(at: 0); name = \\"x\\" }" }
              Row:
                bindings: [name]
                props: [onRemove]
                body:
                  - button: remove and write {name}
                    action: onRemove()
            root: Rows
            """
        let (g, at) = try launched(yaml)
        let thrown = #expect(throws: Diagnostic.self) { try g.tap("remove and write c", at: at) }
        #expect(thrown?.message == "the binding $names[2] points past the end of a list of 2: index out of range")
    }

    @Test func aBindingShowsItsPath() {
        var b = BindingRef(node: 1, name: "items")
        b = b.appending(.index(2)).appending(.field("done"))
        #expect(Value.binding(b).description == "$items[2].done")
        #expect(Value.binding(BindingRef(node: 1, name: "items")).description == "$items")
    }

    @Test func theTraceSaysWhyARowRenderedOrWasSkipped() {
        let file = run(Self.app + "\nscript:\n  - toggle: b\n  - tap: delete first\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("toggled b: todos[1].done false → true"))
        #expect(text.contains("render Row at 1.[1].2: its parent passed a different value: binding todo is made again by "
                              + "ForEach($todos) with Binding(get:set:), a new location that compares unequal"))
        #expect(!text.contains("skip Row"))
    }

    /// The lock: only a binding the for-each made again is unequal. A row that renders for its own
    /// state passes its binding on unchanged, and the child holding it is skipped; a row given the
    /// element's value is compared by `==` and skipped when the element is equal.
    @Test func aBindingPassedOnUnchangedAndAnElementsValueStillCompareEqual() throws {
        let yaml = """
            models:
              Todo:
                kind: struct
                fields: [id, title]
            components:
              Todos:
                state:
                  todos: "[Todo(id: 1, title: \\"a\\"), Todo(id: 2, title: \\"b\\")]"
                body:
                  - for-each: $todos
                    as: todo
                    id: todo.id
                    body:
                      - Row: { todo: $todo }
                      - Badge: { todo: todo }
              Row:
                bindings: [todo]
                state: { likes: 0 }
                body:
                  - button: like {todo.title}
                    action: likes += 1
                  - button: rename {todo.title}
                    action: todo.title = todo.title + "!"
                  - text: "{todo.title} likes {likes}"
                  - Title: { todo: $todo }
              Title:
                bindings: [todo]
                body:
                  - text: "title {todo.title}"
              Badge:
                props: [todo]
                body:
                  - text: "label {todo.title}"
            root: Todos
            """
        let (g, at) = try launched(yaml)
        try g.tap("like b", at: at)
        // Row b renders for its own state and gives Title the binding it holds: the same value.
        #expect(g.renders(of: "Row") == 3 && g.renders(of: "Title") == 2)
        try g.tap("rename a", at: at)
        // Both rows get new bindings and render, and so do their Titles; of the labels, only a's
        // element changed.
        #expect(g.renders(of: "Row") == 5 && g.renders(of: "Title") == 4 && g.renders(of: "Badge") == 3)
        #expect(texts(g).contains("title a!") && texts(g).contains("label a!"))
    }

    /// An `Equatable` row's own `==` decides, by what its binding carries: the binding made again
    /// does not render it by itself.
    @Test func anEquatableRowComparesWhatItsBindingCarries() throws {
        let yaml = Self.app.replacingOccurrences(of: "    bindings: [todo]\n", with: "    bindings: [todo]\n    equatable: [todo]\n")
        #expect(yaml.contains("equatable: [todo]"))
        let (g, at) = try launched(yaml)
        try g.use(InputStep(action: .toggle, control: "b", location: at))
        #expect(g.renders(of: "Todos") == 2 && g.renders(of: "Row") == 4)
        #expect(texts(g).contains("b true likes 0"))
    }

    /// The liked row keeps its state by its id; that its binding points one index lower is no move.
    @Test func theTableSaysTheRowsKeptTheirStateAfterADelete() throws {
        let yaml = Self.app + "\nscript:\n  - tap: like b\n  - tap: delete first\n"
        let row = ComparisonTable.row(run(yaml).scenarios[0], spec: try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml"), cells: [:])
        #expect(row.stateKept == "no (1 dropped with its row)")
    }

    @Test func aListGivenAsABindingGoesOnToTheGrandparent() throws {
        let yaml = """
            components:
              Owner:
                state: { names: "[\\"a\\", \\"b\\"]" }
                body:
                  - text: "{names}"
                  - Editor: { names: $names }
              Editor:
                bindings: [names]
                body:
                  - for-each: $names
                    as: name
                    id: name
                    body:
                      - text-field: "field {name}"
                        text: $name
            root: Owner
            """
        let (g, at) = try launched(yaml)
        try g.use(InputStep(action: .type("z"), control: "field b", location: at))
        #expect(texts(g) == ["[\"a\", \"bz\"]"])
    }

    @Test func aModelsListFieldGivesItsRowsBindingsIntoTheField() throws {
        let yaml = """
            models:
              Profile: { fields: [tags] }
            components:
              Root:
                state: { profile: "Profile(tags: [\\"a\\", \\"b\\"])" }
                body:
                  - text: "tags {profile.tags}"
                  - for-each: $profile.tags
                    as: tag
                    id: tag
                    body:
                      - Tag: { tag: $tag }
              Tag:
                bindings: [tag]
                body:
                  - button: grow {tag}
                    action: tag = tag + "+"
            root: Root
            """
        let (g, at) = try launched(yaml)
        try g.tap("grow b", at: at)
        // The write stores a changed list in the field; Root read it, so it shows the new list.
        #expect(texts(g) == ["tags [\"a\", \"b+\"]"])
        #expect(g.screen.contains { $0.label == "grow b+" })
    }

    @Test func aStructStatesBindingProjectsItsField() throws {
        let yaml = """
            models:
              Point: { kind: struct, fields: [x] }
            components:
              Root:
                state: { point: "Point(x: 1)" }
                body:
                  - text: "x {point.x}"
                  - Nudge: { x: $point.x }
              Nudge:
                bindings: [x]
                body:
                  - button: nudge
                    action: x += 1
            root: Root
            """
        let (g, at) = try launched(yaml)
        try g.tap("nudge", at: at)
        #expect(texts(g) == ["x 2"])
    }

    @Test func theMistakesAreFoundBeforeOrWhileRunning() {
        let overValues = """
            components:
              Root:
                state: { items: "[1, 2]" }
                body:
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - Row: { item: $item }
              Row:
                bindings: [item]
                body: [{ text: "{item}" }]
            root: Root
            """
        #expect(diagnostics(overValues).map(\.message) == ["'$item' needs a for-each over a binding; this one goes over values"])
        let notAStruct = scenario("""
            components:
              Root:
                state: { items: "[1, 2]" }
                body:
                  - for-each: $items
                    as: item
                    id: item
                    body:
                      - Row: { value: $item.value }
              Row:
                bindings: [value]
                body: [{ text: "{value}" }]
            root: Root
            """)
        #expect(notAStruct.error?.message == "'$item.value' needs the element item to be a struct; it is Int 1")
    }

    @Test func exploringFindsTheSameStatesEqual() throws {
        let spec = try SpecDecoder.decode(Array((Self.app + "\nalphabet: []\n").utf8), file: "t.yaml")
        let result = Explorer.explore(spec.scenarios[0], of: spec, options: ExploreOptions(depth: 2, jobs: 1))
        #expect(result.error == nil)
        // Flipping a row twice comes back to the launch state, which the search counts once.
        #expect(result.states > 1 && result.states < result.transitions)
    }

    @Test func theExportWritesForEachOverTheBinding() throws {
        let spec = try SpecDecoder.decode(Array(Self.app.utf8), file: "t.yaml")
        let export = try SwiftUIExport(spec)
        let todos = export.files.first { $0.path == "App/Todos.swift" }?.contents ?? ""
        #expect(todos.contains("ForEach($todos, id: \\.id) { $todo in"))
        // A title with a value is a Text(verbatim:), which no locale or Markdown changes.
        #expect(todos.contains("Toggle(isOn: $todo.done) {\n                    Text(verbatim: \"\\(todo.title)\")"))
        #expect(todos.contains("Row(todo: $todo"))
        let row = export.files.first { $0.path == "App/Row.swift" }?.contents ?? ""
        #expect(row.contains("@Binding var todo: Todo"))
        let indexed = Self.app.replacingOccurrences(of: "        id: todo.id\n", with: "        id: todo.id\n        index: i\n")
        #expect(throws: SpecError.self) { try SwiftUIExport(try SpecDecoder.decode(Array(indexed.utf8), file: "t.yaml")) }
    }
}
