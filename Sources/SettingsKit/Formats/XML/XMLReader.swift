internal import CExpat

/// An element of an XML document, with where it and each of its attributes start.
package struct XMLElement: Sendable {
    package var name: String
    package var attributes: [XMLAttribute]
    package var children: [XMLElement] = []
    /// The character data directly inside the element, in order, joined.
    package var text = ""
    package var start: Mark
    /// Where the element's first character data starts, or its start when it has none.
    package var textStart: Mark

    package func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
}

/// An attribute, and where its name starts.
package struct XMLAttribute: Sendable {
    package var name: String
    package var value: String
    package var start: Mark
}

/// Why a document could not be read, and where.
package struct XMLProblem: Error, Sendable {
    package var message: String
    package var mark: Mark
    /// A limit stopped the read (nesting), not a mistake in the XML.
    package var isLimit = false
}

/// Reads XML with expat, a streaming parser that reports positions, into a tree of elements.
///
/// Entities are never expanded or fetched: a document that declares one (an XML "billion laughs",
/// or `<!ENTITY x SYSTEM "file:///etc/passwd">`) is refused at the declaration, a reference to an
/// undeclared one is expat's "undefined entity", and external entities and the external DTD a
/// property list names are never loaded. Only the five predefined entities and character
/// references are read. Nesting is bounded by `maxDepth`, so memory and time stay linear.
package enum XMLReader {
    package static func read(_ bytes: [UInt8], maxDepth: Int) -> Result<XMLElement, XMLProblem> {
        // SourceFile hands over UTF-8 (UTF-16 with a byte-order mark is transcoded), whatever
        // the XML declaration says.
        guard let parser = XML_ParserCreate("UTF-8") else {
            return .failure(XMLProblem(message: "expat could not allocate a parser", mark: .start, isLimit: true))
        }
        defer { XML_ParserFree(parser) }
        let state = State(bytes: bytes, parser: parser, maxDepth: maxDepth)
        return withExtendedLifetime(state) {
            XML_SetUserData(parser, Unmanaged.passUnretained(state).toOpaque())
            XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
            XML_SetEntityDeclHandler(parser) { data, name, _, _, _, _, _, _, _ in
                let state = State.from(data)
                let what = name.map { String(cString: $0) } ?? ""
                state.stop(XMLProblem(message: "the document declares an entity ('\(what)'); entities are never expanded here", mark: state.declarationStart()))
            }
            XML_SetExternalEntityRefHandler(parser) { _, _, _, _, _ in Int32(XML_STATUS_ERROR.rawValue) }
            XML_SetElementHandler(parser, { data, name, attributes in
                State.from(data).open(name!, attributes!)
            }, { data, _ in
                State.from(data).close()
            })
            XML_SetCharacterDataHandler(parser) { data, text, length in
                State.from(data).characters(text!, Int(length))
            }
            let status = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32(clamping: $0.count), 1) }
            }
            if let problem = state.problem { return .failure(problem) }
            guard status == XML_STATUS_OK, let root = state.root else {
                let code = XML_GetErrorCode(parser)
                let message = XML_ErrorString(code).map { String(cString: $0) } ?? "not well-formed XML"
                return .failure(XMLProblem(message: "XML: \(message)", mark: state.here()))
            }
            return .success(root)
        }
    }

    /// expat's own parse of the bytes with no handlers: the floor the benchmark measures the
    /// property-list front-end against. Whether the XML is well-formed.
    package static func scan(_ bytes: [UInt8]) -> Bool {
        guard let parser = XML_ParserCreate("UTF-8") else { return false }
        defer { XML_ParserFree(parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32(clamping: $0.count), 1) }
        } == XML_STATUS_OK
    }

    /// The parse in progress, which expat's callbacks reach through its user data.
    private final class State {
        let bytes: [UInt8]
        let parser: XML_Parser
        let maxDepth: Int
        var cursor: MarkCursor
        var open: [XMLElement] = []
        var root: XMLElement?
        var problem: XMLProblem?

        init(bytes: [UInt8], parser: XML_Parser, maxDepth: Int) {
            self.bytes = bytes
            self.parser = parser
            self.maxDepth = maxDepth
            cursor = MarkCursor(bytes)
        }

        static func from(_ data: UnsafeMutableRawPointer?) -> State {
            Unmanaged<State>.fromOpaque(data!).takeUnretainedValue()
        }

        /// Where expat is: the start of the event it reports.
        func here() -> Mark { cursor.mark(at: Int(XML_GetCurrentByteIndex(parser))) }

        /// expat reports a declaration where it ends: the `<!ENTITY` before that is where it starts.
        func declarationStart() -> Mark {
            let keyword = Array("<!ENTITY".utf8)
            var i = min(Int(XML_GetCurrentByteIndex(parser)), bytes.count - keyword.count)
            while i >= 0, !bytes[i..<(i + keyword.count)].elementsEqual(keyword) { i -= 1 }
            return i >= 0 ? cursor.mark(at: i) : here()
        }

        func stop(_ problem: XMLProblem) {
            guard self.problem == nil else { return }
            self.problem = problem
            XML_StopParser(parser, XML_FALSE)
        }

        func open(_ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) {
            guard problem == nil else { return }
            let start = Int(XML_GetCurrentByteIndex(parser))
            let mark = cursor.mark(at: start)
            guard open.count < maxDepth else {
                return stop(XMLProblem(message: "elements nest deeper than \(maxDepth) levels (--max-depth)", mark: mark, isLimit: true))
            }
            // The start tag's bytes, to find where each attribute's name stands: expat does not say.
            let tag = start..<min(bytes.count, start + Int(XML_GetCurrentByteCount(parser)))
            var list: [XMLAttribute] = []
            var i = 0
            while let n = attributes[i], let v = attributes[i + 1] {
                let name = String(cString: n)
                let at = Self.find(Array(name.utf8), in: bytes, tag).map(cursor.peek) ?? mark
                list.append(XMLAttribute(name: name, value: String(cString: v), start: at))
                i += 2
            }
            open.append(XMLElement(name: String(cString: name), attributes: list, start: mark, textStart: mark))
            textStarts.append(textBytes.count)
        }

        func close() {
            guard problem == nil, var element = open.popLast() else { return }
            let from = textStarts.removeLast()
            if from < textBytes.count {
                element.text = String(decoding: textBytes[from...], as: UTF8.self)
                textBytes.removeSubrange(from...)
            }
            if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
        }

        /// The open elements' character data, as bytes, each from its offset in `textStarts`:
        /// expat hands text over in pieces (a line at a time, an entity apart), and an element's
        /// text is made once, when it closes, after its children's have been taken off the end.
        var textBytes: [UInt8] = []
        var textStarts: [Int] = []

        func characters(_ text: UnsafePointer<CChar>, _ length: Int) {
            guard problem == nil, !open.isEmpty else { return }
            let chunk = UnsafeRawBufferPointer(start: text, count: length)
            let i = open.count - 1
            // The text starts at its first character that is not white space.
            if open[i].textStart == open[i].start, chunk.contains(where: { !Self.isSpace($0) }) {
                open[i].textStart = here()
            }
            textBytes.append(contentsOf: chunk)
        }

        /// XML's white space: what lies between a container's elements and an element's attributes.
        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

        /// The offset of `name` followed by optional spaces and `=` inside a start tag, after a space.
        static func find(_ name: [UInt8], in bytes: [UInt8], _ tag: Range<Int>) -> Int? {
            var i = tag.lowerBound
            while i + name.count < tag.upperBound {
                if isSpace(bytes[i]), bytes[(i + 1)..<(i + 1 + name.count)].elementsEqual(name) {
                    var j = i + 1 + name.count
                    while j < tag.upperBound, isSpace(bytes[j]) { j += 1 }
                    if j < tag.upperBound, bytes[j] == UInt8(ascii: "=") { return i + 1 }
                }
                i += 1
            }
            return nil
        }
    }
}
