/// A position in a source file: 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so `标题: x` puts `x` in column 5.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    // 32 bits each: every node carries two marks, and pages have millions of nodes.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The line, from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The column, from 1, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// A mark at a line and column.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The start of a file.
    public static let start = Mark(line: 1, column: 1)

    /// Earlier in the file first.
    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
