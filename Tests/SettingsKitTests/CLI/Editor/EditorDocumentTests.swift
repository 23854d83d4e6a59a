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

    /// One message's changes at once are the changes one by one, each to the text the one before
    /// left, as the old whole-text edit made them: ranges across the blocks the text is held in,
    /// inserted and deleted lines, CRLF, characters of every width, ranges past the end or reversed.
    @Test(arguments: [PositionEncoding.utf8, .utf16, .utf32])
    func manyChangesAtOnceAreTheChangesOneByOne(encoding: PositionEncoding) {
        var random = SplitMix64(state: 46)
        let pieces = ["x", "", "\n", "\r\n", "设置", "😀", "é", "  - {title: a}\n", String(repeating: "long line ", count: 100) + "\n"]
        let text = (0..<1_500).map { "line \($0) " + pieces[$0 % pieces.count] + "\n" }.joined()
        var expected = EditorDocument(uri: "file:///p.yaml", version: 1, text: text)
        var changes: [JSONValue] = []
        for _ in 0..<400 {
            let lines = expected.lineStarts.count
            func position() -> Position { Position(line: random.int(0...(lines + 1)), character: random.int(0...30)) }
            let start = position()
            let end = random.int(0...5) == 0 ? position() : Position(line: start.line + random.int(0...2), character: random.int(0...30))
            let change = JSONValue.object([("range", EditorDocument.range(start, end)), ("text", .string(random.pick(pieces)))])
            changes.append(change)
            // The whole-text edit, as `apply` made it before the blocks.
            let from = expected.offset(of: start, encoding), to = max(from, expected.offset(of: end, encoding))
            var bytes = expected.bytes
            bytes.replaceSubrange(from..<to, with: Array((change["text"]?.text ?? "").utf8))
            expected = EditorDocument(uri: "file:///p.yaml", version: 1, text: String(decoding: bytes, as: UTF8.self))
        }
        var document = EditorDocument(uri: "file:///p.yaml", version: 1, text: text)
        document.apply(changes, encoding: encoding)
        #expect(document.bytes == expected.bytes)
        #expect(document.lineStarts == expected.lineStarts)
    }

    /// A message of many changes costs their number and the text's length: twice the changes on
    /// twice the text take about twice as long, not four times (each change copied the text).
    @Test func manyChangesCostLinearTime() {
        func seconds(_ lines: Int) -> Double {
            let text = (0..<lines).map { "      - {id: c\($0), type: switch, title: Row \($0)}\n" }.joined()
            var random = SplitMix64(state: 8)
            let changes = (0..<lines).map { _ -> JSONValue in
                let at = Position(line: random.int(0...(lines - 1)), character: random.int(20...30))
                return .object([("range", EditorDocument.range(at, Position(line: at.line, character: at.character + 1))), ("text", .string("x"))])
            }
            var document = EditorDocument(uri: "file:///p.yaml", version: 1, text: text)
            let start = CPUTime.thread()
            document.apply(changes, encoding: .utf16)
            let elapsed = CPUTime.thread() - start
            #expect(document.bytes.count == text.utf8.count)
            return elapsed
        }
        _ = seconds(1_000)
        let small = seconds(8_000), large = seconds(16_000)
        // The floor: timings this small say nothing of growth.
        #expect(large <= max(small, 0.05) * 3.5, "\(small) s, then \(large) s")
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
