import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Other modules' resources (SPEC 11): a screen whose strings live in another Gradle module
/// resolves them through `--resources`, the configuration's `android: {resources: …}`, or the
/// `res/` folders a walk finds; a reference found in none is still reported.
@Suite(.serialized) struct ModuleResourcesTests {
    static let app = "Fixtures/android-modules"
    static let screen = app + "/app/src/main/res/xml/settings.xml"
    static let strings = app + "/core/i18n/src/main/res"

    /// Outside a Gradle project (this fixture has no settings.gradle), a name the screen's own
    /// folders lack, with none near it, may be another module's or a dependency's: not judged
    /// (issue #47), and its title not measured.
    @Test func aScreenAloneDoesNotJudgeStringsItCannotSee() throws {
        let run = try Tool.run(["validate", "--color", "never", Golden.url(Self.screen).path])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("[unresolved-resource]") && !run.stdout.contains("[title-truncated]"), "\(run.stdout)")
    }

    @Test func resourcesResolveTheReferencesAndTranslateThem() throws {
        let run = try Tool.run(["validate", "--color", "never", "--resources", Golden.url(Self.strings).path, Golden.url(Self.screen).path])
        #expect(run.status == 0 && run.stdout.hasSuffix("0 errors, 0 warnings in 1 file\n"), "\(run.stdout)")
        let german = try Tool.run(["--width", "60", "--locale", "de", "--resources", Golden.url(Self.strings).path, Golden.url(Self.screen).path])
        #expect(german.stdout.contains("Synchronisieren") && german.stdout.contains("Systemstandard") && german.stderr.isEmpty, "\(german.stderr)")
    }

    @Test func aWalkResolvesThroughEveryModuleItFinds() throws {
        let run = try Tool.run(["validate", "--color", "never", Golden.url(Self.app).path])
        #expect(run.status == 0 && run.stdout.hasSuffix("0 errors, 0 warnings in 1 file\n"), "\(run.stdout)")
    }

    @Test func theConfigurationNamesResourcesRelativeToItself() throws {
        let dir = try SettingsBundleCommandTests.folder([
            "app/res/xml/settings.xml": Array(RuleExample.androidText("<SwitchPreferenceCompat app:key=\"a\" app:title=\"@string/a\" app:defaultValue=\"true\"/>\n").utf8),
            "i18n/res/values/strings.xml": Array(RuleExample.androidValues("<string name=\"a\">A</string>\n").utf8),
            "app/.settings-render.yml": Array("android:\n  resources: [../i18n/res]\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app/res/xml/settings.xml").path
        let run = try Tool.run(["validate", "--color", "never", file])
        #expect(run.stdout.hasSuffix("0 errors, 0 warnings in 1 file\n"), "\(run.stdout)")
        let without = try Tool.run(["validate", "--color", "never", "--no-config", file])
        #expect(without.stdout.contains("[unresolved-resource]"), "\(without.stdout)")
        // The configuration itself is valid, and a mistake in its android key is located.
        #expect(try Tool.run(["validate", dir.appendingPathComponent("app/.settings-render.yml").path]).status == 0)
        let (_, problems) = Configuration.load(SourceFile(path: ".settings-render.yml", bytes: Array("android:\n  resource: [x]\n".utf8)))
        #expect(problems.map { "\($0.rule) \($0.start.line):\($0.start.column)" } == ["unknown-key 2:3"] && problems[0].message.contains("did you mean 'resources'"))
    }
}
