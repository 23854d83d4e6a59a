internal import CExpat
import Platform

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
    /// The same, with where its end tag starts (its start tag, for `<a/>`).
    func close(at: XMLPosition) throws(XMLProblem)
}

extension XMLHandler {
    package func close(at: XMLPosition) throws(XMLProblem) { try close() }
}

/// An element's start tag as expat reported it: its name and attributes are read from the bytes
/// of the batch that holds them, and only when a handler asks, so a handler that knows its element
/// names pays for no strings.
package struct XMLStartTag {
    /// Where the tag's `<` stands.
    package let start: Mark
    private let event: XMLEvent
    /// The batch's text and attribute ranges, which outlive the call that reports the tag.
    private let text: UnsafeRawBufferPointer
    private let pieces: UnsafeBufferPointer<Range<Int32>>
    /// The read outlives every tag it reports.
    private unowned(unsafe) let reader: XMLReader.Replay

    fileprivate init(start: Mark, event: XMLEvent, text: UnsafeRawBufferPointer, pieces: UnsafeBufferPointer<Range<Int32>>,
                     reader: XMLReader.Replay) {
        self.start = start
        self.event = event
        self.text = text
        self.pieces = pieces
        self.reader = reader
    }

    package var name: String { string(event.text) }

    /// Where the tag starts and ends in the document's bytes.
    package var offset: Int { event.offset }
    package var end: Int { event.offset + Int(event.length) }

    /// Whether the element is called `name`, without making a string of its name.
    package func isNamed(_ name: StaticString) -> Bool {
        let range = event.text
        guard range.count == name.utf8CodeUnitCount else { return false }
        var i = Int(range.lowerBound)
        for j in 0..<name.utf8CodeUnitCount {
            if text[i] != name.utf8Start[j] { return false }
            i += 1
        }
        return true
    }

    /// The attributes in the order written, each with where its name starts.
    package var attributes: [XMLAttribute] {
        let tag = event.offset..<(event.offset + Int(event.length))
        // expat reports the attributes written in the order written, then any a DTD defaults
        // (which have no place of their own: the tag's): the tag is read once for where the
        // names start.
        let starts = reader.attributeStarts(in: tag, count: Int(event.attributes.count) / 2)
        var out: [XMLAttribute] = []
        out.reserveCapacity(Int(event.attributes.count) / 2)
        var n = 0
        for i in stride(from: Int(event.attributes.lowerBound), to: Int(event.attributes.upperBound), by: 2) {
            out.append(XMLAttribute(name: string(pieces[i]), value: string(pieces[i + 1]), start: n < starts.count ? starts[n] : start))
            n += 1
        }
        return out
    }

    private func string(_ range: Range<Int32>) -> String {
        reader.strings.string(UnsafeRawBufferPointer(rebasing: text[Int(range.lowerBound)..<Int(range.upperBound)]))
    }
}

/// One copy of each name and value a document repeats: a string of more than 15 bytes is stored
/// on the heap, and a preference screen writes `SwitchPreferenceCompat` or `@array/size_values`
/// hundreds of times. Shorter strings are stored inline and made afresh; the table is bounded.
final class XMLStrings {
    // One reader, one thread: no access overlaps another.
    @exclusivity(unchecked) private var table: [UInt64: String] = [:]
    private static let capacity = 4_096

    func string(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        // FNV-1a: a few bytes each, no allocation to hash.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        if let known = table[hash], known.utf8.count == bytes.count,
           known.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) == true {
            return known
        }
        let made = String(decoding: bytes, as: UTF8.self)
        if table.count < Self.capacity { table[hash] = made }
        return made
    }
}

/// Where the event being reported stands, worked out only when a handler asks: most never do.
package struct XMLPosition {
    /// The read outlives every event it reports.
    fileprivate unowned(unsafe) let reader: XMLReader.Replay
    fileprivate let offset: Int

    package var mark: Mark { reader.mark(at: offset) }
    package var byteOffset: Int { offset }

    /// The document's own bytes in `range`, before expat read them (`&#12;`, not a form feed).
    package func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> { reader.bytes[range.clamped(to: 0..<reader.bytes.count)] }
}

/// An attribute, and where its name starts.
package struct XMLAttribute: Sendable {
    package var name: String
    package var value: String
    package var start: Mark
}

/// Reads XML with expat, a streaming parser that reports positions, into a handler's hands (see
/// `ExpatSource` for what is never expanded or fetched). Nesting is bounded by `maxDepth`, so
/// memory and time stay linear.
package enum XMLReader {
    /// Documents this large (about 600 specifiers) are parsed on a second thread when the caller
    /// allows threads: expat and the handler take about as long, so the read takes about half the
    /// time (Docs/Performance.md, "Choices in the code").
    static let pipelineThreshold = 128 << 10

    /// Reads the document into `handler`; the first problem, the document's or the handler's, or
    /// nil when it read to the end. `threads: false` keeps the read on the calling thread, for
    /// callers that already read several files side by side. `internalEntities`: expand the
    /// document's own internal entities, as aapt does in Android values files (`ExpatSource`).
    /// `encoding`: how the file wrote the bytes (now UTF-8), which its XML declaration must not
    /// contradict; nil where the caller does not know. `appleCharacters`: take in text the
    /// characters XML forbids and Apple's property-list reader takes (`AppleCharacters`).
    package static func read(_ bytes: [UInt8], maxDepth: Int, into handler: some XMLHandler, threads: Bool = false,
                             internalEntities: Bool = false, encoding: TextEncoding? = nil, appleCharacters: Bool = false) -> XMLProblem? {
        read(bytes, maxDepth: maxDepth, into: handler, pipelined: threads && bytes.count >= pipelineThreshold, internalEntities: internalEntities,
             encoding: encoding, appleCharacters: appleCharacters)
    }

    /// The same, with expat on a second thread or not, whatever the document's size.
    package static func read(_ bytes: [UInt8], maxDepth: Int, into handler: some XMLHandler, pipelined: Bool,
                             internalEntities: Bool = false, encoding: TextEncoding? = nil, appleCharacters: Bool = false) -> XMLProblem? {
        let replay = Replay.make(bytes: bytes, handler: handler)
        // Blanking keeps the length: marks are the document's either way.
        let relaxed = appleCharacters ? AppleProlog.relaxed(bytes) ?? bytes : bytes
        let apple = appleCharacters ? AppleCharacters(relaxed) : nil
        (apple?.bytes ?? relaxed).withUnsafeBufferPointer { input in
            if pipelined {
                nonisolated(unsafe) let input = input
                BatchPipe<XMLEventBatch> {
                    let source = ExpatSource(input, maxDepth: maxDepth, internalEntities: internalEntities, encoding: encoding, apple: apple)
                    return { batch in
                        batch.events.reserveCapacity(XMLEventBatch.capacity + 16)
                        source.fill(&batch)
                    }
                }.consume { replay.report($0) }
            } else {
                let source = ExpatSource(input, maxDepth: maxDepth, internalEntities: internalEntities, encoding: encoding, apple: apple)
                var batch = XMLEventBatch()
                repeat {
                    source.fill(&batch)
                } while replay.report(batch) && !batch.last
            }
        }
        return replay.problem
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

    /// Hands batches of events to a handler in order, working out marks as it goes. The base
    /// class is what tags and positions reach; `Replaying` knows the handler's type, so no call
    /// goes through an existential (which retains and releases the handler around every call).
    fileprivate class Replay {
        let bytes: [UInt8]
        // Touched for every event, by one thread: no access overlaps another, so the run-time
        // exclusivity check goes.
        @exclusivity(unchecked) var cursor: MarkCursor
        @exclusivity(unchecked) var problem: XMLProblem?
        /// The names and values the handler has been given, for reuse.
        let strings = XMLStrings()

        init(bytes: [UInt8]) {
            self.bytes = bytes
            cursor = MarkCursor(bytes)
        }

        static func make(bytes: [UInt8], handler: some XMLHandler) -> Replay { Replaying(bytes: bytes, handler: handler) }

        // What `Replaying` overrides to reach its handler.
        func report(_ batch: XMLEventBatch) -> Bool { false }

        func mark(at offset: Int) -> Mark { cursor.mark(at: offset) }

        /// Where each attribute's name in the start tag in `tag` starts, in order: the tag is read
        /// once, past the element's name, then each name, `=` and quoted value in turn.
        func attributeStarts(in tag: Range<Int>, count: Int) -> [Mark] {
            let tag = tag.clamped(to: 0..<bytes.count)
            var out: [Mark] = []
            out.reserveCapacity(count)
            var marks = cursor
            bytes.withUnsafeBufferPointer { bytes in
                var i = tag.lowerBound + 1
                while i < tag.upperBound, !XMLText.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
                while i < tag.upperBound {
                    while i < tag.upperBound, XMLText.isSpace(bytes[i]) { i += 1 }
                    guard i < tag.upperBound, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { break }
                    out.append(marks.mark(at: i))
                    while i < tag.upperBound, bytes[i] != UInt8(ascii: "=") { i += 1 }
                    i += 1
                    while i < tag.upperBound, XMLText.isSpace(bytes[i]) { i += 1 }
                    guard i < tag.upperBound else { break }
                    let quote = bytes[i]
                    i += 1
                    while i < tag.upperBound, bytes[i] != quote { i += 1 }
                    i += 1
                }
            }
            return out
        }
    }

    fileprivate final class Replaying<Handler: XMLHandler>: Replay {
        let handler: Handler

        init(bytes: [UInt8], handler: Handler) {
            self.handler = handler
            super.init(bytes: bytes)
        }

        /// Reports the batch's events, then its failure; false once a problem has stopped the read.
        override func report(_ batch: XMLEventBatch) -> Bool {
            guard problem == nil else { return false }
            let text = batch.bytes.contents
            batch.attributes.withUnsafeBufferPointer { pieces in
                do throws(XMLProblem) {
                    for event in batch.events {
                        switch event.kind {
                        case .open:
                            try handler.open(XMLStartTag(start: mark(at: event.offset), event: event, text: text, pieces: pieces, reader: self))
                        case .characters:
                            let piece = UnsafeRawBufferPointer(rebasing: text[Int(event.text.lowerBound)..<Int(event.text.upperBound)])
                            handler.characters(piece, at: XMLPosition(reader: self, offset: event.offset))
                        case .close:
                            try handler.close(at: XMLPosition(reader: self, offset: event.offset))
                        }
                    }
                } catch {
                    problem = error
                }
            }
            if problem == nil, let failure = batch.failure {
                // The end tag first: marks walk forward, and the start tag is before it.
                let closer = failure.closer.map { " (the </\($0.name)> at \(mark(at: $0.offset)) closes its parent)" } ?? ""
                problem = XMLProblem(message: failure.message + closer, mark: mark(at: failure.offset), isLimit: failure.isLimit)
            }
            return problem == nil
        }
    }
}

/// XML's white space: what lies between a container's elements and an element's attributes.
package enum XMLText {
    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
}
