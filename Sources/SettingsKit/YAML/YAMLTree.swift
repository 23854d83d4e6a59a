/// The storage behind every `Node` of one file: all nodes in one array, the entries of every
/// collection in a second, every scalar's bytes in a third.
///
/// A page of a million nodes is three allocations instead of a `String` per scalar and an array
/// per collection: composing it allocates almost nothing, and freeing it is three `free`s.
/// Immutable once composed, so nodes are shared freely across threads.
final class YAMLTree: Sendable {
    /// One node. 28 bytes: pages have millions.
    struct Record {
        enum Kind: UInt8 {
            case scalar, sequence, mapping
        }

        var kind: Kind
        var style: Scalar.Style
        var tag: Scalar.Tag
        var start: Mark
        var end: Mark
        /// A scalar's bytes in `text`, or a collection's entries in `children`: a sequence's items,
        /// a mapping's keys and values alternating.
        var first: UInt32
        var count: UInt32
    }

    let records: [Record]
    let children: [UInt32]
    let text: [UInt8]

    init(records: [Record], children: [UInt32], text: [UInt8]) {
        self.records = records
        self.children = children
        self.text = text
    }

    /// Inputs up to this size keep every offset and count within 32 bits: a node takes at least
    /// one byte of input, and YAML escapes at most grow text by half (`\L` is two bytes for three).
    static let maxInputBytes = Int(Int32.max)

    /// A scalar's text as a `String`.
    func string(_ record: Record) -> String {
        Self.string(record, in: text)
    }

    /// A scalar's text as a `String`, from the bytes of a tree still being composed.
    static func string(_ record: Record, in text: [UInt8]) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]),
                   as: UTF8.self)
        }
    }

    /// Whether a scalar's bytes are exactly `utf8`, compared without making a `String`.
    func scalar(_ record: Record, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(record.count) == utf8.count else { return false }
        return text.withUnsafeBufferPointer { buffer in
            let base = Int(record.first)
            for i in 0..<utf8.count where buffer[base + i] != utf8[i] { return false }
            return true
        }
    }
}
