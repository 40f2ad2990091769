import Foundation
import Testing
@testable import SpecKit

/// A `switch` in an action, a task or a method (docs/semantics.md §92.6), and `.done` taking its
/// type from where it goes when two enums have a `done` (§92.1).
@Suite struct EnumSwitchTests {
    static let app = """
        models:
          Stage: { kind: enum, cases: [todo, doing, done] }
          Sync: { kind: enum, cases: [idle, done] }
          Board:
            fields: { sync: Sync.idle }
            methods:
              "mark(_ s: Sync)": sync = s
              "weight(_ s: Stage) -> Int": |
                switch s {
                case .todo: return 1
                case .doing: return 2
                case .done: return 3
                }
        components:
          Home:
            state: { stage: Stage.todo, sync: Sync.idle, points: 0, word: '"none"', board: "Board()" }
            body:
              - text: "stage {stage} sync {sync} points {points} word {word} board {board.sync}"
              - text: "is done {stage == .done} {sync == .done}"
              - button: advance
                action: |
                  switch stage {
                  case .todo: stage = .doing
                  case .doing: stage = .done
                  case .done: stage = .todo
                  }
              - button: score
                action: |
                  switch stage {
                  case .todo, .doing: points += 1
                  case .done:
                    points += 10
                    sync = .done
                    board.mark(.done)
                  }
              - button: name
                action: |
                  switch points {
                  case 0: word = "none"
                  case 1, 2: word = "few"
                  default: word = "many"
                  }
              - button: weigh
                action: points = board.weight(stage)
        root: Home
        """

    /// `script` ending with `right` shown and not `wrong`: the rule, and its lock.
    func expectShows(_ script: String, _ right: String, not wrong: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(Self.app + "\nscript:\n" + script + "\n    expect: [\"\(right)\"]\n")
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))", sourceLocation: sourceLocation)
        #expect(!scenario(Self.app + "\nscript:\n" + script + "\n    expect: [\"\(wrong)\"]\n").passed, "\(wrong) passed", sourceLocation: sourceLocation)
    }

    /// The first case that lists the value runs, and no other: `.todo` scores 1, not 1 and 10.
    @Test func theFirstCaseThatListsTheValueRunsAndNoOther() {
        expectShows("  - tap: score", "stage todo sync idle points 1 word none board idle", not: "stage todo sync idle points 11 word none board idle")
        expectShows("  - tap: advance\n  - tap: advance\n  - tap: advance", "stage todo sync idle points 0 word none board idle",
                    not: "stage done sync idle points 0 word none board idle")
    }

    /// `sync = .done` and `board.mark(.done)` are Sync's `done`, `stage == .done` Stage's: the
    /// target, the declared parameter and the other side give the type.
    @Test func twoEnumsWithACaseOfOneNameAreToldApartByWhereItGoes() {
        expectShows("  - tap: advance\n  - tap: advance\n  - tap: score", "stage done sync done points 10 word none board done",
                    not: "stage done sync idle points 10 word none board idle")
        expectShows("  - tap: advance\n  - tap: advance\n  - tap: score", "is done true true", not: "is done true false")
    }

    @Test func anIntSwitchTakesItsDefaultForAValueNoCaseLists() {
        expectShows("  - tap: score\n  - tap: name", "stage todo sync idle points 1 word few board idle", not: "stage todo sync idle points 1 word many board idle")
        expectShows("  - tap: advance\n  - tap: advance\n  - tap: score\n  - tap: name", "stage done sync done points 10 word many board done",
                    not: "stage done sync done points 10 word few board done")
    }

    /// A method returning a value returns it from whichever case runs.
    @Test func aMethodReturnsFromTheCaseThatRuns() {
        expectShows("  - tap: advance\n  - tap: weigh", "stage doing sync idle points 2 word none board idle", not: "stage doing sync idle points 1 word none board idle")
    }

    @Test func theTraceSaysWhichCaseRanAndWhy() {
        let result = run(Self.app + "\nscript:\n  - tap: score\n  - tap: score\n  - tap: name\n")
        let lines = ScenarioTrace(result.scenarios[0], spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.contains("switch `stage` is .todo: `case .todo, .doing` lists it, so its statements run") }, "\(lines)")
        #expect(lines.contains { $0.contains("switch `points` is 2: `case 1, 2` lists it, so its statements run") })
    }

    /// A case whose statements await, in a task: the task stops inside it and the statements after
    /// the switch follow when it resumes; the case taken is part of the explored state.
    @Test func aCaseThatAwaitsRunsAsTheTasksOwnStatements() throws {
        let yaml = """
            models: { Mode: { kind: enum, cases: [quick, slow] } }
            components:
              V:
                state: { mode: Mode.quick, n: 0 }
                body:
                  - text: n {n}
                  - button: slow
                    action: mode = .slow
                  - button: go
                    action: |
                      Task {
                        switch mode {
                        case .quick: n += 1
                        case .slow:
                          await sleep(100)
                          n += 2
                        }
                        n += 10
                      }
            root: V
            """
        let s = scenario(yaml + "\nscript:\n  - tap: go\n    expect: [n 11]\n  - tap: slow\n  - tap: go\n    expect: [n 11]\n  - advance: 100\n    expect: [n 23]\n")
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(!scenario(yaml + "\nscript:\n  - tap: slow\n  - tap: go\n    expect: [n 12]\n").passed)
        let (a, at) = try launched(yaml, recording: false)
        try a.tap("slow", at: at)
        try a.tap("go", at: at)
        let copy = a.copy()
        #expect(copy.stateKey() == a.stateKey())
        try copy.perform(.time(.advance(100)), at: at)
        #expect(texts(on: copy) == ["n 12"])
    }

    /// In a loop, a case's `break` leaves the switch, not the loop, and `continue` goes on with
    /// the loop's next turn, as in Swift.
    @Test func aBreakLeavesTheSwitchAndAContinueTheTurn() {
        func total(_ action: String) -> ScenarioResult {
            scenario("components:\n  V:\n    state: { n: 0 }\n    body:\n      - text: n {n}\n      - button: go\n        action: \"\(action)\"\nroot: V\nscript:\n  - tap: go\n    expect: [n 4]\n")
        }
        #expect(total("for x in [1, 2, 3] { switch x { case 2: break; default: n += x } }").passed)
        #expect(total("for x in [1, 2, 3] { switch x { case 2: continue; default: break }; n += x }").passed)
        // The lock: a `break` that left the loop would stop at 1.
        #expect(!total("for x in [1, 2, 3] { if x == 2 { break }; n += x }").passed)
    }

    static func first(_ yaml: String) -> String {
        diagnostics(yaml).first.map { "\($0.location.line):\($0.location.column): \($0.message) | \($0.hint ?? "")" } ?? "loads"
    }

    /// Swift's rules for a switch, before the run.
    @Test func aSwitchIsCheckedAsSwiftChecksIt() {
        let done = "          case .done:\n            points += 10\n            sync = .done\n            board.mark(.done)\n"
        let missing = Self.app.replacingOccurrences(of: done, with: "")
        #expect(Self.first(missing) == "29:11: switch must be exhaustive | add missing case: '.done', or a `default:`")
        let twoMissing = Self.app.replacingOccurrences(of: "          case .todo, .doing: points += 1\n" + done, with: "          case .todo: points += 1\n")
        #expect(Self.first(twoMissing) == "29:11: switch must be exhaustive | add missing cases: '.doing', '.done', or a `default:`")
        let noDefault = Self.app.replacingOccurrences(of: "          default: word = \"many\"\n", with: "")
        #expect(Self.first(noDefault) == "38:11: switch must be exhaustive | add a `default:`: an Int has more values than cases can list")
        let never = Self.app.replacingOccurrences(of: "case .done: stage = .todo\n", with: "case .done: stage = .todo\n          default: stage = .todo\n")
        #expect(Self.first(never) == "26:11: default will never be executed | every case of Stage has a case of its own: remove `default:`")
        let wrongEnum = Self.app.replacingOccurrences(of: "case .doing: stage = .done", with: "case Sync.idle: stage = .done")
        #expect(Self.first(wrongEnum) == "24:21: pattern of type 'Sync' cannot match 'Stage' | every case lists values of the switch's type, Stage, such as `.todo`")
        let noSuchCase = Self.app.replacingOccurrences(of: "case .doing: stage = .done", with: "case .idle: stage = .done")
        #expect(Self.first(noSuchCase) == "24:16: type 'Stage' has no member 'idle' | its cases are todo, doing, done")
        let literal = Self.app.replacingOccurrences(of: "case .doing: stage = .done", with: "case 1: stage = .done")
        #expect(Self.first(literal) == "24:16: expression pattern of type 'Int' cannot match values of type 'Stage' | every case lists values of the switch's type, Stage, such as `.todo`")
        let twice = Self.app.replacingOccurrences(of: "case .doing: stage = .done", with: "case .doing, .todo: stage = .done")
        #expect(Self.first(twice) == "24:24: .todo is already listed by the earlier case .todo (line 23): the first case that lists a value runs, so this one never does | Swift warns \"case is already handled by previous patterns\"; list each value in one case only")
        let optional = Self.app.replacingOccurrences(of: "switch points {", with: "switch Int(word) {")
        #expect(Self.first(optional).hasPrefix("38:18: a switch in an action compares an enum's cases, an Int, a String or a Bool; `Int(word)` is an Int?"))
    }

    /// What Swift's parser refuses, and the forms the engine does not run, each with the form to write.
    @Test func theFormsOfASwitchAreSwifts() {
        func refused(_ action: String) -> String {
            Self.first("models: { Stage: { kind: enum, cases: [todo, done] } }\ncomponents:\n  V:\n    state: { stage: Stage.todo, n: 0 }\n    body:\n      - button: go\n        action: \"\(action)\"\nroot: V\n")
        }
        #expect(refused("switch stage { case .todo: n = 1; default: n = 2; case .done: n = 3 }")
                == "7:68: additional 'case' blocks cannot appear after the 'default' block of a 'switch' | `default:` takes every value no case lists: write it last, once")
        #expect(refused("switch stage { case .todo:; case .done: n = 3 }")
                == "7:33: 'case' label in a 'switch' must have at least one executable statement | write `break` to do nothing for it")
        #expect(refused("switch stage { case .todo: break; case .done: n = 3 }") == "loads")
        #expect(refused("switch stage { case .todo: n = 1; fallthrough; case .done: n = 3 }")
                == "7:52: `fallthrough` is not expressed: a case's statements end at the next case | list the values two cases share in one case, `case .active, .done:`")
        #expect(refused("switch stage { case .todo: if n > 0 { break }; n = 1; case .done: n = 3 }")
                == "7:56: a `break` inside an `if` or a `do` in a switch case leaves the switch, which is not expressed | choose with `if … else` so that the rest of the case runs only when it should")
        #expect(refused("switch stage { case .todo: break; n = 1; case .done: n = 3 }")
                == "7:52: code after 'break' will never be executed | `break` leaves the switch; put it last, or leave it out")
        #expect(refused("switch stage { case let s: n = 1 }").hasPrefix("7:38: `case let …` binds a value, which is not expressed"))
        #expect(refused("switch n { case 1...3: n = 1; default: n = 2 }").hasPrefix("7:35: a case of a switch in an action is an enum case or a literal; found `1...3`"))
        #expect(refused("switch stage { }") == "7:18: 'switch' statement body must have at least one 'case' or 'default' block | write `switch filter { case .all: count = 0; case .active, .done: count = 1 }`")
    }

    /// `.done` where nothing gives its type, two enums having it: refused before the run, where
    /// it is written (a state's default, a label, a constant), with the qualified forms.
    @Test func aCaseTwoEnumsHaveIsRefusedWhereNothingGivesItsType() {
        let inDefault = Self.app.replacingOccurrences(of: "state: { stage: Stage.todo, sync: Sync.idle,", with: "state: { stage: Stage.todo, sync: .done,")
        #expect(Self.first(inDefault) == "16:39: '.done' is a case of Stage and Sync; its type cannot be inferred here | write the type: Stage.done or Sync.done")
        let inLabel = Self.app.replacingOccurrences(of: "{stage == .done} {sync == .done}", with: "{stage == .done} {.done}")
        #expect(Self.first(inLabel) == "19:42: '.done' is a case of Stage and Sync; its type cannot be inferred here | write the type: Stage.done or Sync.done")
        let constant = Self.app.replacingOccurrences(of: "action: points = board.weight(stage)", with: "action: let s = .done; points = board.weight(s)")
        #expect(Self.first(constant).hasSuffix("'.done' is a case of Stage and Sync; its type cannot be inferred here | write the type: Stage.done or Sync.done"))
        // Where the type is known, a case its enum lacks is Swift's "has no member".
        let lacking = Self.app.replacingOccurrences(of: "case .todo: stage = .doing", with: "case .todo: sync = .doing")
        #expect(Self.first(lacking) == "23:30: type 'Sync' has no member 'doing' | its cases are idle, done")
    }

    static let exported = InlineSpec("enum-switch.yaml", Self.app.replacingOccurrences(of: "root: Home", with: """
              - switch: stage
                cases:
                  - case: .todo
                    body: [ { text: to do } ]
                  - case: .doing, .done
                    body: [ { text: under way } ]
              - switch: sync
                cases:
                  - case: .idle
                    body: [ { text: idle } ]
        root: Home
        script:
          - tap: score
            expect: ["stage todo sync idle points 1 word none board idle", to do, idle]
        """))

    /// The switch is Swift's as written; a body switch that lists every case has no default, and
    /// one that does not shows nothing for the rest (§13).
    @Test func theExportWritesSwiftsSwitch() async throws {
        let export = try Self.exported.export()
        // Each line without its indentation.
        let file = { (path: String) in (export.files.first { $0.path == path }?.contents ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n") }
        let home = file("App/Home.swift")
        #expect(home.contains("switch stage {\ncase .todo, .doing:\npoints += 1\ncase .done:\npoints += 10\nsync = .done\nboard.mark(.done)\n}"), "\(home)")
        #expect(home.contains("case 1, 2:\nword = \"few\"\ndefault:\nword = \"many\"\n}"))
        #expect(home.contains("case Stage.doing, .done:\nText(verbatim: \"under way\")\n}"), "no default after every case")
        #expect(home.contains("case Sync.idle:\nText(verbatim: \"idle\")\ndefault:\nEmptyView()\n}"))
        #expect(file("App/Board.swift").contains("switch s {\ncase .todo:\nreturn 1\ncase .doing:\nreturn 2\ncase .done:\nreturn 3\n}"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("enum-switch.yaml", wrong: [
            ("expect: [\"points 1, rank low\", \"stage todo", "expect: [\"points 11, rank low\", \"stage todo", 0),
            ("expect: [\"stage done, sync done, finished true\"", "expect: [\"stage done, sync idle, finished true\"", 0),
            ("\"points 12, rank high\"]\n      - tap: advance", "\"points 12, rank low\"]\n      - tap: advance", 0),
        ])
    }
}
