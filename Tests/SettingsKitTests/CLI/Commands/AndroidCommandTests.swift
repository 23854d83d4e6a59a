import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The commands on AndroidX preference screens, through the real executable: --follow, --locale,
/// a walk of res/ folders, one page on two platforms, convert, and hostile XML in bounded time
/// and memory.
@Suite(.serialized) struct AndroidCommandTests {
    static let samples = "Fixtures/android/user-interface-samples/res"
    static let ios = "Fixtures/two-platforms/ios/Settings.bundle/Root.plist"
    static let android = "Fixtures/two-platforms/android/res/xml/settings.xml"

    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        try SettingsBundleCommandTests.folder(files)
    }

    @Test func renderFollowsNestedScreensAndChoicePagesInLinkOrder() throws {
        let run = try Tool.run(["--width", "80", "--follow", Golden.url(Self.android).path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(SettingsBundleCommandTests.titles(run.stdout) == ["Settings", "Font size", "Language", "Privacy"])
        let alone = try Tool.run(["--width", "80", Golden.url(Self.android).path])
        #expect(SettingsBundleCommandTests.titles(alone.stdout) == ["Settings"])
    }

    @Test func localesTranslateThroughValuesFolders() throws {
        let chinese = try Tool.run(["--width", "60", "--locale", "zh-CN", Golden.url(Self.android).path])
        #expect(chinese.status == 0)
        #expect(chinese.stdout.contains("新消息通知") && chinese.stdout.contains("跟随系统"))
        let all = try Tool.run(["--format", "json", "--locale", "all", Golden.url(Self.android).path])
        let pages = try #require((try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])?["pages"] as? [[String: Any]])
        #expect(pages.map { ($0["source"] as? [String: Any])?["locale"] as? String } == [nil, "de", "zh-rCN"])
        #expect(pages.map { $0["title"] as? String } == ["Settings", "Einstellungen", "设置"])
    }

    /// `validate DIR` checks the preference screens of res/xml and nothing else: not the values
    /// files, not an XML file of res/xml that is no screen.
    @Test func aWalkChecksTheScreensOfResXMLOnly() throws {
        let dir = try Self.folder([
            "res/xml/settings.xml": Array(RuleExample.androidText("<SwitchPreferenceCompat app:key=\"a\" app:title=\"A\" app:defaultValue=\"true\"/>\n").utf8),
            "res/xml/network_security_config.xml": Array("<network-security-config/>\n".utf8),
            "res/values/strings.xml": Array(RuleExample.androidValues("<string name=\"a\">A</string>\n").utf8),
            "res/layout/main.xml": Array("<LinearLayout/>\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["validate", "--format", "json", dir.path])
        #expect(run.status == 0, "\(run.stdout)")
        let files = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["files"] as? [[String: Any]])
        #expect(files.compactMap { ($0["path"] as? String)?.split(separator: "/").last.map(String.init) } == ["settings.xml"])
        let real = try Tool.run(["validate", "--format", "json", Golden.url(Self.samples).path])
        let checked = try #require((try JSONSerialization.jsonObject(with: Data(real.stdout.utf8)) as? [String: Any])?["files"] as? [[String: Any]])
        #expect(checked.count == 5)
        #expect(real.status == 0)  // warnings only
    }

    /// SPEC 7.5 and the issue: a Settings.bundle pane and an Android screen of the same settings,
    /// matched by key, show where the platforms drifted apart.
    @Test func oneSettingsPageOnTwoPlatforms() throws {
        let run = try Tool.run(["diff", "--format", "json", Golden.url(Self.ios).path, Golden.url(Self.android).path])
        #expect(run.status == 1)
        let changes = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["changes"] as? [[String: Any]])
        func has(_ kind: String, _ id: String, _ property: String? = nil) -> Bool {
            changes.contains { $0["kind"] as? String == kind && $0["id"] as? String == id && (property == nil || $0["property"] as? String == property) }
        }
        #expect(has("changed", "sound", "on") && has("changed", "night_mode", "on") && has("changed", "font_size", "value"))
        #expect(has("removed", "haptics") && has("added", "vibrate") && has("added", "language") && has("added", "storage"))
        // Matched by key, the rows both platforms have are no additions; choice pages named after
        // each file (Root/font_size, settings/font_size) are the same link.
        #expect(!has("added", "notifications") && !has("changed", "font_size", "link"))
        let visual = try Tool.run(["diff", "--format", "visual", "--width", "100", "--color", "never",
                                   Golden.url(Self.ios).path, Golden.url(Self.android).path])
        #expect(visual.status == 1)
        #expect(visual.stdout.contains("− │ Haptics") && visual.stdout.contains("+ │ Vibrate"))
    }

    @Test func convertPrintsAValidPageAndStandardInputNeedsNoName() throws {
        let run = try Tool.run(["convert", Golden.url(Self.android).path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("title: Settings\n"))
        let piped = try Tool.run(["--width", "60", "-"], stdin: Golden.url(Self.android).path)
        #expect(piped.status == 0 && piped.stdout.contains("@string/notifications"))  // no res/ beside standard input
    }

    /// Hostile XML in a screen or in a values file it reads: a located error (or, in a values
    /// file, a warning on the reference), in bounded time and memory, never a crash, never a
    /// read of another file.
    @Test(arguments: [
        ("laughs", "<!DOCTYPE PreferenceScreen [\n<!ENTITY a \"aaaaaaaaaa\">\n" + (1..<10).map { "<!ENTITY \(Character(UnicodeScalar(97 + $0)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + $0)!));", count: 10) + "\">\n" }.joined()
            + "]>\n<PreferenceScreen><Preference android:title=\"&j;\"/></PreferenceScreen>\n", "xml-syntax", 2),
        ("external", "<!DOCTYPE PreferenceScreen [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<PreferenceScreen><Preference android:title=\"&x;\"/></PreferenceScreen>\n", "xml-syntax", 2),
        ("undeclared", "<PreferenceScreen>\n<Preference android:title=\"&x;\"/></PreferenceScreen>\n", "xml-syntax", 2),
        ("deep", "<PreferenceScreen>" + String(repeating: "<PreferenceCategory>", count: 100_000) + "</PreferenceScreen>", "resource-limit", 1),
        ("text", "just some text, not XML\n", "xml-syntax", 1),
    ] as [(String, String, String, Int)])
    func hostileXML(name: String, text: String, rule: String, line: Int) throws {
        let dir = try Self.folder(["res/xml/\(name).xml": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("res/xml/\(name).xml").path
        try Imported.expectRefused(path, rule: rule, line: line)
    }

    @Test func aValuesFileWithEntitiesIsNotReadAndItsReferencesSaySo() throws {
        let dir = try Self.folder([
            "res/xml/settings.xml": Array(RuleExample.androidText("<Preference app:key=\"a\" app:title=\"@string/secret\"/>\n").utf8),
            "res/values/strings.xml": Array("<!DOCTYPE resources [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<resources><string name=\"secret\">&x;</string></resources>\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["validate", "--color", "never", dir.appendingPathComponent("res/xml/settings.xml").path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("[unresolved-resource]") && run.stdout.contains("strings.xml:2:") && run.stdout.contains("does not read"), "\(run.stdout)")
        #expect(!run.stdout.contains("root:x:0"))
    }
}
