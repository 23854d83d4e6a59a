/// Page text made safe for XML and HTML, as content or as a quoted attribute value: the five
/// markup characters become references, and characters XML may not hold or that could reorder
/// what a reader sees (controls, bidirectional overrides) become their visible escapes, as in the
/// terminal (`\e`, `\u202E`). No page text can open a tag, an attribute or a script.
enum Markup {
    static func escape(_ text: String) -> String {
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
}
