/// libyaml's marks, from the positions (characters from the start) a tree finds for its nodes: the
/// first character of every line a mark falls on is noted as the marks arrive, so a position's
/// line is a binary search away and its column a difference (libyaml counts both in characters, a
/// CR LF as two). A position is 4 bytes where a mark is 8: pages have millions of nodes.
///
/// A mark the lines cannot give back is kept whole, its position pointing at it: libyaml ends the
/// last line of a file without a line break with a line of its own, at the same character as the
/// end of the last value, so there one character has two marks.
///
/// It also turns byte offsets back into positions, for the scalars that keep only where their
/// bytes are: for every 256 bytes of input it notes the first such scalar's character and byte
/// offset, so a position is an index and a count of at most 256 bytes away.
struct LineTable: Sendable {
    /// The character each noted line starts at, in order, and that line (from 1).
    private var starts: [UInt32] = []
    private var lines: [Int32] = []
    /// The furthest character given a position so far.
    private var furthest = -1
    private var kept: [Mark] = []
    /// By 256-byte block of input, the first character noted in it and its byte offset; a block
    /// where none was noted repeats the one before.
    private var blocks: [(offset: UInt32, character: UInt32)] = []

    private static let blockShift = 8

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
        let line = starts.partitioningIndex { $0 > position } - 1
        guard line >= 0 else { return .start }
        return Mark(line: Int(lines[line]), column: Int(position - starts[line]) + 1)
    }

    /// Room for the blocks of an input of `bytes` bytes, so that noting never copies them.
    mutating func reserveBlocks(forInputBytes bytes: Int) {
        blocks.reserveCapacity(bytes >> Self.blockShift + 1)
    }

    /// Notes that character `character` starts at byte `offset`; offsets must come in order.
    mutating func note(offset: Int, ofCharacter character: Int) {
        let block = offset >> Self.blockShift
        guard block >= blocks.count else { return }
        let noted = (offset: UInt32(offset), character: UInt32(character))
        let before = blocks.last ?? noted
        while blocks.count < block { blocks.append(before) }
        blocks.append(noted)
    }

    /// The position of the character that starts at byte `offset` of `input`: counted from the
    /// character noted in its block (back from it, for a byte before the first one noted).
    func position(ofOffset offset: UInt32, in input: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let noted = blocks[min(Int(offset) >> Self.blockShift, blocks.count - 1)]
        if noted.offset <= offset {
            return noted.character + UInt32(UTF8Word.characters(in: UnsafeBufferPointer(rebasing: input[Int(noted.offset)..<Int(offset)])))
        }
        return noted.character - UInt32(UTF8Word.characters(in: UnsafeBufferPointer(rebasing: input[Int(offset)..<Int(noted.offset)])))
    }
}
