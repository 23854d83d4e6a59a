/// A composed YAML node with the span it covers in the source.
///
/// Aliases are already replaced by the node they name (sharing its storage), and merge keys
/// (`<<`) are already applied, so consumers only ever see scalars, sequences and mappings.
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// One entry of a mapping, in source order.
    public struct Pair: Sendable {
        public var key: Node
        public var value: Node
    }

    public var content: Content
    public var start: Mark
    public var end: Mark

    public init(_ content: Content, start: Mark, end: Mark) {
        self.content = content
        self.start = start
        self.end = end
    }

    public var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// Where a diagnostic about "this mapping" points: its first key, or the node itself when empty.
    public var firstKeyMark: Mark {
        mapping?.first?.key.start ?? start
    }

    /// A short noun for messages: "a string", "a list", "a map", "null"...
    public var kindDescription: String {
        switch content {
        case .scalar(let s): return s.kindDescription
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }
}
