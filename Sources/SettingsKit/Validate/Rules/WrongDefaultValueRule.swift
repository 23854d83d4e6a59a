/// A `DefaultValue` the row cannot show: not among a choice list's `Values` (equal type and
/// value, as Foundation compares: `<integer>0</integer>` is not `<real>0</real>`), not a
/// switch's `TrueValue`/`FalseValue`, or of a type the row does not take. On Android: a
/// `defaultValue` not among a list's `entryValues`, not `true`/`false` on a two-state preference,
/// not an integer within `min`–`max` on a seek bar, not an `@array` on a multi-select list.
enum WrongDefaultValueRule: Rule {
    static let description = RuleDescription(
        id: .wrongDefaultValue,
        summary: "A DefaultValue (Android: defaultValue) is of the wrong type, or not among the Values (entryValues, TrueValue/FalseValue), so the row shows no or the wrong state.",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>Titles</key><array><string>A</string></array><key>Values</key><array><real>0</real></array>\n↓<key>DefaultValue</key><integer>0</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n↓<key>DefaultValue</key><integer>2</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>k</string>\n↓<key>DefaultValue</key><string>half</string></dict>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    ↓app:defaultValue=\"Dim\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n"))]),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" ↓app:defaultValue=\"yes\"/>\n"),
            .android("<SeekBarPreference app:key=\"volume\" app:title=\"Volume\" android:max=\"10\" ↓app:defaultValue=\"20\"/>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>Titles</key><array><string>A</string></array><key>Values</key><array><integer>0</integer></array>\n<key>DefaultValue</key><integer>0</integer></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string>\n<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string><key>DefaultValue</key><string>on</string></dict>\n"),
            .android("<ListPreference app:key=\"theme\" app:title=\"Theme\" app:entries=\"@array/themes\" app:entryValues=\"@array/themes\"\n    app:defaultValue=\"Dark\"/>\n<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"@bool/sync_default\"/>\n",
                     neighbours: [("res/values/values.xml", RuleExample.androidValues("<string-array name=\"themes\"><item>Light</item><item>Dark</item></string-array>\n<bool name=\"sync_default\">true</bool>\n"))]),
        ])
}
