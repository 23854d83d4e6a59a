/// A `summary` with `%s` on AndroidX's own ListPreference: it fills in its entry only through a
/// path AndroidX deprecated (use `app:useSimpleSummaryProvider="true"`). On any other preference
/// the app fills the placeholder in code (`summary = getString(R.string.x, name)`) or its own class
/// overrides `getSummary()`: of 16 such findings in the labelled apps, none was shown raw.
enum SummaryPlaceholderRule: Rule {
    static let description = RuleDescription(
        id: .summaryPlaceholder,
        summary: "A ListPreference's summary holds '%s', which it fills in only through a deprecated path; use useSimpleSummaryProvider.",
        severity: .warning,
        optIn: true,
        triggering: [
            .android("<ListPreference app:key=\"size\" app:title=\"Size\" ↓app:summary=\"%s\"\n    app:entries=\"@array/sizes\" app:entryValues=\"@array/sizes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"sizes\"><item>S</item><item>L</item></string-array>\n"))]),
        ],
        nonTriggering: [
            // A plain preference whose summary the app fills in code.
            .android("<Preference app:key=\"about\" app:title=\"About\" app:summary=\"Version %1$s\"/>\n"),
            .android("<ListPreference app:key=\"size\" app:title=\"Size\" app:useSimpleSummaryProvider=\"true\"\n    app:entries=\"@array/sizes\" app:entryValues=\"@array/sizes\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"sizes\"><item>S</item><item>L</item></string-array>\n"))]),
        ])
}

extension SummaryPlaceholderRule {
    /// `summary="%s"`: lists fill in their entry (deprecated since AndroidX 1.1); others show it as written.
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        found.add(contentsOf: screen.file.all.lazy.compactMap { p in
            guard p.kind == .list, !p.isCustomClass, let summary = screen.resolver.text(p, .summary), hasPlaceholder(summary) else { return nil }
            return diagnostic("a summary with '%s' shows the chosen entry only through a deprecated path of ListPreference; write app:useSimpleSummaryProvider=\"true\" instead",
                              p, at: .summary)
        })
    }

    /// `%s` or `%1$s`, looked for byte by byte: most summaries have no `%` at all.
    static func hasPlaceholder(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            if bytes[(i + 1)...].starts(with: "s".utf8) || bytes[(i + 1)...].starts(with: "1$s".utf8) { return true }
        }
        return false
    }
}
