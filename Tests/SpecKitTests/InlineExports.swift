import Foundation
import Testing
@testable import SpecKit

/// A spec given as text whose SwiftUI export a test type-checks. It is named beside its test and
/// listed in `InlineExports.all`, so that all of them are type-checked while the run is planned.
struct InlineSpec: Sendable {
    var file: String
    var yaml: String

    /// `file` is the name the spec is decoded under: the app's name comes from it.
    init(_ file: String, _ yaml: String) {
        self.file = file
        self.yaml = yaml
    }

    func export() throws -> SwiftUIExport {
        try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: file))
    }
}

/// The inline specs' exports, type-checked while the run is planned: their apps in one batch and
/// their UI tests in another (TypeCheckBatch). Asked for by each test as it came, they made some
/// thirty small compiler jobs spread over the run, each mostly the compiler's start-up. A test
/// takes the prepared outcomes of an export byte for byte the same as a listed one; any other is
/// checked in the batches as before, and `expectTypeChecks` fails it so the list is kept whole.
/// A run of some tests without ExportTests (whose trait starts the checks) checks only its own.
enum InlineExports {
    static let all: [InlineSpec] = [
        ExportTests.observableObjects, ForInLoopTests.exported, WhileLoopTests.exported, AsyncLetCatchTests.exported, TaskGroupTests.exported, ExportTests.observedFromAProp, ExportTests.environmentValues,
        ExportTests.environmentKeysPastTypes, ExportTests.structModel, ExportTests.observedSettings,
        ExportTests.forEachIds, ExportTests.modifiers, ExportTests.bindings, ExportTests.arrays,
        ExportTests.screensWithoutBindings, ExportTests.idOutsidePresentation, ExportTests.framed, ExportTests.timers, ExportTests.fieldBindings, ExportTests.pushedStruct,
        ExportTests.expressions, RequestErrorTests.exported, ExportAssertionTests.counter, ExportTests.scenarioNames, ExportTests.keywordProps, ExportTests.notesWithID,
        AnimationRulesTests.exported, AppStorageRulesTests.exported, ClosureParameterTests.exported, ConditionalOperatorTests.exported,
        ContentClosureTests.exported, ContentRulesTests.exported, DidSetRulesTests.exported,
        DragMoveRulesTests.exported, ExportInputTests.boundProfile, ExportInputTests.observedStore,
        FocusBindingRulesTests.exported, FocusRulesTests.exported, IfStatementTests.exported, InteractiveDismissRulesTests.exported,
        ListSelectionRulesTests.exported, ListSelectionRulesTests.modelField, NavigationPathTests.exported, NavigationPathTests.watched, NavigationPathTests.router, NavigationPathTests.pushedTag,
        NestedBindingRulesTests.lesson, NilCoalescingTests.exported, NotificationRulesTests.exported,
        ObservationIgnoredTests.exported, PopoverRulesTests.flagExported, PopoverRulesTests.itemExported,
        PublishedReceiveRulesTests.exported, RefreshRulesTests.exported, ScenePhaseRulesTests.exported, SuspensionRulesTests.exported,
        SceneStorageRulesTests.exported, SearchableRulesTests.dismissingExported, SearchableRulesTests.exported,
        SubmitRulesTests.exported, SubmitScopeTests.exported, SwipeActionsRulesTests.exported, SwipeActionsRulesTests.fullSwipe,
        SwipeDeleteRulesTests.exported, TransformEnvironmentRulesTests.exported,
        TransformEnvironmentRulesTests.block, StringMethodsTests.exported, RangesTests.exported,
        ModelMethodTests.exported, StructMethodTests.bound, PlainClassTests.exported, DoCatchTests.caughtErrors, DeferTests.exported,
        SecureFieldTextEditorTests.exported, ThrowingMethodTests.exported, CatchPatternTests.exported, ErrorPayloadTests.exported, LetHolderTests.exported, ObservableBindingExportTests.exported,
        StreamRulesTests.exported, GuardLetBodyTests.exported, PresentedAtLaunchTests.exported, ClosureTraceAndExportTests.directEquatable,
        CompoundAwaitTests.exported, EqualAssignmentToolchainTests.exported, ExportTests.itemFromRows,
        BuiltHolderTypeTests.exported, StructConformanceCheckTests.exported, RowBindableTests.exported, ElementProjectionTests.exported, PresentedItemBindableTests.exported, ClearedEnvironmentTests.exported,
        PickerTagRulesTests.exported, PickerTagRulesTests.optionalExported, OpenEntryTests.exported, EnumRulesTests.exported, EnumSwitchTests.exported, EnumContextTests.exported,
        CompletionChoiceTests.exported, ParenthesisedAwaitTests.exported, AsyncLetCleanupOrderTests.exported, ListRemoveFirstTests.exported, EquatableWrapperExportTests.exported,
        ReachableQueryTests.exported, ListLiteralTypeTests.exported, EnumDeclaredContextTests.exported, ViewSelfTests.exported,
        FocusSubmitOrderTests.exported, CapturedBindingTests.exported,
        DeleteOffsetsTests.exported, DragMoveRulesTests.sideBySide, SwipeDeleteRulesTests.nested, LabelPrintingTests.markdownTitles, ListMethodTests.exported,
        ViewSelfLocalsTests.exported, StringChangesTests.exported, DeclarationListTests.exported,
    ]

    typealias Outcome = TypeCheckBatch.Outcome

    /// A listed spec's export, written to a directory of its own.
    struct Written: Sendable {
        var directory: URL
        var files: [String]
    }

    /// The listed specs' exports, and each one's place by its bytes (`key`). A spec that does not
    /// export is left out: the test that exports it throws the same error.
    static let written = Shared<(projects: [Written], places: [[String]: Int])>(onItsOwnThread: {
        guard let root = try? temporaryDirectory() else { return ([], [:]) }
        var projects: [Written] = [], places: [[String]: Int] = [:]
        for (index, spec) in all.enumerated() {
            guard let export = try? spec.export() else { continue }
            let bytes = key(export)
            guard places[bytes] == nil else { continue }
            let directory = root.appendingPathComponent("\(index)")
            guard (try? export.write(to: directory)) != nil else { continue }
            places[bytes] = projects.count
            projects.append(Written(directory: directory, files: export.files.map(\.path)))
        }
        return (projects, places)
    })

    /// The written exports' apps, each outcome as `TypeCheckBatch.typeCheck` gives it.
    static let apps = Shared<Result<[Outcome], ExportTests.ExportFailure>>(onItsOwnThread: {
        ExportTests.typeChecked(written.valueWaitedFor.projects.map { SwiftCompiler.appFiles($0.directory, $0.files) },
                                settings: SwiftCompiler.appSettings)
    })

    /// The written exports' UI tests, likewise.
    static let uiTests = Shared<Result<[Outcome], ExportTests.ExportFailure>>(onItsOwnThread: {
        ExportTests.typeChecked(written.valueWaitedFor.projects.map { SwiftCompiler.uiTestFiles($0.directory, $0.files) },
                                settings: SwiftCompiler.uiTestSettings)
    })

    /// Starts the exports and both checks (each on a thread of its own).
    static func start() { _ = (apps, uiTests) }

    /// Set while the run is planned, before any test runs, when the checks start then.
    static var startedWhilePlanned: Bool { plannedLock.withLock { planned } }
    // Guarded by `plannedLock`: `Mutex` needs macOS 15, and the package builds for older systems.
    private static let plannedLock = NSLock()
    nonisolated(unsafe) private static var planned = false

    static func startWhilePlanned() {
        plannedLock.withLock { planned = true }
        start()
    }

    /// What an export is known by: every file's path and contents.
    static func key(_ export: SwiftUIExport) -> [String] {
        export.files.flatMap { [$0.path, $0.contents] }
    }

    /// The outcomes of an export byte for byte the same as a listed one, its app's and its UI
    /// tests'; nil for any other.
    static func prepared(_ export: SwiftUIExport) async throws -> [Outcome]? {
        start()
        guard let place = await written.value.places[key(export)] else { return nil }
        return [try await apps.value.get()[place], try await uiTests.value.get()[place]]
    }

    /// Each export's outcomes, its app's and its UI tests', and whether they were prepared. An
    /// export not listed, or any when `usingPrepared` is false, is written and checked in the
    /// batches that take requests during the run.
    static func outcomes(of exports: [SwiftUIExport], usingPrepared: Bool) async throws -> [(prepared: Bool, outcomes: [Outcome])] {
        var results: [(prepared: Bool, outcomes: [Outcome])] = []
        var unprepared: [(index: Int, project: URL, files: [String])] = []
        for (index, export) in exports.enumerated() {
            if usingPrepared, let outcomes = try await prepared(export) {
                results.append((true, outcomes))
            } else {
                let directory = try temporaryDirectory()
                try export.write(to: directory)
                unprepared.append((index, directory, export.files.map(\.path)))
                results.append((false, []))
            }
        }
        // Asked for only when there are some: a request for none would wait for ever.
        let checked = unprepared.isEmpty ? [] : try await SwiftCompiler.typeCheck(unprepared.map { ($0.project, $0.files) })
        for (project, outcomes) in zip(unprepared, checked) { results[project.index].outcomes = outcomes }
        return results
    }
}

extension ExportTests {
    /// Each export's app and UI tests type-check without a message. In a run that prepared the
    /// listed exports (every whole run), each must be one of `InlineExports.all`: a test whose
    /// export is not is checked all the same, and fails.
    func expectTypeChecks(_ exports: SwiftUIExport..., sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let prepared = InlineExports.startedWhilePlanned
        for (index, result) in try await InlineExports.outcomes(of: exports, usingPrepared: prepared).enumerated() {
            #expect(result.prepared || !prepared, "export \(index + 1) of \(exports.count) is none of InlineExports.all: name its spec there",
                    sourceLocation: sourceLocation)
            for outcome in result.outcomes {
                #expect(outcome.status == 0, "\(outcome.output)", sourceLocation: sourceLocation)
                #expect(outcome.output.isEmpty, "\(outcome.output)", sourceLocation: sourceLocation)
            }
        }
    }
}
