import Platform

/// Whether a run of bytes holds another: the check that lets a file without an inline
/// suppression's marker skip the search for its comments. The C library's memchr finds each
/// candidate first byte (memmem is a GNU extension Swift's Glibc does not show), so a 10 MB page
/// is searched in about a millisecond.
enum ByteSearch {
    static func contains(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    guard let hit = memchr(h.baseAddress! + i, Int32(first), last - i + 1) else { return false }
                    i = h.baseAddress!.distance(to: UnsafeRawPointer(hit))
                    if memcmp(h.baseAddress! + i, n.baseAddress!, n.count) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
