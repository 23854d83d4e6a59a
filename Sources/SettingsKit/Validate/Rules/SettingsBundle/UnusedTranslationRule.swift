/// A strings-table entry no schema file of the bundle uses: left over from a removed row, or a
/// key mistyped on one side. Opt-in: an unused entry shows nothing wrong to a user, and most are
/// Xcode's template (`Group`, `Name`, `none given`, `Enabled`) in every locale.
enum UnusedTranslationRule: Rule {
    static let description = RuleDescription(
        id: .unusedTranslation,
        summary: "A Settings.bundle strings table has an entry that no title, footer or choice of the files using the table needs.",
        severity: .warning,
        optIn: true,
        triggering: [
            RuleExample("\"SOUND\" = \"Ton\";\n↓\"SOUNDS\" = \"Töne\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SOUND</string></dict>\n"))]),
        ],
        nonTriggering: [
            RuleExample("\"SOUND\" = \"Ton\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SOUND</string></dict>\n"))]),
        ])
}

extension UnusedTranslationRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        // A table no schema file names may serve the app's own code: nothing to compare with.
        guard let strings = form as? StringsTableForm, !strings.users.isEmpty else { return }
        let users = strings.users
        let used = Set(users.flatMap { SpecifierFile.texts(root: $0.root, $0.specifiers).map(\.text) })
        var near = NearestWords(used.sorted())
        found.add(contentsOf: strings.file.entries.lazy.filter { !used.contains($0.key) }.map {
            let suggestion = near.closest(to: $0.key)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return diagnostic("'\($0.key)' is no title, footer or choice of the \(users.count) schema file\(users.count == 1 ? "" : "s") using the table '\(strings.table)'\(hint)",
                              from: $0.mark, to: $0.mark, path: NodePath([])).fixing($0.key, suggestion)
        })
    }
}
