/// An old-style `.strings` file, the tables a Settings.bundle's `.lproj` folders hold:
/// `"KEY" = "value";` entries, `/* … */` and `//` comments, quoted or bare words, and the escapes
/// Apple's parser reads (`\n`, `\t`, `\r`, `\"`, `\\`, `\U00E9`, with surrogate pairs). UTF-16
/// files reach here as UTF-8 (SourceFile transcodes them).
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
            return .success(StringsFile(entries: try parser.entries()))
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

        mutating func entries() throws(StringsProblem) -> [Entry] {
            var out: [Entry] = []
            while true {
                try skipSpace()
                guard i < scalars.count else { return out }
                let at = mark
                let key = try word("a key")
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

        /// Skips white space and comments.
        mutating func skipSpace() throws(StringsProblem) {
            while i < scalars.count {
                let c = scalars[i]
                if c.properties.isWhitespace {
                    advance()
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    let start = mark
                    advance(); advance()
                    while i < scalars.count, !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") { advance() }
                    guard i < scalars.count else { throw StringsProblem(message: "a comment is never closed ('*/')", mark: start) }
                    advance(); advance()
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string or a bare word of letters, digits and `_.$:/-`.
        mutating func word(_ what: String) throws(StringsProblem) -> String {
            guard i < scalars.count else { throw StringsProblem(message: "the file ends where \(what) should be", mark: mark) }
            if scalars[i] == "\"" { return try quoted() }
            var out = String.UnicodeScalarView()
            while i < scalars.count, Self.isBare(scalars[i]) {
                out.append(scalars[i])
                advance()
            }
            guard !out.isEmpty else {
                throw StringsProblem(message: "expected \(what), found '\(scalars[i].escaped(asASCII: true))'", mark: mark)
            }
            return String(out)
        }

        static func isBare(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || c.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(c)
        }

        mutating func quoted() throws(StringsProblem) -> String {
            let start = mark
            advance()
            var out = String.UnicodeScalarView()
            while i < scalars.count {
                let c = scalars[i]
                if c == "\"" {
                    advance()
                    return String(out)
                }
                if c == "\\" {
                    let escape = mark
                    advance()
                    guard i < scalars.count else { break }
                    let e = scalars[i]
                    advance()
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "U", "u":
                        var unit = try hex4(escape)
                        if (0xD800...0xDBFF).contains(unit), i + 1 < scalars.count, scalars[i] == "\\",
                           scalars[i + 1] == "U" || scalars[i + 1] == "u" {
                            advance(); advance()
                            let low = try hex4(escape)
                            // Only a low surrogate completes the pair; anything else leaves half of one.
                            guard (0xDC00...0xDFFF).contains(low) else {
                                throw StringsProblem(message: "the escape is half of a UTF-16 surrogate pair", mark: escape)
                            }
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(unit) else {
                            throw StringsProblem(message: "the escape is half of a UTF-16 surrogate pair", mark: escape)
                        }
                        out.append(scalar)
                    default: out.append(e)  // \" \\ \' and anything else stand for themselves
                    }
                    continue
                }
                out.append(c)
                advance()
            }
            throw StringsProblem(message: "a string is never closed ('\"')", mark: start)
        }

        mutating func hex4(_ escape: Mark) throws(StringsProblem) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard i < scalars.count, let digit = scalars[i].properties.numericType != nil || "abcdefABCDEF".unicodeScalars.contains(scalars[i])
                        ? UInt32(String(scalars[i]), radix: 16) : nil else {
                    throw StringsProblem(message: "a \\U escape needs four hexadecimal digits", mark: escape)
                }
                value = value << 4 | digit
                advance()
            }
            return value
        }
    }
}

/// Why a strings file could not be read, and where.
package struct StringsProblem: Error, Sendable {
    package var message: String
    package var mark: Mark
}
