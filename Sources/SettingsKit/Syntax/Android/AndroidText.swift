/// The text of an Android string resource as the app shows it, from the text written between the
/// tags (Android's "String resources" guide, as aapt2 compiles it): white space outside double
/// quotes collapses to one space and is trimmed at both ends, double quotes keep what they enclose
/// as written and are dropped, and backslash escapes (`\n`, `\t`, `\'`, `\"`, `\\`, `\@`, `\?`,
/// `\uXXXX`) give their character.
package enum AndroidText {
    package static func resolve(_ written: String) -> String {
        var out = String.UnicodeScalarView()
        var quoted = false
        // A run of white space outside quotes is written once, as a space, before the next character.
        var pendingSpace = false
        var scalars = written.unicodeScalars.makeIterator()
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\"":
                quoted.toggle()
            case "\\":
                guard let next = scalars.next() else { break }
                switch next {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let h = scalars.next() { hex.unicodeScalars.append(h) } }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                        append(decoded)
                    } else {
                        append("\\")
                        for h in ("u" + hex).unicodeScalars { append(h) }
                    }
                default: append(next)  // \' \" \\ \@ \? and any other: the character itself
                }
            case _ where !quoted && (scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"):
                pendingSpace = true
            default:
                append(scalar)
            }
        }
        return String(out)
    }
}
