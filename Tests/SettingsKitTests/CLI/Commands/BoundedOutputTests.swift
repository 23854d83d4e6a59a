import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Output never multiplies memory: through the real executable, a run's reports are capped
/// (a file's first 1,000 diagnostics, a run's first 10,000, exact counts of the rest), and a
/// large page's JSON and visual diff stream out, so they cost no more than loading the page.
@Suite(.serialized) struct BoundedOutputTests {
    /// Eleven files of 1,100 errors each: ten show 1,000 and say 100 more; the eleventh, past the
    /// run's 10,000, is counted on one line. Every format agrees, and the counts stay exact.
    @Test func diagnosticsAreCappedPerFileAndPerRun() throws {
        let dir = try AtomicFileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = pageWithCells((0..<1_100).map { "      - {id: \($0), titel: x}\n" }.joined())
        for i in 0..<11 {
            try page.write(to: dir.appendingPathComponent(String(format: "p%02d.yaml", i)), atomically: true, encoding: .utf8)
        }

        let text = try Tool.run(["validate", "--color", "never", dir.path])
        let lines = text.stdout.split(separator: "\n")
        #expect(text.status == 1)
        #expect(lines.filter { $0.contains(": error: unknown key") }.count == 10_000)
        #expect(lines.filter { $0.hasSuffix("100 more diagnostics not shown (100 errors, 0 warnings); the first 1000 are above") }.count == 10)
        #expect(lines.suffix(2) == ["1100 more diagnostics in 1 more file not shown (1100 errors, 0 warnings); a run shows its first 10000",
                                    "12100 errors, 0 warnings in 11 files"], "\(lines.suffix(2))")

        let json = try Tool.run(["validate", "--format", "json", dir.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.map { ($0["diagnostics"] as? [Any])?.count ?? -1 } == Array(repeating: 1_000, count: 10) + [0])
        #expect(files.map { $0["omitted"] as? Int ?? -1 } == Array(repeating: 100, count: 10) + [1_100])
        #expect((report["summary"] as? [String: Int])?["errors"] == 12_100)

        let sarif = try Tool.run(["validate", "--format", "sarif", dir.path])
        let run = try #require(((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 10_000)
        #expect((run["properties"] as? [String: Any])?["omittedResults"] as? Int == 2_100)

        let github = try Tool.run(["validate", "--format", "github", dir.path])
        let annotations = github.stdout.split(separator: "\n")
        #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 10_000)
        #expect(annotations.last == "::warning title=too-many-diagnostics::1100 more diagnostics in 1 more file not shown (1100 errors, 0 warnings); a run shows its first 10000")
    }

    /// A page of 60,000 cells (about 7 MB): printing its resolved model as JSON (about 75 MB) or
    /// the visual diff against an edited copy costs little more memory than validating it, and
    /// both come out whole. Before they streamed, they took four and two times as much.
    @Test func largeOutputsStream() throws {
        let dir = try AtomicFileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.yaml"), new = dir.appendingPathComponent("new.yaml")
        try Self.page(cells: 60_000, edited: false).write(to: old, atomically: true, encoding: .utf8)
        try Self.page(cells: 60_000, edited: true).write(to: new, atomically: true, encoding: .utf8)
        let margin = Tool.sanitized ? 3.0 : 1.4

        let validate = try Tool.run(["validate", old.path], timeout: 300)
        #expect(validate.status == 0 && validate.peakMiB > 20)
        let json = try Tool.run(["render", "--format", "json", old.path], timeout: 300)
        #expect(json.status == 0 && json.stdout.hasSuffix("}\n") && json.stdout.utf8.count > 50_000_000)
        #expect(json.peakMiB < validate.peakMiB * margin + 20, "render --format json: \(json.peakMiB) MiB, validate: \(validate.peakMiB) MiB")

        let visual = try Tool.run(["diff", "--format", "visual", "--color", "never", "--width", "160", old.path, new.path], timeout: 300)
        #expect(visual.status == 1 && visual.stdout.components(separatedBy: "~ ").count > 6_000)
        #expect(visual.peakMiB < 2 * validate.peakMiB * margin + 20, "diff --format visual: \(visual.peakMiB) MiB, validate: \(validate.peakMiB) MiB")
    }

    /// Sections of ten cells with styles, indicators and switches; `edited` retitles every tenth cell.
    static func page(cells: Int, edited: Bool) -> String {
        var out = "title: 设置\nsections:\n"
        for s in 0..<cells / 10 {
            out += "  - id: s\(s)\n    header: 分组 \(s)\n    cells:\n"
            for c in 0..<10 {
                let i = s * 10 + c
                let title = edited && c == 3 ? "通用 \(i) edited" : "通用 \(i)"
                out += c == 2
                    ? "      - { id: \(i), type: switch, title: 夜间模式 \(i), on: true }\n"
                    : "      - { id: \(i), title: \(title), image: icon, indicator: { title: 详情, image: badge } }\n"
            }
        }
        return out
    }
}
