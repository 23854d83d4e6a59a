/// The lists whose values or chosen value the app's code replaces, by the screen (`R.xml` name)
/// the code loads: `listPreference.setEntryValues(EV3Sensor.getSensorCodes())` (Catroid),
/// `refresh_period.setValueIndex(6)` (qBittorrent Controller). There the XML's `defaultValue`
/// and `entryValues` do not decide what the list shows, so they are not judged against each other.
///
/// Read from a file that loads the screen, per preference where the code says which: the setter's
/// receiver is assigned from `findPreference("key")`, `findPreference(getString(R.string.key))` or
/// a constant the code declares. A receiver traced to no key (a loop over keys, a parameter) means
/// any list of the screens the file loads. Code that sets literal values
/// (`setEntryValues(new String[]{"p0", "p1"})`: AFWall+) or a list's own values back is no
/// replacement: the XML's values still stand, and so does a finding on them.
package struct CodeSetLists: Sendable {
    /// What the code sets on a screen's lists: any, or those keys (texts, or `@string/name`).
    enum Lists: Sendable {
        case any
        case keys(Set<String>)
    }
    private(set) var screens: [String: Lists] = [:]

    /// Whether the code replaces the values of the list with `key` (as written, and resolved) on `screen`.
    func replaces(screen: String, written: String?, resolved: String?) -> Bool {
        switch screens[screen] {
        case nil: return false
        case .any?: return true
        case .keys(let keys)?: return [written, resolved].contains { $0.map(keys.contains) == true }
        }
    }

    /// A file's findings, before the project's constants are known: its screens and each setter's key argument.
    struct FileSetters {
        let screens: [String]
        /// The argument of the `findPreference` each setter's receiver came from; nil where none was found.
        let arguments: [String?]
    }

    static let setters = ["setEntryValues", "setValueIndex", "setDefaultValue", "setValue", "entryValues", "valueIndex"]

    /// A file's setters, if it loads a screen and sets a list's values or value.
    static func scan(_ text: String) -> FileSetters? {
        guard text.contains("R.xml."), setters.contains(where: text.contains) else { return nil }
        // Commented-out code is no code (qBittorrent Controller's old `setValueIndex` lines).
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            let line = $0.drop { $0 == " " || $0 == "\t" }
            return !(line.hasPrefix("//") || line.hasPrefix("*") || line.hasPrefix("/*"))
        }.joined(separator: "\n")
        let screens = code.matches(of: /R\.xml\.(\w+)/).map { String($0.1) }
        guard !screens.isEmpty else { return nil }
        var found: [String: String] = [:]
        for match in code.matches(of: /(\w+)\s*(?::[^=\n]*)?=\s*[^;\n=]*?findPreference\s*(?:<[^>\n]*>)?\s*\(([^)\n]*)\)/) {
            found[String(match.1)] = String(match.2)
        }
        var arguments: [String?] = []
        let calls = /(?:(\w+)\s*!?!?\??\.\s*)?\b(setEntryValues|setValueIndex|setDefaultValue|setValue|entryValues|valueIndex)\s*(\(|=(?!=))\s*([^;]{0,80})/
        // Simple word boundaries: Unicode's take `list.setEntryValues` for one word.
        for match in code.matches(of: calls.wordBoundaryKind(.simple)) {
            let name = match.2, receiver = match.1.map(String.init), argument = match.4
            // Literal values, or the list's own values set back, leave the XML's values standing.
            if name == "setEntryValues" || name == "entryValues",
               argument.hasPrefix("new ") && argument.prefix { $0 != "}" }.contains("\"") || argument.hasPrefix("arrayOf(\"")
                || receiver.map({ argument.hasPrefix($0 + ".getEntryValues()") || argument.hasPrefix($0 + ".entryValues") }) == true { continue }
            let choosesOnly = name == "setValue" || name == "setDefaultValue"
            if let receiver, receiver != "this", receiver != "super" {
                if let argument = found[receiver] { arguments.append(argument) } else if !choosesOnly { arguments.append(nil) }
                continue
            }
            let before = code[..<match.range.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
            // `val entryValues =`, `CharSequence[] entryValues =`: a declaration of the code's own.
            if let last = before.first, last.isLetter || last.isNumber || last == "_" || last == "]" || last == ">" { continue }
            // Kotlin's `findPreference<ListPreference>(KEY)?.apply { entryValues = … }`, or a call chained on it.
            if let argument = chainedFindPreference(before: code[..<match.range.lowerBound]) { arguments.append(argument) } else if !choosesOnly {
                arguments.append(nil)  // the list's own code, or a cast: any list
            }
        }
        return arguments.isEmpty ? nil : FileSetters(screens: screens, arguments: arguments)
    }

    /// The argument of the `findPreference` call whose result the code just before a setter acts on:
    /// chained on it (`?.`), or inside a scope block on it (`?.apply {`) still open.
    static func chainedFindPreference(before code: Substring) -> String? {
        let window = code.suffix(600)
        guard let call = window.ranges(of: "findPreference").last else { return nil }
        let rest = window[call.upperBound...]
        guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
        let between = String(rest[rest.index(after: close)...].filter { !$0.isWhitespace })
        let argument = String(rest[rest.index(after: open)..<close])
        if ["", ".", "?.", "!!."].contains(between) { return argument }
        let scopes = ["apply{", "run{", "also{", "let{"].flatMap { scope in [".", "?.", "!!."].map { $0 + scope } }
        let opened = between.count { $0 == "{" } - between.count { $0 == "}" }
        return scopes.contains(where: between.hasPrefix) && opened > 0 ? argument : nil
    }

    /// The string constants the code declares (`static final String KEY = "theme"`, `const val KEY = "theme"`).
    static func constants(in text: String) -> [(String, String)] {
        text.matches(of: /\b([A-Z][A-Z0-9_]*)\s*(?::\s*String\s*)?=\s*"([^"\n\\]*)"/.wordBoundaryKind(.simple)).map { (String($0.1), String($0.2)) }
    }

    /// The key a `findPreference` argument names, or nil where the code does not say.
    static func key(_ argument: String, constants: [String: String]) -> String? {
        let argument = argument.trimmed(includingLineBreaks: true)
        if let match = argument.firstMatch(of: /R\.string\.(\w+)/) { return "@string/" + match.1 }
        if argument.hasPrefix("\""), argument.dropFirst().hasSuffix("\""), argument.count >= 2 { return String(argument.dropFirst().dropLast()) }
        let last = argument.split(separator: ".").last.map(String.init) ?? argument
        return constants[last]
    }

    init() {}

    init(files: [FileSetters], constants: [String: String]) {
        for file in files {
            let keys = file.arguments.map { $0.flatMap { Self.key($0, constants: constants) } }
            for screen in file.screens {
                switch (screens[screen], keys.contains(nil)) {
                case (.any?, _), (_, true): screens[screen] = .any
                case (.keys(let known)?, false): screens[screen] = .keys(known.union(keys.compactMap { $0 }))
                case (nil, false): screens[screen] = .keys(Set(keys.compactMap { $0 }))
                }
            }
        }
    }
}
