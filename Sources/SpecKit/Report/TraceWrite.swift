/// The write that is invalidating its readers now, kept as it came: its words are needed only
/// when a reader is told, and a model type's creation count changes with every model built.
enum Write {
    /// `state`: the holder written, when it is a state's: a node it invalidates that its last
    /// render did not read was subscribed by an escaping closure's read (§22).
    /// `value`: the value written, to add when the same thing is written again before the render.
    case said(_ subject: String, _ change: String, state: (node: Int, name: String)? = nil, value: String? = nil)
    case created(ModelRef, arguments: [Argument], count: Int)

    /// What changed: `state count of Parent`, `Model.creations`.
    var subject: String {
        switch self {
        case .said(let subject, _, _, _): return subject
        case .created(let model, _, _): return model.type + ".creations"
        }
    }

    /// The state written, if it was one.
    var state: (node: Int, name: String)? {
        if case .said(_, _, let state, _) = self { return state }
        return nil
    }

    /// The value written, for a write of a state, a field or a stored value.
    var value: String? {
        if case .said(_, _, _, let value) = self { return value }
        return nil
    }

    /// How it changed: `was written by the tap: 0 → 1`, `went to 3 when Model#3 was built`.
    var change: String {
        switch self {
        case .said(_, let change, _, _): return change
        case .created(let model, let arguments, let count) where model.kind == .struct:
            return "went to \(count) when \(model.type)(\(arguments.source)) was built"
        case .created(let model, _, let count): return "went to \(count) when \(model) was built"
        }
    }
}
