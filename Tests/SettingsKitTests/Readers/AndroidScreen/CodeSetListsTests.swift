import Testing
@testable import SettingsKit

/// Which lists the code that loads a screen gives values or a value: traced to their keys where it
/// says, any list of the screen where it does not, none where it sets literal values.
@Suite struct CodeSetListsTests {
    static func lists(_ files: [String]) -> CodeSetLists {
        let constants = Dictionary(files.flatMap(CodeSetLists.constants(in:)), uniquingKeysWith: { first, _ in first })
        return CodeSetLists(files: files.compactMap { CodeSetLists.scan($0) }, writes: files.flatMap(CodeSetLists.writes(in:)), constants: constants)
    }

    @Test func tracesEachSetterToTheKeyItsReceiverCameFrom() {
        let lists = Self.lists(["""
            static final String KEY_REFRESH = "refresh";
            void load() {
                setPreferencesFromResource(R.xml.main, root);
                refresh = (ListPreference) findPreference(KEY_REFRESH);
                this.refresh.setValueIndex(6);
                ListPreference language = findPreference(getString(R.string.pref_key_language));
                language.setEntryValues(codes);
                val speed: ListPreference? = findPreference<ListPreference>("speed")
                speed?.entryValues = speeds
                // old.setValueIndex(1);
            }
            """])
        #expect(lists.replaces(screen: "main", written: "refresh", resolved: "refresh"))
        #expect(lists.replaces(screen: "main", written: "@string/pref_key_language", resolved: "language"))
        #expect(lists.replaces(screen: "main", written: "speed", resolved: "speed"))
        #expect(!lists.replaces(screen: "main", written: "theme", resolved: "theme"))
        #expect(!lists.replaces(screen: "other", written: "refresh", resolved: "refresh"))
    }

    @Test func aReceiverTracedToNoKeyMeansAnyListOfTheScreen() {
        let lists = Self.lists(["""
            addPreferencesFromResource(R.xml.ev3_preferences);
            for (String sensor : SENSORS) {
                ListPreference list = (ListPreference) findPreference(sensor);
                list.setEntryValues(Sensor.codes());
            }
            """])
        #expect(lists.replaces(screen: "ev3_preferences", written: "sensor_1", resolved: "sensor_1"))
    }

    @Test func literalValuesOrTheListsOwnLeaveTheXMLStanding() {
        let lists = Self.lists(["""
            addPreferencesFromResource(R.xml.security);
            ListPreference itemList = (ListPreference) findPreference("passSetting");
            itemList.setEntryValues(new String[]{ "p0", "p1" });
            itemList.setEntryValues(itemList.getEntryValues());
            preference.setValue(newValue);
            """, "class Unrelated { void f() { list.setEntryValues(codes); } }\n"])
        #expect(!lists.replaces(screen: "security", written: "passSetting", resolved: "passSetting"))
    }

    /// Java has no properties: androidtoken's `entryValues = Arrays.copyOf(entryValues, 2)` is a
    /// variable of its own; the same line in Kotlin, inside a list's `apply`, sets the list's values.
    @Test func aJavaVariableNamedLikeAPropertyIsTheCodesOwn() {
        let java = """
            addPreferencesFromResource(R.xml.root_preferences);
            CharSequence[] entryValues = getResources().getTextArray(R.array.algorithms);
            entryValues = Arrays.copyOf(entryValues, 2);
            """
        #expect(CodeSetLists.scan(java, isJava: true) == nil)
        let kotlin = """
            setPreferencesFromResource(R.xml.root_preferences, rootKey)
            findPreference<ListPreference>("algorithm")?.apply {
                entryValues = codes
            }
            """
        #expect(CodeSetLists.scan(kotlin)?.arguments == ["\"algorithm\""])
    }

    /// ffupdater finds its lists through functions that wrap findPreference: a list it sets is the
    /// one named at the call, not any list of the screen; Java's helper with a cast too.
    @Test func aFunctionWrappingFindPreferenceNamesTheKey() {
        let kotlin = CodeSetLists.scan("""
            setPreferencesFromResource(R.xml.root_preferences, rootKey)
            private fun findMultiPref(key: String) = findPreference<MultiSelectListPreference>(key)!!
            private fun loadHiddenAppNames() {
                val hiddenApps = findMultiPref("foreground__hidden_apps")
                hiddenApps.entryValues = App.values().map { it.name }.toTypedArray()
                findMultiPref("excluded").entryValues = codes
            }
            """)
        #expect(kotlin?.arguments == ["\"foreground__hidden_apps\"", "\"excluded\""])
        let java = CodeSetLists.scan("""
            addPreferencesFromResource(R.xml.settings);
            private ListPreference list(String key) { return (ListPreference) findPreference(key); }
            void f() { ListPreference speed = list("speed"); speed.setEntryValues(codes); }
            """, isJava: true)
        #expect(java?.arguments == ["\"speed\""])
        // A function that does more than return what it finds is not one.
        #expect(PreferenceFinders.names(in: CodeBytes(bytes: Array("void hide(String key) { findPreference(key).setVisible(false); }".utf8))) == ["findPreference"])
        #expect(PreferenceFinders.names(in: CodeBytes(bytes: Array("void setUp(String key) { ListPreference p = findPreference(key); p.setEntries(x); }".utf8))) == ["findPreference"])
        #expect(PreferenceFinders.names(in: CodeBytes(bytes: Array("fun list(key: String): ListPreference? = findPreference(key)\n".utf8))) == ["findPreference", "list"])
    }

    /// amahi sorts its languages by their entries, and sets the same values back in that order.
    @Test func theListsOwnValuesSetBackThroughANameLeaveTheXMLStanding() {
        let own = Self.lists(["""
            addPreferencesFromResource(R.xml.settings);
            ListPreference language = (ListPreference) getPreference(R.string.preference_key_language);
            CharSequence[] values = language.getEntryValues();
            Arrays.sort(values, 1, values.length);
            language.setEntryValues(values);
            """])
        #expect(!own.replaces(screen: "settings", written: "language", resolved: "language"))
        // Values of another list, or made by the code, are a replacement.
        let other = Self.lists(["""
            addPreferencesFromResource(R.xml.settings);
            ListPreference language = (ListPreference) getPreference(R.string.preference_key_language);
            CharSequence[] values = region.getEntryValues();
            language.setEntryValues(values);
            """])
        #expect(other.replaces(screen: "settings", written: "language", resolved: "language"))
    }
}

extension CodeSetListsTests {
    @Test func kotlinScopeBlocksAndDeclarationsAreRead() {
        let lists = Self.lists(["""
            const val DEFAULT_CAMERA = "default_camera"
            override fun onCreatePreferences(state: Bundle?, rootKey: String?) {
                setPreferencesFromResource(R.xml.preferences, rootKey)
                findPreference<ListPreference>(DEFAULT_CAMERA)?.apply {
                    val values = cameras(requireContext())
                    entries = names(values)
                    entryValues = values.toTypedArray()
                }
            }
            private fun summary(preference: MultiSelectListPreference): String {
                val entryValues = preference.entryValues
                return ""
            }
            """])
        #expect(lists.replaces(screen: "preferences", written: "default_camera", resolved: "default_camera"))
        #expect(!lists.replaces(screen: "preferences", written: "show_checksum", resolved: "show_checksum"))
        // After the block is closed, a setter without a receiver is traced to no key.
        let after = Self.lists(["""
            setPreferencesFromResource(R.xml.preferences, rootKey)
            findPreference<ListPreference>(BEEP)?.apply { summary = "" }
            entryValues = codes
            """])
        #expect(after.replaces(screen: "preferences", written: "show_checksum", resolved: "show_checksum"))
    }

    @Test func literalValuesOverSeveralLinesAreLiteral() {
        let lists = Self.lists(["""
            addPreferencesFromResource(R.xml.security);
            ListPreference itemList = (ListPreference) findPreference("passSetting");
            itemList.setEntryValues(new String[]{
                    "p0", "p1", "p2"
            });
            """])
        #expect(!lists.replaces(screen: "security", written: "passSetting", resolved: "passSetting"))
    }
}

extension CodeSetListsTests {
    /// What an `Application` writes as it starts decides the key: in `onCreate` (periodical) or a
    /// method of the file it calls (mUzima, through a name assigned from `getString`). A setter
    /// the app calls later (AFWall+'s `theme(String)`), a comment, or an `Intent`'s extra does not.
    @Test func theKeysAnApplicationWritesAsItStartsAreDecidedByIt() {
        let lists = Self.lists(["""
            public class App extends Application {
                private static final String THEME = "theme";
                public static final String GENERAL_THEME = "general_theme";
                @Override public void onCreate() {
                    super.onCreate();
                    if (prefs.getString("locale", "").isEmpty()) { editor.putString("locale", "system"); }
                    preferences.edit().putString(GENERAL_THEME, Theme.valueOf(theme.toUpperCase()).toString()).commit();
                    editor.putInt(getString(R.string.pref_key_size), size);
                    seedLanguage();
                    // editor.putString("old", x);
                    intent.putExtra("theme_name", name);
                }
                public void seedLanguage() {
                    String localeKey = getResources().getString(R.string.preference_app_language);
                    settings.edit().putString(localeKey, Locale.getDefault().getLanguage()).commit();
                }
                public static void theme(String val) { gPrefs.edit().putString(THEME, val).commit(); }
            }
            """])
        #expect(lists.replaces(screen: "any", written: "locale", resolved: nil))
        #expect(lists.replaces(screen: "any", written: "general_theme", resolved: nil))
        #expect(lists.replaces(screen: "any", written: "@string/pref_key_size", resolved: "size"))
        #expect(lists.replaces(screen: "any", written: "@string/preference_app_language", resolved: "app_language"))
        #expect(!lists.replaces(screen: "any", written: "theme", resolved: "theme"))
        #expect(!lists.replaces(screen: "any", written: "old", resolved: "old"))
        #expect(!lists.replaces(screen: "any", written: "theme_name", resolved: "theme_name"))
    }

    @Test func kotlinsOnCreateIsReadToo() {
        let lists = Self.lists(["class App : Application() {\n  override fun onCreate() {\n    super.onCreate()\n    prefs.edit { putBoolean(\"notify\", true) }\n  }\n}\n"])
        #expect(lists.replaces(screen: "any", written: "notify", resolved: nil))
    }
}

extension CodeSetListsTests {
    /// A key read through nested calls is traced whole (mUzima, Kotlin's `getString` in a scope
    /// block): only that list is the code's, so a wrong default on another is still judged.
    @Test func aKeyInsideNestedCallsIsTraced() {
        let lists = Self.lists(["""
            addPreferencesFromResource(R.xml.preference);
            ListPreference server = (ListPreference) findPreference(getResources().getString(R.string.key_server));
            server.setEntryValues(servers);
            findPreference<ListPreference>(getString(R.string.key_theme))?.apply { entryValues = themes }
            """])
        #expect(lists.replaces(screen: "preference", written: "@string/key_server", resolved: "server"))
        #expect(lists.replaces(screen: "preference", written: "@string/key_theme", resolved: "theme"))
        #expect(!lists.replaces(screen: "preference", written: "language", resolved: "language"))
    }

    /// A key stored unless already stored, in any file, is the code's to decide (ActivityLauncher's
    /// SettingsService); a key merely tested, or another key stored after the test, is not.
    @Test func aKeySeededUnlessStoredIsWritten() {
        let seeds = CodeSetLists.seeds(CodeBytes(bytes: Array("""
            fun init() {
                if (!prefs.contains(PREF_LANGUAGE)) {
                    prefs.edit { putString(PREF_LANGUAGE, LANGUAGE_DEFAULT) }
                }
                if (!getPrefs(context).contains("theme")) getPrefs(context).edit().putInt("theme", 2).apply();
                if (prefs.contains("sync")) { prefs.edit { putBoolean("sync", false) } }
                if (!prefs.contains("colour")) { prefs.edit { putString("accent", "red") } }
                // if (!prefs.contains("old")) prefs.edit { putString("old", "x") }
                if (!items.containsKey(Accessor.SHOW_GRID)) {
                    editor.putString(
                        Accessor.SHOW_GRID,
                        Accessor.SHOW_GRID_DEFAULT
                    )
                }
            }
            """.utf8)))
        #expect(seeds.map(\.key) == ["PREF_LANGUAGE", "\"theme\"", "Accessor.SHOW_GRID"])
        #expect(seeds.allSatisfy { !$0.namedStore })
    }

    /// A setter only old devices run (an upper bound on the SDK) replaces nothing a newer device
    /// shows (Sobriety's and Flashy's lists, holdouts 23 and 25); one on newer devices, or in the
    /// `else`, does.
    @Test func aSetterOnlyOldDevicesRunReplacesNothing() {
        let lists = Self.lists(["""
            override fun onCreatePreferences(state: Bundle?, root: String?) {
                setPreferencesFromResource(R.xml.main, root)
                val theme = findPreference<ListPreference>("theme")!!
                if (Build.VERSION.SDK_INT <= Build.VERSION_CODES.P) {
                    theme.setEntryValues(R.array.theme_values_p)
                }
                val mode = findPreference<ListPreference>("mode")!!
                if (SDK_INT < 29) mode.setEntryValues(R.array.modes_old)
                val dark = findPreference<ListPreference>("dark")!!
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
                    dark.setEntryValues(R.array.dark_q)
                }
                val font = findPreference<ListPreference>("font")!!
                if (Build.VERSION.SDK_INT < 26) {
                    log("old")
                } else {
                    font.setEntryValues(R.array.fonts)
                }
            }
            """])
        #expect(!lists.replaces(screen: "main", written: "theme", resolved: "theme"))
        #expect(!lists.replaces(screen: "main", written: "mode", resolved: "mode"))
        #expect(lists.replaces(screen: "main", written: "dark", resolved: "dark"))
        #expect(lists.replaces(screen: "main", written: "font", resolved: "font"))
        // A write as the app starts, only on old devices (Sobriety's `Main.onCreate`), in a lambda inside the `if`.
        let writes = CodeSetLists.writes(in: """
            override fun onCreate(state: Bundle?) {
                if (prefs.getString("theme", "system") == "system" &&
                    Build.VERSION.SDK_INT <= Build.VERSION_CODES.P
                ) {
                    prefs.edit { putString("theme", "light") }
                }
                prefs.edit { putString("first", "1") }
            }
            """)
        #expect(writes == ["\"first\""])
        // Java's braceless `if` with the write on the next line (Flashy's `MainActivity`).
        let java = CodeSetLists.writes(in: """
            protected void onCreate(Bundle state) {
                if (Build.VERSION.SDK_INT <= Build.VERSION_CODES.P && prefs.getString("theme", "system").equals("system"))
                    prefs.edit().putString("theme", "light").apply();
                prefs.edit().putString("first", "1").apply();
            }
            """)
        #expect(java == ["\"first\""])
    }
}
