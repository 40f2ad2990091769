import Foundation

/// A file of an exported project: its path inside the project directory and its text.
public struct ExportedFile: Sendable {
    public var path: String
    public var contents: String
}

/// A spec as an Xcode project: a SwiftUI app with one view per component, one XCUITest per
/// scenario, an XcodeGen project spec and a README. Built from the spec model alone.
public struct SwiftUIExport: Sendable {
    /// The project's name, from the spec's file name: `lazy-state-trap.yaml` → `LazyStateTrap`.
    public var name: String
    public var toolchain: Toolchain
    public var files: [ExportedFile]
    /// Scenarios left out because they need another toolchain, each with the one it needs.
    public var skippedScenarios: [(name: String, toolchain: Toolchain)]
    /// The spec file it was exported from, which writing never replaces.
    public var sourcePath: String

    /// Exports the scenarios that build with `toolchain` (the spec's own by default). Throws
    /// `SpecError` for anything in the exported part of the spec that has no faithful SwiftUI form,
    /// and for a file whose bodies hold more elements than `limits.exportElements`.
    public init(_ spec: Spec, toolchain: Toolchain? = nil, limits: Limits = .standard) throws {
        sourcePath = spec.file
        let sourceName = URL(fileURLWithPath: spec.file).lastPathComponent
        let base = sourceName.hasSuffix(".yaml") || sourceName.hasSuffix(".yml")
            ? String(sourceName[..<sourceName.lastIndex(of: ".")!]) : sourceName
        name = SwiftNames.typeName(base, fallback: "Spec")
        // Before the plan, whose walks of the bodies cost more than the count.
        if let refused = ExportSize.refusal(spec.components, limit: limits.exportElements) { throw SpecError([refused]) }
        let plan = try ExportPlan(spec: spec, toolchain: toolchain)
        self.toolchain = plan.toolchain
        skippedScenarios = plan.skipped.map { ($0.name, $0.toolchain) }
        let appName = name + "App", testName = name + "UITests"
        let types = TypeInference(plan: plan)
        // The project's name is the app's module, not a type: a view may share it (`Counter` in counter.yaml).
        let check = SwiftFormCheck(plan: plan, types: types, generatedTypes: [appName, testName])
        let header = "// Written by `spec export swiftui` from \(sourceName)."
        let usesTime = TimeWriter.uses(plan)
        var time = TimeWriter(plan: plan, types: types, header: header)
        let requests = usesTime ? time.signatures() : (signatures: [], problems: [])
        let problems = types.problems + check.problems + Self.slotProblems(plan) + requests.problems
        if !problems.isEmpty { throw SpecError(problems.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) }

        // `current` is the enum's own static property; a keyword case gets backticks.
        let cases = SwiftNames.unique(plan.scenarios.map { SwiftNames.memberName($0.name, fallback: "scenario") },
                                      taken: ["current"]).map(SwiftNames.identifier)
        time.cases = cases
        let used = check.usedModels
        // @Observable models a Combine wrapper holds (@StateObject, @ObservedObject, @EnvironmentObject) also
        // adopt ObservableObject, which those wrappers require.
        let wrapped: Set<HolderKind> = [.stateObject, .observedObject, .environmentObject]
        let heldByStateObject = Set(plan.components.flatMap { component in
            let names = component.holders.filter { wrapped.contains($0.kind) }.map(\.name) + component.props.filter(\.isObserved).map(\.name)
            return names.compactMap { name -> String? in
                if case .model(let m)? = types.scope(of: component)[name] { return m }
                return nil
            }
        })
        // The test seam drives the clock and the requests of an app that has them.
        let seam = usesTime ? SeamWriter(plan: plan, types: types, header: header, name: name) : nil
        let app = AppWriter(plan: plan, types: types, header: header, appName: appName, cases: cases,
                            listensToSeam: seam.map { !$0.steps.isEmpty } ?? false)
        let components = ComponentWriter(plan: plan, types: types, header: header)
        let models = ModelWriter(plan: plan, types: types, header: header, heldByStateObject: heldByStateObject)
        let holders = plan.components.flatMap(\.holders)
        let usesLazyState = holders.contains { $0.kind == .lazyState }

        var files = [ExportedFile(path: "App/\(appName).swift", contents: app.appFile()),
                     ExportedFile(path: "App/Scenario.swift", contents: app.scenarioFile())]
        files += plan.slots.map { ExportedFile(path: "App/\(plan.protocolName(of: $0)).swift", contents: app.protocolFile(for: $0)) }
        files += plan.components.map { ExportedFile(path: "App/\($0.name).swift", contents: components.file(for: $0)) }
        let exportedModels = spec.models.filter { used.contains($0.name) }
        files += exportedModels.map { ExportedFile(path: "App/\($0.name).swift", contents: models.file(for: $0)) }
        if exportedModels.contains(where: { $0.creations == .observed }) {
            files.append(ExportedFile(path: "App/CreationCount.swift", contents: models.creationCountFile()))
        }
        if exportedModels.contains(where: { $0.creations == .observedRead }) {
            files.append(ExportedFile(path: "App/ObservedCount.swift", contents: models.observedCountFile()))
        }
        if !spec.environmentValues.isEmpty {
            let taken = SwiftNames.reservedTypes.union([appName, testName] + spec.models.map(\.name) + plan.components.map(\.name)
                                                       + plan.slots.map { plan.protocolName(of: $0) })
            files.append(ExportedFile(path: "App/EnvironmentValues.swift", contents: models.environmentValuesFile(spec.environmentValues, taken: taken)))
        }
        if !spec.preferenceKeys.isEmpty {
            files.append(ExportedFile(path: "App/PreferenceKeys.swift", contents: models.preferenceKeysFile(spec.preferenceKeys)))
        }
        if !spec.errorTypes.isEmpty {
            files.append(ExportedFile(path: "App/Errors.swift", contents: models.errorTypesFile(spec.errorTypes)))
        }
        // One file an enum, as a model's (§92).
        files += spec.enums.map { ExportedFile(path: "App/\($0.name).swift", contents: models.enumFile($0)) }
        let items = ScreenWriter.itemTypes(plan: plan, types: types)
        if !items.isEmpty {
            let withID = spec.models.filter { $0.fields.contains { $0.name == "id" } }
            let structsWithID = Set(withID.filter { $0.kind == .struct }.map(\.name))
            let classesWithID = Set(withID.filter { $0.kind != .struct }.map(\.name))
            files.append(ExportedFile(path: "App/Identifiable.swift",
                                      contents: ScreenWriter.identifiableFile(items, header: header, structsWithID: structsWithID,
                                                                              classesWithID: classesWithID)))
        }
        if holders.contains(where: { $0.kind == .memo }) {
            files.append(ExportedFile(path: "App/MemoView.swift", contents: MemoViewWriter.file(header: header)))
        }
        if usesTime {
            files.append(ExportedFile(path: "App/SpecTime.swift", contents: time.timeFile(requests.signatures)))
        }
        if let seam, !seam.steps.isEmpty {
            files.append(ExportedFile(path: "App/SpecSeam.swift", contents: seam.seamFile()))
        }
        if !TimeWriter.timers(plan).isEmpty {
            files.append(ExportedFile(path: "App/SpecTimer.swift", contents: TimerModifierWriter.file(header: header)))
        }
        files.append(ExportedFile(path: "UITests/\(testName).swift",
                                  contents: UITestWriter(plan: plan, header: header, className: testName, cases: cases,
                                                         seam: seam).file()))
        let project = ProjectWriter(plan: plan, name: name, sourceName: sourceName, testTarget: testName, usesLazyState: usesLazyState,
                                    usesTime: usesTime)
        files.append(ExportedFile(path: "project.yml", contents: project.projectYAML()))
        files.append(ExportedFile(path: "README.md", contents: project.readme(cases: cases)))
        self.files = files
    }

    /// Every component a slot stands for must take the same props in the same order: the
    /// protocol requires one initializer.
    static func slotProblems(_ plan: ExportPlan) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for slot in plan.slots {
            let targets = (plan.slotTargets[slot] ?? []).compactMap { plan.spec.component(named: $0) }
            guard let first = targets.first else { continue }
            let signature = { (c: ComponentDecl) in c.props.map { ($0.isBinding ? "$" : "") + $0.name } }
            for other in targets.dropFirst() where signature(other) != signature(first) {
                problems.append(Diagnostic(
                    "\(other.name) and \(first.name) both stand for \(slot) but declare different props",
                    at: other.location,
                    hint: "a generic parent calls one initializer; declare \(first.name)'s props and bindings in that order"))
            }
        }
        return problems
    }

    /// Writes every file under `directory` by the rules of `ExportDirectory`: a new or empty
    /// folder, or a previous export of this tool (`force` writes into any folder); never over the
    /// spec it was exported from.
    public func write(to directory: URL, force: Bool = false) throws(OutputError) {
        try ExportDirectory(directory.path, force: force).write(files, inputs: [sourcePath])
    }
}
