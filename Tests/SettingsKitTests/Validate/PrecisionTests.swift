import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// SPEC 11's precision: a default rule reports only what the file shows to be wrong; what the app
/// may settle in code is opt-in, and what the file does not hold is not measured.
@Suite struct PrecisionTests {
    /// Files in a folder of their own, removed when the test ends.
    final class Folder {
        let folder: TempFolder
        var url: URL { folder.url }
        init(_ files: [String: String]) throws { folder = try TempFolder(files, prefix: "precision") }
        func path(_ name: String) -> String { folder.path(name) }
        func rules(_ name: String, _ settings: RuleSettings = .default, options: ImportOptions = .default) throws -> [String] {
            Validator.validating(try SourceFile.read(path(name)), rules: settings, options: options).diagnostics.map(\.rule.rawValue)
        }
    }

    /// A group of one button: the Settings app would draw its header over no row.
    static let button = "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
        + "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"

    @Test func anInAppSettingsBundleIsReadByInAppSettingsKitAlone() throws {
        let folder = try Folder([
            "InAppSettings.bundle/Root.plist": RuleExample.plistText(Self.button),
            "Settings.bundle/Root.plist": RuleExample.plistText(Self.button),
        ])
        #expect(try folder.rules("InAppSettings.bundle/Root.plist").isEmpty)
        #expect(try folder.rules("Settings.bundle/Root.plist") == ["in-app-only-specifier"])
    }

    @Test func anOptInRuleRunsOnlyWhenTheConfigurationGivesItALevel() throws {
        let folder = try Folder(["res/xml/s.xml": AndroidMappingTests.screen(
            #"<SwitchPreferenceCompat app:key="sync" app:title="Sync"/>"# + "\n" + #"<SwitchPreferenceCompat app:key="wifi" app:title="Wi-Fi" app:defaultValue="true"/>"# + "\n")])
        #expect(try folder.rules("res/xml/s.xml").isEmpty)
        let (configuration, problems) = Configuration.load(SourceFile(path: ".settings-render.yml", bytes: Array("rules:\n  missing-default-value: warning\n".utf8)))
        #expect(problems.isEmpty)
        #expect(try folder.rules("res/xml/s.xml", configuration.rules) == ["missing-default-value"])
        #expect(!RuleSettings.default.isOn(.missingDefaultValue) && configuration.rules.isOn(.missingDefaultValue))
    }

    @Test func aTitleIsMeasuredOnlyAsShownOnOneLine() throws {
        let long = "Synchronise every photo album over mobile data"
        let folder = try Folder([
            "res/xml/wraps.xml": AndroidMappingTests.screen(#"<SwitchPreferenceCompat app:key="a" app:title="\#(long)" app:singleLineTitle="false" app:defaultValue="true"/>"# + "\n"),
            // AndroidX reads singleLineTitle from app: only.
            "res/xml/android.xml": AndroidMappingTests.screen(#"<SwitchPreferenceCompat app:key="b" app:title="\#(long)" android:singleLineTitle="false" app:defaultValue="true"/>"# + "\n"),
            "res/xml/other.xml": AndroidMappingTests.screen(#"<SwitchPreferenceCompat app:key="c" app:title="@string/from_another_module_with_a_long_name" app:defaultValue="true"/>"# + "\n"),
        ])
        #expect(try folder.rules("res/xml/wraps.xml").isEmpty)
        #expect(try folder.rules("res/xml/android.xml") == ["title-truncated"])
        #expect(try folder.rules("res/xml/other.xml") == ["unresolved-resource"])
    }

    @Test func aListWhoseEntriesTheAppSetsInCodeIsNotAnError() throws {
        let folder = try Folder(["res/xml/s.xml": AndroidMappingTests.screen(#"<ListPreference app:key="theme" app:title="Theme"/>"# + "\n")])
        #expect(try folder.rules("res/xml/s.xml").isEmpty)
    }

    @Test func anEnglishOnlyBundleNeedsNoStringsTable() throws {
        let group = "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>General</string></dict>\n"
        let folder = try Folder([
            "A/Settings.bundle/Root.plist": RuleExample.plistText(group, root: "<key>StringsTable</key><string>Root</string>\n"),
            "B/Settings.bundle/Root.plist": RuleExample.plistText(group, root: "<key>StringsTable</key><string>Root</string>\n"),
            "B/Settings.bundle/de.lproj/Other.strings": "\"A\" = \"B\";\n",
        ])
        #expect(try folder.rules("A/Settings.bundle/Root.plist").isEmpty)
        #expect(try folder.rules("B/Settings.bundle/Root.plist") == ["missing-strings-table"])
    }

    @Test func aLocaleTheFileHasNotIsSaidAndTheOneUsedIsRecorded() throws {
        let toggle = "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>a</string><key>Title</key><string>SOUND</string><key>DefaultValue</key><true/></dict>\n"
        let folder = try Folder([
            "Settings.bundle/Root.plist": RuleExample.plistText(toggle),
            "Settings.bundle/en.lproj/Root.strings": "\"SOUND\" = \"Sound\";\n",
            "Settings.bundle/de.lproj/Root.strings": "\"SOUND\" = \"Ton\";\n",
        ])
        let german = try PageLoader.load(path: folder.path("Settings.bundle/Root.plist"), options: ImportOptions(locale: .named("de")))
        #expect(german.pages.first?.source.locale == "de" && german.warnings.isEmpty)
        let french = try PageLoader.load(path: folder.path("Settings.bundle/Root.plist"), options: ImportOptions(locale: .named("fr")))
        #expect(french.pages.first?.source.locale == "en")
        #expect(french.pages.first?.sections.first?.cells.first?.title == "Sound")
        #expect(french.warnings.count == 1 && french.warnings[0].contains("no locale 'fr'") && french.warnings[0].contains("in 'en'"))
        var options = RenderCommand.Options()
        options.imports.locale = .named("fr")
        let run = RenderCommand.run([folder.path("Settings.bundle/Root.plist")], options: options)
        #expect(run.stderr.contains("warning:") && run.stderr.contains("no locale 'fr'") && run.exitCode == 0)
    }

    @Test func theAppsOwnClassesAreNotJudgedOnWhatTheyMayDoThemselves() throws {
        let long = "Synchronise every photo album over mobile data"
        let folder = try Folder(["res/xml/s.xml": AndroidMappingTests.screen("""
            <org.example.SwitchPreferenceMultiLine app:key="a" app:title="\(long)" app:defaultValue="true"/>
            <org.example.KeyPreference app:key="key" app:title="Key"/>
            <SwitchPreferenceCompat app:key="b" app:title="B" app:dependency="key" app:defaultValue="true"/>
            <Preference app:key="plain" app:title="Plain"/>
            <SwitchPreferenceCompat app:key="c" app:title="C" app:dependency="plain" app:defaultValue="true"/>
            <ListPreference app:key="list" app:title="List"/>
            <SwitchPreferenceCompat app:key="d" app:title="D" app:dependency="list" app:defaultValue="true"/>

            """)])
        // A plain Preference the app disables in code leads its dependents (AndroidX: `!isEnabled()`);
        // a list never does by its value.
        #expect(try folder.rules("res/xml/s.xml") == ["dependency-not-switch"])
    }

    @Test func aWalkTakesStringsTablesOfSettingsBundlesOnly() throws {
        let folder = try Folder([
            "App/en.lproj/Localizable.strings": "\"broken\" = ;\n",
            "Vendor/Kit.xcframework/ios/Kit.framework/Settings.bundle/Root.plist": "not a plist",
            "App/Settings.bundle/Root.plist": RuleExample.plistText(""),
            "App/Settings.bundle/en.lproj/Root.strings": "\"broken\" = ;\n",
        ])
        var options = ValidateCommand.Options()
        options.format = .json
        options.configuration = .none
        let run = ValidateCommand.run([folder.url.path], options: options)
        #expect(run.stdout.contains("Settings.bundle/en.lproj/Root.strings") && run.stdout.contains("strings-syntax"), "\(run.stdout)")
        #expect(!run.stdout.contains("Localizable.strings") && !run.stdout.contains("xcframework"), "\(run.stdout)")
        // Named on the command line, an app's strings table is checked.
        #expect(ValidateCommand.run([folder.path("App/en.lproj/Localizable.strings")], options: options).stdout.contains("strings-syntax"))
    }
}
