import Foundation
import Testing
@testable import SettingsKit

/// Issue #34: pages whose every row is tiny, or a finding, cost memory in proportion to their rows
/// and findings; both are bounded, through the executable.
@Suite(.serialized) struct HardeningRound3MemoryTests {
    static func page(_ cells: Int, _ cell: (Int) -> String) -> String {
        "title: T\nsections:\n  - cells:\n" + (0..<cells).map { "      - \(cell($0))\n" }.joined()
    }

    /// 400,000 cells of `{id: 1}` (6.4 MB) made 400,000 models and 800,000 findings: a million of
    /// them took 1.33 GiB. More rows than one per 48 bytes is refused from the tree, before any is
    /// decoded.
    @Test func aPagePackedWithTinyRowsIsRefused() throws {
        let folder = try TempFolder(["p.yaml": Self.page(400_000) { _ in "{id: 1}" }, "small.yaml": Self.page(1) { _ in "{id: 1}" }])
        let mib = Double(try Data(contentsOf: folder.url.appendingPathComponent("p.yaml")).count) / 1_048_576
        let base = try Tool.run(["validate", folder.path("small.yaml")]).peakMiB
        for arguments in [["validate"], ["render"], ["convert"]] {
            let run = try Tool.run(arguments + [folder.path("p.yaml")], timeout: 60)
            let said = run.stdout + run.stderr
            #expect(run.status == 1 && said.contains("p.yaml:133336:9: error: the file holds more than 133333 sections and cells, "
                                                       + "more than one for every 48 bytes; no page is that dense [resource-limit]"), "\(said.prefix(400))")
            #expect(run.peakMiB - base < 8 * mib + Tool.memoryNoiseMiB || Tool.sanitized, "\(arguments): \(run.peakMiB) MiB at peak, \(base) for a small page, for \(mib) MiB")
        }
        // At the floor, 65,536 rows are let through however small.
        try Self.page(65_535) { "{id: i\($0), title: x}" }.write(to: folder.url.appendingPathComponent("floor.yaml"), atomically: true, encoding: .utf8)
        let floor = try Tool.run(["validate", folder.path("floor.yaml")], timeout: 60)
        #expect(floor.status == 0, "\(floor.stdout.suffix(300))")
    }

    /// 15,000 cells each a duplicate id: a file keeps its first 10,000 findings in report order
    /// and counts the rest in one `resource-limit` error at its start, naming where they begin.
    @Test func aFileKeepsItsFirstTenThousandFindings() throws {
        // Rows of 64 bytes, within the density bound (48); each one but the first is a duplicate id.
        let folder = try TempFolder(["p.yaml": Self.page(15_000) { _ in "{id: 1, title: Wi-Fi}  # a comment that pads the row out" }])
        let run = try Tool.run(["validate", "--format", "json", folder.path("p.yaml")], timeout: 120)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let file = (json?["files"] as? [[String: Any]])?.first
        let shown = file?["diagnostics"] as? [[String: Any]] ?? []
        #expect(run.status == 1)
        #expect(shown.first?["rule"] as? String == "resource-limit"
                && (shown.first?["message"] as? String)?.hasPrefix("4999 more findings from 10005:14 on are counted, not kept: a file keeps its first 10000") == true,
                "\(shown.first ?? [:])")
        #expect(file?["omitted"] as? Int == 10_001 - shown.count, "\(file?["omitted"] ?? "")")
        let summary = json?["summary"] as? [String: Any]
        #expect(summary?["errors"] as? Int == 10_001, "\(summary ?? [:])")
        // The reader's own problems (a cell without a title, one a row) are bounded the same way.
        try Self.page(15_000) { String(format: "{id: %07d}  # a comment that pads the row out to 64 b", $0) }
            .write(to: folder.url.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["validate"], ["render"]] {
            let missing = try Tool.run(arguments + ["--color", "never", folder.path("m.yaml")], timeout: 120)
            let said = missing.stdout + missing.stderr
            #expect(missing.status == 1 && said.hasPrefix(folder.path("m.yaml") + ":1:1: error: 5000 more findings from 10004:10 on are counted, not kept"),
                    "\(arguments): \(said.prefix(300))")
        }
    }

    /// A values file of a million ids no page has made a million warnings (13 MB of JSON: 468 MiB);
    /// one of more entries than one per 64 bytes is refused, and past a file's first 10,000
    /// unused ids they are counted, not made.
    @Test func valuesFilesAreBoundedByTheirSize() throws {
        let dense = "{" + (0..<200_000).map { "\"k\($0)\":{\"on\":true}" }.joined(separator: ",") + "}"
        // 65 bytes an entry: within the bound, and none is a cell id of the page.
        let entries = (0..<15_000).map { "  \"k\(String(format: "%07d", $0))\": {\"title\": \"\(String(repeating: "x", count: 36))\"}," }
        let folder = try TempFolder([
            "p.yaml": Self.page(1) { _ in "{id: wifi, title: Wi-Fi}" }, "dense.json": dense,
            "many.json": "{\n" + entries.joined(separator: "\n") + "\n  \"last\": {}\n}\n",
        ])
        let mib = Double(dense.utf8.count) / 1_048_576
        let base = try Tool.run(["validate", folder.path("p.yaml")]).peakMiB
        let refused = try Tool.run(["validate", "--values", folder.path("dense.json"), folder.path("p.yaml")], timeout: 60)
        #expect(refused.status == 1 && refused.stdout.contains("dense.json:1:1396165: error: the values file holds more than 67013 entries, "
                                                                + "more than one for every 64 bytes; no app stores that many [resource-limit]"),
                "\(refused.stdout.prefix(400))")
        #expect(refused.peakMiB - base < 8 * mib + 8 || Tool.sanitized, "\(refused.peakMiB) MiB at peak, \(base) for a page, for \(mib) MiB")
        let many = try Tool.run(["validate", "--values", folder.path("many.json"), folder.path("p.yaml")], timeout: 120)
        #expect(many.stdout.contains("many.json:1:1: error: 5001 more findings from 10002:3 on are counted, not kept"), "\(many.stdout.prefix(600))")
        #expect(many.stdout.hasSuffix("1 error, 10000 warnings in 2 files\n"), "\(many.stdout.suffix(300))")
    }

    /// `render` laid a section out whole: one section of many rows cost 11 times its file. It is
    /// laid out in parts of a few hundred rows.
    @Test func aLongSectionRendersWithinEightTimesItsFile() throws {
        let folder = try TempFolder([
            "p.yaml": Self.page(200_000) { "{id: a\(String(repeating: "x", count: 28))\(String(format: "%07d", $0)), title: Wi-Fi}" },
            "small.yaml": Self.page(1) { _ in "{id: a, title: Wi-Fi}" },
        ])
        let mib = Double(try Data(contentsOf: folder.url.appendingPathComponent("p.yaml")).count) / 1_048_576
        let base = try Tool.run(["validate", folder.path("small.yaml")]).peakMiB
        let run = try Tool.run(["render", "--color", "never", folder.path("p.yaml")], timeout: 120)
        // Every row drawn, and the box closed once.
        #expect(run.status == 0 && run.stdout.components(separatedBy: "Wi-Fi").count == 200_001
                && run.stdout.components(separatedBy: "╰").count == 2, "\(run.stdout.suffix(200))")
        #expect(run.peakMiB - base < 8 * mib + Tool.memoryNoiseMiB || Tool.sanitized, "\(run.peakMiB) MiB at peak, \(base) for a small page, for \(mib) MiB")
    }
}
