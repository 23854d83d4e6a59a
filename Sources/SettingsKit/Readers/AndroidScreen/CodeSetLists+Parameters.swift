/// A setter's receiver that is a parameter of the method it is in, traced to the preferences the
/// file's calls of that method pass: irma's `fillVerifierList(verifierlist, …)` with
/// `verifierlist = (ListPreference) findPreference(KEY_PREF_VERIFIER)`, LaunchTime's
/// `setListPreferenceIconsPacksData(iconsPack, …)`. Untraced, such a receiver stood for every
/// list of the screens the file loads, and a mistake in any of them went unreported.
extension CodeSetLists {
    /// The `findPreference` arguments the calls of the method declaring `receiver` as a parameter
    /// pass for it; nil where the receiver is no parameter, the file calls the method nowhere, or
    /// one call passes what is not traced (a loop's variable, a cast).
    ///
    /// A call that passes on a parameter of its own is traced through its method's calls in turn,
    /// `depth` methods up (OpenDNSUpdater's `setup(list)` passing `list` to `fill(list)`; holdout 15).
    static func parameterArguments(_ receiver: String, at: Int, _ code: CodeBytes, _ lookups: PreferenceFinders.Found, depth: Int = 2) -> [String]? {
        guard depth > 0, let (method, index, declaration) = declaringMethod(of: receiver, around: at, code),
              let passed = passedArguments(method, index: index, declaration: declaration, code) else { return nil }
        var traced: [String] = []
        for (call, argument) in passed {
            // A key passed where the method takes a preference is a call of an overload that finds
            // the preference by it and passes it on (HalachicTimes' `addDefaultOption(KEY_…)`).
            if lookups.finders.contains(method), isKeyLiteral(argument) { continue }
            if let key = keyArgument(argument, lookups) {
                // A preference found by a key the method was given is traced to the keys its calls give
                // (HalachicTimes' `addDefaultOption(key)` finding `preference` and passing it on).
                if isParameterName(key), let keys = keyParameterArguments(key, at: call, code, depth: depth) {
                    traced += keys
                } else {
                    traced.append(key)
                }
            } else if argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      let passedOn = parameterArguments(argument, at: call, code, lookups, depth: depth - 1) {
                traced += passedOn
            } else {
                return nil
            }
        }
        return traced.isEmpty ? nil : traced
    }

    /// The method whose parameter list declares `receiver`, on the line of its `(`, and whose body holds `at`:
    /// its name, the parameter's position, and where the name starts.
    static func declaringMethod(of receiver: String, around at: Int, _ code: CodeBytes) -> (String, Int, Int)? {
        let keywords: Set<String> = ["if", "for", "while", "switch", "catch", "synchronized", "when", "return"]
        for o in code.occurrences(of: receiver).reversed().prefix(40) where o < at && code.startsWord(o) {
            let end = o + receiver.utf8.count
            guard end < code.bytes.count, !CodeBytes.isWord(code.bytes[end]) else { continue }
            // Back to the `(` opening the list, within the line and no statement between.
            var open = o
            while open > 0, o - open < CodeBytes.reach, ![0x28, 0x29, 0x7B, 0x7D, 0x3B, 0x3D, 0x0A].contains(code.bytes[open - 1]) { open -= 1 }
            guard open > 0, code.bytes[open - 1] == 0x28 else { continue }
            var nameEnd = open - 1
            while nameEnd > 0, CodeBytes.isBlank(code.bytes[nameEnd - 1]) { nameEnd -= 1 }
            var nameStart = nameEnd
            while nameStart > 0, CodeBytes.isWord(code.bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < nameEnd, let name = code.word(at: nameStart), !keywords.contains(name),
                  // The list may wrap over lines (NLWeer's `setNavViews(multiSelect: …,⏎ items: …)`, holdout 17).
                  let parameters = callArguments(code, open: open - 1),
                  // Past the list's `)`: `open` is the first byte inside it.
                  let body = code.block(after: open + parameters.utf8.count + 2), body.contains(at) else { continue }
            let list = topLevelArguments(parameters)
            // Java's `ListPreference listpref`, Kotlin's `listpref: ListPreference`: a type beside the name.
            guard let index = list.firstIndex(where: { parameter in
                let words = parameter.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                return words.count >= 2 && (words.last == Substring(receiver) || parameter.contains(":") && words.first == Substring(receiver))
            }) else { continue }
            return (name, index, nameStart)
        }
        return nil
    }

    /// The keys a receiver the file did not find by a constant stands for: a parameter of the
    /// method it is used in, traced to what the calls pass, or a name found by a key parameter,
    /// traced to the keys the calls give (`val preference = findPreference(key)` in `option(key)`).
    static func traced(_ receiver: String, at: Int, _ code: CodeBytes, _ lookups: PreferenceFinders.Found) -> [String]? {
        if let passed = parameterArguments(receiver, at: at, code, lookups) { return passed }
        guard let found = lookups.receivers[receiver], isParameterName(found) else { return nil }
        return keyParameterArguments(found, at: at, code, depth: 2) ?? localKey(found, before: at, code).map { [$0] }
    }

    /// The key a local name holds, assigned before `at` from a string resource, a literal or a
    /// constant: mediaphone's `String resamplingKey = getString(R.string.key_audio_resampling_bitrate);`
    /// then `findPreference(resamplingKey)` (holdout 17).
    static func localKey(_ name: String, before at: Int, _ code: CodeBytes) -> String? {
        for o in code.occurrences(of: name).reversed().prefix(40) where o < at && code.startsWord(o) {
            var i = o + name.utf8.count
            guard i < code.bytes.count, !CodeBytes.isWord(code.bytes[i]) else { continue }
            while i < code.bytes.count, CodeBytes.isBlank(code.bytes[i]) { i += 1 }
            guard i + 1 < code.bytes.count, code.bytes[i] == 0x3D, code.bytes[i + 1] != 0x3D else { continue }
            let value = code.text(i + 1, max: 160, stoppingAt: UInt8(ascii: "\n")).prefix { $0 != ";" }.trimmed(includingLineBreaks: true)
            if value.contains("R.string.") || isKeyLiteral(value) { return value }
            return nil
        }
        return nil
    }

    /// The keys the calls of the method declaring `parameter` (a key, as a string) pass for it:
    /// constants and literals as written, or a parameter of the caller's traced in turn; nil where
    /// one passes what is not traced.
    static func keyParameterArguments(_ parameter: String, at: Int, _ code: CodeBytes, depth: Int) -> [String]? {
        guard depth > 0, let (method, index, declaration) = declaringMethod(of: parameter, around: at, code),
              let passed = passedArguments(method, index: index, declaration: declaration, code) else { return nil }
        var keys: [String] = []
        for (call, argument) in passed {
            if isParameterName(argument) {
                // Another overload's call passing a preference, or a caller's own parameter.
                guard let passed = keyParameterArguments(argument, at: call, code, depth: depth - 1) else { continue }
                keys += passed
            } else {
                keys.append(argument)
            }
        }
        return keys.isEmpty ? nil : keys
    }

    /// The argument each call of `method` in the file passes at `index`, with where the call is:
    /// not its declaration, nor a call on another receiver, which is another class's method of
    /// the name (anewjkuapp's own `setEntries(calendars, list)` beside `preference.setEntries(names)`);
    /// nil where a call's arguments cannot be read.
    static func passedArguments(_ method: String, index: Int, declaration: Int, _ code: CodeBytes) -> [(call: Int, argument: String)]? {
        var found: [(call: Int, argument: String)] = []
        for call in code.occurrences(of: method) where call != declaration && code.startsWord(call) && !code.isCommented(call)
            && (code.receiver(before: call) ?? "this") == "this" && !declares(call, code) {
            guard code.bytes.count > call + method.utf8.count, code.bytes[call + method.utf8.count] == 0x28,
                  let arguments = callArguments(code, open: call + method.utf8.count).map(topLevelArguments), arguments.count > index else { return nil }
            found.append((call, arguments[index]))
        }
        return found
    }

    /// Whether the name at `at` is declared there, not called: an overload's own declaration
    /// (`fun name(`, Java's `Type name(`), whose parameter list passes nothing.
    static func declares(_ at: Int, _ code: CodeBytes) -> Bool {
        var end = at
        while end > 0, CodeBytes.isBlank(code.bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0, CodeBytes.isWord(code.bytes[start - 1]) { start -= 1 }
        guard start < end, end < at, let word = code.word(at: start) else { return false }
        return !["return", "else", "await", "throw", "in", "is", "new"].contains(word)
    }

    /// A constant's name (`KEY_THEME`, `Keys.THEME`) or a string literal, as keys are written.
    static func isKeyLiteral(_ text: String) -> Bool {
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { return true }
        guard let last = text.split(separator: ".").last, let first = last.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return last.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
    }

    /// A lower-case name, as parameters are named: not a constant (`KEY_THEME`), a literal or a call.
    static func isParameterName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The key argument a call passes for a preference: a `findPreference` call (or a wrapper of
    /// it), past a cast, or a name the file assigned one to.
    static func keyArgument(_ argument: String, _ lookups: PreferenceFinders.Found) -> String? {
        var text = Substring(argument.trimmed(includingLineBreaks: true))
        if text.hasPrefix("("), let close = text.firstIndex(of: ")"), !text[text.index(after: text.startIndex)..<close].contains("(") {
            text = text[text.index(after: close)...].drop { $0 == " " }  // `(ListPreference) findPreference(…)`
        }
        if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return lookups.receivers[String(text)] }
        let code = CodeBytes(bytes: Array(text.utf8))
        for finder in lookups.finders {
            for at in code.occurrences(of: finder) where code.startsWord(at) {
                if let key = code.argument(ofCallAt: at) { return key }
            }
        }
        return nil
    }

    /// The names the file assigns a preference it makes itself (`ListPreference list = new
    /// ListPreference(getActivity())`, Kotlin's `val list = ListPreference(context)`): rows of the
    /// code's own, not lists of the screen's XML (podcast's search engines).
    static func namesMadeByCode(_ code: CodeBytes) -> Set<String> {
        Set(code.occurrences(of: "Preference(").compactMap { at in
            var start = at
            while start > 0, CodeBytes.isWord(code.bytes[start - 1]) { start -= 1 }
            guard let first = code.bytes[start...].first, (0x41...0x5A).contains(first) else { return nil }
            return code.assigned(before: start)
        })
    }

    /// The text between the `(` at `open` and its `)`, over lines (`fill(list,\n prefs.getString(…))`).
    static func callArguments(_ code: CodeBytes, open: Int) -> String? {
        var depth = 0
        for end in open..<min(code.bytes.count, open + CodeBytes.reach) {
            if code.bytes[end] == 0x28 { depth += 1 } else if code.bytes[end] == 0x29 {
                depth -= 1
                if depth == 0 { return code.text(from: open + 1, to: end) }
            }
        }
        return nil
    }

    /// A call's arguments, split at the commas outside parentheses, brackets and generics.
    static func topLevelArguments(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            if "([<{".contains(c) { depth += 1 } else if ")]>}".contains(c) { depth = max(0, depth - 1) }
            if c == ",", depth == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts.map { $0.trimmed(includingLineBreaks: true) }
    }
}
