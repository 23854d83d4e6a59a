import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `diff` of whole apps (SPEC 11): every page either side leads to, stored keys and values, long
/// texts word by word, pages the same whatever the files are called.
@Suite struct DiffAppTests {
    static func d(_ pairs: [(String, String)]) -> String {
        "<dict>" + pairs.map { "<key>\($0.0)</key>" + ($0.1.hasPrefix("<") ? $0.1 : "<string>\($0.1)</string>") }.joined() + "</dict>\n"
    }

    static let root = RuleExample.plistText(
        d([("Type", "PSChildPaneSpecifier"), ("Title", "Expert"), ("File", "Expert")])
            + d([("Type", "PSMultiValueSpecifier"), ("Title", "Delivery"), ("Key", "delivery"), ("DefaultValue", "<integer>1</integer>"),
                 ("Titles", "<array><string>At most once</string><string>Exactly once</string></array>"),
                 ("Values", "<array><integer>0</integer><integer>1</integer></array>")]))
    static let expert = RuleExample.plistText(
        d([("Type", "PSToggleSwitchSpecifier"), ("Title", "Keep alive"), ("Key", "keep_alive"), ("DefaultValue", "<true/>")])
            + d([("Type", "PSGroupSpecifier"), ("FooterText", "Licensed under the Apache License, Version 2.0; you may not use this file except in compliance with the License.")]))

    private func diff(_ old: [String: String], _ new: [String: String], _ configure: (inout DiffCommand.Options) -> Void = { _ in }) throws -> CommandOutput {
        let a = try TempFolder(old.mapKeys { "Settings.bundle/" + $0 }), b = try TempFolder(new.mapKeys { "Settings.bundle/" + $0 })
        var options = DiffCommand.Options()
        configure(&options)
        return DiffCommand.run(old: a.path("Settings.bundle"), new: b.path("Settings.bundle"), labels: ("old", "new"), options: options)
    }

    private var app: [String: String] { ["Root.plist": Self.root, "Expert.plist": Self.expert] }

    @Test func aChildPaneEditIsAChangeOfTheBundle() throws {
        var edited = app
        edited["Expert.plist"] = Self.expert.replacingOccurrences(of: "Keep alive", with: "Stay connected")
        let out = try diff(app, edited)
        #expect(out.exitCode == 1)
        #expect(out.stdout.contains("page Expert [Expert]\n  section 0\n    ~ Stay connected [keep_alive] title: Keep alive → Stay connected\n"))
        // Only the file named: the child pane is not read.
        #expect(try diff(app, edited) { $0.follow = false }.exitCode == 0)
        #expect(try diff(app, app).stdout.hasSuffix("no differences\n"))
    }

    @Test func aRenamedKeyIsOneKeyChangeThatSaysWhatUsersLose() throws {
        var edited = app
        edited["Expert.plist"] = Self.expert.replacingOccurrences(of: "keep_alive", with: "keepAlive")
        let out = try diff(app, edited)
        #expect(out.stdout.contains("~ Keep alive [keepAlive] key: keep_alive → keepAlive — users' saved values under the old key are no longer read\n1 change\n"))
        edited["Root.plist"] = Self.root.replacingOccurrences(of: "<string>delivery</string>", with: "<string>mode</string>")
        let both = try diff(app, edited)
        // The list's key: one change on its row; its choice page pairs and its choices are the same.
        #expect(both.stdout.contains("~ Delivery [mode] key: delivery → mode"))
        #expect(both.stdout.hasSuffix("2 changes\n"))
    }

    @Test func storedValuesAreChangesThoughNothingShownIs() throws {
        var edited = app
        edited["Root.plist"] = Self.root.replacingOccurrences(of: "<integer>0</integer><integer>1</integer>", with: "<integer>0</integer><integer>2</integer>")
            .replacingOccurrences(of: "<integer>1</integer></key>", with: "")
            .replacingOccurrences(of: "<key>DefaultValue</key><integer>1</integer>", with: "<key>DefaultValue</key><integer>2</integer>")
        edited["Expert.plist"] = Self.expert.replacingOccurrences(of: "<key>DefaultValue</key><true/>", with: "<key>DefaultValue</key><string>YES</string><key>TrueValue</key><string>YES</string>")
        let out = try diff(app, edited) { $0.format = .json }
        let report = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        let properties = changes.compactMap { $0["property"] as? String }.sorted()
        // The default still shows "Exactly once", and the switch is still on: only what is stored changed.
        #expect(properties == ["defaultValue", "defaultValue", "storedValue", "trueValue"])
        let choice = try #require(changes.first { $0["property"] as? String == "storedValue" })
        #expect(choice["name"] as? String == "Exactly once" && choice["old"] as? Int == 1 && choice["new"] as? Int == 2)
        #expect((choice["note"] as? String)?.contains("no longer selects it") == true)
    }

    @Test func aLongTextShowsTheWordsThatChanged() throws {
        var edited = app
        edited["Expert.plist"] = Self.expert.replacingOccurrences(of: "Version 2.0", with: "Version 3.0")
        let out = try diff(app, edited)
        #expect(out.stdout.contains("footer: …the Apache License, Version [-2-]{+3+}.0; you may not…\n"))
        let json = try diff(app, edited) { $0.format = .json }
        #expect(json.stdout.contains("\"words\": \"…the Apache License, Version [-2-]{+3+}.0; you may not…\""))
    }

    @Test func theSamePagesAreTheSameWhateverTheFilesAreCalled() throws {
        let folder = try TempFolder(["Expert.old.plist": Self.expert, "Expert.plist": Self.expert])
        let out = DiffCommand.run(old: folder.path("Expert.old.plist"), new: folder.path("Expert.plist"), options: DiffCommand.Options())
        #expect(out.exitCode == 0 && out.stdout.hasSuffix("no differences\n"))
    }

    /// Two `res/` folders: every screen, its nested screens and lists, matched by id.
    @Test func resFoldersCompareEveryScreenAndTheScreensInThem() throws {
        let general = RuleExample.androidText("""
            <PreferenceScreen android:key="reading" android:title="Reading">
              <CheckBoxPreference android:key="mark_read" android:title="Mark as read" />
            </PreferenceScreen>
            <ListPreference android:key="theme" android:title="Theme" android:entries="@array/themes" android:entryValues="@array/theme_values" />
            """)
        let values = RuleExample.androidValues("""
            <string-array name="themes"><item>Light</item><item>Dark</item></string-array>
            <string-array name="theme_values"><item>light</item><item>dark</item></string-array>
            """)
        let old = try TempFolder(["res/xml/general.xml": general, "res/xml/paths.xml": "<paths/>\n", "res/values/arrays.xml": values])
        let new = try TempFolder(["res/xml/general.xml": general.replacingOccurrences(of: "mark_read", with: "mark_as_read"),
                                  "res/xml/paths.xml": "<paths/>\n",
                                  "res/values/arrays.xml": values.replacingOccurrences(of: "<item>dark</item>", with: "<item>night</item>")])
        let out = DiffCommand.run(old: old.path("res"), new: new.path("res"), labels: ("a", "b"), options: DiffCommand.Options())
        #expect(out.exitCode == 1 && out.stderr.isEmpty)
        #expect(out.stdout == """
            a → b
            page Reading [reading]
              section 0
                ~ Mark as read [mark_as_read] key: mark_read → mark_as_read — users' saved values under the old key are no longer read
            page Theme [general/theme]
              section 0
                ~ Dark [theme=night] storedValue: dark → night — users who chose it have the old value saved, which no longer selects it
            2 changes

            """)
    }

    /// As git's driver, a file is all there is (git hands over a copy out of its folder): a
    /// screen's nested screens are in it and compared; a bundle's child panes are not read.
    @Test func gitsDriverComparesWhatIsInTheFile() throws {
        let screen = { (key: String) in
            "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<PreferenceScreen android:key=\"inner\" android:title=\"Inner\">\n"
                + "<CheckBoxPreference android:key=\"\(key)\" android:title=\"Read\" />\n</PreferenceScreen>\n</PreferenceScreen>\n"
        }
        let folder = try TempFolder(["old/settings.xml": screen("read"), "new/settings.xml": screen("mark_read"),
                                     "a/Root.plist": Self.root, "a/Expert.plist": Self.expert,
                                     "b/Root.plist": Self.root, "b/Expert.plist": Self.expert.replacingOccurrences(of: "Keep alive", with: "Stay")])
        let nested = DiffCommand.runAsGitDriver(["res/xml/settings.xml", folder.path("old/settings.xml"), "0", "100644",
                                                 folder.path("new/settings.xml"), "1", "100644"], options: DiffCommand.Options())
        #expect(nested.exitCode == 0 && nested.stdout.contains("page Inner [inner]") && nested.stdout.contains("key: read → mark_read"))
        let pane = DiffCommand.runAsGitDriver(["Settings.bundle/Root.plist", folder.path("a/Root.plist"), "0", "100644",
                                               folder.path("b/Root.plist"), "1", "100644"], options: DiffCommand.Options())
        #expect(pane.exitCode == 0 && pane.stdout.hasSuffix("no differences\n") && pane.stderr.isEmpty)
    }

    /// A `shared_prefs` file holds every screen's keys: those of the app's other screens are no
    /// stranger, and each warning is said once, though both sides read the values.
    @Test func valuesWarnOnceAndNotForOtherScreensKeys() throws {
        let screen = { (key: String) in
            "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<SwitchPreferenceCompat android:key=\"\(key)\" android:title=\"T\" />\n</PreferenceScreen>\n"
        }
        let folder = try TempFolder([
            "res/xml/main.xml": screen("sound"), "res/xml/privacy.xml": screen("analytics"),
            "prefs.xml": "<map>\n<boolean name=\"sound\" value=\"true\" />\n<boolean name=\"analytics\" value=\"true\" />\n<int name=\"launch_count\" value=\"3\" />\n</map>\n",
        ])
        var options = DiffCommand.Options()
        options.runTime.values = folder.path("prefs.xml")
        let out = DiffCommand.run(old: folder.path("res/xml/main.xml"), new: folder.path("res/xml/main.xml"), options: options)
        #expect(out.exitCode == 0)
        #expect(out.stderr.components(separatedBy: "[unknown-value-id]").count - 1 == 1)
        #expect(out.stderr.contains("'launch_count'") && !out.stderr.contains("'analytics'"))
    }
}

extension Dictionary where Key == String {
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
