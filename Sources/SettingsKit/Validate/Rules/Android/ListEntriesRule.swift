/// What only code can make right in a list preference's arrays: `entries` or `entryValues`
/// written but no array (AndroidX throws "ListPreference requires an entries array and an
/// entryValues array" when the dialog opens, unless the app sets them), or the app's own list
/// class with arrays of different lengths (`entries-mismatch` judges AndroidX's classes). Opt-in:
/// apps fill lists in code (`setEntries`), and AntennaPod's `MaterialListPreference` formats a
/// template array of 8 items into the entries of 9 values.
enum ListEntriesRule: Rule {
    static let description = RuleDescription(
        id: .listEntries,
        summary: "A list preference's entries or entryValues is written but no array, or the app's own list class has arrays of different lengths; both are wrong unless code sets the arrays.",
        severity: .warning,
        optIn: true,
        triggering: [
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" ↓app:entries=\"Light\" app:entryValues=\"@array/themes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>light</item></string-array>\n"))]),
            .android("<com.example.MaterialListPreference app:key=\"cleanup\" app:title=\"Cleanup\" app:entries=\"@array/hours\"\n    ↓app:entryValues=\"@array/hour_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"hours\"><item>12</item></string-array>\n<string-array name=\"hour_values\"><item>-1</item><item>12</item></string-array>\n"))]),
        ],
        nonTriggering: [
            // The fragment sets them in onCreatePreferences.
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\"/>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    app:entryValues=\"@array/themes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n"))]),
        ])
}

extension ListEntriesRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        found.add(contentsOf: screen.file.all.lazy.compactMap { p in
            guard p.kind == .list || p.kind == .multiSelect else { return nil }
            let entries = screen.resolver.value(p, .entries), values = screen.resolver.value(p, .entryValues)
            // A reference that does not resolve is unresolved-resource's; both left out, code's.
            if case .unresolved? = entries { return nil }
            if case .unresolved? = values { return nil }
            guard case .array? = entries, case .array? = values else {
                if entries == nil || values == nil { return nil }
                let missing = [(PreferenceAttribute.entries, entries), (.entryValues, values)].filter {
                    if case .array? = $0.1 { false } else { true }
                }
                let named = missing.map { "'\($0.0.name)'" }.joined(separator: " and ")
                return diagnostic("a \(p.name) needs \(named) (@array resources): AndroidX throws \"\(p.name) requires an entries array and an entryValues array\" when it opens, unless the app sets them in code",
                                  p, at: missing.count == 1 ? missing[0].0 : nil)
            }
            guard p.isCustomClass, let (entries, values) = EntriesMismatchRule.arrays(p),
                  let (titles, keys, locale) = EntriesMismatchRule.mismatch(entries, values, in: screen.resources) else { return nil }
            let folder = locale.map { " in res/values-\($0)" } ?? ""
            return diagnostic("'entries' has \(titles) items and 'entryValues' \(keys)\(folder); each entry names the value at its index, so the list shows the wrong choice unless the class or the app sets them in code (setEntries)",
                              p, at: .entryValues)
        })
    }
}
