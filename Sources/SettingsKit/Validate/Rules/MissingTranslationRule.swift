/// A text that some of the bundle's locales translate and another does not: that locale shows it
/// as written, in the wrong language. On Android: a string or array of `res/values/` that a
/// `values-LANG/` folder holding other strings lacks (unless `translatable="false"`).
enum MissingTranslationRule: Rule {
    static let description = RuleDescription(
        id: .missingTranslation,
        summary: "A title or footer is translated in some locales' strings tables (Android: res/values-LANG folders) and missing from another's.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string>\n↓<key>Title</key><string>SOUND</string></dict>\n",
                   neighbours: [("en.lproj/Root.strings", "\"SOUND\" = \"Sound\";\n"), ("de.lproj/Root.strings", "\"OTHER\" = \"Andere\";\n")]),
            .android("<Preference app:key=\"about\" ↓app:title=\"@string/about\" app:summary=\"@string/version\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n<string name=\"version\">Version</string>\n")),
                                  ("res/values-de/strings.xml", RuleExample.androidValues("<string name=\"version\">Version</string>\n"))]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string>\n<key>Title</key><string>SOUND</string></dict>\n",
                   neighbours: [("en.lproj/Root.strings", "\"SOUND\" = \"Sound\";\n"), ("de.lproj/Root.strings", "\"SOUND\" = \"Ton\";\n")]),
            .android("<Preference app:key=\"about\" app:title=\"@string/about\" app:summary=\"@string/app_name\"/>\n",
                     neighbours: [("res/values/strings.xml", RuleExample.androidValues("<string name=\"about\">About</string>\n<string name=\"app_name\" translatable=\"false\">Demo</string>\n")),
                                  ("res/values-de/strings.xml", RuleExample.androidValues("<string name=\"about\">Über</string>\n"))]),
        ])
}
