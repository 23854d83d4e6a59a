/// A composed YAML node with the span it covers in the source: a handle into its file's
/// `YAMLTree`, which it keeps alive.
///
/// Aliases are already replaced by the node they name (sharing its entries), and merge keys
/// (`<<`) are already applied, so consumers only ever see scalars, sequences and mappings.
package struct Node: Sendable {
    package enum Content: Sendable {
        case scalar(Scalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    /// One entry of a mapping, in source order.
    package struct Pair: Sendable {
        package var key: Node
        package var value: Node
    }

    let tree: YAMLTree
    let index: Int

    init(_ tree: YAMLTree, _ index: UInt32) {
        self.tree = tree
        self.index = Int(index)
    }

    private var record: YAMLTree.Record { tree.records[index] }

    package var start: Mark { tree.lines.mark(at: tree.start(of: index)) }
    package var end: Mark { tree.lines.mark(at: tree.positions(of: index).end) }

    package var content: Content {
        let r = record
        switch r.kind {
        case .scalar: return .scalar(scalar(r))
        case .sequence: return .sequence(entries(r))
        case .mapping: return .mapping(Pairs(entries: entries(r)))
        }
    }

    package var scalar: Scalar? {
        let r = record
        return r.kind == .scalar ? scalar(r) : nil
    }

    package var sequence: Items? {
        let r = record
        return r.kind == .sequence ? entries(r) : nil
    }

    package var mapping: Pairs? {
        let r = record
        return r.kind == .mapping ? Pairs(entries: entries(r)) : nil
    }

    private func scalar(_ r: YAMLTree.Record) -> Scalar {
        Scalar(tree.string(r), style: r.style, tag: r.tag)
    }

    private func entries(_ r: YAMLTree.Record) -> Items {
        Items(tree: tree, first: Int(r.first), count: Int(r.count))
    }

    /// Whether this is a scalar whose text is exactly `text`, decided without making a `String`:
    /// keys are looked up this way.
    package func hasText(_ text: String) -> Bool {
        tree.isScalar(record, withText: text)
    }

    /// Whether this is a scalar.
    package var isScalar: Bool { record.kind == .scalar }

    /// A scalar's text, or nil when it is null or no scalar: null is decided on the bytes, so a
    /// text field that is null makes no `String`.
    package var textUnlessNull: String? {
        let r = record
        guard r.kind == .scalar, !tree.withBytes(of: r, { Scalar.isNull($0, style: r.style, tag: r.tag) }) else { return nil }
        return tree.string(r)
    }

    /// The value of a plain, untagged `true` or `false`, read from the bytes; nil for anything
    /// else, which `scalar?.value` resolves. Most cells have a bool.
    package var plainBool: Bool? {
        let r = record
        guard r.kind == .scalar, r.style == .plain, r.tag == .none else { return nil }
        return tree.withBytes(of: r) { bytes in
            YAMLTree.same(bytes, "true") ? true : YAMLTree.same(bytes, "false") ? false : nil
        }
    }

    /// The value of a plain, untagged run of up to 18 decimal digits (which always fits an `Int`),
    /// read from the bytes; nil for anything else, which `scalar?.value` resolves. Ids are such runs.
    package var plainDigits: Int? {
        let r = record
        guard r.kind == .scalar, r.style == .plain, r.tag == .none, (1...18).contains(r.count) else { return nil }
        return tree.withBytes(of: r) { bytes in
            var value = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
    }

    /// Whether this is a null scalar, decided without making a `String`.
    package var isNull: Bool {
        let r = record
        guard r.kind == .scalar else { return false }
        return tree.withBytes(of: r) { Scalar.isNull($0, style: r.style, tag: r.tag) }
    }

    /// Whether this is a scalar with a byte that passes `test`, decided without making a `String`.
    func scalarHasByte(where test: (UInt8) -> Bool) -> Bool {
        let r = record
        return r.kind == .scalar && tree.withBytes(of: r) { $0.contains(where: test) }
    }

    /// Whether any byte of any scalar in this node's document passes `test`, asked of the byte
    /// values the document's scalars hold, before a rule walks a tree for what is almost never
    /// there. It may answer true for a byte outside this node (of another document, for a node
    /// that is not a document's root), never false for one inside.
    func documentTextHasByte(where test: (UInt8) -> Bool) -> Bool {
        if let bytes = tree.rootBytes[UInt32(index)] { return bytes.contains(where: test) }
        return tree.rootBytes.entries.contains { $0.value.contains(where: test) }
    }

    /// Where a diagnostic about "this mapping" points: its first key, or the node itself when empty.
    package var firstKeyMark: Mark {
        mapping?.first?.key.start ?? start
    }

    /// The span of that first key (or of the node itself), so a report about the mapping covers
    /// a word, never an empty region.
    package var firstKeySpan: (start: Mark, end: Mark) {
        guard let key = mapping?.first?.key else { return (start, end) }
        return (key.start, key.end)
    }

    /// A short noun for messages: "a string", "a list", "a map", "null"...
    package var kindDescription: String {
        switch content {
        case .scalar(let s): return s.kindDescription
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }

    /// A sequence's items.
    package struct Items: RandomAccessCollection, Sendable {
        let tree: YAMLTree
        let first: Int
        package let count: Int

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }

        package subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "index out of range")
            return Node(tree, tree.children[first + position])
        }

        /// The same items, and every node reached from them, on a twin of their tree
        /// (`YAMLTree.twin`): for a second thread to work through.
        func onTwinTree() -> Items {
            Items(tree: tree.twin(), first: first, count: count)
        }
    }

    /// A mapping's pairs, in source order.
    package struct Pairs: RandomAccessCollection, Sendable {
        /// Keys and values, alternating.
        let entries: Items
        private var tree: YAMLTree { entries.tree }
        private var first: Int { entries.first }

        package var startIndex: Int { 0 }
        package var endIndex: Int { entries.count / 2 }

        package subscript(position: Int) -> Pair {
            Pair(key: entries[2 * position], value: entries[2 * position + 1])
        }

        /// Pair `position`'s value alone, without a node for its key.
        package func value(at position: Int) -> Node {
            entries[2 * position + 1]
        }

        /// The value of the first pair whose key is the scalar `key`. Keys are compared as bytes
        /// and no node is made until one matches: decoding looks up every field this way.
        package func value(forKey key: String) -> Node? {
            position(ofKey: key).map { entries[2 * $0 + 1] }
        }

        /// The number in `table` of pair `position`'s key, if the key is text the table holds.
        package func key(at position: Int, in table: KeyTable) -> Int? {
            precondition(position >= 0 && position < count, "index out of range")
            let record = keyRecord(position)
            guard record.kind == .scalar else { return nil }
            return tree.withBytes(of: record) { table.number(of: $0) }
        }

        private func position(ofKey key: String) -> Int? {
            YAMLTree.withUTF8(of: key) { key in (0..<count).first { tree.isScalar(keyRecord($0), withBytes: key) } }
        }

        private func keyRecord(_ position: Int) -> YAMLTree.Record {
            tree.records[Int(tree.children[first + 2 * position])]
        }
    }
}

/// Nodes of one tree kept as their numbers, four bytes each instead of a sixteen-byte `Node`: a
/// page keeps one for each of its cells.
package struct NodeList: RandomAccessCollection, Sendable {
    private let tree: YAMLTree?
    private let numbers: [UInt32]

    /// `nodes`, which must all be of one tree (or share its storage, as a twin does).
    init(_ nodes: [Node]) {
        tree = nodes.first?.tree
        numbers = nodes.map { UInt32($0.index) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { numbers.count }
    package subscript(i: Int) -> Node { Node(tree!, numbers[i]) }
}
