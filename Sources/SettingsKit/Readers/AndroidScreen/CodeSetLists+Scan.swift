/// Reading a Java or Kotlin file for `CodeSetLists`, byte by byte from the literal words it looks
/// for: a settings file of 170 KB (xDrip's) is read in a few passes, where patterns that backtrack
/// took seconds.
extension CodeSetLists {
    /// `setValue` is not among them: code calls it with the user's choice (a change listener:
    /// GymWen), or the stored value read back (dispensa), which leaves the first value shown the default.
    static let setters = ["setEntryValues", "setValueIndex", "setDefaultValue", "entryValues", "valueIndex"]

    static func scan(_ text: String) -> FileSetters? { scan(Array(text.utf8)) }
    static func constants(in text: String) -> [(String, String)] { constants(in: Array(text.utf8)) }

    /// A file's setters, if it loads a screen and sets a list's values or value.
    static func scan(_ bytes: [UInt8]) -> FileSetters? {
        let code = CodeBytes(bytes: bytes)
        let screens = screens(code)
        guard !screens.isEmpty else { return nil }
        var found: [String: String] = [:]
        for at in code.occurrences(of: "findPreference") {
            guard let argument = code.argument(ofCallAt: at), let receiver = code.assigned(before: at) else { continue }
            found[receiver] = argument
        }
        var arguments: [String?] = []
        for name in setters {
            let isCall = name.hasPrefix("set")
            for at in code.occurrences(of: name) where code.startsWord(at) {
                let end = at + name.utf8.count
                guard let value = code.valueStart(after: end, call: isCall) else { continue }
                let argument = code.text(value, max: 80, stoppingAt: UInt8(ascii: ";"))
                let receiver = code.receiver(before: at)
                // Literal values, or the list's own values set back, leave the XML's values standing.
                if name.hasSuffix("ntryValues"), isLiteral(argument) || receiver.map({ argument.hasPrefix($0 + ".getEntryValues()") || argument.hasPrefix($0 + ".entryValues") }) == true {
                    continue
                }
                let choosesOnly = name == "setDefaultValue"
                if let receiver, receiver != "this", receiver != "super" {
                    if let argument = found[receiver] { arguments.append(argument) } else if !choosesOnly { arguments.append(nil) }
                    continue
                }
                // `val entryValues =`, `CharSequence[] entryValues =`: a declaration of the code's own.
                if !isCall, code.declares(before: at) { continue }
                // Kotlin's `findPreference<ListPreference>(KEY)?.apply { entryValues = … }`, or a call chained on it.
                if let argument = chainedFindPreference(before: code.text(from: max(0, at - 600), to: at)) {
                    arguments.append(argument)
                } else if !choosesOnly {
                    arguments.append(nil)  // the list's own code, or a cast: any list
                }
            }
        }
        return arguments.isEmpty ? nil : FileSetters(screens: screens, arguments: arguments)
    }

    /// The `SharedPreferences.Editor` calls that store a value under a key.
    static let writers = ["putString", "putInt", "putBoolean", "putLong", "putFloat", "putStringSet"]

    static func writes(in text: String) -> [String] { writes(in: Array(text.utf8)) }

    /// The key argument of each `put…(KEY, value)` call: its first argument, on the call's line.
    static func writes(in bytes: [UInt8]) -> [String] {
        let code = CodeBytes(bytes: bytes)
        return writers.flatMap { name in
            code.occurrences(of: name + "(").compactMap { at in code.startsWord(at) ? code.firstArgument(at + name.utf8.count + 1) : nil }
        }
    }

    /// Whether the code sets a `PreferenceDataStore` (`setPreferenceDataStore(…)`, Kotlin's `preferenceDataStore = …`).
    static func setsDataStore(_ code: CodeBytes) -> Bool {
        !code.occurrences(of: "setPreferenceDataStore(").isEmpty
            || code.occurrences(of: "preferenceDataStore").contains { code.startsWord($0) && code.valueStart(after: $0 + 19, call: false) != nil }
    }

    /// The screens (`R.xml` names) the code names.
    static func screens(_ code: CodeBytes) -> [String] { code.occurrences(of: "R.xml.").compactMap { code.word(at: $0 + 6) } }

    /// Values written out: `new String[]{"p0", "p1"}`, `arrayOf("p0")`.
    static func isLiteral(_ argument: String) -> Bool {
        argument.hasPrefix("new ") && argument.prefix(while: { $0 != "}" }).contains("\"") || argument.hasPrefix("arrayOf(\"")
    }

    /// The argument of the `findPreference` call whose result the code just before a setter acts on:
    /// chained on it (`?.`), or inside a scope block on it (`?.apply {`) still open.
    static func chainedFindPreference(before window: String) -> String? {
        guard let call = window.ranges(of: "findPreference").last else { return nil }
        let rest = window[call.upperBound...]
        guard let open = rest.firstIndex(of: "("), let close = matchingParenthesis(rest, open) else { return nil }
        let between = String(rest[rest.index(after: close)...].filter { !$0.isWhitespace })
        let argument = String(rest[rest.index(after: open)..<close])
        if ["", ".", "?.", "!!."].contains(between) { return argument }
        let scopes = ["apply{", "run{", "also{", "let{"].flatMap { scope in [".", "?.", "!!."].map { $0 + scope } }
        let opened = between.count { $0 == "{" } - between.count { $0 == "}" }
        return scopes.contains(where: between.hasPrefix) && opened > 0 ? argument : nil
    }

    /// The `)` that closes the `(` at `open`.
    static func matchingParenthesis(_ text: Substring, _ open: Substring.Index) -> Substring.Index? {
        var depth = 0
        for i in text[open...].indices {
            if text[i] == "(" { depth += 1 } else if text[i] == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// The string constants the code declares (`static final String KEY = "theme"`, `const val KEY =
    /// "theme"`): a name in capitals, `=`, a literal on one line without escapes.
    static func constants(in bytes: [UInt8]) -> [(String, String)] {
        let code = CodeBytes(bytes: bytes)
        var found: [(String, String)] = []
        for at in code.occurrences(of: "= \"") {
            guard let name = code.constantName(before: at) else { continue }
            var end = at + 3
            while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x0A, bytes[end] != 0x5C { end += 1 }
            guard end < bytes.count, bytes[end] == 0x22 else { continue }
            found.append((name, String(decoding: bytes[(at + 3)..<end], as: UTF8.self)))
        }
        return found
    }
}

/// A source file's bytes, read the few ways `CodeSetLists` needs. Commented-out lines (`//`, and a
/// block comment's `*` lines) are no code.
struct CodeBytes {
    let bytes: [UInt8]

    static func isWord(_ b: UInt8) -> Bool { b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b >= 0x80 }
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// Where `word` starts, outside commented-out lines.
    func occurrences(of word: String) -> [Int] {
        let needle = Array(word.utf8)
        var found: [Int] = [], i = 0
        while let range = bytes[i...].firstRange(of: needle) {
            if !isCommented(range.lowerBound) { found.append(range.lowerBound) }
            i = range.upperBound
        }
        return found
    }

    /// How far a look along a line goes: a file of one long line (minified, generated) is read in
    /// time linear in its size, not in its size times its matches.
    static let reach = 1_000

    func isCommented(_ at: Int) -> Bool {
        var start = at
        while start > 0, at - start < Self.reach, bytes[start - 1] != 0x0A { start -= 1 }
        while start < at, Self.isBlank(bytes[start]) { start += 1 }
        return bytes[start...].starts(with: "//".utf8) || bytes[start...].starts(with: "/*".utf8) || bytes[start] == 0x2A && start < at
    }

    func startsWord(_ at: Int) -> Bool { at == 0 || !Self.isWord(bytes[at - 1]) }

    func word(at start: Int) -> String? {
        var end = start
        while end < bytes.count, Self.isWord(bytes[end]) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    func text(from start: Int, to end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// Up to `max` bytes from `start`, ending before `stop`.
    func text(_ start: Int, max: Int, stoppingAt stop: UInt8) -> String {
        var end = start
        while end < bytes.count, end - start < max, bytes[end] != stop { end += 1 }
        return text(from: start, to: end)
    }

    /// After a setter's name: `(` for a call, `=` (not `==`) for a Kotlin property; where its value starts.
    func valueStart(after end: Int, call: Bool) -> Int? {
        var i = end
        while i < bytes.count, Self.isBlank(bytes[i]) { i += 1 }
        guard i < bytes.count else { return nil }
        if call { guard bytes[i] == 0x28 else { return nil } } else {
            guard bytes[i] == 0x3D, i + 1 < bytes.count, bytes[i + 1] != 0x3D else { return nil }
        }
        var value = i + 1
        while value < bytes.count, Self.isBlank(bytes[value]) || bytes[value] == 0x0A { value += 1 }
        return value
    }

    /// The text inside the parentheses of the call whose name starts at `at`, to its closing `)`
    /// on its line: `findPreference(getResources().getString(R.string.key))` (mUzima) whole.
    func argument(ofCallAt at: Int) -> String? {
        var i = at
        while i < bytes.count, i - at < Self.reach, bytes[i] != 0x28, bytes[i] != 0x0A, bytes[i] != 0x3B { i += 1 }
        guard i < bytes.count, bytes[i] == 0x28 else { return nil }
        var end = i + 1, depth = 0
        while end < bytes.count, end - i < Self.reach, bytes[end] != 0x0A {
            if bytes[end] == 0x28 { depth += 1 } else if bytes[end] == 0x29 {
                if depth == 0 { return text(from: i + 1, to: end) }
                depth -= 1
            }
            end += 1
        }
        return nil
    }

    /// The text from `start` to the first `,` outside parentheses, on its line; nil where there is none.
    func firstArgument(_ start: Int) -> String? {
        var end = start, depth = 0
        while end < bytes.count, end - start < Self.reach, bytes[end] != 0x0A {
            switch bytes[end] {
            case 0x28: depth += 1
            case 0x29: depth -= 1
            case 0x2C where depth == 0: return text(from: start, to: end)
            default: break
            }
            guard depth >= 0 else { return nil }
            end += 1
        }
        return nil
    }

    /// The name assigned from what starts at `at`, on its line: `x = …`, `Type x = …`, `val x: Type? = …`.
    func assigned(before at: Int) -> String? {
        var i = at
        while i > 0, at - i < Self.reach, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x3B {
            i -= 1
            guard bytes[i] == 0x3D else { continue }
            if i > 0, [0x3D, 0x21, 0x3C, 0x3E].contains(bytes[i - 1]) { i -= 1; continue }  // ==, !=, <=, >=
            var end = i
            // Kotlin's type after the name: `val speed: ListPreference? =`.
            var colon = i
            while colon > 0, i - colon < Self.reach, bytes[colon - 1] != 0x0A, bytes[colon - 1] != 0x3A { colon -= 1 }
            if colon > 0, bytes[colon - 1] == 0x3A { end = colon - 1 }
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, Self.isWord(bytes[start - 1]) { start -= 1 }
            return start < end ? text(from: start, to: end) : nil
        }
        return nil
    }

    /// The receiver of the member at `at`: the name before `.` (`list.`, `this.list.`, `list?.`,
    /// `list!!.`); nil where none is written or it is an expression (a cast, a call).
    func receiver(before at: Int) -> String? {
        var i = at
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        guard i > 0, bytes[i - 1] == 0x2E else { return nil }
        i -= 1
        while i > 0, bytes[i - 1] == 0x3F || bytes[i - 1] == 0x21 { i -= 1 }
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        let end = i
        while i > 0, Self.isWord(bytes[i - 1]) { i -= 1 }
        return i < end ? text(from: i, to: end) : nil
    }

    /// Whether a name at `at` is declared there: a word, `]` or `>` stands before it.
    func declares(before at: Int) -> Bool {
        var i = at
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        guard i > 0 else { return false }
        let b = bytes[i - 1]
        return Self.isWord(b) || b == 0x5D || b == 0x3E
    }

    /// The name in capitals before ` = "` at `at` (past `: String`).
    func constantName(before at: Int) -> String? {
        var end = at
        while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
        if end >= 6, bytes[(end - 6)..<end].elementsEqual("String".utf8) {
            end -= 6
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
            guard end > 0, bytes[end - 1] == 0x3A else { return nil }
            end -= 1
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
        }
        var start = end
        while start > 0, Self.isWord(bytes[start - 1]) { start -= 1 }
        guard start < end, (0x41...0x5A).contains(bytes[start]),
              bytes[start..<end].allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }) else { return nil }
        return text(from: start, to: end)
    }
}
