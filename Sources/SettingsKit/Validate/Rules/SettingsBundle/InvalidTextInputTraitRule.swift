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

extension InvalidTextInputTraitRule {
    /// The values the text input keys take (Apple's Settings Application Schema Reference, and
    /// InAppSettingsKit's additions to `KeyboardType`).
    static let traits: [(key: SpecifierKey, values: [String])] = [
        (.keyboardType, ["Alphabet", "NumbersAndPunctuation", "NumberPad", "URL", "EmailAddress",
                          "DecimalPad", "PhonePad", "NamePhonePad", "AsciiCapable"]),
        (.autocapitalizationType, ["None", "Sentences", "Words", "AllCharacters"]),
        (.autocorrectionType, ["Default", "No", "Yes"]),
        (.autoCorrectionType, ["Default", "No", "Yes"]),
    ]

    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile else { return }
        for (s, _) in file.typed {
            for (key, values) in traits {
                guard let value = s.value(key) else { continue }
                if let text = s.string(key), values.contains(text) { continue }
                let written = s.string(key).map { "'\($0)'" } ?? value.kindDescription
                let suggestion = s.string(key).flatMap { EditDistance.closest(to: $0, in: values) }
                let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
                found.add(diagnostic(
                    "\(key.name) \(written) is not one the Settings app knows, so it shows the default instead; \(hint)use one of \(values.joined(separator: ", "))",
                    s, at: key).fixing(s.string(key) ?? "", suggestion, at: value.start))
            }
        }
    }
}
