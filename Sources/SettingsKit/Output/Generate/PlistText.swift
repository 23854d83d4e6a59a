/// An XML property list, written as Xcode writes one (tabs, `<true/>`, the Apple DOCTYPE), so
/// Apple's and Python's readers take it and a review sees a familiar file.
indirect enum PlistValue {
    case string(String), integer(Int), real(Double), bool(Bool)
    case array([PlistValue])
    case dict([(String, PlistValue)])

    /// A stored value as the file typed it.
    init(_ scalar: StoredValues.Scalar) {
        switch scalar {
        case .string(let s): self = .string(s)
        case .integer(let i): self = .integer(i)
        case .real(let d): self = .real(d)
        case .bool(let b): self = .bool(b)
        }
    }

    /// The whole file, `comment` as one XML comment after the DOCTYPE.
    func document(comment: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- \(comment) -->
            <plist version="1.0">

            """
        var tabs = [""]
        write(to: &out, depth: 0, tabs: &tabs)
        out += "</plist>\n"
        return out
    }

    /// `tabs[n]`: n tabs, made once each.
    private func write(to out: inout String, depth: Int, tabs indents: inout [String]) {
        while indents.count <= depth + 1 { indents.append(indents[indents.count - 1] + "\t") }
        let tabs = indents[depth]
        switch self {
        case .string(let s):
            out += tabs
            out += "<string>"
            out += XMLEscape.escape(s)
            out += "</string>\n"
        case .integer(let i): out += tabs + "<integer>\(i)</integer>\n"
        case .real(let d): out += tabs + "<real>" + JSONValue.format(d) + "</real>\n"
        case .bool(let b): out += tabs + (b ? "<true/>\n" : "<false/>\n")
        case .array(let items):
            guard !items.isEmpty else { out += tabs + "<array/>\n"; return }
            out += tabs + "<array>\n"
            for item in items { item.write(to: &out, depth: depth + 1, tabs: &indents) }
            out += tabs + "</array>\n"
        case .dict(let entries):
            guard !entries.isEmpty else { out += tabs + "<dict/>\n"; return }
            out += tabs + "<dict>\n"
            for (key, value) in entries {
                out += indents[depth + 1]
                out += "<key>"
                out += XMLEscape.escape(key)
                out += "</key>\n"
                value.write(to: &out, depth: depth + 1, tabs: &indents)
            }
            out += tabs + "</dict>\n"
        }
    }
}

/// Text for XML content and attribute values.
enum XMLEscape {
    /// `&`, `<`, `>` and `"` as entities; a carriage return as `&#13;`, which XML would otherwise
    /// turn into a line feed. C0 control characters cannot be in an XML 1.0 document at all:
    /// `representable` finds them first.
    static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x0D || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xF4 })
        else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r": out += "&#13;"
            // What could reorder or hide text in an editor (bidi controls, C1 controls, line
            // separators) is a character reference: the same text to a reader, nothing raw.
            case _ where UnsafeCharacters.needsEscape(scalar): out += "&#x" + hexDigits(scalar.value, digits: 1) + ";"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The text with what XML 1.0 cannot hold (control characters but tab, line feed and
    /// carriage return; U+FFFE, U+FFFF) replaced by U+FFFD, and whether anything was.
    static func representable(_ s: String) -> (text: String, changed: Bool) {
        func allowed(_ v: UInt32) -> Bool { v == 9 || v == 10 || v == 13 || (v >= 0x20 && v != 0xFFFE && v != 0xFFFF) }
        guard !s.unicodeScalars.allSatisfy({ allowed($0.value) }) else { return (s, false) }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars { out.append(allowed(scalar.value) ? scalar : "\u{FFFD}") }
        return (String(out), true)
    }
}
