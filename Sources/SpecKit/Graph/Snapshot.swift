/// Copying a settled graph, so that exploration can try every action from one state without
/// replaying the script from launch (docs/exploring.md).
///
/// A copy is taken between steps, when no node is invalid and no handler is queued: what is
/// copied is exactly what the next step can read. `SnapshotTests` lists every stored property of
/// `Graph` and `Node` by reflection, so a property added without being copied here fails a test.
extension Graph {
    /// An independent graph in the same settled state: nodes, holders, models, reads, measures.
    /// The event log is not copied; the copy records events only if this graph does.
    func copy() -> Graph {
        let other = Graph(declared, limits: limits, recording: recording)
        other.models = models
        other.nextSweep = nextSweep
        other.sweepsAlways = sweepsAlways
        other.mayHoldGarbage = mayHoldGarbage
        // `released` is empty between steps, where copies are taken.
        other.componentBoxes = componentBoxes
        other.nextNodeID = nextNodeID
        other.nextClosureContext = nextClosureContext
        other.nodeCount = nodeCount
        other.writeCount = writeCount
        other.equalAssignments = equalAssignments
        other.taskStartsAmongActions = taskStartsAmongActions
        other.readers = readers
        other.readNames = readNames
        other.userDefaults = userDefaults
        other.focusedField = focusedField
        // Fields name their nodes by id, which the copy keeps; `typing` is nil between steps.
        other.typedTexts = typedTexts
        // Pickers name their views by id, which the copy keeps; a copy that records goes on telling.
        other.followedPickers = followedPickers
        // Values naming nodes by id, which the copy keeps: the step tried on the copy takes them.
        other.foundOnScreen = foundOnScreen
        other.sceneStorage = sceneStorage
        other.screenIndex = screenIndex
        other.invalid = invalid
        // Rows name their node by id, which the copy keeps; none is being built between steps.
        other.rows = rows
        other.rowsByNode = rowsByNode
        other.nextRowID = nextRowID
        other.invalidRows = invalidRows
        // Kept for-eaches name their node by id, which the copy keeps; `loopsInRender` is empty between renders.
        other.keptLoops = keptLoops
        // `rowBuilding` and `rowReadOrder` hold something only while a row is built.
        other.pass = pass
        other.lastHandlers = lastHandlers
        other.measureTable = measureTable
        // Time: plain values, but for the nodes tasks run in (see below).
        other.goneNodes = goneNodes
        other.goneValues = goneValues
        other.goneThisStep = goneThisStep
        other.taskCount = taskCount
        other.running = running
        other.spawned = spawned
        other.taskValues = taskValues
        other.taskFailures = taskFailures
        other.pendingRequests = pendingRequests
        other.requestCount = requestCount
        other.now = now
        other.schedule = schedule
        other.scheduleOrder = scheduleOrder
        other.asyncMeasures = asyncMeasures
        other.inferredTypes = inferredTypes
        other.publisherSubscriptions = publisherSubscriptions
        other.screenCount = screenCount
        other.declaresDestinations = declaresDestinations
        // The table is passed along, not captured: a captured variable is checked for exclusive
        // access at run time, three times a node.
        var copies = NodeTable(capacity: nodes.count)
        func clone(_ node: Node, parent: Node?, into copies: inout NodeTable) -> Node {
            let n = Node(copying: node, parent: parent)
            n.values = node.values          // props, holders, seeds and memo dependencies
            n.output = node.output          // the copied screen index already has it; sets itemCount
            n.reads = node.reads
            n.ownReads = node.ownReads
            n.renderedInPass = node.renderedInPass
            n.modifiers = node.modifiers
            n.copyExtras(of: node)          // handler locals, on-change values, task, binding snapshots, environment, owner, screen, name, read order
            n.disabledHere = node.disabledHere
            n.dismissLockHere = node.dismissLockHere
            n.appeared = node.appeared
            n.deferred = node.deferred
            // Owners are ancestors, copied before their descendants.
            n.copyModifierOwner { copies[$0.id] }
            n.screen = node.screen.map { $0.copy(owner: copies[$0.owner.id] ?? $0.owner) }
            copies[n.id] = n
            // mapValues keeps the table as it is: no slot (a path of values) is hashed again.
            n.children = node.children.mapValues { clone($0, parent: n, into: &copies) }
            return n
        }
        other.root = root.map { clone($0, parent: nil, into: &copies) }
        other.nodes = copies
        other.pending = pending.compactMap { handler in
            copies[handler.owner.id].map { var h = handler; h.owner = $0; return h }
        }
        // A task runs in its owner's copy; one whose owner is gone keeps the dead node, which
        // nothing writes to any more: what its code stores goes to `goneValues` (§27.5).
        // An empty table stays the shared empty one: mapValues made storage even for none.
        other.tasks = tasks.isEmpty ? [:] : tasks.mapValues { task in
            guard let owner = copies[task.owner.id] else { return task }
            return RunningTask(task, owner: owner)
        }
        return other
    }

    /// This graph, to go on from as a copy would: for the last action tried from a state, whose
    /// graph nothing reads afterwards. What `copy()` does not carry starts afresh
    /// here too (exploring keeps no event log, so there is none to drop).
    func reusedAsCopy() -> Graph {
        eventCount = 0
        shownItems = 0
        reader = nil
        return self
    }
}
