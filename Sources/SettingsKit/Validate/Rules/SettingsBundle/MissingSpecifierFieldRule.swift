/// A specifier lacks what the Settings app needs to show it: a `Type`; a `Key` where the row
/// stores a value; `Titles` and `Values` for a list of choices; a child pane's `File`. Or the
/// file has no `PreferenceSpecifiers` array at all.
enum MissingSpecifierFieldRule: Rule {
    static let description = RuleDescription(
        id: .missingSpecifierField,
        summary: "A specifier has no Type, no Key where its row stores a value, no Titles/Values for its choices, or no File for its child pane.",
        severity: .error,
        triggering: [
            .plist("↓<dict><key>Title</key><string>Orphan</string></dict>\n"),
            .plist("<dict>↓<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string></dict>\n"),
            .plist("<dict>↓<key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>Mode</string></dict>\n"),
            .plist("<dict>↓<key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>G</string></dict>\n<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string><key>Title</key><string>Sync</string></dict>\n"),
            // An empty dictionary shows nothing and loses nothing (bugtrap's generated Root.plist).
            .plist("<dict/>\n<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>G</string></dict>\n"),
        ])
}
