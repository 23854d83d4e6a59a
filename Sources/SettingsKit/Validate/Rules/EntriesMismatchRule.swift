/// A list preference without `entries` or `entryValues` (AndroidX throws "ListPreference requires
/// an entries array and an entryValues array" when it opens), or with arrays of different
/// lengths, which pair entries with the wrong values.
enum EntriesMismatchRule: Rule {
    static let description = RuleDescription(
        id: .entriesMismatch,
        summary: "A list preference lacks entries or entryValues, or they differ in length.",
        severity: .error,
        triggering: [
            .android("↓<ListPreference app:key=\"theme\" app:title=\"Theme\"/>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    ↓app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item></string-array>\n"))]),
        ],
        nonTriggering: [
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\"\n    app:entryValues=\"@array/theme_values\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<string-array name=\"theme_values\"><item>light</item><item>dark</item></string-array>\n"))]),
        ])
}
