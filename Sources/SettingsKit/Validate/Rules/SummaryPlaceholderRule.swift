/// A `summary` with `%s`: a ListPreference fills in its entry only through a path AndroidX
/// deprecated (use `app:useSimpleSummaryProvider="true"`); any other preference shows `%s` as is.
enum SummaryPlaceholderRule: Rule {
    static let description = RuleDescription(
        id: .summaryPlaceholder,
        summary: "A summary holds '%s', which only a ListPreference fills in, through a deprecated path; use useSimpleSummaryProvider.",
        severity: .warning,
        triggering: [
            .android("<ListPreference app:key=\"size\" app:title=\"Size\" ↓app:summary=\"%s\"\n    app:entries=\"@array/sizes\" app:entryValues=\"@array/sizes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"sizes\"><item>S</item><item>L</item></string-array>\n"))]),
        ],
        nonTriggering: [
            .android("<ListPreference app:key=\"size\" app:title=\"Size\" app:useSimpleSummaryProvider=\"true\"\n    app:entries=\"@array/sizes\" app:entryValues=\"@array/sizes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"sizes\"><item>S</item><item>L</item></string-array>\n"))]),
        ])
}
