/// Where libyaml's marks fall in the input's bytes. A mark's `index` counts characters (a CR LF
/// counts two, a byte-order mark none), so the byte offset of a later mark is found by counting
/// UTF-8 lead bytes from the last one; marks come in order, so the input is walked once.
struct SourceCursor {
    private let input: UnsafeBufferPointer<UInt8>
    /// Characters before `offset`, and the byte offset of a lead byte (or the end).
    private var index = 0
    private var offset: Int

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        offset = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The byte offset of character `target`; nil for one before the last asked for (never, for
    /// marks in document order) or past the end.
    mutating func offset(ofCharacter target: Int) -> Int? {
        guard target >= index else { return nil }
        var (i, o) = (index, offset)
        // Eight bytes at a time while the target lies beyond them: their lead bytes are characters.
        while o + 8 <= input.count {
            let word = UInt64(littleEndian: UnsafeRawBufferPointer(input).loadUnaligned(fromByteOffset: o, as: UInt64.self))
            let leads = 8 - UTF8Word.continuationBytes(in: word)
            guard leads <= target - i else { break }
            (i, o) = (i + leads, o + 8)
        }
        while o < input.count {
            if input[o] & 0xC0 != 0x80 {
                if i == target {
                    (index, offset) = (i, o)
                    return o
                }
                i += 1
            }
            o += 1
        }
        return nil
    }
}
