/// A cell title wider than the page's `titleWidthLimit` at its font: SJStaticTableView cuts it.
/// The width is an estimate (see `TextMeasure`): Inter's advance widths for Latin text, 1 em for
/// East Asian wide characters.
enum TitleTruncatedRule: Rule {
    static let description = RuleDescription(
        id: .titleTruncated,
        summary: "A cell title is wider than the page's titleWidthLimit at its font, so the cell cuts it.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: ↓Notifications and sounds for every chat }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: ↓定制性cell展示页面 - 分组啊 }\n"),
            RuleExample("title: T\nstyle: { titleWidthLimit: 60 }\nsections:\n  - cells:\n      - { id: 1, type: switch, title: ↓夜间模式模式 }\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string>\n"
                + "  ↓<key>Title</key><string>Synchronise every photo album over mobile data</string><key>DefaultValue</key><true/></dict>\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" ↓app:title=\"Synchronise every photo album over mobile data\" app:defaultValue=\"true\"/>\n"),
            // A plain Preference the row keeps on one line.
            .android("<Preference app:key=\"about\" ↓app:title=\"Synchronise every photo album over mobile data\" app:singleLineTitle=\"true\"/>\n"),
            // AndroidX reads singleLineTitle from app: only (an AndroidX fragment loads the screen).
            .android("<CheckBoxPreference android:key=\"sync\" ↓android:title=\"Synchronise every photo album over mobile data\" android:singleLineTitle=\"false\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsFragment.java", "import androidx.preference.PreferenceFragmentCompat;\nsetPreferencesFromResource(R.xml.example, rootKey);\n")]),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: 定制性cell展示页面 - 分组 }\n      - { id: 2, title: Notifications }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: Notifications and sounds, style: { titleFont: 10 } }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: logout, title: 退出登录退出登录退出登录退出登录退出登录 }\n"),
            // A licence generator's row: the package's name, which the app cannot shorten.
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>@react-native-community/async-storage-backend</string>\n"
                + "  <key>File</key><string>com.k-tomoyasu.react-native-oss-license/@react-native-community/async-storage-backend</string></dict>\n"),
            // An in-app file no InAppSettingsKit in the repository reads (accessmath's Root.inApp.plist).
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string>\n"
                + "  <key>Title</key><string>Synchronise every photo album over mobile data</string><key>DefaultValue</key><true/></dict>\n"),
                        name: "Root.inApp.plist", neighbours: [("../.git", "")]),
            // AndroidX wraps the title.
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Synchronise every photo album over mobile data\"\n    app:singleLineTitle=\"false\" app:defaultValue=\"true\"/>\n"),
            // The app's code wraps every title (RedReader), or a framework fragment loads the screen,
            // whose rows read android:singleLineTitle from Android 8 (syncthing-android).
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Synchronise every photo album over mobile data\" app:defaultValue=\"true\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsFragment.java", "setPreferencesFromResource(R.xml.example, rootKey);\nfor (Preference p : all) { p.setSingleLineTitle(false); }\n")]),
            .android("<CheckBoxPreference android:key=\"sync\" android:title=\"Synchronise every photo album over mobile data\" android:singleLineTitle=\"false\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsActivity.java", "import android.preference.PreferenceFragment;\naddPreferencesFromResource(R.xml.example);\n")]),
            // The app lays out AndroidX's rows itself (VPNHotspot's title runs to ten lines).
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Synchronise every photo album over mobile data\" app:defaultValue=\"true\"/>\n",
                     neighbours: [("res/layout/preference_material.xml", "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\"/>\n")]),
            // The row's own layout (Gadgetbridge's wraps titles), and a preference theme that wraps every title (AnkiDroid).
            .android("<CheckBoxPreference app:key=\"sync\" app:title=\"Synchronise every photo album over mobile data\"\n    android:layout=\"@layout/preference_checkbox\" app:defaultValue=\"true\"/>\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Synchronise every photo album over mobile data\" app:defaultValue=\"true\"/>\n",
                     neighbours: [("res/values/styles.xml", RuleExample.androidValues("<style name=\"Prefs\" parent=\"PreferenceThemeOverlay\"><item name=\"singleLineTitle\">false</item></style>\n"))]),
            // A preference theme giving rows a layout of the app's (AnotherTerm's preference_base wraps titles).
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Synchronise every photo album over mobile data\" app:defaultValue=\"true\"/>\n",
                     neighbours: [("res/values/styles.xml", RuleExample.androidValues("<style name=\"Prefs.Row\" parent=\"Preference\"><item name=\"layout\">@layout/preference_base</item></style>\n"))]),
            // AndroidX's Material styles wrap the titles of a plain Preference, a SwitchPreference and
            // an EditTextPreference (singleLineTitle false; GymWen's switches).
            .android("<Preference app:key=\"a\" app:title=\"Synchronise every photo album over mobile data\"/>\n"
                + "<SwitchPreference app:key=\"b\" app:title=\"Synchronise every photo album over mobile data\"/>\n"
                + "<EditTextPreference app:key=\"c\" app:title=\"Synchronise every photo album over mobile data\"/>\n"),
            // A title that says where it ends: the app splits "Title\nSummary" in code (xabber).
            .android("<SwitchPreferenceCompat app:key=\"log\" app:title=\"Debug log\\nWrite messages to the debug log (restart to apply)\"/>\n"),
            // Another module's string: the text shown is not in the file, so it is not measured.
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"@string/pref_synchronise_every_photo_album_over_mobile_data\" app:defaultValue=\"true\"/>\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        let pageLimit = document.page.metrics.titleWidthLimit
        // A page drawn in each locale (`--locale all`) says which one cuts.
        let locale = document.page.source.locale.map { " (in \($0))" } ?? ""
        let android = document.page.source.format == .android
        document.page.forEachCell { i, j, cell in
            guard cell.type != .logout, var title = cell.title, document.titleIsMeasured(section: i, cell: j) else { return }
            // An Android title with a line feed is a title and what follows it, which the app splits
            // (a one-line title would show the break as a space): its first line is measured.
            if android, title.containsByte(0x0A), let end = title.firstIndex(of: "\n") { title = String(title[..<end]) }
            let font = cell.style.titleFont, limit = document.titleRoom(section: i, cell: j) ?? pageLimit
            let width = TextMeasure.width(of: title, font: font)
            guard width > limit, let span = document.span(section: i, cell: j, key: "title") else { return }
            found.add(diagnostic(
                "the title is about \(Int(width.rounded())) pt wide in \(JSONValue.format(font.size)) pt \(font.weight.rawValue), "
                    + "over the titleWidthLimit of \(JSONValue.format(limit)) pt; the cell will cut it" + locale,
                from: span.start, to: span.end, path: .section(i, cell: j, "title")))
        }
    }
}
