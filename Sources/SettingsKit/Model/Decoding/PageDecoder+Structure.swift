/// The decoder's walk over the tree: known keys, lists, required keys, and where problems are reported.
extension PageDecoder {
    /// A lookup over a mapping's pairs; maps here are small, so a scan beats hashing, and keys
    /// are compared as bytes in the tree, so a lookup makes no `String`.
    struct Fields {
        let pairs: Node.Pairs
        /// Keys that unknown keys were taken for: a missing one of these is already explained.
        var suggested: Set<String> = []
        subscript(key: String) -> Node? {
            pairs.value(forKey: key)
        }
    }

    /// Reports keys the format does not define (with a suggestion), and returns the lookup.
    func fields(_ pairs: Node.Pairs, _ allowed: [String], in what: String) -> Fields {
        var f = Fields(pairs: pairs)
        for i in pairs.indices where !pairs.key(at: i, isOneOf: allowed) {
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
            error(.unknownKey, "unknown key '\(key)' in \(what)\(hint)", at: pair.key)
        }
        return f
    }

    func mapping(_ node: Node, _ what: String) -> Node.Pairs? {
        if let pairs = node.mapping { return pairs }
        error(.typeMismatch, "expected \(what), found \(node.kindDescription)", at: node)
        return nil
    }

    /// The decoded elements of a list, each with the node it came from; elements that fail are left out.
    func list<T>(_ node: Node, _ key: String, _ element: (Node) -> T?) -> [(value: T, node: Node)]? {
        guard let items = node.sequence else {
            error(.typeMismatch, "'\(key)' must be a list, found \(node.kindDescription)", at: node, key: key)
            return nil
        }
        var out: [(value: T, node: Node)] = []
        out.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            path.append(.index(i))
            if let value = element(item) { out.append((value, item)) }
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
    func error(_ rule: RuleID, _ message: String, at node: Node, key: String? = nil) {
        var here = path
        if let key, here.components.last != .key(key) { here.append(.key(key)) }
        found.add(Diagnostic(.error, rule: rule, message: message, start: node.start, end: node.end, path: here.description))
    }
}
