import Foundation
import Testing
@testable import SettingsKit

/// What each target writes for the seed's WeChat page and for InAppSettingsKit's sample bundle,
/// reviewed as files under Fixtures/generate (Docs/Generate.md shows them), with the notes.
/// `RECORD_FIXTURES=1 swift test` re-records them.
@Suite struct GenerateGoldenTests {
    static let sources = [
        ("wechat", "Fixtures/pages/settings.yaml"),
        ("inappsettingskit", "Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle"),
    ]

    @Test(arguments: GenerateTarget.allCases)
    func eachTargetWritesWhatWasReviewed(_ target: GenerateTarget) throws {
        for (name, source) in Self.sources {
            let pages = try GenerateRoundTripTests.load(Golden.url(source).path)
            let generated = Generated.make(pages, target: target, source: source)
            let folder = "Fixtures/generate/\(name)/\(target.rawValue)/"
            for file in generated.files { Golden.check(file.text, against: folder + file.path) }
            Golden.check(generated.notes.map { $0 + "\n" }.joined(), against: folder + "notes.txt")
            // Nothing else was recorded: a file a target no longer writes does not linger.
            let recorded = try FileManager.default.subpathsOfDirectory(atPath: Golden.url(folder).path)
                .filter { !$0.hasSuffix("/") && !FileManager.default.isDirectory(Golden.url(folder + $0).path) }
            #expect(Set(recorded) == Set(generated.files.map(\.path) + ["notes.txt"]), "\(folder)")
        }
    }
}

extension FileManager {
    func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
