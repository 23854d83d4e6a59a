import Testing
@testable import SettingsKit

/// A scalar written as it reads points into the input; any other is copied. Either way its bytes
/// are its value, and the marks count characters as libyaml does.
@Suite struct ScalarStorageTests {
    /// Each value of the root mapping: its text, and whether its bytes are the input's own.
    static func values(_ yaml: String) throws -> [(text: String, inInput: Bool)] {
        let stream = YAMLLoader.load(Array(yaml.utf8))
        let root = try #require(stream.documents.first ?? nil)
        return try #require(root.mapping).map { pair in
            let value = pair.value
            return (value.scalar?.text ?? "", value.tree.records[value.index].inInput)
        }
    }

    @Test func valuesWrittenAsTheyReadAreNotCopied() throws {
        let found = try Self.values("""
            a: plain text
            b: 'single'
            c: "double"
            d: "esc\\tape"
            e: 'it''s'
            f: &x anchored
            g: 中文 🙂 after wide text
            h: |
              literal
            i: folded
              over lines
            j: !!str tagged
            k: "新消息通知"

            """)
        #expect(found.map(\.text) == ["plain text", "single", "double", "esc\tape", "it's", "anchored", "中文 🙂 after wide text",
                                      "literal\n", "folded over lines", "tagged", "新消息通知"])
        #expect(found.map(\.inInput) == [true, true, true, false, false, false, true, false, false, false, true])
    }

    /// A byte-order mark and CR LF line ends move the bytes, not libyaml's character count.
    @Test func aByteOrderMarkAndCRLFKeepTheCursorRight() throws {
        let found = try Self.values("\u{FEFF}a: 设置\r\nb: \"二\"\r\nc: x\r\n")
        #expect(found.map(\.text) == ["设置", "二", "x"])
        #expect(found.map(\.inInput) == [true, true, true])
    }

    @Test func theCursorFindsEveryCharacter() {
        let text = "a\r\nb 中文🙂\u{FEFF}x\u{0085}y ééé " + String(repeating: "日本語 text ", count: 5)
        let bytes = Array(text.utf8)
        let starts = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 }  // every character's first byte
        bytes.withUnsafeBufferPointer { input in
            var cursor = SourceCursor(input)
            for (index, offset) in starts.enumerated() where index % 3 != 1 {  // skipping some, as marks do
                #expect(cursor.offset(ofCharacter: index) == offset, "character \(index)")
            }
            #expect(cursor.offset(ofCharacter: 0) == nil)  // behind the cursor
            #expect(cursor.offset(ofCharacter: starts.count) == nil)  // past the end
        }
    }

    @Test func theByteSetAnswersAsAScanWould() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var set = ByteSet()
            bytes.withUnsafeBufferPointer { set.insert(contentsOf: $0) }
            let threshold = UInt8.random(in: 0...255, using: &generator)
            #expect(set.contains { $0 == threshold } == bytes.contains(threshold))
            #expect(set.contains { $0 < 0x20 } == bytes.contains { $0 < 0x20 })
        }
    }
}
