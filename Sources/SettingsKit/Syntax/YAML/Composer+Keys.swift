/// How the composer tells two keys of a mapping are the same (by core-schema value, in linear time),
/// checks explicit tags, and applies merge keys.
extension Composer {
    /// The pair of the open mapping whose key has the same value as `key`, if any: a linear scan
    /// for the small maps pages are made of, a dictionary once a map grows past a handful of keys.
    /// Only scalar keys are compared, by their core-schema value: `1` and `0x1`, `~` and `null` are
    /// the same key, `1` and `"1"` are not. Most keys are words, equal only to the same bytes, so the
    /// scan compares bytes and resolves only the few keys that could be numbers, bools or nulls.
    mutating func pairNumber(of key: UInt32, inFrame f: Int) -> Int? {
        let k = records[Int(key)]
        guard k.kind == .scalar else { return nil }
        let base = frames[f].base
        let pairs = (entries.count - base) / 2
        if frames[f].keyIndex == nil, pairs >= 16 {
            var index: [String: Int] = [:]
            for i in 0..<pairs {
                if let id = identity(records[Int(entries[base + 2 * i])]), index[id] == nil { index[id] = i }
            }
            frames[f].keyIndex = index
        }
        if let index = frames[f].keyIndex { return identity(k).flatMap { index[$0] } }
        return pairNumber(of: k, among: pairs, from: base)
    }

    /// `pairNumber`'s scan, apart from the mutating part: closures inside a mutating method that
    /// reach `self` through another of its methods make the compiler copy the whole composer.
    private func pairNumber(of k: Record, among pairs: Int, from base: Int) -> Int? {
        if withBytes(of: k, Self.isWord) {
            return withBytes(of: k) { key in
                (0..<pairs).first { i in
                    let other = records[Int(entries[base + 2 * i])]
                    return other.kind == .scalar && other.count == k.count
                        && withBytes(of: other) { YAMLTree.same($0, key) }
                }
            }
        }
        let id = identity(k)
        return (0..<pairs).first { i in
            let other = records[Int(entries[base + 2 * i])]
            return other.kind == .scalar && !withBytes(of: other, Self.isWord) && identity(other) == id
        }
    }

    /// Text that is a string under every tag and style: not empty, `~`, `true`/`false`/`null` in
    /// their three spellings, or something that starts like a number. Such a key (`title`, `type`,
    /// almost every key of a page) equals exactly the keys with the same bytes.
    static func isWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return false
        case UInt8(ascii: "~"):
            return bytes.count > 1
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            guard bytes.count == 4 || bytes.count == 5 else { return true }
            return !literals.contains { $0.count == bytes.count && $0.withUnsafeBufferPointer { YAMLTree.same($0, bytes) } }
        default:
            return true
        }
    }

    static let literals: [[UInt8]] = ["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE"].map { Array($0.utf8) }

    /// A scalar key's value as one string, the type first; nil for a collection key.
    func identity(_ r: Record) -> String? {
        guard r.kind == .scalar else { return nil }
        let text = string(r)
        if withBytes(of: r, Self.isWord) { return "s" + text }
        switch Scalar(text, style: r.style, tag: r.tag).value {
        case .null: return "n"
        case .bool(let b): return b ? "b1" : "b0"
        case .int(let i): return "i\(i)"
        case .float(let d): return d.isNaN ? "fnan" : "f\(d == 0 ? 0 : d)"
        case .string(let s): return "s" + s
        }
    }

    /// Reports a scalar whose content does not fit its explicit core tag (`!!int abc`).
    mutating func checkTag(_ r: Record, at positions: YAMLTree.Positions) {
        let scalar = Scalar(string(r), style: r.style, tag: r.tag)
        let fits: Bool
        switch r.tag {
        case .seq, .map: fits = false
        default: fits = scalar.tagged != nil
        }
        guard !fits else { return }
        let what = ["null": "null", "bool": "true or false", "int": "an integer", "float": "a number", "seq": "a list", "map": "a map"]
        diagnostics.append(Diagnostic(
            .error, rule: .typeMismatch,
            message: "the tag \(r.tag.shorthand) needs \(what["\(r.tag)"] ?? "other content"), found \(scalar.quotedForMessage)",
            start: lines.mark(at: positions.start), end: lines.mark(at: positions.end)))
    }

    /// `<<: *base` and `<<: [*a, *b]`: keys written in the mapping win, then earlier sources.
    mutating func applyMerges(_ f: Int) {
        for source in frames[f].merges {
            let s = records[Int(source)]
            let maps = s.kind == .sequence ? Array(children[Int(s.first)..<Int(s.first + s.count)]) : [source]
            for map in maps {
                let m = records[Int(map)]
                guard m.kind == .mapping else {
                    let found = m.kind == .sequence ? "a list" : Scalar(string(m), style: m.style, tag: m.tag).kindDescription
                    let (start, end) = positions(ofNode: map)
                    diagnostics.append(Diagnostic(
                        .error, rule: .typeMismatch, message: "a merge key '<<' takes a map or a list of maps, found \(found)",
                        start: lines.mark(at: start), end: lines.mark(at: end)))
                    continue
                }
                for at in stride(from: Int(m.first), to: Int(m.first + m.count), by: 2) {
                    let (key, value) = (children[at], children[at + 1])
                    if pairNumber(of: key, inFrame: f) != nil { continue }
                    addPair(key, value, toFrame: f)
                }
            }
        }
    }

    /// Adds a key and its value to the mapping being composed in frame `f`, noting the key for
    /// the duplicate check when the mapping is large enough to index.
    mutating func addPair(_ key: UInt32, _ value: UInt32, toFrame f: Int) {
        entries.append(key)
        entries.append(value)
        if frames[f].keyIndex != nil, let identity = identity(records[Int(key)]) {
            frames[f].keyIndex![identity] = (entries.count - frames[f].base) / 2 - 1
        }
    }
}
