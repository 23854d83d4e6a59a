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

    /// An id as ids are matched, equal exactly when `key` is (`8` and `"8"` are one, `"08"` is
    /// another), made without writing an integer out as text: a page's ids are matched by the
    /// hundred thousand.
    package enum MatchKey: Hashable {
        case int(Int)
        case text(String)
    }

    package var matchKey: MatchKey {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return Int(s).flatMap { String($0) == s ? MatchKey.int($0) : nil } ?? .text(s)
        }
    }
}
