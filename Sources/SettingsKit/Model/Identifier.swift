/// A page, section or cell identifier. It keeps its YAML type (an int stays an int in JSON),
/// but `8` and `"8"` are the same id when ids are compared.
public enum Identifier: Sendable, Hashable, CustomStringConvertible {
    case int(Int)
    case string(String)

    /// The text ids are matched by.
    public var key: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return s
        }
    }

    /// The id as text.
    public var description: String { key }
}
