/// A reference to the app's resources (`@string/x`, `@array/x`, `@bool/x`, `@integer/x`) that no
/// `res/values*/` file beside the screen holds, in `values/` or in a locale drawn. The text shows
/// as written. A warning, not an error: the resource may come from a library or a build flavour
/// the tool does not see (aapt fails the build when it truly is missing).
enum UnresolvedResourceRule: Rule {
    static let description = RuleDescription(
        id: .unresolvedResource,
        summary: "A @string, @array, @bool or @integer reference resolves through no res/values folder, so it shows as written.",
        severity: .warning,
        triggering: [
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/about_title\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
        ],
        nonTriggering: [
            .android("<Preference app:key=\"about\" app:title=\"@string/about\" app:icon=\"@drawable/ic_info\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n"))]),
            .android("<Preference app:key=\"ok\" app:title=\"@android:string/ok\"/>\n"),
        ])
}
