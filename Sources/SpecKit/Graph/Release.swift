/// Freeing a model instance as soon as the last value naming it is dropped, as Swift frees an
/// object at its last release, instead of waiting for a sweep: a root tap of a large tree replaced
/// every node's memo and seed with a new instance, and the replaced ones, garbage at once, raised
/// the peak by tens of megabytes until the sweep they made due.
///
/// Every value naming an instance holds its `ModelIdentity` box, so when a dropped value's box
/// has no other reference, no value anywhere (in this graph, a copy of it, a caller) names the
/// instance. The event log names instances by boxes of its own (EventLog.swift), which only say
/// who an instance was, so what it recorded holds nothing back; the few events it keeps whole
/// hold the engine's box. A render's reads name instances by id without a box; an instance some
/// render read stays for the sweep, which keeps what reads name. What is freed here is exactly
/// what the next sweep would free of it, sooner: nothing observable changes (SweepTests).
extension Graph {
    /// A value a holder, seed or field no longer keeps: its instance is freed once nothing else
    /// names it (`freeReleased`).
    func release(_ value: Value?) {
        if case .model(let ref)? = value, ref.id > 0 { released.append(ref) }
    }

    /// Frees each released instance no other value names and no render's reads name, and those its
    /// fields were the last to name. Runs where every render on the stack has indexed its reads:
    /// at the end of a render and of a step. A released instance that a render's reads still name
    /// waits for that render to run again, until the step ends.
    func freeReleased() {
        var i = 0
        while i < released.count {
            guard isKnownUniquelyReferenced(&released[i].identity) else {
                released.swapAt(i, released.count - 1)
                released.removeLast()
                continue
            }
            let id = released[i].id
            if isRead(id) { i += 1; continue }
            released.swapAt(i, released.count - 1)
            released.removeLast()
            models.free(id)?.forEachValue { release($0) }
        }
    }

    /// Ends a step: what is still released is left to the sweep, which is run if due. A step
    /// that left no garbage (a launch, say) is where the store's growth is measured from.
    func endStep() {
        endAnimatedChange()
        if !goneThisStep.isEmpty { goneThisStep = [] }
        freeReleased()
        released = []
        if mayHoldGarbage || sweepsAlways { sweepIfDue() } else { scheduleNextSweep() }
    }

    /// Whether the readers index names the instance `id`: a field of it or the object itself.
    private func isRead(_ id: Int) -> Bool {
        if readers[ReadKey(.object, owner: id)] != nil { return true }
        let fields = models.fieldCount(of: id)
        for position in 0..<fields where readers[ReadKey(.field, owner: id, position)] != nil { return true }
        return false
    }
}

extension Value {
    /// What a node keeps as an eager holder's seed in place of a fresh instance that nothing else
    /// named (`Graph.keptSeed(_:)`). It equals no value an init can build, as that instance did not.
    static let forgottenInstance = Value.model(ModelRef(type: "", serial: 0, id: 0))
}

extension Graph {
    /// The seed to keep of an eager holder's initial value, evaluated again at a re-init. The next
    /// init's comparison is all that reads it, and a fresh instance that no other value names can
    /// never be named again, so it differs from every value a later init builds: the instance is
    /// freed now and the seed keeps `Value.forgottenInstance`, which differs from them too. A root
    /// tap on a large tree replaced every node's seed with a new instance, kept for nothing but
    /// that comparison. The log names the instance in words (`Model#5 → Model#9`), so a recorded
    /// run keeps it; so does a value another place names (a prop's instance, say), which may come
    /// back at the next init and compare equal.
    func keptSeed(_ value: consuming Value) -> Value {
        guard !recording, case .model(var ref) = value, ref.id > 0 else { return value }
        // The value's own reference goes first, so that only `ref` holds the box if no one else does.
        value = .null
        guard isKnownUniquelyReferenced(&ref.identity) else { return .model(ref) }
        release(.model(ref))
        return .forgottenInstance
    }
}
