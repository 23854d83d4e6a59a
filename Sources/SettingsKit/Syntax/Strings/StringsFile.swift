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
        var text: OldStyleText
        switch OldStyleText.decoding(bytes, what: "a strings table") {
        case .success(let decoded): text = decoded
        case .failure(let problem): return .failure(problem)
        }
        do throws(StringsProblem) {
            let (entries, stoppedAt) = try text.entries()
            var file = StringsFile(entries: entries)
            file.unreadFrom = stoppedAt
            return .success(file)
        } catch {
            return .failure(error)
        }
    }
}

private extension OldStyleText {
    /// The file as CoreFoundation's old-style parser reads a strings table (CFOldStylePList.c):
    /// entries, or one dictionary in braces; after an entry's ';', whatever cannot start a key
    /// ends the table, and the rest is ignored.
    mutating func entries() throws(StringsProblem) -> (entries: [StringsFile.Entry], stoppedAt: Mark?) {
        skipSpace()
        guard !atEnd else { return ([], nil) }
        let braces = isAt("{")
        if braces { advance() }
        let out = try dictionaryContent(inBraces: braces)
        skipSpace()
        if braces {
            guard isAt("}") else { throw StringsProblem(message: "expected '}' to close the table", mark: mark) }
            advance()
            skipSpace()
            if !atEnd { throw StringsProblem(message: "text follows the table's closing '}'", mark: mark) }
            return (out, nil)
        }
        return (out, atEnd ? nil : mark)
    }

    mutating func dictionaryContent(inBraces: Bool) throws(StringsProblem) -> [StringsFile.Entry] {
        var out: [StringsFile.Entry] = []
        var first = true
        while true {
            skipSpace()
            guard isAt("\"") || isAt("'") || !atEnd && Self.isBare(current) else {
                if first, !atEnd, !(inBraces && isAt("}")) {
                    throw StringsProblem(message: "expected a key, found '\(current.escaped(asASCII: true))'", mark: mark)
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
            skipSpace()
            var value = key, valueAt = at
            if isAt("=") {
                advance()
                skipSpace()
                valueAt = mark
                value = try word("a value after '='")
                end = mark
                skipSpace()
            }
            guard isAt(";") else {
                throw StringsProblem(message: "expected ';' after the entry for '\(key)'", mark: end)
            }
            advance()
            out.append(StringsFile.Entry(key: key, value: value, mark: at, valueMark: valueAt))
        }
    }
}

/// Why a strings file could not be read, and where.
package struct StringsProblem: Error, Sendable {
    package var message: String
    package var mark: Mark
}
