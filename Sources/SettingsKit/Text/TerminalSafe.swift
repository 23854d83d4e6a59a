/// Makes text safe to print: control characters, bidirectional controls and marks, and line and
/// paragraph separators become visible escapes (`\e`, `\r`, `\u009B`, `\u202E`), in the spelling a
/// YAML double-quoted string uses, and a backslash becomes `\\`, so an escape can never be mistaken
/// for text that merely looks like one (`a\e[31m` typed out prints `a\\e[31m`). A byte of a file
/// name that is not UTF-8 (FileName) prints as `\xFF`: C1 controls are spelled `\u0080`…`\u009F`,
/// so `\x80`…`\xFF` can only mean such a byte.
///
/// Without this, a page could clear the screen, rewrite a CI log line or reorder what a reviewer
/// reads ("Trojan Source"). Page text and diagnostics are stored raw; every printer escapes them
/// once, here.
package enum TerminalSafe {
    /// The text with every character a terminal would act on escaped, and backslashes doubled.
    package static func escape(_ text: String) -> String {
        escape(text, backslashes: true)
    }

    /// With `backslashes: false`, only what a terminal would act on is escaped: for showing source
    /// text (YAML examples in the docs) whose backslashes are the reader's own.
    static func escape(_ text: String, backslashes: Bool) -> String {
        let special = { (s: Unicode.Scalar) in UnsafeCharacters.needsEscape(s) || (backslashes && s == "\\") }
        guard text.unicodeScalars.contains(where: special) else { return text }
        var out = ""
        for s in text.unicodeScalars {
            if s == "\\" {
                out += backslashes ? "\\\\" : "\\"
            } else if UnsafeCharacters.needsEscape(s) {
                out += escaped(s)
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }

    private static func escaped(_ s: Unicode.Scalar) -> String {
        switch s.value {
        case 0x00: return "\\0"
        case 0x07: return "\\a"
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0B: return "\\v"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        case 0...0x7F: return "\\x" + hexDigits(s.value, digits: 2)
        case FileName.carried: return "\\x" + hexDigits(UInt32(FileName.byte(s)), digits: 2)
        default: return "\\u" + hexDigits(s.value, digits: 4)
        }
    }
}
