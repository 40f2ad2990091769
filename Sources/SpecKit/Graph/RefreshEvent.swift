/// What happened to a view's pull to refresh (docs/semantics.md §40).
public enum RefreshEvent: Sendable, Hashable {
    /// The view was made with its `refreshable:` action: a pull can reach it.
    case offered
    /// A pull started the action as this task.
    case started
    /// A pull while this task of the last pull runs: the indicator shows, nothing starts.
    case ignored(running: TaskRef)
    /// A pull on a disabled view, which does not scroll: nothing starts; what disabled it.
    case disabled(by: String)
}
