/// Reading a Java or Kotlin file for `CodeSetLists`, byte by byte from the literal words it looks
/// for: a settings file of 170 KB (xDrip's) is read in a few passes, where patterns that backtrack
/// took seconds.
extension CodeSetLists {
    /// `setValue` is not among them: code calls it with the user's choice (a change listener:
    /// GymWen), or the stored value read back (dispensa), which leaves the first value shown the default.
    /// `setChecked` (Kotlin's `isChecked =`) decides a check box or switch the way `setValueIndex`
    /// decides a list. `setDefaultValue` is not among them: a preference the screen's XML made has
    /// stored or shown its default as it was added (`dispatchSetInitialValue`), and a default set
    /// afterwards changes nothing (sls's notification list, holdout 15).
    static let setters = ["setEntryValues", "setValueIndex", "entryValues", "valueIndex", "setChecked", "isChecked"]
    /// The setters that choose a value and replace no list: one on a receiver traced to no key says nothing.
    static let choosers: Set<String> = ["setChecked", "isChecked"]
    /// The receivers a file's setters are traced through a method's calls for, at most.
    static let maxTraces = 64

    static func scan(_ text: String, isJava: Bool = false) -> FileSetters? {
        let code = CodeBytes(bytes: Array(text.utf8))
        return scan(code, screens: screens(code), isJava: isJava, lookups: PreferenceFinders.Found(code))
    }

    /// A file's setters, if it loads a screen (`screens`: those it names) and sets a list's values or value.
    /// Java has no properties: there `entryValues = …` without a receiver is a variable of the
    /// code's own (androidtoken's `entryValues = Arrays.copyOf(entryValues, 2)`), never a list's.
    static func scan(_ code: CodeBytes, screens: [String], isJava: Bool, lookups: PreferenceFinders.Found) -> FileSetters? {
        guard !screens.isEmpty else { return nil }
        let (finders, found) = (lookups.finders, lookups.receivers)
        var arguments: [String?] = [], chosen: [String] = [], traces = 0, scopes = 0, made: Set<String>? = nil
        var setup: (ranges: [Range<Int>], later: [Range<Int>])?, old: OldDeviceRanges?
        for name in setters {
            let isCall = name.hasPrefix("set")
            for at in code.occurrences(of: name) where code.startsWord(at) && (isCall || !isJava) {
                let end = at + name.utf8.count
                guard let value = code.valueStart(after: end, call: isCall) else { continue }
                // A setter only old devices run leaves the XML's values to every newer one.
                if old == nil { old = code.oldDeviceRanges() }
                if old?.contains(at) == true { continue }
                let argument = code.text(value, max: 80, stoppingAt: UInt8(ascii: ";"))
                let receiver = code.receiver(before: at)
                // Literal values, or the list's own values set back, leave the XML's values standing.
                if name.hasSuffix("ntryValues"), isLiteral(argument) || receiver.map({ isOwnValues(argument, of: $0, code) }) == true {
                    continue
                }
                let choosesOnly = choosers.contains(name)
                // A state chosen decides what the screen first shows only as it is built.
                if choosesOnly {
                    if setup == nil { setup = code.screenSetup() }
                    guard let setup, setup.ranges.contains(where: { $0.contains(at) }), !setup.later.contains(where: { $0.contains(at) }) else { continue }
                }
                if let receiver, receiver != "this", receiver != "super" {
                    // A name found by a key the code holds in a variable (a helper's `key` parameter) is traced on.
                    if let argument = found[receiver], !isParameterName(argument) {
                        if choosesOnly { chosen.append(argument) } else { arguments.append(argument) }
                        continue
                    }
                    // Each trace reads the file again: a file of many is bounded, the rest any list.
                    traces += 1
                    if traces <= maxTraces, let passed = traced(receiver, at: at, code, lookups) {
                        if choosesOnly { chosen += passed } else { arguments += passed }
                    } else if !choosesOnly {
                        if made == nil { made = namesMadeByCode(code) }
                        if made?.contains(receiver) == false { arguments.append(nil) }
                    }
                    continue
                }
                // `val entryValues =`, `CharSequence[] entryValues =`: a declaration of the code's own,
                // and past a `var` of the name a bare `entryValues = …` is that variable, which Kotlin
                // finds before a receiver's property (SimpleWeather's).
                if !isCall, code.declares(before: at) || declaresVariable(name, before: at, code) { continue }
                // Kotlin's `findPreference<ListPreference>(KEY)?.apply { entryValues = … }`, or a call chained on it.
                if let argument = findPreference(actedOnAt: at, code, finders: finders, scopes: &scopes) {
                    if choosesOnly { chosen.append(argument) } else { arguments.append(argument) }
                } else if !choosesOnly {
                    arguments.append(nil)  // the list's own code, or a cast: any list
                }
            }
        }
        return arguments.isEmpty && chosen.isEmpty ? nil : FileSetters(screens: screens, arguments: arguments, chosen: chosen)
    }

    /// Whether the file declares a variable of the name before `at` (`var entryValues = …`): a
    /// `val` is never assigned again, so a later bare assignment is a property's.
    static func declaresVariable(_ name: String, before at: Int, _ code: CodeBytes) -> Bool {
        code.occurrences(of: "var " + name).contains { declared in
            let end = declared + 4 + name.utf8.count
            return declared < at && code.startsWord(declared) && (end >= code.bytes.count || !CodeBytes.isWord(code.bytes[end]))
        }
    }

    /// Whether a setter's argument is the receiver's own values: read there (`list.getEntryValues()`,
    /// Kotlin's `list.entryValues`), or a name the file assigns them to (amahi sorts its languages'
    /// values by their entries in place: `CharSequence[] values = language.getEntryValues();` …
    /// `language.setEntryValues(values)`).
    static func isOwnValues(_ argument: String, of receiver: String, _ code: CodeBytes) -> Bool {
        let reads = [receiver + ".getEntryValues()", receiver + ".entryValues", receiver + "?.entryValues", receiver + "!!.entryValues"]
        if reads.contains(where: argument.hasPrefix) { return true }
        let name = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, argument.dropFirst(name.count).trimmed(includingLineBreaks: true).hasPrefix(")") else { return false }
        return reads.contains { read in code.occurrences(of: read).contains { code.startsWord($0) && code.assigned(before: $0) == String(name) } }
    }

    /// Each name the code assigns a `findPreference(…)` to, with that call's argument: the key a
    /// setter's receiver stands for (`ListPreference speed = findPreference("speed");`).
    /// A function the file wraps `findPreference` in counts as it (`PreferenceFinders`: ffupdater's
    /// `val hiddenApps = findMultiPref("foreground__hidden_apps")`).
    static func receivers(_ code: CodeBytes, finders: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for finder in finders {
            for at in code.occurrences(of: finder) where code.startsWord(at) {
                guard let argument = code.argument(ofCallAt: at), let receiver = code.assigned(before: at) else { continue }
                found[receiver] = argument
            }
        }
        return found
    }

    /// The `SharedPreferences.Editor` calls that store a value under a key.
    static let writers = ["putString", "putInt", "putBoolean", "putLong", "putFloat", "putStringSet"]

    /// The keys written into the default store, where no screen stores elsewhere.
    static func writes(in text: String) -> [String] { writes(CodeBytes(bytes: Array(text.utf8))).filter { !$0.namedStore }.map(\.key) }

    /// The key argument of each `put…(KEY, value)` call as an `Application` starts (`CodeBytes.startup`):
    /// its first argument, on the call's line; a name the file assigns from `getString(R.string.key)`
    /// first stands for that call (mUzima's `String localeKey = getResources().getString(R.string.preference_app_language);`).
    /// A write in another method (AFWall+'s `G.theme(String)` setter) comes when the app calls it.
    /// A write into a store the code names (`getSharedPreferences("ajustes", …)`) is marked: a
    /// screen stores in the default one unless the code names another for it (TwilightTweaker).
    static func writes(_ code: CodeBytes) -> [(key: String, namedStore: Bool)] {
        let startup = code.startup(), stores = namedStores(code)
        // A listener's or lambda's body inside runs when something happens, not as the code starts.
        let later = startup.flatMap(code.laterBlocks), old = startup.isEmpty ? nil : code.oldDeviceRanges()
        var named: [String: String] = [:]
        for at in code.occurrences(of: "getString(R.string.") {
            if let name = code.assigned(before: at), named[name] == nil { named[name] = code.text(at, max: 80, stoppingAt: UInt8(ascii: ")")) }
        }
        return writers.flatMap { name in
            code.occurrences(of: name + "(").compactMap { at in
                guard code.startsWord(at), startup.contains(where: { $0.contains(at) }), !later.contains(where: { $0.contains(at) }), old?.contains(at) != true,
                      let argument = code.firstArgument(at + name.utf8.count + 1) else { return nil }
                return (named[argument.trimmed(includingLineBreaks: true)] ?? argument, writesNamedStore(at, stores: stores, code))
            }
        }
    }

    /// The names the file assigns a store (or its editor) to, each with whether it is one the code
    /// names rather than the default (`SharedPreferences prefs = getSharedPreferences("ajustes", …)`).
    static func namedStores(_ code: CodeBytes) -> [String: Bool] {
        var found: [String: Bool] = [:]
        for (call, named) in [("getSharedPreferences(", true), ("getDefaultSharedPreferences(", false)] {
            for at in code.occurrences(of: call) {
                guard let name = code.assigned(before: at) else { continue }
                // A name written past the call's line is unknown: the write counts, as it did before.
                found[name] = named && code.argument(ofCallAt: at).map(isNamedStore) == true
            }
        }
        return found
    }

    /// Whether a `getSharedPreferences` name is another store than the default, `<package>_preferences`.
    static func isNamedStore(_ argument: String) -> Bool {
        !argument.contains("_preferences") && !argument.contains("DefaultSharedPreferencesName")
    }

    /// Whether the `put…` at `at` writes into a store the code names: its statement opens one, or
    /// starts with a name the file assigned one to.
    static func writesNamedStore(_ at: Int, stores: [String: Bool], _ code: CodeBytes) -> Bool {
        var start = at
        while start > 0, at - start < 400, ![0x3B, 0x7B, 0x7D].contains(code.bytes[start - 1]) { start -= 1 }
        let statement = Substring(code.text(from: start, to: at))
        if let call = statement.ranges(of: "getSharedPreferences(").last {
            let open = statement.index(before: call.upperBound)
            let close = matchingParenthesis(statement, open) ?? statement.endIndex
            return isNamedStore(String(statement[call.upperBound..<close]))
        }
        if statement.contains("getDefaultSharedPreferences(") { return false }
        let first = statement.drop { $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return stores[String(first)] ?? false
    }

    /// Whether the code sets a `PreferenceDataStore` (`setPreferenceDataStore(…)`, Kotlin's `preferenceDataStore = …`).
    /// Each store it sets, as written (`new SettingsStore(settings)`): nil where it sets none.
    static func dataStores(_ code: CodeBytes) -> [String]? {
        let set = code.occurrences(of: "setPreferenceDataStore(").compactMap { code.argument(ofCallAt: $0) }
        let assigned = code.occurrences(of: "preferenceDataStore").compactMap { at in
            code.startsWord(at) ? code.valueStart(after: at + 19, call: false).map { code.text($0, max: 120, stoppingAt: 0x0A) } : nil
        }
        return set.isEmpty && assigned.isEmpty ? nil : set + assigned
    }

    /// Whether the `PreferenceDataStore` this file declares answers `getString` without the
    /// default it is given (ODK's `SettingsStore` returns `settings.getString(key)`): then the XML's
    /// default is never read. One that passes it on (v2rayNG's `decodeSettingsString(key,
    /// defaultValue)`) leaves the default as AndroidX's; nil where the file declares no `getString`.
    static func storeIgnoresDefaults(_ code: CodeBytes) -> Bool? {
        // A declaration, not a call on a receiver (`sharedPreferences.getString(…) ?: return null`).
        for at in code.occurrences(of: "getString(") where code.startsWord(at) && !code.isMember(at) {
            guard let parameters = code.argument(ofCallAt: at), parameters.contains(",") else { continue }
            // The default's name: `defValue: String?` (Kotlin) or `String defValue` (Java).
            let second = parameters.split(separator: ",").dropFirst().first ?? ""
            let declared = second.contains(":") ? second.prefix { $0 != ":" } : second.split(separator: " ").last ?? ""
            let name = String(declared).trimmed(includingLineBreaks: true)
            guard !name.isEmpty else { continue }
            let close = at + "getString(".utf8.count + parameters.utf8.count
            let tail = code.text(close + 1, max: 200, stoppingAt: 0x0A)
            let body: String
            if let block = code.block(after: close + 1) {
                body = code.text(from: block.lowerBound, to: block.upperBound)
            } else if let equals = tail.firstIndex(of: "="), tail[..<equals].allSatisfy({ ":?<>. ".contains($0) || $0.isLetter || $0.isNumber }) {
                body = String(tail[tail.index(after: equals)...])  // Kotlin's `fun getString(…) = …`
            } else { continue }
            return !body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == name }
        }
        return nil
    }

    /// The screens (`R.xml` names) the code names.
    static func screens(_ code: CodeBytes) -> [String] { code.occurrences(of: "R.xml.").compactMap { code.word(at: $0 + 6) } }

    /// The screens the code names, each with whether it names it as an argument of
    /// `PreferenceManager.setDefaultValues(…)`, which stores the screen's defaults and draws nothing.
    static func screenUses(_ code: CodeBytes) -> [(screen: String, seeds: Bool)] {
        code.occurrences(of: "R.xml.").compactMap { at in
            guard let screen = code.word(at: at + 6) else { return nil }
            let window = code.text(from: max(0, at - 200), to: at)
            let seeds = window.ranges(of: "setDefaultValues(").last.map { !window[$0.upperBound...].contains { ";{}".contains($0) } } ?? false
            return (screen, seeds)
        }
    }

    /// Values written out: `new String[]{"p0", "p1"}`, `arrayOf("p0")`.
    static func isLiteral(_ argument: String) -> Bool {
        argument.hasPrefix("new ") && argument.prefix(while: { $0 != "}" }).contains("\"") || argument.hasPrefix("arrayOf(\"")
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
}
