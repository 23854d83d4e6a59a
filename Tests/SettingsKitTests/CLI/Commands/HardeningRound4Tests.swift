import Foundation
import Testing
@testable import SettingsKit

/// Issue #46, items 11–14, through the executable: a binary property list naming one object a
/// million times, controls in a strings table, a cycle of `@string`s, and generated code and
/// file names that read a title or an id as something else.
@Suite(.serialized) struct HardeningRound4Tests {
    /// `{PreferenceSpecifiers: [ref × n]}`, each reference naming one object: an empty dictionary,
    /// a group's dictionary, or a string.
    static func reused(_ n: Int, _ shared: [[UInt8]]) -> [UInt8] {
        let big = BinaryPlistTests.big
        // 0: the top dictionary, 1: its key, 2: the array, 3…: the object named n times and its parts.
        let key = Array("PreferenceSpecifiers".utf8)
        let array: [UInt8] = [0xAF, 0x12] + big(n, 4) + [UInt8](repeating: 3, count: n)
        return BinaryPlistTests.file([[0xD1, 0x01, 0x02], [0x5F, 0x10, UInt8(key.count)] + key, array] + shared)
    }

    @Test(arguments: [
        ("an empty dictionary", [[0xD0]]),
        ("a group", [[0xD1, 0x04, 0x05], [0x54] + Array("Type".utf8), [0x5F, 0x10, 0x10] + Array("PSGroupSpecifier".utf8)]),
        ("a string", [[0x51, 0x78]]),
    ] as [(String, [[UInt8]])])
    func aBinaryPlistNamingOneObjectAMillionTimesIsRefused(_ what: String, _ shared: [[UInt8]]) throws {
        let bytes = Self.reused(1_000_000, shared)
        // The folders are kept while the runs read them.
        let (folder, path) = try BinaryPlistTests.write(bytes), (empty, emptyPath) = try BinaryPlistTests.write(BinaryPlistTests.file([[0xD0]]))
        defer { withExtendedLifetime((folder, empty)) {} }
        let base = try Tool.run(["validate", emptyPath])
        let run = try Tool.run(["validate", "--color", "never", path], timeout: 60)
        #expect(run.status == 1 && run.stdout.contains("Root.plist:0:0: error: the binary property list's object 2 (at byte 34) holds 1000000 references, more than the 65536 nodes")
                && run.stdout.contains("[resource-limit]"), "\(what): \(run.stdout)")
        let mib = Double(bytes.count) / 1_048_576
        #expect(run.peakMiB - base.peakMiB < 8 * mib || Tool.sanitized, "\(what): \(run.peakMiB) MiB, \(base.peakMiB) for an empty file")
    }

    /// A bidi override or an escape in a strings table's key or translation passed.
    @Test func controlsInAStringsTableAreFoundWhereTheyAreWritten() throws {
        let folder = try TempFolder([
            "S.bundle/Root.plist": RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sync</string></dict>\n"),
            "S.bundle/de.lproj/Root.strings": "/* 设置 */\n\"Sync\" = \"Sync \u{202E}evil\";\n\"A\u{2066}b\" = \"x\";\n\"Bell\" = \"\\U0007\";\n\"Foot\" = \"two\\nlines\";\n",
        ])
        let run = try Tool.run(["validate", "--color", "never", folder.path("S.bundle")])
        for expected in [
            "Root.strings:2:10: error: the string holds U+202E (a bidirectional override), which a terminal would act on [control-character]",
            "Root.strings:3:1: error: the string holds U+2066 (a bidirectional override)",
            "Root.strings:4:10: error: the string holds U+0007 (bell)",
        ] {
            #expect(run.status == 1 && run.stdout.contains(expected), "\(expected)\n\(run.stdout)")
        }
        #expect(!run.stdout.contains("Root.strings:5:"), "a translated footer runs to several lines: \(run.stdout)")
    }

    /// `a` → `@string/b` → `@string/a` exited 0 and drew `@string/a`.
    @Test func aCycleOfStringsIsAnError() throws {
        let folder = try TempFolder([
            "res/xml/s.xml": RuleExample.androidText("<Preference app:key=\"k\" app:title=\"@string/a\"/>\n<Preference app:key=\"d\" app:title=\"@string/d\"/>\n"),
            "res/values/strings.xml": RuleExample.androidValues("<string name=\"a\">@string/b</string>\n<string name=\"b\">@string/a</string>\n<string name=\"d\">D</string>\n"),
            // German makes a cycle of its own where values/ ends in text.
            "res/values-de/strings.xml": RuleExample.androidValues("<string name=\"d\">@string/e</string>\n<string name=\"e\">@string/d</string>\n"),
            // An array naming itself in its items made a tree 16 levels deep.
            "res/xml/list.xml": RuleExample.androidText("<ListPreference app:key=\"l\" app:title=\"L\" app:entries=\"@array/x\" app:entryValues=\"@array/x\"/>\n"),
            "res/values/arrays.xml": RuleExample.androidValues("<string-array name=\"x\">" + String(repeating: "<item>@array/x</item>", count: 8) + "</string-array>\n"),
        ])
        let run = try Tool.run(["validate", "--color", "never", folder.path("res")], timeout: 30)
        #expect(run.status == 1 && run.stdout.contains(
            "s.xml:2:25: error: '@string/a' leads through @string/a → @string/b back to @string/a, a circular reference aapt2 refuses; it shows as written [resource-cycle]"),
                "\(run.stdout)")
        #expect(run.stdout.contains("s.xml:3:25: error: '@string/d' leads through @string/d → @string/e back to @string/d in res/values-de"), "\(run.stdout)")
        #expect(!run.stdout.contains("does not resolve"), "a cycle is said once, by its own rule: \(run.stdout)")
        let drawn = try Tool.run(["--color", "never", folder.path("res/xml/list.xml")], timeout: 30)
        #expect(drawn.status == 0 && drawn.stdout.contains("L"), "\(drawn.stdout)")
    }

    /// A title SwiftUI would read as a format or Markdown went to `navigationTitle` as a key, and
    /// a page id starting with `-` (or a dot) named a file starting with `-`.
    @Test func generatedTitlesAndFileNamesAreTakenAsWritten() throws {
        let page = "id: root\ntitle: \"100% \\\\ sure\"\nsections:\n  - header: \"50%\"\n    footer: \"*bold*\"\n    cells:\n"
            + "      - { id: a, title: A, link: { page: \"-dash\" } }\n      - { id: b, title: B, link: { page: \".dot\" } }\n"
            + "---\nid: \"-dash\"\ntitle: Dash\nsections:\n  - cells: [{ id: c, title: C, swipe: [{ title: \"Delete 100%\", style: destructive }] }]\n"
            + "---\nid: \".dot\"\ntitle: Dot\nsections: []\nempty: { title: \"No %@ here\", button: \"Add [one]\" }\n"
        let folder = try TempFolder(["p.yaml": page])
        let swift = try Tool.run(["convert", folder.path("p.yaml"), "--to", "swiftui"])
        #expect(swift.status == 0, "\(swift.stderr)")
        for expected in [
            ".navigationTitle(Text(verbatim: \"100% \\\\ sure\"))", ".navigationTitle(\"Dash\")", "Text(verbatim: \"50%\")", "Text(verbatim: \"*bold*\")",
            "Button(role: .destructive, action: {", ") { Text(verbatim: \"Delete 100%\") }", "Text(verbatim: \"No %@ here\").font(.headline)",
        ] {
            #expect(swift.stdout.contains(expected), "\(expected)\n\(swift.stdout)")
        }
        let file = folder.path("Settings.swift")
        try Data(swift.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let check = try Subprocess.run(Golden.url("../shared/generate/check-swift.sh").path, [file])
        #expect(check.status == 0, "does not type-check:\n\(swift.stdout)")
        let bundle = try Tool.run(["convert", folder.path("p.yaml"), "--to", "settings-bundle", "--output-dir", folder.path("out")])
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/Settings.bundle")).sorted()
        #expect(names.contains("_dash.plist") && names.contains("_dot.plist") && !names.contains { $0.hasPrefix("-") }, "\(names)")
        let back = try Tool.run(["validate", folder.path("out/Settings.bundle")])
        #expect(back.status == 0, "\(back.stdout)")
    }
}
