/// A preference's key that a preference on another screen of the file, or in another screen file
/// of the same `res/xml/`, also stores under: both rows read and write one value. (Two on one
/// screen are `duplicate-id`.)
enum DuplicatePreferenceKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicatePreferenceKey,
        summary: "A preference's key is also a key on another screen of the file or in another file of res/xml, so both write one value.",
        severity: .warning,
        triggering: [
            .android("<SwitchPreferenceCompat app:title=\"Sync\" app:defaultValue=\"true\"\n    ↓app:key=\"sync\"/>\n",
                     neighbours: [("res/xml/advanced.xml", RuleExample.androidText("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n"))]),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<PreferenceScreen app:key=\"more\" app:title=\"More\">\n  <CheckBoxPreference app:title=\"Sync\" app:defaultValue=\"true\" ↓app:key=\"sync\"/>\n</PreferenceScreen>\n"),
            // A category of the same key stores nothing: the two rows under it still clash.
            .android("<PreferenceCategory app:key=\"sync\" app:title=\"Sync\">\n  <SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n</PreferenceCategory>\n<PreferenceScreen app:key=\"more\" app:title=\"More\">\n  <CheckBoxPreference app:title=\"Sync\" app:defaultValue=\"true\" ↓app:key=\"sync\"/>\n</PreferenceScreen>\n"),
        ],
        nonTriggering: [
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n",
                     neighbours: [("res/xml/advanced.xml", RuleExample.androidText("<SwitchPreferenceCompat app:key=\"backup\" app:title=\"Backup\" app:defaultValue=\"true\"/>\n"))]),
        ])
}
