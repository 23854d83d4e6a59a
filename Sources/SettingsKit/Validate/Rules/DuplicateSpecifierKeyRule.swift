/// A `Key` that a row of another pane of the bundle also has: two rows read and write one
/// stored setting, which is rarely meant. Variants of one pane may share keys.
enum DuplicateSpecifierKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicateSpecifierKey,
        summary: "A row's Key is also a row's Key in another pane of the bundle, so both write one setting.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>\n↓<key>Key</key><string>sync</string></dict>\n",
                   neighbours: [("Advanced.plist", RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string><key>Key</key><string>sync</string></dict>\n"))]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>\n<key>Key</key><string>sync</string></dict>\n",
                   neighbours: [("Root~ipad.plist", RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string><key>Key</key><string>sync</string></dict>\n"))]),
        ])
}
