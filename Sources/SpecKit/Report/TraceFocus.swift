/// Trace lines for the keyboard focus (docs/semantics.md §42): why it moved, and what that wrote.
extension TraceBuilder {
    mutating func addFocus(_ move: FocusMove) {
        let losing = move.from.map { "; [\($0)] loses it" } ?? ""
        // A holder of another view, bound through a @FocusState.Binding, is named with its view (§50).
        let written = move.holder.map { h in move.owner.map { "\($0.component)'s \(h), through the @FocusState.Binding it passed down" } ?? h }
        let holder = written.map { ": \($0)" } ?? ""
        let text: String
        switch move.cause {
        case .tapped:
            writer = "the tap on [\(move.to ?? "")]"
            text = "tap [\(move.to ?? "")] in \(move.node.component): the field takes the keyboard focus, as a tap before typing does\(losing)"
                + (written.map { "; its focus holder follows, \($0)" } ?? "")
        case .returned:
            writer = "Return"
            text = "Return ends editing in [\(move.from ?? "")]: the field resigns the keyboard focus\(holder)"
        case .returnedAfterActions:
            writer = "Return"
            text = "Return ends editing in [\(move.from ?? "")]: its on-submit actions left the keyboard focus on the field, so it resigns it after them\(holder)"
        case .written:
            // Written in a child, through the binding it was given: the child moved the focus.
            let cause = move.writer.map { writer in
                "\(writer.component) wrote " + (move.holder.map { h in "\(move.owner?.component ?? "its parent")'s \(h)" } ?? "its focus binding")
                    + " through the @FocusState.Binding it was given"
            } ?? "an action wrote \(written ?? "its focus holder")"
            text = move.to.map { "focus moves to [\($0)] in \(move.node.component) because \(cause)\(losing)" }
                ?? "focus leaves [\(move.from ?? "")] in \(move.node.component) because \(cause); no field has it now"
        case .removed:
            writer = "the focus leaving [\(move.from ?? "")]"
            text = "focus leaves [\(move.from ?? "")]: the field is no longer on screen, so its focus holder is reset\(holder)"
        }
        line(.input, 2, LineText(text), node: move.node, tone: .heading)
    }
}
