/// A `Type` that neither the Settings app nor InAppSettingsKit knows: the row is left out.
enum UnknownSpecifierTypeRule: Rule {
    static let description = RuleDescription(
        id: .unknownSpecifierType,
        summary: "A specifier's Type is not one the Settings app or InAppSettingsKit knows; the row is left out.",
        severity: .warning,
        triggering: [
            .plist("<dict>↓<key>Type</key><string>PSToggleSpecifier</string><key>Key</key><string>k</string></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string></dict>\n"),
        ])
}
