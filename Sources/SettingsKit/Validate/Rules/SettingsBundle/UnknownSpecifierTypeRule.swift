/// A `Type` that neither the Settings app nor InAppSettingsKit knows: the row is left out.
enum UnknownSpecifierTypeRule: Rule {
    static let description = RuleDescription(
        id: .unknownSpecifierType,
        summary: "A specifier's Type is not one the Settings app or InAppSettingsKit knows; the row is left out.",
        severity: .warning,
        triggering: [
            .plist("<dict>↓<key>Type</key><string>PSToggleSpecifier</string><key>Key</key><string>k</string></dict>\n"),
            // A letter or a space too many is a typo, not a row switched off.
            .plist("<dict>↓<key>Type</key><string>PSToggleSwitchSpecifierr</string><key>Key</key><string>k</string></dict>\n"),
            .plist("<dict>↓<key>Type</key><string>PSToggleSwitchSpecifier </string><key>Key</key><string>k</string></dict>\n"),
        ],
        nonTriggering: [
            // Switched off on purpose: a `_`, or a word before or after a known type (Shmup's `DisabledPSSliderSpecifier`).
            .plist("<dict><key>Type</key><string>_PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>Later</string></dict>\n"),
            .plist("<dict><key>Type</key><string>DisabledPSSliderSpecifier</string><key>Key</key><string>k</string></dict>\n"
                   + "<dict><key>Type</key><string>PSGroupSpecifierOff</string><key>Title</key><string>Old</string></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string></dict>\n"),
        ])
}

extension UnknownSpecifierTypeRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile else { return }
        found.add(contentsOf: file.specifiers.lazy.compactMap { s in
            guard let name = s.typeName, s.type == nil, !isSwitchedOff(name) else { return nil }
            let suggestion = EditDistance.closest(to: name, in: SpecifierType.names)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return diagnostic("unknown specifier type '\(name)'; the row is left out\(hint)", s, at: .type).fixing(name, suggestion, at: s.value(.type)?.start)
        })
    }

    /// A type its author switched off on purpose, which no typo makes: a leading `_` (countdowns'
    /// `_Toggle Switch`), a word before a known type (Shmup's `DisabledPSToggleSwitchSpecifier`,
    /// holdout 15), or one after it that starts a word (`PSGroupSpecifierOff`, `…_old`). A letter
    /// or a space more (`PSToggleSwitchSpecifierr`) is a typo.
    static func isSwitchedOff(_ name: String) -> Bool {
        if name.hasPrefix("_") { return true }
        return SpecifierType.names.contains { known in
            guard name != known, let found = name.firstRange(of: known) else { return false }
            let before = name[..<found.lowerBound], after = name[found.upperBound...]
            if !before.isEmpty { return !before.allSatisfy(\.isWhitespace) }
            return after.first.map { $0.isUppercase || $0 == "_" || $0 == "-" } ?? false
        }
    }
}
