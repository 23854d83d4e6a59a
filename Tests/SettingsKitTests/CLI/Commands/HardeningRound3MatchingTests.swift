import Foundation
import Testing
@testable import SettingsKit

/// Issue #34: matching that was a product of its inputs (a configuration's globs, suppressions,
/// did-you-mean) is linear in them and the findings, through the executable.
@Suite(.serialized) struct HardeningRound3MatchingTests {
    static let page = "title: T\nsections:\n  - cells:\n      - { title: Open }\n"

    /// A 69-byte pattern of `**`s against a path 20 folders deep backtracked through every way
    /// of splitting the folders among them.
    @Test func manyDoubleStarsDoNotBacktrack() throws {
        let deep = (1...20).map { "d\($0)" }.joined(separator: "/")
        let folder = try TempFolder([
            ".git/HEAD": "ref: refs/heads/main\n",
            ".settings-render.yml": "exclude: [\"" + String(repeating: "**/", count: 22) + "nomatch\"]\n",
            "\(deep)/p.yaml": Self.page,
        ])
        let run = try Tool.run(["validate", "--color", "never", folder.path("d1")], timeout: 30)
        #expect(run.status == 0 && run.stdout.contains("p.yaml:4:"), "\(run.stdout)")
        #expect(run.cpuSeconds < Tool.cpuBound(5), "\(run.cpuSeconds) s")
        #expect(Glob(String(repeating: "**/", count: 22) + "p.yaml").matches(deep + "/p.yaml"))
        #expect(Glob("d1/**/d20").matches(deep + "/p.yaml") && !Glob("d1/**/d21").matches(deep + "/p.yaml"))
    }

    /// 10,000 suppressions over 10,000 findings (all a file keeps): each finding was tested
    /// against every directive.
    @Test(arguments: ["next-line", "ranges"])
    func manySuppressionsAreMatchedInLinearTime(shape: String) throws {
        let n = Diagnostic.keptPerFile - 1
        let cells = (0..<n).map { i in
            shape == "next-line"
                ? "      # settings-render:disable-next-line missing-id\n      - { title: Row \(i) }\n"
                : "      # settings-render:disable missing-id\n      - { title: Row \(i) }\n      # settings-render:enable all\n"
        }.joined()
        let folder = try TempFolder(["p.yaml": "title: T\nsections:\n  - cells:\n" + cells + "      - { title: Last }\n"])
        let run = try Tool.run(["validate", "--color", "never", folder.path("p.yaml")], timeout: 60)
        #expect(run.stdout.hasSuffix("0 errors, 1 warning in 1 file; \(n) suppressed\n"), "\(run.stdout.suffix(300))")
        #expect(run.cpuSeconds < Tool.cpuBound(5), "\(run.cpuSeconds) s")
    }

    /// "Did you mean" over names that grow with the input: each finding compared its word with
    /// every name. 2,000 unresolved references against 20,000 strings; 5,000 unused translations
    /// against a pane's 2,000 titles; 10,000 unknown ids of a values file against 10,000 cells.
    @Test func didYouMeanIsBoundedPerFinding() throws {
        let strings = (0..<20_000).map { "<string name=\"label_\($0)\">Label \($0)</string>\n" }.joined()
        let screen = (0..<2_000).map { "<Preference app:key=\"k\($0)\" app:title=\"@string/lable_\($0)x\"/>\n" }.joined()
        let titles = (0..<2_000).map { "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Title \($0)</string></dict>\n" }.joined()
        // Keyed by their text: a table keyed by identifiers may serve code, and is not judged.
        let table = (0..<5_000).map { "\"Titel \($0)\" = \"x\";\n" }.joined()
        let cells = (0..<10_000).map { "      - { id: cell\($0), type: switch, title: T }\n" }.joined()
        let values = (0..<10_000).map { "cel\($0)x: {on: true}\n" }.joined()
        let folder = try TempFolder([
            "res/values/strings.xml": RuleExample.androidValues(strings),
            "res/xml/screen.xml": RuleExample.androidText(screen),
            "S.bundle/Root.plist": RuleExample.plistText(titles),
            "S.bundle/en.lproj/Root.strings": table,
            "p.yaml": "title: T\nsections:\n  - cells:\n" + cells,
            "values.yaml": values,
            "S.bundle/.settings-render.yml": "rules:\n  unused-translation: warning\n",
        ])
        for (arguments, expected) in [
            (["validate", folder.path("res/xml/screen.xml")], "did you mean '@string/label_"),
            (["validate", folder.path("S.bundle/en.lproj/Root.strings")], "did you mean 'Title 19'?"),
            (["render", "--values", folder.path("values.yaml"), folder.path("p.yaml")], "did you mean 'cell"),
        ] {
            let run = try Tool.run(arguments + ["--color", "never"], timeout: 60)
            #expect((run.stdout + run.stderr).contains(expected), "\(arguments): \((run.stdout + run.stderr).prefix(600))")
            #expect(run.cpuSeconds < Tool.cpuBound(10), "\(arguments): \(run.cpuSeconds) s")
        }
    }
}
