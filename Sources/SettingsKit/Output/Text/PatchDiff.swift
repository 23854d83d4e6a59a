/// The unified diff of a file's fix as `patch` reads it to make the same bytes: `validate --fix
/// --dry-run`. Lines split at each line-feed byte and are printed as the file has them, a
/// carriage return before the line feed, tabs, backslashes and a UTF-16 file's own bytes
/// included, and a last line without its line feed says so; `patch` splits the file the same
/// way, so the hunks apply to the real bytes in every encoding and line ending.
///
/// A line it would show that holds a character a terminal acts on (an escape, a bidi override)
/// can be neither escaped (`patch` would not find it) nor printed raw: then there is no diff.
public enum PatchDiff {
    /// The diff from `old` to `new` (a file's bytes as written, in `encoding`), both sides under
    /// `label`; empty when they are the same, nil when a line it shows cannot be printed.
    public static func format(old: [UInt8], new: [UInt8], label: String, encoding: TextEncoding, color: ColorDepth?) -> [UInt8]? {
        let a = lines(old), b = lines(new)
        let edits = UnifiedDiff.edits(a, b)
        guard edits.contains(where: { if case .keep = $0 { false } else { true } }) else { return [] }
        // A UTF-16 line is no whole text (the line feed byte splits a code unit): its file's text is checked.
        let wide = encoding == .utf16LittleEndian || encoding == .utf16BigEndian
        if wide, !printable(SourceFile(path: "", bytes: old).bytes[...]) || !printable(SourceFile(path: "", bytes: new).bytes[...]) { return nil }
        var out: [UInt8] = []
        func text(_ s: String, _ style: TextStyle) { out += Array((ANSI.paint(s, style, color) + "\n").utf8) }
        text("--- " + TerminalSafe.escape(label), TextStyle(bold: true))
        text("+++ " + TerminalSafe.escape(label), TextStyle(bold: true))
        for hunk in UnifiedDiff.hunks(edits) {
            let slice = edits[hunk]
            text(UnifiedDiff.header(slice), TextStyle(color: Color(0x20, 0x90, 0xC0)))
            for e in slice {
                let (mark, line, style): (UInt8, ArraySlice<UInt8>, TextStyle?) = switch e {
                case .keep(let i, _): (UInt8(ascii: " "), a[i], nil)
                case .remove(let i): (UInt8(ascii: "-"), a[i], DiffTextPrinter.removed)
                case .add(let j): (UInt8(ascii: "+"), b[j], DiffTextPrinter.added)
                }
                guard wide || printable(line) else { return nil }
                // Colour codes go around the line, never into it: the bytes between stay the file's.
                let (open, close) = style.map { Self.codes($0, color) } ?? ([], [])
                out += open + [mark] + line + close
                if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return out
    }

    /// The lines of a file, each with its line feed (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = [], start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            out.append(bytes[start..<end])
            start = end
        }
        return out
    }

    /// Whether UTF-8 text may be printed as it is: no character a terminal acts on but tabs, line
    /// feeds and a carriage return before one.
    static func printable(_ text: ArraySlice<UInt8>) -> Bool {
        let scalars = Array(String(decoding: text, as: UTF8.self).unicodeScalars)
        return !scalars.indices.contains { i in
            let s = scalars[i]
            guard UnsafeCharacters.needsEscape(s) else { return false }
            return !(s == "\t" || s == "\n" || (s == "\r" && (i + 1 == scalars.count || scalars[i + 1] == "\n")))
        }
    }

    /// The escape codes that open and close a style's colour, none without colour.
    private static func codes(_ style: TextStyle, _ color: ColorDepth?) -> ([UInt8], [UInt8]) {
        guard let color, let open = ANSI.opening(style, color) else { return ([], []) }
        return (Array(open.utf8), Array(ANSI.reset.utf8))
    }
}
