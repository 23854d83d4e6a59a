import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Every real AndroidX preference screen in Fixtures/android, and the two-platform demo: its
/// resolved model, its drawing and its findings match their goldens, and converting it to YAML
/// draws exactly the same.
@Suite struct RealWorldAndroidTests {
    static let folders = ["Fixtures/android", "Fixtures/two-platforms/android"]

    static let files: [String] = folders.flatMap { folder in
        let names = (FileManager.default.enumerator(atPath: Golden.url(folder).path)?.allObjects as? [String]) ?? []
        return names.filter { $0.hasSuffix(".xml") && $0.contains("res/xml/") }.sorted().map { folder + "/" + $0 }
    }

    /// `Fixtures/android/golden/<sample>.<stem>`: `androidx.preferences`, `two-platforms.settings`.
    static func golden(_ path: String, _ suffix: String) -> String {
        let parts = path.split(separator: "/")
        let sample = parts[1] == "android" ? parts[2] : parts[1]
        return "Fixtures/android/golden/\(sample).\(parts.last!.dropLast(".xml".count))\(suffix)"
    }

    @Test func everyRealFileIsHere() {
        #expect(Self.files.count == 7)
    }

    @Test(arguments: files)
    func modelRenderingAndFindingsMatchTheirGoldens(path: String) throws {
        let loaded = try PageLoader.load(path: Golden.url(path).path)
        #expect(loaded.pages.count == 1)
        #expect(loaded.format == .android)
        var json = ""
        // As `render --format json` prints them: a dependency on a switch is a condition, applied.
        let pages = (loaded.pages + loaded.nestedDocuments.map(\.page) + loaded.linkedPages).map { $0.applyingConditions() }
        JSONValue.object([("pages", .array(pages.map(\.json)))]).serialize { json += $0 }
        Golden.check(json.replacingOccurrences(of: Golden.url("").path + "/", with: "") + "\n", against: Self.golden(path, ".json"))
        var options = RenderCommand.Options()
        options.width = 80
        options.follow = true
        Golden.check(RenderCommand.run([path], options: options).stdout, against: Self.golden(path, ".txt"))
        var validate = ValidateCommand.Options()
        validate.format = .text
        Golden.check(ValidateCommand.run([path], options: validate).stdout, against: Self.golden(path, ".validate.txt"))
    }

    /// SPEC 7.5: rendering the converted page gives exactly the text rendering the original gives.
    @Test(arguments: files)
    func convertedPagesDrawTheSame(path: String) {
        Imported.expectConvertedPageDrawsTheSame(path)
    }
}
