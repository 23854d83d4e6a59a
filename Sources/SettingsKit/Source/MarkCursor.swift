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
        while offset < end {
            let b = bytes[offset]
            if b == 0x0A {
                mark = Mark(line: mark.line + 1, column: 1)
            } else if b & 0xC0 != 0x80 {  // a scalar's first byte; continuation bytes add nothing
                mark.column += 1
            }
            offset += 1
        }
        return mark
    }

    /// The mark of a later offset, without moving the cursor: an attribute inside the tag just marked.
    func peek(_ offset: Int) -> Mark {
        var copy = self
        return copy.mark(at: offset)
    }
}
