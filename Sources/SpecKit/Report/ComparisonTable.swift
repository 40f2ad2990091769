/// The article's comparison table, generated from runs: one row per scenario, a column per label
/// the scenarios' last steps expect, and the measures (stale renders, state kept).
///
/// Columns come from the expectations of each scenario's last step, matched against the text
/// templates of the spec's bodies: `model input 2` comes from `model input {model.input}`, so the
/// column is `model input {model.input}` and the cell `2`. When a scenario expects several labels
/// of one template, a part that tells them apart names the column: `item 2 likes {likes}`. A label
/// no template makes is a column of its own, shown or not. Every label any scenario's last step
/// expects has a column, over one file or several: a row whose scenario does not expect it has
/// `–` there. (A column once needed two scenarios, and a file of one scenario beside others lost
/// all its columns.)
///
/// A table over several files starts with a `file` column, so that rows of the same name are told
/// apart; a table with a row that did not pass has a `result` column (PASS, FAIL, ERROR). A failed
/// expectation of an earlier step, or a failed `assert:`, has no cell to carry its ✗: a `failed at`
/// column then says, for each row that has one, the first such failure and its step.
public struct ComparisonTable {
    public struct Cell: Sendable, Equatable {
        public var value: String
        /// nil when no expectation covers the cell; else whether it held, and what was expected.
        public var passed: Bool?
        public var expected: String?

        public var text: String {
            switch passed {
            case .none: return value
            case .some(true): return "\(value) ✓"
            case .some(false): return "\(value) ✗ (expected \(expected ?? "?"))"
            }
        }
    }

    public struct Row: Sendable {
        /// The spec file the scenario is in, as it was given.
        public var file: String
        public var scenario: String
        /// PASS, FAIL or ERROR, as `spec run` says.
        public var result: String
        public var cells: [String: Cell]
        /// Renders in which an invariant was false; nil when the spec declares no invariant.
        public var staleRenders: Int?
        /// Identities holding state that were destroyed after launch: their state was dropped.
        public var stateDropped: Int
        /// The same, by why, as a reader tells a reset from a view taken away: `by a new .id`,
        /// `by a branch`, `with its row`, `with its screen` (a sheet dismissed, a screen popped, the container that showed it gone).
        public var droppedBy: [(why: String, count: Int)] = []
        /// For-each rows keyed by position whose written state stayed while their parent passed
        /// them another element: the state moved to another row's value. A row keyed by its
        /// element's id that is passed new values shows its own element, edited (RowKeying).
        public var stateMoved: Int
        /// Objects an `@ObservedObject` or a `let` built in init was given again at a later init
        /// of an identity that was kept, after launch: the identity stayed, the old instance and
        /// what it held did not (§12).
        public var objectsMadeAgain: Int = 0
        /// Requests started, requests cancelled with their task, and writes of a task made after
        /// it was cancelled or its view went away; nil when no task of the scenario ever awaited.
        public var time: (requests: Int, cancelled: Int, lateWrites: Int)?
        public var error: String?
        /// The failures no ✗ cell shows (an earlier step's expectation, an `assert:`): the first,
        /// as `step 1: expected "count 2" on screen`, and how many more; nil when there is none.
        public var failedAt: String?

        /// `yes`, or what became of the state.
        public var stateKept: String {
            var lost: [String] = []
            if stateDropped > 0 {
                let whys = droppedBy.filter { $0.count > 0 }
                lost.append(whys.count == 1 ? "\(stateDropped) dropped \(whys[0].why)"
                    : whys.isEmpty ? "\(stateDropped) dropped"
                    : "\(stateDropped) dropped: " + whys.map { "\($0.count) \($0.why)" }.joined(separator: ", "))
            }
            if stateMoved > 0 { lost.append("\(stateMoved) moved to another row") }
            if objectsMadeAgain > 0 { lost.append("\(objectsMadeAgain) \(objectsMadeAgain == 1 ? "object" : "objects") made again") }
            return lost.isEmpty ? "yes" : "no (\(lost.joined(separator: ", ")))"
        }
    }

    public private(set) var columns: [String] = []
    public private(set) var rows: [Row] = []
    /// Whether the `result` column is there even when every row passed (the HTML report's is).
    public let alwaysShowsResult: Bool

    public init(_ results: [FileResult], alwaysShowsResult: Bool = false) {
        self.alwaysShowsResult = alwaysShowsResult
        var scenarios: [(ScenarioResult, Spec?)] = []
        for file in results {
            for scenario in file.scenarios { scenarios.append((scenario, file.spec)) }
        }
        var templates: [String: [(component: String, template: LabelTemplate)]] = [:]
        for file in results { if let spec = file.spec { templates[file.file] = LabelTemplate.byComponent(in: spec) } }
        let checks = scenarios.map { ExpectedColumns.finalChecks($0.0, steps: $0.1?.scenario(for: $0.0)?.steps ?? []) }
        let screens = scenarios.map { $0.0.screen.filter { $0.kind == .text }.map(\.label) }
        let columns = ExpectedColumns(scenarios.map { LabelTemplate.of(Self.made($0.0), among: templates[$0.0.file] ?? []) },
                                      checks: checks, screens: screens)
        self.columns = columns.order
        for (index, (scenario, spec)) in scenarios.enumerated() {
            var row = Self.row(scenario, spec: spec, cells: columns.cells[index])
            let crossed = Set(checks[index].filter { !$0.passed }.compactMap(\.location))
            row.failedAt = Self.failedAt(scenario.failures.filter { !crossed.contains($0.expectation.location) })
            rows.append(row)
        }
        showsTime = rows.contains { $0.time != nil }
        showsFile = Set(rows.map(\.file)).count > 1
        showsResult = alwaysShowsResult || rows.contains { $0.result != "PASS" }
        showsErrors = rows.contains { $0.error != nil }
        showsFailedAt = rows.contains { $0.failedAt != nil && $0.error == nil }
    }

    /// The first of `failures` with its step, and how many more: `step 2: expected "a" on screen
    /// (and 1 more)`; the expectations after the script are `at the end`.
    static func failedAt(_ failures: [Failure]) -> String? {
        guard let first = failures.first else { return nil }
        let when = first.missingError ? "" : first.endOfScript ? "at the end: " : "step \(first.stepIndex): "
        return when + first.message + (failures.count > 1 ? " (and \(failures.count - 1) more)" : "")
    }

    /// The components a scenario's run made views of, read from its log; nil when it kept none.
    static func made(_ scenario: ScenarioResult) -> Set<String>? {
        var made: Set<String> = []
        for case .created(let node) in scenario.log { made.insert(node.component) }
        return made.isEmpty ? nil : made
    }

    /// Why a state was dropped, in words, in the order the column lists them; a view destroyed
    /// with no reason of its own takes the one of the view around it (`inherited`).
    enum DropReason: String, CaseIterable {
        case id = "by a new .id", branch = "by a branch", row = "with its row", screen = "with its screen"

        init(_ loss: IdentityLoss?, inherited: DropReason?) {
            switch loss {
            case .id?: self = .id
            case .branch?, .switchCase?: self = .branch
            case .row?: self = .row
            case nil: self = inherited ?? .screen
            }
        }
    }

    static func row(_ scenario: ScenarioResult, spec: Spec?, cells: [String: Cell]) -> Row {
        var launched = false
        var dropped = 0, stale = 0
        var droppedWhy: [DropReason: Int] = [:], lossOf: [Int: DropReason] = [:]
        var written: Set<Int> = [], moved: Set<Int> = []
        var lastArguments: [Int: [Argument]] = [:]
        // Each node's component, so that a row's parent body can be read for how it keys the row.
        var components: [Int: String] = [:]
        // A memo's value is kept with the identity too: `MemoView`'s `@State`, as a lazy holder's.
        func holdsState(_ node: NodeRef) -> Bool {
            spec?.component(named: node.component)?.holders.isEmpty == false
        }
        func keyedByPosition(_ node: NodeRef) -> Bool {
            guard let parent = node.parent.flatMap({ components[$0] }), let body = spec?.component(named: parent)?.body else { return true }
            return RowKeying.byPosition(identity: node.identity, in: body) ?? true
        }
        // A new instance is made again once the body that shows it runs: an `Equatable` view kept
        // equal (skipped) keeps its old one.
        var madeAgain: [Int: Int] = [:], objectsMadeAgain = 0
        var suspensions = 0, requests = 0, cancelled = 0, lateWrites = 0
        for event in scenario.log {
            switch event {
            case .stepStarted:
                launched = true
            case .created(let node):
                components[node.id] = node.component
            case .destroyed(let node, let why) where launched:
                // A view destroyed with the one around it goes for that one's reason.
                let category = DropReason(why, inherited: node.parent.flatMap { lossOf[$0] })
                lossOf[node.id] = category
                guard holdsState(node) else { break }
                dropped += 1
                droppedWhy[category, default: 0] += 1
            case .holder(let node, _, .observedObject, .replaced(let value, let old)) where launched && value != old,
                 .holder(let node, _, .constant, .replaced(let value, let old)) where launched && value != old:
                if case .model = value { madeAgain[node.id, default: 0] += 1 }
            case .skipped(let node):
                madeAgain[node.id] = nil
            case .rendered(let node, _):
                objectsMadeAgain += madeAgain.removeValue(forKey: node.id) ?? 0
            case .stateWritten(let node, _, _, _):
                written.insert(node.id)
            case .initialized(let node, let arguments):
                // A row keyed by position keeps its state while it is passed another element. A
                // closure is new at every init, so it says nothing about which element a row shows;
                // nor does a binding into an element, which names the element's index (§34).
                let values = arguments.filter {
                    switch $0.value {
                    case .closure: return false
                    case .binding(let b): return b.path.isEmpty
                    default: return true
                    }
                }
                if let last = lastArguments[node.id], last != values, written.contains(node.id),
                   node.identity.contains("["), keyedByPosition(node) {
                    moved.insert(node.id)
                }
                lastArguments[node.id] = values
            case .stale:
                stale += 1
            case .taskSuspended: suspensions += 1
            case .requestStarted: requests += 1
            case .requestCancelled: cancelled += 1
            case .lateWrite: lateWrites += 1
            default: break
            }
        }
        let hasInvariant = spec?.components.contains { $0.invariant != nil } ?? false
        return Row(file: scenario.file, scenario: scenario.scenario, result: scenario.outcome, cells: cells,
                   staleRenders: hasInvariant ? stale : nil,
                   stateDropped: dropped, droppedBy: DropReason.allCases.map { (why: $0.rawValue, count: droppedWhy[$0, default: 0]) },
                   stateMoved: moved.count, objectsMadeAgain: objectsMadeAgain,
                   time: suspensions > 0 ? (requests, cancelled, lateWrites) : nil, error: scenario.error?.message)
    }

    /// Whether a task of any scenario awaited: then the table shows the time columns. Known once
    /// the rows are, as each row's cells ask.
    private(set) var showsTime = false

    /// Whether a scenario stopped with an error: then the table ends with an `error` column.
    private(set) var showsErrors = false

    /// Whether a row failed with a failure no ✗ cell shows: then a `failed at` column says which.
    private(set) var showsFailedAt = false

    /// Whether the rows come from more than one file: then the table starts with a `file` column.
    private(set) var showsFile = false

    /// Whether the table has a `result` column: a row that did not pass, or the page asked for it.
    private(set) var showsResult = false

    /// The columns before the expectations': the file, the scenario and its result.
    var leading: [String] { (showsFile ? ["file"] : []) + ["scenario"] + (showsResult ? ["result"] : []) }

    var header: [String] {
        leading + columns + ["stale renders", "state kept"]
            + (showsTime ? ["requests", "requests cancelled", "late writes"] : [])
            + (showsFailedAt ? ["failed at"] : [])
            + (showsErrors ? ["error"] : [])
    }

    /// A row's cells. A scenario that stopped has no measures to compare, as it never reached its
    /// end: each of its cells is `–` and the error has a column of its own, so it is never read as
    /// a value of another column.
    func cells(_ row: Row) -> [String] {
        let lead = (showsFile ? [row.file] : []) + [row.scenario] + (showsResult ? [row.result] : [])
        if let error = row.error {
            return lead + Array(repeating: "–", count: header.count - lead.count - 1) + [error]
        }
        let time = showsTime ? [row.time.map { String($0.requests) } ?? "–", row.time.map { String($0.cancelled) } ?? "–",
                                row.time.map { String($0.lateWrites) } ?? "–"] : []
        return lead + columns.map { row.cells[$0]?.text ?? "–" }
            + [row.staleRenders.map(String.init) ?? "–", row.stateKept] + time
            + (showsFailedAt ? [row.failedAt ?? ""] : []) + (showsErrors ? [""] : [])
    }

    /// GitHub-flavoured Markdown, to paste into an article.
    public func markdown() -> String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map(Self.markdownText).joined(separator: " | ") + " |\n"
        }
        return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n" + rows.map { line(cells($0)) }.joined()
    }

    /// A cell's text as Markdown shows it as written: each character that would start emphasis,
    /// code, a link, an HTML tag or strikethrough, or end the cell (`|`), escaped with a backslash,
    /// as CommonMark lets any ASCII punctuation be; a scenario named `*draft* of_a_row` reads so.
    /// A `]` is left as it is: with its `[` escaped no link can start, and a list's `[2, 20]` stays readable.
    static func markdownText(_ text: String) -> String {
        guard text.contains(where: { markdownSpecial.contains($0) }) else { return text }
        var out = ""
        for c in text {
            if markdownSpecial.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    private static let markdownSpecial: Set<Character> = ["\\", "|", "*", "_", "`", "<", "[", "~"]

    /// Aligned columns for a terminal.
    public func text() -> String {
        let all = [header] + rows.map(cells)
        let widths = header.indices.map { i in all.map { TextWidth.columns($0[i]) }.max() ?? 0 }
        return all.map { cells in
            zip(cells, widths).map { TextWidth.padded($0, to: $1) }.joined(separator: "  ")
                .trimmingCharacters()
        }.joined(separator: "\n") + "\n"
    }
}
