/// A text that some of the bundle's locales translate and another does not: that locale shows it
/// as written, in the wrong language. On Android: a string or array of `res/values/` that a
/// `values-LANG/` folder holding other strings lacks (unless `translatable="false"`). Opt-in: most
/// apps are translated by a community (Weblate, translatewiki, Crowdin), where a locale partly
/// translated is the normal state and the app's developers have nothing to change; a team that
/// translates every string before release turns it on.
enum MissingTranslationRule: Rule {
    static let description = RuleDescription(
        id: .missingTranslation,
        summary: "A title or footer is translated in some locales' strings tables (Android: res/values-LANG folders) and missing from another's.",
        severity: .warning,
        optIn: true,
        triggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string>\n↓<key>Title</key><string>SOUND</string></dict>\n",
                   neighbours: [("en.lproj/Root.strings", "\"SOUND\" = \"Sound\";\n"), ("de.lproj/Root.strings", "\"OTHER\" = \"Andere\";\n")]),
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/about\" app:summary=\"@string/version\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n<string name=\"version\">Version</string>\n")),
                                  ("res/values-de/strings.xml", RuleExample.androidValues("<string name=\"version\">Version</string>\n"))]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string>\n<key>Title</key><string>SOUND</string></dict>\n",
                   neighbours: [("en.lproj/Root.strings", "\"SOUND\" = \"Sound\";\n"), ("de.lproj/Root.strings", "\"SOUND\" = \"Ton\";\n")]),
            // A key is never shown: it needs no translation.
            .android("<Preference app:key=\"@string/key_about\" app:title=\"@string/about\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n<string name=\"key_about\">about</string>\n")),
                                  ("res/values-de/strings.xml", RuleExample.androidValues("<string name=\"about\">Über</string>\n"))]),
            .android("<Preference app:key=\"about\" app:title=\"@string/about\" app:summary=\"@string/app_name\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n<string name=\"app_name\" translatable=\"false\">Demo</string>\n")),
                                  ("res/values-de/strings.xml", RuleExample.androidValues("<string name=\"about\">Über</string>\n"))]),
        ])
}

extension MissingTranslationRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        if let file = form as? SpecifierFile { check(file, into: &found) }
        if let screen = form as? PreferenceScreenForm { check(screen, into: &found) }
    }

    /// A text that some locale translates and another does not: that locale shows it as written.
    /// The texts of one key (a choice list's `Titles`) missing from the same locales are one finding.
    private static func check(_ file: SpecifierFile, into found: inout FindingsCap) {
        let locales = file.bundle.locales(with: file.table)
        guard locales.count > 1 else { return }
        let tables = locales.compactMap { locale in file.tables[locale].map { (locale, $0) } }
        var seen: Set<String> = []
        var groups: [(mark: Mark, path: NodePath, missing: [String], texts: [String])] = []
        for (text, mark, path, _) in SpecifierFile.texts(root: file.root, file.specifiers) where seen.insert(text).inserted {
            // Apps write their development language's texts as keys ("Banana"): `en` and `Base`
            // show those right as written, and miss only a key like `MUL_VAL`.
            let missing = tables.filter { !$0.1.contains(text) && !(["en", "Base"].contains($0.0) && !looksLikeAKey(text)) }.map(\.0)
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
            found.add(diagnostic(
                "\(named) \(texts.count == 1 ? "is" : "are") translated in another locale but not in \(folders)/\(file.table).strings, which shows \(texts.count == 1 ? "it" : "them") as written",
                from: group.mark, to: group.mark, path: group.path))
        }
    }

    /// `MUL_VAL`, `TOGGLE_SWITCH_TITLE`: no lower-case letters and no spaces.
    static func looksLikeAKey(_ text: String) -> Bool {
        !text.contains(" ") && !text.unicodeScalars.contains { $0.properties.isLowercase }
    }

    /// A string or array the screen names that `values/` has, and a locale folder that
    /// translates others does not: that locale shows it in the default language.
    private static func check(_ screen: PreferenceScreenForm, into found: inout FindingsCap) {
        let resources = screen.resources
        let translated = resources.translatedLocales
        guard !translated.isEmpty else { return }
        var seen: Set<String> = []
        for p in screen.file.all {
            for attribute in p.attributes where attribute.value.utf8.first == UInt8(ascii: "@") && Self.isShown(attribute.name) {
                guard let (kind, name) = AndroidReference(attribute.value)?.appValue, kind == .string || kind == .array,
                      seen.insert("\(kind)/\(name)").inserted,
                      let resource = resources.lookup(kind, name, locale: nil), resource.translatable,
                      // An array of references is translated through the strings it names.
                      !(kind == .array && !resource.items.isEmpty && resource.items.allSatisfy { $0.hasPrefix("@string/") })
                else { continue }
                let missing = translated.filter { !resources.translates(kind, name, locale: $0) }
                guard !missing.isEmpty else { continue }
                let folders = missing.map { "values-\($0)" }.joined(separator: ", ")
                found.add(diagnostic(
                    "'\(attribute.value)' is in res/values but not in \(folders), which show\(missing.count == 1 ? "s" : "") it untranslated",
                    p, written: attribute))
            }
        }
    }

    /// Whether an attribute's text is shown to a user: a title, a summary, a list's entries, a
    /// dialog's texts. A key, an entry value or a default is never shown, and needs no translation.
    static func isShown(_ attribute: String) -> Bool {
        let local = attribute.split(separator: ":").last.map(String.init) ?? attribute
        return ["title", "summary", "summaryOn", "summaryOff", "entries", "dialogTitle", "dialogMessage",
                "positiveButtonText", "negativeButtonText"].contains(local)
    }
}
