import Testing
@testable import SpecKit

/// `error.localizedDescription` of a declared case with no text is the platform's text, which
/// the engine does not know: `spec check` refuses the read where such a case can reach the
/// `catch` (docs/semantics.md §79.3); what only the run can tell still stops the run there.
@Suite struct DescriptionAheadTests {
    /// A screen whose `save` button runs `action` in a task; `Drafts.save(_:)` throws `taken`
    /// (no text) for an empty title and `tooLong` (with text) for a long one.
    static func screen(_ action: String, script: String = "  - tap: save") -> String {
        """
        errors:
          SaveError: [taken, empty]
          LoadError:
            tooLong: '"Too long."'
        models:
          Drafts:
            fields: { n: 0 }
            methods:
              "save(_ title: String) async throws": |
                guard !title.isEmpty else { throw SaveError.taken }
                guard title.count < 5 else { throw LoadError.tooLong }
                n += 1
        components:
          Editor:
            state: { drafts: Drafts(), title: '""', status: '"idle"', pending: nil }
            body:
              - text: "status {status}"
              - button: save
                action: |
                  \(action.split(separator: "\n").joined(separator: "\n          "))
        root: Editor
        script:
        \(script)
        """
    }

    func found(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message) | \($0.hint ?? "")" }
    }

    static let refused = "`error.localizedDescription` of SaveError.taken is the platform's text, which the engine does not know"
    static let hint = "give each case of SaveError what it says under `errors:`, e.g. SaveError: { taken: '\"…\"' }, which makes it a LocalizedError"

    /// Thrown by a method the `do` awaits, the case reaches the last `catch`.
    @Test func aCaseOfNoTextFromAMethodIsRefusedAtTheRead() {
        let yaml = Self.screen("Task { do { try await drafts.save(title) } catch { status = error.localizedDescription } }")
        #expect(found(yaml) == ["20:77: \(Self.refused) | \(Self.hint)"], "\(found(yaml))")
    }

    /// A clause before it that takes the case (no `where`) leaves only cases with text: allowed,
    /// and the run shows the text; a wrong expectation fails (the lock).
    @Test func aCaseTakenBeforeIsNotRefused() {
        let action = "Task { do { title = \"toolong\"; try await drafts.save(title) } catch is SaveError { status = \"save\" } catch { status = error.localizedDescription } }"
        let yaml = Self.screen(action, script: "  - tap: save\n    expect: [status Too long.]")
        #expect(found(yaml).isEmpty, "\(found(yaml))")
        #expect(scenario(yaml).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "[status Too long.]", with: "[status save]")).passed)
    }

    /// A `where` may let the case pass, and `catch SaveError.empty` takes another case: both
    /// leave `taken` to the last clause.
    @Test func aWhereOrAnotherCaseDoesNotTakeIt() {
        for clause in ["catch SaveError.taken where title.count > 3 { }", "catch SaveError.empty { }"] {
            let yaml = Self.screen("Task { do { try await drafts.save(title) } \(clause) catch { status = error.localizedDescription } }")
            #expect(found(yaml).map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }.first?.hasPrefix(Self.refused) == true,
                    "\(found(yaml))")
        }
    }

    /// `throw error` in an inner `catch` throws the case it took on to the outer one; a `throw`
    /// in a `Task { }` of the `do` is the task's own.
    @Test func aRethrowCarriesTheCaseAndATaskKeepsIt() {
        let rethrown = Self.screen("Task { do { do { throw SaveError.taken } catch { status = \"x\"; throw error } } catch let e { status = e.localizedDescription } }")
        #expect(found(rethrown).count == 1, "\(found(rethrown))")
        let inTask = Self.screen("Task { do { Task { throw SaveError.taken }; try await sleep(10) } catch { status = error.localizedDescription } }")
        #expect(found(inTask).isEmpty, "\(found(inTask))")
    }

    /// A kept task's failure, awaited through its value, is the run's to tell: the check says
    /// nothing, and the run stops at the read with the same words.
    @Test func aKeptTasksFailureIsLeftToTheRun() {
        let yaml = Self.screen("""
            pending = Task { try await drafts.save(title) }
            Task { do { try await pending?.value } catch { status = error.localizedDescription } }
            """)
        #expect(found(yaml).isEmpty, "\(found(yaml))")
        let s = scenario(yaml)
        #expect(s.error?.message == Self.refused, "\(String(describing: s.error))")
    }

    /// A `do` in a model's method is checked alike.
    @Test func aMethodsOwnDoIsChecked() {
        let yaml = Self.screen("Task { await drafts.tryIt() }")
            .replacingOccurrences(of: "        n += 1\n", with: "        n += 1\n      \"tryIt() async\": 'do { throw SaveError.taken } catch { n = error.localizedDescription.count }'\n")
        #expect(yaml.contains("tryIt() async"))
        #expect(found(yaml).map { $0.components(separatedBy: " | ")[0] }.first?.hasSuffix(Self.refused) == true, "\(found(yaml))")
    }

    /// The error types are the whole spec's: checks made ahead give what checks in turn give.
    @Test func checksMadeAheadAgree() {
        var ahead = Limits.standard
        ahead.componentsAheadBytes = 0
        let yaml = Self.screen("Task { do { try await drafts.save(title) } catch { status = error.localizedDescription } }")
        let shown = { (d: Diagnostic) in "\(d) | \(d.hint ?? "")" }
        #expect(diagnostics(yaml).map(shown) == diagnostics(yaml, limits: ahead).map(shown))
        #expect(diagnostics(yaml).count == 1)
    }
}
