/// A fix placed in a file: the bytes it replaces and the text that goes there.
public struct FixEdit: Sendable, Hashable {
    /// The bytes replaced: exactly the wrong word.
    public var range: Range<Int>
    /// The fix it applies.
    public var fix: Fix
    /// The finding it fixes.
    public var diagnostic: Diagnostic

    /// The edits of the findings whose fix can be placed: its word found once, whole, in the
    /// finding's span (or, for a span that ends before its value, on the span's lines and the next), spelled
    /// as the fix has it; a word written with escapes or quotes that change it is left to the
    /// message. Sorted, without overlaps (the first of two over the same bytes is kept).
    public static func edits(for diagnostics: [Diagnostic], in source: SourceFile) -> [FixEdit] {
        let fixed = diagnostics.filter { $0.fix != nil }
        guard !fixed.isEmpty else { return [] }
        let starts = source.lineStarts()
        var edits: [FixEdit] = []
        for diagnostic in fixed {
            guard let fix = diagnostic.fix, let range = place(fix, diagnostic, source.bytes, starts) else { continue }
            edits.append(FixEdit(range: range, fix: fix, diagnostic: diagnostic))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [FixEdit] = []
        for edit in edits where kept.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true {
            kept.append(edit)
        }
        return kept
    }

    /// The bytes with the edits made, every other byte as it was. `edits` sorted, not overlapping.
    public static func applying(_ edits: [FixEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var at = 0
        for edit in edits {
            out += bytes[at..<edit.range.lowerBound]
            out += Array(edit.fix.new.utf8)
            at = edit.range.upperBound
        }
        out += bytes[at...]
        return out
    }

    /// The byte offset of a mark (columns count scalars), or nil past the file.
    public static func offset(of mark: Mark, in bytes: [UInt8], lineStarts starts: [Int]) -> Int? {
        guard mark.line >= 1, mark.line <= starts.count else { return nil }
        var offset = starts[mark.line - 1], scalars = 1
        while scalars < mark.column, offset < bytes.count, bytes[offset] != 0x0A {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        return offset
    }

    private static func place(_ fix: Fix, _ d: Diagnostic, _ bytes: [UInt8], _ starts: [Int]) -> Range<Int>? {
        guard let from = offset(of: d.start, in: bytes, lineStarts: starts) else { return nil }
        let to = offset(of: d.end, in: bytes, lineStarts: starts) ?? bytes.count
        let word = Array(fix.old.utf8)
        if to > from, let hit = onlyWhole(word, in: bytes, from..<to) { return hit }
        // The span names the node's key or element start (a property list's `<key>Type</key>`);
        // the word is later on its line or the next, where Xcode writes the value.
        let lastLine = max(d.end.line, d.start.line) + 1
        let lineEnd = lastLine < starts.count ? starts[lastLine] : bytes.count
        return onlyWhole(word, in: bytes, from..<max(from, lineEnd))
    }

    /// The one place `word` occurs in `window` with no word character either side; nil if none or several.
    private static func onlyWhole(_ word: [UInt8], in bytes: [UInt8], _ window: Range<Int>) -> Range<Int>? {
        guard !word.isEmpty, window.count >= word.count else { return nil }
        func isWordByte(_ i: Int) -> Bool {
            guard i >= 0, i < bytes.count else { return false }
            let c = bytes[i]
            return c >= 0x80 || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == UInt8(ascii: "_")
        }
        var found: Range<Int>?
        var i = window.lowerBound
        while i + word.count <= window.upperBound {
            if bytes[i] == word[0], bytes[i..<(i + word.count)].elementsEqual(word), !isWordByte(i - 1), !isWordByte(i + word.count) {
                if found != nil { return nil }
                found = i..<(i + word.count)
            }
            i += 1
        }
        return found
    }
}
