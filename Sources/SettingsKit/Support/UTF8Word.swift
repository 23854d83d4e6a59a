/// Eight bytes of UTF-8 at a time, for the walks that count characters over whole files.
enum UTF8Word {
    /// How many of a little-endian word's bytes continue a character (10xxxxxx: bit 7 set, bit 6
    /// clear); the others start one. The multiply sums the eight 0-or-1 bytes into the top one (no
    /// popcnt on baseline x86-64).
    @inline(__always)
    static func continuationBytes(in word: UInt64) -> Int {
        let continuations = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
        return Int((continuations &* 0x0101_0101_0101_0101) >> 56)
    }

    /// The characters of a run of UTF-8 (its lead bytes), eight bytes at a time.
    static func characters(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var (o, n) = (0, bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        while o + 8 <= bytes.count {
            n -= continuationBytes(in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)))
            o += 8
        }
        while o < bytes.count {
            if bytes[o] & 0xC0 == 0x80 { n -= 1 }
            o += 1
        }
        return n
    }
}
