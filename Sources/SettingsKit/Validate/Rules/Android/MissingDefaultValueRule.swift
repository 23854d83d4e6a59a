/// A two-state preference (switch, check box) without `defaultValue`: it starts off, and the app
/// reads the key as unset until the user first toggles it, so code and screen can disagree.
enum MissingDefaultValueRule: Rule {
    static let description = RuleDescription(
        id: .missingDefaultValue,
        summary: "A switch or check box preference has no defaultValue, so its key reads as unset until first toggled.",
        severity: .warning,
        optIn: true,
        triggering: [
            .android("↓<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\"/>\n"),
        ],
        nonTriggering: [
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"false\"/>\n"),
        ])
}

extension MissingDefaultValueRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        for p in screen.file.all where p.kind == .twoState && p.attribute(.defaultValue) == nil {
            found.add(diagnostic("a \(p.name) without 'defaultValue' starts off, and reads as unset until first toggled; write defaultValue=\"false\" (or \"true\")",
                                 p, at: nil))
        }
    }
}
