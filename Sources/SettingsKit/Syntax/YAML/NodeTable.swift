/// Values kept for a few nodes of a tree (its documents' roots, its aliases), in node order, found
/// by a binary search. Not a dictionary: the runtime makes a dictionary's type on first use, a
/// cost to every start-up for a table that is nearly always tiny (Docs/Performance.md, "Choices in the code").
struct NodeTable<Value>: Sendable where Value: Sendable {
    private(set) var entries: [(node: UInt32, value: Value)] = []

    /// Adds `value` for `node`, which must follow every node already in the table.
    mutating func append(_ node: UInt32, _ value: Value) {
        entries.append((node, value))
    }

    /// The value kept for `node`, if any.
    subscript(node: UInt32) -> Value? {
        let at = entries.partitioningIndex { $0.node >= node }
        return at < entries.count && entries[at].node == node ? entries[at].value : nil
    }
}
