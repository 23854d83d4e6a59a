/// A property list's prolog written without quotes, as a script that lost them writes it
/// (MyPrototyper's licence panes: `<?xml version=1.0 encoding=UTF-8?>`, a `<!DOCTYPE plist PUBLIC
/// -//Apple//DTD PLIST 1.0//EN http://…>`, `<plist version=1.0>`). Apple's property-list reader
/// reads none of it: it skips the declaration to its `?>` and reads UTF-8, skips the DOCTYPE to
/// its `>`, and skips an element's attributes (CFPropertyList.c's `skipXMLProcessingInstruction`,
/// `encodingForXMLData`, `skipDTD`, `parseXMLElement`); expat refuses the file at its first byte.
/// A declaration after white space, a comment or a processing instruction is blanked too: Apple's
/// reader skips those three and a DOCTYPE in any order before the root (`parseXMLPropertyList`),
/// a declaration among them as one more processing instruction, where expat takes a declaration
/// at the first byte alone (the weather app's panes open with a licence comment). Each such part
/// is blanked, byte for byte, so marks stay where they are and the file reads as Apple's reader
/// reads it. What is well-formed is left to expat.
enum AppleProlog {
    /// The bytes with the unquoted parts of their prolog blanked, or nil when there are none.
    static func relaxed(_ input: [UInt8]) -> [UInt8]? {
        var out: [UInt8]?
        func blank(_ range: Range<Int>) {
            if out == nil { out = input }
            // Blanks keep every line where it was.
            for i in range where !XMLText.isSpace(input[i]) { out![i] = UInt8(ascii: " ") }
        }
        var i = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if isDeclaration(input, at: i), let end = find("?>", in: input, from: i + 5) {
            if hasUnquotedValue(input[i + 5..<end]) { blank(i..<end + 2) }
            i = end + 2
        }
        // A declaration anywhere else in the prolog: Apple's reader skips it and reads UTF-8, as
        // `encodingForXMLData` looks for one at the first byte alone (SkinSwitch's tables, after
        // white space).
        func skipMisc() {
            while true {
                i = skipSpace(input, from: i)
                if starts(input, at: i, with: "<!--"), let end = find("-->", in: input, from: i + 4) {
                    i = end + 3
                } else if starts(input, at: i, with: "<?"), let end = find("?>", in: input, from: i + 2) {
                    if isDeclaration(input, at: i) { blank(i..<end + 2) }
                    i = end + 2
                } else {
                    return
                }
            }
        }
        skipMisc()
        if starts(input, at: i, with: "<!DOCTYPE"), let end = find(">", in: input, from: i) {
            let body = input[i..<end]
            // An external identifier must be quoted; one that is not is skipped as Apple's reader skips it.
            if !body.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "[") }),
               contains(body, "PUBLIC") || contains(body, "SYSTEM") { blank(i..<end + 1) }
            i = end + 1
            skipMisc()
        }
        if starts(input, at: i, with: "<plist"), let end = find(">", in: input, from: i) {
            let attributes = i + 6..<(input[end - 1] == UInt8(ascii: "/") ? end - 1 : end)
            if !attributes.isEmpty, hasUnquotedValue(input[attributes]) { blank(attributes) }
        }
        return out
    }

    private static func starts(_ input: [UInt8], at i: Int, with text: String) -> Bool {
        i < input.count && input[i...].starts(with: text.utf8)
    }

    /// `<?xml` and white space or `?>`: a declaration, not a processing instruction such as `<?xml-stylesheet`.
    private static func isDeclaration(_ input: [UInt8], at i: Int) -> Bool {
        starts(input, at: i, with: "<?xml") && i + 5 < input.count && (XMLText.isSpace(input[i + 5]) || input[i + 5] == UInt8(ascii: "?"))
    }

    private static func skipSpace(_ input: [UInt8], from i: Int) -> Int {
        var j = i
        while j < input.count, XMLText.isSpace(input[j]) { j += 1 }
        return j
    }

    private static func find(_ text: String, in input: [UInt8], from i: Int) -> Int? {
        ByteSearch.firstIndex(of: Array(text.utf8), in: input, from: i)
    }

    private static func contains(_ body: ArraySlice<UInt8>, _ word: String) -> Bool {
        body.indices.contains { body[$0...].starts(with: word.utf8) }
    }

    /// Whether an `=` is followed, past blanks, by something other than a quote.
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
