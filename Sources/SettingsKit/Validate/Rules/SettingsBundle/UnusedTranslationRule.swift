/// A strings-table entry no schema file of the bundle uses: left over from a removed row, or a
/// key mistyped on one side. Opt-in: an unused entry shows nothing wrong to a user, and most are
/// Xcode's template (`Group`, `Name`, `none given`, `Enabled`) in every locale.
///
/// Only what the bundle shows can be seen: an entry is used when any string of a schema file
/// using the table names it (a title, or an app's own key, as VLC's `infobuttonvalue`), and an
/// entry keyed by an identifier (`SETTINGS_ABOUT`) is not reported, since a table keyed so is a
/// catalogue the app's code may read too (VLC's own settings screen reads 1,434 of its entries,
/// none of which any plist names). Keyed by its text, an entry no file needs is dead.
enum UnusedTranslationRule: Rule {
    static let description = RuleDescription(
        id: .unusedTranslation,
        summary: "A Settings.bundle strings table has an entry keyed by its text that no string of the files using the table needs.",
        severity: .warning,
        optIn: true,
        triggering: [
            RuleExample("\"Sound\" = \"Ton\";\n↓\"Sounds\" = \"Töne\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string></dict>\n"))]),
        ],
        nonTriggering: [
            RuleExample("\"Sound\" = \"Ton\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string></dict>\n"))]),
            // An identifier the app's code may look up; and a string of the app's own key.
            RuleExample("\"SETTINGS_ABOUT\" = \"Über\";\n\"More info\" = \"Mehr\";\n", name: "de.lproj/Root.strings",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>K</string><key>infobuttonvalue</key><string>More info</string></dict>\n"))]),
        ])
}

extension UnusedTranslationRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        // A table no schema file names may serve the app's own code: nothing to compare with.
        guard let strings = form as? StringsTableForm, !strings.users.isEmpty else { return }
        let users = strings.users
        let used = Set(users.flatMap { SpecifierFile.texts(root: $0.root, $0.specifiers).map(\.text) + Self.strings(in: $0.root) })
        var near = NearestWords(used.sorted())
        found.add(contentsOf: strings.file.entries.lazy.filter { !used.contains($0.key) && !MissingStringsTableRule.looksLikeKey($0.key) }.map {
            let suggestion = near.closest(to: $0.key)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return diagnostic("'\($0.key)' is no title, footer, choice or other string of the \(users.count) schema file\(users.count == 1 ? "" : "s") using the table '\(strings.table)'\(hint)",
                              from: $0.mark, to: $0.mark, path: NodePath([])).fixing($0.key, suggestion)
        })
    }

    /// Every string in a property list, on a stack of its own (a deep file is no recursion).
    static func strings(in root: PlistNode) -> [String] {
        var out: [String] = [], stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .string(let text): out.append(text)
            case .array(let items): stack += items
            case .dictionary(let entries): stack += entries.map(\.value)
            default: break
            }
        }
        return out
    }
}
