import Testing
@testable import SpecKit

/// `spec table`: columns named after the expectations and the templates their labels come from,
/// and a "state kept" column that tells dropped state from state that moved to another row
/// (docs/semantics.md §12).
@Suite struct ComparisonTableTests {
    func table(_ files: [String]) -> ComparisonTable {
        ComparisonTable(files.map { RecordedRuns.result(of: $0) })
    }

    /// A row deleted and a branch turned off are told apart from a new identity.
    @Test func stateDroppedSaysWhy() {
        let t = table(["specs/list-delete.yaml", "specs/branch-reset.yaml"])
        let kept = t.rows.map(\.stateKept)
        #expect(kept.contains { $0.contains("dropped with its row") }, "\(kept)")
        #expect(kept.contains { $0.contains("dropped by a branch") }, "\(kept)")
        #expect(!kept.contains { $0.contains("by a new .id") }, "\(kept)")
    }

    @Test func theDemoAndTheRepairsMakeTheArticlesTable() {
        let t = table(["specs/lazy-state-trap.yaml", "specs/repairs.yaml"])
        #expect(t.columns == ["model input {model.input}", "models created {Model.creations}", "likes {likes}"])
        #expect(t.rows.count == 10)
        let byName = Dictionary(t.rows.map { ($0.scenario, $0) }, uniquingKeysWith: { a, _ in a })
        let state = byName["@State, built in init"]
        #expect(state?.cells["model input {model.input}"] == .init(value: "1", passed: true, expected: "1"))
        #expect(state?.cells["models created {Model.creations}"]?.value == "3")
        #expect(state?.staleRenders == 1)
        #expect(byName["@State in init + .id(input)"]?.stateDropped == 2)
        #expect(byName["@State in init + .id(input)"]?.stateMoved == 0)
        #expect(byName["the Up way"]?.stateDropped == 0)
        let md = t.markdown()
        #expect(md.hasPrefix("| file | scenario | model input {model.input} | models created {Model.creations} | likes {likes} | stale renders | state kept |\n|---|"))
        #expect(md.contains("/specs/repairs.yaml | @State in init + onChange(of: input) | 2 ✓ | 4 ✓ | 1 ✓ | 1 | yes |"))
        // The id'd view and the one inside it go for the new `.id`, the inner one with the outer.
        #expect(md.contains("/specs/repairs.yaml | @LazyState + .id(input) | 2 ✓ | 2 ✓ | 0 ✓ | 0 | no (2 dropped by a new .id) |"))
        #expect(byName["@State in init + .id(input)"]?.droppedBy.map(\.count) == [2, 0, 0, 0])
        // Both files have a scenario of this name: the file column, as the path was given, tells them apart.
        #expect(md.contains("/specs/lazy-state-trap.yaml | a Memo keyed by the input | 2 ✓ | 2 ✓ | – | 0 | yes |"))
        #expect(md.contains("/specs/repairs.yaml | a Memo keyed by the input | 2 ✓ | 2 ✓ | 1 ✓ | 0 | yes |"))
    }

    @Test func aListsRowsAreColumnsNamedByThePartThatTellsThemApart() {
        let t = table(["specs/list-identity.yaml", "specs/repairs.yaml"])
        #expect(Array(t.columns.prefix(4)) == ["item 0 likes {likes}", "item 1 likes {likes}", "item 2 likes {likes}", "item 3 likes {likes}"])
        #expect(t.columns.dropFirst(4).first == "model input {model.input}")
        let byID = t.rows[0], byPosition = t.rows[1]
        #expect(byID.cells["item 2 likes {likes}"]?.text == "1 ✓" && byPosition.cells["item 2 likes {likes}"]?.text == "0 ✓")
        #expect(byPosition.cells["item 1 likes {likes}"]?.text == "1 ✓")
        // The like stayed with the second row while that row was passed another item: moved, not dropped.
        #expect(byID.stateKept == "yes")
        #expect(byPosition.stateMoved == 1 && byPosition.stateDropped == 0)
        #expect(byPosition.stateKept == "no (1 moved to another row)")
        #expect(t.rows.first { $0.scenario == "@LazyState + .id(input)" }?.stateKept == "no (2 dropped by a new .id)")
    }

    @Test func aDeletedRowIsDroppedAndOnlyRowsKeyedByPositionMoveState() {
        // A row keyed by id is passed a new closure at every init; its element stays, so its state did not move.
        let t = table(["specs/list-delete.yaml"])
        #expect(t.rows.map(\.stateKept) == ["no (1 dropped with its row)", "no (1 dropped with its row, 1 moved to another row)"])
    }

    /// An `@ObservedObject` built in init keeps its identity at the parent's render, but not its
    /// object: the column says the object was made again, not that the state was kept; the
    /// `@StateObject` keeps both.
    @Test func anObservedObjectMadeAgainIsNotStateKept() {
        let t = table(["specs/observed-object-in-init.yaml"])
        #expect(t.rows.map(\.objectsMadeAgain) == [1, 0])
        #expect(t.rows.map(\.stateDropped) == [0, 0])
        #expect(t.rows.map(\.stateKept) == ["no (1 object made again)", "yes"])
        // Made again at each render of the parent; a `let` holding an object is made again too,
        // one holding a value is not state.
        let yaml = """
            models:
              Counter: { kind: observable-object, fields: { count: 0 } }
            components:
              Parent:
                state: { ticks: 0 }
                body:
                  - text: "ticks {ticks}"
                  - button: tick
                    action: ticks += 1
                  - Child: { ticks: ticks }
              Child:
                props: [ticks]
                let: { counter: "Counter()", twice: "ticks * 2" }
                body:
                  - text: "count {counter.count} twice {twice}"
            root: Parent
            script:
              - tap: tick
              - tap: tick
                expect: ["count 0 twice 4"]
            """
        #expect(kept(yaml) == "no (2 objects made again)")
        #expect(kept(yaml.replacingOccurrences(of: "counter: \"Counter()\", ", with: "").replacingOccurrences(of: "count {counter.count} ", with: "")) == "yes")
    }

    /// Rows of todos, `id: KEY`, each with a like; a tap renames the first todo in place.
    static let renamed = """
        models:
          Todo: { kind: struct, fields: [id, title] }
        components:
          Screen:
            state: { todos: '[Todo(id: 1, title: "milk"), Todo(id: 2, title: "eggs")]' }
            body:
              - button: rename
                action: todos[0].title = "oat milk"
              - button: prepend
                action: 'todos = [Todo(id: 0, title: "tea")] + todos'
              - for-each: todos
                as: t
                index: i
                id: KEY
                body:
                  - Row: { title: t.title }
          Row:
            props: [title]
            state: { likes: 0 }
            body:
              - text: "{title} likes {likes}"
              - button: "like {title}"
                action: likes += 1
        root: Screen
        script:
          - tap: like milk
          - tap: STEP
        """

    func kept(_ yaml: String) -> String {
        ComparisonTable([run(yaml)]).rows.first?.stateKept ?? "none"
    }

    /// A row keyed by its element's id keeps that element: renamed, it is the same todo with its
    /// like, not state that moved. Keyed by position, the like goes to whichever todo comes to
    /// the row: a prepend moves it; a range's element is a position too.
    @Test func aRowKeyedByIdThatIsEditedKeepsItsStateAndOnlyRowsKeyedByPositionMoveIt() {
        func spec(key: String, step: String) -> String {
            Self.renamed.replacingOccurrences(of: "KEY", with: key).replacingOccurrences(of: "STEP", with: step)
        }
        #expect(kept(spec(key: "t.id", step: "rename")) == "yes")
        #expect(kept(spec(key: "\\.id", step: "prepend")) == "yes")
        #expect(kept(spec(key: "i", step: "prepend")) == "no (1 moved to another row)")
        // Renamed in place, a row keyed by position is passed another title: the column cannot
        // tell an edit from another element there, and says moved.
        #expect(kept(spec(key: "i", step: "rename")) == "no (1 moved to another row)")
        let range = spec(key: "i", step: "prepend").replacingOccurrences(of: "for-each: todos", with: "for-each: 0..<todos.count")
            .replacingOccurrences(of: "as: t", with: "as: n").replacingOccurrences(of: "index: i", with: "index: j")
            .replacingOccurrences(of: "id: i", with: "id: n").replacingOccurrences(of: "t.title", with: "'todos[n].title'")
        #expect(kept(range) == "no (1 moved to another row)", "\(String(describing: run(range).loadError))")
    }

    /// A memo's value is `MemoView`'s `@State`: destroyed with its row, it is dropped, as a lazy
    /// holder's is.
    @Test func aMemoHolderIsStateTheTableCounts() {
        func spec(key: String) -> String {
            """
            models:
              Model: { fields: [input] }
            components:
              Screen:
                state: { items: "[1, 2, 3]" }
                body:
                  - button: bump all
                    action: items = [10, 20, 30]
                  - for-each: items
                    as: item
                    index: i
                    id: \(key)
                    body:
                      - Cell: { input: item }
              Cell:
                props: [input]
                memo:
                  model: { value: "Model(input: input)", dependencies: [input] }
                body:
                  - text: "model {model.input}"
            root: Screen
            script:
              - tap: bump all
            """
        }
        #expect(kept(spec(key: "item")) == "no (3 dropped with its row)")
        #expect(kept(spec(key: "i")) == "yes")
    }

    @Test func anIdentityIsSplitIntoItsStepsAtTheDotsBetweenThem() {
        #expect(RowKeying.steps(of: "1.then.0.[3].0") == ["1", "then", "0", "[3]", "0"])
        #expect(RowKeying.steps(of: #"0.["a.b"].case(1).[1.5].0.id([1, 2])"#) == ["0", #"["a.b"]"#, "case(1)", "[1.5]", "0", "id([1, 2])"])
        #expect(RowKeying.steps(of: #"0.["x\"]."].0"#) == ["0", #"["x\"]."]"#, "0"])
    }

    @Test func noColumnIsAWordSplit() {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: my list
                  - text: item {n} has 0 likes
                  - button: add
                    action: n += 1
            root: Root
            scenarios:
              - name: one
                script: [{tap: add, expect: [my list, item 1 has 0 likes]}]
              - name: two
                script: [{tap: add}, {tap: add, expect: [my list, item 2 has 0 likes]}]
            """
        let t = ComparisonTable([run(yaml)])
        #expect(t.columns == ["my list", "item {n} has 0 likes"])
        #expect(t.rows.map { $0.cells["item {n} has 0 likes"]?.text } == ["1 ✓", "2 ✓"])
        #expect(t.rows.map { $0.cells["my list"]?.text } == ["shown ✓", "shown ✓"])
    }

    /// A label shown in a tab, a sheet or a pushed screen comes from a template too: its column is
    /// named by the template, as one in the root's body is.
    @Test func templatesInsideScreensNameTheirColumns() {
        let yaml = """
            components:
              Home:
                state: { n: 1, shown: false }
                body:
                  - tab-view:
                      tabs:
                        - tab: Main
                          body:
                            - text: n {n}           # read, so the sheet's content is built again
                            - button: bump
                              action: n += 1
                            - button: open
                              action: shown = true
                  - Empty:
                    sheet:
                      is-presented: $shown
                      content:
                        - text: sheet n {n}
              Empty:
                body: []
            root: Home
            scenarios:
              - name: once
                script: [{ tap: open }]
                expect: [sheet n 1]
              - name: twice
                script: [{ tap: bump }, { tap: open }]
                expect: [sheet n 2]
            """
        let result = run(yaml)
        #expect(result.loadError == nil, "\(result.loadError?.description ?? "")")
        let t = ComparisonTable([result])
        #expect(t.columns.first == "sheet n {n}", "\(t.columns)")
        #expect(t.rows.map { $0.cells["sheet n {n}"]?.text } == ["1 ✓", "2 ✓"])
    }

    @Test func aFailedCellShowsWhatWasOnScreenAndWhatWasExpected() {
        let yaml = """
            components:
              Root:
                state: { n: 1 }
                body:
                  - text: count {n}
            root: Root
            script:
              - expect: [count 2]
            """
        let t = ComparisonTable([run(yaml)])
        #expect(t.rows.first?.cells["count {n}"]?.text == "1 ✗ (expected 2)")
        #expect(t.text().contains("1 ✗ (expected 2)"))
    }

    @Test func assertionsOverMeasuresMakeNoColumn() {
        let t = table(["specs/lazy-state-trap.yaml"])
        #expect(!t.columns.contains { $0.contains("==") }, "\(t.columns)")
    }

    @Test func theCommandPrintsMarkdownWhenPiped() async throws {
        let (status, out, _) = try await runCommand(["table", "specs/lazy-state-trap.yaml"])
        #expect(status == 0)
        #expect(out.contains("| @LazyState | 1 ✓ | 1 ✓ | 1 | yes |"))
    }

    @Test func timeColumnsCountRequestsCancellationsAndLateWrites() async {
        let t = ComparisonTable([RecordedRuns.result(of: "specs/search-race.yaml")])
        #expect(t.header.suffix(3) == ["requests", "requests cancelled", "late writes"])
        let byName = Dictionary(t.rows.map { ($0.scenario, $0) }, uniquingKeysWith: { a, _ in a })
        let fixed = byName["task(id: query), search honours cancellation"]?.time
        #expect(fixed?.requests == 2 && fixed?.cancelled == 1 && fixed?.lateWrites == 0)
        let raced = byName["task(id: query), search ignores cancellation"]?.time
        #expect(raced?.cancelled == 0 && raced?.lateWrites == 1)
        // A spec whose tasks never await keeps the table it had.
        let repairs = ComparisonTable([RecordedRuns.result(of: "specs/repairs.yaml")])
        #expect(!repairs.header.contains("requests"))
    }

    /// Over several files, a failing scenario's column was dropped when no other scenario shared
    /// it, and the row looked clean. Its column is kept now, with the ✗, and a `result` column
    /// says it failed, or stopped.
    @Test func aRowThatDidNotPassSaysSoWhenItsFailureHasNoColumn() async throws {
        let failing = """
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: count {count}
                  - button: add
                    action: count += 1
            root: Counter
            script:
              - tap: add
                expect: [count 2]
            """
        let stopping = failing.replacingOccurrences(of: "count += 1", with: "count = 5 % count")
        let t = ComparisonTable([RecordedRuns.result(of: "specs/lazy-state-trap.yaml"), run(failing, file: "fails.yaml"),
                                 run(stopping, file: "stops.yaml")])
        #expect(Array(t.header.prefix(3)) == ["file", "scenario", "result"])
        #expect(t.rows.map(\.result) == ["PASS", "PASS", "PASS", "FAIL", "ERROR"])
        let md = t.markdown()
        #expect(md.contains("| fails.yaml | Counter | FAIL | – | – | 1 ✗ (expected 2) | – | yes |  |\n"), "\(md)")
        #expect(md.contains("| stops.yaml | Counter | ERROR | – | – | – | – | – | division by zero in 5 % count |\n"), "\(md)")
        // One file that passes keeps the table it had: no file, no result.
        #expect(table(["specs/lazy-state-trap.yaml"]).header.prefix(2) == ["scenario", "model input {model.input}"])
        // Text too, with the same columns.
        #expect(t.text().hasPrefix("file "))
        #expect(t.text().contains("FAIL"))
    }

    /// Two components write alike labels (`models created {Small.creations}` and `models created
    /// {Model.creations}`): a scenario's label is read against the templates of the components its
    /// run made, so the column is named by the counter its scenarios showed.
    @Test func aLabelComesFromAComponentTheRunMade() {
        let yaml = """
            models:
              Model: { fields: [input] }
              Small: { fields: [input] }
            components:
              Big:
                state: { m: "Model(input: 1)" }
                body: [ { text: "models created {Model.creations}" } ]
              Tiny:
                state: { m: "Small(input: 1)" }
                body: [ { text: "models created {Small.creations}" } ]
            scenarios:
              - { name: big one, root: Big, script: [ { expect: models created 1 } ] }
              - { name: big two, root: Big, script: [ { expect: models created 1 } ] }
              - { name: tiny, root: Tiny, script: [ { expect: models created 1 } ] }
            """
        let t = ComparisonTable([run(yaml)])
        #expect(t.columns == ["models created {Model.creations}", "models created {Small.creations}"])
        #expect(t.rows.map { $0.cells["models created {Model.creations}"]?.value } == ["1", "1", nil])
        #expect(t.rows.map { $0.cells["models created {Small.creations}"]?.value } == [nil, nil, "1"])
    }

    /// The "state kept" column counts lost state, not destroyed identities: three popped screens
    /// that hold nothing lose nothing; the same screens with a `@State` each lose three.
    @Test func poppedScreensWithoutStateKeepItAndScreensWithStateDropIt() {
        func spec(_ detailState: String) -> String {
            """
            components:
              Root:
                state: { path: "[]" }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: root
                      destinations:
                        - for: Int
                          as: number
                          body:
                            - Detail: { number: number }
                  - button: deep
                    action: path = [1, 2, 3]
                  - button: home
                    action: path = []
              Detail:
                props: [number]
            \(detailState)
                body:
                  - text: "detail {number}"
            root: Root
            script:
              - tap: deep
              - tap: home
            """
        }
        #expect(kept(spec("")) == "yes")
        #expect(kept(spec("    state: { likes: 0 }")) == "no (3 dropped with its screen)")
        #expect(ComparisonTable([run(spec(""))]).header.contains("state kept"))
    }
}

