import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `validate` in a team's workflow (SPEC 9): configurations found upwards, include and exclude,
/// inline suppressions in the report, and baselines, on real folders.
@Suite struct WorkflowCommandTests {
    static let long = "title: T\nsections:\n  - cells:\n      - { id: 1, title: Notifications and sounds for every chat }\n"
    static let clean = "title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n"

    /// A folder of these files (relative paths), removed after `body`.
    func inFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workflow-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try body(FileName.realPath(root.path)!)
    }

    func run(_ inputs: [String], _ configure: (inout ValidateCommand.Options) -> Void = { _ in }) -> CommandOutput {
        var options = ValidateCommand.Options()
        configure(&options)
        return ValidateCommand.run(inputs, options: options)
    }

    @Test func theNearestConfigurationWins() throws {
        try inFolder([
            ".settings-render.yml": "rules: { title-truncated: error }\n",
            "app/.settings-render.yml": "rules: { title-truncated: off }\n",
            "a.yaml": Self.long, "app/b.yaml": Self.long, "app/deep/c.yaml": Self.long,
        ]) { root in
            let out = run([root])
            #expect(out.stdout.contains("\(root)/a.yaml:4:25: error: ") && !out.stdout.contains("b.yaml") && !out.stdout.contains("c.yaml"))
            #expect(out.exitCode == 1)
            // --config: one file for all; --no-config: none.
            #expect(run([root]) { $0.configuration = .file(root + "/app/.settings-render.yml") }.stdout.hasSuffix("0 errors, 0 warnings in 3 files\n"))
            #expect(run([root]) { $0.configuration = .none }.stdout.hasSuffix("0 errors, 3 warnings in 3 files\n"))
            // --disable wins over a configuration.
            #expect(run([root]) { $0.disabled = [.titleTruncated] }.exitCode == 0)
        }
    }

    @Test func includeAndExcludeShapeWalksAndForceExcludeNamedFiles() throws {
        try inFolder([
            ".settings-render.yml": "include: [pages]\nexclude: ['**/legacy']\n",
            "pages/a.yaml": Self.long, "pages/legacy/b.yaml": Self.long, "ci/workflow.yml": "on: push\n",
        ]) { root in
            let walk = run([root])
            #expect(walk.stdout.contains("pages/a.yaml") && !walk.stdout.contains("legacy") && !walk.stdout.contains("ci/workflow.yml"))
            #expect(walk.stdout.hasSuffix("in 1 file\n") && walk.exitCode == 0)
            // A file named on the command line is checked, unless --force-exclude (pre-commit's way).
            let named = root + "/ci/workflow.yml"
            #expect(run([named]).exitCode == 1)
            let forced = run([named, root + "/pages/a.yaml"]) { $0.forceExclude = true }
            #expect(forced.exitCode == 0 && forced.stdout.hasSuffix("0 errors, 1 warning in 1 file\n"))
        }
    }

    @Test func aBrokenConfigurationIsReportedOnceAndFailsTheRun() throws {
        try inFolder([".settings-render.yml": "rule: {}\n", "a.yaml": Self.clean]) { root in
            let out = run([root])
            #expect(out.exitCode == 1)
            #expect(out.stdout.components(separatedBy: "unknown key 'rule' in the configuration; did you mean 'rules'?").count == 2)
            let named = run([root + "/.settings-render.yml", root + "/a.yaml"])
            #expect(named.stdout.components(separatedBy: "unknown key 'rule'").count == 2 && named.stdout.hasSuffix("in 2 files\n"))
        }
        let missing = run(["x.yaml"]) { $0.configuration = .file("/nonexistent/.settings-render.yml") }
        #expect(missing.exitCode == 2 && missing.stderr.contains("cannot read '/nonexistent/.settings-render.yml'"))
    }

    @Test func titleTruncatedInEveryLocale() throws {
        let specifier = "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string>"
            + "<key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict>\n"
        try inFolder([
            "Settings.bundle/Root.plist": RuleExample.plistText(specifier),
            "Settings.bundle/en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n",
            "Settings.bundle/de.lproj/Root.strings": "\"Sound\" = \"Töne und Benachrichtigungen für jede einzelne Unterhaltung\";\n",
        ]) { root in
            let file = root + "/Settings.bundle/Root.plist"
            #expect(!run([file]) { $0.configuration = .none }.stdout.contains("title-truncated"))
            try "rules:\n  title-truncated: { locales: all }\n".write(toFile: root + "/.settings-render.yml", atomically: true, encoding: .utf8)
            let out = run([file])
            #expect(out.stdout.contains("the cell will cut it (in de) [title-truncated]"), "\(out.stdout)")
            #expect(out.stdout.components(separatedBy: "[title-truncated]").count == 2)
            // A list adds its locales to the one drawn (en), whose long title is reported as before, once.
            try RuleExample.plistText(specifier + specifier.replacingOccurrences(of: "<string>Sound</string>", with: "<string>Notifications and sounds for every single chat and group in the app</string>")
                .replacingOccurrences(of: "<string>sound</string>", with: "<string>all</string>"))
                .write(toFile: file, atomically: true, encoding: .utf8)
            try "rules:\n  title-truncated: { locales: [de, en] }\n".write(toFile: root + "/.settings-render.yml", atomically: true, encoding: .utf8)
            let listed = run([file]).stdout
            #expect(listed.components(separatedBy: "(in en) [title-truncated]").count == 2, "\(listed)")
            #expect(listed.components(separatedBy: "(in de) [title-truncated]").count == 3, "\(listed)")
        }
    }

    @Test func suppressedFindingsAreCountedAndKeptInSARIF() throws {
        let page = "title: T\nsections:\n  - cells:\n      - { id: 1, title: Notifications and sounds for every chat }  # settings-render: disable-line title-truncated\n"
        try inFolder(["a.yaml": page]) { root in
            let text = run([root + "/a.yaml"])
            #expect(text.stdout == "0 errors, 0 warnings in 1 file; 1 suppressed\n")
            let sarif = run([root + "/a.yaml"]) { $0.format = .sarif }.stdout
            #expect(sarif.contains("\"kind\": \"inSource\""))
            let json = run([root + "/a.yaml"]) { $0.format = .json }.stdout
            #expect(json.contains("\"suppressed\": 1"))
        }
    }

    @Test func aBaselineHidesKnownFindingsAndSaysWhatIsStale() throws {
        try inFolder(["pages/a.yaml": Self.long, "pages/b.yaml": Self.long]) { root in
            let baseline = root + "/ci/baseline.json"
            try FileManager.default.createDirectory(atPath: root + "/ci", withIntermediateDirectories: true)
            let written = run([root + "/pages"]) { $0.writeBaseline = baseline; $0.strict = true }
            #expect(written.exitCode == 0 && written.stderr.contains("wrote 2 findings to the baseline"))
            let text = try String(contentsOfFile: baseline, encoding: .utf8)
            #expect(text.contains("\"file\": \"../pages/a.yaml\""))
            // Lines move, a new row above brings a new finding in a; b is fixed.
            try ("# a new first line\n" + Self.long.replacingOccurrences(of: "  - cells:\n", with: "  - cells:\n      - { title: New }\n")).write(toFile: root + "/pages/a.yaml", atomically: true, encoding: .utf8)
            try Self.clean.write(toFile: root + "/pages/b.yaml", atomically: true, encoding: .utf8)
            let out = run([root + "/pages"]) { $0.baseline = baseline }
            #expect(out.stdout.contains("[missing-id]") && !out.stdout.contains("[title-truncated]"), "\(out.stdout)")
            #expect(out.stdout.hasSuffix("0 errors, 1 warning in 2 files; 1 in the baseline; 1 baseline entry fixed since (--write-baseline drops it)\n"))
            let sarif = run([root + "/pages"]) { $0.baseline = baseline; $0.format = .sarif }.stdout
            #expect(sarif.contains("\"kind\": \"external\""))
        }
    }
}

extension WorkflowCommandTests {
    @Test func gitlabsCodeQualityReportListsEachFinding() throws {
        try inFolder(["a.yaml": Self.long]) { root in
            let out = run([root + "/a.yaml"]) { $0.format = .gitlab; $0.configuration = .none }
            let issues = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [[String: Any]])
            #expect(issues.count == 1)
            let issue = try #require(issues.first)
            #expect(issue["check_name"] as? String == "title-truncated" && issue["severity"] as? String == "minor")
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == root + "/a.yaml")
            #expect((location["lines"] as? [String: Int])?["begin"] == 4)
            #expect((issue["fingerprint"] as? String)?.count == 16)
        }
    }
}

extension WorkflowCommandTests {
    /// Rewriting a baseline while reading another: each names files relative to its own folder,
    /// and the rewritten one holds every finding, the known ones too.
    @Test func aBaselineRewrittenElsewhereNamesFilesFromItsOwnFolder() throws {
        try inFolder(["pages/a.yaml": Self.long, "ci/.keep": ""]) { root in
            let old = root + "/ci/old.json", new = root + "/new.json"
            _ = run([root + "/pages"]) { $0.writeBaseline = old }
            let out = run([root + "/pages"]) { $0.baseline = old; $0.writeBaseline = new }
            #expect(out.exitCode == 0 && out.stdout.hasSuffix("; 1 in the baseline\n"))
            let written = try String(contentsOfFile: new, encoding: .utf8)
            #expect(written.contains("\"file\": \"pages/a.yaml\"") && !written.contains(".."))
            #expect(try String(contentsOfFile: old, encoding: .utf8).contains("\"file\": \"../pages/a.yaml\""))
        }
    }
}
