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
            // Another screen of the folder stores the key: the app adds both files to one screen (Gadgetbridge).
            .android("<SwitchPreferenceCompat app:key=\"reminders\" app:title=\"Reminders\" app:defaultValue=\"false\"\n    app:dependency=\"sync_calendar\"/>\n",
                     neighbours: [("res/xml/calendar.xml", RuleExample.androidText("<SwitchPreferenceCompat app:key=\"sync_calendar\" app:title=\"Sync calendar\"/>\n"))]),
            // A plain row of another file of the folder (xDrip's licence consent, added to the same screen).
            .android("<SwitchPreferenceCompat app:key=\"upload\" app:title=\"Upload\" app:defaultValue=\"false\"\n    app:dependency=\"I_understand\"/>\n",
                     neighbours: [("res/xml/license.xml", RuleExample.androidText("<Preference app:key=\"I_understand\" app:title=\"I understand\"/>\n"))]),
            // An empty dependency is none (ics-openvpn writes one).
            .android("<SwitchPreferenceCompat app:key=\"wifi\" app:title=\"Wi-Fi only\" app:defaultValue=\"false\" app:dependency=\"\"/>\n"),
        ])
}

extension DependencyNotFoundRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let decoder = screen.decoder, byKey = decoder.byKey
        // Made for the first missing key only: sorting a 10k screen's keys was 6 % of its validate.
        var near: NearestWords?
        var elsewhere: ScreenKeys?
        for p in screen.file.all {
            // An empty dependency is none: AndroidX's registerDependency() returns at once.
            guard let key = screen.resolver.text(p, .dependency), !key.isEmpty, byKey[key] == nil else { continue }
            // AndroidX looks a dependency up in the whole hierarchy the fragment builds, and an app
            // may add several files to one screen (Gadgetbridge's device settings): a key another
            // screen of the folder holds is one such a screen may hold (xDrip's licence row, a plain
            // Preference in a file its fragment adds).
            if decoder.options.checksNeighbours, decoder.source.path != "-" {
                let keys = elsewhere ?? screen.folderKeys()
                elsewhere = keys
                if keys.file(holding: key, otherThan: screen.fileName) != nil { continue }
            }
            if near == nil { near = NearestWords(byKey.keys.sorted()) }
            let suggestion = near!.closest(to: key)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            // android.preference throws the same, where the code shows a framework fragment loads the screen.
            let platform = decoder.isFramework ? "Android" : "AndroidX"
            found.add(diagnostic("no preference of this file has the key '\(key)': \(platform) throws IllegalStateException (Dependency \"\(key)\" not found) when the screen opens\(hint)",
                                 p, at: .dependency).fixing(key, suggestion))
        }
    }
}
