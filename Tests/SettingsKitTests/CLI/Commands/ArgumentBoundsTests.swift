import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Numeric flags are bounded: a value past its range is a usage error (exit 64) with the range,
/// never a trap, an allocation failure or minutes of work.
@Suite struct ArgumentBoundsTests {
    @Test(arguments: [
        ["--width", "19"], ["--width", "1001"], ["--width", "9223372036854775807"], ["--width", "4611686018427387904"],
        ["--width", "99999999999999999999"], ["--max-depth", "10001"], ["--max-depth", "0"],
        ["--max-file-size", "2048"], ["--max-alias-expansion", "100000001"], ["--max-documents", "1000001"],
    ])
    func valuesPastTheirRangeAreUsageErrors(_ flag: [String]) throws {
        let run = try Tool.run(flag + ["Fixtures/pages/settings.yaml"], in: Golden.root.path)
        #expect(run.status == 64, "\(flag): exit \(run.status)")
        #expect(run.stderr.hasPrefix("Error: ") && run.stdout.isEmpty, "\(run.stderr)")
        #expect(run.cpuSeconds < Tool.cpuBound(5))
    }

    @Test func theWidestTableIsDrawn() throws {
        let run = try Tool.run(["--width", "1000", "--color", "never", "Fixtures/pages/settings.yaml"], in: Golden.root.path)
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() == 1000)
    }

    /// At the ceiling of --max-depth, libyaml's quadratic scan of flow nesting stays quick, and the
    /// rules that walk the tree keep their own stack (a control character at the bottom once
    /// overflowed the thread's stack after about 6,000 levels).
    @Test func theDeepestAllowedNestingIsQuick() throws {
        let text = "title: x\nsections: " + String(repeating: "[", count: 9_990) + "\"\\e\"" + String(repeating: "]", count: 9_990) + "\n"
        let path = try HostileInputTests.file("deepest.yaml", Array(text.utf8))
        for command in [["validate"], ["--color", "never"], ["diff", path]] {
            let run = try Tool.run(command + ["--max-depth", "10000", path])
            #expect(run.status == (command[0] == "diff" ? 2 : 1), "\(command): exit \(run.status)")
            #expect((run.stdout + run.stderr).contains("[control-character]"))
            #expect(run.cpuSeconds < Tool.cpuBound(5), "\(run.cpuSeconds) s")
        }
    }
}
