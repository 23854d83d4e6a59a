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

extension MissingStringsTableRule {
    static func check(_ form: any FileForm) -> [Diagnostic] {
        guard let file = form as? SpecifierFile, let entry = file.root.entry("StringsTable"), file.hasFolder,
              file.bundle.locales(with: file.table).isEmpty else { return [] }
        return [diagnostic(
            "no locale has the strings table '\(file.table)' (no '*.lproj/\(file.table).strings' beside the file), so its texts show untranslated",
            from: entry.keyStart, to: entry.keyStart, path: NodePath([.key("StringsTable")]))]
    }
}
