import Foundation
import Testing
@testable import SettingsKit

/// Issue #34: what passed silently in the files beside a page, through the executable: strings
/// tables in another encoding or over the size limit, values files over it, references that never
/// end in text.
@Suite(.serialized) struct HardeningRound3NeighbourTests {
    static let root = RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string></dict>\n")

    /// A Latin-1 table decoded with U+FFFD and passed: `Töne` showed as `T�ne`.
    @Test func aStringsTableThatIsNotUTF8IsAFinding() throws {
        let folder = try TempFolder(["S.bundle/Root.plist": Self.root])
        try Data([0x22, 0x53, 0x6F, 0x75, 0x6E, 0x64, 0x22, 0x20, 0x3D, 0x20, 0x22, 0x54, 0xF6, 0x6E, 0x65, 0x22, 0x3B, 0x0A])
            .write(to: try Self.file(folder, "S.bundle/de.lproj/Root.strings"))
        let run = try Tool.run(["validate", "--color", "never", folder.path("S.bundle")])
        #expect(run.status == 1 && run.stdout.contains("Root.strings:1:13: error: byte 0xF6 is not UTF-8: a strings table is UTF-8, or UTF-16 with a byte-order mark"),
                "\(run.stdout)")
        // The page draws untranslated, not with U+FFFD.
        let drawn = try Tool.run(["--locale", "de", "--color", "never", folder.path("S.bundle/Root.plist")])
        #expect(drawn.stdout.contains("Sound") && !drawn.stdout.contains("\u{FFFD}"), "\(drawn.stdout)")
    }

    /// A table over `--max-file-size` was checked as empty: 0 errors. A values file over it read
    /// as if it had no strings.
    @Test func neighboursOverTheSizeLimitAreFindings() throws {
        let big = (0..<20_000).map { "\"k\($0)\" = \"\(String(repeating: "x", count: 60))\";\n" }.joined()
        let values = RuleExample.androidValues((0..<20_000).map { "<string name=\"t\($0)\">\(String(repeating: "x", count: 60))</string>\n" }.joined())
        let folder = try TempFolder([
            "S.bundle/Root.plist": Self.root, "S.bundle/de.lproj/Root.strings": big,
            "res/xml/s.xml": RuleExample.androidText("<Preference app:key=\"k\" app:title=\"@string/t1\"/>\n"), "res/values/strings.xml": values,
        ])
        let table = try Tool.run(["validate", "--max-file-size", "1", "--color", "never", folder.path("S.bundle")])
        #expect(table.status == 1 && table.stdout.contains("Root.strings:1:1: error: the file is larger than the limit of 1 MiB (--max-file-size) [resource-limit]"),
                "\(table.stdout)")
        let screen = try Tool.run(["validate", "--max-file-size", "1", "--color", "never", folder.path("res/xml/s.xml")])
        #expect(screen.stdout.contains("(res/values/strings.xml is larger than the limit of 1 MiB (--max-file-size), so it is not read)"), "\(screen.stdout)")
        #expect(table.peakMiB < (Tool.sanitized ? 300 : 60) && screen.peakMiB < (Tool.sanitized ? 300 : 60), "\(table.peakMiB), \(screen.peakMiB) MiB")
    }

    /// A cycle of `@string`s, a chain longer than the links followed and one that ends nowhere
    /// showed the reference with no finding.
    @Test func referencesThatNeverEndInTextAreFindings() throws {
        let chain = (0..<17).map { "<string name=\"c\($0)\">@string/c\($0 + 1)</string>\n" }.joined()
        let folder = try TempFolder([
            "res/xml/s.xml": RuleExample.androidText("<Preference app:key=\"a\" app:title=\"@string/a\"/>\n<Preference app:key=\"c\" app:title=\"@string/c0\"/>\n"
                + "<Preference app:key=\"d\" app:title=\"@string/d\"/>\n<Preference app:key=\"e\" app:title=\"@string/c10\"/>\n"),
            "res/values/strings.xml": RuleExample.androidValues("<string name=\"a\">@string/b</string>\n<string name=\"b\">@string/a</string>\n" + chain
                + "<string name=\"c17\">End</string>\n<string name=\"d\">@string/gone</string>\n"),
        ])
        let run = try Tool.run(["validate", "--color", "never", folder.path("res/xml/s.xml")])
        for expected in [
            "s.xml:2:25: error: '@string/a' leads through @string/a → @string/b back to @string/a, a circular reference aapt2 refuses; it shows as written [resource-cycle]",
            "s.xml:3:25: warning: '@string/c0' does not resolve: its chain of references (@string/c0 → @string/c1 → @string/c2 → …) runs past the 16 links followed",
            "s.xml:4:25: warning: '@string/d' does not resolve: it leads through @string/d to @string/gone, which no values file holds",
        ] {
            #expect(run.stdout.contains(expected), "\(run.stdout)")
        }
        #expect(!run.stdout.contains("s.xml:5:"), "a chain of 7 links ends in text")
    }

    /// A strings folder, a strings table and a child pane linked from outside the bundle were
    /// read and shown, though a folder walk refuses such links; `--follow-symlinks` reads them.
    /// Refused, they were then left out without a word.
    @Test func neighboursOutsideTheTreeAreNotRead() throws {
        let pane = RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string></dict>\n"
            + "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>\n")
        let folder = try TempFolder([
            "app/S.bundle/Root.plist": pane, "app/S.bundle/fr.lproj/.keep": "",
            "outside/de.lproj/Root.strings": "\"Sound\" = \"SECRET-DE\";\n", "outside/fr.strings": "\"Sound\" = \"SECRET-FR\";\n",
            "outside/More.plist": RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SECRET-PANE</string></dict>\n"),
            "app/res/xml/s.xml": RuleExample.androidText("<Preference app:key=\"k\" app:title=\"@string/t\"/>\n"),
            "outside/values/strings.xml": RuleExample.androidValues("<string name=\"t\">SECRET-VALUES</string>\n"),
            "outside/linked.xml": RuleExample.androidText("<Preference app:key=\"s\" app:title=\"SECRET-SCREEN\"/>\n"),
        ])
        let links = FileManager.default
        try links.createSymbolicLink(atPath: folder.path("app/S.bundle/de.lproj"), withDestinationPath: folder.path("outside/de.lproj"))
        try links.createSymbolicLink(atPath: folder.path("app/S.bundle/fr.lproj/Root.strings"), withDestinationPath: folder.path("outside/fr.strings"))
        try links.createSymbolicLink(atPath: folder.path("app/S.bundle/More.plist"), withDestinationPath: folder.path("outside/More.plist"))
        try links.createSymbolicLink(atPath: folder.path("app/res/values"), withDestinationPath: folder.path("outside/values"))
        try links.createSymbolicLink(atPath: folder.path("app/res/xml/linked.xml"), withDestinationPath: folder.path("outside/linked.xml"))
        let root = folder.path("app/S.bundle/Root.plist")
        for arguments in [["--locale", "de", root], ["--locale", "fr", root], ["--follow", root], ["convert", root], ["--color", "never", folder.path("app/res/xml/s.xml")]] {
            let run = try Tool.run(arguments)
            #expect(!(run.stdout + run.stderr).contains("SECRET"), "\(arguments): \(run.stdout)")
        }
        // Not silently: the run says what it did not read, and how to read it.
        let refused = "it leads out of the folder it belongs to, through a symbolic link or '..' (--follow-symlinks reads it)"
        let drawn = try Tool.run(["--locale", "de", root])
        #expect(drawn.stderr.contains("warning: cannot read '\(folder.path("app/S.bundle/de.lproj/Root.strings"))': " + refused + "; the page is drawn without it"),
                "\(drawn.stderr)")
        let screen = try Tool.run(["validate", "--color", "never", folder.path("app/res/xml/s.xml")])
        #expect(screen.stdout.contains("(res/values/strings.xml is not read: " + refused + ")"), "\(screen.stdout)")
        // A res/ folder's screens, as diff and convert list them: a link out is left out, and said.
        let res = folder.path("app/res")
        for arguments in [["diff", res, res], ["convert", res]] {
            let run = try Tool.run(arguments)
            #expect(!run.stdout.contains("SECRET") && run.stderr.contains("linked.xml': " + refused + "; it is left out"),
                    "\(arguments): \(run.stdout.prefix(300))\(run.stderr)")
        }
        // The flag is every command's: render draws the linked translation and child pane with it.
        let through = try Tool.run(["--follow-symlinks", "--follow", "--locale", "de", "--color", "never", root])
        #expect(through.stdout.contains("SECRET-DE") && through.stdout.contains("SECRET-PANE") && through.stderr.isEmpty,
                "\(through.stdout)\(through.stderr)")
        let followed = try Tool.run(["validate", "--follow-symlinks", "--locale", "all", "--format", "json", folder.path("app/S.bundle")])
        #expect(followed.stdout.contains("More.plist") && followed.stdout.contains("Root.strings"), "\(followed.stdout.prefix(400))")
    }

    /// A configuration comes with the files it checks: one naming a resources folder above its
    /// repository had the run read it, and show its strings as the screen's titles.
    @Test func aConfigurationsResourcesStayInItsRepository() throws {
        let folder = try TempFolder([
            "repo/.git/HEAD": "ref: refs/heads/main\n",
            "repo/app/res/xml/s.xml": RuleExample.androidText("<Preference app:key=\"a\" app:title=\"@string/a\"/>\n<Preference app:key=\"b\" app:title=\"@string/b\"/>\n"),
            "repo/i18n/res/values/strings.xml": RuleExample.androidValues("<string name=\"a\">Sound</string>\n"),
            "outside/res/values/strings.xml": RuleExample.androidValues("<string name=\"b\">SECRET</string>\n"),
            "repo/app/.settings-render.yml": "android:\n  resources: [../i18n/res, ../../outside/res]\n",
        ])
        let screen = folder.path("repo/app/res/xml/s.xml")
        let run = try Tool.run(["validate", "--color", "never", screen])
        #expect(!run.stdout.contains("SECRET") && run.stdout.contains("'@string/b' does not resolve")
                && !run.stdout.contains("'@string/a' does not resolve"), "\(run.stdout)")
        #expect(run.stderr.contains("skipped '../../outside/res': a resources folder ")
                && run.stderr.contains(".settings-render.yml names outside its repository (--follow-symlinks reads it)"), "\(run.stderr)")
        let followed = try Tool.run(["validate", "--follow-symlinks", "--color", "never", screen])
        #expect(followed.status == 0 && followed.stderr.isEmpty, "\(followed.stdout)\(followed.stderr)")
    }

    /// `--assets`: a folder whose links lead back up made 2⁴⁰ paths; a `Contents.json` naming
    /// `../../outside.svg` had that file embedded, base64, in the picture.
    @Test func anAssetCatalogueStaysInItsFolder() throws {
        let folder = try TempFolder([
            "page.yaml": "title: T\nsections:\n  - cells:\n      - { id: 1, title: Lock, image: Lock }\n",
            "A.xcassets/Lock.imageset/Contents.json": "{\"images\": [{\"filename\": \"../../../outside.svg\", \"scale\": \"2x\"}]}\n",
            "outside.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>SECRET</text></svg>\n",
        ])
        for i in 1...40 {
            try FileManager.default.createSymbolicLink(atPath: folder.path("A.xcassets/loop\(i)"), withDestinationPath: ".")
        }
        let run = try Tool.run(["--format", "svg", "--assets", folder.path("A.xcassets"), folder.path("page.yaml")], timeout: 30)
        #expect(run.status == 0 && !run.stdout.contains("data:image/svg+xml;base64"), "\(run.stderr)")
        #expect(run.cpuSeconds < Tool.cpuBound(5), "\(run.cpuSeconds) s")
    }

    static func file(_ folder: TempFolder, _ name: String) throws -> URL {
        let url = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }
}
