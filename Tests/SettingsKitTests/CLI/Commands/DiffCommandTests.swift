import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct DiffCommandTests {
    static let page = "title: 设置\nsections:\n  - cells:\n      - { id: 7, type: switch, title: 夜间模式, on: false }\n"

    private func run(_ old: String, _ new: String, _ files: [String: String], git: Bool = false) -> CommandOutput {
        var options = DiffCommand.Options()
        options.gitDriver = git
        return DiffCommand.run(old: old, new: new, options: options) { path throws(ReadError) in
            guard let text = files[path] else { throw ReadError(path: path, reason: "No such file or directory") }
            return SourceFile(path: path, bytes: Array(text.utf8))
        }
    }

    @Test func anInvalidInputPrintsItsDiagnosticsAndExits2() {
        let out = run("a", "b", ["a": Self.page, "b": "title: x\nsections: [\n"])
        #expect(out.exitCode == 2 && out.stdout.isEmpty)
        #expect(out.stderr.hasPrefix("b:3:1: error: did not find expected node content"))
        #expect(run("a", "missing", ["a": Self.page]).exitCode == 2)
    }

    @Test func aPageWithARuleErrorIsRefusedToo() {
        let duplicated = Self.page + "      - { id: 7, title: again }\n"
        let out = run("a", "b", ["a": Self.page, "b": duplicated])
        #expect(out.exitCode == 2 && out.stdout.isEmpty)
        #expect(out.stderr.contains("[duplicate-id]"))
    }

    @Test func devNullStandsForNoFile() {
        let added = run(DiffCommand.noFile, "a", ["a": Self.page])
        #expect(added.exitCode == 1 && added.stdout.contains("+ 设置 [a]"))
        #expect(run("a", DiffCommand.noFile, ["a": Self.page]).stdout.contains("− 设置 [a]"))
    }

    /// As git's driver, a side that is not a page never stops git: one line says why, then a plain
    /// unified diff under git's labels, never the temporary file's name, and exit 0.
    @Test func asGitsDriverAnInvalidSideFallsBackToATextDiff() {
        let broken = "title: x\nsections: [\n"
        for (old, new, side) in [("/tmp/git-blob-a", "/tmp/git-blob-b", "new"), ("/tmp/git-blob-b", "/tmp/git-blob-a", "old")] {
            let files = ["/tmp/git-blob-a": Self.page, "/tmp/git-blob-b": broken]
            let arguments = ["pages/x.yaml", old, "0123", "100644", new, "4567", "100644"]
            let out = DiffCommand.runAsGitDriver(arguments, options: DiffCommand.Options()) { path throws(ReadError) in
                guard let text = files[path] else { throw ReadError(path: path, reason: "No such file or directory") }
                return SourceFile(path: path, bytes: Array(text.utf8))
            }
            #expect(out.exitCode == 0 && out.stderr.isEmpty)
            let lines = out.stdout.split(separator: "\n").map(String.init)
            #expect(lines[0] == "a/pages/x.yaml → b/pages/x.yaml")
            #expect(lines[1].hasPrefix("settings-render: \(side) side is not a valid page: line 3, column 1: did not find expected node content"))
            #expect(lines[2...3] == ["--- a/pages/x.yaml", "+++ b/pages/x.yaml"])
            #expect(lines.contains(side == "new" ? "+sections: [" : "-sections: ["))
            #expect(!out.stdout.contains("git-blob"))
        }
        // Outside git's driver mode the same input is still trouble.
        #expect(run("a", "b", ["a": Self.page, "b": broken]).exitCode == 2)
    }

    @Test func anAddedPageShowsItsCells() {
        let out = run(DiffCommand.noFile, "a", ["a": Self.page + "  - header: 关于\n    cells: [{ id: 9, title: 版本 }]\n"])
        #expect(out.stdout == """
            /dev/null → a
            page 设置 [a]
              + 设置 [a]
                section 0
                  + 夜间模式 [7] (switch)
                section 1 · 关于
                  + 版本 [9]
            1 change

            """)
    }

    @Test func asGitsDriverDifferencesExit0() {
        let new = Self.page.replacingOccurrences(of: "on: false", with: "on: true")
        #expect(run("a", "b", ["a": Self.page, "b": new]).exitCode == 1)
        #expect(run("a", "b", ["a": Self.page, "b": new], git: true).exitCode == 0)
    }

    /// The real thing: `git diff` in a temporary repository, with settings-render as the external
    /// diff driver (GIT_EXTERNAL_DIFF passes seven arguments).
    @Test func gitDiffShowsTheSemanticDiff() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("settings-render")
        let built = FileManager.default.isExecutableFile(atPath: binary.path)
            ? binary : Golden.url(".build/debug/settings-render")
        try #require(FileManager.default.isExecutableFile(atPath: built.path), "build settings-render first (swift build)")
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("git-diff-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repo) }
        func git(_ args: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", repo.path] + args
            var env = ProcessInfo.processInfo.environment
            env["GIT_EXTERNAL_DIFF"] = built.path + " diff --color never"
            env["GIT_AUTHOR_NAME"] = "t"; env["GIT_AUTHOR_EMAIL"] = "t@example.com"
            env["GIT_COMMITTER_NAME"] = "t"; env["GIT_COMMITTER_EMAIL"] = "t@example.com"
            process.environment = env
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(args.joined(separator: " "))")
            return String(decoding: data, as: UTF8.self)
        }
        _ = try git("init", "-q")
        try Self.page.write(to: repo.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        _ = try git("add", "settings.yaml")
        _ = try git("commit", "-q", "-m", "v1")
        try Self.page.replacingOccurrences(of: "on: false", with: "on: true")
            .write(to: repo.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        let out = try git("diff", "--ext-diff")
        #expect(out == """
            a/settings.yaml → b/settings.yaml
            page 设置 [settings]
              section 0
                ~ 夜间模式 [7] on: false → true
            1 change

            """)
        _ = try git("commit", "-q", "-am", "v2")
        #expect(try git("log", "-p", "--ext-diff", "-1", "--format=%s").contains("~ 夜间模式 [7] on: false → true"))
        // A page broken in one commit does not stop git at it: the next file is still shown.
        try "title: x\nsections: [\n".write(to: repo.appendingPathComponent("a-broken.yaml"), atomically: true, encoding: .utf8)
        try Self.page.replacingOccurrences(of: "on: true", with: "on: false")
            .write(to: repo.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        _ = try git("add", "a-broken.yaml")
        let both = try git("diff", "--ext-diff", "HEAD")
        #expect(both.contains("/dev/null → b/a-broken.yaml\nsettings-render: new side is not a valid page: line 3, column 1: "))
        #expect(both.contains("+++ b/a-broken.yaml\n@@ -0,0 +1,2 @@\n+title: x\n+sections: [\n"))
        #expect(both.contains("~ 夜间模式 [7] on: true → false"))
    }
}
