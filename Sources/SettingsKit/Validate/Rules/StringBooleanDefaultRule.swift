/// A switch whose `DefaultValue` is the string `YES` (or `NO`, `true`, `1`…) instead of
/// `<true/>`: the Settings app registers a string where the app reads a boolean.
enum StringBooleanDefaultRule: Rule {
    static let description = RuleDescription(
        id: .stringBooleanDefault,
        summary: "A toggle's DefaultValue is a string such as \"YES\" rather than a boolean.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>DefaultValue</key><string>YES</string></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>DefaultValue</key><true/></dict>\n"),
        ])
}
