/// A `StringsTable` that no locale folder holds: every text of the file shows as written. Said
/// only where that is news: the bundle has a locale folder other than English's (so it is
/// translated, and this table was missed), or the texts look like keys (`SETTINGS_TITLE`,
/// `pref.sound`), which show as written. An English-only bundle whose `StringsTable` is Xcode's
/// template leftover shows its texts exactly as meant (five apps of the labelled corpus), and so
/// does a locale lacking a table that, where it is, translates nothing the pane shows (holdout 17).
enum MissingStringsTableRule: Rule {
    static let description = RuleDescription(
        id: .missingStringsTable,
        summary: "The file's strings table is missing from a locale folder that has other tables, or from every one (where the bundle has locale folders or its texts look like keys), so its texts show untranslated there.",
        severity: .warning,
        triggering: [
            .plist("", root: "↓<key>StringsTable</key><string>Main</string>\n", neighbours: [("de.lproj/Root.strings", "\"A\" = \"B\";\n")]),
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SETTINGS_GENERAL</string></dict>\n",
                   root: "↓<key>StringsTable</key><string>Main</string>\n"),
            // French has the bundle's other table, not this one: the French pane shows English.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>A</string></dict>\n", root: "↓<key>StringsTable</key><string>Main</string>\n", neighbours: [
                ("en.lproj/Main.strings", "\"A\" = \"B\";\n"), ("en.lproj/More.strings", "\"C\" = \"D\";\n"),
                ("fr.lproj/More.strings", "\"C\" = \"D\";\n"),
            ]),
        ],
        nonTriggering: [
            // English only, the texts as meant: Xcode's template names a table no one wrote.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>General</string></dict>\n",
                   root: "<key>StringsTable</key><string>Root</string>\n"),
            // A licence page whose legal texts are in its English table (Catty): German finds that table.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>MIT_LICENSE</string></dict>\n",
                   root: "<key>StringsTable</key><string>Acknowledgements</string>\n",
                   neighbours: [("en.lproj/Acknowledgements.strings", "\"MIT_LICENSE\" = \"\(String(repeating: "Permission is hereby granted, free of charge, to any person. ", count: 9))\";\n"),
                                ("de.lproj/Root.strings", "\"A\" = \"B\";\n")]),
            // A licence page in a translated bundle: its legal text is the same in every locale.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>\(String(repeating: "Permission is hereby granted, free of charge, to any person. ", count: 9))</string></dict>\n",
                   root: "<key>StringsTable</key><string>Acknowledgements</string>\n", neighbours: [("de.lproj/Root.strings", "\"A\" = \"B\";\n")]),
            // English has other tables but not this one: its English pane shows the file's English texts.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound settings</string></dict>\n",
                   root: "<key>StringsTable</key><string>Sound</string>\n",
                   neighbours: [("en.lproj/Root.strings", "\"A\" = \"B\";\n"), ("de.lproj/Root.strings", "\"A\" = \"B\";\n"),
                                ("de.lproj/Sound.strings", "\"Sound settings\" = \"Toneinstellungen\";\n")]),
            // The table Dutch lacks translates nothing the pane shows (Xcode's template, Geocube): Dutch sees what English sees.
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Clear logs</string><key>Key</key><string>clear</string><key>DefaultValue</key><false/></dict>\n",
                   root: "<key>StringsTable</key><string>Root</string>\n",
                   neighbours: [("en.lproj/Root.strings", "\"Group\" = \"Group\";\n\"Enabled\" = \"Enabled\";\n"), ("nl.lproj/Localizable.strings", "\"Map\" = \"Kaart\";\n")]),
            // English only, another pane translated in English: an acronym is a title, not a key.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>MQTT</string></dict>\n",
                   root: "<key>StringsTable</key><string>Expert</string>\n", neighbours: [("en.lproj/Root.strings", "\"A\" = \"B\";\n")]),
            .plist("", root: "<key>StringsTable</key><string>Main</string>\n", neighbours: [("en.lproj/Main.strings", "\"A\" = \"B\";\n")]),
            // A table at the bundle's top is every locale's: CFBundle finds it before any .lproj copy (datac).
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SETTINGS_GENERAL</string></dict>\n",
                   root: "<key>StringsTable</key><string>Main</string>\n",
                   neighbours: [("Main.strings", "\"SETTINGS_GENERAL\" = \"General\";\n"), ("de.lproj/Root.strings", "\"A\" = \"B\";\n")]),
        ])
}

extension MissingStringsTableRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        // A licence page (CocoaPods' acknowledgements: long legal texts) stays in its own
        // language in every locale, by design (WireGuard's translates only the pane's title).
        // A pane no row opens is shown untranslated by nothing (IBC's Font.plist).
        guard let file = form as? SpecifierFile, file.hasFolder, !isLicencePage(file), file.isShown else { return }
        let entry = file.root.entry("StringsTable")
        let at = entry?.keyStart ?? file.root.start
        let path = NodePath(entry == nil ? [] : [.key("StringsTable")])
        let having = file.bundle.locales(with: file.table)
        guard !having.isEmpty else {
            guard entry != nil, isTranslated(file.bundle) || textsAreKeys(file) else { return }
            return found.add(diagnostic(
                "no locale has the strings table '\(file.table)' (no '*.lproj/\(file.table).strings' beside the file), so its texts show untranslated",
                from: at, to: at, path: path))
        }
        // A locale folder with other tables is translated; without this one, the pane is not.
        // An English folder without it shows the file's own texts, which are English where they
        // are written in Latin letters and not keys (tpanel's panes, translated for de and el_GR).
        // Where the locales that have the table translate none of the pane's texts (Xcode's
        // template left as it was: Geocube's 'Group', 'Name', 'Enabled'), one without it shows
        // the pane just as they do.
        guard translatesAny(file) else { return }
        var lacking = file.bundle.locales(lacking: file.table)
        if lacking.contains(where: isEnglish), ownTextsAreEnglish(file) { lacking.removeAll(where: isEnglish) }
        guard !lacking.isEmpty else { return }
        let folders = lacking.map { "'\($0).lproj'" }.joined(separator: ", ")
        found.add(diagnostic(
            "\(folders) \(lacking.count == 1 ? "has" : "have") other strings tables but not '\(file.table).strings', which \(having.joined(separator: ", ")) \(having.count == 1 ? "has" : "have"), "
                + "so the pane shows untranslated in \(lacking.joined(separator: ", "))",
            from: at, to: at, path: path))
    }

    /// `SETTINGS_TITLE`, `pref_sound`, `settings.sound.title`, `_version_`: one word of letters,
    /// digits, `_` and `.`, with a `_` or a `.` between letters. A text a person reads has a
    /// space, or is one ordinary word; one in capitals is an acronym as often as a key (`MQTT`,
    /// `ASCII` are titles in OwnTracks and iNetHack), so capitals alone do not make a key.
    static func looksLikeKey(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "." }) else { return false }
        if text.contains("_") { return true }
        return text.contains(".") && !text.hasSuffix(".") && !text.hasPrefix(".")
    }

    /// Whether the pane is a licence page: a footer of 500 characters or more, as a licence's text
    /// is, written in the file or in a locale's copy of its table (Catty's footers are keys into
    /// `en.lproj/Acknowledgements.strings`, which CFBundle finds for every locale that lacks it).
    static func isLicencePage(_ file: SpecifierFile) -> Bool {
        let footers = file.specifiers.compactMap { $0.string(.footerText) }
        if footers.contains(where: { $0.count >= 500 }) { return true }
        guard !footers.isEmpty, let table = file.bundle.tables(file.table).tables.sorted(by: { $0.key < $1.key }).first?.value else { return false }
        return footers.contains { (table[$0]?.count ?? 0) >= 500 }
    }

    /// Whether the file's texts are keys: half of them or more look like keys. A library's name
    /// in an acknowledgements pane (`GRMustache.swift`) looks like one too, among titles that do not.
    static func textsAreKeys(_ file: SpecifierFile) -> Bool {
        areKeys(SpecifierFile.texts(root: file.root, file.specifiers).map(\.text))
    }

    private static func areKeys(_ texts: [String]) -> Bool {
        !texts.isEmpty && 2 * texts.count(where: looksLikeKey) >= texts.count
    }

    /// Whether a locale's copy of the file's table holds any text the file shows.
    static func translatesAny(_ file: SpecifierFile) -> Bool {
        let texts = Set(SpecifierFile.texts(root: file.root, file.specifiers).map(\.text))
        return file.bundle.tables(file.table).tables.values.contains { table in texts.contains(where: { table[$0] != nil }) }
    }

    /// Whether the file's own texts are English: written in ASCII, and not keys.
    static func ownTextsAreEnglish(_ file: SpecifierFile) -> Bool {
        let texts = SpecifierFile.texts(root: file.root, file.specifiers).map(\.text)
        return !areKeys(texts) && texts.allSatisfy { $0.allSatisfy(\.isASCII) }
    }

    /// Whether the bundle is translated: a locale folder other than English's or `Base`. In an
    /// English-only bundle a missing table shows its texts as written, in English, as meant.
    static func isTranslated(_ bundle: SettingsBundle) -> Bool {
        bundle.localeFiles.keys.contains { !isEnglish($0) }
    }

    /// English's folders, and `Base` (the development language's).
    static func isEnglish(_ locale: String) -> Bool {
        locale == "Base" || locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_")
    }
}
