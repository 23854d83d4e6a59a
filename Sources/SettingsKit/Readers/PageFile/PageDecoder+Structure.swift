/// The decoder's walk over the tree: known keys, lists, required keys, and where problems are reported.
extension PageDecoder {
    /// A mapping's pairs by the numbers of a key table: each key was matched once, as bytes in the
    /// tree, so looking a field up is reading its slot.
    struct Fields {
        let pairs: Node.Pairs
        let table: KeyTable
        /// For each key of the table, 1 + the number of the pair that holds it; 0 when none does.
        /// (`KeyTable.maxKeys` slots.)
        var slots = InlineArray<32, UInt32>(repeating: 0)
        /// Keys that unknown keys were taken for: a missing one of these is already explained.
        var suggested: Set<String> = []

        init(pairs: Node.Pairs, table: KeyTable) {
            (self.pairs, self.table) = (pairs, table)
        }

        /// The value of `key`, which must be one of the table's.
        subscript(key: String) -> Node? {
            guard let number = table.number(of: key) else {
                preconditionFailure("'\(key)' is not a key of this map's format")
            }
            return self[number: number]
        }

        /// The value of a cell's key; the table must be `PageFormat.cellKeyTable`.
        subscript(key: PageFormat.CellKey) -> Node? {
            assert(table.keys == PageFormat.cellKeys, "a cell's key looked up in another map's fields")
            return self[number: key.rawValue]
        }

        /// The value of an indicator's key; the table must be `PageFormat.indicatorKeyTable`.
        subscript(indicator key: PageFormat.IndicatorKey) -> Node? {
            assert(table.keys == PageFormat.indicatorKeys, "an indicator's key looked up in another map's fields")
            return self[number: key.rawValue]
        }

        /// The value of the table's key number `number`.
        subscript(number number: Int) -> Node? {
            let slot = slots[number]
            return slot == 0 ? nil : pairs.value(at: Int(slot) - 1)
        }
    }

    /// Reports keys the format does not define (with a suggestion), and returns the lookup: each
    /// key is matched once, so looking up a field costs no search of the map.
    func fields(_ pairs: Node.Pairs, _ table: KeyTable, in what: String) -> Fields {
        var f = Fields(pairs: pairs, table: table)
        let allowed = table.keys
        for i in pairs.indices {
            if let number = pairs.key(at: i, in: table) {
                // Keys are unique (the composer reports a repeated one): the first is the only one.
                if f.slots[number] == 0 { f.slots[number] = UInt32(i + 1) }
                continue
            }
            let pair = pairs[i]
            guard let key = pair.key.scalar?.text else {
                error(.unknownKey, "keys must be text, found \(pair.key.kindDescription) in \(what)", at: pair.key)
                continue
            }
            if PageFormat.isExtension(key) { continue }
            path.append(.key(key))
            defer { path.removeLast() }
            if PageFormat.metricKeys.contains(key) {
                error(.unknownKey, "'\(key)' is a page-level metric, not a key of \(what): move it to the page's style", at: pair.key)
                continue
            }
            let suggestion = PageFormat.aliases[key].flatMap { allowed.contains($0) ? $0 : nil }
                ?? closest(to: key, in: allowed)
            if let suggestion { f.suggested.insert(suggestion) }
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            error(.unknownKey, "unknown key '\(key)' in \(what)\(hint)", at: pair.key, wrong: key, suggestion: suggestion)
        }
        return f
    }

    func mapping(_ node: Node, _ what: String) -> Node.Pairs? {
        if let pairs = node.mapping { return pairs }
        error(.typeMismatch, "expected \(what), found \(node.kindDescription)", at: node)
        return nil
    }

    /// The decoded elements of a list and the nodes they came from; elements that fail are left out.
    struct Decoded<T> {
        var values: [T] = []
        var nodes: [Node] = []

        static func + (a: Decoded, b: Decoded) -> Decoded {
            Decoded(values: a.values + b.values, nodes: a.nodes + b.nodes)
        }
    }

    /// The decoded elements of a list; nil when it is not a list.
    func list<T>(_ node: Node, _ key: String, _ element: (Node) -> T?) -> Decoded<T>? {
        guard let items = node.sequence else {
            error(.typeMismatch, "'\(key)' must be a list, found \(node.kindDescription)", at: node, key: key)
            return nil
        }
        return elements(of: items, in: items.indices, element)
    }

    /// `list` over some of a list's items, each reported at its own index. Values and nodes are
    /// kept apart so that a page's cells are moved into it, never copied.
    func elements<T>(of items: Node.Items, in range: Range<Int>, _ element: (Node) -> T?) -> Decoded<T> {
        var out = Decoded<T>()
        out.values.reserveCapacity(range.count)
        out.nodes.reserveCapacity(range.count)
        for i in range {
            let item = items[i]
            path.append(.index(i))
            if let value = element(item) {
                out.values.append(consume value)
                out.nodes.append(item)
            }
            path.removeLast()
        }
        return out
    }

    /// Decodes a required key, reporting `missing-key` at the mapping's first key when it is absent.
    func required<T>(_ f: Fields, _ key: String, of node: Node, _ what: String, _ decode: (Node) -> T?) -> T? {
        guard let value = f[key] else {
            if !f.suggested.contains(key) { missing("\(what) needs '\(key)'", at: node) }
            return nil
        }
        path.append(.key(key))
        defer { path.removeLast() }
        if value.isNull {
            error(.typeMismatch, "'\(key)' is required, found null", at: value)
            return nil
        }
        return decode(value)
    }

    func missing(_ message: String, at node: Node) {
        let span = node.firstKeySpan
        found.add(Diagnostic(.error, rule: .missingKey, message: message,
                                      start: span.start, end: span.end, path: path.description))
    }

    /// Reports at `node`; `key` names the field when the path does not already end in it.
    /// `suggestion`: the did-you-mean for the node's text `wrong`, offered as a fix.
    func error(_ rule: RuleID, _ message: String, at node: Node, key: String? = nil, wrong: String = "", suggestion: String? = nil) {
        var here = path
        if let key, here.components.last != .key(key) { here.append(.key(key)) }
        found.add(Diagnostic(.error, rule: rule, message: message, start: node.start, end: node.end, path: here.description)
            .fixing(wrong, suggestion))
    }
}
