import CYAML

/// Turns bytes into one `YAMLNode` document with libyaml's event parser.
///
/// libyaml does the parsing; this type only assembles its events into located nodes and enforces
/// the `Limits` (depth, node count with alias expansion) that libyaml itself does not.
public enum YAMLLoader {
    public static func load(_ bytes: [UInt8], file: String, limits: Limits = .standard) throws -> YAMLNode {
        if bytes.count > limits.fileBytes { throw SpecError(tooLarge(file: file, limits: limits)) }
        var builder = Builder(file: file, limits: limits)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw SpecError(Diagnostic("libyaml could not start", at: Location(file: file, line: 1, column: 1)))
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw SpecError(parserDiagnostic(parser, file: file))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try builder.accept(event)
            }
            return try builder.finish()
        }
    }

    /// The file-size limit's error; also raised by `SpecFile.read`, which stops reading at the limit.
    static func tooLarge(file: String, limits: Limits) -> Diagnostic {
        Diagnostic("the file is larger than \(limits.fileBytes) bytes, the limit for one spec",
                   at: Location(file: file, line: 1, column: 1),
                   hint: "a hand-written spec is a few kilobytes; split a generated one into several files")
    }

    /// libyaml's own message at libyaml's own mark, with a hint for the mistakes people make most.
    static func parserDiagnostic(_ parser: yaml_parser_t, file: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let mark = parser.problem_mark
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) \(context)"
        }
        var hint: String?
        if problem.contains("mapping values are not allowed") {
            hint = "an expression with ': ' in it must be quoted, e.g. \"Model(input: input)\""
        } else if problem.contains("found character that cannot start any token") {
            hint = "YAML does not allow tabs for indentation; use spaces"
        } else if problem.contains("UTF-8") || problem.contains("octet") {
            hint = "save the file as UTF-8"
        } else if let context = parser.context.map({ String(cString: $0) }), context.hasPrefix("while parsing a ") {
            let what = context.dropFirst("while parsing ".count)
            let start = parser.context_mark
            if start.line != mark.line || start.column != mark.column {
                hint = "\(what.hasPrefix("a ") ? "the " + what.dropFirst(2) : what) started at line \(start.line + 1), column \(start.column + 1)"
            }
        }
        return Diagnostic(
            "YAML: \(message)",
            at: Location(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1),
            hint: hint)
    }
}

/// Assembles events into nodes with an explicit stack, so deep input cannot overflow the call stack.
private struct Builder {
    /// An open sequence or mapping; mutated in place on the stack so appends stay O(1).
    struct Frame {
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
        var location: Location
        var anchor: String?
        var size = 1   // nodes under it, aliases expanded, for alias costs
    }

    let file: String
    let limits: Limits
    var stack: [Frame] = []
    var documents: [YAMLNode] = []
    var documentCount = 0
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var nodeCount = 0

    init(file: String, limits: Limits) {
        self.file = file
        self.limits = limits
    }

    func location(_ mark: yaml_mark_t) -> Location {
        Location(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    mutating func count(_ n: Int, at here: Location) throws {
        nodeCount += n
        if nodeCount > limits.nodes {
            throw SpecError(Diagnostic(
                "more than \(limits.nodes) YAML nodes (aliases count as the nodes they repeat)",
                at: here, hint: "a spec this large is likely generated by mistake, or an alias bomb"))
        }
    }

    mutating func accept(_ event: yaml_event_t) throws {
        let here = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                throw SpecError(Diagnostic("a spec file holds one YAML document; found a second", at: here,
                                           hint: "remove the '---' line, or split the file"))
            }
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let text = s.value == nil ? "" :
                String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
            try count(1, at: here)
            let node = YAMLNode(.scalar(text, plain: s.style == YAML_PLAIN_SCALAR_STYLE), at: here)
            add(node, anchor: Builder.string(s.anchor), size: 1)
        case YAML_ALIAS_EVENT:
            let name = Builder.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                throw SpecError(Diagnostic("alias *\(name) names no anchor", at: here))
            }
            try count(target.size, at: here)
            var node = target.node
            node.location = here
            add(node, anchor: nil, size: target.size)
        case YAML_SEQUENCE_START_EVENT:
            try open(Frame(isMapping: false, location: here,
                           anchor: Builder.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            try open(Frame(isMapping: true, location: here,
                           anchor: Builder.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close()
        default:
            break
        }
    }

    mutating func open(_ frame: Frame) throws {
        if stack.count >= limits.depth {
            throw SpecError(Diagnostic(
                "nesting deeper than \(limits.depth) levels", at: frame.location,
                hint: "a spec needs a handful of levels; this input is likely generated or hostile"))
        }
        try count(1, at: frame.location)
        stack.append(frame)
    }

    mutating func close() {
        guard let frame = stack.popLast() else { return }
        let kind: YAMLNode.Kind = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        add(YAMLNode(kind, at: frame.location), anchor: frame.anchor, size: frame.size)
    }

    mutating func add(_ node: YAMLNode, anchor: String?, size: Int) {
        if let anchor { anchors[anchor] = (node, size) }
        let top = stack.count - 1
        guard top >= 0 else {
            documents.append(node)
            return
        }
        stack[top].size += size
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append((key, node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
        }
    }

    func finish() throws -> YAMLNode {
        guard let document = documents.first, !document.isNull else {
            throw SpecError(Diagnostic("the file is empty", at: Location(file: file, line: 1, column: 1),
                                       hint: "a spec needs `components:` and a `root:` or `scenarios:`"))
        }
        return document
    }
}
