/// One located problem in a spec: what is wrong, where, and how to fix it when we can tell.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: Location
    public var message: String
    public var hint: String?

    public init(_ message: String, at location: Location, hint: String? = nil) {
        self.location = location
        // A name or value a message quotes whole may be as long as the file: cut long runs.
        self.message = message.longRunsShortened()
        self.hint = hint?.longRunsShortened()
    }

    public var description: String { "\(location): error: \(message)" }

    /// The diagnostics in the order their places stand in the file, line then column, as a reader
    /// goes through it; those at the same place keep their order.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.location.line, a.element.location.column, a.offset) < (b.element.location.line, b.element.location.column, b.offset)
        }.map(\.element)
    }
}

/// Every problem found in one file; loading keeps going where it can so a user sees them together.
public struct SpecError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    /// The same problem found more than once (a root every scenario names) is told once.
    public init(_ diagnostics: [Diagnostic]) {
        var seen = Set<Diagnostic>()
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
    }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
