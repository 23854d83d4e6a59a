extension XMLReader {
    /// The comments of a document that hold `marker` (`settings-render:`), for inline
    /// suppressions: a second read, with the same refusals, made only when the bytes hold the
    /// marker at all. A document that stops early gives the comments before the stop.
    /// Each comment notes the lines of the element after it: its start tag, or with
    /// `wholeElements` all of it (a property list's `<dict>`, whose keys are its specifier's).
    package static func comments(containing marker: String, in bytes: [UInt8], maxDepth: Int, wholeElements: Bool = false) -> [SourceComment] {
        guard ByteSearch.contains(Array(marker.utf8), in: bytes[...]) else { return [] }
        return bytes.withUnsafeBufferPointer { input in
            let source = ExpatSource(input, maxDepth: maxDepth, commentMarker: marker)
            var batch = XMLEventBatch()
            repeat { source.fill(&batch) } while !batch.last
            var cursor = MarkCursor(bytes)
            // The text starts after `<!--`. The cursor walks forward only: every offset is
            // marked in order, once (comments before one element share its start tag).
            func span(_ c: (offset: Int, text: String, nextStartTag: Range<Int>?, nextElementEnd: Int?)) -> (Int, Int)? {
                guard let tag = c.nextStartTag else { return nil }
                let end = wholeElements ? (c.nextElementEnd ?? tag.upperBound) : tag.upperBound
                return (tag.lowerBound, max(tag.lowerBound, end - 1))
            }
            let offsets = Set(source.comments.flatMap { c in [c.offset + 4] + (span(c).map { [$0.0, $0.1] } ?? []) }).sorted()
            var marks: [Int: Mark] = [:]
            for offset in offsets { marks[offset] = cursor.mark(at: offset) }
            return source.comments.map { comment in
                var found = SourceComment(comment.text, at: marks[comment.offset + 4]!)
                if let (start, end) = span(comment) { found.nextElementLines = marks[start]!.line...marks[end]!.line }
                return found
            }
        }
    }
}
