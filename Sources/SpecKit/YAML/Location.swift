/// A place in a spec file: 1-based line and column, as editors show them.
public struct Location: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers use so terminals and editors can jump to it.
    public var description: String { "\(file):\(line):\(column)" }

    /// The same file, moved `offset` columns to the right (for places inside a scalar).
    public func advanced(by offset: Int) -> Location {
        Location(file: file, line: line, column: column + offset)
    }
}
