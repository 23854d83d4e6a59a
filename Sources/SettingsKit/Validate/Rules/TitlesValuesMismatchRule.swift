/// A choice list whose `Titles` (or `ShortTitles`) and `Values` differ in length: titles name
/// values by index, so the Settings app shows choices against the wrong values.
enum TitlesValuesMismatchRule: Rule {
    static let description = RuleDescription(
        id: .titlesValuesMismatch,
        summary: "Titles (or ShortTitles) and Values have different lengths, so titles pair with the wrong values.",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>Titles</key><array><string>A</string><string>B</string></array>\n<key>Values</key><array><integer>0</integer></array></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>k</string>\n<key>Titles</key><array><string>A</string><string>B</string></array>\n<key>Values</key><array><integer>0</integer><integer>1</integer></array></dict>\n"),
        ])
}
