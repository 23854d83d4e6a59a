import Testing
@testable import SettingsKit

/// The cursor walks eight bytes at a time where it can: it must agree with a byte-by-byte walk
/// at every offset, whatever mix of line breaks and multi-byte scalars lies between.
@Suite struct MarkCursorTests {
    /// Line and column of `offset`, a byte at a time.
    static func slowMark(_ bytes: [UInt8], _ offset: Int) -> Mark {
        var (line, column) = (1, 1)
        for b in bytes[..<offset] {
            if b == 0x0A { (line, column) = (line + 1, 1) } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return Mark(line: line, column: column)
    }

    @Test(arguments: [1, 7, 13])
    func agreesWithAByteWalk(step: Int) {
        let text = "设置 ⚙️ settings\n\n通用\tGeneral é\r\n" + String(repeating: "abcdefgh", count: 5) + "🇨🇳 中文\nx"
        let bytes = Array(text.utf8)
        var cursor = MarkCursor(bytes)
        for offset in stride(from: 0, through: bytes.count, by: step) {
            #expect(cursor.mark(at: offset) == Self.slowMark(bytes, offset), "offset \(offset)")
        }
        // Backwards starts again from the top.
        #expect(cursor.mark(at: 3) == Self.slowMark(bytes, 3))
    }
}
