/// The scene's phase and the steps that move the app to the background and back
/// (docs/semantics.md §41).
///
/// The scene sets `\.scenePhase` above the root view, so the root's environment carries it down
/// like any entry (§17): only the views that hold it are invalidated when it changes. It is put
/// there at the first step that moves it; before, a holder reads the start phase, `.active`.
extension Graph {
    /// The phase the scene is in now.
    public var scenePhase: ScenePhase {
        if case .phase(let phase)? = root?.environment[.scenePhase] { return phase }
        return .active
    }

    /// `background:` and `foreground:`: the scene passes through `.inactive` on the way, and
    /// each phase is its own update, which settles (and runs on-change actions) before the next.
    func moveScene(to target: ScenePhase, at location: Location) throws {
        let from = scenePhase
        guard from != target, let root else {
            throw Diagnostic(target == .background ? "background: the scene is already in the background"
                                                   : "foreground: the scene is already in the foreground",
                             at: location,
                             hint: target == .background ? "bring it back first with `- foreground: true`"
                                                         : "a scene starts active; send it away first with `- background: true`")
        }
        let holders = scenePhaseHolders(from: root).map(\.ref)
        emit(.sceneMoved(from: from, to: target, holders: holders))
        for phase in from.path(to: target) {
            lastHandlers = []
            emit(.scenePhaseChanged(old: scenePhase, new: phase))
            var values = root.environment
            values[.scenePhase] = .phase(phase)
            propagate(values, to: root)
            try settle(at: location)
            // Back from the background, the app runs again once the scene is in front, inactive:
            // what fell due while it was suspended runs before it becomes active ([D] §41).
            if phase == .inactive, from == .background { try runAgain(at: location) }
        }
    }

    /// The views in the tree that declare `@Environment(\.scenePhase)`, in tree order: the ones a
    /// change of phase renders.
    private func scenePhaseHolders(from node: Node) -> [Node] {
        let holds = node.component.holders.contains { $0.kind == .environment && environmentKey(of: $0) == .scenePhase }
        return (holds ? [node] : []) + node.children.values.sorted { $0.id < $1.id }.flatMap { scenePhaseHolders(from: $0) }
    }

    /// The moves exploring tries when some view holds the phase: away when active, back when not.
    func sceneMoves() -> [ExploreAction] {
        [.scene(scenePhase == .active ? .background : .active)]
    }
}

extension ComponentDecl {
    /// Whether it declares `@Environment(\.scenePhase)`, so exploring moves the scene.
    var holdsScenePhase: Bool {
        holders.contains { holder in
            guard holder.kind == .environment, case .name("scenePhase") = holder.initial.kind else { return false }
            return true
        }
    }
}
