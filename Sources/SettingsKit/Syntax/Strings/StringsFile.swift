/// An old-style `.strings` file, the tables a Settings.bundle's `.lproj` folders hold:
/// `"KEY" = "value";` entries, `/* … */` and `//` comments, quoted or bare words, and the escapes
/// Apple's parser reads (`\n`, `\t`, `\"`, `\\`, `\U00E9`, with surrogate pairs, octal), read as
/// CoreFoundation's CFOldStylePList.c reads them (the differential test holds the two together).
/// UTF-16 files reach here as UTF-8 (SourceFile transcodes them).
package struct StringsFile: Sendable {
    package struct Entry: Sendable {
        package var key: String
        package var value: String
        /// Where the key starts.
        package var mark: Mark
        /// Where the value starts: the key's mark for an entry that is a key alone (`"KEY";`).
        package var valueMark: Mark
    }

    /// In file order; a repeated key keeps every entry, and lookups take the last, as Foundation does.
    package var entries: [Entry]
    /// Where Apple's reader stopped reading the table, when text follows an entry that cannot
    /// start a key (`"a" = "b"; <!-- -->`): it keeps the entries before and ignores the rest.
    package var unreadFrom: Mark?
    private var index: [String: Int]

    package init(entries: [Entry]) {
        self.entries = entries
        index = [:]
        for (i, e) in entries.enumerated() { index[e.key] = i }
    }

    package subscript(key: String) -> String? { index[key].map { entries[$0].value } }

    /// Whether the table has the key.
    package func contains(_ key: String) -> Bool { index[key] != nil }

    /// Reads a strings file's text: UTF-8 (UTF-16 reaches here transcoded). Other bytes are a
    /// problem at the first of them, not text silently repaired with U+FFFD.
    package static func read(_ bytes: [UInt8]) -> Result<StringsFile, StringsProblem> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let valid = min(firstInvalidByte(bytes), bytes.count - 1)
            let mark = bytes.withUnsafeBufferPointer { Mark(offset: valid, in: $0) }
            return .failure(StringsProblem(message: "byte 0x\(hexDigits(UInt32(bytes[valid]), digits: 2)) is not UTF-8: a strings table is UTF-8, or UTF-16 with a byte-order mark (Latin-1 or Mac Roman text shows as U+FFFD)",
                                           mark: mark))
        }
        var parser = Parser(scalars: Array(text.unicodeScalars))
        do throws(StringsProblem) {
            var file = StringsFile(entries: try parser.entries())
            file.unreadFrom = parser.stoppedAt
            return .success(file)
        } catch {
            return .failure(error)
        }
    }

    /// Where the first malformed UTF-8 sequence starts.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8(), input = bytes.makeIterator(), offset = 0
        while true {
            switch decoder.decode(&input) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var i = 0
        var line = 1, column = 1
        /// Where Apple's reader stopped before the end: see `StringsFile.unreadFrom`.
        var stoppedAt: Mark?

        var mark: Mark { Mark(line: line, column: column) }

        mutating func advance() {
            if scalars[i] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += 1
        }

        /// The file as CoreFoundation's old-style parser reads a strings table (CFOldStylePList.c):
        /// entries, or one dictionary in braces; after an entry's ';', whatever cannot start a key
        /// ends the table, and the rest is ignored.
        mutating func entries() throws(StringsProblem) -> [Entry] {
            try skipSpace()
            guard i < scalars.count else { return [] }
            let braces = scalars[i] == "{"
            if braces { advance() }
            let out = try dictionaryContent(inBraces: braces)
            try skipSpace()
            if braces {
                guard i < scalars.count, scalars[i] == "}" else { throw StringsProblem(message: "expected '}' to close the table", mark: mark) }
                advance()
                try skipSpace()
                if i < scalars.count { throw StringsProblem(message: "text follows the table's closing '}'", mark: mark) }
            } else if i < scalars.count {
                stoppedAt = mark
            }
            return out
        }

        private mutating func dictionaryContent(inBraces: Bool) throws(StringsProblem) -> [Entry] {
            var out: [Entry] = []
            var first = true
            while true {
                try skipSpace()
                guard i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" || Self.isBare(scalars[i]) else {
                    if first, i < scalars.count, !(inBraces && scalars[i] == "}") {
                        throw StringsProblem(message: "expected a key, found '\(scalars[i].escaped(asASCII: true))'", mark: mark)
                    }
                    return out
                }
                let at = mark
                let key: String
                if first && !inBraces {
                    key = try word("a key")
                } else {
                    // After a ';' or a '{', a key that does not read (a quote never closed) ends the
                    // table for Apple's reader, which goes on just after the quote.
                    let saved = (i, line, column)
                    do throws(StringsProblem) { key = try word("a key") } catch {
                        (i, line, column) = saved
                        advance()
                        return out
                    }
                }
                first = false
                // A missing ';' is reported where the entry ends, as compilers do.
                var end = mark
                try skipSpace()
                var value = key, valueAt = at
                if i < scalars.count, scalars[i] == "=" {
                    advance()
                    try skipSpace()
                    valueAt = mark
                    value = try word("a value after '='")
                    end = mark
                    try skipSpace()
                }
                guard i < scalars.count, scalars[i] == ";" else {
                    throw StringsProblem(message: "expected ';' after the entry for '\(key)'", mark: end)
                }
                advance()
                out.append(Entry(key: key, value: value, mark: at, valueMark: valueAt))
            }
        }

        /// Skips white space (the C0 controls tab to carriage return, space, U+2028, U+2029) and
        /// comments; a `/*` never closed runs to the end, as Apple's reader has it.
        mutating func skipSpace() throws(StringsProblem) {
            while i < scalars.count {
                let c = scalars[i]
                if (0x09...0x0D).contains(c.value) || c == " " || c == "\u{2028}" || c == "\u{2029}" {
                    advance()
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    advance(); advance()
                    while i < scalars.count, !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") { advance() }
                    if i < scalars.count { advance(); advance() }
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, !["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[i]) { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string or a bare word of ASCII letters, digits and `_$/:.-`.
        mutating func word(_ what: String) throws(StringsProblem) -> String {
            guard i < scalars.count else { throw StringsProblem(message: "the file ends where \(what) should be", mark: mark) }
            if scalars[i] == "\"" || scalars[i] == "'" { return try quoted() }
            var out = String.UnicodeScalarView()
            while i < scalars.count, Self.isBare(scalars[i]) {
                out.append(scalars[i])
                advance()
            }
            guard !out.isEmpty else {
                let found = scalars[i]
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
            let quote = scalars[i]
            advance()
            var units: [UInt16] = []
            while i < scalars.count {
                let c = scalars[i]
                if c == quote {
                    advance()
                    return String(decoding: units, as: UTF16.self)
                }
                advance()
                guard c == "\\" else {
                    units += UTF16.encode(c).map(Array.init) ?? []
                    continue
                }
                guard i < scalars.count else { break }
                let e = scalars[i]
                advance()
                switch e {
                case "0"..."7":
                    // Up to three octal digits, a NeXTSTEP character: ASCII below 128.
                    var value = e.value - 48
                    for _ in 0..<2 where i < scalars.count && ("0"..."7").contains(scalars[i]) {
                        value = value << 3 + scalars[i].value - 48
                        advance()
                    }
                    units.append(UInt16(value & 0xFF))
                case "U":
                    // Four hexadecimal digits at most; one that is not ends them (and counts).
                    var value: UInt16 = 0
                    for _ in 0..<4 where i < scalars.count {
                        guard let digit = scalars[i].isASCII ? UInt16(String(scalars[i]), radix: 16) : nil else { continue }
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
}

/// Why a strings file could not be read, and where.
package struct StringsProblem: Error, Sendable {
    package var message: String
    package var mark: Mark
}
