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
