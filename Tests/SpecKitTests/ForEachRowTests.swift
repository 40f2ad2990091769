import Testing
@testable import SpecKit

/// A for-each's content is an escaping closure ForEach runs row by row: the @Observable values a
/// row reads are that row's dependencies, not the body's (docs/semantics.md §37).
@Suite struct ForEachRowTests {
    /// A shelf of two books; each row shows its title and a Badge given the title. `extraBody` goes
    /// in the shelf's body before the for-each, `extraRow` in each row.
    func spec(extraBody: String = "", extraRow: String = "", expect: String, assert: String) -> String {
        """
        models:
          Book: { fields: [id, title] }
        components:
          Shelf:
            state: { books: '[Book(id: 1, title: "a"), Book(id: 2, title: "b")]', mark: '"-"' }
            body:
              \(extraBody)
              - button: rename
                action: books[0].title = "z"
              - button: mark
                action: mark = "+"
              - for-each: books
                as: book
                id: book.id
                body:
                  - text: row {book.title}
                  - Badge: { title: book.title }
                  \(extraRow)
          Badge:
            props: [title]
            body:
              - text: badge {title}
        root: Shelf
        script:
          - tap: \(expect)
            assert: [\(assert)]
        """
    }

    @Test func aFieldReadInARowRebuildsThatRowAloneAndNotTheBody() {
        let s = scenario(spec(expect: "rename", assert: "Shelf.renders == 1, Badge.inits == 3, Badge.renders == 3"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.screen.map(\.label).contains("row z"))
        #expect(s.screen.map(\.label).contains("badge z"))
    }

    @Test func theBodyDoesNotRunForAFieldOnlyARowRead() {
        // The lock: the rule that made the body depend on every read of its rows fails here.
        let s = scenario(spec(expect: "rename", assert: "Shelf.renders == 2"))
        #expect(!s.passed)
        #expect(s.failures.first?.message.contains("Shelf.renders is 1") == true, "\(s.failures.map(\.message))")
    }

    @Test func aFieldReadInTheBodyRunsTheBodyWhoseEqualForEachKeepsItsRows() {
        // The body renders, but its ForEach is equal (§95): only the renamed row is built again.
        let s = scenario(spec(extraBody: "- text: first {books[0].title}", expect: "rename",
                              assert: "Shelf.renders == 2, Badge.inits == 3, Badge.renders == 3"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func stateReadInARowIsTheBodysDependency() {
        // @State is the view's own property: a row reading it makes the body run, every row with it.
        let s = scenario(spec(extraRow: "- text: mark {mark}", expect: "mark",
                              assert: "Shelf.renders == 2, Badge.inits == 4"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aRowKeepsItsPlaceWhenItShowsMoreOrFewerItems() throws {
        // The renamed row grows a line: the rows after it move down, and a later rebuild of
        // another row still replaces its own items.
        let yaml = """
            models:
              Book: { fields: [id, title] }
            components:
              Shelf:
                state: { books: '[Book(id: 1, title: "a"), Book(id: 2, title: "b")]' }
                body:
                  - button: rename a
                    action: books[0].title = "long"
                  - button: rename b
                    action: books[1].title = "c"
                  - for-each: books
                    as: book
                    id: book.id
                    body:
                      - text: row {book.title}
                      - if: book.title == "long"
                        then: [ { text: "long title" }, { Badge: { title: book.title } } ]
                  - text: end
              Badge:
                props: [title]
                body:
                  - text: badge {title}
            root: Shelf
            script:
              - tap: rename a
              - tap: rename b
            """
        let (graph, location) = try launched(yaml)
        try graph.tap("rename a", at: location)
        #expect(texts(on: graph) == ["row long", "long title", "badge long", "row b", "end"])
        try graph.tap("rename b", at: location)
        #expect(texts(on: graph) == ["row long", "long title", "badge long", "row c", "end"])
        #expect(graph.renders(of: "Shelf") == 1)
    }

    @Test func theTraceAndThePictureShowARowsReadsApartFromTheBodys() throws {
        let s = scenario(spec(expect: "rename", assert: "Shelf.renders == 1"))
        let trace = ScenarioTrace(s)
        let launch = trace.lines.filter { $0.kind == .read && $0.step == 0 }.map(\.text)
        #expect(launch.contains("its body read state books, Book#1.id, Book#2.id"), "\(launch)")
        #expect(launch.contains("its for-each row 1 read Book#1.title: that row's own dependencies, not the body's"))
        let snapshot = try #require(TreeSnapshot(events: s.events, step: 1))
        let edges = TreeGraph(snapshot, scenario: "rows").edges.map(\.label)
        #expect(edges.contains("row 1 reads title") && edges.contains("row 2 reads title"), "\(edges)")
        #expect(!edges.contains("reads title"))
    }

    @Test func rowsInAStackRootAndInATabAreRebuiltAlone() {
        // A list in a stack's root, renamed from the pushed screen, and a list in a tab.
        let yaml = """
            models:
              Item: { fields: [id, name] }
            components:
              Root:
                state: { items: '[Item(id: 1, name: "a"), Item(id: 2, name: "b")]', path: "[]" }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - for-each: items
                          as: item
                          id: item.id
                          body:
                            - navigation-link: open {item.name}
                              value: item.id
                            - Badge: { name: item.name }
                        - text: end of list
                      destinations:
                        - for: Int
                          as: number
                          body:
                            - button: rename
                              action: items[number - 1].name = "z"
              Tabs:
                state: { items: '[Item(id: 1, name: "a"), Item(id: 2, name: "b")]' }
                body:
                  - tab-view:
                      tabs:
                        - tab: One
                          body:
                            - for-each: items
                              as: item
                              id: item.id
                              body:
                                - text: one {item.name}
                            - button: rename
                              action: items[0].name = "z"
                        - tab: Two
                          body:
                            - for-each: items
                              as: item
                              id: item.id
                              body:
                                - Badge: { name: item.name }
              Badge:
                props: [name]
                body:
                  - text: badge {name}
            scenarios:
              - name: stack
                root: Root
                script:
                  - tap: open a
                  - tap: rename
                  - go-back: true
                    expect: [open z, badge z, open b, badge b, end of list]
                    assert: ["Root.renders == 1", "Badge.inits == 3"]
                  - tap: open z
                    expect: [rename]
              - name: tabs
                root: Tabs
                script:
                  - tap: rename
                    expect: [one z, one b]
                    assert: ["Tabs.renders == 1"]
                  - select-tab: Two
                    expect: [badge z, badge b]
            """
        for index in 0..<2 {
            let s = scenario(yaml, index)
            #expect(s.passed, "\(s.scenario): \(s.failures.map(\.message)) \(s.error?.description ?? "")")
        }
    }

    @Test func aRowThatNeverSettlesIsNamedInTheError() {
        // The row's on-change writes the field the row reads: the row, not the body, stays invalid.
        let s = scenario("""
            models:
              Item: { fields: [id, n] }
            components:
              Rows:
                state: { items: '[Item(id: 1, n: 0)]' }
                body:
                  - button: bump
                    action: items[0].n += 1
                  - for-each: items
                    as: item
                    id: item.id
                    body:
                      - Row:
                        on-change: { of: item.n, action: item.n += 1 }
              Row:
                body:
                  - text: row
            root: Rows
            script:
              - tap: bump
            """)
        #expect(s.error?.message.contains("still invalid: row 1 of Rows's for-each (Item#1.n changed)") == true,
                "\(s.error?.description ?? "no error")")
    }

    @Test func theTraceSaysTheRowIsBuiltAgainAndNotTheBody() {
        let trace = ScenarioTrace(scenario(spec(expect: "rename", assert: "Shelf.renders == 1")))
        let invalidations = trace.lines.filter { $0.kind == .invalidate && $0.step == 1 }.map(\.text)
        #expect(invalidations.contains { $0.hasPrefix("→ row 1 of Shelf's for-each must be built again: that row read Book#1.title") },
                "\(invalidations)")
        let renders = trace.lines.filter { $0.kind == .render && $0.step == 1 }.map(\.text)
        #expect(renders == ["build row 1 of Shelf's for-each again, not its body: Book#1.title changed",
                            "render Badge at 2.[1].1: its parent passed a different value: title \"a\" → \"z\""])
    }
}
