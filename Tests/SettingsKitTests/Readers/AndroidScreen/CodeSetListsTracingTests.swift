import Testing
@testable import SettingsKit

/// Setters whose receiver the code does not assign from `findPreference` where it sets it: a
/// method's parameter, a row the code makes, a local variable, a default set too late (holdout 14's
/// misses: irma, LaunchTime, podcast, SimpleWeather, ZimLX). Each once stood for any list of the screen.
@Suite struct CodeSetListsTracingTests {
    @Test func aParameterIsTracedToWhatEachCallPasses() {
        let lists = CodeSetListsTests.lists(["""
            static final String KEY_VERIFIER = "verifier";
            void setup() {
                addPreferencesFromResource(R.xml.pref_general);
                final ListPreference verifiers = (ListPreference) findPreference(KEY_VERIFIER);
                fillVerifierList(verifiers, PreferenceManager.getDefaultSharedPreferences(
                    this).getString(KEY_VERIFIER, ""));
                fillIcons((ListPreference) findPreference(getString(R.string.pref_key_icons)), this);
            }
            private void fillVerifierList(ListPreference listpref, String selected) {
                listpref.setEntryValues(ids);
            }
            private static void fillIcons(ListPreference lp, Context context) {
                lp.setEntryValues(packs);
            }
            void timetable() {
                addPreferencesFromResource(R.xml.pref_general);
                TwoLinesListPreference lva = findPreference(PreferenceHelper.PREF_CALENDAR_LVA);
                setEntries(calendars, lva);
            }
            private void setEntries(CalendarList calendars, TwoLinesListPreference preference) {
                preference.setEntries(calendars.names());
                preference.setEntryValues(calendars.ids());
            }
            """, "class PreferenceHelper { static final String PREF_CALENDAR_LVA = \"calendar_lva\"; }"])
        #expect(lists.replaces(screen: "pref_general", written: "verifier", resolved: "verifier"))
        #expect(lists.replaces(screen: "pref_general", written: "@string/pref_key_icons", resolved: "icons"))
        #expect(lists.replaces(screen: "pref_general", written: "calendar_lva", resolved: "calendar_lva"))
        #expect(!lists.replaces(screen: "pref_general", written: "language", resolved: "language"))
    }

    @Test func aParameterTheCallsDoNotTraceIsAnyList() {
        let lists = CodeSetListsTests.lists(["""
            void update(Preference p) {
                addPreferencesFromResource(R.xml.prefs);
                ListPreference listPref = (ListPreference) p;
                layout(listPref);
            }
            private void layout(ListPreference listPref) {
                listPref.setEntryValues(values);
            }
            """])
        #expect(lists.replaces(screen: "prefs", written: "language", resolved: "language"))
    }

    @Test func aRowTheCodeMakesAndAVariableAreNoListOfTheScreen() {
        let lists = CodeSetListsTests.lists(["""
            fun onCreatePreferences(state: Bundle?, rootKey: String?) {
                setPreferencesFromResource(R.xml.prefs, rootKey)
                val engines = ListPreference(requireContext())
                engines.entryValues = ids
                var entryValues = arrayOfNulls<String>(providers.size)
                entryValues = arrayOfNulls(radars.size)
            }
            """, """
            void onCreate(Bundle b) {
                addPreferencesFromResource(R.xml.more);
                ListPreference search = new ListPreference(getActivity());
                search.setEntryValues(ids);
            }
            """])
        #expect(!lists.replaces(screen: "prefs", written: "language", resolved: "language"))
        #expect(!lists.replaces(screen: "more", written: "language", resolved: "language"))
    }

    @Test func aDefaultSetAfterTheScreenIsBuiltChangesNothing() {
        // ZimLX's rotation switch, sls's notification list: the XML row stored its default as it was added.
        let lists = CodeSetListsTests.lists(["""
            void onCreate(Bundle b) {
                addPreferencesFromResource(R.xml.drawer);
                Preference rotation = findPreference(Utilities.ALLOW_ROTATION_PREFERENCE_KEY);
                rotation.setDefaultValue(Utilities.allowRotation());
                static final String KEY_PRIORITY = "priority";
                ListPreference priority = (ListPreference) findPreference(KEY_PRIORITY);
                priority.setDefaultValue(Util.priority());
            }
            """])
        #expect(!lists.replaces(screen: "drawer", written: "sort", resolved: "sort"))
        #expect(!lists.replaces(screen: "drawer", written: "priority", resolved: "priority"))
    }

    @Test func aCheckedStateSetByKeyIsTheCodesAndSaysNothingOfOtherRows() {
        let lists = CodeSetListsTests.lists(["""
            void onCreate(Bundle b) {
                addPreferencesFromResource(R.xml.prefs);
                login = (CheckBoxPreference) findPreference("login");
                login.setChecked(settings.login());
                for (Preference p : all) { ((CheckBoxPreference) p).setChecked(true); }
                findPreference<SwitchPreference>("sync")?.isChecked = false
            }
            """])
        #expect(lists.sets(screen: "prefs", written: "login", resolved: "login"))
        #expect(lists.sets(screen: "prefs", written: "sync", resolved: "sync"))
        #expect(!lists.sets(screen: "prefs", written: "wifi", resolved: "wifi"))
        // A check box set in a loop is no list of the screen.
        #expect(!lists.replaces(screen: "prefs", written: "language", resolved: "language"))
        // Set when something happens later (wulkanowy's presenter calls setCheckedAdsEnabled), or
        // in a listener, it does not decide what the screen first shows.
        let later = CodeSetListsTests.lists(["""
            override fun onCreatePreferences(savedInstanceState: Bundle?, rootKey: String?) {
                setPreferencesFromResource(R.xml.ads, rootKey)
                findPreference<Preference>("support")?.setOnPreferenceClickListener { findPreference<SwitchPreferenceCompat>("tips")?.isChecked = true; true }
            }
            override fun setCheckedAdsEnabled(checked: Boolean) {
                findPreference<SwitchPreferenceCompat>("ads_enabled")?.isChecked = checked
            }
            """])
        #expect(!later.sets(screen: "ads", written: "ads_enabled", resolved: "ads_enabled"))
        #expect(!later.sets(screen: "ads", written: "tips", resolved: "tips"))
    }

    @Test func aConstantOfAClassNamedFromElsewhereIsItsKey() {
        let constants = ["RadarProvider.KEY_RADARPROVIDER": "key_radarprovider", "KEY_API": "API"]
        #expect(CodeSetLists.key("RadarProvider.KEY_RADARPROVIDER", constants: constants) == "key_radarprovider")
        #expect(CodeSetLists.key("SettingsManager.KEY_API", constants: constants) == "API")
        #expect(CodeSetLists.key("Other.KEY_RADARPROVIDER", constants: constants) == nil)
    }
}

extension CodeSetListsTracingTests {
    @Test func aWriteInAListenerSetUpAsTheAppStartsRunsLater() {
        // shoppinglist: `onCreate` builds a "reset all settings" dialog whose `onClick` writes the keys.
        let lists = CodeSetListsTests.lists(["""
            public class App extends Application {
                @Override public void onCreate() {
                    editor.putString("locale", "system");
                    new AlertDialog.Builder(this).setPositiveButton(R.string.reset, new OnClickListener() {
                        public void onClick(DialogInterface dialog, int which) {
                            editor.putString("fontsize", "2");
                        }
                    });
                    button.setOnClickListener(v -> { editor.putString("sort", "0"); });
                    if (first) { editor.putString("theme", "dark"); }
                }
            }
            """])
        #expect(lists.replaces(screen: "any", written: "locale", resolved: nil))
        #expect(lists.replaces(screen: "any", written: "theme", resolved: nil))
        #expect(!lists.replaces(screen: "any", written: "fontsize", resolved: nil))
        #expect(!lists.replaces(screen: "any", written: "sort", resolved: nil))
    }
}
