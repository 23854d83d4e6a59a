/// A list preference whose `entries` or `entryValues` is not an array (AndroidX throws
/// "ListPreference requires an entries array and an entryValues array" when it opens), or whose
/// arrays differ in length, which pairs entries with the wrong values. A list that leaves one out
/// is not reported: apps set them in code (`setEntries`, `setEntryValues`), which the file cannot show.
/// A warning, not an error (SPEC 11), and opt-in: code that sets the arrays makes either mistake
/// harmless, and apps do (AntennaPod builds a list's entries in code over a stale XML array).
enum EntriesMismatchRule: Rule {
    static let description = RuleDescription(
        id: .entriesMismatch,
        summary: "A list preference's entries or entryValues is not an array, or they differ in length (a list that leaves them to code is not reported).",
        severity: .warning,
        optIn: true,
        triggering: [
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" ↓app:entries=\"Light\" app:entryValues=\"@array/themes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>light</item></string-array>\n"))]),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    ↓app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item></string-array>\n"))]),
        ],
        nonTriggering: [
            // The fragment sets them in onCreatePreferences.
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\"/>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item><item>dark</item></string-array>\n"))]),
        ])
}

extension EntriesMismatchRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        found.add(contentsOf: screen.file.all.lazy.compactMap { p in
            guard p.kind == .list || p.kind == .multiSelect else { return nil }
            let entries = screen.resolver.value(p, .entries), values = screen.resolver.value(p, .entryValues)
            // A reference that does not resolve is unresolved-resource's.
            if case .unresolved? = entries { return nil }
            if case .unresolved? = values { return nil }
            guard case .array(let titles)? = entries, case .array(let keys)? = values else {
                // Left out: the app may set it in code. Present but not an array: wrong whatever the code does.
                if entries == nil || values == nil { return nil }
                let missing = [(PreferenceAttribute.entries, entries), (.entryValues, values)].filter {
                    if case .array? = $0.1 { false } else { true }
                }
                let named = missing.map { "'\($0.0.name)'" }.joined(separator: " and ")
                return diagnostic("a \(p.name) needs \(named) (@array resources): AndroidX throws \"\(p.name) requires an entries array and an entryValues array\" when it opens, unless the app sets them in code",
                                  p, at: missing.count == 1 && missing[0].1 != nil ? missing[0].0 : nil)
            }
            guard titles.count != keys.count else { return nil }
            return diagnostic("'entries' has \(titles.count) items and 'entryValues' \(keys.count); each entry names the value at its index, so the list shows the wrong choice unless the app sets them in code (setEntries)",
                              p, at: .entryValues)
        })
    }
}
