/// A request the app awaits and the script completes: `search: { cancellation: throws }`.
///
/// In Swift it is an `async throws` function, such as one that calls `URLSession.data(for:)`;
/// here its response arrives only when a script step says so, which is how a spec decides the
/// order in which responses arrive.
public struct RequestDecl: Sendable {
    /// What a request does when the task awaiting it is cancelled (docs/semantics.md §27).
    public enum Cancellation: String, Sendable, CaseIterable {
        /// It stops and throws `CancellationError`, as `URLSession`'s async methods do.
        case throwing = "throws"
        /// It goes on and returns its value anyway, as code that never checks cancellation does.
        case ignoring = "ignores"
    }

    public var name: String
    public var cancellation: Cancellation
    /// The response, computed from the request's argument (named `argument`) when the script
    /// completes it without a `value:` of its own.
    public var returns: Expr?
    public var location: Location
    /// Whether its entry writes `cancellation:`: a scenario's entry that does not keeps the
    /// file's, as it keeps the file's `returns:`.
    public var writesCancellation = true
}

/// `on-timer: { every: 1000, action: … }`: a repeating timer delivering to an onReceive handler.
public struct TimerDecl: Sendable {
    /// The period in milliseconds of the virtual clock.
    public var every: Int
    public var action: [Statement]
    public var location: Location
}

/// What a script step does to time: advance the clock, complete a request, or run until idle.
public enum TimeStep: Sendable {
    /// `advance: 300`: moves the clock by this many milliseconds, firing what falls due in order.
    case advance(Int)
    /// `advance: until-idle`: advances to each next sleep that falls due until none is left.
    case untilIdle
    /// `complete: search`: delivers one pending request's response.
    case complete(Completion)
    /// `post: saved`: sends a value to the views and loops subscribed to a notification (§46).
    case post(Post)

    public var summary: String {
        switch self {
        case .advance(let ms): return "advance \(ms) ms"
        case .untilIdle: return "advance until idle"
        case .complete(let c): return c.summary
        case .post(let p): return "post " + p.notification + (p.value.map { " " + $0.source } ?? "")
        }
    }
}

/// `complete: search` with which one (`which: first|last|2` or `argument:`) and the outcome.
public struct Completion: Sendable {
    public indirect enum Which: Sendable {
        /// The only pending one; an error when several are pending.
        case only
        case first, last
        /// `which: 2`: the pending one at this place in the order they were sent, 1 the first.
        case place(Int)
        /// The pending one whose argument equals this value: the only one (`.only`, an error when
        /// several are pending with it), or the first, last or n-th of them by order.
        case argument(Expr, Which)
    }

    public var request: String
    public var which: Which
    /// The response; nil takes the request's `returns:`.
    public var value: Expr?
    /// Completes with an error instead of a value: free text, a `SpecRequestError` whose
    /// message it is, or a case of a declared error type (docs/semantics.md §75.3).
    public var error: String?
    public var location: Location
    /// `error: LoadError.offline`, `error: LoadError.http(code: 500)` as parsed: text that names
    /// a case, `Type.case`; nil for free text. Where the `error:` is, for its refusals.
    public var errorCase: Expr? = nil
    public var errorLocation: Location? = nil

    public var summary: String {
        var s = "complete \(request)"
        switch which {
        case .only: break
        case .first: s += " (first)"
        case .last: s += " (last)"
        case .place(let n): s += " (\(Completion.ordinal(n)))"
        case .argument(let e, .first): s += "(\(e.source)) (first)"
        case .argument(let e, .last): s += "(\(e.source)) (last)"
        case .argument(let e, .place(let n)): s += "(\(e.source)) (\(Completion.ordinal(n)))"
        case .argument(let e, _): s += "(\(e.source))"
        }
        if let error { s += " with error \"\(error)\"" } else if let value { s += " with \(value.source)" }
        return s
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`: a place in the order requests were sent.
    static func ordinal(_ n: Int) -> String {
        let teen = (11...13).contains(n % 100)
        let suffix = teen ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }
}

/// Measures of tasks, requests and timers, read as `Tasks.started`, `Requests.cancelled`.
public enum AsyncMeasure {
    /// Each pseudo-type and its fields, in the order tables show them.
    public static let fields: [(type: String, names: [String])] = [
        ("Tasks", ["started", "cancelled", "finished", "suspended", "writesAfterCancel", "writesAfterDisappear"]),
        ("Requests", ["started", "completed", "cancelled", "discarded", "failed", "pending", "lateResponses"]),
        ("Timers", ["fired"]),
        ("Notifications", ["posted", "received"]),
        ("Streams", ["yielded", "received", "dropped", "terminated"]),
    ]

    public static func names(of type: String) -> [String]? { fields.first { $0.type == type }?.names }
}
