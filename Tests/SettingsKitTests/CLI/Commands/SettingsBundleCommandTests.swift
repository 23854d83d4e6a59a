import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The commands on Settings.bundle files, through the real executable: a bundle folder, --follow,
/// --locale, a folder walk, diff matched by Key, and hostile XML in bounded time and memory.
@Suite(.serialized) struct SettingsBundleCommandTests {
    static let bundle = "Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle"

    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-cmd-\(UUID().uuidString)")
        for (name, bytes) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        return url
    }

    static func pane(_ title: String, children: [String]) -> [UInt8] {
        let rows = children.map { "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>to \($0)</string><key>File</key><string>\($0)</string></dict>\n" }
        return Array(RuleExample.plistText(rows.joined(), root: title.isEmpty ? "" : "<key>Title</key><string>\(title)</string>").utf8)
    }

    /// Page titles in the order a render printed them: the centred line above each page.
    static func titles(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("      ") && !$0.contains("│") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aBundleFolderRendersItsRootAndFollowsItsLinksOnce() throws {
        let root = try Tool.run(["--width", "80", Golden.url(Self.bundle).path])
        #expect(root.status == 1)  // the Root variant has mistakes, reported on stderr; the page is drawn
        #expect(Self.titles(root.stdout) == ["WhereTo"])
        #expect(root.stdout.contains("TOGGLE_SWITCH_TITLE_AAAAA"))  // Root~iphone.inApp.plist, en strings
        let followed = try Tool.run(["--width", "80", "--follow", Golden.url(Self.bundle).path])
        let titles = Self.titles(followed.stdout)
        #expect(titles.first == "WhereTo")
        // Complete.plist has no Title: it takes its row's, "Complete List"; a choice page, its row's.
        #expect(titles.contains("Complete List") && titles.contains("Advanced") && titles.contains("Update at launch"))
        #expect(Set(titles).count == titles.count, "each page once: \(titles)")
    }

    @Test func aCycleOfPanesIsReportedNotFollowed() throws {
        let dir = try Self.folder([
            "S.bundle/Root.plist": Self.pane("Top", children: ["A"]),
            "S.bundle/A.plist": Self.pane("", children: ["B"]),
            "S.bundle/B.plist": Self.pane("Bee", children: ["A", "Root", "Gone"]),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["--follow", "--width", "60", dir.appendingPathComponent("S.bundle").path], timeout: 10)
        #expect(run.status == 1)  // B's child pane 'Gone' does not exist
        // A has no Title: it takes the title of the row that leads to it.
        #expect(Self.titles(run.stdout) == ["Top", "to A", "Bee"])
        #expect(run.stderr.contains("'A' leads back to a pane already shown (Root → A → B → A)"), "\(run.stderr)")
        #expect(run.stderr.contains("'Root' leads back"))
        #expect(run.stderr.contains("[missing-child-pane]"))
    }

    @Test func localesTranslate() throws {
        let path = Golden.url(Self.bundle + "/Root.plist").path
        let german = try Tool.run(["--width", "80", "--locale", "de", path])
        #expect(german.stdout.contains("Beim Start updaten"))
        let all = try Tool.run(["--width", "80", "--locale", "all", "--format", "json", path])
        let pages = try #require((try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])?["pages"] as? [[String: Any]])
        #expect(pages.compactMap { ($0["source"] as? [String: Any])?["locale"] as? String } == ["de", "en"])
    }

    /// A folder walk checks schema files and strings tables, and leaves out property lists that
    /// are not settings pages.
    @Test func validateWalksABundle() throws {
        let dir = try Self.folder([
            "App/Info.plist": Array(#"<plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#.utf8),
            "App/Settings.bundle/Root.plist": Self.pane("Top", children: []),
            "App/Settings.bundle/en.lproj/Root.strings": Array("\"Top\" = \"Top\";\n\"OLD\" = \"Old\";\n".utf8),
            // An opt-in rule, turned on: the strings table is checked against the pane.
            ".settings-render.yml": Array("rules:\n  unused-translation: warning\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["validate", "--format", "json", dir.path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { ($0["path"] as? String)?.split(separator: "/").suffix(2).joined(separator: "/") }
            == ["Settings.bundle/Root.plist", "en.lproj/Root.strings"])
        let rules = files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }.compactMap { $0["rule"] as? String }
        #expect(rules == ["unused-translation"])
        #expect(run.status == 0)
        // Named on the command line, the Info.plist is checked, and is not a settings page.
        let named = try Tool.run(["validate", dir.appendingPathComponent("App/Info.plist").path])
        #expect(named.status == 1 && named.stdout.contains("[missing-specifier-field]"))
    }

    /// Rows are matched by Key: a reordered row is a move, a changed default a change.
    @Test func diffMatchesRowsByKey() throws {
        let toggle = { (key: String, on: Bool) in
            "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>\(key)</string><key>Title</key><string>\(key)</string><key>DefaultValue</key><\(on)/></dict>\n"
        }
        let dir = try Self.folder([
            "old/Root.plist": Array(RuleExample.plistText(toggle("a", false) + toggle("b", false)).utf8),
            "new/Root.plist": Array(RuleExample.plistText(toggle("b", false) + toggle("a", true)).utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["diff", "--format", "json", dir.appendingPathComponent("old/Root.plist").path, dir.appendingPathComponent("new/Root.plist").path])
        #expect(run.status == 1)
        let changes = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["kind"] as? String == "changed" && $0["id"] as? String == "a" && $0["property"] as? String == "on" })
        #expect(changes.contains { $0["kind"] as? String == "moved" })
        #expect(!changes.contains { $0["kind"] as? String == "added" || $0["kind"] as? String == "removed" })
    }

    @Test func convertPrintsAValidPage() throws {
        // InAppSettingsKit's demo pane has a default not among its values: converted all the
        // same, the error printed, exit 1, as `render --follow` does.
        let run = try Tool.run(["convert", Golden.url(Self.bundle + "/Fruit.plist").path])
        #expect(run.status == 1 && run.stderr.contains("[wrong-default-value]"))
        #expect(run.stdout.hasPrefix("title: Fruit\n"))
        let missing = try Tool.run(["convert", "no-such.plist"])
        #expect(missing.status == 2)
        let broken = try Self.folder(["Bad.plist": Array("<plist><dict>".utf8)])
        defer { try? FileManager.default.removeItem(at: broken) }
        let bad = try Tool.run(["convert", broken.appendingPathComponent("Bad.plist").path])
        #expect(bad.status == 1 && bad.stderr.contains("[xml-syntax]") && bad.stdout.isEmpty)
    }

    /// Hostile XML: each is a located error, exit 1, in bounded time and memory, never a crash
    /// and never a read of another file.
    @Test(arguments: [
        ("laughs", Array(("<!DOCTYPE plist [\n<!ENTITY a \"aaaaaaaaaa\">\n" + (1..<10).map { "<!ENTITY \(Character(UnicodeScalar(97 + $0)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + $0)!));", count: 10) + "\">\n" }.joined()
            + "]>\n<plist><dict><key>Title</key><string>&j;</string></dict></plist>\n").utf8), "xml-syntax", 2),
        ("external", Array("<!DOCTYPE plist [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<plist><dict><key>Title</key><string>&x;</string></dict></plist>\n".utf8), "xml-syntax", 2),
        ("undeclared", Array("<plist><dict><key>Title</key><string>&x;</string></dict></plist>\n".utf8), "xml-syntax", 1),
        ("deep", Array(("<plist>" + String(repeating: "<array>", count: 1_000_000) + String(repeating: "</array>", count: 1_000_000) + "</plist>").utf8), "resource-limit", 1),
        ("utf8", [0x3C, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x3E], "xml-syntax", 1),
        ("utf16", [0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00], "xml-syntax", 1),
        ("garbage", Array("bplist00".utf8) + (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }, "xml-syntax", 0),
        ("text", Array("just some text, not XML\n".utf8), "xml-syntax", 1),
    ] as [(String, [UInt8], String, Int)])
    func hostileXML(name: String, bytes: [UInt8], rule: String, line: Int) throws {
        let dir = try Self.folder(["\(name).plist": bytes])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("\(name).plist").path
        try Imported.expectRefused(path, rule: rule, line: line)
    }

    /// A file over the size limit is refused before it is read, as a YAML page is.
    @Test func aHugeFileIsRefused() throws {
        let dir = try Self.folder(["Huge.plist": Array(RuleExample.plistText(String(repeating: "<dict><key>Type</key><string>PSGroupSpecifier</string></dict>\n", count: 30_000)).utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["validate", "--max-file-size", "1", dir.appendingPathComponent("Huge.plist").path])
        #expect(run.status == 1 && run.stdout.contains("[resource-limit]"), "\(run.stdout)")
    }
}
