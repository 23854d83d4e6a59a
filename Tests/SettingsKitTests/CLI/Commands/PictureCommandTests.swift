import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `render --format svg|html` through the executable: one page to standard output or `--output`,
/// several to `--output-dir`, images from `--assets`.
@Suite struct PictureCommandTests {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func oneSVGToStandardOutput() throws {
        let run = try Tool.run(["--format", "svg", "--device", "iphone-se", "--appearance", "dark", Golden.url("Fixtures/pages/settings.yaml").path])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\""))
        #expect(run.stdout.contains("data-appearance=\"dark\"") && run.stdout.hasSuffix("</svg>\n"))
    }

    /// Several pages need a folder: each page's picture goes to a file named by its id.
    @Test func severalPagesGoToAFolder() throws {
        let bundle = Golden.url("Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle").path
        let refused = try Tool.run(["--format", "svg", "--follow", bundle])
        #expect(refused.status == 2 && refused.stderr.contains("--output-dir") && refused.stdout.isEmpty)

        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Tool.run(["--format", "svg", "--follow", "--output-dir", dir.path, bundle])
        #expect(run.status == 0 || run.status == 1)  // the bundle's own findings may exit 1
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(written.count > 5 && written.allSatisfy { $0.hasSuffix(".svg") && !$0.hasPrefix(".") })
        #expect(run.stdout.split(separator: "\n").count == written.count)
        // A choice page's id holds a slash: its file name does not.
        #expect(written.contains { $0.hasPrefix("Root_") })
        for name in written {
            let svg = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        }
    }

    @Test func htmlHoldsEveryPage() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("pages.html").path
        let run = try Tool.run(["--format", "html", "--output", out, Golden.url("Fixtures/pages/settings.yaml").path,
                                Golden.url("Fixtures/pages/me.yaml").path])
        #expect(run.status == 0 && run.stdout.isEmpty)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.components(separatedBy: "<svg ").count - 1 == 4)
        // Nothing to run and nothing to fetch: the only URL is the SVG namespace.
        let urls = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        #expect(!html.contains("<script") && !urls.contains("http://") && !urls.contains("https://"))
    }

    /// Images come from an asset catalogue (its @2x first) or a folder; others are placeholders.
    @Test func assetsAreEmbedded() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let set = dir.appendingPathComponent("Assets.xcassets/ProfileLockOn.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"lock.png","scale":"1x"},{"filename":"lock@2x.png","scale":"2x"},{"scale":"3x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(png).write(to: set.appendingPathComponent("lock.png"))
        try Data(png + [9]).write(to: set.appendingPathComponent("lock@2x.png"))
        let catalog = try #require(ImageCatalog(directory: dir.appendingPathComponent("Assets.xcassets").path))
        #expect(catalog.files["ProfileLockOn"]?.hasSuffix("lock@2x.png") == true)
        #expect(catalog.dataURI("ProfileLockOn") == "data:image/png;base64," + Data(png + [9]).base64EncodedString())
        #expect(catalog.dataURI("missing") == nil)

        let run = try Tool.run(["--format", "svg", "--assets", dir.appendingPathComponent("Assets.xcassets").path,
                                Golden.url("Fixtures/pages/settings.yaml").path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("<image class=\"image\"") && run.stdout.contains("href=\"data:image/png;base64,"))
        #expect(!run.stdout.contains("<title>ProfileLockOn</title><rect"))  // not a placeholder

        // A plain folder: names without their scale suffix.
        try Data(png).write(to: dir.appendingPathComponent("wzry@3x.png"))
        try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: dir.appendingPathComponent("wzry@2x.svg"))
        let folder = try #require(ImageCatalog(directory: dir.path))
        #expect(folder.files["wzry"]?.hasSuffix("wzry@2x.svg") == true && folder.contains("ProfileLockOn"))

        let missing = try Tool.run(["--format", "svg", "--assets", dir.appendingPathComponent("nope").path, Golden.url("Fixtures/pages/settings.yaml").path])
        #expect(missing.status == 64 && missing.stderr.contains("--assets"))
    }

    /// `diff --format html`: both pictures, the changed rows outlined in their kind's colour on
    /// each side, the change list beneath.
    @Test func diffAsHTML() throws {
        let run = try Tool.run(["diff", "--format", "html", Golden.url("Fixtures/pages/discover.yaml").path,
                                Golden.url("Fixtures/pages/discover-refreshed.yaml").path])
        #expect(run.status == 1)
        let html = run.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.components(separatedBy: "<svg ").count - 1 == 4)
        // The game row changed: outlined in orange on both sides, in both palettes.
        #expect(html.components(separatedBy: "class=\"outline\"").count - 1 == 4)
        #expect(html.contains("stroke=\"#FF9500\""))
        #expect(html.contains("<pre>") && html.contains("4 changes") && html.contains("新游戏上架啦"))
        #expect(!html.contains("\u{1B}["))  // no terminal colour in a file
        // The change list keeps its lines: a line break is not page text to show as `\n`.
        let list = try #require(html.range(of: "<pre>").map { html[$0.upperBound...] }?.prefix { $0 != "<" })
        #expect(list.split(separator: "\n").count >= 4 && !list.contains("\\n"), "\(list)")
    }

    /// A Settings.bundle pane and an Android screen of other names are the pair the diff compares,
    /// side by side, as the text diff pairs them.
    /// The entry pages pair whatever their ids (`Root`, `settings`), and so do the pages under
    /// them; a page only one side has is drawn on that side.
    @Test func diffAsHTMLPairsThePagesOfEachApp() throws {
        let run = try Tool.run(["diff", "--format", "html", Golden.url("Fixtures/two-platforms/ios/Settings.bundle/Root.plist").path,
                                Golden.url("Fixtures/two-platforms/android/res/xml/settings.xml").path])
        #expect(run.status == 1)
        let sections = run.stdout.components(separatedBy: "<section class=\"page side\"").dropFirst()
        #expect(sections.map { $0.prefix { $0 != ">" } } == [
            " data-page=\"settings\"", " data-page=\"settings/font_size\"", " data-page=\"privacy\"", " data-page=\"settings/language\"",
        ])
        // Two pictures (light and dark) a side of each page, but the old side of the added page.
        #expect(run.stdout.components(separatedBy: "<svg ").count - 1 == 14)
        #expect(run.stdout.components(separatedBy: "(no such page)").count - 1 == 1)
    }

    /// Added, removed and moved rows get their own colours, on the side where they are.
    @Test func diffOutlinesByKind() throws {
        let old = loadPages("title: T\nid: p\nsections:\n  - cells:\n      - { id: a, title: A }\n      - { id: b, title: B }\n      - { id: c, title: C }\n").pages
        let new = loadPages("title: T\nid: p\nsections:\n  - cells:\n      - { id: c, title: C }\n      - { id: a, title: A }\n      - { id: d, title: D }\n").pages
        let changes = PageDiff.changes(old: old, new: new)
        let writer = HTMLDiffWriter()
        let before = writer.outlines(changes, old: true), after = writer.outlines(changes, old: false)
        #expect(before[RowIndex(section: 0, cell: 1)] == HTMLDiffWriter.removed)  // b
        #expect(after[RowIndex(section: 0, cell: 2)] == HTMLDiffWriter.added)  // d
        #expect(Set(before.values).isSubset(of: [HTMLDiffWriter.removed, HTMLDiffWriter.moved]))
        #expect(after.values.contains(HTMLDiffWriter.moved))
    }

    /// `validate --assets`: every image name a page uses that the catalogue lacks, at the name.
    @Test func validateReportsMissingImages() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: dir.appendingPathComponent("ProfileLockOn@2x.png"))
        let page = Golden.url("Fixtures/pages/settings.yaml").path
        let without = try Tool.run(["validate", page])
        #expect(without.status == 0 && !without.stdout.contains("missing-image"))
        // settings.yaml names one image, ProfileLockOn, which the folder holds: clean even when strict.
        let run = try Tool.run(["validate", "--assets", dir.path, "--strict", page])
        #expect(run.status == 0 && !run.stdout.contains("missing-image"), "\(run.stdout)")
        let strict = try Tool.run(["validate", "--assets", dir.path, "--strict", Golden.url("Fixtures/pages/me.yaml").path])
        #expect(strict.status == 1 && strict.stdout.contains("me.yaml:13:36: warning: no image 'emoticon' in the assets"))
        let me = try Tool.run(["validate", "--assets", dir.path, "--format", "json", Golden.url("Fixtures/pages/me.yaml").path])
        #expect(me.status == 0)
        #expect(me.stdout.components(separatedBy: "\"missing-image\"").count - 1 == 8, "\(me.stdout)")
    }
}
