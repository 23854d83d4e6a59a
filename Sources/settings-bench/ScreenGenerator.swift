/// AndroidX preference screens of any size for the benchmark, with the values file their
/// references resolve through: categories of the common preference types, as a real screen mixes them.
enum ScreenGenerator {
    static func screen(preferences: Int) -> String {
        var rows = ""
        for i in 0..<preferences {
            let key = "app:key=\"key\(i)\""
            switch i % 8 {
            case 0: rows += (i == 0 ? "" : "    </PreferenceCategory>\n") + "    <PreferenceCategory app:title=\"@string/group\" app:summary=\"About group \(i).\">\n"
            case 1: rows += "        <SwitchPreferenceCompat \(key) app:title=\"@string/sync\" app:summary=\"Switch \(i)\" app:defaultValue=\"true\"/>\n"
            case 2: rows += "        <ListPreference \(key) app:title=\"Choice \(i)\" app:entries=\"@array/sizes\" app:entryValues=\"@array/size_values\" app:defaultValue=\"m\" app:useSimpleSummaryProvider=\"true\"/>\n"
            case 3: rows += "        <EditTextPreference \(key) app:title=\"Name \(i)\" app:defaultValue=\"Ada\"/>\n"
            case 4: rows += "        <SeekBarPreference \(key) app:title=\"Volume \(i)\" android:max=\"10\" app:defaultValue=\"5\"/>\n"
            case 5: rows += "        <Preference \(key) app:title=\"More \(i)\" app:fragment=\"com.example.MoreFragment\"/>\n"
            case 6: rows += "        <CheckBoxPreference \(key) app:title=\"设置 \(i)\" app:defaultValue=\"false\" app:dependency=\"key\(i - 5)\"/>\n"
            default: rows += "        <Preference \(key) app:title=\"Version \(i)\" app:summary=\"1.0.\(i)\" app:icon=\"@drawable/ic_info\"/>\n"
            }
        }
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
            + "    xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:title=\"Bench\">\n" + rows
            + (preferences > 0 ? "    </PreferenceCategory>\n" : "") + "</PreferenceScreen>\n"
    }

    static let values = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="group">Group</string>
            <string name="sync">Sync</string>
            <string-array name="sizes"><item>Small</item><item>Medium</item><item>Large</item></string-array>
            <string-array name="size_values"><item>s</item><item>m</item><item>l</item></string-array>
        </resources>

        """
}
