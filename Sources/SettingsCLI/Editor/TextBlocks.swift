import Platform

/// A document's text while one message's changes are applied to it: whole lines in blocks of a
/// few KiB. An edit costs the blocks it touches and a walk over the blocks' line counts, not the
/// whole text: 16,000 one-character edits of a 0.74 MB page were 16,000 copies of it.
struct TextBlocks {
    /// Blocks of whole lines: each but the last ends in LF, and none is empty but a lone one.
    private var blocks: [[UInt8]]
    /// The LFs in each block.
    private var breaks: [Int]
    private var totalBreaks: Int
    /// The block a position was last found in, and its first line: edits near one another walk little.
    private var cursor = (block: 0, firstLine: 0)

    /// About how long a block is: the cost of an edit inside one, against the walk over their counts.
    static let size = 4096

    init(_ bytes: [UInt8]) {
        let pieces = Self.split(bytes)
        blocks = pieces.isEmpty ? [[]] : pieces.map(\.bytes)
        breaks = pieces.isEmpty ? [0] : pieces.map(\.breaks)
        totalBreaks = breaks.reduce(0, +)
    }

    /// The text, joined once.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(blocks.reduce(0) { $0 + $1.count })
        for block in blocks { out += block }
        return out
    }

    /// Replaces the text between two positions, as `EditorDocument.offset(of:)` finds them (an end
    /// before the start is the start).
    mutating func replace(from start: Position, to end: Position, with text: [UInt8], _ encoding: PositionEncoding) {
        let from = locate(start, encoding)
        var to = locate(end, encoding)
        if (to.block, to.offset) < (from.block, from.offset) { to = from }
        let merged = Array(blocks[from.block][..<from.offset]) + text + blocks[to.block][to.offset...]
        var pieces = Self.split(merged)
        // The text's only block may be empty; any other block that would be is dropped.
        if pieces.isEmpty, blocks.count == to.block - from.block + 1 { pieces = [([], 0)] }
        totalBreaks += pieces.reduce(0) { $0 + $1.breaks } - breaks[from.block...to.block].reduce(0, +)
        blocks.replaceSubrange(from.block...to.block, with: pieces.map(\.bytes))
        breaks.replaceSubrange(from.block...to.block, with: pieces.map(\.breaks))
        // The edit starts inside `from.block`: the lines before it are as they were.
        cursor = from.block < blocks.count ? (from.block, from.firstLine) : (0, 0)
    }

    /// The block and offset of a position; a character past its line's end is the line's end
    /// (before CRLF), a line past the last the end of the text.
    private mutating func locate(_ position: Position, _ encoding: PositionEncoding) -> (block: Int, offset: Int, firstLine: Int) {
        var (i, first) = cursor
        guard position.line <= totalBreaks else {
            while i < blocks.count - 1 { first += breaks[i]; i += 1 }
            return (i, blocks[i].count, first)
        }
        while i > 0, position.line < first { i -= 1; first -= breaks[i] }
        while i < blocks.count - 1, position.line >= first + breaks[i] { first += breaks[i]; i += 1 }
        cursor = (i, first)
        let block = blocks[i]
        return block.withUnsafeBufferPointer { buffer in
            var at = 0
            for _ in 0..<(position.line - first) { at = Self.lineFeed(in: buffer, from: at).map { $0 + 1 } ?? buffer.count }
            var end = Self.lineFeed(in: buffer, from: at) ?? buffer.count
            if end > at, buffer[end - 1] == 0x0D { end -= 1 }
            var units = 0
            while at < end, units < position.character {
                let (s, length) = EditorDocument.scalar(in: block, at: at)
                units += encoding.width(s)
                at += length
            }
            return (i, at, first)
        }
    }

    private static func lineFeed(in buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        guard let base = buffer.baseAddress, offset < buffer.count, let hit = memchr(base + offset, 0x0A, buffer.count - offset) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Text cut after an LF once a piece has `size` bytes; each piece with its LFs.
    private static func split(_ bytes: [UInt8]) -> [(bytes: [UInt8], breaks: Int)] {
        var out: [(bytes: [UInt8], breaks: Int)] = []
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0, at = 0, count = 0
            while let lf = lineFeed(in: buffer, from: at) {
                at = lf + 1
                count += 1
                if at - from >= size {
                    out.append((Array(buffer[from..<at]), count))
                    (from, count) = (at, 0)
                }
            }
            if from < buffer.count { out.append((Array(buffer[from...]), count)) }
        }
        return out
    }
}
