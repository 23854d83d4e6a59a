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
            // Switched off on purpose.
            .plist("<dict><key>Type</key><string>_PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>Later</string></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string></dict>\n"),
        ])
}

extension UnknownSpecifierTypeRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile else { return }
        found.add(contentsOf: file.specifiers.lazy.compactMap { s in
            // A leading `_` switches a row off on purpose (countdowns' `_Toggle Switch`): no typo makes one.
            guard let name = s.typeName, s.type == nil, !name.hasPrefix("_") else { return nil }
            let suggestion = EditDistance.closest(to: name, in: SpecifierType.names)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return diagnostic("unknown specifier type '\(name)'; the row is left out\(hint)", s, at: .type).fixing(name, suggestion, at: s.value(.type)?.start)
        })
    }
}
