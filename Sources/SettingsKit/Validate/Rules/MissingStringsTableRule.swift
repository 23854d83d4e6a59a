/// A `StringsTable` that no locale folder holds: every text of the file shows as written.
enum MissingStringsTableRule: Rule {
    static let description = RuleDescription(
        id: .missingStringsTable,
        summary: "The file's StringsTable exists in no *.lproj folder of the bundle, so its texts show untranslated.",
        severity: .warning,
        triggering: [
            .plist("", root: "↓<key>StringsTable</key><string>Main</string>\n"),
        ],
        nonTriggering: [
            .plist("", root: "<key>StringsTable</key><string>Main</string>\n", neighbours: [("en.lproj/Main.strings", "\"A\" = \"B\";\n")]),
        ])
}
