import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The plain line diff git's driver falls back to: shortest, and a patch that real tools apply.
@Suite struct UnifiedDiffTests {
    /// Deterministic pseudo-random lines over a small alphabet, so matches are frequent.
    struct Lines: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        mutating func lines(_ count: Int) -> [String] {
            (0..<Int.random(in: 0...count, using: &self)).map { _ in ["a", "b", "c", "中文", ""].randomElement(using: &self)! }
        }
    }

    static func lcs(_ a: [String], _ b: [String]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    @Test func theEditScriptIsShortestAndRebuildsBothSides() {
        var random = Lines(state: 42)
        for _ in 0..<500 {
            let a = random.lines(12), b = random.lines(12)
            let edits = UnifiedDiff.edits(a, b)
            var old: [String] = [], new: [String] = [], kept = 0
            for e in edits {
                switch e {
                case .keep(let i, let j):
                    #expect(a[i] == b[j])
                    old.append(a[i]); new.append(b[j]); kept += 1
                case .remove(let i): old.append(a[i])
                case .add(let j): new.append(b[j])
                }
            }
            #expect(old == a && new == b, "\(a) → \(b)")
            #expect(kept == Self.lcs(a, b), "\(a) → \(b)")
        }
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.format(old: "a\nb\n", new: "a\nb\n", labels: ("a/x", "b/x"), color: nil) == "")
    }

    @Test func hunksCarryThreeLinesOfContext() {
        let old = (1...12).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(UnifiedDiff.format(old: old, new: new, labels: ("a/p.yaml", "b/p.yaml"), color: nil) == """
            --- a/p.yaml
            +++ b/p.yaml
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9

            """)
        #expect(UnifiedDiff.format(old: "", new: "x\n", labels: ("a", "b"), color: nil).contains("@@ -0,0 +1,1 @@"))
    }

    /// `git apply` takes the output as a patch and turns the old text into the new, including when
    /// the edits pass the cap and the middle is shown as one replacement.
    @Test func gitAppliesThePatch() throws {
        var random = Lines(state: 7)
        var cases: [([String], [String])] = (0..<15).map { _ in (random.lines(40), random.lines(40)) }
        cases.append(((0..<2_500).map { "old \($0)" }, (0..<2_500).map { "new \($0)" }))
        for (a, b) in cases where a != b {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("apply-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let old = a.map { $0 + "\n" }.joined(), new = b.map { $0 + "\n" }.joined()
            try old.write(to: dir.appendingPathComponent("p.yaml"), atomically: true, encoding: .utf8)
            let patch = UnifiedDiff.format(old: old, new: new, labels: ("a/p.yaml", "b/p.yaml"), color: nil)
            try patch.write(to: dir.appendingPathComponent("change.patch"), atomically: true, encoding: .utf8)
            let applied = try Subprocess.run("/usr/bin/git", ["apply", "--unsafe-paths", "change.patch"], in: dir)
            #expect(applied.status == 0, "\(patch)")
            #expect(try String(contentsOf: dir.appendingPathComponent("p.yaml"), encoding: .utf8) == new)
        }
    }

    /// Lines split at each line feed: a CRLF file is lines, not one line (Swift reads CR LF as one
    /// character), its carriage returns shown escaped for reading.
    @Test func crlfTextSplitsIntoLines() {
        let diff = UnifiedDiff.format(old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n", labels: ("p", "p"), color: nil)
        #expect(diff.contains("@@ -1,3 +1,3 @@\n a\\r\n-b\\r\n+B\\r\n c\\r\n"), "\(diff)")
    }
}
