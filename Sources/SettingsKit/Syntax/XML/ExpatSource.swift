internal import CExpat
import Platform

/// One expat event as plain values. Its text (an element's and its attributes' names and values,
/// character data) lives in the bytes of the batch that holds it.
struct XMLEvent {
    enum Kind: UInt8 { case open, characters, close }

    var kind: Kind
    /// Where the event starts in the document, in bytes.
    var offset: Int
    /// A start tag's length in bytes, where its attributes are looked for.
    var length: Int32 = 0
    /// A start tag's name, or the character data, in the batch's bytes.
    var text: Range<Int32> = 0..<0
    /// A start tag's attributes: name and value ranges, in turn, in the batch's `attributes`.
    var attributes: Range<Int32> = 0..<0
}

/// Events in document order with their text, and how the parse stood after the last of them.
struct XMLEventBatch: PipedBatch {
    /// Events per batch: large enough to amortize handing a batch to another thread (at 2,048 the
    /// hand-overs cost a tenth of a 10,000-specifier read), small enough to stay in cache.
    static let capacity = 8192

    var events: [XMLEvent] = []
    /// The events' text, in one buffer the batch owns (see `ByteBuffer`).
    var bytes = ByteBuffer()
    var attributes: [Range<Int32>] = []
    var last = false
    /// What stopped the parse, at a byte offset: the document's mistake or a limit.
    var failure: XMLFailure?

    init() {}

    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        bytes.removeAll()
        attributes.removeAll(keepingCapacity: true)
        (last, failure) = (false, nil)
    }
}

/// expat's parser over a document, read a batch of events at a time: the parse is suspended when a
/// batch is full and resumed for the next, so the caller pulls events as it does from libyaml.
///
/// Entities are never fetched: a document that declares one (an XML "billion laughs", or
/// `<!ENTITY x SYSTEM "file:///etc/passwd">`) is refused at the declaration, a reference to an
/// undeclared one is expat's "undefined entity", and external entities and the external DTD a
/// property list names are never loaded. Only the five predefined entities and character
/// references are read — except, with `internalEntities`, the internal general entities of the
/// document's own DTD, which Android's values files use (`<!ENTITY APP_NAME "Termux">`, as aapt
/// reads them): expat expands those to at most 8 times the input (its billion-laughs guard), and
/// an external or parameter entity is still refused. Nesting is bounded by `maxDepth`.
final class ExpatSource {
    /// The bytes expat reads: the document's, or with `apple` its relaxed copy.
    let input: UnsafeBufferPointer<UInt8>
    private let parser: XML_Parser?
    /// The characters substituted before expat, for property lists (`AppleCharacters`).
    private let apple: AppleCharacters?
    private let maxDepth: Int
    private var started = false

    // The batch being filled, its parts apart (a call on the whole struct would copy it), touched
    // by every callback on the one thread that runs the parse: no access overlaps another, so the
    // run-time exclusivity check (a large share of a callback's cost) goes.
    @exclusivity(unchecked) private var events: [XMLEvent] = []
    @exclusivity(unchecked) private var bytes = ByteBuffer()
    @exclusivity(unchecked) private var attributes: [Range<Int32>] = []
    @exclusivity(unchecked) var failure: XMLFailure?
    /// Where each open element's start tag stands in `input`, outermost first: what an unclosed
    /// element is reported with (`ExpatSource+Unclosed`).
    @exclusivity(unchecked) var openTags: [Int] = []
    /// The first end tag that closed an element indented otherwise (`ExpatSource+Unclosed`).
    @exclusivity(unchecked) var misindentedClose: (start: Int, end: Int)?
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var suspending = false
    /// Comments holding `commentMarker`, with the byte offset of each one's `<!--`, when asked for,
    /// and the bytes of the start tag of the first element after each (a suppression above an
    /// element covers its attributes, one a line as AndroidX screens are written).
    private(set) var comments: [(offset: Int, text: String, nextStartTag: Range<Int>?, nextElementEnd: Int?)] = []
    /// The first comment not yet followed by an element.
    private var awaitingElement = 0
    /// The comments whose element is open, by its depth, to note where it ends.
    private var awaitingClose: [(depth: Int, comments: Range<Int>)] = []
    private let commentMarker: String?

    /// `commentMarker`: collect the comments that hold it (inline suppressions).
    /// `apple`: the input's characters XML forbids and Apple's reader takes, substituted in
    /// `input`; offsets are reported in the document's bytes and texts hold the characters again.
    init(_ input: UnsafeBufferPointer<UInt8>, maxDepth: Int, commentMarker: String? = nil, internalEntities: Bool = false,
         encoding: TextEncoding? = nil, apple: AppleCharacters? = nil) {
        (self.input, self.apple, self.maxDepth, self.commentMarker) = (input, apple, maxDepth, commentMarker)
        // The document is handed over as UTF-8 (UTF-16 with a byte-order mark is transcoded by
        // SourceFile), whatever its XML declaration says.
        parser = XML_ParserCreate("UTF-8")
        guard let parser else { return }
        XML_SetUserData(parser, Unmanaged.passUnretained(self).toOpaque())
        XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
        if let encoding, encoding != .utf16LittleEndian, encoding != .utf16BigEndian { Self.refuseWideDeclaration(parser) }
        if internalEntities {
            XML_SetBillionLaughsAttackProtectionMaximumAmplification(parser, 8)
            XML_SetBillionLaughsAttackProtectionActivationThreshold(parser, 64 << 10)
            XML_SetEntityDeclHandler(parser) { data, name, parameter, value, _, _, system, _, _ in
                guard parameter != 0 || value == nil || system != nil else { return }  // internal and general: expat expands it
                let what = name.map { String(cString: $0) } ?? ""
                ExpatSource.with(data) {
                    $0.stop("the document declares an external or parameter entity ('\(what)'); those are never read here", at: $0.declarationStart())
                }
            }
        } else {
            XML_SetEntityDeclHandler(parser) { data, name, _, _, _, _, _, _, _ in
                let what = name.map { String(cString: $0) } ?? ""
                ExpatSource.with(data) {
                    $0.stop("the document declares an entity ('\(what)'); entities are never expanded here", at: $0.declarationStart())
                }
            }
        }
        XML_SetExternalEntityRefHandler(parser) { _, _, _, _, _ in Int32(XML_STATUS_ERROR.rawValue) }
        // Under a DOCTYPE that names an external DTD (Xcode's), expat cannot tell an undeclared
        // entity from one that DTD might declare, and skips it: the text would lose it silently.
        XML_SetSkippedEntityHandler(parser) { data, name, _ in
            let what = name.map { String(cString: $0) } ?? ""
            ExpatSource.with(data) {
                $0.stop("the entity '&\(what);' is declared nowhere in the document, and the DTD it names is never read, so it would be dropped; write the character itself or a character reference (&#169;)",
                        at: $0.here())
            }
        }
        XML_SetElementHandler(parser, { data, name, attributes in
            ExpatSource.with(data) { $0.open(name!, attributes!) }
        }, { data, _ in
            ExpatSource.with(data) { $0.close() }
        })
        XML_SetCharacterDataHandler(parser) { data, text, length in
            ExpatSource.with(data) { $0.characters(text!, Int(length)) }
        }
        if commentMarker != nil {
            XML_SetCommentHandler(parser) { data, text in
                ExpatSource.with(data) { $0.comment(String(cString: text!)) }
            }
        }
    }

    deinit {
        if let parser { XML_ParserFree(parser) }
    }

    /// The source a callback is for; its owner keeps it alive, so the callback need not retain it.
    static func with(_ data: UnsafeMutableRawPointer?, _ body: (ExpatSource) -> Void) {
        Unmanaged<ExpatSource>.fromOpaque(data!)._withUnsafeGuaranteedRef(body)
    }

    /// Refills `batch` (keeping its capacity) with the next events, about `XMLEventBatch.capacity`
    /// of them (expat reports a few more after it is asked to pause).
    func fill(_ batch: inout XMLEventBatch) {
        batch.removeAll()
        guard let parser else {
            batch.failure = XMLFailure(message: "expat could not allocate a parser", offset: 0, isLimit: true)
            batch.last = true
            return
        }
        swap(&events, &batch.events)
        swap(&bytes, &batch.bytes)
        swap(&attributes, &batch.attributes)
        defer {
            swap(&events, &batch.events)
            swap(&bytes, &batch.bytes)
            swap(&attributes, &batch.attributes)
            batch.failure = failure
        }
        suspending = false
        let status: XML_Status
        if started {
            status = XML_ResumeParser(parser)
        } else {
            started = true
            status = input.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32(clamping: $0.count), 1) }
        }
        if status == XML_STATUS_SUSPENDED { return }
        batch.last = true
        if status != XML_STATUS_OK, !stopped {
            let code = XML_GetErrorCode(parser)
            let message = XML_ErrorString(code).map { String(cString: $0) } ?? "not well-formed XML"
            failure = unclosed(code, at: rawHere()) ?? XMLFailure(message: "XML: \(message)", offset: here())
        }
    }

    /// Where expat is in the document: the start of the event it reports.
    func here() -> Int { documentOffset(rawHere()) }

    /// The same, in `input`.
    func rawHere() -> Int { Int(XML_GetCurrentByteIndex(parser)) }

    /// Where an offset in `input` stands in the document.
    func documentOffset(_ raw: Int) -> Int { apple.map { $0.offset(raw) } ?? raw }

    /// Ends the parse for good: the document is refused at `offset`.
    func stop(_ message: String, at offset: Int, isLimit: Bool = false) {
        guard !stopped else { return }
        (stopped, failure) = (true, XMLFailure(message: message, offset: offset, isLimit: isLimit))
        XML_StopParser(parser, XML_FALSE)
    }

    /// Pauses the parse once the batch is full; `fill` resumes it.
    private func pauseIfFull() {
        guard events.count >= XMLEventBatch.capacity, !suspending, !stopped else { return }
        suspending = true
        XML_StopParser(parser, XML_TRUE)
    }

    /// expat reports a declaration where it ends: the `<!ENTITY` before that is where it starts.
    private func declarationStart() -> Int {
        let keyword = Array("<!ENTITY".utf8)
        var i = min(rawHere(), input.count - keyword.count)
        while i >= 0, !input[i..<(i + keyword.count)].elementsEqual(keyword) { i -= 1 }
        return i >= 0 ? documentOffset(i) : here()
    }

    /// The most attributes an element may have: an AndroidX preference has a few dozen at most,
    /// and each one is copied and kept with its marks (an element of 300,000 took 19 times the
    /// file in memory).
    static let maxAttributes = 1_000

    private func open(_ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) {
        guard !stopped else { return }
        guard depth < maxDepth else {
            return stop("elements nest deeper than \(maxDepth) levels (--max-depth)", at: here(), isLimit: true)
        }
        depth += 1
        let raw = rawHere()
        openTags.append(raw)
        let offset = documentOffset(raw)
        var event = XMLEvent(kind: .open, offset: offset, length: Int32(documentOffset(raw + Int(XML_GetCurrentByteCount(parser))) - offset))
        if awaitingElement < comments.count {
            for i in awaitingElement..<comments.count { comments[i].nextStartTag = event.offset..<event.offset + Int(event.length) }
            awaitingClose.append((depth, awaitingElement..<comments.count))
            awaitingElement = comments.count
        }
        event.text = append(name, count: strlen(name))
        let first = Int32(truncatingIfNeeded: self.attributes.count)
        // Only what the tag itself says: a default from an `<!ATTLIST>` would be copied into
        // every element (a 205 KB plist peaked at 574 MB), and no format here gives one meaning.
        let specified = Int(XML_GetSpecifiedAttributeCount(parser))
        guard specified <= 2 * Self.maxAttributes else {
            return stop("an element has \(specified / 2) attributes, more than the \(Self.maxAttributes) any settings file needs", at: here(), isLimit: true)
        }
        var i = 0
        while i < specified, let piece = attributes[i] {
            self.attributes.append(append(piece, count: strlen(piece)))
            i += 1
        }
        event.attributes = first..<Int32(truncatingIfNeeded: self.attributes.count)
        events.append(event)
        pauseIfFull()
    }

    private func close() {
        guard !stopped else { return }
        if let last = awaitingClose.last, last.depth == depth {
            // An empty element's end tag is its start tag: it ends where that does.
            let end = documentOffset(rawHere() + max(Int(XML_GetCurrentByteCount(parser)), 1))
            for i in last.comments { comments[i].nextElementEnd = max(end, (comments[i].nextStartTag?.upperBound ?? end)) }
            awaitingClose.removeLast()
        }
        depth -= 1
        let start = openTags.removeLast()
        if misindentedClose == nil { noteIndentation(closing: start) }
        events.append(XMLEvent(kind: .close, offset: here()))
        pauseIfFull()
    }

    /// Copies `count` bytes into the batch's text and returns where they lie.
    private func append(_ text: UnsafePointer<CChar>, count: Int) -> Range<Int32> {
        let start = Int32(truncatingIfNeeded: bytes.count)
        bytes.append(UnsafeRawPointer(text), count: count)
        return start..<Int32(truncatingIfNeeded: bytes.count)
    }

    private func comment(_ text: String) {
        guard !stopped, let commentMarker, text.contains(commentMarker) else { return }
        comments.append((here(), text, nil, nil))
    }

    private func characters(_ text: UnsafePointer<CChar>, _ length: Int) {
        guard !stopped else { return }
        var event = XMLEvent(kind: .characters, offset: here())
        if let apple {
            let start = Int32(truncatingIfNeeded: bytes.count)
            apple.restore(UnsafeRawBufferPointer(start: text, count: length), into: &bytes)
            event.text = start..<Int32(truncatingIfNeeded: bytes.count)
        } else {
            event.text = append(text, count: length)
        }
        events.append(event)
        pauseIfFull()
    }
}
