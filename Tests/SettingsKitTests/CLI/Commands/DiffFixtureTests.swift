import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Every diff fixture, compared with its JSON and text goldens under `Fixtures/diff/`.
@Suite struct DiffFixtureTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var old: String
        var new: String
        var differs: Bool
        var testDescription: String { name }
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "discover", old: "Fixtures/pages/discover.yaml", new: "Fixtures/pages/discover-refreshed.yaml", differs: true),
    ] + [
        ("style-refactor", false), ("reorder", true), ("add-remove", true), ("move-across", true),
        ("switch-toggled", true), ("multi-document", true), ("identical", false), ("conditions", true),
    ].map { Fixture(name: $0.0, old: "Fixtures/diff/\($0.0).old.yaml", new: "Fixtures/diff/\($0.0).new.yaml", differs: $0.1) }

    static func run(_ f: Fixture, _ format: DiffCommand.Format, width: Int = 80) throws -> CommandOutput {
        var options = DiffCommand.Options()
        options.format = format
        options.width = width
        let files = [f.old: try Golden.bytes(f.old), f.new: try Golden.bytes(f.new)]
        return DiffCommand.run(old: f.old, new: f.new, options: options) { SourceFile(path: $0, bytes: files[$0]!) }
    }

    @Test(arguments: fixtures)
    func jsonAndTextGoldens(_ f: Fixture) throws {
        let json = try Self.run(f, .json)
        #expect(json.exitCode == (f.differs ? 1 : 0) && json.stderr.isEmpty)
        Golden.check(json.stdout, against: "Fixtures/diff/\(f.name).json")
        let text = try Self.run(f, .text)
        #expect(text.exitCode == json.exitCode)
        Golden.check(text.stdout, against: "Fixtures/diff/\(f.name).txt")
    }

    @Test(arguments: [fixtures[0], fixtures[2]])
    func visualGoldensSideBySideAndStacked(_ f: Fixture) throws {
        Golden.check(try Self.run(f, .visual, width: 100).stdout, against: "Fixtures/diff/\(f.name).visual.txt")
        Golden.check(try Self.run(f, .visual, width: 60).stdout, against: "Fixtures/diff/\(f.name).visual-stacked.txt")
    }
}
