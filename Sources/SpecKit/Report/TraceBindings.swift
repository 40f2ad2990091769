/// Trace wording for bindings made from closures or a value (docs/semantics.md §38): what the
/// getter read, for whom, and where a write went.
extension TraceBuilder {
    mutating func customBindingLine(_ use: CustomBindingUse, _ source: String, reader: NodeRef?, owner: NodeRef?) {
        let written = owner.map { " written in \($0.component)" } ?? ""
        switch use {
        case .made(let names):
            guard let reader else { return }
            let reads = names.isEmpty ? "it reads nothing of \(reader.component)" : "it reads \(names.joined(separator: ", "))"
            line(.read, depth(reader) + 1, "\(reader.component) makes \(source): init(get:set:) runs the getter once to store its value; \(reads)",
                 node: reader, tone: .muted)
        case .read(let names):
            guard let reader else { return }
            let reads = names.isEmpty ? "its getter reads nothing of it" : "its getter reads \(names.joined(separator: ", "))"
            line(.read, depth(reader) + 1, "\(reader.component) reads through \(source)\(written): \(reads)", node: reader, tone: .muted)
        case .wrote(let value):
            line(.action, 2, "write \(value.literal) through \(source)\(written): its setter runs there", node: owner)
        case .ignored(let value):
            line(.action, 2, "write \(value.literal) through \(source): a constant binding ignores writes, nothing changes")
        }
    }
}
