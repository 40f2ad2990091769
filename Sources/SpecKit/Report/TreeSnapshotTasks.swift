/// What a task or request event makes of the picture: the tasks still running and what each
/// awaits, the requests pending, and whether a view's own `.task` runs (docs/semantics.md §27).
extension TreeSnapshot {
    mutating func applyTask(_ event: Event) {
        switch event {
        case .taskStarted(let ref):
            tasks[ref.number] = PendingTask(ref: ref)
            if ref.structured && !ref.refresh {
                nodes[ref.view.id]?.taskRunning = true
                nodes[ref.view.id]?.taskID = ref.id
                nodes[ref.view.id]?.hasTask = true
            }
        case .taskSuspended(let ref, let waiting):
            tasks[ref.number]?.waiting = waiting
        case .taskResumed(let ref, _):
            tasks[ref.number]?.waiting = nil
        case .taskCancelled(let ref, _):
            tasks[ref.number]?.cancelled = true
            if ref.structured && !ref.refresh, nodes[ref.view.id]?.taskID == ref.id { nodes[ref.view.id]?.taskRunning = false }
        case .taskEnded(let ref, _):
            tasks[ref.number] = nil
            if ref.structured && !ref.refresh,
               !tasks.values.contains(where: { $0.ref.view.id == ref.view.id && $0.ref.structured && !$0.ref.refresh }) {
                nodes[ref.view.id]?.taskRunning = false
            }
        case .requestStarted(let ref):
            requests.append(ref)
        case .requestCompleted(let ref, _), .requestFailed(let ref, _), .requestDiscarded(let ref):
            requests.removeAll { $0.number == ref.number }
        default:
            break
        }
    }
}
