import SettingsKit

/// Findings as the protocol carries them (`Diagnostic` of LSP 3.17): a range in the session's
/// encoding, the rule id as `code` with its documentation as `codeDescription.href`, the notes
/// as related information, the fix (if any) in `data` (what `Fix` says; the code actions place
/// it again from the findings, since clients need not send `data` back).
extension EditorDocument {
    /// A range from two marks. A finding that marks a point is widened to the word there (at
    /// least one character), since editors draw nothing under an empty range.
    func range(_ start: Mark, _ end: Mark, _ encoding: PositionEncoding) -> JSONValue {
        let from = start.line >= 1 ? FixEdit.offset(of: start, in: bytes, lineStarts: lineStarts) ?? bytes.count : 0
        var to = end > start ? FixEdit.offset(of: end, in: bytes, lineStarts: lineStarts) ?? bytes.count : from
        if to <= from { to = wordEnd(from) }
        return Self.range(position(ofOffset: from, encoding), position(ofOffset: to, encoding))
    }

    /// `{"start": …, "end": …}`.
    static func range(_ start: Position, _ end: Position) -> JSONValue {
        .object([("start", start.json), ("end", end.json)])
    }

    /// Where the word at an offset ends: at white space or punctuation of the formats, past one
    /// scalar at least. At an XML tag, the element on its line: `<key>Type</key>`.
    func wordEnd(_ offset: Int) -> Int {
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "<") {
            let line = bytes[offset..<lineEnd(position(ofOffset: offset, .utf8).line)]
            let close = line.indices.first { line[$0] == UInt8(ascii: "<") && $0 + 1 < line.endIndex && line[$0 + 1] == UInt8(ascii: "/") }
            if let end = line[(close ?? offset)...].firstIndex(of: UInt8(ascii: ">")) { return end + 1 }
        }
        var at = offset
        while at < bytes.count, !Self.stops.contains(bytes[at]) { at += 1 }
        if at == offset, at < bytes.count, bytes[at] != 0x0A {
            at += 1
            while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
        }
        return at
    }

    private static let stops = Set(" \t\r\n:,{}[]<>\"'=/".utf8)

    /// A finding as a protocol diagnostic.
    func lspDiagnostic(_ d: Diagnostic, _ encoding: PositionEncoding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", range(d.start, d.end, encoding)),
            ("severity", .integer(d.severity == .error ? 1 : 2)),
            ("code", .string(d.rule.rawValue)),
            ("codeDescription", .object([("href", .string(d.rule.rule.description.helpURI))])),
            ("source", .string("settings-render")),
            ("message", .string(TerminalSafe.escape(d.message))),
        ]
        if !d.notes.isEmpty {
            members.append(("relatedInformation", .array(d.notes.map { note in
                .object([
                    ("location", .object([("uri", .string(uri)), ("range", range(note.mark, note.mark, encoding))])),
                    ("message", .string(TerminalSafe.escape(note.message))),
                ])
            })))
        }
        if let fix = d.fix { members.append(("data", .object([("old", .string(TerminalSafe.escape(fix.old))), ("new", .string(fix.new))]))) }
        return .object(members)
    }
}
