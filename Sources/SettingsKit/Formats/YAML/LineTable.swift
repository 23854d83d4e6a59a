/// libyaml's marks, from the positions a tree keeps for its nodes: the first character of every
/// line a mark falls on is noted as the marks arrive, so a position's line is a binary search away
/// and its column a difference (libyaml counts both in characters, a CR LF as two). A node keeps
/// two 4-byte positions instead of two 8-byte marks: pages have millions of nodes.
///
/// A mark the lines cannot give back is kept whole, its position pointing at it: libyaml ends the
/// last line of a file without a line break with a line of its own, at the same character as the
/// end of the last value, so there one character has two marks.
///
/// It also turns byte offsets back into positions, for the scalars that keep only where their
/// bytes are: it notes a character and its byte offset at least every `offsetSpacing` bytes, so
/// a position is a binary search and a count of at most that many bytes away.
struct LineTable: Sendable {
    /// The character each noted line starts at, in order, and that line (from 1).
    private var starts: [UInt32] = []
    private var lines: [Int32] = []
    /// The furthest character given a position so far.
    private var furthest = -1
    private var kept: [Mark] = []
    /// Characters and their byte offsets, in order.
    private var offsetCharacters: [UInt32] = []
    private var offsets: [UInt32] = []

    static let offsetSpacing = 256

    /// Positions with this bit set number a mark in `kept`; a file has fewer than 2^31 characters.
    private static let keptBit: UInt32 = 1 << 31

    /// The position to keep for `mark`, which libyaml gave at character `index`. Marks must come in
    /// document order (libyaml's events do).
    mutating func position(of mark: Mark, at index: Int) -> UInt32 {
        let line = Int32(clamping: mark.line)
        let start = index - (mark.column - 1)
        if line > lines.last ?? 0, start > furthest, start >= 0, index < Int(Self.keptBit) {
            starts.append(UInt32(start))
            lines.append(line)
        }
        // Almost every mark is on the last line noted, where its position gives it back.
        let onLastLine = line == lines.last && start == starts.last.map(Int.init)
        if index >= 0, index < Int(Self.keptBit), onLastLine || self.mark(at: UInt32(index)) == mark {
            furthest = max(furthest, index)
            return UInt32(index)
        }
        kept.append(mark)
        return Self.keptBit | UInt32(kept.count - 1)
    }

    /// The mark at a position: on the last noted line starting at or before it.
    func mark(at position: UInt32) -> Mark {
        if position & Self.keptBit != 0 { return kept[Int(position & ~Self.keptBit)] }
        var (low, high) = (0, starts.count)
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= position { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return .start }
        return Mark(line: Int(lines[low - 1]), column: Int(position - starts[low - 1]) + 1)
    }

    /// Notes that character `character` starts at byte `offset`: both must come in order, and
    /// every offset asked for later must follow one noted.
    mutating func note(offset: Int, ofCharacter character: Int) {
        if let last = offsets.last, offset - Int(last) < Self.offsetSpacing { return }
        offsets.append(UInt32(offset))
        offsetCharacters.append(UInt32(character))
    }

    /// The position of the character that starts at byte `offset` of `input`.
    func position(ofOffset offset: UInt32, in input: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var (low, high) = (0, offsets.count)
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        let from = Int(offsets[low - 1])
        return offsetCharacters[low - 1] + UInt32(UTF8Word.characters(in: UnsafeBufferPointer(rebasing: input[from..<Int(offset)])))
    }
}
