/// A preference's `dependency` names a key no preference of the file has: AndroidX throws
/// `IllegalStateException: Dependency "x" not found` when the screen opens.
enum DependencyNotFoundRule: Rule {
    static let description = RuleDescription(
        id: .dependencyNotFound,
        summary: "A preference's dependency names a key that no preference of the file has, so the screen crashes when it opens.",
        severity: .error,
        triggering: [
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\" app:defaultValue=\"false\"\n    ↓app:dependency=\"synk\"/>\n"),
        ],
        nonTriggering: [
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\" app:defaultValue=\"false\"\n    app:dependency=\"sync\"/>\n"),
        ])
}
