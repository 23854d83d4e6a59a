/// The Settings.bundle rules that look at one schema file (SPEC 7.5), each diagnostic at the
/// `<key>` it is about. Their descriptions and examples are in Validate/Rules.
struct SpecifierChecks {
    let decoder: SettingsBundleDecoder
    let table: String
    /// The table of each locale that has it, read.
    let tables: [String: StringsFile]
    private(set) var diagnostics: [Diagnostic] = []

    init(decoder: SettingsBundleDecoder, table: String, tables: [String: StringsFile]) {
        self.decoder = decoder
        self.table = table
        self.tables = tables
    }

    /// The values the text input keys take (Apple's Settings Application Schema Reference, and
    /// InAppSettingsKit's additions to `KeyboardType`).
    static let traits: [(key: SpecifierKey, values: [String])] = [
        (.keyboardType, ["Alphabet", "NumbersAndPunctuation", "NumberPad", "URL", "EmailAddress",
                          "DecimalPad", "PhonePad", "NamePhonePad", "AsciiCapable"]),
        (.autocapitalizationType, ["None", "Sentences", "Words", "AllCharacters"]),
        (.autocorrectionType, ["Default", "No", "Yes"]),
        (.autoCorrectionType, ["Default", "No", "Yes"]),
    ]

    /// Strings a toggle's default may be written as; the Settings app reads them as booleans.
    static let stringBooleans: [String: Bool] = ["YES": true, "NO": false, "true": true, "false": false, "1": true, "0": false]

    /// A toggle's state for a value, its default or a user's (SPEC 7.3): the value equals
    /// `TrueValue` when one is given, else it is true, a string `YES`/`true`/`1` included.
    static func toggleState(_ s: Specifier, value: PlistNode?) -> Bool {
        guard let value else { return false }
        if let trueValue = s.value(.trueValue) { return value.sameValue(as: trueValue) }
        switch value.content {
        case .bool(let b): return b
        case .string(let text): return stringBooleans[text] ?? false
        case .integer(let i): return i == 1
        default: return false
        }
    }

    private mutating func report(_ rule: RuleID, _ severity: Severity, _ message: String, _ s: Specifier, at key: SpecifierKey?) {
        diagnostics.append(Diagnostic(severity, rule: rule, message: message,
                                      start: key.map(s.mark) ?? s.node.start, path: s.path(key).description))
    }

    mutating func check(root: PlistNode, _ specifiers: [Specifier]) {
        // Standard input has no folder to look in.
        if let entry = root.entry("StringsTable"), decoder.source.path != "-", decoder.bundle.locales(with: table).isEmpty {
            diagnostics.append(Diagnostic(
                .warning, rule: .missingStringsTable,
                message: "no locale has the strings table '\(table)' (no '*.lproj/\(table).strings' beside the file), so its texts show untranslated",
                start: entry.keyStart, path: "StringsTable"))
        }
        for s in specifiers { check(s) }
        checkTranslations(root: root, specifiers)
    }

    private mutating func check(_ s: Specifier) {
        guard let typeName = s.typeName else {
            let written = s.value(.type).map { "'Type' is \($0.kindDescription)" } ?? "it has no 'Type'"
            report(.missingSpecifierField, .error, "\(written); the Settings app skips a specifier without a type name", s, at: s.entry(.type) == nil ? nil : .type)
            return
        }
        guard let type = SpecifierType(rawValue: typeName) else {
            let hint = EditDistance.closest(to: typeName, in: SpecifierType.names).map { "; did you mean '\($0)'?" } ?? ""
            report(.unknownSpecifierType, .warning, "unknown specifier type '\(typeName)'; the row is left out\(hint)", s, at: .type)
            return
        }
        if type.isInAppOnly, !decoder.isInApp {
            report(.inAppOnlySpecifier, .warning,
                   "\(typeName) is InAppSettingsKit's own; the Settings app reads '\(decoder.source.stem).plist' and leaves this row out (put it in a '.inApp.plist' variant)",
                   s, at: .type)
        }
        if type.storesValue, s.key == nil {
            report(.missingSpecifierField, .error, "a \(typeName) needs a 'Key': the setting it shows is stored under it", s,
                   at: s.entry(.key) == nil ? .type : .key)
        }
        switch type {
        case .multiValue, .radioGroup: checkChoices(s, typeName)
        case .toggleSwitch: checkToggle(s)
        case .childPane: checkChildPane(s)
        case .slider:
            if let value = s.value(.defaultValue), value.number == nil {
                report(.wrongDefaultValue, .error, "a slider's 'DefaultValue' must be a number, not \(value.kindDescription)", s, at: .defaultValue)
            }
        case .textField:
            if let value = s.value(.defaultValue), case .dictionary = value.content {
                report(.wrongDefaultValue, .error, "a text field's 'DefaultValue' must be text, not a dictionary", s, at: .defaultValue)
            }
        default: break
        }
        for (key, values) in Self.traits {
            guard let value = s.value(key) else { continue }
            guard let text = s.string(key), values.contains(text) else {
                let written = s.string(key).map { "'\($0)'" } ?? value.kindDescription
                let hint = s.string(key).flatMap { EditDistance.closest(to: $0, in: values) }.map { "did you mean '\($0)'? " } ?? ""
                report(.invalidTextInputTrait, .error,
                       "\(key.name) \(written) is not one the Settings app knows, so it shows the default instead; \(hint)use one of \(values.joined(separator: ", "))",
                       s, at: key)
                continue
            }
        }
    }

    private mutating func checkChoices(_ s: Specifier, _ type: String) {
        guard let titles = s.array(.titles), let values = s.array(.values) else {
            // InAppSettingsKit asks the app's delegate for the choices of a list without them.
            if decoder.isInApp { return }
            let missing = [("Titles", s.array(.titles)), ("Values", s.array(.values))].filter { $0.1 == nil }.map { "'\($0.0)'" }
            report(.missingSpecifierField, .error,
                   "a \(type) needs \(missing.joined(separator: " and ")) (arrays): its choices are their pairs", s,
                   at: .type)
            return
        }
        if titles.count != values.count {
            report(.titlesValuesMismatch, .error,
                   "'Titles' has \(titles.count) entries and 'Values' \(values.count); each title names the value at its index, so the Settings app shows the wrong choice",
                   s, at: .titles)
        }
        if let short = s.array(.shortTitles), short.count != values.count {
            report(.titlesValuesMismatch, .error,
                   "'ShortTitles' has \(short.count) entries and 'Values' \(values.count); they pair by index", s, at: .shortTitles)
        }
        guard let value = s.value(.defaultValue), !values.isEmpty else { return }
        if !values.contains(where: { $0.sameValue(as: value) }) {
            let sameText = values.first { $0.text == value.text }
            let why = sameText.map { "; 'Values' has \($0.text ?? "") as \($0.kindDescription), and the Settings app compares type and value" } ?? ""
            report(.wrongDefaultValue, .error,
                   "'DefaultValue' \(value.text.map { "'\($0)'" } ?? value.kindDescription) (\(value.kindDescription)) is not among 'Values', so no choice shows as chosen\(why)",
                   s, at: .defaultValue)
        }
    }

    private mutating func checkToggle(_ s: Specifier) {
        guard let value = s.value(.defaultValue) else { return }
        let custom = [s.value(.trueValue), s.value(.falseValue)].compactMap { $0 }
        if !custom.isEmpty {
            if !custom.contains(where: { $0.sameValue(as: value) }) {
                report(.wrongDefaultValue, .error,
                       "'DefaultValue' \(value.text.map { "'\($0)'" } ?? "") is neither the 'TrueValue' nor the 'FalseValue', so the switch shows a state the app never stores",
                       s, at: .defaultValue)
            }
            return
        }
        switch value.content {
        case .bool: break
        case .string(let text) where Self.stringBooleans[text] != nil:
            report(.stringBooleanDefault, .warning,
                   "'DefaultValue' is the string '\(text)'; write <\(Self.stringBooleans[text]! ? "true" : "false")/>: the app reads a string where it expects a boolean",
                   s, at: .defaultValue)
        default:
            report(.wrongDefaultValue, .error,
                   "a switch's 'DefaultValue' must be a boolean (or its 'TrueValue'/'FalseValue'), not \(value.kindDescription)", s, at: .defaultValue)
        }
    }

    private mutating func checkChildPane(_ s: Specifier) {
        // InAppSettingsKit's own view controllers need no schema file.
        if s.string(.viewControllerClass) != nil || s.string(.segueIdentifier) != nil { return }
        guard let file = s.string(.file) else {
            report(.missingSpecifierField, .error, "a PSChildPaneSpecifier needs a 'File': the name of the pane it opens", s,
                   at: s.entry(.file) == nil ? .type : .file)
            return
        }
        let bundle = decoder.bundle
        guard decoder.source.path != "-", bundle.schemaFile(stem: file, idiom: decoder.options.idiom, inApp: decoder.isInApp) == nil else { return }
        let near = bundle.caseInsensitiveMatch(file + ".plist").map {
            "; '\($0)' differs only in case: found on a Mac's simulator, missing on a device"
        } ?? ""
        report(.missingChildPane, .error, "the child pane '\(file).plist' does not exist beside this file\(near)", s, at: .file)
    }

    /// The localised texts of the file: its title, and each specifier's title, footer, choice
    /// titles and InAppSettingsKit's translated keys.
    static func texts(root: PlistNode, _ specifiers: [Specifier]) -> [(text: String, mark: Mark, path: NodePath, s: Specifier?)] {
        var out: [(String, Mark, NodePath, Specifier?)] = []
        if let title = root.entry("Title"), case .string(let t) = title.value.content {
            out.append((t, title.keyStart, NodePath([.key("Title")]), nil))
        }
        for s in specifiers {
            // InAppSettingsKit translates its own keys too: a subtitle (one, or one per state or
            // value), a child pane's title, a placeholder, and an Open URL row's address.
            var keys: [SpecifierKey] = [.title, .footerText, .childTitle, .placeholder]
            if s.type == .openURL { keys.append(.file) }
            for key in keys { if let t = s.string(key), !t.isEmpty { out.append((t, s.mark(key), s.path(key), s)) } }
            for key in [SpecifierKey.titles, .shortTitles] { for t in s.strings(key) ?? [] { out.append((t, s.mark(key), s.path(key), s)) } }
            switch s.value(.subtitle)?.content {
            case .string(let t)?: out.append((t, s.mark(.subtitle), s.path(.subtitle), s))
            case .dictionary(let entries)?:
                for entry in entries { if let t = entry.value.text { out.append((t, s.mark(.subtitle), s.path(.subtitle), s)) } }
            default: break
            }
        }
        return out
    }

    /// `MUL_VAL`, `TOGGLE_SWITCH_TITLE`: no lower-case letters and no spaces.
    static func looksLikeAKey(_ text: String) -> Bool {
        !text.contains(" ") && !text.unicodeScalars.contains { $0.properties.isLowercase }
    }

    /// A text that some locale translates and another does not: that locale shows it as written.
    /// The texts of one key (a choice list's `Titles`) missing from the same locales are one finding.
    private mutating func checkTranslations(root: PlistNode, _ specifiers: [Specifier]) {
        let locales = decoder.bundle.locales(with: table)
        guard locales.count > 1 else { return }
        let tables = locales.compactMap { locale in self.tables[locale].map { (locale, $0) } }
        var seen: Set<String> = []
        var groups: [(mark: Mark, path: NodePath, missing: [String], texts: [String])] = []
        for (text, mark, path, _) in Self.texts(root: root, specifiers) where seen.insert(text).inserted {
            // Apps write their development language's texts as keys ("Banana"): `en` and `Base`
            // show those right as written, and miss only a key like `MUL_VAL`.
            let missing = tables.filter { !$0.1.contains(text) && !(["en", "Base"].contains($0.0) && !Self.looksLikeAKey(text)) }.map(\.0)
            guard !missing.isEmpty, tables.contains(where: { $0.1.contains(text) }) else { continue }
            if let last = groups.last, last.mark == mark, last.missing == missing {
                groups[groups.count - 1].texts.append(text)
            } else {
                groups.append((mark, path, missing, [text]))
            }
        }
        for group in groups {
            let texts = group.texts.map { "'\($0)'" }
            let named = texts.count == 1 ? texts[0] : texts.dropLast().joined(separator: ", ") + " and " + texts.last!
            let folders = group.missing.map { "\($0).lproj" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                .warning, rule: .missingTranslation,
                message: "\(named) \(texts.count == 1 ? "is" : "are") translated in another locale but not in \(folders)/\(table).strings, which shows \(texts.count == 1 ? "it" : "them") as written",
                start: group.mark, path: group.path.description))
        }
    }
}
