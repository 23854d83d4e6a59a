/// A list preference of AndroidX's own classes whose `entries` and `entryValues` arrays both
/// resolve, in one configuration, to different lengths. AndroidX pairs them by index:
/// `ListPreference.getEntry()` finds the stored value's index in `entryValues` and reads `entries`
/// there, and the dialog (`ListPreferenceDialogFragmentCompat`, the multi-select one alike) stores
/// `entryValues[i]` for the entry tapped at `i`. Fewer values than entries throws
/// `ArrayIndexOutOfBoundsException` when the last entries are tapped; more values than entries
/// only when a stored value lies past the entries (a default there), so only then is it reported.
/// Judged per configuration: `res/values/`, and each locale whose own folders hold both arrays
/// (a locale holding one only mixes a translation with the default's other array, which the
/// translation's tools own). A list that leaves the arrays to code, and the app's own list
/// classes (which may fill them themselves), are `list-entries`' (opt-in). Reported at the
/// preference's `<`: the mistake is in the arrays, which the element names.
enum EntriesMismatchRule: Rule {
    static let description = RuleDescription(
        id: .entriesMismatch,
        summary: "A list preference's entries and entryValues arrays differ in length, so AndroidX pairs entries with the wrong values and reads past the shorter array.",
        severity: .error,
        triggering: [
            .android("↓<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item></string-array>\n"))]),
            // A translation that left a value out: tapping German's last entry throws.
            .android("↓<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item><item>dark</item></string-array>\n")),
                                  ("res/values-de/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Hell</item><item>Dunkel</item></string-array>\n<string-array name=\"theme_values\"><item>dark</item></string-array>\n"))]),
            // More values than entries, the default among those past them: getEntry() throws.
            .android("↓<ListPreference app:key=\"tab\" app:title=\"Start tab\" app:entries=\"@array/tabs\"\n    app:entryValues=\"@array/zero_to_three\" app:defaultValue=\"3\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"tabs\"><item>Files</item><item>To-do</item><item>Note</item></string-array>\n<string-array name=\"zero_to_three\"><item>0</item><item>1</item><item>2</item><item>3</item></string-array>\n"))]),
        ],
        nonTriggering: [
            // A generic values array under fewer entries: each entry stores its own value (Markor).
            .android("<ListPreference app:key=\"tab\" app:title=\"Start tab\" app:entries=\"@array/tabs\"\n    app:entryValues=\"@array/zero_to_three\" app:defaultValue=\"0\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"tabs\"><item>Files</item><item>To-do</item><item>Note</item></string-array>\n<string-array name=\"zero_to_three\"><item>0</item><item>1</item><item>2</item><item>3</item></string-array>\n"))]),
            // The fragment sets them in onCreatePreferences.
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\"/>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item><item>dark</item></string-array>\n"))]),
            // The app's own list class may fill its entries itself (AntennaPod formats a template array in code).
            .android("<com.example.MaterialListPreference app:key=\"cleanup\" app:title=\"Cleanup\" app:entries=\"@array/hours\"\n    app:entryValues=\"@array/hour_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"hours\"><item>12</item></string-array>\n<string-array name=\"hour_values\"><item>-1</item><item>12</item></string-array>\n"))]),
        ])
}

extension EntriesMismatchRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let resources = screen.resources
        found.add(contentsOf: screen.file.all.lazy.compactMap { p in
            guard p.kind == .list || p.kind == .multiSelect, !p.isCustomClass,
                  let (entries, values) = arrays(p), let (titles, keys, locale) = mismatch(entries, values, in: resources),
                  titles > keys || locale != nil || defaultIsPastEntries(p, values, titles, screen) else { return nil }
            let folder = locale.map { " in res/values-\($0)" } ?? ""
            return diagnostic("'entries' has \(titles) items and 'entryValues' \(keys)\(folder): AndroidX pairs them by index, so "
                              + "\(titles < keys ? "the values past the entries have no entry (getEntry() throws ArrayIndexOutOfBoundsException once one is stored)" : "tapping an entry past the values throws ArrayIndexOutOfBoundsException")"
                              + ", and an item left out shifts the pairs after it", p, at: nil)
        })
    }

    /// More values than entries in `res/values/` itself is a generic values array (Markor's
    /// `zero_to_three` under three entries): the dialog offers the entries, each stores its own
    /// value, and nothing reads past them, unless the stored default is one of the values past
    /// the entries, which `getEntry()` reads at once. A locale whose arrays part where the
    /// default's do not lost an item in translation, and every pair after it shifts.
    static func defaultIsPastEntries(_ p: Preference, _ values: String, _ titles: Int, _ screen: PreferenceScreenForm) -> Bool {
        guard let value = screen.resolver.text(p, .defaultValue),
              let index = screen.resources.lookup(.array, values, locale: nil)?.items.firstIndex(of: value) else { return false }
        return index >= titles
    }

    /// The names of the list's two arrays, when both are written as `@array` references of the app.
    static func arrays(_ p: Preference) -> (String, String)? {
        func name(_ attribute: PreferenceAttribute) -> String? {
            guard let written = p.attribute(attribute)?.value, let (kind, name) = AndroidReference(written)?.appValue, kind == .array else { return nil }
            return name
        }
        guard let entries = name(.entries), let values = name(.entryValues) else { return nil }
        return (entries, values)
    }

    /// The first configuration in which both arrays resolve and differ in length: `values/`, then
    /// each locale whose own folders hold both.
    static func mismatch(_ entries: String, _ values: String, in resources: AndroidResources) -> (Int, Int, String?)? {
        for locale in [nil] + resources.locales {
            if let locale, !(resources.translates(.array, entries, locale: locale) && resources.translates(.array, values, locale: locale)) { continue }
            guard let titles = resources.lookup(.array, entries, locale: locale)?.items.count,
                  let keys = resources.lookup(.array, values, locale: locale)?.items.count else { continue }
            if titles != keys { return (titles, keys, locale) }
        }
        return nil
    }
}
