/// Old-style text as CoreFoundation's CFOldStylePList.c reads it, a scalar at a time: white space
/// and comments, quoted strings with their escapes, and bare words. Strings tables
/// (`StringsFile`) and old-style property lists (`OldStylePropertyList`) are read through it.
/// It walks the file's own UTF-8 bytes, checked once: an array of scalars cost four times the file.
struct OldStyleText {
    let bytes: [UInt8]
    /// The byte the cursor is at: always the start of a scalar.
    var i = 0
    var line = 1, column = 1

    private init(validated bytes: [UInt8]) { self.bytes = bytes }

    /// The text of UTF-8 bytes; other bytes are a problem at the first of them, not text silently
    /// repaired with U+FFFD (Apple's reader refuses them too).
    static func decoding(_ bytes: [UInt8], what: String) -> Result<OldStyleText, StringsProblem> {
        let valid = firstInvalidByte(bytes)
        guard valid == bytes.count else {
            let at = min(valid, bytes.count - 1)
            let mark = bytes.withUnsafeBufferPointer { Mark(offset: at, in: $0) }
            return .failure(StringsProblem(message: "byte 0x\(hexDigits(UInt32(bytes[at]), digits: 2)) is not UTF-8: \(what) is UTF-8, or UTF-16 with a byte-order mark (Latin-1 or Mac Roman text shows as U+FFFD)",
                                           mark: mark))
        }
        return .success(OldStyleText(validated: bytes))
    }

    /// Where the first malformed UTF-8 sequence starts; the count where there is none.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8(), input = bytes.makeIterator(), offset = 0
        while true {
            switch decoder.decode(&input) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return bytes.count
            case .error: return offset
            }
        }
    }

    var atEnd: Bool { i >= bytes.count }

    /// The scalar at the cursor (not at the end).
    var current: Unicode.Scalar {
        let b = bytes[i]
        guard b >= 0x80 else { return Unicode.Scalar(b) }
        var decoder = UTF8(), input = bytes[i...].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&input) { return scalar }
        return "\u{FFFD}"  // not reached: the bytes were checked
    }

    /// Whether the scalar after the cursor's, an ASCII one, is `c`.
    func next(is c: Unicode.Scalar) -> Bool { i + 1 < bytes.count && bytes[i + 1] == c.value }

    /// Whether the cursor is at `c`.
    func isAt(_ c: Unicode.Scalar) -> Bool { !atEnd && current == c }

    var mark: Mark { Mark(line: line, column: column) }

    mutating func advance() {
        let b = bytes[i]
        if b == 0x0A {
            line += 1
            column = 1
        } else {
            column += 1
        }
        i += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
    }

    /// Skips white space (the C0 controls tab to carriage return, space, U+2028, U+2029) and
    /// comments; a `/*` never closed runs to the end, as Apple's reader has it.
    mutating func skipSpace() {
        while !atEnd {
            let c = current
            if (0x09...0x0D).contains(c.value) || c == " " || c == "\u{2028}" || c == "\u{2029}" {
                advance()
            } else if c == "/", next(is: "*") {
                advance(); advance()
                while !atEnd, !(isAt("*") && next(is: "/")) { advance() }
                if !atEnd { advance(); advance() }
            } else if c == "/", next(is: "/") {
                while !atEnd, !["\n", "\r", "\u{2028}", "\u{2029}"].contains(current) { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string or a bare word of ASCII letters, digits and `_$/:.-`.
    mutating func word(_ what: String) throws(StringsProblem) -> String {
        guard !atEnd else { throw StringsProblem(message: "the file ends where \(what) should be", mark: mark) }
        if isAt("\"") || isAt("'") { return try quoted() }
        var out = String.UnicodeScalarView()
        while !atEnd, Self.isBare(current) {
            out.append(current)
            advance()
        }
        guard !out.isEmpty else {
            let found = current
            let kind = found == "(" || found == "{" || found == "<" ? " (an array, dictionary or data value, not text)" : ""
            throw StringsProblem(message: "expected \(what), found '\(found.escaped(asASCII: true))'\(kind)", mark: mark)
        }
        return String(out)
    }

    static func isBare(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.$:/-".unicodeScalars.contains(c))
    }

    /// A string in double or single quotes, with the escapes of CoreFoundation's
    /// `getSlashedChar`. It is made of UTF-16 units, as Apple's reader makes it: `\U` escapes
    /// of a surrogate pair join, and half of one becomes U+FFFD, as Swift reads it from Foundation.
    mutating func quoted() throws(StringsProblem) -> String {
        let start = mark
        let quote = current
        advance()
        var units: [UInt16] = []
        while !atEnd {
            let c = current
            if c == quote {
                advance()
                return String(decoding: units, as: UTF16.self)
            }
            advance()
            guard c == "\\" else {
                units += UTF16.encode(c).map(Array.init) ?? []
                continue
            }
            guard !atEnd else { break }
            let e = current
            advance()
            switch e {
            case "0"..."7":
                // Up to three octal digits, a NeXTSTEP character: ASCII below 128.
                var value = e.value - 48
                for _ in 0..<2 where !atEnd && ("0"..."7").contains(current) {
                    value = value << 3 + current.value - 48
                    advance()
                }
                units.append(UInt16(value & 0xFF))
            case "U":
                // Four hexadecimal digits at most; one that is not ends them (and counts).
                var value: UInt16 = 0
                for _ in 0..<4 where !atEnd {
                    guard let digit = current.isASCII ? UInt16(String(current), radix: 16) : nil else { continue }
                    value = value << 4 | digit
                    advance()
                }
                units.append(value)
            case "a": units.append(0x07)
            case "b": units.append(0x08)
            case "f": units.append(0x0C)
            case "n": units.append(0x0A)
            case "r": units.append(0x0D)
            case "t": units.append(0x09)
            case "v": units.append(0x0B)
            default: units += UTF16.encode(e).map(Array.init) ?? []  // \" \\ \' and anything else stand for themselves
            }
        }
        throw StringsProblem(message: "a string is never closed ('\(quote)')", mark: start)
    }
}
