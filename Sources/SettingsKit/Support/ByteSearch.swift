import Platform

/// Whether a run of bytes holds another: the check that lets a file without an inline
/// suppression's marker skip the search for its comments. The C library's memchr finds each
/// candidate (memmem is a GNU extension Swift's Glibc does not show) by the needle's rarest-looking
/// byte: a letter of `settings-render:` stops memchr at every `s` of a page's text, its `-` seldom,
/// so a 10 MB page is searched in about a millisecond rather than ten.
enum ByteSearch {
    static func contains(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Bool {
        haystack.withUnsafeBytes { firstOffset(of: needle, in: $0) } != nil
    }

    /// Where `needle` first starts in `haystack` at or after `from`: the search the Android code
    /// reader makes a few dozen times a file, where the standard library's generic
    /// `firstRange(of:)` cost a second on a project of a hundred settings files. `to`: where the
    /// search stops, so a search repeated within a small window costs the window, not the file.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int = 0, to: Int? = nil) -> Int? {
        let end = min(to ?? haystack.count, haystack.count)
        guard from <= end else { return nil }
        return haystack[from..<end].withUnsafeBytes { firstOffset(of: needle, in: $0) }.map { from + $0 }
    }

    /// Whether two runs of bytes are the same.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: [UInt8]) -> Bool {
        a.count == b.count && (a.isEmpty || b.withUnsafeBufferPointer { memcmp(a.baseAddress!, $0.baseAddress!, a.count) == 0 })
    }

    private static func firstOffset(of needle: [UInt8], in h: UnsafeRawBufferPointer) -> Int? {
        guard !needle.isEmpty else { return 0 }
        guard h.count >= needle.count else { return nil }
        // The first byte that is no letter, digit or space: punctuation is rare in text.
        let k = needle.firstIndex { b in
            b < 0x80 && b != 0x20 && !(0x30...0x39).contains(b) && !(0x61...0x7A).contains(b | 0x20)
        } ?? 0
        return needle.withUnsafeBytes { n in
            // `i` is where the needle would start; its byte `k` is what memchr looks for.
            var i = 0
            let last = h.count - n.count
            while i <= last {
                guard let hit = memchr(h.baseAddress! + i + k, Int32(n[k]), last - i + 1) else { return nil }
                i = h.baseAddress!.distance(to: UnsafeRawPointer(hit)) - k
                if memcmp(h.baseAddress! + i, n.baseAddress!, n.count) == 0 { return i }
                i += 1
            }
            return nil
        }
    }
}

extension String {
    /// Whether the text holds `byte`, by memchr over its UTF-8: the generic `utf8.contains` walks
    /// the view a byte at a time through its index type, and a screen's reader asks it of every
    /// attribute value (a tenth of an Android validate's instructions went to it and its kin).
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { text in
            guard let base = text.baseAddress else { return false }
            return memchr(base, Int32(byte), text.count) != nil
        } ?? utf8.contains(byte)
    }

    /// Whether a byte of the text's UTF-8 passes `test`, over its contiguous bytes (the view's
    /// own iteration costs several times as much per byte).
    func containsByte(where test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? utf8.contains(where: test)
    }
}
