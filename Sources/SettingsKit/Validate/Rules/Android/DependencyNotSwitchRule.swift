/// A `dependency` on a preference that never disables its dependents by its value: a plain
/// `Preference`, a seek bar, a multi-select list or a group does only while it is itself
/// disabled. A text preference disables them while it is empty, a real use. A list does not by
/// itself (ListPreference does not override `shouldDisableDependents`), but apps drive one from
/// code (`notifyDependencyChange` in a change listener, as Thunderbird's quote style does), which
/// the file cannot show: not reported.
enum DependencyNotSwitchRule: Rule {
    static let description = RuleDescription(
        id: .dependencyNotSwitch,
        summary: "A preference depends on one that is not a two-state preference, so the dependency never follows a value.",
        severity: .warning,
        triggering: [
            .android("<Preference app:key=\"account\" app:title=\"Account\"/>\n<SwitchPreferenceCompat app:key=\"backup\" app:title=\"Backup\" app:defaultValue=\"false\"\n    ↓app:dependency=\"account\"/>\n"),
        ],
        nonTriggering: [
            .android("<CheckBoxPreference app:key=\"account\" app:title=\"Signed in\" app:defaultValue=\"true\"/>\n<SwitchPreferenceCompat app:key=\"backup\" app:title=\"Backup\" app:defaultValue=\"false\"\n    app:dependency=\"account\"/>\n"),
            .android("<EditTextPreference app:key=\"name\" app:title=\"Name\"/>\n<SwitchPreferenceCompat app:key=\"greet\" app:title=\"Greet me\" app:defaultValue=\"false\"\n    app:dependency=\"name\"/>\n"),
        ])
}

extension DependencyNotSwitchRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let all = screen.file.all
        found.add(contentsOf: all.lazy.compactMap { p in
            guard let key = screen.resolver.text(p, .dependency), let target = screen.decoder.byKey[key] else { return nil }
            let kind = all[target].kind
            // A text preference disables its dependents while it is empty; a list's are driven
            // from code. The app's own class may decide by a rule of its own (`shouldDisableDependents`).
            guard kind != .twoState, kind != .list, kind != .editText, !all[target].isCustomClass else { return nil }
            return diagnostic("'\(key)' is a \(all[target].name), not a two-state preference: it disables this row only while it is itself disabled",
                              p, at: .dependency)
        })
    }
}
