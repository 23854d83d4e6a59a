internal import CExpat

/// What stopped a parse, at a byte offset of the document: its mistake or a limit.
struct XMLFailure {
    var message: String
    var offset: Int
    var isLimit = false
    /// For an element never closed, the end tag that closed its parent instead: the read gives
    /// its line and column in the message.
    var closer: (name: String, offset: Int)?
}

extension ExpatSource {
    /// An element left open, reported at its own start tag, not where expat noticed (the parent's
    /// end tag, which can be many lines later, or the end of the file); nil for other mistakes.
    /// `raw`: where expat stopped, in `input`.
    func unclosed(_ code: XML_Error, at raw: Int) -> XMLFailure? {
        guard !openTags.isEmpty else { return nil }
        if code == XML_ERROR_NO_ELEMENTS {
            // A nested element of the parent's name left open takes the parent's end tag, and the
            // file ends with the parent open: the end tag indented as another line says which.
            if let (start, end) = misindentedClose {
                return XMLFailure(message: "<\(name(at: start))> opened here is never closed: the end tag at line \(line(of: end)), indented as "
                                      + "an outer element's, closes it, and the file ends first", offset: documentOffset(start))
            }
            let innermost = openTags[openTags.count - 1]
            return XMLFailure(message: "<\(name(at: innermost))> opened here is never closed: the file ends first", offset: documentOffset(innermost))
        }
        // expat stops at the end tag's name, or at its `</`.
        let lt = raw >= 2 && input[raw - 2] == UInt8(ascii: "<") && input[raw - 1] == UInt8(ascii: "/") ? raw - 2 : raw
        guard code == XML_ERROR_TAG_MISMATCH, lt + 2 < input.count, input[lt] == UInt8(ascii: "<"), input[lt + 1] == UInt8(ascii: "/") else { return nil }
        let raw = lt
        let closing = name(at: raw + 1)
        // The open element the end tag closes; the one inside it is the one left open.
        guard let parent = openTags.lastIndex(where: { name(at: $0) == closing }), parent + 1 < openTags.count else {
            let innermost = openTags[openTags.count - 1]
            return XMLFailure(message: "</\(closing)> closes no open element; the innermost open one is <\(name(at: innermost))> at "
                                  + "line \(line(of: innermost))", offset: documentOffset(raw))
        }
        let left = openTags[parent + 1]
        return XMLFailure(message: "<\(name(at: left))> opened here is never closed", offset: documentOffset(left),
                          closer: (closing, documentOffset(raw)))
    }

    /// Notes the end tag now read when it and `start`, the start tag it closes, each begin a line
    /// and are indented differently. Only the blanks before each are looked at: linear.
    func noteIndentation(closing start: Int) {
        let end = rawHere()
        guard end > start, let closeIndent = indentation(before: end), let openIndent = indentation(before: start),
              !input[closeIndent].elementsEqual(input[openIndent]) else { return }
        misindentedClose = (start, end)
    }

    /// The blanks before `i` back to the line's start, or nil when something else stands there.
    private func indentation(before i: Int) -> Range<Int>? {
        var j = i
        while j > 0, input[j - 1] == 0x20 || input[j - 1] == 0x09 { j -= 1 }
        guard j == 0 || input[j - 1] == 0x0A || input[j - 1] == 0x0D else { return nil }
        return j..<i
    }

    /// The name of the tag whose `<` (or the `/` of an end tag) is at `i` in `input`.
    private func name(at i: Int) -> String {
        var end = i + 1
        while end < input.count, !XMLText.isSpace(input[end]), input[end] != UInt8(ascii: ">"), input[end] != UInt8(ascii: "/") { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: input[min(i + 1, end)..<end]), as: UTF8.self)
    }

    private func line(of i: Int) -> Int { 1 + input[..<i].count { $0 == 0x0A } }
}

extension AppleCharacters {
    /// Appends expat's text to `out` with each stand-in replaced by the character it stands for.
    func restore(_ text: UnsafeRawBufferPointer, into out: inout ByteBuffer) {
        guard text.count > 0 else { return }
        var from = 0, i = 0
        while i + 2 < text.count {
            let b = text[i]
            guard b == 0xEE || b == 0xEF else { i += 1; continue }
            let scalar = UInt32(b & 0x0F) << 12 | UInt32(text[i + 1] & 0x3F) << 6 | UInt32(text[i + 2] & 0x3F)
            guard let value = original(scalar) else { i += 3; continue }
            out.append(text.baseAddress! + from, count: i - from)
            Array(String(Unicode.Scalar(value)!).utf8).withUnsafeBytes { out.append($0.baseAddress!, count: $0.count) }
            i += 3
            from = i
        }
        out.append(text.baseAddress! + from, count: text.count - from)
    }
}
