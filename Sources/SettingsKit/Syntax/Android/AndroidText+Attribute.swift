extension AndroidText {
    /// The text of a string written in an attribute of a compiled XML file (a screen's
    /// `android:defaultValue="\n"`): aapt2 flattens it through its string builder with spaces
    /// kept, so backslash escapes give their character (`\n`, `\t`, `\uXXXX`, `\'`, `\\`) and
    /// white space stays as written. Quotes are left as written: an attribute seldom holds one.
    package static func attribute(_ written: String) -> String {
        guard written.utf8.contains(UInt8(ascii: "\\")) else { return written }
        var out = String.UnicodeScalarView()
        var scalars = written.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard let next = scalars.next() else { break }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                var hex = ""
                for _ in 0..<4 { if let h = scalars.next() { hex.unicodeScalars.append(h) } }
                if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                    out.append(decoded)
                } else {
                    out.append("\\")
                    out.append(contentsOf: ("u" + hex).unicodeScalars)
                }
            default: out.append(next)  // \' \" \\ \@ \? and any other: the character itself
            }
        }
        return String(out)
    }
}
