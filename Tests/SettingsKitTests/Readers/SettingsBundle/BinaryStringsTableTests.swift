import Foundation
import Testing
@testable import SettingsKit

/// Issue #47's sweep: five apps ship a bundle's `Root.strings` as a binary property list (Xcode's
/// "Strings file output encoding: binary"), which Apple's reader takes; each was a
/// `strings-syntax` error, and its translations went unused.
@Suite struct BinaryStringsTableTests {
    static func binary(_ table: [String: Any]) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0))
    }

    @Test func aBinaryTableReadsAsFoundationReadsIt() throws {
        let bytes = try Self.binary(["Sync": "Abgleich", "Sound": "Ton"])
        guard case .success(let file) = StringsFile.readTable(bytes) else { Issue.record("refused"); return }
        #expect(file["Sync"] == "Abgleich" && file["Sound"] == "Ton" && file.entries.count == 2)
        // A value that is no string is a problem, not a silent drop.
        guard case .failure(let problem) = StringsFile.readTable(try Self.binary(["Sync": 1])) else { Issue.record("read"); return }
        #expect(problem.message.contains("not a string"))
    }

    /// Through the executable: the bundle validates, and the page is drawn in the table's language.
    @Test func aBundleWithABinaryTableIsTranslated() throws {
        let folder = try TempFolder(["Settings.bundle/Root.plist": RuleExample.plistText(
            "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string><key>Title</key><string>Sync</string><key>DefaultValue</key><true/></dict>\n")])
        try Data(try Self.binary(["Sync": "Abgleich"])).write(to: URL(fileURLWithPath: folder.path("Settings.bundle/de.lproj/Root.strings")).creatingFolder())
        let validate = try Tool.run(["validate", folder.path("Settings.bundle")])
        #expect(validate.status == 0, "\(validate.stdout)")
        let render = try Tool.run(["render", "--locale", "de", "--color", "never", folder.path("Settings.bundle")])
        #expect(render.status == 0 && render.stdout.contains("Abgleich"), "\(render.stdout)\(render.stderr)")
    }

    /// Holdout 6: SkinSwitch ships its tables as XML property lists, white space before the declaration.
    @Test func anXMLTableIsTranslatedToo() throws {
        let folder = try TempFolder(["Settings.bundle/Root.plist": RuleExample.plistText(
            "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string><key>Title</key><string>Sync</string><key>DefaultValue</key><true/></dict>\n"),
            "Settings.bundle/de.lproj/Root.strings": "\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<plist version=\"1.0\">\n  <dict>\n    <key>Sync</key>\n    <string>Abgleich</string>\n  </dict>\n</plist>\n"])
        let validate = try Tool.run(["validate", folder.path("Settings.bundle")])
        #expect(validate.status == 0, "\(validate.stdout)")
        let render = try Tool.run(["render", "--locale", "de", "--color", "never", folder.path("Settings.bundle")])
        #expect(render.status == 0 && render.stdout.contains("Abgleich"), "\(render.stdout)\(render.stderr)")
    }
}

private extension URL {
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
