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

    /// A number of points as SVG writes it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `#RRGGBB`, the alpha apart (SVG 1.1 viewers do not all read `#RRGGBBAA`).
    static func rgb(_ color: Color) -> String { String(color.hex.prefix(7)) }

    /// ` fill="#RRGGBB"`, with ` fill-opacity` when the colour is not opaque.
    static func fill(_ color: Color, _ attribute: String = "fill") -> String {
        var out = " \(attribute)=\"\(rgb(color))\""
        if color.alpha < 255 { out += " \(attribute)-opacity=\"\(number(Double(color.alpha) / 255))\"" }
        return out
    }
}
