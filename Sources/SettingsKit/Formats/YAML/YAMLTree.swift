/// The storage behind every `Node` of one file: all nodes in one array, the entries of every
/// collection in a second; a scalar's bytes are the input's own where its value is written as it
/// reads (most are), and otherwise (escapes, folding, block scalars) in a third.
///
/// A page of a million nodes is three allocations instead of a `String` per scalar and an array
/// per collection: composing it allocates almost nothing, and freeing it is three `free`s.
/// Immutable once composed, so nodes are shared freely across threads.
final class YAMLTree: Sendable {
    /// One node. 20 bytes: pages have millions.
    struct Record {
        enum Kind: UInt8 {
            case scalar, sequence, mapping
        }

        var kind: Kind
        var style: Scalar.Style
        var tag: Scalar.Tag
        /// Whether a scalar's bytes are in `input`, not `text`.
        var inInput = false
        /// Where the node starts and ends, in characters (`lines` makes them marks).
        var start: UInt32
        var end: UInt32
        /// A scalar's bytes in `input` or `text`, or a collection's entries in `children`: a
        /// sequence's items, a mapping's keys and values alternating.
        var first: UInt32
        var count: UInt32
    }

    let records: [Record]
    let children: [UInt32]
    let text: [UInt8]
    /// The file's bytes, shared with its `SourceFile` (no copy).
    let input: [UInt8]
    /// The byte values each document's scalars hold, by the document's root.
    let rootBytes: [UInt32: ByteSet]
    let lines: LineTable

    init(records: [Record], children: [UInt32], text: [UInt8], input: [UInt8], rootBytes: [UInt32: ByteSet], lines: LineTable) {
        self.records = records
        self.children = children
        self.text = text
        self.input = input
        self.rootBytes = rootBytes
        self.lines = lines
    }

    /// The same tree under another object, its storage shared: every node holds its tree, so
    /// threads working side by side on one tree's nodes would contend for one reference count.
    func twin() -> YAMLTree {
        YAMLTree(records: records, children: children, text: text, input: input, rootBytes: rootBytes, lines: lines)
    }

    /// Inputs up to this size keep every offset and count within 32 bits: a node takes at least
    /// one byte of input, and YAML escapes at most grow text by half (`\L` is two bytes for three).
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
