internal import FoundationEssentials

/// An old-style (OpenStep) property list: the text form CoreFoundation reads when a file is
/// neither binary nor XML (CFPropertyList.c tries XML, then this; CFOldStylePList.c parses it).
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, `<0fbd 12>` data, and strings, quoted or
/// bare. The form has no numbers, booleans or dates: `DefaultValue = YES;` is the string "YES",
/// as the Settings app reads it. A pane written so loads in the Settings app (TrackMyTime's
/// `Acknowledgements.plist`, since 2013), where it was an `xml-syntax` error.
enum OldStylePropertyList {
    /// `bytes`: UTF-8 text (UTF-16 reaches here transcoded). A file of white space and comments
    /// is an empty dictionary, as CoreFoundation defines it.
    static func read(_ bytes: [UInt8], limits: LoadLimits) -> Result<PlistNode, XMLProblem> {
        var reader: Reader
        switch OldStyleText.decoding(bytes, what: "a property list") {
        case .success(let text): reader = Reader(text: text, maxDepth: limits.maxDepth, maxNodes: PropertyList.maxXMLNodes(forInputBytes: bytes.count))
        case .failure(let problem): return .failure(XMLProblem(message: problem.message, mark: problem.mark))
        }
        do throws(Reader.Failure) {
            return .success(try reader.file())
        } catch {
            switch error {
            case .syntax(let problem):
                return .failure(XMLProblem(message: "old-style property list: " + problem.message, mark: problem.mark))
            case .limit(let problem):
                return .failure(XMLProblem(message: problem.message, mark: problem.mark, isLimit: true))
            }
        }
    }

    private struct Reader {
        enum Failure: Error {
            case syntax(StringsProblem)
            case limit(StringsProblem)
        }

        var text: OldStyleText
        let maxDepth: Int, maxNodes: Int
        var nodes = 0

        /// The whole file: one value, or, where a string is followed by more (`a = b;`), the
        /// entries of a dictionary without its braces, as a strings table is written.
        mutating func file() throws(Failure) -> PlistNode {
            text.skipSpace()
            guard !text.atEnd else { return PlistNode(content: .dictionary([]), start: .start) }
            let top = try value(depth: 1)!
            text.skipSpace()
            guard !text.atEnd else { return top }
            guard case .string = top.content else { throw .syntax(StringsProblem(message: "text follows the property list's value", mark: text.mark)) }
            (text.i, text.line, text.column) = (0, 1, 1)
            return PlistNode(content: .dictionary(try entries(depth: 1)), start: .start)
        }

        /// The value at the cursor; nil where none starts and none is `required`.
        mutating func value(depth: Int, required: Bool = true) throws(Failure) -> PlistNode? {
            guard depth <= maxDepth else {
                throw .limit(StringsProblem(message: "the property list nests deeper than \(maxDepth) arrays and dictionaries", mark: text.mark))
            }
            nodes += 1
            guard nodes <= maxNodes else {
                throw .limit(StringsProblem(message: "the property list makes more than \(maxNodes) values, one for every \(PropertyList.xmlBytesPerNode) bytes; a settings page has hundreds",
                                            mark: text.mark))
            }
            text.skipSpace()
            let start = text.mark
            guard !text.atEnd else {
                if required { throw .syntax(StringsProblem(message: "the file ends where a value should be", mark: start)) }
                return nil
            }
            switch text.current {
            case "{":
                text.advance()
                let entries = try entries(depth: depth)
                try expect("}", "to close the dictionary opened", at: start)
                return PlistNode(content: .dictionary(entries), start: start)
            case "(":
                text.advance()
                return PlistNode(content: .array(try elements(depth: depth)), start: start)
            case "<":
                text.advance()
                return PlistNode(content: .data(try data()), start: start)
            case let c where c == "\"" || c == "'" || OldStyleText.isBare(c):
                guard let string = try string(required: required) else { return nil }
                return PlistNode(content: .string(string), start: start)
            case let c:
                if required { throw .syntax(StringsProblem(message: "expected a value, found '\(c.escaped(asASCII: true))'", mark: start)) }
                return nil
            }
        }

        /// A quoted or bare string. A quote never closed leaves Apple's reader just after it (a
        /// backslash that ends the file, at the end): where nothing requires a string there (a
        /// dictionary's next key), its entries end and the reading goes on from there.
        mutating func string(required: Bool = true) throws(Failure) -> String? {
            let (i, line, column) = (text.i, text.line, text.column)
            do throws(StringsProblem) { return try text.word("a string") } catch {
                let trailing = text.bytes[(i + 1)...].reversed().prefix { $0 == UInt8(ascii: "\\") }.count
                if trailing % 2 == 0 {
                    (text.i, text.line, text.column) = (i, line, column)
                    text.advance()
                }
                if required { throw .syntax(error) }
                return nil
            }
        }

        mutating func expect(_ c: Unicode.Scalar, _ why: String, at start: Mark) throws(Failure) {
            text.skipSpace()
            guard text.isAt(c) else {
                throw .syntax(StringsProblem(message: "expected '\(c)' \(why) on line \(start.line)", mark: text.mark))
            }
            text.advance()
        }

        /// `key = value;` entries up to what cannot start a key; `key;` is the key as its own value.
        mutating func entries(depth: Int) throws(Failure) -> [PlistEntry] {
            var out: [PlistEntry] = []
            while true {
                text.skipSpace()
                guard text.isAt("\"") || text.isAt("'") || !text.atEnd && OldStyleText.isBare(text.current) else { return out }
                let at = text.mark
                guard let key = try string(required: false) else { return out }
                text.skipSpace()
                var value = PlistNode(content: .string(key), start: at)
                if text.isAt("=") {
                    text.advance()
                    value = try self.value(depth: depth + 1)!
                    text.skipSpace()
                } else if !text.isAt(";") {
                    throw .syntax(StringsProblem(message: "expected '=' or ';' after the key '\(key)'", mark: text.mark))
                }
                guard text.isAt(";") else {
                    throw .syntax(StringsProblem(message: "expected ';' after the value of '\(key)'", mark: text.mark))
                }
                text.advance()
                out.append(PlistEntry(key: key, keyStart: at, value: value))
            }
        }

        /// Values separated by commas, a last comma allowed, to the closing `)`. An element
        /// that does not read ends them where its reading stopped, as in Apple's reader (`( a, {)`
        /// is `( a )`); the `)` must follow there.
        mutating func elements(depth: Int) throws(Failure) -> [PlistNode] {
            let start = text.mark
            var out: [PlistNode] = []
            while true {
                let element: PlistNode?
                do throws(Failure) { element = try value(depth: depth + 1, required: false) } catch {
                    guard case .syntax = error else { throw error }
                    break
                }
                guard let element else { break }
                out.append(element)
                text.skipSpace()
                guard text.isAt(",") else { break }
                text.advance()
            }
            try expect(")", "to close the array opened", at: start)
            return out
        }

        /// Pairs of hexadecimal digits, blanks between pairs, to the closing `>`; kept in base64,
        /// as `<data>` holds it in XML.
        mutating func data() throws(Failure) -> String {
            var bytes: [UInt8] = []
            while !text.atEnd, !text.isAt(">") {
                let c = text.current
                if c.properties.isASCIIHexDigit {
                    let at = text.mark
                    text.advance()
                    guard !text.atEnd, text.current.properties.isASCIIHexDigit else {
                        throw .syntax(StringsProblem(message: "data has an odd number of hexadecimal digits", mark: at))
                    }
                    bytes.append(UInt8(Character(c).hexDigitValue! << 4 | Character(text.current).hexDigitValue!))
                    text.advance()
                } else if [" ", "\n", "\t", "\r", "\u{2028}", "\u{2029}"].contains(c) {
                    text.advance()
                } else {
                    throw .syntax(StringsProblem(message: "data holds '\(c.escaped(asASCII: true))', not a hexadecimal digit", mark: text.mark))
                }
            }
            guard !text.atEnd else { throw .syntax(StringsProblem(message: "data is never closed with '>'", mark: text.mark)) }
            text.advance()
            return Data(bytes).base64EncodedString()
        }
    }
}
