/// A stream's continuation called from code a view or a model runs (docs/semantics.md §83).
extension NodeScope {
    /// `feed.updates.yield(5)`, `feed.updates.finish()`, or in the model's own method
    /// `updates.yield(n)`, `self`'s stream; false, with nothing run, when `base` names no stream.
    func callStream(_ name: String, on base: Expr, call: Expr) throws -> Bool {
        let instance: ModelRef, stream: String
        switch base.kind {
        case .member(let owner, let field):
            guard case .model(let ref) = try Evaluator.evaluate(owner, in: self), graph.spec.stream(field, of: ref.type) != nil else { return false }
            (instance, stream) = (ref, field)
        case .name(let field) where locals[field] == nil:
            // `updates.yield(n)` in the model's own method: `self.updates`.
            guard let receiver, graph.spec.stream(field, of: receiver.type) != nil else { return false }
            (instance, stream) = (receiver, field)
        default:
            return false
        }
        guard case .call(_, _, let args) = call.kind else { return false }
        if name == StreamCalls.finish {
            try graph.finish(stream, of: instance, at: call.location)
            return true
        }
        guard args.count == 1 else {
            throw Diagnostic("\(call.source.quotable): yield(_:) takes one value", at: call.location, hint: "for example `\(base.source).yield(1)`")
        }
        try graph.yield(try Evaluator.evaluate(args[0].value, in: self), into: stream, of: instance, at: call.location)
        return true
    }
}
