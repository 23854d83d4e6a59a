import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// File names are bytes: every name converts to a path string and back exactly.
@Suite struct FileNameTests {
    @Test func everyNameRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [
            Array("设置.yaml".utf8), [0xFF], [0xC3], [0xC3, 0x28], [0xED, 0xA0, 0x80],  // a lone surrogate's bytes
            [0xF4, 0x8F, 0xBE, 0x80],  // U+10FF80 itself, which carries bytes
            Array("a\\xFF".utf8),
        ] + (0..<2_000).map { _ in (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 1...255, using: &generator) } }
        for bytes in samples {
            let path = FileName.string(bytes)
            #expect(FileName.bytes(path) == bytes, "\(bytes)")
            FileName.withSystemPath(path) { c in
                #expect(Array(UnsafeRawBufferPointer(start: c, count: bytes.count)) == bytes)
                #expect(c[bytes.count] == 0)
            }
        }
    }

    @Test func validUTF8IsItself() {
        #expect(FileName.string(Array("页面/设置 🙂.yaml".utf8)) == "页面/设置 🙂.yaml")
    }

    /// A stray byte prints `\xFF`, a C1 control `\u009B` and a typed `\xFF` `\\xFF`: three spellings.
    @Test func strayBytesPrintUnambiguously() {
        #expect(TerminalSafe.escape(FileName.string([0x61, 0xFF, 0x9B])) == "a\\xFF\\x9B")
        #expect(TerminalSafe.escape("a\u{9B}") == "a\\u009B")
        #expect(TerminalSafe.escape("a\\xFF") == "a\\\\xFF")
        #expect(JSONValue.string(FileName.string([0x61, 0xFF])).serialized() == #""a\uDCFF""#)
    }
}
