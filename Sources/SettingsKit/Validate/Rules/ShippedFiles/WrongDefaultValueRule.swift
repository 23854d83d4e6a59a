/// A `DefaultValue` the row cannot show: not among a choice list's `Values` (equal as Foundation
/// compares: `<integer>0</integer>` is `<real>0</real>` and `<true/>` is `1`, `<string>0</string>` is no number), not a
/// switch's `TrueValue`/`FalseValue`, or of a type the row does not take. On Android: a
/// `defaultValue` not among a list's `entryValues`, not `true`/`false` on a two-state preference,
/// not an integer within `min`–`max` on a seek bar, not an `@array` on a multi-select list.
enum WrongDefaultValueRule: Rule {
    /// An example app's fragment that loads `res/xml/example.xml` and runs `body`.
    private static func loadingCode(_ body: String) -> String {
        "class SettingsFragment extends PreferenceFragmentCompat {\n    static final String KEY_REFRESH = \"refresh\";\n"
            + "    public void onCreatePreferences(Bundle state, String root) {\n        setPreferencesFromResource(R.xml.example, root);\n"
            + body + "    }\n}\n"
    }

    static let description = RuleDescription(
        id: .wrongDefaultValue,
        summary: "A DefaultValue (Android: defaultValue) is of the wrong type, or not among the Values (entryValues, TrueValue/FalseValue), so the row shows no or the wrong state.",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>Titles</key><array><string>A</string></array><key>Values</key><array><string>0</string></array>\n↓<key>DefaultValue</key><integer>0</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>DefaultValue</key><integer>2</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>k</string>\n↓<key>DefaultValue</key><string>half</string></dict>\n"),
            // An in-app file of a repository whose Podfile names InAppSettingsKit, which reads it.
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>k</string>\n↓<key>DefaultValue</key><string>half</string></dict>\n"),
                        name: "Root.inApp.plist", neighbours: [("../.git", ""), ("../Podfile", "pod 'InAppSettingsKit'\n")]),
            .plist("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>name</string><key>Title</key><string>Name</string>\n↓<key>DefaultValue</key><true/></dict>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    ↓app:defaultValue=\"Dim\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n"))]),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" ↓app:defaultValue=\"yes\"/>\n"),
            .android("<CheckBoxPreference app:key=\"sync\" app:title=\"Sync\" ↓app:defaultValue=\"ture\"/>\n"),
            // The app's own switch (Nextcloud Notes' BrandedSwitchPreference) given its title as a default.
            .android("<com.example.BrandedSwitchPreference app:key=\"wifi\" app:title=\"Sync on Wi-Fi only\" ↓app:defaultValue=\"Sync on Wi-Fi only\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/BrandedSwitchPreference.kt", "class BrandedSwitchPreference @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : SwitchPreference(context, attrs)\n"),
                                  ("src/main/java/com/example/SettingsFragment.java", loadingCode(""))]),
            // Entries the code makes from the XML's values (Sobriety's date formats): the values still decide.
            .android("<ListPreference app:key=\"format\" app:title=\"Date format\" app:entryValues=\"@array/patterns\"\n    ↓app:defaultValue=\"MMM dd\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"patterns\"><item>MMMM dd</item><item>dd MMMM</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsFragment.kt", """
                                      class SettingsFragment : PreferenceFragmentCompat() {
                                          override fun onCreatePreferences(state: Bundle?, root: String?) {
                                              setPreferencesFromResource(R.xml.example, root)
                                              val format = requireNotNull(findPreference<ListPreference>("format"))
                                              format.entries = format.entryValues.map { sample(it.toString()) }.toTypedArray()
                                          }
                                      }

                                      """)]),
            .android("<SeekBarPreference app:key=\"volume\" app:title=\"Volume\" android:max=\"10\" ↓app:defaultValue=\"20\"/>\n"),
            // Code that sets another list's values, or this list's to literal values, leaves the XML's standing (SkyTube, AFWall+).
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    ↓app:defaultValue=\"Dim\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsFragment.java", loadingCode("""
                                          ListPreference language = findPreference(getString(R.string.pref_key_language));
                                          language.setEntryValues(localeCodes);
                                          ListPreference theme = (ListPreference) findPreference("theme");
                                          theme.setEntryValues(new String[]{"Light", "Dark"});

                                  """))]),
        ],
        nonTriggering: [
            // An in-app file of a repository that holds no InAppSettingsKit: nothing reads it (accessmath's).
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>k</string>\n<key>DefaultValue</key><string>half</string></dict>\n"),
                        name: "Root.inApp.plist", neighbours: [("../.git", ""), ("../App/AppDelegate.swift", "import UIKit\n")]),
            // A screen the app's code names only in commented-out code: nothing loads it (JTrack's template screen).
            // (A screen no code names at all is the same: AkashBoard's, after its Compose rewrite.)
            .android("<ListPreference app:key=\"region\" app:title=\"Region\" app:entries=\"@array/r\" app:entryValues=\"@array/r\" app:defaultValue=\"us\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"r\"><item>US</item><item>UK</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/MainActivity.java", """
                                      class MainActivity {
                                          String types = "*/*";
                                          /*
                                          static class SyncFragment extends PreferenceFragment {
                                              public void onCreate(Bundle b) { addPreferencesFromResource(R.xml.example); }
                                          }
                                          */
                                      }

                                      """)]),
            // NSNumbers equal by value: <true/> is the TrueValue 1 (RomanNums), an integer the real among Values.
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>TrueValue</key><integer>1</integer><key>FalseValue</key><integer>0</integer><key>DefaultValue</key><true/></dict>\n"
                + "<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>m</string><key>Titles</key><array><string>A</string></array><key>Values</key><array><real>2</real></array><key>DefaultValue</key><integer>2</integer></dict>\n"),
            // -1, "no choice yet": the app asks on first use (MADBike's map app, Antox's locale).
            // A value of any type, compared as Foundation does: an array equal item by item (Pandatrack's paper sizes).
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>paper</string><key>Title</key><string>Paper</string><key>Titles</key><array><string>A4</string><string>Letter</string></array><key>Values</key><array><array><integer>595</integer><integer>842</integer></array><array><integer>612</integer><integer>792</integer></array></array><key>DefaultValue</key><array><integer>595</integer><integer>842</integer></array></dict>\n"),
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>maps</string><key>Title</key><string>Maps</string><key>Titles</key><array><string>Apple</string><string>Google</string></array><key>Values</key><array><integer>0</integer><integer>1</integer></array><key>DefaultValue</key><integer>-1</integer></dict>\n"),
            .android("<ListPreference app:key=\"locale\" app:title=\"Language\" app:entries=\"@array/l\" app:entryValues=\"@array/l\" app:defaultValue=\"-1\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"l\"><item>en</item><item>de</item></string-array>\n"))]),
            // A library's switch class the project's code does not declare (woheller69's browser).
            .android("<org.example.lib.EditTextSwitchPreference app:key=\"colour\" app:title=\"Highlight\" app:defaultValue=\"Red\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"), ("src/main/java/com/example/SettingsFragment.java", loadingCode(""))]),
            // The app's own switch class whose code extends a text field (scoute-dich's browser), and its own
            // multi-select list that is a ListPreference storing the picks joined (ChanExplorer's).
            .android("<com.example.EditTextSwitchPreference app:key=\"colour\" app:title=\"Highlight\" app:defaultValue=\"Red\"/>\n"
                     + "<com.example.MultiSelectListPreference app:key=\"hidden\" app:title=\"Hidden\" app:entries=\"@array/b\" app:entryValues=\"@array/b\" app:defaultValue=\"a,c\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"), ("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"b\"><item>a</item><item>c</item></string-array>\n")),
                                  ("src/main/java/com/example/EditTextSwitchPreference.java", "public class EditTextSwitchPreference extends EditTextPreference {}\n"),
                                  ("src/main/java/com/example/MultiSelectListPreference.java", "public class MultiSelectListPreference extends ListPreference {}\n"),
                                  ("src/main/java/com/example/SettingsFragment.java", loadingCode(""))]),
            // A device's values (values-v29/, Delta Chat's) hold the default of the screen it loads from xml-v29/.
            RuleExample(RuleExample.androidText("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    app:defaultValue=\"system\"/>\n"),
                        name: "res/xml-v29/example.xml",
                        neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>light</item><item>dark</item></string-array>\n")),
                                     ("res/values-v29/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>system</item><item>light</item><item>dark</item></string-array>\n"))]),
            // A pane no child pane row of the bundle opens: the Settings app never shows its default.
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>DefaultValue</key><integer>2</integer></dict>\n"),
                        name: "Messaging.plist",
                        neighbours: [("Root.plist", RuleExample.plistText("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Network</string><key>File</key><string>Network</string></dict>\n"))]),
            // Code that loads the screen replaces the lists' values, for keys it does not name (Catroid's sensors).
            .android("<ListPreference app:key=\"sensor_1\" app:title=\"Sensor 1\" app:entries=\"@array/sensors\" app:entryValues=\"@array/sensors\"\n    app:defaultValue=\"NO_SENSOR\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"sensors\"><item>No sensor</item><item>Touch</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SensorSettingsFragment.java", loadingCode("""
                                          for (String key : SENSOR_KEYS) {
                                              ListPreference list = (ListPreference) findPreference(key);
                                              list.setEntryValues(Sensor.codes());
                                          }

                                  """))]),
            // …or the value of the list it names (qBittorrent Controller picks an entry by index).
            .android("<ListPreference app:key=\"refresh\" app:title=\"Refresh\" app:entries=\"@array/periods\" app:entryValues=\"@array/periods\"\n    app:defaultValue=\"2\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"periods\"><item>60000</item><item>120000</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsFragment.java", loadingCode("""
                                          refresh = (ListPreference) findPreference(KEY_REFRESH);
                                          if (refresh.getEntry() == null) this.refresh.setValueIndex(1);

                                  """))]),
            // Code that stores the key unless already stored decides its first value, in whatever file
            // (ActivityLauncher's SettingsService seeds "System Default" as the app starts).
            .android("<ListPreference app:key=\"language\" app:title=\"Language\" app:entryValues=\"@array/locales\" app:defaultValue=\"0\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"locales\"><item>System Default</item><item>de_DE</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"), ("src/main/java/com/example/SettingsFragment.java", loadingCode("")),
                                  ("src/main/java/com/example/SettingsService.kt", """
                                      class SettingsService(private val prefs: SharedPreferences) {
                                          fun init() {
                                              if (!prefs.contains(PREF_LANGUAGE)) {
                                                  prefs.edit { putString(PREF_LANGUAGE, LANGUAGE_DEFAULT) }
                                              }
                                          }
                                          companion object { const val PREF_LANGUAGE = "language"; const val LANGUAGE_DEFAULT = "System Default" }
                                      }

                                      """)]),
            // The code that loads the screen sets the check box by its key (zSMTH's `setChecked(Settings…)`).
            .android("<CheckBoxPreference app:key=\"login\" app:title=\"Log in\" app:defaultValue=\"on\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"), ("src/main/java/com/example/SettingsFragment.java",
                                   loadingCode("        login = (CheckBoxPreference) findPreference(\"login\");\n        login.setChecked(settings.login());\n"))]),
            // A library's slider the project's code does not declare (apolline's com.yokkomi one), and a
            // reference aapt compiles as a number (an `<item type="dimen" format="integer">`).
            .android("<com.yokkomi.SeekBarPreference app:key=\"entries\" app:title=\"Entries\" app:defaultValue=\"many\"/>\n"
                     + "<SeekBarPreference app:key=\"points\" app:title=\"Points\" app:defaultValue=\"@dimen/points\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"), ("src/main/java/com/example/SettingsFragment.java", loadingCode("")),
                                  ("res/values/dimens.xml", RuleExample.androidValues("<item name=\"points\" format=\"integer\" type=\"dimen\">100</item>\n"))]),
            // A library of its own classes draws the screen (MiuiHome_R's moralnorm.preference): its slider's range is its own.
            .android("<SeekBarPreference app:key=\"margin\" app:title=\"Margin\" app:maxValue=\"200\" app:defaultValue=\"110\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"), ("src/main/java/com/example/SettingsFragment.kt",
                                   "import moralnorm.preference.PreferenceFragmentCompat\nclass SettingsFragment : PreferenceFragmentCompat() {\n    fun load() { addPreferencesFromResource(R.xml.example) }\n}\n")]),
            // The app's own slider class reads a float (MyExpenses' FloatSeekBarPreference).
            .android("<org.example.FloatSeekBarPreference app:key=\"size\" app:title=\"Font size\" app:defaultValue=\"12.0\"/>\n"),
            // aapt2 compiles True and FALSE as booleans; `off` and a slip of `false` read as false, as meant (mupen64plus, sms-backup-plus, OpenMobileNetworkToolkit).
            .android("<CheckBoxPreference app:key=\"a\" app:title=\"A\" app:defaultValue=\"True\"/>\n<SwitchPreferenceCompat app:key=\"b\" app:title=\"B\" app:defaultValue=\"FALSE\"/>\n<SwitchPreferenceCompat app:key=\"c\" app:title=\"C\" app:defaultValue=\"off\"/>\n"
                     + "<SwitchPreferenceCompat app:key=\"d\" app:title=\"D\" app:defaultValue=\"fals\"/>\n"),
            // aapt2 undoes an attribute's escapes as an item's: "\n" is the newline item (AndrOBD's record delimiter).
            .android("<ListPreference app:key=\"delimiter\" app:title=\"Delimiter\" app:entries=\"@array/delimiters\" app:entryValues=\"@array/delimiters\"\n    app:defaultValue=\"\\n\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"delimiters\"><item>\\n</item><item>;</item></string-array>\n"))]),
            .android("<ListPreference app:key=\"preset\" app:title=\"Presets\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    app:persistent=\"false\" app:defaultValue=\"-1\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n"))]),
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>Titles</key><array><string>A</string></array><key>Values</key><array><integer>0</integer></array>\n<key>DefaultValue</key><integer>0</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string><key>DefaultValue</key><string>on</string></dict>\n"),
            // An empty string is off to the Settings app and to `boolForKey:` alike (joind.in).
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>DefaultValue</key><string></string></dict>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    app:defaultValue=\"Dark\"/>\n<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"@bool/sync_default\"/>\n",
                     neighbours: [("res/values/values.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<bool name=\"sync_default\">true</bool>\n"))]),
        ])
}

extension WrongDefaultValueRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        // A pane no row opens shows no default (iDoubs' Messaging.plist), nor one only a library
        // the app does not hold would read (accessmath's Root.inApp.plist).
        if let file = form as? SpecifierFile, file.isShown { found.add(contentsOf: file.typed.lazy.compactMap(check)) }
        // Nor does a screen nothing loads: the app's code names it only in comments (JTrack's template
        // screen) or not at all (AkashBoard's, left by its Compose rewrite), and no XML file refers to it.
        if let screen = form as? PreferenceScreenForm, !screen.decoder.isUnloaded { found.add(contentsOf: screen.file.all.lazy.compactMap { check($0, screen) }) }
    }

    /// A specifier's `DefaultValue` that is not of its type, or not one of its choices.
    private static func check(_ s: Specifier, _ type: SpecifierType) -> Diagnostic? {
        guard let value = s.value(.defaultValue) else { return nil }
        switch type {
        case .slider where value.number == nil:
            return diagnostic("a slider's 'DefaultValue' must be a number, not \(value.kindDescription)", s, at: .defaultValue)
        case .textField:
            switch value.content {
            case .string, .integer, .real: return nil
            case .bool(let on):
                return diagnostic("a text field's 'DefaultValue' must be text, not a boolean: the field shows '\(on ? "true" : "false")' or nothing, not a value a user typed",
                                  s, at: .defaultValue)
            default: return diagnostic("a text field's 'DefaultValue' must be text, not \(value.kindDescription)", s, at: .defaultValue)
            }
        case .multiValue, .radioGroup:
            guard s.array(.titles) != nil, let values = s.array(.values), !values.isEmpty,
                  !values.contains(where: { $0.sameValue(as: value) }), value.text != noChoice else { return nil }
            let sameText = value.text.flatMap { text in values.first { $0.text == text } }
            let why = sameText.map { "; 'Values' has \($0.text ?? "") as \($0.kindDescription), and the Settings app compares type and value" } ?? ""
            return diagnostic(
                "'DefaultValue' \(value.text.map { "'\($0)'" } ?? value.kindDescription) (\(value.kindDescription)) is not among 'Values', so no choice shows as chosen\(why)",
                s, at: .defaultValue)
        case .toggleSwitch:
            let custom = [s.value(.trueValue), s.value(.falseValue)].compactMap { $0 }
            if !custom.isEmpty {
                // The switch is on only when the value is its TrueValue: `<false/>` shows it off,
                // as meant (DCSquares, PDX-Bus); `<true/>` shows it off too, which is not meant.
                if case .bool(false) = value.content { return nil }
                guard !custom.contains(where: { $0.sameValue(as: value) }) else { return nil }
                return diagnostic(
                    "'DefaultValue' \(value.text.map { "'\($0)'" } ?? "") is neither the 'TrueValue' nor the 'FalseValue', so the switch shows a state the app never stores",
                    s, at: .defaultValue)
            }
            switch value.content {
            case .bool: return nil
            case .string(let text) where Specifier.stringBooleans[text] != nil: return nil  // string-boolean-default
            // The Settings app shows the switch off (`""` is not `kCFBooleanTrue`) and `boolForKey:`
            // reads NO: off either way, as meant (joind.in).
            case .string(""): return nil
            default:
                return diagnostic("a switch's 'DefaultValue' must be a boolean (or its 'TrueValue'/'FalseValue'), not \(value.kindDescription)",
                                  s, at: .defaultValue)
            }
        default: return nil
        }
    }

    /// A default of -1 outside the values is the idiom for "no choice yet": the app asks, or
    /// decides, on first use and stores the pick, and until then no choice shows, as meant
    /// (MADBike's `BMNavigationNotDetermined`, Antox's locale; 0 of the labelled lists' 70 true
    /// findings had it, 2 false ones did).
    static let noChoice = "-1"
}
