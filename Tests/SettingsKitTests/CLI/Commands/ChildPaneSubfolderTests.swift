import Foundation
import Testing
@testable import SettingsKit

/// Issue #47, item 1: a child pane's `File` is a path in the bundle, as the Settings app resolves
/// it. LicensePlist writes `File = com.mono0926.LicensePlist/Alamofire` in a pane at the bundle's
/// top, and the file in a subfolder; one app had 50 `missing-child-pane` errors on valid files,
/// and `render --follow` and `convert` dropped those pages and disagreed on the exit status.
@Suite struct ChildPaneSubfolderTests {
    static func pane(_ rows: String) -> String { RuleExample.plistText(rows) }
    static func child(_ title: String, _ file: String) -> String {
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(title)</string><key>File</key><string>\(file)</string></dict>\n"
    }

    /// The layout LicensePlist writes, with a translated Root.
    static func licensePlist(alamofire: Bool = true) -> [String: String] {
        var files = [
            "Settings.bundle/Root.plist": pane(
                "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string><key>Key</key><string>sync</string><key>DefaultValue</key><true/></dict>\n"
                + child("Licenses", "com.mono0926.LicensePlist")),
            "Settings.bundle/com.mono0926.LicensePlist.plist": pane(child("Alamofire", "com.mono0926.LicensePlist/Alamofire")),
            "Settings.bundle/en.lproj/Root.strings": "\"Sync\" = \"Sync\";\n",
            "Settings.bundle/de.lproj/Root.strings": "\"Sync\" = \"Abgleich\";\n",
        ]
        if alamofire {
            files["Settings.bundle/com.mono0926.LicensePlist/Alamofire.plist"] = pane(
                "<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>Copyright (c) 2014 Alamofire Software Foundation</string></dict>\n")
        }
        return files
    }

    @Test func validateFindsThePaneInItsSubfolder() throws {
        let app = try TempFolder(Self.licensePlist())
        let run = try Tool.run(["validate", "--format", "json", app.path("Settings.bundle")])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("missing-child-pane"))
        #expect(run.stdout.contains("com.mono0926.LicensePlist/Alamofire.plist"), "the subfolder's pane is checked too")
    }

    @Test func renderFollowAndConvertShowThePaneAndAgree() throws {
        let app = try TempFolder(Self.licensePlist())
        let render = try Tool.run(["render", "--follow", "--color", "never", app.path("Settings.bundle")])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Copyright (c) 2014 Alamofire Software Foundation"))
        let convert = try Tool.run(["convert", app.path("Settings.bundle")])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(convert.stdout.contains("id: com.mono0926.LicensePlist/Alamofire"))
        #expect(!convert.stderr.contains("not followed"))
    }

    /// A pane really missing: both commands print the error, draw what they can, and exit 1.
    @Test func aMissingPaneFailsRenderAndConvertAlike() throws {
        let app = try TempFolder(Self.licensePlist(alamofire: false))
        let validate = try Tool.run(["validate", app.path("Settings.bundle")])
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("the child pane 'com.mono0926.LicensePlist/Alamofire.plist' does not exist in the bundle"))
        let render = try Tool.run(["render", "--follow", "--color", "never", app.path("Settings.bundle")])
        let convert = try Tool.run(["convert", app.path("Settings.bundle")])
        #expect(render.status == 1 && convert.status == 1, "render \(render.status), convert \(convert.status)")
        #expect(render.stderr.contains("[missing-child-pane]") && convert.stderr.contains("[missing-child-pane]"))
        #expect(convert.stdout.contains("id: com.mono0926.LicensePlist"), "the pages that read are still converted")
    }

    /// The whole app diffs by its subfolder pane's id, and a page written back keeps the subfolder.
    @Test func diffAndConvertToSettingsBundleKeepTheSubfolder() throws {
        var changed = Self.licensePlist()
        changed["Settings.bundle/com.mono0926.LicensePlist/Alamofire.plist"] = Self.pane(
            "<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>Copyright (c) 2015 Alamofire Software Foundation</string></dict>\n")
        let old = try TempFolder(Self.licensePlist()), new = try TempFolder(changed)
        let diff = try Tool.run(["diff", "--color", "never", old.path("Settings.bundle"), new.path("Settings.bundle")])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("[com.mono0926.LicensePlist/Alamofire]"), "\(diff.stdout)")
        #expect(diff.stdout.contains("2014 Alamofire Software Foundation → Copyright (c) 2015"))

        let yaml = try Tool.run(["convert", old.path("Settings.bundle")])
        let out = try TempFolder(["app.yaml": yaml.stdout])
        let made = try Tool.run(["convert", out.path("app.yaml"), "--to", "settings-bundle", "--output-dir", out.path("out")])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path("out/Settings.bundle/com.mono0926.LicensePlist/Alamofire.plist")))
        let back = try Tool.run(["diff", old.path("Settings.bundle"), out.path("out/Settings.bundle")])
        #expect(back.status == 0, "\(back.stdout)")
    }

    /// `validate .` run inside the bundle checks its strings tables as well as its panes (it
    /// checked 2 files of a bundle's 64), and finds panes from a subfolder's file alike.
    @Test func validateInsideTheBundleChecksItsTables() throws {
        let app = try TempFolder(Self.licensePlist())
        let inside = try Tool.run(["validate", "--format", "json", "."], in: app.path("Settings.bundle"))
        let outside = try Tool.run(["validate", "--format", "json", "Settings.bundle"], in: app.path(""))
        #expect(inside.status == 0 && outside.status == 0, "\(inside.stdout)")
        let count = { (run: Tool.Run) in run.stdout.components(separatedBy: "\"path\"").count - 1 }
        #expect(count(inside) == 5 && count(outside) == 5, "\(inside.stdout)")
        #expect(inside.stdout.contains("de.lproj/Root.strings"))
        let one = try Tool.run(["validate", "com.mono0926.LicensePlist.plist"], in: app.path("Settings.bundle"))
        #expect(one.status == 0, "\(one.stdout)")
    }
}
