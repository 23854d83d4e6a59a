/// The storage behind every `Node` of one file: all nodes in one array, the entries of every
/// collection in a second; a scalar's bytes are the input's own where its value is written as it
/// reads (most are), and otherwise (escapes, folding, block scalars) in a third.
///
/// A page of a million nodes is three allocations instead of a `String` per scalar and an array
/// per collection: composing it allocates almost nothing, and freeing it is three `free`s.
/// Immutable once composed, so nodes are shared freely across threads.
final class YAMLTree: Sendable {
    /// One node. 12 bytes: pages have millions. Where it starts and ends, in characters (`lines`
    /// makes them marks), is not in the record but found from it (`positions`):
    /// - a scalar whose bytes are the input's own starts where they do (less its opening quote)
    ///   and ends after its last character (and its closing quote);
    /// - a scalar in `text` has its two positions in the eight bytes before its own;
    /// - a collection has them in the two entries of `children` before its own;
    /// - an alias, which shares the bytes or entries of the node it names, has its own in `aliases`.
    struct Record {
        enum Kind: UInt8 {
            case scalar, sequence, mapping
        }

        struct Flags: OptionSet {
            let rawValue: UInt8
            /// A scalar's bytes are in `input`, not `text`.
            static let inInput = Flags(rawValue: 1)
            /// The node is an alias, its positions in `aliases`.
            static let alias = Flags(rawValue: 2)
        }

        var kind: Kind
        var style: Scalar.Style
        var tag: Scalar.Tag
        var flags: Flags = []
        /// A scalar's bytes in `input` or `text`, or a collection's entries in `children`: a
        /// sequence's items, a mapping's keys and values alternating.
        var first: UInt32
        var count: UInt32

        var inInput: Bool { flags.contains(.inInput) }

        /// A quoted scalar's bytes start a character after the node.
        var quote: UInt32 { style == .singleQuoted || style == .doubleQuoted ? 1 : 0 }
    }

    /// Where a node starts and ends, in characters.
    typealias Positions = (start: UInt32, end: UInt32)

    let records: [Record]
    let children: [UInt32]
    let text: [UInt8]
    /// The file's bytes, shared with its `SourceFile` (no copy).
    let input: [UInt8]
    /// The positions of aliases, by node.
    let aliases: NodeTable<Positions>
    /// The byte values each document's scalars hold, by the document's root.
    let rootBytes: NodeTable<ByteSet>
    let lines: LineTable

    init(records: [Record], children: [UInt32], text: [UInt8], input: [UInt8], aliases: NodeTable<Positions>,
         rootBytes: NodeTable<ByteSet>, lines: LineTable) {
        self.records = records
        self.children = children
        self.text = text
        self.input = input
        self.aliases = aliases
        self.rootBytes = rootBytes
        self.lines = lines
    }

    /// Where node `index` starts, in characters: `positions(of:)` without counting a scalar's
    /// characters for its end.
    func start(of index: Int) -> UInt32 {
        let r = records[index]
        guard r.kind == .scalar, r.inInput, !r.flags.contains(.alias) else { return positions(of: index).start }
        return input.withUnsafeBufferPointer { Self.start(ofInInput: r, input: $0, lines: lines) }
    }

    /// Where a scalar whose bytes are the input's own starts: where they do, less its opening quote.
    private static func start(ofInInput r: Record, input: UnsafeBufferPointer<UInt8>, lines: LineTable) -> UInt32 {
        lines.position(ofOffset: r.first, in: input) - r.quote
    }

    /// Where node `index` starts and ends, in characters.
    func positions(of index: Int) -> Positions {
        input.withUnsafeBufferPointer {
            Self.positions(of: index, records: records, children: children, text: text, input: $0, aliases: aliases, lines: lines)
        }
    }

    /// `positions(of:)` over a tree's parts: this tree's, or those of a tree still being composed.
    static func positions(of index: Int, records: [Record], children: [UInt32], text: [UInt8],
                          input: UnsafeBufferPointer<UInt8>, aliases: NodeTable<Positions>, lines: LineTable) -> Positions {
        let r = records[index]
        if r.flags.contains(.alias) { return aliases[UInt32(index)]! }
        if r.kind != .scalar { return (children[Int(r.first) - 2], children[Int(r.first) - 1]) }
        if !r.inInput {
            return text.withUnsafeBytes {
                (UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: Int(r.first) - 8, as: UInt32.self)),
                 UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: Int(r.first) - 4, as: UInt32.self)))
            }
        }
        let start = Self.start(ofInInput: r, input: input, lines: lines)
        let characters = UTF8Word.characters(in: UnsafeBufferPointer(rebasing: input[Int(r.first)..<Int(r.first + r.count)]))
        return (start, start + 2 * r.quote + UInt32(characters))
    }

    /// The same tree under another object, its storage shared: every node holds its tree, so
    /// threads working side by side on one tree's nodes would contend for one reference count.
    func twin() -> YAMLTree {
        YAMLTree(records: records, children: children, text: text, input: input, aliases: aliases, rootBytes: rootBytes,
                 lines: lines)
    }

    /// Inputs up to this size keep every offset and count within 32 bits: a node takes at least
    /// one byte of input, and YAML escapes at most grow text by half (`\L` is two bytes for three).
    /// `text` also holds eight bytes of positions per scalar it holds; the composer stops a file
    /// before that passes 4 GiB.
    static let maxInputBytes = Int(Int32.max)

    // The byte helpers below run for every key looked up and every scalar tested; they are
    // inlined so that their closures cost nothing.

    /// A scalar's bytes, lent from the input or from `text`: this tree's, or those of a tree
    /// still being composed.
    @inline(__always)
    static func withBytes<R>(of record: Record, input: UnsafeBufferPointer<UInt8>, text: [UInt8],
                             _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = Int(record.first)..<Int(record.first + record.count)
        if record.inInput { return body(UnsafeBufferPointer(rebasing: input[range])) }
        return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    @inline(__always)
    func withBytes<R>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        input.withUnsafeBufferPointer { Self.withBytes(of: record, input: $0, text: text, body) }
    }

    /// A scalar's text as a `String`.
    func string(_ record: Record) -> String {
        withBytes(of: record) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a node is a scalar whose text is exactly `text`, compared as bytes without making
    /// a `String`.
    @inline(__always)
    func isScalar(_ record: Record, withText text: String) -> Bool {
        record.kind == .scalar && Int(record.count) == text.utf8.count
            && Self.withUTF8(of: text) { isScalar(record, withBytes: $0) }
    }

    /// `isScalar(_:withText:)` for text already lent as bytes, to look for one key among many.
    @inline(__always)
    func isScalar(_ record: Record, withBytes utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        record.kind == .scalar && Int(record.count) == utf8.count && withBytes(of: record) { Self.same($0, utf8) }
    }

    /// A string's UTF-8 bytes, contiguous: in place for a native string, copied for a bridged one.
    @inline(__always)
    static func withUTF8<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// `same` against a literal.
    @inline(__always)
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        same(a, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// Byte equality by index: several times cheaper here than the generic `elementsEqual`.
    @inline(__always)
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }
}
