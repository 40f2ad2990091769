/// What happened to a model's `AsyncStream` (docs/semantics.md §83), for the trace.
public struct StreamEvent: Sendable, Hashable {
    /// The instance that keeps the stream, and the stream's name.
    public var instance: ModelRef
    public var name: String
    public var kind: Kind
    /// What the stream holds after the event, and how it ended, if it has: for the pictures.
    public var buffer: [Value]
    public var ended: StreamEnd?

    /// The stream as the trace names it: `Feed#1.updates`.
    public var stream: String { "\(instance).\(name)" }

    /// The stream's line in a picture of its instance: `updates: buffered [1, 10]`.
    public var pictured: String {
        let held = buffer.isEmpty ? "nothing buffered" : "buffered [" + buffer.map(\.literal).joined(separator: ", ") + "]"
        switch ended {
        case .finished?: return "\(name): finished, \(held)"
        case .cancelled?: return "\(name): terminated by a cancelled loop, \(held)"
        case nil: return "\(name): \(held)"
        }
    }

    public enum Kind: Sendable, Hashable {
        /// A yield while no loop waited: the buffer keeps it; `buffer` is what it holds after.
        case buffered(Value, buffer: [Value])
        /// A yield while a loop waited in `next()`: that loop gets it, its body to run after the
        /// code that yielded returns.
        case handed(Value, to: TaskRef)
        /// A yield into a stream already terminated: Swift's `.terminated`, nothing gets it.
        case droppedAfterEnd(Value, StreamEnd)
        /// A yield into a full buffer: `dropped` is what the policy threw away (the new value for
        /// `.bufferingOldest`, the oldest kept for `.bufferingNewest`); `kept` what it holds after.
        case droppedFull(Value, policy: String, kept: [Value])
        /// `finish()`: the loops waiting get nil; `buffered` values are still to be taken.
        case finished(buffered: Int, waiting: [TaskRef])
        /// `finish()` on a stream already terminated: nothing happens.
        case alreadyEnded(StreamEnd)
        /// A loop's task was cancelled while it iterated: the stream terminates, `onTermination`
        /// runs with `.cancelled`, and every loop waiting on it gets nil.
        case terminated(by: TaskRef, buffered: Int, waiting: [TaskRef])
        /// A task's `for await` made its iterator over the stream.
        case iterated(by: TaskRef)
        /// A loop took a buffered value, its body to run as a job of its own; `left` are still buffered.
        case taken(Value, by: TaskRef, left: Int)
        /// A loop's `next()` gave nil: the stream ended and nothing is buffered; the code after
        /// the loop runs.
        case loopEnded(TaskRef, StreamEnd)
        /// A `break` left a loop: its iterator is dropped, and the stream, which the model keeps,
        /// is not terminated; what is yielded next is buffered for a later loop (§85).
        case loopLeft(TaskRef)
    }
}
