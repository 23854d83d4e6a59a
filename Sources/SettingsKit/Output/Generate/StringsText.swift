/// A `.strings` table as Xcode writes one: UTF-8, a `"key" = "value";` line each, in the order
/// given, each key once.
enum StringsText {
    static func table(_ texts: [String], comment: String, to out: inout TextBuffer) {
        out += "/* \(comment) */\n\n"
        var seen = Set<String>()
        for text in texts where seen.insert(text).inserted {
            let quoted = "\"" + escape(text) + "\""
            out += quoted + " = " + quoted + ";\n"
        }
    }

    /// Backslash escapes for what a quoted string cannot hold as it is.
    static func escape(_ s: String) -> String {
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xF4 }) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if UnsafeCharacters.needsEscape(scalar) || scalar.value == 0x7F, scalar.value <= 0xFFFF {
                    out += "\\U" + hexDigits(UInt64(scalar.value), digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
