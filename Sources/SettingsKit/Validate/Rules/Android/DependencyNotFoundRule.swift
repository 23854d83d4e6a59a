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
            // An empty dependency is none (ics-openvpn writes one).
            .android("<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\" app:defaultValue=\"false\" app:dependency=\"\"/>\n"),
        ])
}

extension DependencyNotFoundRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let byKey = screen.decoder.byKey
        var near = NearestWords(byKey.keys.sorted())
        found.add(contentsOf: screen.file.all.lazy.compactMap { p in
            // An empty dependency is none: AndroidX's registerDependency() returns at once.
            guard let key = screen.resolver.text(p, .dependency), !key.isEmpty, byKey[key] == nil else { return nil }
            let suggestion = near.closest(to: key)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return diagnostic("no preference of this file has the key '\(key)': AndroidX throws IllegalStateException (Dependency \"\(key)\" not found) when the screen opens\(hint)",
                              p, at: .dependency).fixing(key, suggestion)
        })
    }
}
