/// A text field's `KeyboardType`, `AutocapitalizationType` or `AutocorrectionType` that the
/// Settings app does not know: it silently shows the default keyboard or behaviour instead.
enum InvalidTextInputTraitRule: Rule {
    static let description = RuleDescription(
        id: .invalidTextInputTrait,
        summary: "A KeyboardType, AutocapitalizationType or AutocorrectionType is not one the Settings app knows, so the default is used.",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>mail</string>\n↓<key>KeyboardType</key><string>Email</string></dict>\n"),
            .plist("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>name</string>\n↓<key>AutocapitalizationType</key><string>words</string></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>mail</string>\n<key>KeyboardType</key><string>EmailAddress</string><key>AutocorrectionType</key><string>No</string></dict>\n"),
        ])
}
