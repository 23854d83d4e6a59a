import Foundation
import Testing
@testable import SettingsKit

/// `--dry-run`'s diff applies with `patch` to the file's real bytes, in every encoding and line
/// ending, and prints no character a terminal would act on.
@Suite struct PatchDiffTests {
    /// `patch` applies the diff to `old`, giving `new`.
    func applies(_ old: [UInt8], _ new: [UInt8], _ encoding: TextEncoding) throws -> Bool {
        let folder = try TempFolder([:])
        let diff = try #require(PatchDiff.format(old: old, new: new, label: "f", encoding: encoding, color: nil))
        try Data(old).write(to: URL(fileURLWithPath: folder.path("f")))
        try Data(diff).write(to: URL(fileURLWithPath: folder.path("d")))
        let run = try Subprocess.run("/usr/bin/patch", ["-s", folder.path("f"), folder.path("d")])
        return try run.status == 0 && Array(Data(contentsOf: URL(fileURLWithPath: folder.path("f")))) == new
    }

    @Test(arguments: [TextEncoding.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian])
    func appliesInEveryEncoding(_ encoding: TextEncoding) throws {
        let lines = (1...12).map { "line \($0): 设置 \\ \t😀" }
        for ending in ["\n", "\r\n"] {
            let old = lines.joined(separator: ending) + ending
            var changed = lines
            changed[5] = "line 6: switch"
            changed.insert("Ċ ċ", at: 9)  // U+010A is 0A 01 in UTF-16LE: a line feed byte inside a character
            for (a, b) in [(old, changed.joined(separator: ending) + ending), (old, changed.joined(separator: ending))] {
                let (x, y) = (try #require(encoding.encode(Array(a.utf8))), try #require(encoding.encode(Array(b.utf8))))
                #expect(try applies(x, y, encoding), "\(encoding) \(ending.debugDescription)")
            }
        }
    }

    @Test func carriageReturnsTabsAndBackslashesStayRaw() throws {
        let diff = try #require(PatchDiff.format(old: Array("a\r\n\tb\\n\r\n".utf8), new: Array("a\r\n\tB\\n\r\n".utf8), label: "p", encoding: .utf8, color: nil))
        #expect(String(decoding: diff, as: UTF8.self) == "--- p\n+++ p\n@@ -1,2 +1,2 @@\n a\r\n-\tb\\n\r\n+\tB\\n\r\n")
    }

    @Test func aLastLineWithoutItsLineFeedSaysSo() throws {
        let diff = try #require(PatchDiff.format(old: Array("a\nb".utf8), new: Array("a\nc".utf8), label: "p", encoding: .utf8, color: nil))
        #expect(String(decoding: diff, as: UTF8.self).hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
    }

    @Test func aLineATerminalWouldActOnIsNoDiff() {
        #expect(PatchDiff.format(old: Array("a\u{1B}[2J\nb\n".utf8), new: Array("a\u{1B}[2J\nc\n".utf8), label: "p", encoding: .utf8, color: nil) == nil)
        #expect(PatchDiff.format(old: Array("a\u{202E}\nb\n".utf8), new: Array("a\u{202E}\nc\n".utf8), label: "p", encoding: .utf8, color: nil) == nil)
        // A lone carriage return moves the cursor; one before a line feed ends a line.
        #expect(PatchDiff.format(old: Array("a\rb\nb\n".utf8), new: Array("a\rb\nc\n".utf8), label: "p", encoding: .utf8, color: nil) == nil)
        let wide = TextEncoding.utf16LittleEndian
        #expect(PatchDiff.format(old: wide.encode(Array("\u{7}a\nb\n".utf8))!, new: wide.encode(Array("\u{7}a\nc\n".utf8))!, label: "p", encoding: wide, color: nil) == nil)
        // Far from the change, such a line is outside every hunk.
        let far = "a\u{1B}\n" + String(repeating: "x\n", count: 5)
        #expect(PatchDiff.format(old: Array((far + "b\n").utf8), new: Array((far + "c\n").utf8), label: "p", encoding: .utf8, color: nil) != nil)
        #expect(PatchDiff.format(old: Array("same\n".utf8), new: Array("same\n".utf8), label: "p", encoding: .utf8, color: nil) == [])
    }
}
