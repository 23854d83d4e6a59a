import SettingsKit

/// How an LSP position counts characters on a line (`positionEncoding`, LSP 3.17): UTF-16 code
/// units unless the client offers another. Marks count Unicode scalars, so `标题: x` puts `x` in
/// column 5 of a mark and at character 4 of a UTF-16 position, but byte 8 of a UTF-8 one.
package enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"

    /// The units a scalar takes.
    func width(_ scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: UTF8.width(scalar)
        case .utf16: UTF16.width(scalar)
        case .utf32: 1
        }
    }
}

/// A line and character, both from 0, in the session's position encoding.
package struct Position: Sendable, Equatable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) { (self.line, self.character) = (line, character) }

    package static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }

    /// `{"line": …, "character": …}`.
    var json: JSONValue { .object([("line", .integer(line)), ("character", .integer(character))]) }

    /// A position from its JSON; nil when it is none.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue, line >= 0, character >= 0 else { return nil }
        (self.line, self.character) = (line, character)
    }
}

/// A document open in the editor: its text as the editor has it, which is what is checked.
package struct EditorDocument: Sendable {
    package var uri: String
    /// The file's path, from a `file:` URI; the URI itself for any other scheme.
    package var path: String
    package var version: Int
    package private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int]

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        path = FileURI.path(uri) ?? uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = SourceFile(path: path, bytes: bytes).lineStarts()
    }

    /// The text as a source file under the document's path.
    package var source: SourceFile { SourceFile(path: path, bytes: bytes) }

    /// Replaces the whole text, or the range a change names (`TextDocumentContentChangeEvent`).
    /// A range past the text is clamped to it, as editors expect.
    package mutating func apply(_ change: JSONValue, encoding: PositionEncoding) {
        apply([change], encoding: encoding)
    }

    /// Applies a message's changes in order, each to the text the one before left (LSP 3.17).
    /// The text is held in blocks of lines meanwhile and joined once: the changes cost their
    /// number and the text's length, not the one times the other.
    package mutating func apply(_ changes: [JSONValue], encoding: PositionEncoding) {
        var text: TextBlocks?
        for change in changes {
            guard let replacement = change["text"]?.text else { continue }
            if let range = change["range"] {
                // A range that is none changes nothing: it must not be taken for the whole text.
                guard let start = Position(range["start"]), let end = Position(range["end"]) else { continue }
                if text == nil { text = TextBlocks(bytes) }
                text?.replace(from: start, to: end, with: Array(replacement.utf8), encoding)
            } else {
                text = TextBlocks(Array(replacement.utf8))
            }
        }
        guard let text else { return }
        bytes = text.bytes
        lineStarts = SourceFile(path: path, bytes: bytes).lineStarts()
    }

    /// The byte offset of a position; a character past its line's end is the line's end.
    package func offset(of position: Position, _ encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        var at = lineStarts[position.line], units = 0
        let end = lineEnd(position.line)
        while at < end, units < position.character {
            let (s, length) = scalar(at: at)
            units += encoding.width(s)
            at += length
        }
        return at
    }

    /// The position of a byte offset (inside a scalar: that scalar's start).
    package func position(ofOffset offset: Int, _ encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), bytes.count)
        let line = lineStarts.partitioningIndex { $0 > offset } - 1
        var at = lineStarts[line], units = 0
        while at < offset {
            let (s, length) = scalar(at: at)
            if at + length > offset { break }
            units += encoding.width(s)
            at += length
        }
        return Position(line: line, character: units)
    }

    /// The position of a mark (line and column from 1, columns in scalars).
    package func position(of mark: Mark, _ encoding: PositionEncoding) -> Position {
        guard mark.line >= 1 else { return Position(line: 0, character: 0) }
        let offset = FixEdit.offset(of: mark, in: bytes, lineStarts: lineStarts) ?? bytes.count
        return position(ofOffset: offset, encoding)
    }

    /// The mark of a position (past the last line: the end of the text).
    package func mark(of position: Position, _ encoding: PositionEncoding) -> Mark {
        let at = self.position(ofOffset: offset(of: position, encoding), .utf32)
        return Mark(line: at.line + 1, column: at.character + 1)
    }

    /// Whether a position is in the text: on a line of it, at most at the end of the last line.
    func contains(_ position: Position, _ encoding: PositionEncoding) -> Bool {
        guard position.line < lineStarts.count else { return false }
        guard position.line == lineStarts.count - 1 else { return true }
        return self.position(ofOffset: lineEnd(position.line), encoding).character >= position.character
    }

    /// How many scalars of its line come before a position: 0 on a line past the last.
    func scalarColumn(of position: Position, _ encoding: PositionEncoding) -> Int {
        position.line < lineStarts.count ? self.position(ofOffset: offset(of: position, encoding), .utf32).character : 0
    }

    /// Spaces in place of a line's text, every offset kept: the text without the line being typed.
    mutating func blank(line: Int) {
        for i in lineStarts[line]..<lineEnd(line) { bytes[i] = 0x20 }
    }

    /// The text of a line (from 0), without its line break.
    package func line(_ number: Int) -> Substring {
        guard number < lineStarts.count else { return "" }
        return Substring(String(decoding: bytes[lineStarts[number]..<lineEnd(number)], as: UTF8.self))
    }

    /// Where a line's text ends: before its LF or CRLF.
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], end <= bytes.count, end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The scalar starting at a byte offset, and its length.
    private func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        Self.scalar(in: bytes, at: offset)
    }

    /// The scalar starting at an offset of UTF-8 text (the text came from a `String`); a byte
    /// that were not UTF-8 would count as one character.
    static func scalar(in bytes: [UInt8], at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, offset + length <= bytes.count else { return (Unicode.Scalar(lead & 0x7F), 1) }
        var decoder = UTF8()
        var iterator = bytes[offset..<(offset + length)].makeIterator()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return (s, length) }
        return ("\u{FFFD}", 1)
    }
}
