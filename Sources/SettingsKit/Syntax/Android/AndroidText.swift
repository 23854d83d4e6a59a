/// The text of an Android string resource as the app shows it, from the text written between the
/// tags, as aapt2 compiles it (`ResourceParser::FlattenXmlSubtree`, `StringBuilder::AppendText`):
/// white space outside double quotes collapses to one space, double quotes keep what they enclose
/// as written and are dropped, and backslash escapes (`\n`, `\t`, `\'`, `\"`, `\\`, `\@`, `\?`,
/// `\#`, `\uXXXX`) give their character. The text is trimmed at both ends, as written, unless a
/// styling tag (`<b>`) is in it; each styling tag ends a quote and a run of white space.
package enum AndroidText {
    /// Marks where a styling tag (a tag without a prefix: `<b>`, `<font>`) opens or closes in the
    /// text `AndroidValues` keeps. XML text cannot hold U+0001 (expat refuses it, `&#1;` too).
    package static let spanEdge: Unicode.Scalar = "\u{1}"
    /// Marks where a tag with a prefix (`<xliff:g>`) opens or closes: aapt2 trims the text's first
    /// and last pieces between tags, not the whole, so the edges matter when one is all blank.
    package static let segmentEdge: Unicode.Scalar = "\u{2}"

    package static func resolve(_ written: String) -> String {
        // The pieces between tags, each with whether a styling tag stands before it.
        var pieces: [(text: Substring.UnicodeScalarView, afterSpan: Bool)] = []
        var styled = false, afterSpan = false
        let scalars = written.unicodeScalars
        var start = scalars.startIndex
        for index in scalars.indices where scalars[index] == spanEdge || scalars[index] == segmentEdge {
            pieces.append((scalars[start..<index], afterSpan))
            afterSpan = scalars[index] == spanEdge
            styled = styled || afterSpan
            start = scalars.index(after: index)
        }
        pieces.append((scalars[start...], afterSpan))
        // Without a styling tag, the first piece with text loses its leading white space, the last
        // its trailing, before escapes are read: `\u0020` and `" "` at the ends stay.
        if !styled, let first = pieces.firstIndex(where: { !$0.text.isEmpty }), let last = pieces.lastIndex(where: { !$0.text.isEmpty }) {
            pieces[first].text = Substring.UnicodeScalarView(pieces[first].text.drop(while: isSpace))
            while let end = pieces[last].text.last, isSpace(end) { pieces[last].text.removeLast() }
        }
        var out = String.UnicodeScalarView()
        var quoted = false, lastWasSpace = false
        for piece in pieces {
            if piece.afterSpan { (quoted, lastWasSpace) = (false, false) }
            var iterator = piece.text.makeIterator()
            while let scalar = iterator.next() {
                if !quoted, isSpace(scalar) {
                    // The first of a run is written at once, so a space before a quote stays.
                    if !lastWasSpace { out.append(" ") }
                    lastWasSpace = true
                    continue
                }
                lastWasSpace = false
                switch scalar {
                case "\"": quoted.toggle()
                case "\\":
                    guard let next = iterator.next() else { break }
                    escape(next, &iterator, into: &out)
                default: out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// The text of a string written in an attribute of a compiled XML file (a screen's
    /// `android:defaultValue="\n"`): aapt2 flattens it through its string builder with spaces
    /// kept (`XmlFlattener`), so backslash escapes give their character and white space stays as
    /// written. Quotes are left as written: an attribute seldom holds one.
    package static func attribute(_ written: String) -> String {
        guard written.containsByte(UInt8(ascii: "\\")) else { return written }
        var out = String.UnicodeScalarView()
        var iterator = written[...].unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard let next = iterator.next() else { break }
            escape(next, &iterator, into: &out)
        }
        return String(out)
    }

    /// What a backslash escape gives, read after its `\`: `\n`, `\t`, `\uXXXX`, and for `\'`
    /// `\"` `\\` `\@` `\?` `\#` and any other, the character itself.
    private static func escape(_ next: Unicode.Scalar, _ iterator: inout Substring.UnicodeScalarView.Iterator,
                               into out: inout String.UnicodeScalarView) {
        switch next {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "u": unicodeEscape(&iterator, into: &out)
        default: out.append(next)
        }
    }

    /// White space as aapt2 reads it: ASCII `isspace`.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || ("\t"..."\r").contains(scalar)
    }

    /// Up to four hex digits after `\u`; fewer at the end of the piece give what they spell, as
    /// aapt2 reads them. A surrogate pair (`\uD83D\uDE00`) is one character, as aapt and the
    /// Gradle plugin's `XmlStringBuilder` make it; half a pair gives nothing. A non-hex digit makes
    /// aapt2 refuse the string; it is kept as written.
    private static func unicodeEscape(_ iterator: inout Substring.UnicodeScalarView.Iterator, into out: inout String.UnicodeScalarView) {
        guard let code = hexCode(&iterator, into: &out) else { return }
        if (0xD800..<0xDC00).contains(code) {
            var ahead = iterator, unread = String.UnicodeScalarView()
            if ahead.next() == "\\", ahead.next() == "u", let low = hexCode(&ahead, into: &unread), (0xDC00..<0xE000).contains(low) {
                iterator = ahead
                out.append(Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!)
            }
            return
        }
        if let decoded = Unicode.Scalar(code) { out.append(decoded) }
    }

    /// The code up to four hex digits spell; nil, with what was read written out, at a non-hex one.
    private static func hexCode(_ iterator: inout Substring.UnicodeScalarView.Iterator, into out: inout String.UnicodeScalarView) -> UInt32? {
        var code: UInt32 = 0
        var read = String.UnicodeScalarView()
        for _ in 0..<4 {
            guard let digit = iterator.next() else { break }
            read.append(digit)
            guard let value = hexValue(digit) else {
                out.append("\\")
                out.append("u")
                out.append(contentsOf: read)
                return nil
            }
            code = code << 4 | value
        }
        return code
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
