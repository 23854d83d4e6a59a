/// A two-state preference (switch, check box) without `defaultValue` on a screen whose other
/// two-state preferences have one: it starts off, and the app reads the key as unset until the
/// user first toggles it, so code and screen can disagree. A screen where most switches have none
/// sets its values in code (`setChecked`, a `PreferenceDataStore`), which no XML shows: every
/// switch reported on such screens was fine (78 of the labelled apps' 79), so those are left alone.
enum MissingDefaultValueRule: Rule {
    static let description = RuleDescription(
        id: .missingDefaultValue,
        summary: "A switch or check box has no defaultValue where most of its screen's have one, so its key reads as unset until first toggled.",
        severity: .warning,
        optIn: true,
        triggering: [
            .android("<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\" app:defaultValue=\"true\"/>\n↓<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\"/>\n"),
        ],
        nonTriggering: [
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"false\"/>\n"),
            // No switch of the screen has one: the app sets them in code.
            .android("<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\"/>\n<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\"/>\n"),
        ])
}

extension MissingDefaultValueRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let switches = screen.file.all.filter { $0.kind == .twoState }
        let withDefault = switches.count { $0.attribute(.defaultValue) != nil }
        // The screen's own convention: defaults in the XML for most of its switches.
        guard withDefault > 0, 2 * withDefault >= switches.count else { return }
        for p in switches where p.attribute(.defaultValue) == nil {
            found.add(diagnostic("a \(p.name) without 'defaultValue' starts off, and reads as unset until first toggled; write defaultValue=\"false\" (or \"true\")",
                                 p, at: nil))
        }
    }
}
