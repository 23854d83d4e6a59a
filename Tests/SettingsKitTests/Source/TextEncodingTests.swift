import Testing
@testable import SettingsKit

/// A file's encoding, as its byte-order mark tells, and its text written back byte for byte.
@Suite struct TextEncodingTests {
    static let text = "title: 设置 Café 😀\r\n\ttab\\n\n"

    @Test(arguments: [TextEncoding.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian])
    func readsAndWritesBackTheSameBytes(_ encoding: TextEncoding) throws {
        let bytes = try #require(encoding.encode(Array(Self.text.utf8)))
        let source = SourceFile(path: "p", bytes: bytes)
        #expect(source.encoding == encoding)
        #expect(source.bytes == Array(Self.text.utf8) && source.encodingProblem == nil)
        #expect(source.encoding.encode(source.bytes) == bytes)
        // A fixed text keeps the file's encoding.
        #expect(source.replacingText(Array("x".utf8)).encoding == encoding)
    }

    @Test func theBytesOfEachEncoding() {
        #expect(TextEncoding.utf16LittleEndian.encode(Array("a😀".utf8)) == [0xFF, 0xFE, 0x61, 0x00, 0x3D, 0xD8, 0x00, 0xDE])
        #expect(TextEncoding.utf16BigEndian.encode(Array("a".utf8)) == [0xFE, 0xFF, 0x00, 0x61])
        #expect(TextEncoding.utf8WithBOM.encode([0x61]) == [0xEF, 0xBB, 0xBF, 0x61])
        // Bytes that are not UTF-8 cannot become UTF-16 unchanged; as UTF-8 they stay as they are.
        #expect(TextEncoding.utf16LittleEndian.encode([0x61, 0xFF]) == nil)
        #expect(TextEncoding.utf8.encode([0x61, 0xFF]) == [0x61, 0xFF])
    }
}
