/// An XML property list, written as Xcode writes one (tabs, `<true/>`, the Apple DOCTYPE), so
/// Apple's and Python's readers take it and a review sees a familiar file.
enum PlistValue: Sendable {
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

    /// A schema file whole: its specifiers, each already written as `text(depth: 2)` (a page's
    /// are written once, for both the Settings app's file and InAppSettingsKit's), its strings
    /// table and title, `comment` as one XML comment after the DOCTYPE.
    static func schema(_ specifiers: [String], table: String, title: String, comment: String, to out: inout TextBuffer) {
        out += """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- \(comment) -->
            <plist version="1.0">
            <dict>
            \t<key>PreferenceSpecifiers</key>

            """
        if specifiers.isEmpty {
            out += "\t<array/>\n"
        } else {
            out += "\t<array>\n"
            for specifier in specifiers { out += specifier }
            out += "\t</array>\n"
        }
        out += "\t<key>StringsTable</key>\n" + PlistValue.string(table).text(depth: 1)
        out += "\t<key>Title</key>\n" + PlistValue.string(title).text(depth: 1) + "</dict>\n</plist>\n"
    }

    /// The value as XML, indented `depth` tabs, as Xcode writes it.
    func text(depth: Int) -> String {
        var out = ""
        write(to: &out, depth: depth)
        return out
    }

    private func write(to out: inout String, depth: Int) {
        let tabs = depth < plistTabs.count ? plistTabs[depth] : String(repeating: "\t", count: depth)
        switch self {
        case .string(let s): out += tabs + "<string>" + XMLEscape.escape(s) + "</string>\n"
        case .integer(let i): out += tabs + "<integer>\(i)</integer>\n"
        case .real(let d): out += tabs + "<real>" + JSONValue.format(d) + "</real>\n"
        case .bool(let b): out += tabs + (b ? "<true/>\n" : "<false/>\n")
        case .array(let items):
            guard !items.isEmpty else { out += tabs + "<array/>\n"; return }
            out += tabs + "<array>\n"
            for item in items { item.write(to: &out, depth: depth + 1) }
            out += tabs + "</array>\n"
        case .dict(let entries):
            guard !entries.isEmpty else { out += tabs + "<dict/>\n"; return }
            out += tabs + "<dict>\n"
            for (key, value) in entries {
                out += tabs + "\t<key>" + XMLEscape.escape(key) + "</key>\n"
                value.write(to: &out, depth: depth + 1)
            }
            out += tabs + "</dict>\n"
        }
    }
}

/// `plistTabs[n]`: n tabs, made once.
private let plistTabs: [String] = (0..<16).map { String(repeating: "\t", count: $0) }

/// Text for XML content and attribute values.
enum XMLEscape {
    /// `&`, `<`, `>` and `"` as entities; a carriage return as `&#13;`, which XML would otherwise
    /// turn into a line feed. C0 control characters cannot be in an XML 1.0 document at all:
    /// `representable` finds them first.
    static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22
            || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xF4 })
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
            // separators) is a character reference: the same text to a reader, nothing raw. So
            // are tabs and line feeds, which an attribute value would otherwise turn into spaces.
            // C0 controls cannot be in XML 1.0 even as references: what `representable` did not
            // catch (a key of a binary property list) is U+FFFD.
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": out += "&#xFFFD;"
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
