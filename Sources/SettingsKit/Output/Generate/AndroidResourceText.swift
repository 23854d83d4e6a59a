/// Android resource values as `strings.xml` and `arrays.xml` hold them, and the names they are
/// referred to by.
enum AndroidResourceText {
    /// Text between `<string>` tags that aapt2 compiles back to `text` (the inverse of
    /// `AndroidText.resolve`): backslash escapes for quotes, backslashes, line breaks and a
    /// leading `@` or `?`; the whole in double quotes where white space would otherwise collapse.
    static func escape(_ text: String) -> String {
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
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            let ok = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if ok { out.unicodeScalars.append(scalar) } else if !out.hasSuffix("_") { out += "_" }
        }
        while out.hasSuffix("_") { out.removeLast() }
        if out.isEmpty || !("a"..."z").contains(out.unicodeScalars.first!) { out = "pref_" + out }
        return String(out.prefix(100))
    }
}

/// The resources a screen refers to, each name made unique as it is given out.
struct AndroidResourceTable {
    private(set) var strings: [(name: String, text: String)] = []
    private(set) var arrays: [(name: String, items: [String], translatable: Bool)] = []
    private var used = Set<String>()

    private mutating func unique(_ base: String) -> String {
        var name = base, n = 1
        while !used.insert(name).inserted { n += 1; name = base + "_\(n)" }
        return name
    }

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

    func stringsFile(comment: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment) -->\n<resources>\n"
        for (name, text) in strings {
            let formatted = text.contains("%") ? " formatted=\"false\"" : ""
            out += "    <string name=\"\(name)\"\(formatted)>" + AndroidResourceText.escape(text) + "</string>\n"
        }
        return out + "</resources>\n"
    }

    func arraysFile(comment: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment) -->\n<resources>\n"
        for (name, items, translatable) in arrays {
            out += "    <string-array name=\"\(name)\"" + (translatable ? "" : " translatable=\"false\"") + ">\n"
            for item in items { out += "        <item>" + AndroidResourceText.escape(item) + "</item>\n" }
            out += "    </string-array>\n"
        }
        return out + "</resources>\n"
    }
}
