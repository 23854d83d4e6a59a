import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Positions count what the session agreed: UTF-16 code units by default, so `设` is one and `😀`
/// two; UTF-8 bytes or scalars when negotiated. Marks count scalars.
@Suite struct EditorDocumentTests {
    static let text = "title: 设置\r\n  - {title: 😀通用, id: x}\nlast"

    @Test func marksToPositionsInEachEncoding() {
        let document = EditorDocument(uri: "file:///p.yaml", version: 1, text: Self.text)
        // `id` on line 2: scalar column 18 (😀 is one scalar, two UTF-16 units, four bytes).
        let mark = Mark(line: 2, column: 18)
        #expect(document.position(of: mark, .utf16) == Position(line: 1, character: 18))
        #expect(document.position(of: mark, .utf32) == Position(line: 1, character: 17))
        #expect(document.position(of: mark, .utf8) == Position(line: 1, character: 24))
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            #expect(document.mark(of: document.position(of: mark, encoding), encoding) == mark)
        }
        // Past a line's end: the end (before CRLF).
        #expect(document.offset(of: Position(line: 0, character: 99), .utf16) == Array("title: 设置".utf8).count)
        #expect(document.line(0) == "title: 设置")
    }

    @Test func incrementalChanges() {
        var document = EditorDocument(uri: "file:///p.yaml", version: 1, text: Self.text)
        // Replace 通用 (after 😀: UTF-16 characters 14…16 of line 1) with 隐私.
        document.apply(.object([("range", EditorDocument.range(Position(line: 1, character: 14), Position(line: 1, character: 16))), ("text", .string("隐私"))]), encoding: .utf16)
        #expect(document.line(1) == "  - {title: 😀隐私, id: x}")
        // An insertion that adds a line, then a deletion across lines.
        document.apply(.object([("range", EditorDocument.range(Position(line: 2, character: 0), Position(line: 2, character: 0))), ("text", .string("a\n"))]), encoding: .utf16)
        #expect(document.line(2) == "a" && document.line(3) == "last")
        document.apply(.object([("range", EditorDocument.range(Position(line: 1, character: 24), Position(line: 3, character: 0))), ("text", .string(""))]), encoding: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "title: 设置\r\n  - {title: 😀隐私, id: x}last")
        // A range that is none changes nothing (it is not the whole text).
        let before = document.bytes
        document.apply(.object([("range", .object([("start", .object([]))])), ("text", .string("x"))]), encoding: .utf16)
        #expect(document.bytes == before)
        // A whole-text change.
        document.apply(.object([("text", .string("x"))]), encoding: .utf16)
        #expect(document.bytes == [0x78])
    }

    @Test func fileURIs() {
        #expect(FileURI.path("file:///a/%E8%AE%BE%E7%BD%AE%20b.yaml") == "/a/设置 b.yaml")
        #expect(FileURI.uri("/a/设置 b.yaml") == "file:///a/%E8%AE%BE%E7%BD%AE%20b.yaml")
        #expect(FileURI.path("file://localhost/x.yaml") == "/x.yaml")
        #expect(FileURI.path("untitled:Untitled-1") == nil)
        #expect(FileURI.path("file:///a%00b") == nil)
        #expect(FileURI.path("file:///a%zz") == nil)
    }
}
