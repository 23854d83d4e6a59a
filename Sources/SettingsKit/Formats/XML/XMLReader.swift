internal import CExpat

/// Why a document could not be read, and where.
package struct XMLProblem: Error, Sendable {
    package var message: String
    package var mark: Mark
    /// A limit stopped the read (nesting), not a mistake in the XML.
    package var isLimit = false
}

/// What a streaming read of XML reports, in document order. A handler that throws stops the read;
/// its problem is the read's.
package protocol XMLHandler: AnyObject {
    /// An element starts. The tag is only valid during the call.
    func open(_ tag: XMLStartTag) throws(XMLProblem)
    /// Character data inside the open element, in pieces (a line at a time, an entity apart);
    /// `at` says where the piece starts, computed only when asked.
    func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition)
    /// The innermost open element ends.
    func close() throws(XMLProblem)
}

/// An element's start tag as expat reports it: its name and attributes are read from expat's own
/// buffers, and only when a handler asks, so a handler that knows its element names pays for no
/// strings.
package struct XMLStartTag {
    /// Where the tag's `<` stands.
    package let start: Mark
    private let rawName: UnsafePointer<CChar>
    private let rawAttributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    /// The parse outlives every tag it reports.
    private unowned(unsafe) let reader: XMLReader.Parse

    fileprivate init(start: Mark, name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, reader: XMLReader.Parse) {
        self.start = start
        rawName = name
        rawAttributes = attributes
        self.reader = reader
    }

    package var name: String { String(cString: rawName) }

    /// Whether the element is called `name`, without making a string of its name.
    package func isNamed(_ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        for i in 0..<count where UInt8(bitPattern: rawName[i]) != name.utf8Start[i] { return false }
        return rawName[count] == 0
    }

    /// The attributes in the order written, each with where its name starts.
    package var attributes: [XMLAttribute] {
        var list: [XMLAttribute] = []
        var i = 0
        while let n = rawAttributes[i], let v = rawAttributes[i + 1] {
            let name = String(cString: n)
            list.append(XMLAttribute(name: name, value: String(cString: v), start: reader.attributeStart(name) ?? start))
            i += 2
        }
        return list
    }
}

/// Where the event being reported stands, worked out only when a handler asks: most never do.
package struct XMLPosition {
    /// The parse outlives every event it reports.
    fileprivate unowned(unsafe) let reader: XMLReader.Parse

    package var mark: Mark { reader.here() }
}

/// An attribute, and where its name starts.
package struct XMLAttribute: Sendable {
    package var name: String
    package var value: String
    package var start: Mark
}

/// Reads XML with expat, a streaming parser that reports positions, into a handler's hands.
///
/// Entities are never expanded or fetched: a document that declares one (an XML "billion laughs",
/// or `<!ENTITY x SYSTEM "file:///etc/passwd">`) is refused at the declaration, a reference to an
/// undeclared one is expat's "undefined entity", and external entities and the external DTD a
/// property list names are never loaded. Only the five predefined entities and character
/// references are read. Nesting is bounded by `maxDepth`, so memory and time stay linear.
package enum XMLReader {
    /// Reads the document into `handler`; the first problem, the document's or the handler's, or
    /// nil when it read to the end.
    package static func read(_ bytes: [UInt8], maxDepth: Int, into handler: some XMLHandler) -> XMLProblem? {
        // SourceFile hands over UTF-8 (UTF-16 with a byte-order mark is transcoded), whatever
        // the XML declaration says.
        guard let parser = XML_ParserCreate("UTF-8") else {
            return XMLProblem(message: "expat could not allocate a parser", mark: .start, isLimit: true)
        }
        defer { XML_ParserFree(parser) }
        let parse = Reporting(bytes: bytes, parser: parser, maxDepth: maxDepth, handler: handler)
        return withExtendedLifetime(parse) {
            XML_SetUserData(parser, Unmanaged.passUnretained(parse as Parse).toOpaque())
            XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
            XML_SetEntityDeclHandler(parser) { data, name, _, _, _, _, _, _, _ in
                let what = name.map { String(cString: $0) } ?? ""
                Parse.with(data) { $0.stop(XMLProblem(message: "the document declares an entity ('\(what)'); entities are never expanded here", mark: $0.declarationStart())) }
            }
            XML_SetExternalEntityRefHandler(parser) { _, _, _, _, _ in Int32(XML_STATUS_ERROR.rawValue) }
            XML_SetElementHandler(parser, { data, name, attributes in
                Parse.with(data) { $0.open(name!, attributes!) }
            }, { data, _ in
                Parse.with(data) { $0.close() }
            })
            XML_SetCharacterDataHandler(parser) { data, text, length in
                Parse.with(data) { $0.characters(text!, Int(length)) }
            }
            let status = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32(clamping: $0.count), 1) }
            }
            if let problem = parse.problem { return problem }
            guard status == XML_STATUS_OK else {
                let message = XML_ErrorString(XML_GetErrorCode(parser)).map { String(cString: $0) } ?? "not well-formed XML"
                return XMLProblem(message: "XML: \(message)", mark: parse.here())
            }
            return nil
        }
    }

    /// Reads the document into a tree of elements.
    package static func read(_ bytes: [UInt8], maxDepth: Int) -> Result<XMLElement, XMLProblem> {
        let tree = XMLTreeBuilder()
        if let problem = read(bytes, maxDepth: maxDepth, into: tree) { return .failure(problem) }
        guard let root = tree.root else { return .failure(XMLProblem(message: "XML: no element found", mark: .start)) }
        return .success(root)
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

    /// The parse in progress, which expat's callbacks reach through its user data. `Reporting`
    /// hands its events to a handler whose type it knows, so no call goes through an existential
    /// (which retains and releases the handler around every call).
    fileprivate class Parse {
        let bytes: [UInt8]
        let parser: XML_Parser
        let maxDepth: Int
        // Per-event state, touched by every callback: one thread runs a parse and no access
        // overlaps another, so the run-time exclusivity check (a third of a callback's cost) goes.
        @exclusivity(unchecked) var cursor: MarkCursor
        @exclusivity(unchecked) var depth = 0
        @exclusivity(unchecked) var problem: XMLProblem?

        init(bytes: [UInt8], parser: XML_Parser, maxDepth: Int) {
            self.bytes = bytes
            self.parser = parser
            self.maxDepth = maxDepth
            cursor = MarkCursor(bytes)
        }

        // What `Reporting` overrides to reach its handler.
        func reportOpen(_ tag: XMLStartTag) throws(XMLProblem) {}
        func reportCharacters(_ text: UnsafeRawBufferPointer) {}
        func reportClose() throws(XMLProblem) {}

        /// The parse a callback is for; `read` keeps it alive, so the callback need not retain it.
        static func with(_ data: UnsafeMutableRawPointer?, _ body: (Parse) -> Void) {
            Unmanaged<Parse>.fromOpaque(data!)._withUnsafeGuaranteedRef(body)
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
            let start = here()
            guard depth < maxDepth else {
                return stop(XMLProblem(message: "elements nest deeper than \(maxDepth) levels (--max-depth)", mark: start, isLimit: true))
            }
            depth += 1
            do throws(XMLProblem) {
                try reportOpen(XMLStartTag(start: start, name: name, attributes: attributes, reader: self))
            } catch {
                stop(error)
            }
        }

        func close() {
            guard problem == nil else { return }
            depth -= 1
            do throws(XMLProblem) { try reportClose() } catch { stop(error) }
        }

        func characters(_ text: UnsafePointer<CChar>, _ length: Int) {
            guard problem == nil else { return }
            reportCharacters(UnsafeRawBufferPointer(start: text, count: length))
        }

        /// Where the attribute `name` of the start tag being reported stands: expat does not say,
        /// so the tag's bytes are searched for the name after white space, before `=`.
        func attributeStart(_ name: String) -> Mark? {
            let from = Int(XML_GetCurrentByteIndex(parser))
            let tag = from..<min(bytes.count, from + Int(XML_GetCurrentByteCount(parser)))
            let name = Array(name.utf8)
            var i = tag.lowerBound
            while i + name.count < tag.upperBound {
                if XMLText.isSpace(bytes[i]), bytes[(i + 1)..<(i + 1 + name.count)].elementsEqual(name) {
                    var j = i + 1 + name.count
                    while j < tag.upperBound, XMLText.isSpace(bytes[j]) { j += 1 }
                    if j < tag.upperBound, bytes[j] == UInt8(ascii: "=") { return cursor.peek(i + 1) }
                }
                i += 1
            }
            return nil
        }
    }
}

extension XMLReader {
    fileprivate final class Reporting<Handler: XMLHandler>: Parse {
        let handler: Handler

        init(bytes: [UInt8], parser: XML_Parser, maxDepth: Int, handler: Handler) {
            self.handler = handler
            super.init(bytes: bytes, parser: parser, maxDepth: maxDepth)
        }

        override func reportOpen(_ tag: XMLStartTag) throws(XMLProblem) { try handler.open(tag) }
        override func reportCharacters(_ text: UnsafeRawBufferPointer) { handler.characters(text, at: XMLPosition(reader: self)) }
        override func reportClose() throws(XMLProblem) { try handler.close() }
    }
}

/// XML's white space: what lies between a container's elements and an element's attributes.
package enum XMLText {
    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
}
