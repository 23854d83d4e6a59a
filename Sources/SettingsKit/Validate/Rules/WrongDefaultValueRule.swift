/// A `DefaultValue` the row cannot show: not among a choice list's `Values` (equal type and
/// value, as Foundation compares: `<integer>0</integer>` is not `<real>0</real>`), not a
/// switch's `TrueValue`/`FalseValue`, or of a type the row does not take.
enum WrongDefaultValueRule: Rule {
    static let description = RuleDescription(
        id: .wrongDefaultValue,
        summary: "A DefaultValue is of the wrong type, or not among the Values (or TrueValue/FalseValue), so the row shows no or the wrong state.",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>Titles</key><array><string>A</string></array><key>Values</key><array><real>0</real></array>\n↓<key>DefaultValue</key><integer>0</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>DefaultValue</key><integer>2</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>k</string>\n↓<key>DefaultValue</key><string>half</string></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>Titles</key><array><string>A</string></array><key>Values</key><array><integer>0</integer></array>\n<key>DefaultValue</key><integer>0</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string><key>DefaultValue</key><string>on</string></dict>\n"),
        ])
}
