/// Page text made safe for XML and HTML, as content or as a quoted attribute value: the five
/// markup characters become references, and characters XML may not hold or that could reorder
/// what a reader sees (controls, bidirectional overrides) become their visible escapes, as in the
/// terminal (`\e`, `\u202E`). No page text can open a tag, an attribute or a script.
enum Markup {
    static func escape(_ text: String) -> String {
        if isPlain(text) { return text }
        let safe = TerminalSafe.escape(text, backslashes: false)
        guard safe.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return safe }
        var out = ""
        out.reserveCapacity(safe.utf8.count + 16)
        for c in safe.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Whether the text needs nothing escaped, decided from its UTF-8 bytes alone (most page
    /// text): no markup character or ASCII control, and no lead byte of the scalars
    /// `UnsafeCharacters` names (C1 controls `C2`, U+061C `D8`, the bidi controls and separators
    /// `E2`, the carried file-name bytes `F4`). CJK text (lead bytes `E3`–`E9`) passes.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes {
                switch b {
                case 0x00...0x1F, 0x7F, 0x22, 0x26, 0x27, 0x3C, 0x3E, 0xC2, 0xD8, 0xE2, 0xF4: return false
                default: continue
                }
            }
            return true
        }
    }
}
