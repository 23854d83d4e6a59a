/// A `dependency` on a preference whose value its dependents cannot follow. AndroidX disables a
/// preference's dependents while the one they depend on answers `shouldDisableDependents()`,
/// which is `!isEnabled()` for any `Preference`; `TwoStatePreference` (switches, check boxes)
/// answers with its checked state (and `disableDependentsState`), `EditTextPreference` while its
/// text is empty. `ListPreference`, `DropDownPreference`, `MultiSelectListPreference` and
/// `SeekBarPreference` do not override it: a dependency on one follows only whether it is itself
/// enabled, never the value chosen, which is rarely what the file means. A plain `Preference` is
/// not reported: it holds no value, and apps disable one in code so that its dependents follow. The
/// app's own class that holds a value the same way (one given a `defaultValue`, such as Fenix's
/// `RadioButtonPreference`, which extends `Preference`) is reported, with the one way out said:
/// a class of its own may override `shouldDisableDependents`. One without a `defaultValue`
/// (Thunderbird's `OpenPgpKeyPreference`), one named as a switch (Amaze's `CheckBox`, a
/// `SwitchPreference`) and the app's own list classes (VanillaMusic's `ListPreferenceSummary`
/// overrides it) are not: each may decide by a rule of its own, and so may a library's class the
/// project's code does not declare (hackdash's DashClock check box). Nor is a class the app's code shows
/// overriding `shouldDisableDependents` (Materialistic's `ThemePreference`; `AppCode`), nor one the
/// code enables and disables itself (AutoDark's start-time row, from the fragment that loads it):
/// its dependents follow what the code decides. Nor is a dependent row whose state the code decides
/// itself (HalachicTimes' opinion rows, enabled and disabled by the list's entry): its dependency
/// is inert, and nothing a user meets. A row the code only hides (watomatic) is still reported.
enum DependencyNotSwitchRule: Rule {
    static let description = RuleDescription(
        id: .dependencyNotSwitch,
        summary: "A preference depends on one that holds a value its dependents cannot follow (a list, a seek bar): AndroidX disables them only while that one is itself disabled.",
        severity: .warning,
        triggering: [
            .android("<ListPreference app:key=\"quality\" app:title=\"Quality\" app:entries=\"@array/q\" app:entryValues=\"@array/q\" app:defaultValue=\"high\"/>\n<SwitchPreferenceCompat app:key=\"hdr\" app:title=\"HDR\" app:defaultValue=\"false\"\n    ↓app:dependency=\"quality\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"q\"><item>low</item><item>high</item></string-array>\n"))]),
            .android("<SeekBarPreference app:key=\"volume\" app:title=\"Volume\" app:defaultValue=\"5\"/>\n<SwitchPreferenceCompat app:key=\"boost\" app:title=\"Boost\" app:defaultValue=\"false\"\n    ↓app:dependency=\"volume\"/>\n"),
            // The app's own class given a boolean: it extends Preference unless its name says otherwise.
            .android("<com.example.RadioButtonPreference app:key=\"custom\" app:title=\"Custom\" app:defaultValue=\"false\"/>\n<CheckBoxPreference app:key=\"cookies\" app:title=\"Cookies\" app:defaultValue=\"true\"\n    ↓app:dependency=\"custom\"/>\n"),
            // The framework's ringtone row (Ananas: the ringtone depends on itself, not on the switch).
            .android("<SwitchPreference android:key=\"notify\" android:title=\"Notify\" android:defaultValue=\"true\"/>\n<RingtonePreference android:key=\"tone\" android:title=\"Sound\" android:defaultValue=\"content://settings/system/notification_sound\"\n    ↓android:dependency=\"tone\"/>\n"),
        ],
        nonTriggering: [
            .android("<CheckBoxPreference app:key=\"account\" app:title=\"Signed in\" app:defaultValue=\"true\"/>\n<SwitchPreferenceCompat app:key=\"backup\" app:title=\"Backup\" app:defaultValue=\"false\"\n    app:dependency=\"account\"/>\n"),
            .android("<EditTextPreference app:key=\"name\" app:title=\"Name\"/>\n<SwitchPreferenceCompat app:key=\"greet\" app:title=\"Greet me\" app:defaultValue=\"false\"\n    app:dependency=\"name\"/>\n"),
            // The app disables the account row in code while signed out; its dependents follow.
            .android("<Preference app:key=\"account\" app:title=\"Account\"/>\n<SwitchPreferenceCompat app:key=\"backup\" app:title=\"Backup\" app:defaultValue=\"false\"\n    app:dependency=\"account\"/>\n"),
            // The app's own class, holding no value of its own: it may decide by a rule of its own.
            .android("<com.example.KeyPreference app:key=\"key\" app:title=\"Key\"/>\n<SwitchPreferenceCompat app:key=\"sign\" app:title=\"Sign\" app:defaultValue=\"false\"\n    app:dependency=\"key\"/>\n"),
            // The app's own class whose code decides its dependents (Materialistic's ThemePreference).
            .android("<com.example.ThemePreference app:key=\"theme\" app:title=\"Theme\" app:defaultValue=\"light\"/>\n<CheckBoxPreference app:key=\"dim\" app:title=\"Dim\" app:defaultValue=\"true\"\n    app:dependency=\"theme\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/ThemePreference.java", "public class ThemePreference extends Preference {\n  @Override public boolean shouldDisableDependents() { return isDark(); }\n}\n")]),
            // The app's own class the code enables and disables itself, in a file that loads the screen (AutoDark's MainFragment.kt).
            .android("<com.example.TimePreference app:key=\"start\" app:title=\"Start\" app:defaultValue=\"22:00\"/>\n<SwitchPreferenceCompat app:key=\"auto\" app:title=\"Automatic\" app:defaultValue=\"false\"\n    app:dependency=\"start\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/MainFragment.kt", """
                                      class MainFragment : PreferenceFragmentCompat() {
                                          private lateinit var start: TimePreference
                                          override fun onCreatePreferences(state: Bundle?, root: String?) {
                                              addPreferencesFromResource(R.xml.example)
                                              start = findPreference(START)!!
                                          }
                                          private fun setTimeEnabled(enabled: Boolean) { start.isEnabled = enabled }
                                          companion object { const val START = "start" }
                                      }

                                      """)]),
            // The row the code enables by the list's entry itself, through a helper (melonDS's VideoPreferencesFragment.kt).
            .android("<ListPreference app:key=\"source\" app:title=\"Camera\" app:entries=\"@array/s\" app:entryValues=\"@array/s\" app:defaultValue=\"front\"/>\n<Preference app:key=\"image\" app:title=\"Image\"\n    app:dependency=\"source\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"s\"><item>front</item><item>image</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/VideoFragment.kt", """
                                      class VideoFragment : PreferenceFragmentCompat() {
                                          override fun onCreatePreferences(state: Bundle?, root: String?) {
                                              setPreferencesFromResource(R.xml.example, root)
                                              val image = findPreference<Preference>("image")!!
                                              update(image, "front")
                                          }
                                          private fun update(preference: Preference, source: String) { preference.isEnabled = source == "image" }
                                      }

                                      """)]),
            // A library's class the project's code does not declare (hackdash's IntegrationPreference).
            .android("<net.nurik.roman.dashclock.api.IntegrationPreference app:key=\"dashclock\" app:title=\"DashClock\" app:defaultValue=\"true\"/>\n<CheckBoxPreference app:key=\"weather\" app:title=\"Weather\" app:defaultValue=\"true\"\n    app:dependency=\"dashclock\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsActivity.java", "public class SettingsActivity extends PreferenceActivity {\n  void onCreate(Bundle b) { addPreferencesFromResource(R.xml.example); }\n}\n")]),
            // The app's own list (it may override shouldDisableDependents) and its own switch.
            .android("<com.example.ListSummaryPreference app:key=\"mode\" app:title=\"Mode\" app:defaultValue=\"0\"/>\n<com.example.CheckBox app:key=\"on\" app:title=\"On\" app:defaultValue=\"true\"/>\n<SwitchPreferenceCompat app:key=\"relative\" app:title=\"Relative paths\" app:defaultValue=\"false\"\n    app:dependency=\"mode\"/>\n<SwitchPreferenceCompat app:key=\"x\" app:title=\"X\" app:defaultValue=\"false\"\n    app:dependency=\"on\"/>\n"),
        ])
}

extension DependencyNotSwitchRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        // A library of its own classes draws the screen: what its preferences answer is its own.
        guard let screen = form as? PreferenceScreenForm, !screen.decoder.isLibraryDrawn else { return }
        let all = screen.file.all
        found.add(contentsOf: all.lazy.compactMap { p in
            guard let key = screen.resolver.text(p, .dependency), let index = screen.decoder.byKey[key] else { return nil }
            // A class of the app's whose code overrides shouldDisableDependents decides itself, and
            // one whose code extends a switch or a text field follows it (Focus's
            // AutocompleteCustomDomainsPreference, through LearnMoreSwitchPreference).
            // A class of the app's that the code enables and disables itself leads its dependents
            // as the code means (AutoDark). AndroidX's own list still never follows its entry: a
            // dependency on one is taken to mean the value, whatever the code enables.
            let target = all[index], code = screen.decoder.code
            let enabled = target.kind == .plain && code.map { code in [target.attribute(.key)?.value, key].contains { $0.map(code.enabledKeys.contains) == true } } ?? false
            // A row whose state the code itself decides (by the list's value: HalachicTimes, melonDS,
            // nightdream) does not wait on its dependency: the attribute is inert, not a fault a user meets.
            let decided = code.map { code in [p.attribute(.key)?.value, screen.resolver.text(p, .key)].contains { $0.map(code.decidedKeys.contains) == true } } ?? false
            if decided { return nil }
            // A class named by its package that the project's code does not declare is a library's,
            // or the app's where the code is out of sight (HalachicTimes' TimePreference, in a
            // submodule not checked out): it may override it (hackdash's IntegrationPreference, a
            // check box that disables its dependents while DashClock is missing). Judged by its name
            // only with no code to ask; a framework class named bare (RingtonePreference) is known.
            if target.isCustomClass, let code, code.superclasses[target.localName] == nil,
               !code.readsAllCode || target.name.contains(".") { return nil }
            guard !enabled, code?.decidesDependents.contains(target.localName) != true,
                  !(code?.platformBase(of: target.localName).flatMap(PreferenceKind.init(element:)).map { $0 == .twoState || $0 == .editText } ?? false),
                  let why = reason(target, key: key) else { return nil }
            return diagnostic(why, p, at: .dependency)
        })
    }

    /// Why a dependency on `target` never follows its value, or nil when it may.
    static func reason(_ target: Preference, key: String) -> String? {
        switch target.kind {
        case .twoState, .editText, .screen, .category:
            // Switches follow their checked state, text fields their emptiness; a group is no
            // row whose value a file means (`!isEnabled()` as for any preference).
            return nil
        case .list, .multiSelect, .seekBar:
            // The app's own list may override it: VanillaMusic's ListPreferenceSummary does.
            guard !target.isCustomClass else { return nil }
            let what = target.kind == .seekBar ? "the position" : "the entry chosen"
            return "'\(key)' is a \(target.name), which does not override shouldDisableDependents: AndroidX disables this row only while '\(key)' is itself disabled, never by \(what); depend on a switch, or enable this row from code"
        case .plain:
            // A plain Preference holds no value: an app disables it in code, and its dependents
            // follow. A class of the app's named as a switch or a list extends one (Amaze's
            // CheckBox a SwitchPreference, VanillaMusic's ListPreferenceSummary a ListPreference,
            // overriding shouldDisableDependents): it follows what that class and its own code say.
            guard target.isCustomClass, target.attribute(.defaultValue) != nil,
                  !["CheckBox", "Switch", "Toggle", "List", "SeekBar"].contains(where: target.localName.contains) else { return nil }
            // android.preference's RingtonePreference stores a ringtone's address (Ananas).
            if target.localName == "RingtonePreference" {
                return "'\(key)' is a RingtonePreference, android.preference's class holding a ringtone, which does not override shouldDisableDependents: Android disables this row only while '\(key)' is itself disabled, never by the ringtone chosen"
            }
            return "'\(key)' is a \(target.name), the app's own class holding a value: unless the class overrides shouldDisableDependents (as TwoStatePreference does), AndroidX disables this row only while '\(key)' is itself disabled, never by its value"
        }
    }
}
