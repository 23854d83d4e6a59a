import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Every real Settings.bundle file in Fixtures/settings-bundle: its resolved model, its drawing
/// and its findings match their goldens, and converting it to YAML draws exactly the same.
@Suite struct RealWorldBundleTests {
    static let root = "Fixtures/settings-bundle/InAppSettingsKit"

    static let files: [String] = {
        let names = (FileManager.default.enumerator(atPath: Golden.url(root).path)?.allObjects as? [String]) ?? []
        return names.filter { $0.hasSuffix(".plist") }.sorted().map { root + "/" + $0 }
    }()

    static func golden(_ path: String, _ suffix: String) -> String {
        "Fixtures/settings-bundle/golden/" + path.split(separator: "/").last!.dropLast(".plist".count) + (path.contains("/Tests/") ? ".test" : "") + suffix
    }

    @Test func everyRealFileIsHere() {
        #expect(Self.files.count == 11)
    }

    @Test(arguments: files)
    func modelRenderingAndFindingsMatchTheirGoldens(path: String) throws {
        let loaded = try PageLoader.load(path: Golden.url(path).path)
        #expect(loaded.pages.count == 1)
        var json = ""
        JSONValue.object([("pages", .array(loaded.pages.map(\.json)))]).serialize { json += $0 }
        Golden.check(json.replacingOccurrences(of: Golden.url("").path + "/", with: "") + "\n", against: Self.golden(path, ".json"))
        var text = ""
        TextRenderer.render(loaded.pages[0], width: 80, glyphs: .unicode, color: nil) { text += $0 }
        Golden.check(text, against: Self.golden(path, ".txt"))
        var options = ValidateCommand.Options()
        options.format = .text
        let report = ValidateCommand.run([path], options: options)
        Golden.check(report.stdout, against: Self.golden(path, ".validate.txt"))
    }

    /// SPEC 7.5: rendering the converted page gives exactly the text rendering the original gives.
    @Test(arguments: files)
    func convertedPagesDrawTheSame(path: String) {
        Imported.expectConvertedPageDrawsTheSame(path)
    }
}
