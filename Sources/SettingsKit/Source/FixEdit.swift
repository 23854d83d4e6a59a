/// A fix placed in a file: the bytes it replaces and the text that goes there.
public struct FixEdit: Sendable, Hashable {
    /// The bytes replaced: exactly the wrong word.
    public var range: Range<Int>
    /// The fix it applies.
    public var fix: Fix
    /// The finding it fixes.
    public var diagnostic: Diagnostic

    /// The edits of the findings whose fix can be placed: its word found once, whole, in the
    /// finding's span (in the node the fix names, or the one a span without width starts), spelled
    /// as the fix has it; a word written with escapes or quotes that change it is left to the
    /// message, never looked for elsewhere. Sorted, without overlaps (the first of two over the
    /// same bytes is kept).
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
        let word = Array(fix.old.utf8)
        if let at = fix.at {
            guard let from = offset(of: at, in: bytes, lineStarts: starts) else { return nil }
            return onlyWhole(word, in: bytes, node(at: from, bytes))
        }
        guard let from = offset(of: d.start, in: bytes, lineStarts: starts) else { return nil }
        let to = offset(of: d.end, in: bytes, lineStarts: starts) ?? bytes.count
        return onlyWhole(word, in: bytes, to > from ? from..<to : node(at: from, bytes))
    }

    /// The bytes of the node that starts at `from`, for a finding that marks only where it starts:
    /// an element's text (`<string>swich</string>`), an attribute's value (`key="swich"`), a quoted
    /// string, else the rest of the line.
    static func node(at from: Int, _ bytes: [UInt8]) -> Range<Int> {
        let lineEnd = bytes[from...].firstIndex(of: 0x0A) ?? bytes.count
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
        // XML has no backslash escapes; a `.strings` or YAML quoted string does.
        let isXML = bytes.first(where: { !isSpace($0) }) == UInt8(ascii: "<")
        func quoted(_ open: Int) -> Range<Int> {
            var close = open + 1
            while close < lineEnd, bytes[close] != bytes[open] { close += !isXML && bytes[close] == UInt8(ascii: "\\") ? 2 : 1 }
            return (open + 1)..<min(close, lineEnd)
        }
        guard from < lineEnd else { return from..<from }
        switch bytes[from] {
        case UInt8(ascii: "<"):
            guard let close = bytes[from..<lineEnd].firstIndex(of: UInt8(ascii: ">")), bytes[close - 1] != UInt8(ascii: "/") else { return from..<from }
            let text = close + 1
            return text..<(bytes[text...].firstIndex(of: UInt8(ascii: "<")) ?? text)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quoted(from)
        default:
            // In XML, an attribute: its name, `=`, and the quoted value. Elsewhere (a `.strings`
            // key written bare), the word itself: a value beside it is another node.
            var i = from
            while i < lineEnd, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ";") { i += 1 }
            let word = from..<i
            guard isXML else { return word }
            while i < lineEnd, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "=") { i += 1 }
            guard i < lineEnd, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return word }
            return quoted(i)
        }
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
