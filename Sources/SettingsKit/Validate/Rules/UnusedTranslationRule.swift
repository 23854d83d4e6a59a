/// A strings-table entry no schema file of the bundle uses: left over from a removed row, or a
/// key mistyped on one side.
enum UnusedTranslationRule: Rule {
    static let description = RuleDescription(
        id: .unusedTranslation,
        summary: "A Settings.bundle strings table has an entry that no title, footer or choice of the files using the table needs.",
        severity: .warning,
        triggering: [
            RuleExample("\"SOUND\" = \"Ton\";\n↓\"SOUNDS\" = \"Töne\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SOUND</string></dict>\n"))]),
        ],
        nonTriggering: [
            RuleExample("\"SOUND\" = \"Ton\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SOUND</string></dict>\n"))]),
        ])
}
