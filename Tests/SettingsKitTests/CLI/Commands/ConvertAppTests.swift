import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `convert` of every fixture an app could ship, and every page file: each page the file leads
/// to, drawn the same (`Imported.expectConvertedPageDrawsTheSame`).
@Suite struct ConvertAppTests {
    /// The fixtures' schema files and preference screens (not the mistakes kept to be found, nor
    /// values files), and the page files of `Fixtures/pages`.
    static let files: [String] = {
        let root = Golden.url("").path
        var out: [String] = []
        let walker = FileManager.default.enumerator(atPath: root + "/Fixtures")
        while let name = walker?.nextObject() as? String {
            let parts = name.split(separator: "/")
            let isPane = name.hasSuffix(".plist") && parts.contains { $0.hasSuffix(".bundle") }
            let isScreen = name.hasSuffix(".xml") && parts.dropLast().last == "xml"
            let isPage = parts.first == "pages" && name.hasSuffix(".yaml")
            guard isPane || isScreen || isPage, !name.contains("hostile"), !name.contains("corpus") else { continue }
            out.append("Fixtures/" + name)
        }
        return out.sorted()
    }()

    @Test func thereAreFixturesOfEachKind() {
        #expect(Self.files.contains { $0.hasSuffix(".plist") } && Self.files.contains { $0.hasSuffix(".xml") }
            && Self.files.contains { $0.hasSuffix(".yaml") })
    }

    @Test(arguments: files)
    func convertedAppsDrawTheSame(path: String) {
        let result = ConvertCommand.run(path, options: ConvertCommand.Options())
        // A file that holds no page (an Info.plist kept beside a bundle) has nothing to convert;
        // one with an error that does not stop its pages (a default not among the values) is
        // converted, and exits 1 as `render --follow` does.
        guard !result.stdout.isEmpty else {
            #expect(result.exitCode == 1, "\(path): \(result.stderr)")
            return
        }
        #expect(result.exitCode == 0 || result.stderr.contains("error:"), "\(path): \(result.stderr)")
        Imported.expectConvertedPageDrawsTheSame(path)
    }

    /// A real credits pane: group titles and footers over several lines convert to YAML the tool
    /// reads back, drawn line for line as the pane is.
    @Test func aHeaderOverSeveralLinesConverts() throws {
        let pane = RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Line one\nLine two</string>"
            + "<key>FooterText</key><string>Copyright (c) 2020\nAll rights reserved.\n\nPermission is hereby granted</string></dict>\n")
        let folder = try TempFolder(["Settings.bundle/Root.plist": pane])
        Imported.expectConvertedPageDrawsTheSame(folder.path("Settings.bundle"))
        var options = RenderCommand.Options()
        options.color = nil
        #expect(RenderCommand.run([folder.path("Settings.bundle")], options: options).stdout.contains("  Line one\n  Line two\n"))
    }

    /// Every page the bundle leads to is a document; what a page file cannot carry is said.
    @Test func everyPageIsWrittenAndWhatIsLeftIsSaid() throws {
        let root = DiffAppTests.root, expert = DiffAppTests.expert
        let folder = try TempFolder(["Settings.bundle/Root.plist": root, "Settings.bundle/Expert.plist": expert])
        let out = ConvertCommand.run(folder.path("Settings.bundle"), options: ConvertCommand.Options())
        #expect(out.stdout.components(separatedBy: "\n---\n").count == 3)  // Root, its choice page, Expert
        #expect(out.stdout.contains("link: {page: Expert}") && out.stdout.contains("\nid: Expert\n"))
        #expect(out.stderr.contains("note: what 4 rows of 3 pages store (DefaultValue, TrueValue/FalseValue, Values, entryValues) is not part of a page file"))
    }
}
