/// Trace lines for views passed as content (docs/semantics.md §48): where they were built, and
/// why a render of their container initialized them or not.
extension TraceBuilder {
    mutating func addContent(_ event: Event) {
        switch event {
        case .contentBuilt(let container, let slot, let by):
            line(.initialize, depth(container) + 1,
                 "\(by.component)'s body builds the `\(slot)` passed to \(container.component): the views inside are initialized here, with \(by.component)'s values, and live where \(container.component)'s body places them",
                 node: container, tone: .muted)
        case .contentPlaced(let container, let slot, let children, let builtBy, let fresh):
            let builder = builtBy.map { "\($0.component)'s body" } ?? "its parent"
            let names = children.map(\.component).joined(separator: ", ")
            let views = children.isEmpty ? "" : fresh
                ? ": \(names) initialized there, not by this render"
                : ": \(names) not initialized again, \(children.count == 1 ? "its" : "their") value unchanged, so only what \(children.count == 1 ? "it" : "they") read can run \(children.count == 1 ? "its body" : "their bodies")"
            line(.skip, depth(container) + 1, "places its `\(slot)` as \(builder) \(fresh ? "built it in this update" : "last built it")\(views)",
                 node: container, tone: .muted)
        case .contentCalled(let container, let slot, let by):
            line(.initialize, depth(container) + 1,
                 "calls its `\(slot)` closure, made in \(by.component)'s body: the views inside are initialized in this render, with \(by.component)'s values",
                 node: container, tone: .muted)
        default:
            break
        }
    }
}
