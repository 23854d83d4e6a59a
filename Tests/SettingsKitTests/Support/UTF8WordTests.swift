import Testing
@testable import SettingsKit

@Suite struct UTF8WordTests {
    /// Against a byte-by-byte count, on words cut from text of one-, two-, three- and four-byte characters.
    @Test func countsContinuationBytesAsAScanWould() {
        let bytes = Array("aé中🙂 b\u{0085}文ñ日本語 🙂🙂x".utf8)
        for start in 0...(bytes.count - 8) {
            let word = bytes[start..<start + 8].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            #expect(UTF8Word.continuationBytes(in: word) == bytes[start..<start + 8].filter { $0 & 0xC0 == 0x80 }.count)
        }
    }
}
