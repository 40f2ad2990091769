import CYAML

/// Turns bytes into one YAML document with libyaml's event parser.
///
/// libyaml does the parsing; this type only records its events as located entries of a
/// `YAMLDocument` and enforces the `Limits` (depth, node count with alias expansion) that libyaml
/// itself does not.
public enum YAMLLoader {
    public static func load(_ bytes: [UInt8], file: String, limits: Limits = .standard) throws -> YAMLNode {
        try load(bytes, file: file, limits: limits, sink: nil)
    }

    /// `sink`, when given, takes the pairs of its key's mapping as they are read.
    static func load(_ bytes: [UInt8], file: String, limits: Limits, sink: (any YAMLPieceSink)?) throws -> YAMLNode {
        if bytes.count > limits.fileBytes { throw SpecError(tooLarge(file: file, limits: limits)) }
        if let problem = encodingProblem(bytes, file: file) { throw SpecError(problem) }
        var recorder = YAMLRecorder(file: file, limits: limits, source: bytes)
        if let sink { recorder.watch(for: sink) }
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
                    throw SpecError(parserDiagnostic(parser, bytes: bytes, file: file))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try recorder.accept(event)
            }
            return try recorder.finish()
        }
    }

    /// The file-size limit's error; also raised by `SpecFile.read`, which stops reading at the limit.
    static func tooLarge(file: String, limits: Limits) -> Diagnostic {
        Diagnostic("the file is larger than \(limits.fileBytes) bytes, the limit for one spec",
                   at: Location(file: file, line: 1, column: 1),
                   hint: "a hand-written spec is a few kilobytes; split a generated one into several files")
    }
}

