import Foundation
import Testing
@testable import SettingsKit

/// What the app's code says of its screens: only files named for preferences or settings, or
/// that name a screen, are read, each signal from the code that means it, and the reading is bounded.
@Suite struct AppCodeTests {
    static func project(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("app-code-\(UUID().uuidString)")
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    /// The code of a project of these files, read from each `java` and `kotlin` folder they lie in.
    static func code(_ files: [String: String], applications: Set<String> = []) throws -> AppCode {
        let dir = try project(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let folders = Set(files.keys.compactMap { $0.firstMatch(of: /^.*?\/(java|kotlin)\//).map { String($0.output.0.dropLast()) } })
        return AppCode(folders: folders.sorted().map { dir.path + "/" + $0 }, applications: applications, read: SourceFile.reader(limit: 1 << 20))
    }

    @Test func readsTheSignalsFromPreferenceAndSettingsFiles() throws {
        let code = try Self.code([
            "app/src/main/java/a/SettingsActivity.java": "import android.preference.PreferenceFragment;\naddPreferencesFromResource(R.xml.app_settings);\n// addPreferencesFromResource(R.xml.old_settings);\n",
            "app/src/main/java/a/PrefsFragment.java": "import androidx.preference.PreferenceFragmentCompat;\nsetPreferencesFromResource(R.xml.general, key);\n",
            "app/src/main/kotlin/a/ThemePreference.kt": "class ThemePreference(c: Context) : ListPreference(c) {\n  override fun shouldDisableDependents() = dark\n}\n",
            "app/src/main/kotlin/a/PreferenceStyle.kt": "preference.isSingleLineTitle = false\n",
            "app/src/main/java/a/LearnMoreSwitchPreference.java": "public abstract class LearnMoreSwitchPreference extends androidx.preference.SwitchPreferenceCompat {}\n",
            "app/src/main/kotlin/a/DomainsPreference.kt": "class DomainsPreference @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : LearnMoreSwitchPreference(context, attrs) {}\n",
            // No primary constructor: the superclass is named uncalled (Organiso's), and an interface after a call is none.
            "app/src/main/kotlin/a/RadioButtonPreference.kt": "class RadioButtonPreference : CheckBoxPreference {\n  constructor(context: Context) : super(context)\n}\n"
                + "class Row(c: Context) : View(c), OnClickListener {}\nclass Listener(c: Context) : OnClickListener {}\n",
            // Not a preference or settings file, and it names no screen: its calls are not read.
            "app/src/main/java/a/MainActivity.java": "import android.preference.PreferenceActivity;\nclass Other { boolean shouldDisableDependents() { return true; } }\n",
        ])
        #expect(code.frameworkScreens == ["app_settings"])
        #expect(code.decidesDependents == ["ThemePreference"])
        #expect(code.wrapsTitles)
        #expect(code.platformBase(of: "DomainsPreference") == "SwitchPreferenceCompat")
        #expect(code.platformBase(of: "ThemePreference") == "ListPreference" && code.platformBase(of: "Other") == nil)
        #expect(code.platformBase(of: "RadioButtonPreference") == "CheckBoxPreference")
        #expect(code.superclasses["Listener"] == nil && code.superclasses["Row"] == "View")
    }

    /// AutoDark: a fragment not named for settings loads the screen and enables the row its
    /// dependents follow; JTrack: a screen named only inside a block comment is loaded by nothing.
    @Test func aFileThatNamesAScreenIsReadWhateverItsName() throws {
        let code = try Self.code([
            "app/src/main/java/a/MainFragment.kt": """
                class MainFragment : PreferenceFragmentCompat() {
                    private lateinit var start: DarkDisplayPreference
                    override fun onCreatePreferences(b: Bundle?, k: String?) {
                        addPreferencesFromResource(R.xml.preferences_main)
                        start = findPreference(DARK_PREFERENCE_START)!!
                        findPreference<Preference>(getString(R.string.pref_key_about))?.isEnabled = false
                        if (start.isEnabled.xor(on)) start.isEnabled = on
                    }
                    companion object { const val DARK_PREFERENCE_START = "dark_mode_time_start" }
                }
                """,
            "app/src/main/java/a/HomeActivity.java": """
                class HomeActivity {
                    String any = "*/*"; char quote = '"';
                    /*
                    public static class SyncFragment extends PreferenceFragment {
                        addPreferencesFromResource(R.xml.pref_account);
                        addPreferencesFromResource(R.xml.preferences_main);
                    }
                    */
                    Intent i = new Intent(); // R.xml.pref_notes is mentioned here only
                }
                """,
            // A file that names no screen and is not named for settings is not read.
            "app/src/main/java/a/Helper.java": "class Helper { void off(Preference p) { p.setEnabled(false); } static final String K = \"k\"; }\n",
        ])
        #expect(code.enabledKeys == ["dark_mode_time_start", "@string/pref_key_about"])
        // Named in comments only, or nowhere: nothing loads them; a screen another XML file opens is loaded.
        #expect(code.loads("preferences_main") == true)
        #expect(code.loads("pref_account") == false && code.loads("pref_notes") == false && code.loads("pref_unused") == false)
        let opened = AppCode(files: [], complete: true, xmlReferences: ["account_preferences"])
        #expect(opened.loads("account_preferences") == true && opened.loads("pref_unused") == false)
        // XML files too many to read leave it unknown.
        #expect(AppCode(files: [], complete: true, xmlReferences: nil).loads("pref_unused") == nil)
    }

    /// QR & Barcode Scanner: the base fragment gives every row the app's layout; a screen its
    /// subclass loads is laid out by the app, one another fragment loads is not.
    @Test func aScreenWhoseFragmentLaysOutItsRowsIsRelaid() throws {
        let code = try Self.code([
            "src/main/kotlin/a/BasePreferenceFragment.kt": "abstract class BasePreferenceFragment(private val id: Int) : PreferenceFragmentCompat() {\n  fun apply(p: Preference) { p.layoutResource = R.layout.item_preference; p.widgetLayoutResource = 0 }\n}\n",
            "src/main/kotlin/a/ScannerSettingsActivity.kt": "class ScannerSettingsFragment : BasePreferenceFragment(R.xml.preferences_scanner)\n",
            "src/main/java/a/AboutSettings.java": "class AboutSettings extends PreferenceFragmentCompat {\n  void create() { setPreferencesFromResource(R.xml.about, null); if (p.layoutResource == 0) {} }\n}\n",
            "src/main/java/a/HelpSettings.java": "class HelpSettings extends PreferenceFragmentCompat {\n  void create() { setPreferencesFromResource(R.xml.help, null); row.setLayoutResource(R.layout.row); }\n}\n",
            // A preference class of the file laying out itself says nothing of the screen's rows (OpenSeizureDetector).
            "src/main/java/a/PrefActivity.java": "class PrefActivity {\n  void create() { addPreferencesFromResource(R.xml.general); }\n  static class ModelPreference extends Preference {\n    ModelPreference(Context c) { super(c); setLayoutResource(R.layout.item); this.setLayoutResource(R.layout.item); }\n  }\n}\n",
            // Leanback's preference theme lays out every row (jellyfin-androidtv, holdout 15).
            // One a phone's fragment loads too is cut on the phone (Zapp).
            "src/main/kotlin/a/TvPreferences.kt": "import androidx.leanback.preference.LeanbackPreferenceFragmentCompat\nclass TvPreferences : LeanbackPreferenceFragmentCompat() {\n  override fun onCreatePreferences(b: Bundle?, k: String?) { setPreferencesFromResource(R.xml.tv, k); setPreferencesFromResource(R.xml.shared, k) }\n}\n",
            "src/main/kotlin/a/PhonePreferences.kt": "class PhonePreferences : PreferenceFragmentCompat() {\n  override fun onCreatePreferences(b: Bundle?, k: String?) { setPreferencesFromResource(R.xml.shared, k) }\n}\n",
        ])
        #expect(code.relaidScreens == ["preferences_scanner", "help", "tv"])
    }

    /// Without code, or past the walk's bounds, what no code names is unknown.
    @Test func whatNoCodeNamesIsUnknownWithoutEveryFile() throws {
        #expect(try Self.code(["app/src/main/java/a/Readme.txt": "R.xml.x\n"]).loads("x") == nil)
        #expect(AppCode(files: []).loads("x") == nil)
        let many = Dictionary(uniqueKeysWithValues: (0...AppCode.maxScanned).map { ("src/main/java/a/F\($0).java", "class F\($0) {}\n") })
        #expect(try Self.code(many).loads("x") == nil)
        #expect(try Self.code(["src/main/java/a/F.java": "class F {}\n"]).loads("x") == false)
        // A screen looked up by its name may be any (APDE's StockPreferenceFragment).
        let byName = "int res = getResources().getIdentifier(resName, \"xml\", getPackageName());\naddPreferencesFromResource(res);\n"
        #expect(try Self.code(["src/main/java/a/StockPreferenceFragment.java": byName]).loads("x") == nil)
        #expect(try Self.code(["src/main/kotlin/a/Screens.kt": "val id = R.xml::class.java.getField(name).getInt(null)\n"]).loads("x") == nil)
    }

    @Test func commentsStepOverStringsAndCharacters() {
        let text = "a = \"/*\"; u = \"http://x\"; b = '\\''; /* one\n two */ c; // /* a line\nd /* open"
        let comments = CodeBytes.comments(in: Array(text.utf8))
        #expect(comments.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) } == ["/* one\n two */", "// /* a line", "/* open"])
    }

    @Test func withoutTheSignalsNothingIsSaid() throws {
        let code = try Self.code(["src/main/java/a/SettingsFragment.java": "setPreferencesFromResource(R.xml.general, key);\npref.setSingleLineTitle(true);\n"])
        #expect(code.frameworkScreens.isEmpty && code.decidesDependents.isEmpty && !code.wrapsTitles && code.superclasses.isEmpty)
    }

    /// ODK Collect: the fragment that loads the screen extends one that sets a `PreferenceDataStore`,
    /// so the code decides every list's value there; a sibling screen without one keeps its XML.
    @Test func aDataStoreSetByAClassTheLoaderExtendsDecidesTheScreensLists() throws {
        let code = try Self.code([
            "src/main/java/a/BaseProjectPreferencesFragment.java": "public abstract class BaseProjectPreferencesFragment extends BasePreferencesFragment {\n  getPreferenceManager().setPreferenceDataStore(new SettingsStore(settings));\n}\n",
            "src/main/java/a/FormManagementPreferencesFragment.java": "public class FormManagementPreferencesFragment extends BaseProjectPreferencesFragment {\n  setPreferencesFromResource(R.xml.form_management, rootKey);\n}\n",
            "src/main/kotlin/a/ServerPreferences.kt": "class ServerPreferences : Fragment() {\n  init { preferenceManager.preferenceDataStore = store }\n  fun load() = setPreferencesFromResource(R.xml.server, null)\n}\n",
            "src/main/java/a/AboutPreferencesFragment.java": "public class AboutPreferencesFragment extends PreferenceFragmentCompat {\n  setPreferencesFromResource(R.xml.about, rootKey);\n}\n",
            // ODK's store answers from its own settings; v2rayNG's passes the default on, so its screen's defaults stand.
            "src/main/kotlin/a/SettingsStore.kt": "class SettingsStore(private val settings: Settings) : PreferenceDataStore() {\n    override fun getString(key: String, defValue: String?): String? {\n        return settings.getString(key)\n    }\n}\n",
            "src/main/kotlin/a/MmkvPreferenceDataStore.kt": "class MmkvPreferenceDataStore : PreferenceDataStore() {\n    fun home(): String? {\n        val json = prefs.getString(HOME, null) ?: return null\n        return runCatching {\n            json\n        }.getOrNull()\n    }\n    override fun getString(key: String, defaultValue: String?): String? = MmkvManager.decodeSettingsString(key, defaultValue)\n}\n",
            "src/main/kotlin/a/SettingsActivity.kt": "class SettingsFragment : PreferenceFragmentCompat() {\n  override fun onCreatePreferences(b: Bundle?, k: String?) {\n    preferenceManager.preferenceDataStore = MmkvPreferenceDataStore()\n    addPreferencesFromResource(R.xml.pref_settings)\n  }\n}\n",
        ])
        #expect(code.setLists.replaces(screen: "form_management", written: "periodic_form_updates_check", resolved: nil))
        #expect(code.setLists.replaces(screen: "server", written: "protocol", resolved: nil))
        #expect(!code.setLists.replaces(screen: "about", written: "theme", resolved: nil))
        #expect(!code.setLists.replaces(screen: "pref_settings", written: "pref_language", resolved: nil))
    }

    /// periodical: the `Application` the manifest names writes `locale` before any screen, so the
    /// code decides it; a settings class's setter or import writes after the default shows (BinaryEye).
    @Test func onlyTheApplicationClassesWritesDecideAKey() throws {
        let code = try Self.code([
            "src/main/java/a/AppPeriodical.java": "public class AppPeriodical extends Application {\n  public void onCreate() {\n    editor.putString(\"locale\", \"system\");\n  }\n}\n",
            "src/main/kotlin/a/Preferences.kt": "var showChecksum: String\n  set(value) { apply(SHOW_CHECKSUM, value) }\nfun apply(k: String, v: String) = prefs.edit { putString(\"show_checksum\", v) }\n",
        ], applications: ["AppPeriodical"])
        #expect(code.setLists.replaces(screen: "preferences", written: "locale", resolved: "locale"))
        #expect(!code.setLists.replaces(screen: "preferences", written: "show_checksum", resolved: "show_checksum"))
    }

    /// TwilightTweaker: the launcher writes `modo` into the store it names, `ajustes`, which the
    /// screen does not use (it keeps the default store): the screen's list is still judged. Into
    /// the default store, or where the code names a store for its screens, the write decides.
    @Test func aWriteIntoAStoreTheCodeNamesIsNotTheScreens() throws {
        let launcher = "public class Main extends Activity {\n  public void onCreate(Bundle b) {\n"
            + "    SharedPreferences prefs = getSharedPreferences(\"ajustes\", MODE_WORLD_READABLE);\n"
            + "    prefs.edit()\n        .putInt(\"modo\", 0)\n        .apply();\n"
            + "    getSharedPreferences(getString(R.string.prefs_store), 0).edit().putInt(\"hora\", 1).apply();\n"
            + "    PreferenceManager.getDefaultSharedPreferences(this).edit().putString(\"tema\", \"x\").apply();\n"
            + "    getSharedPreferences(getPackageName() + \"_preferences\", 0).edit().putString(\"idioma\", \"es\").apply();\n  }\n}\n"
        let code = try Self.code(["src/main/java/a/Main.java": launcher], applications: ["Main"])
        #expect(!code.setLists.replaces(screen: "pref_general", written: "modo", resolved: "modo"))
        #expect(!code.setLists.replaces(screen: "pref_general", written: "hora", resolved: "hora"))
        #expect(code.setLists.replaces(screen: "pref_general", written: "tema", resolved: "tema"))
        #expect(code.setLists.replaces(screen: "pref_general", written: "idioma", resolved: "idioma"))
        let named = try Self.code(["src/main/java/a/Main.java": launcher,
                                   "src/main/java/a/Settings.java": "getPreferenceManager().setSharedPreferencesName(\"ajustes\");\naddPreferencesFromResource(R.xml.pref_general);\n"],
                                  applications: ["Main"])
        #expect(named.setLists.replaces(screen: "pref_general", written: "modo", resolved: "modo"))
    }

    /// party-up: the activity that loads the screen writes `on_up_ok` as it starts, before the
    /// fragment shows: the code decides that key on that screen, and no other key or screen.
    @Test func theFileThatLoadsAScreenDecidesTheKeysItWritesAsItStarts() throws {
        let code = try Self.code([
            "src/main/java/a/SettingsActivity.java": "public class SettingsActivity extends AppCompatActivity {\n  protected void onCreate(Bundle b) {\n    super.onCreate(b);\n    replace(new SettingsFragment());\n"
                + "    if (prefs.getString(\"on_up_ok\", \"menu\").equals(\"menu\")) { prefs.edit().putString(\"on_up_ok\", \"menu\").commit(); }\n    prefs.edit().putString(key(), \"x\").apply();\n  }\n"
                + "  public static class SettingsFragment extends PreferenceFragmentCompat {\n    public void onCreatePreferences(Bundle b, String k) { setPreferencesFromResource(R.xml.root_preferences, k); }\n  }\n}\n",
        ])
        #expect(code.setLists.replaces(screen: "root_preferences", written: "on_up_ok", resolved: "on_up_ok"))
        #expect(!code.setLists.replaces(screen: "root_preferences", written: "theme", resolved: "theme"))
        #expect(!code.setLists.replaces(screen: "other", written: "on_up_ok", resolved: "on_up_ok"))
    }

    /// oppia: `prefs.xml` is named only to `setDefaultValues`, which stores its defaults and draws
    /// nothing; `prefs_security.xml` is loaded, and a screen named both ways is drawn.
    @Test func aScreenReadOnlyForItsDefaultsIsNotDrawn() throws {
        let code = try Self.code([
            "src/main/java/a/App.java": "public class App extends Application {\n  public void onCreate() {\n    PreferenceManager.setDefaultValues(this, R.xml.prefs, false);\n    PreferenceManager.setDefaultValues(\n        getApplicationContext(), R.xml.general, false);\n  }\n}\n",
            "src/main/java/a/SecurityPrefsFragment.java": "addPreferencesFromResource(R.xml.prefs_security);\naddPreferencesFromResource(R.xml.general);\n",
        ], applications: ["App"])
        #expect(code.seedOnlyScreens == ["prefs"])
    }

    /// A file over the size read is passed over.
    @Test func aFileOverTheSizeReadIsPassedOver() throws {
        let dir = try Self.project(["src/main/java/a/SettingsBig.java": String(repeating: "x", count: AppCode.maxFileBytes + 1) + "setSingleLineTitle(false)"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(!AppCode(folders: [dir.path + "/src/main/java"], read: SourceFile.reader(limit: 4 << 20)).wrapsTitles)
    }

    /// A preference library of its own classes draws the screens only where the code imports its
    /// fragment and names no platform preference class (MiuiHome_R's moralnorm.preference).
    @Test func aLibraryOfItsOwnClassesDrawsTheScreens() throws {
        let fragment = "import moralnorm.preference.PreferenceFragmentCompat\nclass SettingsFragment : PreferenceFragmentCompat() {\n    fun load() { addPreferencesFromResource(R.xml.main) }\n}\n"
        #expect(try Self.code(["app/src/main/java/a/SettingsFragment.kt": fragment]).drawsWithLibrary)
        // A library that extends AndroidX's is used beside it: the platform's classes are named.
        let beside = try Self.code(["app/src/main/java/a/SettingsFragment.kt": fragment,
                                    "app/src/main/java/a/Prefs.kt": "import androidx.preference.PreferenceManager\n"])
        #expect(!beside.drawsWithLibrary)
        // The app's own package named for preferences holds classes, not a fragment of a library's.
        let own = try Self.code(["app/src/main/java/a/SettingsFragment.kt": "import com.example.preference.ColorPreference\nsetPreferencesFromResource(R.xml.main, root)\n"])
        #expect(!own.drawsWithLibrary)
    }
}
