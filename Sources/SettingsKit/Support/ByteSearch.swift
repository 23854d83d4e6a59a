/// Whether a run of bytes holds another: the check that lets a file without an inline
/// suppression's marker skip the search for its comments.
enum ByteSearch {
    static func contains(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        var i = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while i <= last {
            guard let next = haystack[i...last].firstIndex(of: first) else { return false }
            if haystack[next..<(next + needle.count)].elementsEqual(needle) { return true }
            i = next + 1
        }
        return false
    }
}
