import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// A repository holds YAML that is no page: `validate .` checks its pages and leaves the rest
/// (holdout 18: XcodeGen's `project.yml` gave 13 false errors in two apps).
@Suite struct WalkedYAMLTests {
    static let files = [
        "project.yml": "name: App\noptions:\n  bundleIdPrefix: com.example\ntargets:\n  App:\n    type: application\n",
        "docker-compose.yml": "version: \"3\"\nservices:\n  web:\n    image: nginx\n",
        ".github/ISSUE_TEMPLATE/bug.yml": "name: Bug\ntitle: \"[Bug]: \"\nbody:\n  - type: textarea\n",
        "issue.yml": "name: Bug\ntitle: \"[Bug]: \"\nbody:\n  - type: textarea\n",
        "pages/settings.yaml": "title: Settings\nsections:\n  - cells:\n      - title: Sound\n        accessory: bogus\n",
        "pages/draft.yaml": "title: Draft\nstyle: {}\n",
        "pages/broken.yaml": "title: [Broken\n",
    ]

    @Test func aWalkChecksPagesAndLeavesOtherYAML() throws {
        let folder = try PrecisionTests.Folder(Self.files)
        var options = ValidateCommand.Options()
        options.format = .json
        options.configuration = .none
        let run = ValidateCommand.run([folder.url.path], options: options)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { ($0["path"] as? String)?.split(separator: "/").last.map(String.init) } == ["broken.yaml", "draft.yaml", "settings.yaml"])
        #expect(run.stdout.contains("yaml-syntax") && run.stdout.contains("missing-key"))
        // Named on the command line, a file is a page whatever it holds.
        let named = ValidateCommand.run([folder.url.path + "/project.yml"], options: options)
        #expect(named.stdout.contains("unknown-key"), "\(named.stdout)")
    }
}
