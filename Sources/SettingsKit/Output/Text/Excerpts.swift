/// Cuts the source lines shown under diagnostics, in time linear in the file however many
/// diagnostics point into one line: a page whose every problem sits on one megabyte-long flow line
/// must not cost a scan of that line per diagnostic.
///
/// Columns count Unicode scalars (libyaml's marks); each line's scalar-to-byte positions are
/// remembered every `stride` scalars as they are first scanned, so finding a column costs at
/// most `stride` steps past the nearest one. The excerpt is a window `width` display columns
/// wide around the column.
struct Excerpts {
    let source: SourceFile
    let width: Int
    private let starts: [Int]
    /// Per line: the byte offset of scalar `k × stride`, for k = 0, 1, … as far as scanned.
    private var checkpoints: [Int: [Int]] = [:]
    static let stride = 1024

    struct Excerpt {
        /// The window's text, and the part of it before the caret.
        var text: String
        var beforeCaret: String
        var cutBefore: Bool
        var cutAfter: Bool
    }

    init(_ source: SourceFile, width: Int, upToLine last: Int) {
        self.source = source
        self.width = width
        // One line past the last, so every line's end is known without scanning for it again.
        starts = source.lineStarts(upTo: last + 1)
    }

    mutating func excerpt(line: Int, column: Int) -> Excerpt? {
        guard line >= 1, line <= starts.count, starts[line - 1] <= source.bytes.count else { return nil }
        let bytes = source.bytes
        let lineStart = starts[line - 1]
        var lineEnd = line < starts.count ? starts[line] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let caret = offset(ofScalar: max(0, column - 1), line: line, from: lineStart, to: lineEnd)

        // Half the window before the caret, then the rest after it, by display width.
        var lower = caret, used = 0
        while lower > lineStart {
            var previous = lower - 1
            while previous > lineStart, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
            let w = Self.columns(bytes, at: previous)
            if used + w > width / 2 { break }
            used += w
            lower = previous
        }
        var upper = caret
        while upper < lineEnd {
            var next = upper + 1
            while next < lineEnd, bytes[next] & 0xC0 == 0x80 { next += 1 }
            let w = Self.columns(bytes, at: upper)
            if used + w > width { break }
            used += w
            upper = next
        }
        return Excerpt(text: String(decoding: bytes[lower..<upper], as: UTF8.self),
                       beforeCaret: String(decoding: bytes[lower..<caret], as: UTF8.self),
                       cutBefore: lower > lineStart, cutAfter: upper < lineEnd)
    }

    /// The byte offset of the line's scalar number `index` (or the line's end, if it is shorter).
    private mutating func offset(ofScalar index: Int, line: Int, from lineStart: Int, to lineEnd: Int) -> Int {
        var marks = checkpoints[line] ?? [lineStart]
        let k = min(index / Self.stride, marks.count - 1)
        var position = marks[k], scalar = k * Self.stride
        let bytes = source.bytes
        while scalar < index, position < lineEnd {
            position += 1
            while position < lineEnd, bytes[position] & 0xC0 == 0x80 { position += 1 }
            scalar += 1
            if scalar % Self.stride == 0, scalar / Self.stride == marks.count { marks.append(position) }
        }
        checkpoints[line] = marks
        return position
    }

    /// Display columns of the scalar starting at `i`, counted alone (joining marks count 0 or 1; a
    /// window needs no more precision than that).
    private static func columns(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        if lead < 0x80 { return lead < 0x20 ? 2 : 1 }  // a control character prints escaped: \e
        var value = UInt32(lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F))
        var j = i + 1
        while j < bytes.count, bytes[j] & 0xC0 == 0x80, j < i + 4 {
            value = value << 6 | UInt32(bytes[j] & 0x3F)
            j += 1
        }
        return DisplayWidth.lone(value) ?? 1
    }
}
