import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `validate --fix`: the fixes land in the files, atomically, and the run then reports and exits
/// as `validate` would; `--dry-run` writes nothing and prints the diff.
@Suite struct FixCommandTests {
    static let page = "title: 设置  # kept\nsections:\n  - cells:\n      - {id: wifi, type: swich, titel: 无线}\n      - {title: b, enabledWhen: {cell: wfi, on: true}}\n"
    static let fixedPage = "title: 设置  # kept\nsections:\n  - cells:\n      - {id: wifi, type: switch, title: 无线}\n      - {title: b, enabledWhen: {cell: wifi, on: true}}\n"

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func fixesInPlaceThenValidates() throws {
        let folder = try TempFolder(["page.yaml": Self.page, "ok.yaml": "title: ok\nsections: []\n"])
        let out = FixCommand.run([folder.url.path], options: ValidateCommand.Options(), dryRun: false)
        #expect(try text(folder.path("page.yaml")) == Self.fixedPage)
        #expect(try text(folder.path("ok.yaml")) == "title: ok\nsections: []\n")
        // Fixed over two passes: the condition's id is suggested once the row is a switch.
        #expect(out.stderr.contains("fixed \(folder.path("page.yaml")):4:26: unknown-cell-type: 'swich' → 'switch'"))
        #expect(out.stderr.contains("condition-not-found: 'wfi' → 'wifi'"))
        #expect(out.stderr.contains("3 fixes in 1 file made"))
        #expect(out.exitCode == ExitStatus.success, "\(out.stdout)")
    }

    @Test func dryRunWritesNothing() throws {
        let folder = try TempFolder(["page.yaml": Self.page])
        let out = FixCommand.run([folder.path("page.yaml")], options: ValidateCommand.Options(), dryRun: true)
        #expect(try text(folder.path("page.yaml")) == Self.page)
        #expect(out.stdout.contains("\n-      - {id: wifi, type: swich, titel: 无线}\n"))
        #expect(out.stdout.contains("\n+      - {id: wifi, type: switch, title: 无线}\n"))
        #expect(out.stdout.hasPrefix("--- \(folder.path("page.yaml"))\n+++ \(folder.path("page.yaml"))\n"))
        #expect(out.stderr.contains("3 fixes in 1 file would be made"))
        #expect(out.exitCode == ExitStatus.failure)
        // Nothing was written, so a second dry run finds the same fixes to make.
        let again = FixCommand.run([folder.path("page.yaml")], options: ValidateCommand.Options(), dryRun: true)
        #expect(again.exitCode == ExitStatus.failure)
    }

    @Test func remainingErrorsStillFail() throws {
        let folder = try TempFolder(["page.yaml": "title: t\nsections:\n  - cells:\n      - {titel: a, type: nonsenseword}\n"])
        let out = FixCommand.run([folder.path("page.yaml")], options: ValidateCommand.Options(), dryRun: false)
        #expect(try text(folder.path("page.yaml")) == "title: t\nsections:\n  - cells:\n      - {title: a, type: nonsenseword}\n")
        #expect(out.stdout.contains("unknown cell type 'nonsenseword'"))
        #expect(out.exitCode == ExitStatus.failure)
    }

    @Test func anAndroidDependencyAndAConfiguration() throws {
        let screen = """
            <PreferenceScreen xmlns:app="http://schemas.android.com/apk/res-auto">
                <SwitchPreferenceCompat app:key="sync" app:title="Sync"/>
                <CheckBoxPreference app:key="wifi_only" app:title="Wi-Fi only" app:dependency="synk"/>
            </PreferenceScreen>

            """
        let folder = try TempFolder(["app/src/main/res/xml/prefs.xml": screen, ".settings-render.yml": "rules:\n  title-truncated: warnin\n"])
        let out = FixCommand.run([folder.path("app/src/main/res/xml/prefs.xml"), folder.path(".settings-render.yml")], options: ValidateCommand.Options(), dryRun: false)
        #expect(try text(folder.path("app/src/main/res/xml/prefs.xml")) == screen.replacingOccurrences(of: "\"synk\"", with: "\"sync\""))
        #expect(try text(folder.path(".settings-render.yml")) == "rules:\n  title-truncated: warning\n")
        #expect(out.exitCode == ExitStatus.success, "\(out.stdout)\(out.stderr)")
    }

    /// The fixture of typos fixes to its golden, byte for byte (comments, quoting, order, indentation).
    @Test func theFixtureOfTypos() throws {
        let folder = try TempFolder(["typos.yaml": try Golden.read("Fixtures/fix/typos.yaml")])
        let out = FixCommand.run([folder.path("typos.yaml")], options: ValidateCommand.Options(), dryRun: false)
        #expect(try text(folder.path("typos.yaml")) == (try Golden.read("Fixtures/fix/typos.fixed.yaml")))
        #expect(out.exitCode == ExitStatus.success)
        #expect(out.stderr.hasSuffix("settings-render: 5 fixes in 1 file made\n"))
    }

    /// The JSON report says which findings --fix can fix, and how.
    @Test func theJSONReportCarriesTheFix() throws {
        let folder = try TempFolder(["page.yaml": Self.page])
        var options = ValidateCommand.Options()
        options.format = .json
        let out = ValidateCommand.run([folder.path("page.yaml")], options: options)
        #expect(out.stdout.contains("\"fix\": {\n            \"old\": \"swich\",\n            \"new\": \"switch\"\n          }"))
        #expect(out.stdout.components(separatedBy: "\"fix\"").count == 3)
    }

    @Test func anUnreadableFileIsTrouble() {
        let out = FixCommand.run(["/nonexistent/page.yaml"], options: ValidateCommand.Options(), dryRun: true)
        #expect(out.exitCode == ExitStatus.trouble)
    }

    /// A default that is a number near an entry value is another value, not a typo: no fix
    /// changes what users store ('11' is not '1'); a word still gets its fix. ('-1' is "no choice
    /// yet", not reported at all.)
    @Test(arguments: [("11", false), ("smal", true)])
    func aNumberIsNoMisspelling(_ value: String, _ fixed: Bool) throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <ListPreference android:key="size" android:title="Size" android:defaultValue="\(value)"
                    android:entries="@array/names" android:entryValues="@array/values"/>
            </PreferenceScreen>

            """
        let values = "<resources><string-array name=\"names\"><item>One</item><item>Small</item></string-array>"
            + "<string-array name=\"values\"><item>1</item><item>small</item></string-array></resources>\n"
        let folder = try TempFolder(["res/xml/p.xml": screen, "res/values/arrays.xml": values])
        var options = ValidateCommand.Options()
        options.format = .json
        let out = ValidateCommand.run([folder.path("res/xml/p.xml")], options: options)
        #expect(out.stdout.contains("wrong-default-value"), "\(out.stdout)")
        #expect(out.stdout.contains("\"fix\"") == fixed, "\(out.stdout)")
    }
}
