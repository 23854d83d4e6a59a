/// The functions a file wraps `findPreference` in, each returning the preference of the key it is
/// given: ffupdater's `private fun findListPref(key: String) = findPreference<ListPreference>(key)!!`,
/// or Java's `ListPreference list(String key) { return (ListPreference) findPreference(key); }`.
/// A call of one names its key as `findPreference` does, so what the code sets on the preference
/// it returns is traced to that key, not taken for any list of the screen.
enum PreferenceFinders {
    /// How a file finds its preferences, read once for what the code enables and what it sets:
    /// the finders, and each name the code assigns what one finds to, with the key argument.
    struct Found {
        let finders: [String]
        let receivers: [String: String]

        init(_ code: CodeBytes) {
            finders = PreferenceFinders.names(in: code)
            receivers = CodeSetLists.receivers(code, finders: finders)
        }
    }

    /// The `findPreference` calls looked at in a file: a hostile file of them costs no more.
    static let maxLooked = 200

    /// `findPreference` and the names of the functions the file wraps it in.
    static func names(in code: CodeBytes) -> [String] {
        var found = ["findPreference"]
        for at in code.occurrences(of: "findPreference").prefix(maxLooked) where code.startsWord(at) {
            guard let argument = code.argument(ofCallAt: at)?.trimmed(includingLineBreaks: true), !argument.isEmpty,
                  argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                  let name = declaringFunction(code.text(from: max(0, at - 160), to: at), parameter: argument),
                  !found.contains(name) else { continue }
            found.append(name)
        }
        return found
    }

    /// The function declared just before a `findPreference` call, in `window`, whose only
    /// parameter is `parameter` and whose value the call is: `fun name(parameter: T) = ` or
    /// `: T = ` (Kotlin), `T name(String parameter) { return ` (Java).
    static func declaringFunction(_ window: String, parameter: String) -> String? {
        // The parameter list naming it, past a cast (`return (ListPreference) findPreference(key)`).
        let opens = window.indices.filter { window[$0] == "(" }.suffix(3).reversed()
        guard let (open, close, parameters) = opens.lazy.compactMap({ open -> (String.Index, String.Index, Substring)? in
            guard let close = window[open...].firstIndex(of: ")") else { return nil }
            let parameters = window[window.index(after: open)..<close]
            return parameters.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains(Substring(parameter)) ? (open, close, parameters) : nil
        }).first else { return nil }
        // One parameter: Kotlin's `key: String`, Java's `String key` or `final String key`.
        guard !parameters.contains(","), parameters.split(whereSeparator: { $0 == " " || $0 == ":" }).count <= 3 else { return nil }
        // The call is the function's value: only `=`, `: Type =`, or `{ return` and a cast between
        // (not `{ ListPreference p = `, a function that does more with what it finds).
        let between = String(window[window.index(after: close)...].filter { !$0.isWhitespace })
        let returned = between.hasPrefix("{return") && (between == "{return" || between.dropFirst(7).hasPrefix("(") && between.hasSuffix(")"))
        let typed = between.hasPrefix(":") && between.hasSuffix("=") && between.count { $0 == "=" } == 1
        // The call on the fragment's own members (PrepaidBalance's `=⏎ preferenceManager.findPreference<Preference>(key)!!`).
        let onMember = between.hasPrefix("=") && between.hasSuffix(".") && between.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let before = window[..<open]
        guard between == "=" || typed || returned || onMember || findsIntoLocal(window[window.index(after: close)...], returnType: before) else { return nil }
        let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()
        guard !name.isEmpty, let first = name.first, first.isLowercase else { return nil }
        var declared = before.dropLast(name.count).trimmed(includingLineBreaks: false)
        // A Kotlin extension's receiver type (`fun PreferenceFragmentCompat.getPreference(key: String)`).
        if declared.hasSuffix(".") {
            let type = declared.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            declared = declared.dropLast(type.count + 1).trimmed(includingLineBreaks: false)
            guard declared.hasSuffix("fun") else { return nil }
        }
        // `fun name`, or a type before the name (`ListPreference name`, `<T> T name`).
        guard declared.hasSuffix("fun") || declared.last.map({ $0.isLetter || $0.isNumber || $0 == ">" || $0 == "]" }) == true,
              !["return", "new", "if", "while", "for", "else"].contains(where: declared.hasSuffix) else { return nil }
        return String(name)
    }

    /// Whether a function's body starts by finding the preference of its key into a local, and
    /// the function is typed to return a preference: it does more with the one it finds and
    /// returns it (HalachicTimes' `fun addDefaultOption(key: String): ListPreference { val
    /// preference = findPreference<ListPreference>(key)!!`; Java's `ListPreference
    /// option(String key) { ListPreference p = findPreference(key);`). `after`: the text past the
    /// parameter list up to the call; `returnType`: the text before the function's name.
    static func findsIntoLocal(_ after: Substring, returnType: Substring) -> Bool {
        let tokens = Self.tokens(after)
        let isPreference = { (word: Substring) in word.hasSuffix("Preference") }
        // Kotlin: `: ListPreference {  val preference =` (a `?` or a type of the local allowed).
        if tokens.count >= 6, tokens[0] == ":", isPreference(tokens[1]) {
            let body = tokens.drop { $0 != "{" }.dropFirst()
            return body.count >= 3 && ["val", "var"].contains(body.first!) && body.last == "=" && !body.dropLast().contains("=")
        }
        // Java: `{ ListPreference p =` (or `final …`), the function's type a preference too.
        let name = returnType.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.count
        let declaredType = Self.tokens(returnType.dropLast(name)).last
        var body = tokens.first == "{" ? Array(tokens.dropFirst().drop { $0 == "final" }) : []
        if body.count == 6, body[3] == "(", body[5] == ")" { body.removeLast(3) }  // `= (ListPreference) findPreference(key)`
        return body.count == 3 && isPreference(body[0]) && body[2] == "=" && declaredType.map(isPreference) == true
    }

    /// Words and single marks, whitespace dropped.
    static func tokens(_ text: Substring) -> [Substring] {
        var found: [Substring] = [], index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c.isWhitespace { index = text.index(after: index); continue }
            if c.isLetter || c.isNumber || c == "_" {
                let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                found.append(text[index..<end])
                index = end
            } else {
                found.append(text[index...index])
                index = text.index(after: index)
            }
        }
        return found
    }
}
