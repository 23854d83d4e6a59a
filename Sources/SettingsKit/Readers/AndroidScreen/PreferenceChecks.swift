/// The AndroidX rules that look at one preference screen file (SPEC 7.5), each diagnostic at the
/// attribute it is about (the element's `<` when the attribute is missing). Their descriptions
/// and examples are in Validate/Rules.
struct PreferenceChecks {
    let decoder: AndroidScreenDecoder
    /// The locales the page is drawn in: references must resolve in each.
    let locales: [String?]
    private(set) var diagnostics: [Diagnostic] = []
    /// Resolves through `values/` alone, for the checks that do not depend on the language.
    private let resolver: PreferenceResolver
    private var file: PreferenceFile { decoder.file }

    init(decoder: AndroidScreenDecoder, locales: [String?]) {
        self.decoder = decoder
        self.locales = locales
        resolver = decoder.defaults
    }

    /// A finding of `rule`, at its rule's severity, at the attribute (or the element's `<`).
    private mutating func report(_ rule: RuleID, _ message: String, _ p: Preference, at attribute: PreferenceAttribute?) {
        report(rule, message, p, written: attribute.flatMap(p.attribute))
    }

    private mutating func report(_ rule: RuleID, _ message: String, _ p: Preference, written: XMLAttribute?) {
        var path = NodePath([.key("preferences"), .index(p.index)])
        if let written { path.append(.key(written.name)) }
        diagnostics.append(Diagnostic(rule.ruleDescription.severity, rule: rule, message: message, start: written?.start ?? p.start,
                                      path: path.description))
    }

    mutating func check() {
        checkReferences()
        for p in file.all {
            switch p.kind {
            case .twoState: checkTwoState(p)
            case .list, .multiSelect: checkList(p)
            case .seekBar: checkSeekBar(p)
            default: break
            }
            checkSummary(p)
            checkDependency(p)
        }
        checkDuplicateKeys()
        checkTranslations()
    }

    /// Every reference to the app's strings, arrays, booleans and integers resolves, in every
    /// locale drawn. Without a `values/` folder at all, one finding says so, at the first.
    private mutating func checkReferences() {
        let resources = decoder.resources
        var unresolved: [(Preference, XMLAttribute, [String?], AndroidValues.Kind, String)] = []
        // A screen names the same few resources again and again: each is looked up once.
        var looked: [String: (missing: [String?], kind: AndroidValues.Kind, name: String)?] = [:]
        for p in file.all {
            for attribute in p.attributes where attribute.value.utf8.first == UInt8(ascii: "@") {
                if looked[attribute.value] == nil {
                    looked[attribute.value] = .some(AndroidReference(attribute.value)?.appValue.map { kind, name in
                        (locales.filter { resources.lookup(kind, name, locale: $0) == nil }, kind, name)
                    })
                }
                guard let (missing, kind, name) = looked[attribute.value]!, !missing.isEmpty else { continue }
                unresolved.append((p, attribute, missing, kind, name))
            }
        }
        if let (p, attribute, _, _, _) = unresolved.first, !resources.hasDefaultValues {
            let why = resources.directory.map { "there is no \($0.isEmpty ? "" : $0)values/ folder beside the screen's folder" }
                ?? "standard input has no res/ folder"
            let count = unresolved.count == 1 ? "it shows" : "none of the file's \(unresolved.count) references resolve; they show"
            report(.unresolvedResource, "'\(attribute.value)' does not resolve: \(why), so \(count) as written", p, written: attribute)
            return
        }
        let broken = resources.problems.isEmpty ? "" : " (\(resources.problems.joined(separator: "; ")))"
        for (p, attribute, missing, kind, name) in unresolved {
            let folders = missing.count == locales.count
                ? "res/values" : missing.map { "res/values" + ($0.map { "-" + $0 } ?? "") }.joined(separator: ", ")
            let hint = EditDistance.closest(to: name, in: resources.names(kind)).map { "; did you mean '@\(kind.rawValue)/\($0)'?" } ?? ""
            report(.unresolvedResource,
                   "'\(attribute.value)' does not resolve: no <\(Self.elementName(kind)) name=\"\(name)\"> in \(folders)\(broken); it shows as written\(hint)",
                   p, written: attribute)
        }
    }

    private static func elementName(_ kind: AndroidValues.Kind) -> String {
        kind == .array ? "string-array" : kind.rawValue
    }

    private mutating func checkTwoState(_ p: Preference) {
        guard let written = p.attribute(.defaultValue) else {
            report(.missingDefaultValue, "a \(p.name) without 'defaultValue' starts off, and reads as unset until first toggled; write defaultValue=\"false\" (or \"true\")",
                   p, at: nil)
            return
        }
        guard case .text(let text) = resolver.value(written.value), text != "true", text != "false" else { return }
        report(.wrongDefaultValue, "a \(p.name)'s 'defaultValue' must be true or false, not '\(text)': the app reads it as a boolean", p, at: .defaultValue)
    }

    private mutating func checkSeekBar(_ p: Preference) {
        guard case .text(let text)? = resolver.value(p, .defaultValue) else { return }
        guard let value = PreferenceResolver.integer(text) else {
            report(.wrongDefaultValue, "a SeekBarPreference's 'defaultValue' must be an integer, not '\(text)': reading it throws a NumberFormatException",
                   p, at: .defaultValue)
            return
        }
        let low = resolver.integer(p, .min) ?? 0, high = resolver.integer(p, .max) ?? 100
        if value < low || value > high {
            report(.wrongDefaultValue, "'defaultValue' \(value) is outside the bar's range \(low)–\(high); it shows clamped", p, at: .defaultValue)
        }
    }

    private mutating func checkList(_ p: Preference) {
        let name = p.name
        let entries = resolver.value(p, .entries), values = resolver.value(p, .entryValues)
        if case .unresolved? = entries { return }
        if case .unresolved? = values { return }
        guard case .array(let titles)? = entries, case .array(let keys)? = values else {
            let missing = [(PreferenceAttribute.entries, entries), (.entryValues, values)].filter {
                if case .array? = $0.1 { false } else { true }
            }
            let named = missing.map { "'\($0.0.name)'" }.joined(separator: " and ")
            report(.entriesMismatch, "a \(name) needs \(named) (@array resources): AndroidX throws \"\(name) requires an entries array and an entryValues array\" when it opens",
                   p, at: missing.count == 1 && missing[0].1 != nil ? missing[0].0 : nil)
            return
        }
        if titles.count != keys.count {
            report(.entriesMismatch, "'entries' has \(titles.count) items and 'entryValues' \(keys.count); each entry names the value at its index, so the list shows the wrong choice",
                   p, at: .entryValues)
        }
        switch (p.kind, resolver.value(p, .defaultValue)) {
        case (.list, .text(let value)?) where !keys.contains(value):
            let hint = EditDistance.closest(to: value, in: keys).map { "; did you mean '\($0)'?" } ?? ""
            report(.wrongDefaultValue, "'defaultValue' '\(value)' is not among 'entryValues', so no entry shows as chosen\(hint)",
                   p, at: .defaultValue)
        case (.multiSelect, .text(let value)?):
            report(.wrongDefaultValue, "a MultiSelectListPreference's 'defaultValue' must be an @array of entry values, not '\(value)'", p, at: .defaultValue)
        case (.multiSelect, .array(let chosen)?):
            let strays = chosen.filter { !keys.contains($0) }
            if !strays.isEmpty {
                report(.wrongDefaultValue, "'defaultValue' holds \(strays.map { "'\($0)'" }.joined(separator: ", ")), not among 'entryValues'", p, at: .defaultValue)
            }
        default: break
        }
    }

    /// `summary="%s"`: lists fill in their entry (deprecated since AndroidX 1.1); others show it as written.
    private mutating func checkSummary(_ p: Preference) {
        guard let summary = resolver.text(p, .summary), Self.hasPlaceholder(summary) else { return }
        let message = p.kind == .list
            ? "a summary with '%s' shows the chosen entry only through a deprecated path of ListPreference; write app:useSimpleSummaryProvider=\"true\" instead"
            : "a \(p.name) shows its summary as written: '%s' appears as is (only a ListPreference fills it in, and that is deprecated)"
        report(.summaryPlaceholder, message, p, at: .summary)
    }

    /// `%s` or `%1$s`, looked for byte by byte: most summaries have no `%` at all.
    static func hasPlaceholder(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            if bytes[(i + 1)...].starts(with: "s".utf8) || bytes[(i + 1)...].starts(with: "1$s".utf8) { return true }
        }
        return false
    }

    private mutating func checkDependency(_ p: Preference) {
        let byKey = decoder.byKey
        guard let key = resolver.text(p, .dependency) else { return }
        guard let target = byKey[key] else {
            let hint = EditDistance.closest(to: key, in: byKey.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""
            report(.dependencyNotFound, "no preference of this file has the key '\(key)': AndroidX throws IllegalStateException (Dependency \"\(key)\" not found) when the screen opens\(hint)",
                   p, at: .dependency)
            return
        }
        let kind = file.all[target].kind
        // A list or text preference disables its dependents while it has no value: a real use.
        guard kind != .twoState, kind != .list, kind != .editText else { return }
        report(.dependencyNotSwitch, "'\(key)' is a \(file.all[target].name), not a two-state preference: it disables this row only while it is itself disabled",
               p, at: .dependency)
    }

    /// A key that two preferences of the file store under on different screens (on one screen,
    /// `duplicate-id` reports it), or that another screen file of the same `res/xml/` uses.
    private mutating func checkDuplicateKeys() {
        // The first preference storing under each key (a category or screen of the same key
        // stores nothing): a later one on another screen repeats it.
        var first: [String: Int] = [:]
        first.reserveCapacity(decoder.byKey.count)
        for p in file.all where p.kind.storesValue {
            guard let key = decoder.keys[p.index] else { continue }
            guard let earlier = first[key].map({ file.all[$0] }) else {
                first[key] = p.index
                continue
            }
            if earlier.page != p.page {
                report(.duplicatePreferenceKey, "the key '\(key)' is also stored by a row of another screen of this file (line \(earlier.start.line)); both read and write the one value",
                       p, at: .key)
            }
        }
        guard decoder.options.checksNeighbours, decoder.source.path != "-", !first.isEmpty else { return }
        var seen: Set<String> = []
        for (name, keys) in neighbourKeys() {
            for key in keys where seen.insert(key).inserted {
                guard let mine = first[key] else { continue }
                report(.duplicatePreferenceKey, "the key '\(key)' is also a preference's key in \(name); both rows read and write the one value", file.all[mine], at: .key)
            }
        }
    }

    /// The keys of the other screen files in the file's folder, by file name, resolved through
    /// the same `res/` folder.
    private func neighbourKeys() -> [(String, [String])] {
        let path = decoder.source.path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let me = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let names = (FileName.directoryEntries(folder.isEmpty ? "." : folder) ?? []).map(FileName.string)
            .filter { $0.hasSuffix(".xml") && $0 != me }.sorted()
        return names.compactMap { name in
            guard let source = try? SourceFile.read(folder + name, limit: LoadLimits.default.maxInputBytes),
                  case .success(let other) = PreferenceFile.read(source.bytes, maxDepth: LoadLimits.default.maxDepth) else { return nil }
            let resolver = PreferenceResolver(resources: decoder.resources, locale: nil)
            return (name, other.all.filter(\.kind.storesValue).compactMap(resolver.key))
        }
    }

    /// A string or array the screen names that `values/` has, and a locale folder that
    /// translates others does not: that locale shows it in the default language.
    private mutating func checkTranslations() {
        let resources = decoder.resources
        let translated = resources.translatedLocales
        guard !translated.isEmpty else { return }
        var seen: Set<String> = []
        for p in file.all {
            for attribute in p.attributes where attribute.value.utf8.first == UInt8(ascii: "@") {
                guard let (kind, name) = AndroidReference(attribute.value)?.appValue, kind == .string || kind == .array,
                      seen.insert("\(kind)/\(name)").inserted,
                      let resource = resources.lookup(kind, name, locale: nil), resource.translatable else { continue }
                let missing = translated.filter { !resources.translates(kind, name, locale: $0) }
                guard !missing.isEmpty else { continue }
                let folders = missing.map { "values-\($0)" }.joined(separator: ", ")
                report(.missingTranslation,
                       "'\(attribute.value)' is in res/values but not in \(folders), which show\(missing.count == 1 ? "s" : "") it untranslated",
                       p, written: attribute)
            }
        }
    }
}
