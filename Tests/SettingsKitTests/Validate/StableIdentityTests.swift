import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// A finding's identity is its row's stable key, rule and message (SPEC 11): inserting a clean
/// row above it, or running from another folder, changes no baseline entry and no fingerprint.
@Suite(.serialized) struct StableIdentityTests {
    static let preference = #"<SwitchPreferenceCompat app:key="sync" app:title="Sync" app:defaultValue="yes"/>"# + "\n"
    static let clean = #"<SwitchPreferenceCompat app:key="new" app:title="New" app:defaultValue="true"/>"# + "\n"
    static let toggle = "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sound</string><key>Title</key><string>Sound</string><key>DefaultValue</key><integer>2</integer></dict>\n"
    static let group = "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>New</string></dict>\n"
    static let cell = "      - { id: legal, title: Notifications and sounds for every chat in every group }\n"
    static let cleanCell = "      - { id: new, title: New }\n"
    /// Issue #47: a page rule's finding on an imported row, and a finding on a row with no key.
    static let longTitle = #"<SwitchPreferenceCompat app:key="photos" app:title="Synchronise every photo album over mobile data" app:defaultValue="true"/>"# + "\n"
    static let keyless = #"<Preference app:title="About" app:dependency="missing"/>"# + "\n"
    /// A did-you-mean that a clean row added later makes nearer: the finding is the same one.
    static let dependent = #"<Preference app:key="about" app:title="About" app:dependency="snyc"/>"# + "\n"
    static let syncs = #"<SwitchPreferenceCompat app:key="syncs" app:title="Syncs" app:defaultValue="true"/>"# + "\n"
    static let nearer = #"<SwitchPreferenceCompat app:key="sync" app:title="Sync" app:defaultValue="true"/>"# + "\n"
    static let longToggle = "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>photos</string><key>Title</key><string>Synchronise every photo album over mobile data</string><key>DefaultValue</key><true/></dict>\n"

    /// The file's findings in a run from `folder`, with a baseline when given, as JSON and SARIF.
    static func run(_ files: [String], in folder: URL, baseline: String? = nil, write: String? = nil, format: ValidateCommand.Format = .json) -> CommandOutput {
        var options = ValidateCommand.Options()
        options.format = format
        options.baseline = baseline
        options.writeBaseline = write
        options.configuration = .none
        options.workingDirectory = folder.path
        return ValidateCommand.run(files, options: options)
    }

    static func fingerprints(_ sarif: String) throws -> [String] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["settingsRender/v1"] }
    }

    @Test(arguments: [
        ("res/xml/s.xml", RuleExample.androidText(preference), RuleExample.androidText(clean + preference)),
        ("Settings.bundle/Root.plist", RuleExample.plistText(toggle), RuleExample.plistText(group + toggle)),
        ("page.yaml", "title: T\nsections:\n  - cells:\n" + cell, "title: T\nsections:\n  - cells:\n" + cleanCell + "  - cells:\n" + cell),
        ("res/xml/s.xml", RuleExample.androidText(longTitle), RuleExample.androidText(clean + longTitle)),
        ("res/xml/s.xml", RuleExample.androidText(keyless), RuleExample.androidText(clean + keyless)),
        ("res/xml/s.xml", RuleExample.androidText(dependent + syncs), RuleExample.androidText(nearer + dependent + syncs)),
        ("Settings.bundle/Root.plist", RuleExample.plistText(longToggle), RuleExample.plistText(group + longToggle)),
    ])
    func aRowInsertedAboveChangesNoIdentity(name: String, before: String, after: String) throws {
        let dir = try SettingsBundleCommandTests.folder([name: Array(before.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name).path, baseline = dir.appendingPathComponent("baseline.json").path
        let first = Self.run([file], in: dir, write: baseline, format: .sarif)
        let old = try Self.fingerprints(first.stdout)
        #expect(!old.isEmpty, "\(first.stdout)")
        try Data(after.utf8).write(to: URL(fileURLWithPath: file))
        let again = Self.run([file], in: dir, baseline: baseline)
        #expect(again.exitCode == 0 && !again.stdout.contains("\"rule\""), "\(again.stdout)")
        #expect(try Self.fingerprints(Self.run([file], in: dir, format: .sarif).stdout) == old)
        // From the folder above, naming the file by another path: the same fingerprints.
        #expect(try Self.fingerprints(Self.run([file], in: dir.deletingLastPathComponent(), format: .sarif).stdout) == old)
    }

    @Test func theDidYouMeanIsNoPartOfTheIdentity() {
        #expect(Diagnostic.withoutSuggestion("no preference has the key 'snyc'; did you mean 'sync'?") == "no preference has the key 'snyc'")
        #expect(Diagnostic.withoutSuggestion("it shows the default; did you mean 'No'? use one of Default, No") == "it shows the default use one of Default, No")
        #expect(Diagnostic.withoutSuggestion("'a' is no title of the table 'Root'") == "'a' is no title of the table 'Root'")
    }

    @Test func aBaselineWrittenBeforeStableKeysStillMatches() throws {
        let dir = try SettingsBundleCommandTests.folder(["res/xml/s.xml": Array(RuleExample.androidText(Self.preference).utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("res/xml/s.xml").path, baseline = dir.appendingPathComponent("old.json").path
        let message = "a SwitchPreferenceCompat's 'defaultValue' must be true or false, not 'yes': the app reads it as a boolean"
        let old = #"{"version": 1, "findings": [{"file": "res/xml/s.xml", "rule": "wrong-default-value", "path": "preferences[1].app:defaultValue", "message": "\#(message)"}]}"#
        try Data(old.utf8).write(to: URL(fileURLWithPath: baseline))
        let run = Self.run([file], in: dir, baseline: baseline)
        #expect(run.exitCode == 0 && !run.stdout.contains("\"rule\""), "\(run.stdout)")
        // Written again, the entry names the row by its key.
        let rewritten = dir.appendingPathComponent("new.json").path
        _ = Self.run([file], in: dir, write: rewritten)
        #expect(try String(contentsOfFile: rewritten, encoding: .utf8).contains(#""path": "preferences[key=sync].app:defaultValue""#))
    }
}
