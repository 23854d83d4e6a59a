/// Turns byte offsets into marks (line, and column in Unicode scalars) by walking forward from the
/// last offset asked for: a parser that reports offsets in order pays for each byte once.
struct MarkCursor {
    private let bytes: [UInt8]
    private var offset = 0
    private var mark = Mark.start

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The mark of a byte offset; an offset before the last one starts again from the top.
    mutating func mark(at target: Int) -> Mark {
        if target < offset { (offset, mark) = (0, .start) }
        let end = min(max(target, 0), bytes.count)
        guard offset < end else { return mark }
        // Local copies: the walk is the hot loop of every located parse. Eight bytes at a time
        // where they hold no line break (the last word masked to the bytes before `end`): the
        // column grows by the bytes that start a scalar.
        var (line, column, i) = (mark.line, mark.column, offset)
        bytes.withUnsafeBytes { b in
            while i < end {
                if i + 8 <= b.count {
                    let count = min(8, end - i)
                    let mask: UInt64 = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
                    let word = UInt64(littleEndian: b.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & mask
                    // A zero byte of `word ^ 0x0A…` is a line break; masked-off bytes are 0x0A there.
                    let breaks = word ^ 0x0A0A_0A0A_0A0A_0A0A
                    if (breaks &- 0x0101_0101_0101_0101) & ~breaks & 0x8080_8080_8080_8080 == 0 {
                        // Masked-off bytes are zero, which continues nothing.
                        column += count - UTF8Word.continuationBytes(in: word)
                        i += count
                        continue
                    }
                }
                let byte = b[i]
                if byte == 0x0A {
                    (line, column) = (line + 1, 1)
                } else if byte & 0xC0 != 0x80 {  // a scalar's first byte; continuation bytes add nothing
                    column += 1
                }
                i += 1
            }
        }
        (mark, offset) = (Mark(line: line, column: column), i)
        return mark
    }
}
