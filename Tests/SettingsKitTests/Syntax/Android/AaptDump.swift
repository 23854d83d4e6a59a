/// Reads what `aapt dump --values resources` prints: a `config NAME:` line, then per resource
/// `resource 0x7f020000 pkg:string/name: t=0x03 …` and its value on the next line, or `<bag>`
/// and its items as `#0 (Key=…): (string16) "…"`. Strings are printed with `\\`, `\"` and `\n`
/// escaped, everything else raw, up to the first U+0000 (aapt's `normalizeForOutput`).
extension Aapt {
    static func parse(_ dump: String) -> Table {
        var table = Table()
        var names: [String: String] = [:]  // id → `type/name`, from the `spec resource` lines
        var config = "", current: String?, items: [Value]?
        func finishArray() {
            if let key = current, let done = items { table.configs[config, default: [:]][key] = .array(done) }
            items = nil
        }
        // Split on line feeds alone: a raw carriage return inside a string stays in its line.
        let lines = dump.utf8.split(separator: 0x0A, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self).drop { $0 == " " } }
        // Every name first: a type's values may name the ids of a type printed after it.
        for line in lines {
            if let match = line.firstMatch(of: #/^spec resource 0x([0-9a-f]{8}) [^:]+:([^:]+): /#) { names[String(match.1)] = String(match.2) }
        }
        for trimmed in lines {
            if let match = trimmed.firstMatch(of: #/^config (.*):$/#) {
                finishArray()
                config = String(match.1)
                current = nil
            } else if let match = trimmed.firstMatch(of: #/^resource 0x[0-9a-f]{8} [^:]+:([^:]+): (.*)$/#) {
                finishArray()
                current = String(match.1)
                if match.2.hasPrefix("<bag>") { items = [] }
            } else if let match = trimmed.firstMatch(of: #/^#\d+ \(Key=0x[0-9a-f]+\): (.*)$/#), items != nil {
                items!.append(value(String(match.1), names))
            } else if let key = current, items == nil, trimmed.hasPrefix("(") {
                table.configs[config, default: [:]][key] = value(String(trimmed), names)
                current = nil
            }
        }
        finishArray()
        return table
    }

    /// `(string16) "…"`, `(string8) "…"`, `(reference) 0x7f020000`, or another kind.
    static func value(_ printed: String, _ names: [String: String]) -> Value {
        if let match = printed.firstMatch(of: #/^\(string(?:8|16)\) "(.*)"$/#) { return .text(unescape(match.1)) }
        if let match = printed.firstMatch(of: #/^\(reference\) 0x([0-9a-f]{8})$/#) {
            if match.1 == "00000000" { return .reference("@null") }
            return .reference(names[String(match.1)].map { "@" + $0 } ?? "@0x\(match.1)")
        }
        return .other(printed)
    }

    static func unescape(_ printed: Substring) -> String {
        var out = "", escaped = false
        for character in printed.unicodeScalars {
            if escaped {
                out.unicodeScalars.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
