import Foundation
import Testing
@testable import SettingsKit

/// `--values`: the files it reads and what laying them over a page does.
@Suite struct ValueOverlayTests {
    private func decode(_ text: String, name: String = "values.yaml") -> (ValueOverlay?, [String]) {
        let (overlay, diagnostics) = ValueOverlay.decode(SourceFile(path: name, bytes: Array(text.utf8)))
        return (overlay, diagnostics.map { "\($0.severity) \($0.rule)@\($0.start.line):\($0.start.column)" })
    }

    static let settings = """
        title: 设置
        sections:
          - cells:
              - { id: 7, type: switch, title: 夜间模式 }
              - { id: 8, title: 清理缓存, indicator: { title: 12.3M, image: Trash } }
              - { id: 9, type: none, title: 版本, value: "1.0" }
              - { id: 10, type: logout }
        """

    @Test func entriesSetWhatTheRowShows() throws {
        let (overlay, problems) = decode("""
            7: { on: true, subtitle: 22:00 – 7:00 }
            8: { indicator: 0B, enabled: false }
            9: { value: null, title: 关于 }
            """)
        #expect(problems.isEmpty)
        let values = try #require(overlay)
        let (shown, used, mismatches) = values.applied(to: try #require(page(Self.settings)))
        let cells = shown.sections[0].cells
        #expect(used == ["7", "8", "9"] && mismatches.isEmpty)
        #expect(cells[0].on == true && cells[0].subtitle == "22:00 – 7:00")
        #expect(cells[1].indicator == Indicator(title: "0B", image: "Trash") && !cells[1].enabled)
        #expect(cells[2].value == nil && cells[2].title == "关于")
    }

    /// JSON is YAML: a values file a tool wrote reads the same, its positions included.
    @Test func jsonReadsAndIsLocated() throws {
        let (overlay, problems) = decode("{\"7\": {\"on\": true}, \"8\": {\"on\": false}, \"42\": {\"title\": \"x\"}}", name: "values.json")
        let values = try #require(overlay)
        #expect(problems.isEmpty)
        var check = ValuesCheck()
        check.add(PageLoader.load(SourceFile(path: "p.yaml", bytes: Array(Self.settings.utf8)), options: ImportOptions(values: values)))
        #expect(check.diagnostics(for: values).map { "\($0.rule)@\($0.start.line):\($0.start.column) \($0.message)" } == [
            "value-mismatch@1:33 'on' for cell '8': a disclosure row has no state to set; the value is not applied",
            "unknown-value-id@1:41 no cell has the id '42', so its values show nowhere",
        ])
    }

    @Test func valuesARowCannotShowAreRefused() throws {
        let values = try #require(decode("10: { value: x, title: 再见 }\n7: { indicator: a }\n").0)
        let (shown, _, mismatches) = values.applied(to: try #require(page(Self.settings)))
        // In page order; the command sorts a run's findings by position in the values file.
        #expect(mismatches.map(\.message) == [
            "'indicator' for cell '7': only a disclosure row has an indicator, and this is a switch row; the value is not applied",
            "'value' for cell '10': a logout row shows no value; the value is not applied",
        ])
        #expect(shown.sections[0].cells[3].title == "再见")
    }

    @Test func hiddenKeysHideRowsAsInAppSettingsKitDoes() throws {
        let values = try #require(decode("hiddenKeys: [8, 9]\n7: { visible: false }\n").0)
        let shown = values.applied(to: try #require(page(Self.settings))).page.applyingConditions()
        #expect(shown.sections[0].cells.map(\.visible) == [false, false, false, true])
    }

    @Test(arguments: [
        ("[1, 2]", "error type-mismatch@1:1"),
        ("7: [on]", "warning value-mismatch@1:4"),
        ("7: { on: yes }", "warning value-mismatch@1:10"),
        ("7: { onn: true }", "warning value-mismatch@1:6"),
        ("7: {", "error yaml-syntax@2:1"),
    ])
    func aValuesFileThatDoesNotReadSaysWhere(text: String, expected: String) {
        #expect(decode(text).1 == [expected], "\(text)")
    }

    @Test func userDefaultsAreStoredValuesAndTheSystemsKeysArePassedOver() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>sound</key><false/>
              <key>size</key><integer>2</integer>
              <key>name</key><string>Ann</string>
              <key>tags</key><array><string>a</string><string>b</string></array>
              <key>NSLanguages</key><array><string>de</string></array>
              <key>AppleLocale</key><string>de_DE</string>
              <key>nested</key><dict/>
            </dict></plist>
            """
        let (overlay, problems) = decode(plist, name: "defaults.plist")
        let values = try #require(overlay)
        #expect(values.stored.map(\.key) == ["sound", "size", "name", "tags"])
        #expect(values.storedValue("size") == .integer(2) && values.storedValue("tags") == .list(["a", "b"]))
        #expect(problems == ["warning value-mismatch@9:20"])
        // On a page file a stored boolean is a switch's state and anything else the row's value.
        let file = "title: T\nsections:\n  - cells:\n      - { id: sound, type: switch, title: s, on: true }\n      - { id: name, type: none, title: n }\n"
        let (shown, used, _) = values.applied(to: try #require(page(file)))
        #expect(shown.sections[0].cells[0].on == false && shown.sections[0].cells[1].value == "Ann")
        #expect(used == ["sound", "name"])
    }

    @Test func sharedPreferencesReadEveryKindOfValue() throws {
        let xml = """
            <?xml version='1.0' encoding='utf-8' standalone='yes' ?>
            <map>
                <boolean name="sync" value="true" />
                <string name="name">Ann &amp; Bo</string>
                <int name="count" value="3" />
                <long name="big" value="9000000000" />
                <float name="ratio" value="0.5" />
                <set name="days"><string>mon</string><string>fri</string></set>
                <boolean name="bad" value="yes" />
                <double name="odd" value="1" />
            </map>
            """
        let (overlay, problems) = decode(xml, name: "settings.xml")
        let values = try #require(overlay)
        #expect(values.stored.map(\.key) == ["sync", "name", "count", "big", "ratio", "days"])
        #expect(values.stored.map(\.value) == [.bool(true), .text("Ann & Bo"), .integer(3), .integer(9_000_000_000), .real(0.5), .list(["mon", "fri"])])
        #expect(problems == ["warning value-mismatch@9:5", "warning value-mismatch@10:5"])
    }

    /// A values file is input like a page: an entity declaration is refused, never expanded.
    @Test(arguments: ["settings.xml", "defaults.plist"])
    func entitiesInAValuesFileAreRefused(name: String) {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE map [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n<map><string name=\"x\">&b;</string></map>\n"
        let (overlay, problems) = decode(xml, name: name)
        #expect(overlay == nil)
        #expect(problems.count == 1 && problems[0].hasPrefix("error xml-syntax@2:"))
    }
}

/// Stored values against the pages apps ship: built in place of the defaults, and the ones a row
/// cannot show as the app would are warnings in the values file.
@Suite struct StoredValueTests {
    private func overlay(_ text: String, name: String) throws -> ValueOverlay {
        try #require(ValueOverlay.decode(SourceFile(path: name, bytes: Array(text.utf8))).overlay)
    }

    private func problems(_ loaded: LoadedFile, _ values: ValueOverlay) -> [String] {
        var check = ValuesCheck()
        check.add(loaded)
        return check.diagnostics(for: values).map { "\($0.rule)@\($0.start.line) \($0.message)" }
    }

    @Test func userDefaultsBuildTheBundlesPageAndTheirMismatchesAreFound() throws {
        let values = try overlay("""
            <plist version="1.0"><dict>
            <key>sound</key><false/>
            <key>size</key><integer>2</integer>
            <key>mode</key><string>dark</string>
            <key>night</key><string>maybe</string>
            <key>unknown</key><true/>
            </dict></plist>
            """, name: "defaults.plist")
        let root = RuleExample.plistText("""
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sound</string><key>Title</key><string>Sound</string><key>DefaultValue</key><true/></dict>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>size</string><key>Title</key><string>Size</string>
              <key>Titles</key><array><string>Small</string><string>Large</string></array><key>Values</key><array><string>1</string><string>2</string></array>
              <key>DefaultValue</key><string>1</string></dict>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>mode</string><key>Title</key><string>Mode</string>
              <key>Titles</key><array><string>Light</string><string>Dark</string></array><key>Values</key><array><string>light</string><string>dark</string></array>
              <key>DefaultValue</key><string>light</string></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>night</string><key>Title</key><string>Night</string></dict>
            """)
        let loaded = PageLoader.load(SourceFile(path: "Settings.bundle/Root.plist", bytes: Array(root.utf8)), options: ImportOptions(values: values))
        let cells = try #require(loaded.pages.first).sections[0].cells
        #expect(cells.map(\.on) == [false, nil, nil, false])
        #expect(cells.map(\.value) == [nil, nil, "Dark", nil])  // the integer 2 is not the string "2"
        #expect(loaded.linkedPages.first { $0.id.key == "Root/mode" }?.sections[0].cells.map(\.checked) == [false, true])
        #expect(problems(loaded, values) == [
            "value-mismatch@3 'size' holds the integer 2: none of the row's Values (a string) is equal to it, so no choice shows as chosen",
            "value-mismatch@5 'night' holds the string 'maybe': a switch stores a boolean, so it shows off",
            "unknown-value-id@6 no row has the key 'unknown', so its value shows nowhere",
        ])
    }

    @Test func sharedPreferencesBuildTheScreenAndTheirMismatchesAreFound() throws {
        let values = try overlay("""
            <map>
              <boolean name="sync" value="false" />
              <string name="wifi">yes</string>
              <string name="freq">weekly</string>
            </map>
            """, name: "settings.xml")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stored-\(UUID().uuidString)/res")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("xml"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("values"), withIntermediateDirectories: true)
        try Data(RuleExample.androidValues("""
            <string-array name="freqs"><item>Daily</item><item>Hourly</item></string-array>
            <string-array name="freq_values"><item>daily</item><item>hourly</item></string-array>
            """).utf8).write(to: folder.appendingPathComponent("values/arrays.xml"))
        let screen = folder.appendingPathComponent("xml/settings.xml")
        try Data(RuleExample.androidText("""
            <SwitchPreferenceCompat app:key="sync" app:title="Sync" app:defaultValue="true"/>
            <SwitchPreferenceCompat app:key="wifi" app:title="Wi-Fi only" app:defaultValue="false" app:dependency="sync"/>
            <ListPreference app:key="freq" app:title="Frequency" app:entries="@array/freqs" app:entryValues="@array/freq_values"
                app:defaultValue="daily" app:useSimpleSummaryProvider="true" app:dependency="sync"/>
            """).utf8).write(to: screen)
        let loaded = try PageLoader.load(path: screen.path, options: ImportOptions(values: values))
        let cells = try #require(loaded.pages.first).applyingConditions().sections[0].cells
        #expect(cells.map(\.on) == [false, false, nil])
        #expect(cells.map(\.enabled) == [true, false, false])  // sync is off for this user
        #expect(cells[2].value == nil)  // weekly is no entry value
        #expect(problems(loaded, values) == [
            "value-mismatch@3 'wifi' holds the string 'yes': a SwitchPreferenceCompat stores a boolean; reading it throws a ClassCastException",
            "value-mismatch@4 'freq' holds the string 'weekly': it is none of the ListPreference's entryValues, so no entry shows as chosen",
        ])
    }
}
