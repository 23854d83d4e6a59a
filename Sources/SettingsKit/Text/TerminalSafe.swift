/// Makes page text safe to print: control characters and bidirectional overrides become visible
/// escapes (`\e`, `\r`, `\x9B`, `\u202E`), in the spelling a YAML double-quoted string uses.
///
/// Without this, a page could clear the screen, rewrite a CI log line or reorder what a reviewer
/// reads ("Trojan Source"). Everything printed from a page goes through here.
public enum TerminalSafe {
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for s in text.unicodeScalars {
            if needsEscape(s) {
                out += escaped(s)
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }

    static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        default: return false
        }
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
        case 0...0xFF: return "\\x" + hex(s.value, digits: 2)
        default: return "\\u" + hex(s.value, digits: 4)
        }
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }
}
