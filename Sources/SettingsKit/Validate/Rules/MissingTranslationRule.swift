/// A text that some of the bundle's locales translate and another does not: that locale shows it
/// as written, in the wrong language.
enum MissingTranslationRule: Rule {
    static let description = RuleDescription(
        id: .missingTranslation,
        summary: "A title or footer is translated in some locales' strings tables and missing from another's.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string>\n↓<key>Title</key><string>SOUND</string></dict>\n",
                   neighbours: [("en.lproj/Root.strings", "\"SOUND\" = \"Sound\";\n"), ("de.lproj/Root.strings", "\"OTHER\" = \"Andere\";\n")]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string>\n<key>Title</key><string>SOUND</string></dict>\n",
                   neighbours: [("en.lproj/Root.strings", "\"SOUND\" = \"Sound\";\n"), ("de.lproj/Root.strings", "\"SOUND\" = \"Ton\";\n")]),
        ])
}
