/// Android resource values as `strings.xml` and `arrays.xml` hold them, and the names they are
/// referred to by.
enum AndroidResourceText {
    /// Text between `<string>` tags that aapt2 compiles back to `text` (the inverse of
    /// `AndroidText.resolve`): backslash escapes for quotes, backslashes, line breaks and a
    /// leading `@` or `?`; the whole in double quotes where white space would otherwise collapse.
    static func escape(_ text: String) -> String {
        var previous: UInt8 = 0x20  // a space before the first byte: a leading space is not plain
        var plain = true
        for b in text.utf8 {
            // Quotes, escapes, markup, a second space, and the lead bytes of what `XMLEscape` writes as a reference.
            if b < 0x20 || b == 0x22 || b == 0x27 || b == 0x5C || b == 0x26 || b == 0x3C || b == 0x3E || (b == 0x20 && previous == 0x20)
                || b == 0xC2 || b == 0xD8 || b == 0xE2 || b == 0xF4 {
                plain = false
                break
            }
            previous = b
        }
        if plain, previous != 0x20, text.utf8.first != UInt8(ascii: "@"), text.utf8.first != UInt8(ascii: "?") { return text }
        var body = ""
        for (i, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": body += "\\\\"
            case "\"": body += "\\\""
            case "'": body += "\\'"
            case "\n": body += "\\n"
            case "\t": body += "\\t"
            case "@" where i == 0, "?" where i == 0: body += "\\" + String(scalar)
            default: body.unicodeScalars.append(scalar)
            }
        }
        let collapses = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ") || text.contains("\r")
        return XMLEscape.escape(collapses ? "\"" + body + "\"" : body)
    }

    /// A resource name from any text: lower-case ASCII letters, digits and `_`, starting with a
    /// letter, as `R.string.<name>` needs.
    static func name(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(text.utf8.count, 100))
        for b in text.utf8 {
            let lower = (0x41...0x5A).contains(b) ? b + 0x20 : b
            if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
                bytes.append(lower)
            } else if bytes.last != UInt8(ascii: "_") {
                bytes.append(UInt8(ascii: "_"))
            }
        }
        while bytes.last == UInt8(ascii: "_") { bytes.removeLast() }
        var out = String(decoding: bytes.prefix(100), as: UTF8.self)
        if out.isEmpty || !(0x61...0x7A).contains(bytes[0]) { out = "pref_" + out }
        return out
    }
}

/// The resources a screen refers to, each name made unique as it is given out.
struct AndroidResourceTable {
    private(set) var strings: [(name: String, text: String)] = []
    private(set) var arrays: [(name: String, items: [String], translatable: Bool)] = []
    private var names = UniqueNames(separator: "_")

    private mutating func unique(_ base: String) -> String { names.make(base) }

    /// `@string/<name>` for a text, the name made from `base`.
    mutating func string(_ text: String, base: String) -> String {
        let name = unique(AndroidResourceText.name(base))
        strings.append((name, text))
        return "@string/" + name
    }

    /// `@array/<name>` for a list; values that are stored, not shown, are not translatable.
    mutating func array(_ items: [String], base: String, translatable: Bool) -> String {
        let name = unique(AndroidResourceText.name(base))
        arrays.append((name, items, translatable))
        return "@array/" + name
    }

    func stringsFile(comment: String, to out: inout TextBuffer) {
        out += "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment) -->\n<resources>\n"
        for (name, text) in strings {
            let formatted = text.utf8.contains(UInt8(ascii: "%")) ? " formatted=\"false\"" : ""
            out += "    <string name=\"\(name)\"\(formatted)>" + AndroidResourceText.escape(text) + "</string>\n"
        }
        out += "</resources>\n"
    }

    func arraysFile(comment: String, to out: inout TextBuffer) {
        out += "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment) -->\n<resources>\n"
        for (name, items, translatable) in arrays {
            out += "    <string-array name=\"\(name)\"" + (translatable ? "" : " translatable=\"false\"") + ">\n"
            for item in items { out += "        <item>" + AndroidResourceText.escape(item) + "</item>\n" }
            out += "    </string-array>\n"
        }
        out += "</resources>\n"
    }
}
