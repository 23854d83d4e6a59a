/// An XML declaration whose pseudo-attributes are not quoted (`<?xml version=1.0
/// encoding=UTF-8?>`, as a script that drops its quotes writes it): Apple's property-list reader
/// skips the declaration to its `?>` without parsing it and reads the file as UTF-8
/// (CFPropertyList.c's `skipXMLProcessingInstruction`, `encodingForXMLData`), while expat refuses
/// the file at its first byte. Such a declaration is blanked, byte for byte, so marks stay where
/// they are and the file reads as Apple's reader reads it. A well-formed one is left to expat.
enum AppleDeclaration {
    /// The bytes with an unquoted declaration blanked, or nil when there is none.
    static func relaxed(_ input: [UInt8]) -> [UInt8]? {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = input.starts(with: bom) ? bom.count : 0
        guard input[start...].starts(with: Array("<?xml".utf8)), start + 5 < input.count, XMLText.isSpace(input[start + 5]),
              let end = closing(input, from: start + 5), hasUnquotedValue(input[start + 5..<end]) else { return nil }
        var out = input
        // Blanks keep every line where it was.
        for i in start..<end + 2 where !XMLText.isSpace(out[i]) { out[i] = UInt8(ascii: " ") }
        return out
    }

    /// Where the declaration's `?>` begins.
    private static func closing(_ input: [UInt8], from i: Int) -> Int? {
        var j = i
        while j + 1 < input.count {
            if input[j] == UInt8(ascii: "?"), input[j + 1] == UInt8(ascii: ">") { return j }
            j += 1
        }
        return nil
    }

    /// Whether an `=` of the declaration is followed, past blanks, by something other than a quote.
    private static func hasUnquotedValue(_ body: ArraySlice<UInt8>) -> Bool {
        var i = body.startIndex, quote: UInt8?
        while i < body.endIndex {
            let c = body[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "=") {
                var j = i + 1
                while j < body.endIndex, XMLText.isSpace(body[j]) { j += 1 }
                if j == body.endIndex || (body[j] != UInt8(ascii: "\"") && body[j] != UInt8(ascii: "'")) { return true }
            }
            i += 1
        }
        return false
    }
}
