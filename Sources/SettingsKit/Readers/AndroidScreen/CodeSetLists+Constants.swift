/// The string constants a project's code declares, as keys are named through them.
extension CodeSetLists {
    static func constants(in text: String) -> [(String, String)] { constants(in: Array(text.utf8)) }

    /// The string constants the code declares (`static final String KEY = "theme"`, `const val KEY =
    /// "theme"`): a name in capitals, `=`, a literal on one line without escapes.
    static func constants(in bytes: [UInt8]) -> [(String, String)] {
        let code = CodeBytes(bytes: bytes)
        var found: [(String, String)] = []
        // `= "…"`, or `=` ending its line and the literal on the next (HalachicTimes' `const val
        // KEY_OPINION_SHABBATH_ENDS_SUNSET =⏎ "$KEY_OPINION_SHABBATH_ENDS.$KEY_OPINION_SUNSET"`).
        let wrapped = (code.occurrences(of: "=\n") + code.occurrences(of: "=\r\n")).compactMap { at -> (Int, Int)? in
            var open = at + 1
            while open < bytes.count, CodeBytes.isBlank(bytes[open]) || bytes[open] == 0x0D || bytes[open] == 0x0A { open += 1 }
            return open < bytes.count && bytes[open] == 0x22 ? (at, open + 1) : nil
        }
        for (at, start) in code.occurrences(of: "= \"").map({ ($0, $0 + 3) }) + wrapped {
            guard let name = code.constantName(before: at) else { continue }
            var end = start
            while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x0A, bytes[end] != 0x5C { end += 1 }
            guard end < bytes.count, bytes[end] == 0x22 else { continue }
            found.append((name, String(decoding: bytes[start..<end], as: UTF8.self)))
        }
        return found + boundStrings(code)
    }

    /// Fields Butter Knife fills from a string resource, as keys: wsandroid's
    /// `@BindString(R.string.prefs_tile_source_key) String mTileMapSource;` then
    /// `findPreference(mTileMapSource)` (holdout 17) names `@string/prefs_tile_source_key`.
    static func boundStrings(_ code: CodeBytes) -> [(String, String)] {
        code.occurrences(of: "@BindString(R.string.").compactMap { at in
            let start = at + "@BindString(R.string.".utf8.count
            var end = start
            while end < code.bytes.count, CodeBytes.isWord(code.bytes[end]) { end += 1 }
            guard end > start, end < code.bytes.count, code.bytes[end] == 0x29 else { return nil }
            let declaration = code.text(end + 1, max: 120, stoppingAt: UInt8(ascii: ";"))
            let words = declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            guard words.count >= 2, words[words.count - 2] == "String" else { return nil }
            return (String(words[words.count - 1]), "@string/" + code.text(from: start, to: end))
        }
    }

    /// The constants with Kotlin's string templates filled in from the others: HalachicTimes'
    /// `const val KEY_OPINION_FAST_ENDS_SUNSET = "$KEY_OPINION_FAST_ENDS.$KEY_OPINION_SUNSET"`.
    /// A template naming what no constant holds stays as written; a chain is followed a few deep.
    static func resolvingTemplates(_ constants: [String: String]) -> [String: String] {
        var resolved = constants
        for _ in 0..<3 {
            var changed = false
            for (name, value) in resolved where value.contains("$") {
                let filled = filling(value, from: resolved)
                if filled != value { resolved[name] = filled; changed = true }
            }
            if !changed { break }
        }
        return resolved
    }

    /// The longest a filled-in constant may grow: keys are short, and a file of templates that
    /// repeat a long constant (`"$A$A$A…"`) must not grow a value past it.
    static let maxFilled = 512

    /// `value` with each `$NAME` and `${NAME}` whose constant holds no template replaced by it;
    /// `value` as written where it would grow past `maxFilled`.
    static func filling(_ value: String, from constants: [String: String]) -> String {
        var out = "", rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            guard out.utf8.count <= maxFilled else { return value }
            out += rest[..<dollar]
            var after = rest[rest.index(after: dollar)...]
            let braced = after.first == "{"
            if braced { after = after.dropFirst() }
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let closed = !braced || after.dropFirst(name.count).first == "}"
            guard !name.isEmpty, closed, let filled = constants[String(name)], !filled.contains("$") else {
                out.append("$")
                rest = rest[rest.index(after: dollar)...]
                continue
            }
            out += filled
            rest = after.dropFirst(name.count + (braced ? 1 : 0))
        }
        out += rest
        return out.utf8.count <= maxFilled ? out : value
    }
}
