/// A place in a spec file: 1-based line and column, as editors show them.
///
/// The file is held as its number in `FileNames`, so a location is a few plain integers: a loaded
/// spec has one for every node, token and expression, and a name string in each cost a reference
/// count on every copy.
public struct Location: Hashable, Sendable, CustomStringConvertible {
    private var fileNumber: UInt32
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: FileNames.number(of: file), line: line, column: column)
    }

    init(fileNumber: UInt32, line: Int, column: Int) {
        self.fileNumber = fileNumber
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public var file: String {
        get { FileNames.name(fileNumber) }
        set { fileNumber = FileNames.number(of: newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// `file:line:column`, the form compilers use so terminals and editors can jump to it; a
    /// newline or another control character in the file's name is escaped, so it stays one line.
    public var description: String { "\(file.pathEscaped):\(line):\(column)" }

    /// The same file, moved `offset` columns to the right (for places inside a scalar).
    public func advanced(by offset: Int) -> Location {
        Location(fileNumber: fileNumber, line: line, column: column + offset)
    }

    /// Another place in the same file.
    func moved(line: Int, column: Int) -> Location {
        Location(fileNumber: fileNumber, line: line, column: column)
    }
}
