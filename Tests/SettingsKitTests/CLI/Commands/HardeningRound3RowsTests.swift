import Foundation
import Testing
@testable import SettingsKit

/// Issue #34: the row bound held YAML pages only. A schema file of 600,000 `<dict/>` specifiers
/// (4.8 MB) peaked at 489 MiB, 103 times its size, and a screen of 600,000 `<Preference/>`
/// elements (8.4 MB) at 334 MiB. Each format now bounds its rows by its size, and a file within
/// the bound whose every row is a finding stays within 8 times its size, through the executable.
@Suite(.serialized) struct HardeningRound3RowsTests {
    static func schema(_ rows: Int, _ row: (Int) -> String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array>\n"
            + (0..<rows).map(row).joined() + "</array></dict></plist>\n"
    }

    static func screen(_ rows: Int, _ row: (Int) -> String) -> String {
        "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\">\n" + (0..<rows).map(row).joined()
            + "</PreferenceScreen>\n"
    }

    /// Runs validate and render on each file, expecting `said` and a peak under 8 times the file.
    static func expectRefused(_ files: [(path: String, said: String)], base: Double) throws {
        for (path, said) in files {
            let mib = Double(try Data(contentsOf: URL(fileURLWithPath: path)).count) / 1_048_576
            for command in ["validate", "render"] {
                let run = try Tool.run([command, "--color", "never", path], timeout: 60)
                let output = run.stdout + run.stderr
                #expect(run.status == 1 && output.contains(said), "\(command) \(path): \(output.prefix(400))")
                #expect(run.peakMiB - base < 8 * mib + Tool.memoryNoiseMiB || Tool.sanitized, "\(command) \(path): \(run.peakMiB) MiB at peak, \(base) for a small file, for \(mib) MiB")
            }
        }
    }

    @Test func schemaFilesAndScreensPackedWithRowsAreRefused() throws {
        let folder = try TempFolder([
            // Seven bytes a value: the property list's own bound (one per 16 bytes) stops the read.
            "tiny/Root.plist": Self.schema(600_000) { _ in "<dict/>\n" },
            // 47 bytes a specifier: read, and refused before any page is made (one per 128 bytes).
            "terse/Root.plist": Self.schema(300_000) { _ in "<dict><key>Key</key><string>abc</string></dict>" },
            "app/res/xml/s.xml": Self.screen(600_000) { _ in "<Preference/>\n" },
            "small/Root.plist": Self.schema(1) { _ in "<dict><key>Type</key><string>PSGroupSpecifier</string></dict>" },
        ])
        let base = try Tool.run(["validate", folder.path("small/Root.plist")]).peakMiB
        try Self.expectRefused([
            (folder.path("tiny/Root.plist"), "Root.plist:300009:1: error: the property list makes more than 300008 values, more than one for every 16 bytes"),
            (folder.path("terse/Root.plist"), "Root.plist:3:5177380: error: the file holds more than 110157 specifiers, more than one for every 128 bytes; no page is that dense [resource-limit]"),
            (folder.path("app/res/xml/s.xml"), "s.xml:43751:1: error: the file holds more than 43750 preferences, more than one for every 192 bytes"),
        ], base: base)
    }

    /// A binary file has no lines: the refusal names the specifier past the bound.
    @Test func aBinarySchemaNamesTheSpecifierPastTheBound() throws {
        let list: [String: Any] = ["PreferenceSpecifiers": (0..<20_000).map { _ in [String: Any]() }]
        let data = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
        let folder = try TempFolder(["note.txt": ""])
        try data.write(to: folder.url.appendingPathComponent("Root.plist"))
        let run = try Tool.run(["validate", "--format", "json", folder.path("Root.plist")], timeout: 60)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let shown = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(run.status == 1 && shown.count == 1 && shown.first?["path"] as? String == "PreferenceSpecifiers[16384]"
                && (shown.first?["message"] as? String)?.hasPrefix("the file holds more than 16384 specifiers") == true, "\(shown)")
    }

    /// At the bound, every row a finding or two (a switch without a default, and a key used
    /// before; a specifier without a Type): 7 to 8 times the file, where a screen at 61 bytes a
    /// row took 524 MiB for 17 MB before the bound, and the rules kept every finding till the end.
    @Test func rowsThatAreEachAFindingStayWithinEightTimesTheFile() throws {
        let pad = String(repeating: " ", count: 142)
        let folder = try TempFolder([
            "app/res/xml/p.xml": Self.screen(40_000) { String(format: "<SwitchPreference android:title=\"t%07d\" android:key=\"k\"/>", $0) + pad + "\n" },
            "b/Root.plist": Self.schema(140_000) {
                String(format: "<dict><key>Key</key><string>k%07d-", $0) + String(repeating: "x", count: 77) + "</string></dict>\n"
            },
            "small/Root.plist": Self.schema(1) { _ in "<dict><key>Type</key><string>PSGroupSpecifier</string></dict>" },
        ])
        let base = try Tool.run(["validate", folder.path("small/Root.plist")]).peakMiB
        for path in [folder.path("app/res/xml/p.xml"), folder.path("b/Root.plist")] {
            let mib = Double(try Data(contentsOf: URL(fileURLWithPath: path)).count) / 1_048_576
            for command in ["validate", "render"] {
                let run = try Tool.run([command, "--color", "never", path], timeout: 120)
                let output = run.stdout + run.stderr
                #expect(run.status == 1 && !output.contains("the file holds more than"), "\(command) \(path): \(output.prefix(300))")
                #expect(run.peakMiB - base < 8 * mib + Tool.memoryNoiseMiB || Tool.sanitized, "\(command) \(path): \(run.peakMiB) MiB at peak, \(base) for a small file, for \(mib) MiB")
            }
        }
    }
}
