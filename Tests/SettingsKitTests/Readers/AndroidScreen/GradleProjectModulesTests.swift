import Testing
@testable import SettingsKit

/// The modules a build includes (weather-notification's `big-text` skin, commented out of
/// `settings.gradle` since 2017: holdout 18's two false findings on a screen no one builds).
@Suite struct GradleProjectModulesTests {
    @Test func theSettingsScriptSaysWhichModulesAreBuilt() {
        let script = """
            include ':core'
            include ':libweather'
            project(':libweather').projectDir = new File(settingsDir, './libs/libweather')
            //include ':skin-big-text'
            //project(':skin-big-text').projectDir = new File(settingsDir, './skins/big-text')
            /* include ':old'
               include ':older' */
            include(":feature:map", ":app") // the app
            """
        #expect(GradleProject.includedModules(settings: script) == ["core", "libs/libweather", "feature/map", "app"])
        // What only Gradle works out leaves every module built.
        #expect(GradleProject.includedModules(settings: "include modules.toArray()\n") == nil)
        #expect(GradleProject.includedModules(settings: "include ':a'\nproject(':a').projectDir = file(\"../shared/a\")\n") == nil)
        #expect(GradleProject.includedModules(settings: "rootProject.name = 'x'\n") == nil)
        #expect(GradleProject.includedModules(settings: nil) == nil)
    }

    @Test func aScreenInAModuleNoBuildIncludesIsUnloaded() throws {
        let screen = RuleExample.androidText(
            "<ListPreference app:key=\"size\" app:title=\"Size\" app:entries=\"@array/s\" app:entryValues=\"@array/s\" app:defaultValue=\"huge\"/>\n")
        let values = "<resources><string-array name=\"s\"><item>small</item><item>large</item></string-array></resources>\n"
        let folder = try PrecisionTests.Folder([
            "settings.gradle": "include ':core'\n//include ':skin'\n//project(':skin').projectDir = new File(settingsDir, './skins/skin')\n",
            "core/src/main/res/xml/prefs.xml": screen, "core/src/main/res/values/arrays.xml": values,
            "skins/skin/src/main/res/xml/prefs.xml": screen, "skins/skin/src/main/res/values/arrays.xml": values,
        ])
        #expect(try folder.rules("core/src/main/res/xml/prefs.xml") == ["wrong-default-value"])
        #expect(try folder.rules("skins/skin/src/main/res/xml/prefs.xml").isEmpty)
    }
}
