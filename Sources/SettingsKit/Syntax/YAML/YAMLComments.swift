/// The comments of a YAML file that hold a marker (`settings-render:`), for inline suppressions.
/// libyaml reports no comments, so its scanner says where the scalars are
/// (`EventSource.scalarSpans`), and a `#` at a line's start or after white space that lies in no
/// scalar begins a comment, as YAML defines it. A file without the marker costs one search of its
/// bytes.
package enum YAMLComments {
    package static func comments(containing marker: String, in bytes: [UInt8]) -> [SourceComment] {
        let needle = Array(marker.utf8)
        guard ByteSearch.contains(needle, in: bytes[...]) else { return [] }
        let lines = linesHolding(needle, in: bytes)
        guard !lines.isEmpty else { return [] }
        let scalars = bytes.withUnsafeBufferPointer { EventSource($0).scalarSpans() }
        var cursor = MarkCursor(bytes)
        var out: [SourceComment] = []
        for line in lines {
            // The first `#` that can begin a comment and is in no scalar begins the line's comment.
            for i in line where bytes[i] == UInt8(ascii: "#") && (i == line.lowerBound || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) {
                let mark = cursor.mark(at: i)
                guard !isInside(mark, scalars) else { continue }
                var end = line.upperBound
                if end > i + 1, bytes[end - 1] == 0x0D { end -= 1 }
                if ByteSearch.contains(needle, in: bytes[(i + 1)..<end]) {
                    out.append(SourceComment(String(decoding: bytes[(i + 1)..<end], as: UTF8.self), at: Mark(line: mark.line, column: mark.column + 1)))
                }
                break
            }
        }
        return out
    }

    /// The byte ranges of the lines (without their line break) that hold `needle`, in order.
    static func linesHolding(_ needle: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if ByteSearch.contains(needle, in: bytes[start..<end]) { out.append(start..<end) }
            start = end + 1
        }
        return out
    }

    /// Whether a mark lies in one of the spans (sorted, not overlapping).
    static func isInside(_ mark: Mark, _ spans: [(start: Mark, end: Mark)]) -> Bool {
        let at = spans.partitioningIndex { $0.end > mark }
        return at < spans.count && spans[at].start <= mark
    }
}
