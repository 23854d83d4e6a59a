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
        #expect(run.cpuSeconds < 5, "\(run.cpuSeconds) s")
        #expect(Glob(String(repeating: "**/", count: 22) + "p.yaml").matches(deep + "/p.yaml"))
        #expect(Glob("d1/**/d20").matches(deep + "/p.yaml") && !Glob("d1/**/d21").matches(deep + "/p.yaml"))
    }

    /// 20,000 suppressions over 20,000 findings: each finding was tested against every directive.
    @Test(arguments: ["next-line", "ranges"])
    func manySuppressionsAreMatchedInLinearTime(shape: String) throws {
        let n = 20_000
        let cells = (0..<n).map { i in
            shape == "next-line"
                ? "      # settings-render:disable-next-line missing-id\n      - { title: Row \(i) }\n"
                : "      # settings-render:disable missing-id\n      - { title: Row \(i) }\n      # settings-render:enable all\n"
        }.joined()
        let folder = try TempFolder(["p.yaml": "title: T\nsections:\n  - cells:\n" + cells + "      - { title: Last }\n"])
        let run = try Tool.run(["validate", "--color", "never", folder.path("p.yaml")], timeout: 60)
        #expect(run.stdout.hasSuffix("0 errors, 1 warning in 1 file; \(n) suppressed\n"), "\(run.stdout.suffix(300))")
        #expect(run.cpuSeconds < (Tool.sanitized ? 20 : 8), "\(run.cpuSeconds) s")
    }
}
