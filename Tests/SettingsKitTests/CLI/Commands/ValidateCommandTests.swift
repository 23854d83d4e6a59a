import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct ValidateCommandTests {
    static let errors = "title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n      - { id: 1, title: b, on: true }\n"
    static let warnings = "title: T\nsections:\n  - cells:\n      - { title: a }\n"
    static let clean = "title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n"

    private func run(_ inputs: [String], _ files: [String: String], _ configure: (inout ValidateCommand.Options) -> Void = { _ in }) -> CommandOutput {
        var options = ValidateCommand.Options()
        configure(&options)
        return ValidateCommand.run(inputs, options: options) { path throws(ReadError) in
            guard let text = files[path] else { throw ReadError(path: path, reason: "No such file or directory") }
            return SourceFile(path: path, bytes: Array(text.utf8))
        }
    }

    @Test func exitCodes() {
        #expect(run(["c"], ["c": Self.clean]).exitCode == 0)
        #expect(run(["w"], ["w": Self.warnings]).exitCode == 0)
        #expect(run(["w"], ["w": Self.warnings]) { $0.strict = true }.exitCode == 1)
        #expect(run(["e"], ["e": Self.errors]).exitCode == 1)
        #expect(run(["e"], ["e": Self.errors]) { $0.disabled = [.duplicateID] }.exitCode == 0)
        let missing = run(["c", "gone"], ["c": Self.clean])
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "settings-render: cannot read 'gone': No such file or directory\n")
        #expect(missing.stdout == "0 errors, 0 warnings in 1 file; 1 path not checked\n")
        // Only a missing path: no summary that could read like a pass.
        let alone = run(["gone"], [:])
        #expect(alone.exitCode == 2 && alone.stdout.isEmpty)
    }

    @Test func strictSaysWhyWarningsFail() {
        let out = run(["w"], ["w": Self.warnings]) { $0.strict = true }
        #expect(out.exitCode == 1)
        #expect(out.stdout.hasSuffix("0 errors, 1 warning in 1 file (--strict: warnings fail the run)\n"))
        #expect(run(["w"], ["w": Self.warnings]).stdout.hasSuffix("0 errors, 1 warning in 1 file\n"))
    }

    /// A directory with no page file is not a pass: said in every format, exit 2.
    @Test func aDirectoryWithoutPagesSaysSo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "not a page".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        var options = ValidateCommand.Options()
        let text = ValidateCommand.run([dir.path], options: options)
        #expect(text.exitCode == 2 && text.stdout.isEmpty)
        #expect(text.stderr == "settings-render: no page files found under '\(dir.path)' (*.yaml, *.yml)\n")
        options.format = .github
        let github = ValidateCommand.run([dir.path], options: options)
        #expect(github.exitCode == 2 && github.stderr.isEmpty)
        #expect(github.stdout == "::error file=\(dir.path),title=no-pages::no page files found under '\(dir.path)' (*.yaml, *.yml)\n")
    }

    @Test func disabledRulesAreNotReported() {
        let out = run(["e"], ["e": Self.errors]) { $0.disabled = [.ignoredKey] }
        #expect(out.stdout.contains("[duplicate-id]") && !out.stdout.contains("[ignored-key]"))
        #expect(out.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
    }

    @Test func jsonShape() {
        let out = run(["e"], ["e": Self.errors]) { $0.format = .json }
        #expect(out.stdout == """
            {
              "files": [
                {
                  "path": "e",
                  "diagnostics": [
                    {
                      "rule": "duplicate-id",
                      "severity": "error",
                      "message": "duplicate cell id 1",
                      "line": 5,
                      "column": 15,
                      "endLine": 5,
                      "endColumn": 16,
                      "path": "sections[0].cells[1].id",
                      "notes": [
                        {
                          "message": "cell id 1 was first used here",
                          "line": 4,
                          "column": 15
                        }
                      ]
                    },
                    {
                      "rule": "ignored-key",
                      "severity": "warning",
                      "message": "'on' has no effect on a disclosure cell; only switch cells use it",
                      "line": 5,
                      "column": 28,
                      "endLine": 5,
                      "endColumn": 30,
                      "path": "sections[0].cells[1].on",
                      "notes": []
                    }
                  ]
                }
              ],
              "summary": {
                "files": 1,
                "errors": 1,
                "warnings": 1
              }
            }

            """)
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        #expect(ValidationReport.data("100% a\r\nb") == "100%25 a%0D%0Ab")
        #expect(ValidationReport.property("dir/a:b,c%.yaml") == "dir/a%3Ab%2Cc%25.yaml")
        let out = run(["pages/a,b.yaml"], ["pages/a,b.yaml": Self.errors]) { $0.format = .github }
        #expect(out.stdout == """
            ::error file=pages/a%2Cb.yaml,line=5,col=15,endLine=5,endColumn=16,title=duplicate-id::duplicate cell id 1; cell id 1 was first used at line 4
            ::warning file=pages/a%2Cb.yaml,line=5,col=28,endLine=5,endColumn=30,title=ignored-key::'on' has no effect on a disclosure cell; only switch cells use it

            """)
    }

    /// Unreadable paths are annotations too, and a newline in a file name is `%0A`, not a new command.
    @Test func githubAnnotatesUnreadablePathsAndEscapesNewlines() {
        let out = run(["gone.yaml", "a\nb.yaml"], ["a\nb.yaml": Self.errors]) { $0.format = .github }
        #expect(out.exitCode == 2)
        #expect(out.stderr.isEmpty)
        let lines = out.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=a%0Ab.yaml,line=5,"))
        #expect(lines[2] == "::error file=gone.yaml,title=unreadable::cannot read 'gone.yaml': No such file or directory")
    }

    @Test func sarifShape() throws {
        let out = run(["dir/my page.yaml", "/elsewhere/x.yaml", "../up.yaml"],
                      ["dir/my page.yaml": Self.errors, "/elsewhere/x.yaml": Self.clean, "../up.yaml": Self.clean]) {
            $0.format = .sarif
            $0.workingDirectory = "/work/app"
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "settings-render")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
        for key in ["shortDescription", "fullDescription"] {
            #expect(rules.allSatisfy { (($0[key] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        }
        let help = try #require(rules[6]["help"] as? [String: String])
        #expect(help["markdown"] == RuleRegistry.all[6].description.markdown && help["markdown"]!.contains("```yaml"))
        #expect(help["text"]!.hasPrefix("A cell id repeats"))
        #expect(rules[6]["helpUri"] as? String == RuleDescription.docsURL + "#duplicate-id")
        #expect(run["originalUriBaseIds"] as? [String: [String: String]] == ["%SRCROOT%": ["uri": "file:///work/app/"]])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let results = try #require(run["results"] as? [[String: Any]])
        try #require(results.count == 2)
        #expect(results.map { $0["ruleId"] as? String } == ["duplicate-id", "ignored-key"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [6, 11])
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(location["artifactLocation"] as? [String: String] == ["uri": "dir/my%20page.yaml", "uriBaseId": "%SRCROOT%"])
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5 && region["startColumn"] as? Int == 15)
        // The note is a related location with an id, linked from the message so GitHub shows it.
        #expect(((results[0]["message"] as? [String: Any])?["text"] as? String) == "duplicate cell id 1 ([cell id 1 was first used here](1))")
        let related = try #require((results[0]["relatedLocations"] as? [[String: Any]])?.first)
        #expect(related["id"] as? Int == 1)
        let noteRegion = try #require((related["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        #expect(noteRegion == ["startLine": 4, "startColumn": 15, "endLine": 4, "endColumn": 16])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["settingsRender/v1"] }
        #expect(fingerprints.count == 2 && Set(fingerprints).count == 2 && fingerprints.allSatisfy { $0.count == 16 })
        // Paths outside the working directory are absolute file URIs.
        #expect(SARIFLocator(root: "/work/app").artifact("/elsewhere/x.yaml") == .object([("uri", .string("file:///elsewhere/x.yaml"))]))
        #expect(SARIFLocator(root: "/work/app").artifact("../up.yaml") == .object([("uri", .string("file:///work/up.yaml"))]))
        #expect(SARIFLocator(root: "/work/app").artifact("/work/app/./a/../b.yaml")
            == .object([("uri", .string("b.yaml")), ("uriBaseId", .string("%SRCROOT%"))]))
    }

    @Test func autoFormatFollowsGitHubActions() {
        #expect(ValidateCommand.Format.auto.resolved(environment: ["GITHUB_ACTIONS": "true"]) == .github)
        #expect(ValidateCommand.Format.auto.resolved(environment: [:]) == .text)
        #expect(ValidateCommand.Format.json.resolved(environment: ["GITHUB_ACTIONS": "true"]) == .json)
    }

    @Test func textIsColouredOnlyWhenAsked() {
        let plain = run(["e"], ["e": Self.errors])
        #expect(!plain.stdout.contains("\u{1B}"))
        let coloured = run(["e"], ["e": Self.errors]) { $0.color = .palette256 }
        #expect(coloured.stdout.contains("\u{1B}[1;38;5;"))
    }

    @Test func manyFilesReportInInputOrder() {
        var files: [String: String] = [:]
        let names = (0..<200).map { "p\($0)" }
        for (i, name) in names.enumerated() { files[name] = i % 3 == 0 ? Self.errors : Self.clean }
        let out = run(names, files) { $0.format = .json }
        let paths = out.stdout.split(separator: "\n").filter { $0.contains("\"path\": \"p") }
        #expect(paths.map { $0.trimmingCharacters(in: .whitespaces) } == names.map { "\"path\": \"\($0)\"," })
        #expect(out.stdout.contains("\"errors\": 67"))
    }

    /// A walked YAML file is a candidate ("? "): checked as a page only if it reads as one.
    @Test func directoriesAreSearchedRecursivelyInSortedOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["b.yaml", "a/z.yml", "a/b/c.yaml", "notes.txt", ".hidden/x.yaml", "A.yaml"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.clean.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("a/loop"), withDestinationURL: root)
        #expect(Self.walk([root.path, root.path + "/nothing.yaml"], root: root) == [
            "? A.yaml", "? a/b/c.yaml", "skipped a/loop", "? a/z.yml", "? b.yaml", "nothing.yaml",
        ])
        // Followed, the loop is walked once.
        #expect(Self.walk([root.path], root: root, follow: true) == ["? A.yaml", "? a/b/c.yaml", "? a/z.yml", "? b.yaml"])
    }

    static func walk(_ inputs: [String], root: URL, follow: Bool = false) -> [String] {
        FileWalker.expand(inputs, followSymlinks: follow).map { entry -> String in
            switch entry {
            case .file(let p): return String(p.dropFirst(root.path.count + 1))
            case .candidate(let p): return "? " + String(p.dropFirst(root.path.count + 1))
            case .unreadable(let e): return "! " + e.path.split(separator: "/").last!
            case .noPages(let d): return "none under " + d
            case .skipped(let p, _): return "skipped " + String(p.dropFirst(root.path.count + 1))
            case .resources(let p): return "resources " + String(p.dropFirst(root.path.count + 1))
            }
        }
    }

    /// The walk stays in its tree: a link named like a page but pointing at a file elsewhere is not
    /// read (its content would be quoted in diagnostics), a link into /proc is never followed, and
    /// each skip is said, never silent. --follow-symlinks opts in, still outside the system trees.
    @Test func theWalkStaysInTheTree() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("pages"), outside = base.appendingPathComponent("secrets")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "token: s3cr3t\n".write(to: outside.appendingPathComponent("key.txt"), atomically: true, encoding: .utf8)
        try Self.clean.write(to: root.appendingPathComponent("real.yaml"), atomically: true, encoding: .utf8)
        let link = { (name: String, to: String) in
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: to)
        }
        try link("innocent.yaml", outside.appendingPathComponent("key.txt").path)
        try link("alias.yaml", root.appendingPathComponent("real.yaml").path)
        try link("proc", "/proc")
        try link("self.yaml", "/proc/self/environ")
        try link("elsewhere", outside.path)
        #expect(Self.walk([root.path], root: root) == [
            "? alias.yaml", "skipped elsewhere", "skipped innocent.yaml", "skipped proc", "? real.yaml", "skipped self.yaml",
        ])
        #expect(Self.walk([root.path], root: root, follow: true) == [
            "? alias.yaml", "? innocent.yaml", "skipped proc", "? real.yaml", "skipped self.yaml",
        ])
        // Through the command: the secret is never quoted, and the skips are warnings on standard error.
        var options = ValidateCommand.Options()
        options.format = .text
        let out = ValidateCommand.run([root.path], options: options)
        #expect(!out.stdout.contains("s3cr3t") && out.exitCode == 0)
        #expect(out.stderr.contains("settings-render: warning: skipped '\(root.path)/innocent.yaml': a symbolic link to a file outside the folder walked"))
        #expect(out.stderr.contains("a symbolic link into /proc, which a walk never reads"))
    }

    /// A file name is bytes: one that is not UTF-8 is walked, read and reported like any other,
    /// its stray byte printed `\xFF` (text) or `\uDCFF` (JSON), and percent-encoded in SARIF.
    @Test func aNameThatIsNotUTF8IsCheckedAndPrintedEscaped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.clean.write(to: dir.appendingPathComponent("ok.yaml"), atomically: true, encoding: .utf8)
        let name = FileName.string(Array("bad".utf8) + [0xFF] + Array(".yaml".utf8))
        let fd = FileName.withSystemPath(dir.path + "/" + name) { open($0, O_WRONLY | O_CREAT, 0o644) }
        try #require(fd >= 0)
        let page = Array("title: T\nsections:\n  - cells:\n      - {id: 1, titel: x}\n".utf8)
        #expect(page.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == page.count)
        close(fd)

        let walked = ValidateCommand.run([dir.path], options: ValidateCommand.Options())
        #expect(walked.exitCode == 1 && walked.stderr.isEmpty, "\(walked.stderr)")
        #expect(walked.stdout.contains("/bad\\xFF.yaml:4:17: error: unknown key 'titel'"), "\(walked.stdout)")
        #expect(walked.stdout.hasSuffix("1 error, 0 warnings in 2 files\n"))

        // Through the executable, named on the command line.
        let text = try Tool.run(["validate", "--color", "never", name], in: dir.path)
        #expect(text.status == 1 && text.stdout.hasPrefix("bad\\xFF.yaml:4:17: error:"), "\(text.stdout)\(text.stderr)")
        let json = try Tool.run(["validate", "--format", "json", name], in: dir.path)
        #expect(json.stdout.contains(#""path": "bad\uDCFF.yaml""#), "\(json.stdout)")
        let sarif = try Tool.run(["validate", "--format", "sarif", name], in: dir.path)
        #expect(sarif.stdout.contains(#""uri": "bad%FF.yaml""#))
        let render = try Tool.run(["render", "--format", "json", name], in: dir.path)
        #expect(render.status == 1 && render.stderr.hasPrefix("bad\\xFF.yaml:4:17: error:"), "\(render.stderr)")
    }

}
