import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Issue #47's Android side, run through the built executable on small apps of Fixtures/: each
/// screen is read as AndroidX reads it and its resources as the Gradle build merges them.
@Suite(.serialized) struct AndroidAsBuiltTests {
    /// `validate` on a fixture, from the repository's root: the findings as `line rule`, and the output.
    static func findings(_ path: String, _ arguments: [String] = []) throws -> (found: [String], output: String) {
        let run = try Tool.run(["validate", "--color", "never", "--no-config", "--format", "text"] + arguments + [path], in: Golden.root.path)
        let found = run.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(path), line.contains(": warning: ") || line.contains(": error: "),
                  let open = line.lastIndex(of: "[") else { return nil }
            let position = line.dropFirst(path.count).split(separator: ":")
            return "\(position.first { Int($0) != nil } ?? "?") \(line[line.index(after: open)...].dropLast())"
        }
        return (found, run.stdout)
    }

    /// A dependency follows a switch's checked state, a text's emptiness and a plain row's enabled
    /// state; a list's, a seek bar's or a value-holding custom class's value never.
    @Test func aDependencyIsReportedOnlyWhereItCannotFollowAValue() throws {
        let screen = "Fixtures/android-dependents/res/xml/settings.xml"
        let (found, output) = try Self.findings(screen)
        #expect(found == ["14 dependency-not-switch", "16 dependency-not-switch", "18 dependency-not-switch"], "\(output)")
        #expect(output.contains("'quality' is a ListPreference, which does not override shouldDisableDependents"), "\(output)")
    }

    /// An `<intent>`'s data and target and its `<extra>`s' values are resolved like any reference,
    /// misspelt ones reported at their line with a did-you-mean; a resolved intent leads where its data says.
    @Test func anIntentsReferencesAreResolvedAndReported() throws {
        let screen = "Fixtures/android-intents/res/xml/about.xml"
        let (found, output) = try Self.findings(screen)
        #expect(found == ["11 unresolved-resource", "15 unresolved-resource"], "\(output)")
        #expect(output.contains("did you mean '@string/source_url'") && output.contains("did you mean '@string/licence_title'"), "\(output)")
        let json = try Tool.run(["--format", "json", screen], in: Golden.root.path)
        #expect(json.stdout.contains("\"target\" : \"https://example.org\"") || json.stdout.contains("\"target\": \"https://example.org\""), "\(json.stdout)")
    }
}
