internal import CLibYAML

/// A fatal problem that ends the scan of a file.
struct Stop: Error {
    var diagnostic: Diagnostic
}

/// One libyaml event as plain values. Its text (a scalar's value, an alias's or anchor's name)
/// lives in the bytes of the batch that holds it, so copying an event out of libyaml allocates
/// nothing. 44 bytes: offsets and counts are kept in 32 bits (inputs are under 2 GiB), so a batch
/// of events costs a third of a megabyte.
struct RawEvent {
    enum Kind: UInt8 {
        case documentStart, documentEnd, alias, scalar, sequenceStart, mappingStart, sequenceEnd, mappingEnd, other
    }

    var kind: Kind
    var style = Scalar.Style.plain
    var tag = Scalar.Tag.none
    var start: Mark
    var end: Mark
    private var storedIndex: UInt32
    private var storedEndIndex: UInt32
    private var textStart: UInt32 = 0
    private var textCount: UInt32 = 0
    private var anchorStart = RawEvent.noAnchor
    private var anchorCount: UInt32 = 0

    private static let noAnchor = UInt32.max

    init(kind: Kind, start: Mark, end: Mark, index: Int, endIndex: Int) {
        (self.kind, self.start, self.end) = (kind, start, end)
        (storedIndex, storedEndIndex) = (UInt32(truncatingIfNeeded: index), UInt32(truncatingIfNeeded: endIndex))
    }

    /// The start's and end's positions in characters from the beginning of the input (libyaml's `index`).
    var index: Int { Int(storedIndex) }
    var endIndex: Int { Int(storedEndIndex) }

    /// A scalar's value or an alias's name, in the batch's bytes.
    var text: Range<Int> {
        get { Int(textStart)..<Int(textStart + textCount) }
        set { (textStart, textCount) = (UInt32(newValue.lowerBound), UInt32(newValue.count)) }
    }

    /// An anchor's name in the batch's bytes, if the node has one.
    var anchor: Range<Int>? {
        get { anchorStart == Self.noAnchor ? nil : Int(anchorStart)..<Int(anchorStart + anchorCount) }
        set {
            guard let newValue else { return anchorStart = Self.noAnchor }
            (anchorStart, anchorCount) = (UInt32(newValue.lowerBound), UInt32(newValue.count))
        }
    }
}

/// Events in source order with their text, and how the scan stood after the last of them.
struct EventBatch: PipedBatch {
    /// Events per batch: each hand-over can wake a sleeping thread, which on a virtual machine
    /// costs tens of microseconds or more, and the batches in flight are memory the rest of the
    /// load cannot use: larger batches were no faster and held more (Docs/Performance.md, "Choices in the code").
    static let capacity = 4_096

    var events: [RawEvent] = []
    var bytes: [UInt8] = []
    /// Whether the scan is over: the stream ended, or `failure` stopped it.
    var last = false
    var failure: Stop?

    func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}

/// libyaml's parser over a buffer, freed when done with.
final class EventSource {
    private var parser = yaml_parser_t()
    let input: UnsafeBufferPointer<UInt8>
    let ready: Bool
    private var empty: UInt8 = 0

    static let noParser = Stop(diagnostic: Diagnostic(
        .error, rule: .resourceLimit, message: "libyaml could not allocate a parser", start: .start))

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        ready = yaml_parser_initialize(&parser) == 1
        guard ready else { return }
        if let base = input.baseAddress {
            yaml_parser_set_input_string(&parser, base, input.count)
        } else {
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
    }

    deinit {
        if ready { yaml_parser_delete(&parser) }
    }

    /// Where each scalar token starts and ends, in order, as far as the scanner reads: what
    /// comments are told apart from text by, since libyaml reports no comments. A source is either
    /// scanned this way or read for events, not both.
    func scalarSpans() -> [(start: Mark, end: Mark)] {
        var spans: [(start: Mark, end: Mark)] = []
        guard ready else { return spans }
        while true {
            var token = yaml_token_t()
            guard yaml_parser_scan(&parser, &token) == 1 else { return spans }
            defer { yaml_token_delete(&token) }
            if token.type == YAML_SCALAR_TOKEN { spans.append((Mark(token.start_mark), Mark(token.end_mark))) }
            if token.type == YAML_STREAM_END_TOKEN || token.type == YAML_NO_TOKEN { return spans }
        }
    }

    /// Refills `batch` (keeping its capacity) with the next events, up to `EventBatch.capacity`.
    func fill(_ batch: inout EventBatch) {
        batch.events.removeAll(keepingCapacity: true)
        batch.bytes.removeAll(keepingCapacity: true)
        guard ready else {
            (batch.last, batch.failure) = (true, Self.noParser)
            return
        }
        while batch.events.count < EventBatch.capacity, !batch.last {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                (batch.last, batch.failure) = (true, Stop(diagnostic: YAMLLoader.syntaxError(parser, input: input)))
                return
            }
            if event.type == YAML_STREAM_END_EVENT {
                batch.last = true
            } else {
                batch.events.append(Self.copy(event, into: &batch.bytes))
            }
            yaml_event_delete(&event)
        }
    }

    /// Parses one event without copying anything out: whether it ended the stream, or nil on an error.
    func skip() -> Bool? {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
        defer { yaml_event_delete(&event) }
        return event.type == YAML_STREAM_END_EVENT
    }

    private static func copy(_ e: yaml_event_t, into bytes: inout [UInt8]) -> RawEvent {
        func append(_ p: UnsafeMutablePointer<yaml_char_t>?, count: Int? = nil) -> Range<Int>? {
            guard let p else { return nil }
            var length = count ?? 0
            if count == nil { while p[length] != 0 { length += 1 } }
            let start = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(start: p, count: length))
            return start..<bytes.count
        }
        var event = RawEvent(kind: .other, start: Mark(e.start_mark), end: Mark(e.end_mark),
                             index: Int(e.start_mark.index), endIndex: Int(e.end_mark.index))
        switch e.type {
        case YAML_DOCUMENT_START_EVENT: event.kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: event.kind = .documentEnd
        case YAML_ALIAS_EVENT:
            event.kind = .alias
            event.text = append(e.data.alias.anchor) ?? 0..<0
        case YAML_SCALAR_EVENT:
            let s = e.data.scalar
            event.kind = .scalar
            event.text = append(s.value, count: s.length) ?? 0..<0
            event.anchor = append(s.anchor)
            event.style = Scalar.Style(s.style)
            if let tag = s.tag { event.tag = Scalar.tag(String(cString: tag)) }
        case YAML_SEQUENCE_START_EVENT:
            event.kind = .sequenceStart
            event.anchor = append(e.data.sequence_start.anchor)
            if let tag = e.data.sequence_start.tag { event.tag = Scalar.tag(String(cString: tag)) }
        case YAML_MAPPING_START_EVENT:
            event.kind = .mappingStart
            event.anchor = append(e.data.mapping_start.anchor)
            if let tag = e.data.mapping_start.tag { event.tag = Scalar.tag(String(cString: tag)) }
        case YAML_SEQUENCE_END_EVENT: event.kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT: event.kind = .mappingEnd
        default: break
        }
        return event
    }
}
