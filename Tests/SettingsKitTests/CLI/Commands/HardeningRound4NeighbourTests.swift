import Foundation
import Testing
@testable import SettingsKit

/// Issue #46, item 10: the checks that look across a bundle or a `res/xml/` folder had each file
/// scan every other (800 panes took 9 s, 800 screens 98 s). Bounded by growth, not by the clock:
/// four times the files must cost well under sixteen times the processor time.
@Suite(.serialized) struct HardeningRound4NeighbourTests {
    /// A bundle of `panes` child panes, each leading to the next and back to Root, translated in two locales.
    static func bundle(_ panes: Int) -> [String: String] {
        func child(_ file: String) -> String {
            "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Go \(file)</string><key>File</key><string>\(file)</string></dict>\n"
        }
        var files = ["S.bundle/Root.plist": RuleExample.plistText((0..<panes).map { child("Pane\($0)") }.joined())]
        for i in 0..<panes {
            files["S.bundle/Pane\(i).plist"] = RuleExample.plistText(
                "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k\(i)</string><key>Title</key><string>Toggle \(i)</string><key>DefaultValue</key><true/></dict>\n"
                + child("Pane\((i + 1) % panes)") + child("Root"))
            for locale in ["en", "de"] { files["S.bundle/\(locale).lproj/Pane\(i).strings"] = "\"Toggle \(i)\" = \"\(locale) \(i)\";\n" }
        }
        return files
    }

    /// `screens` screen files in one `res/xml/`, each leading to the next, with their strings.
    static func screens(_ screens: Int) -> [String: String] {
        let strings = (0..<screens).map { "<string name=\"t\($0)\">Title \($0)</string>\n" }.joined()
        var files = ["res/values/strings.xml": RuleExample.androidValues(strings), "res/values-de/strings.xml": RuleExample.androidValues(strings)]
        for i in 0..<screens {
            files["res/xml/screen_\(i).xml"] = RuleExample.androidText(
                "<SwitchPreferenceCompat app:key=\"k\(i)\" app:title=\"@string/t\(i)\"/>\n"
                + "<Preference app:key=\"go\(i)\" app:title=\"@string/t\((i + 1) % screens)\" app:fragment=\"com.example.Screen\((i + 1) % screens)\"/>\n")
        }
        return files
    }

    /// Processor seconds of `validate` on the folder made for `n` and `4n`.
    static func costs(_ make: (Int) -> [String: String], _ path: String, n: Int) throws -> (Double, Double) {
        let small = try TempFolder(make(n)), large = try TempFolder(make(4 * n))
        let a = try Tool.run(["validate", small.path(path)], timeout: 120), b = try Tool.run(["validate", large.path(path)], timeout: 120)
        #expect(a.status == 0 && b.status == 0, "\(a.stdout.suffix(300))\(b.stdout.suffix(300))")
        return (a.cpuSeconds, b.cpuSeconds)
    }

    @Test func aBundlesNeighbourCheckGrowsWithItsFiles() throws {
        let (small, large) = try Self.costs(Self.bundle, "S.bundle", n: 100)
        // Linear is 4 times (less, with the start-up); the square was 16 times.
        #expect(large / max(small, 0.1) < 8, "\(small) s for 100 panes, \(large) s for 400")
    }

    @Test func aResFoldersNeighbourCheckGrowsWithItsScreens() throws {
        let (small, large) = try Self.costs(Self.screens, "res", n: 100)
        #expect(large / max(small, 0.1) < 8, "\(small) s for 100 screens, \(large) s for 400")
    }

    /// The indexes answer as the scans did: the first other file, in name order, storing a key.
    @Test func duplicateKeysAcrossFilesAreStillFound() throws {
        var files = Self.bundle(3)
        files["S.bundle/Pane2.plist"] = RuleExample.plistText(
            "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k0</string><key>Title</key><string>Again</string><key>DefaultValue</key><true/></dict>\n")
        files["S.bundle/Pane2~ipad.plist"] = files["S.bundle/Pane2.plist"]
        files["res/xml/z.xml"] = RuleExample.androidText("<SwitchPreferenceCompat app:key=\"k1\" app:title=\"Again\"/>\n")
        files["res/xml/screen_1.xml"] = Self.screens(3)["res/xml/screen_1.xml"]
        files["res/xml/screen_2.xml"] = RuleExample.androidText("<SwitchPreferenceCompat app:key=\"k1\" app:title=\"Again\"/>\n")
        files[".settings-render.yml"] = "rules:\n  duplicate-specifier-key: warning\n  duplicate-preference-key: warning\n"
        let folder = try TempFolder(files)
        let run = try Tool.run(["validate", "--color", "never", folder.path("S.bundle"), folder.path("res")], in: folder.url.path)
        for expected in [
            "Pane0.plist:5:62: warning: the Key 'k0' is also a row's Key in Pane2.plist; both rows read and write the one setting",
            "Pane2.plist:5:62: warning: the Key 'k0' is also a row's Key in Pane0.plist",
            "screen_1.xml:2:25: warning: the key 'k1' is also a preference's key in screen_2.xml",
            "screen_2.xml:2:25: warning: the key 'k1' is also a preference's key in screen_1.xml",
            "z.xml:2:25: warning: the key 'k1' is also a preference's key in screen_1.xml",
        ] {
            #expect(run.stdout.contains(expected), "\(expected)\n\(run.stdout)")
        }
        // Variants of one pane share their keys.
        #expect(!run.stdout.contains("in Pane2~ipad.plist"), "\(run.stdout)")
    }
}
