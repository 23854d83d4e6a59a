internal import CLibYAML
import Dispatch
import Synchronization

/// What loading one file's bytes produced: the documents composed before any fatal error,
/// and every problem found on the way (duplicate keys, a syntax error, a limit).
public struct YAMLStream: Sendable {
    public var documents: [Node?]
    public var diagnostics: [Diagnostic]
    /// True when a fatal error (syntax or limit) stopped the scan before the end of the input.
    public var stoppedEarly: Bool
}

/// Composes libyaml's event stream into `Node` trees that carry their marks.
///
/// The composer keeps its own stack instead of recursing, so nesting depth is bounded by
/// `LoadLimits.maxDepth`, not by the thread's stack. All libyaml state is freed before `load` returns.
public enum YAMLLoader {
    public static func load(_ bytes: [UInt8], limits: LoadLimits = .default) -> YAMLStream {
        if bytes.count > limits.maxInputBytes {
            return YAMLStream(documents: [], diagnostics: [tooLarge(limits)], stoppedEarly: true)
        }
        return load(bytes, limits: limits, pipelined: bytes.count >= pipelineThreshold)
    }

    /// Inputs this large are scanned and composed on two threads (see `Composer.runPipelined`).
    static let pipelineThreshold = 512 << 10

    public static func load(_ bytes: [UInt8], limits: LoadLimits, pipelined: Bool) -> YAMLStream {
        bytes.withUnsafeBufferPointer { buffer in
            var composer = Composer(limits: limits)
            if pipelined { composer.runPipelined(buffer) } else { composer.run(buffer) }
            return YAMLStream(documents: composer.documents, diagnostics: composer.diagnostics,
                              stoppedEarly: composer.stoppedEarly)
        }
    }

    static func tooLarge(_ limits: LoadLimits) -> Diagnostic {
        Diagnostic(.error, rule: "resource-limit",
                   message: "the file is larger than the limit of \(byteCount(limits.maxInputBytes)) (--max-file-size)",
                   start: .start)
    }

    /// libyaml's event scan alone, composing nothing: the floor any libyaml-based loader stands on.
    /// Returns the number of events, or -1 on a syntax error.
    public static func scanEvents(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let source = EventSource(buffer)
            guard source.ready else { return -1 }
            var count = 0
            while let end = source.skip() {
                count += 1
                if end { return count }
            }
            return -1
        }
    }

    /// `64 MiB` for whole mebibytes, else `N bytes`.
    static func byteCount(_ n: Int) -> String {
        n >= 1 << 20 && n % (1 << 20) == 0 ? "\(n >> 20) MiB" : "\(n) bytes"
    }
}

/// A fatal problem that ends the scan of a file.
private struct Stop: Error {
    var diagnostic: Diagnostic
}

/// One libyaml event, copied out of libyaml's memory, so it can be composed on another thread.
private struct Event: Sendable {
    enum Kind: UInt8, Sendable {
        case documentStart, documentEnd, alias, scalar, sequenceStart, mappingStart, sequenceEnd, mappingEnd, streamEnd, other
    }

    var kind: Kind
    var start: Mark
    var end: Mark
    /// A scalar's text, or an alias's anchor name.
    var text = ""
    var anchor: String?
    var tag: String?
    var style = Scalar.Style.plain

    init(_ e: yaml_event_t) {
        start = Mark(e.start_mark)
        end = Mark(e.end_mark)
        func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? { p.map { String(cString: $0) } }
        switch e.type {
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_ALIAS_EVENT:
            kind = .alias
            text = string(e.data.alias.anchor) ?? ""
        case YAML_SCALAR_EVENT:
            kind = .scalar
            let s = e.data.scalar
            text = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
            anchor = string(s.anchor)
            tag = string(s.tag)
            style = Scalar.Style(s.style)
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart
            anchor = string(e.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart
            anchor = string(e.data.mapping_start.anchor)
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        case YAML_STREAM_END_EVENT: kind = .streamEnd
        default: kind = .other
        }
    }
}

/// libyaml's parser over a buffer, freed when done with.
private final class EventSource {
    var parser = yaml_parser_t()
    let input: UnsafeBufferPointer<UInt8>
    let ready: Bool
    private var empty: UInt8 = 0

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

    /// The next event, or the diagnostic of libyaml's error.
    func next() -> Result<Event, Stop> {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            return .failure(Stop(diagnostic: Composer.syntaxError(parser, input: input)))
        }
        defer { yaml_event_delete(&event) }
        return .success(Event(event))
    }

    /// Parses one event without copying anything out: whether it ended the stream, or nil on an error.
    func skip() -> Bool? {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
        defer { yaml_event_delete(&event) }
        return event.type == YAML_STREAM_END_EVENT
    }
}

/// Batches of events handed from the scanning thread to the composing one: two slots, so one
/// fills while the other is composed.
private final class EventPipe: @unchecked Sendable {
    typealias Batch = (events: [Event], last: Bool, failure: Stop?)
    // Two slots in separate memory (not one array, whose storage both threads would touch). Each
    // is written by the producer after `free` and read by the consumer after `filled`; the
    // semaphores order every access.
    let slots = UnsafeMutablePointer<Batch?>.allocate(capacity: 2)
    let free = DispatchSemaphore(value: 2)
    let filled = DispatchSemaphore(value: 0)
    let cancelled = Atomic<Bool>(false)
    let finished = DispatchGroup()

    init() {
        slots.initialize(repeating: nil, count: 2)
    }

    deinit {
        slots.deinitialize(count: 2)
        slots.deallocate()
    }
}

private struct Composer {
    let limits: LoadLimits
    var documents: [Node?] = []
    var diagnostics: [Diagnostic] = []
    var stoppedEarly = false

    /// An open collection, waiting for its children.
    private struct Frame {
        var isMapping: Bool
        var start: Mark
        var anchor: String?
        var items: [Node] = []
        var pairs: [Node.Pair] = []
        /// The text of each key in `pairs` (nil for a key that is not a scalar), for the duplicate
        /// check without taking nodes apart.
        var keyTexts: [String?] = []
        var pendingKey: Node?
        /// Nodes in this subtree, aliases counted at their expanded size.
        var size = 1
        /// Key text → index in `pairs`, built only once a mapping grows large.
        var keyIndex: [String: Int]? = nil
        var merges: [Node] = []
    }

    /// The innermost open collection, mutated in place as children arrive, and the ones around it.
    private var current: Frame?
    private var parents: [Frame] = []
    private var anchors: [String: (node: Node, size: Int)] = [:]
    private var expanded = 0
    private var root: Node?

    init(limits: LoadLimits) {
        self.limits = limits
    }

    static let noParser = Stop(diagnostic: Diagnostic(
        .error, rule: "resource-limit", message: "libyaml could not allocate a parser", start: .start))

    mutating func run(_ input: UnsafeBufferPointer<UInt8>) {
        let source = EventSource(input)
        guard source.ready else { return stop(Self.noParser.diagnostic) }
        while true {
            do throws(Stop) {
                let event = try source.next().get()
                if event.kind == .streamEnd { return }
                try handle(event)
            } catch {
                return stop(error.diagnostic)
            }
        }
    }

    /// The same as `run`, with libyaml scanning on a second thread while this one composes: for a
    /// large page the two take about as long, so loading takes about half the time. The scanner
    /// stops as soon as the composer stops, and has finished before this returns.
    mutating func runPipelined(_ input: UnsafeBufferPointer<UInt8>) {
        let pipe = EventPipe()
        nonisolated(unsafe) let buffer = input
        pipe.finished.enter()
        DispatchQueue.global().async {
            defer { pipe.finished.leave() }
            let source = EventSource(buffer)
            var slot = 0
            var done = false
            while !done {
                pipe.free.wait()
                var events: [Event] = []
                events.reserveCapacity(2048)
                var failure: Stop? = source.ready ? nil : Composer.noParser
                done = failure != nil || pipe.cancelled.load(ordering: .relaxed)
                while !done, events.count < 2048 {
                    switch source.next() {
                    case .success(let event):
                        events.append(event)
                        done = event.kind == .streamEnd
                    case .failure(let stop):
                        failure = stop
                        done = true
                    }
                }
                pipe.slots[slot] = (events, done, failure)
                pipe.filled.signal()
                slot ^= 1
            }
        }
        var slot = 0
        var composing = true
        while true {
            pipe.filled.wait()
            let batch = pipe.slots[slot]!
            pipe.slots[slot] = nil
            pipe.free.signal()
            slot ^= 1
            if composing {
                do throws(Stop) {
                    for event in batch.events where event.kind != .streamEnd { try handle(event) }
                    if let failure = batch.failure { throw failure }
                } catch {
                    stop(error.diagnostic)
                    composing = false
                    pipe.cancelled.store(true, ordering: .relaxed)
                }
            }
            if batch.last { break }
        }
        pipe.finished.wait()
    }

    private mutating func stop(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        stoppedEarly = true
    }

    private mutating func handle(_ event: Event) throws(Stop) {
        let start = event.start
        let end = event.end
        switch event.kind {
        case .documentStart:
            if documents.count >= limits.maxDocuments {
                throw Stop(diagnostic: Diagnostic(
                    .error, rule: "resource-limit",
                    message: "the file holds more than \(limits.maxDocuments) documents (--max-documents)", start: start))
            }
            root = nil
            anchors.removeAll(keepingCapacity: true)
        case .documentEnd:
            documents.append(root)
        case .alias:
            let name = event.text
            guard let target = anchors[name] else {
                throw Stop(diagnostic: Diagnostic(.error, rule: "yaml-syntax",
                                                  message: "found undefined alias *\(name)", start: start, end: end))
            }
            expanded += target.size
            if expanded > limits.maxAliasExpansion {
                throw Stop(diagnostic: Diagnostic(
                    .error, rule: "resource-limit",
                    message: "aliases expand to more than \(limits.maxAliasExpansion) nodes (--max-alias-expansion)",
                    start: start, end: end))
            }
            var node = target.node
            node.start = start
            node.end = end
            try attach(node, size: target.size)
        case .scalar:
            let node = Node(.scalar(Scalar(event.text, style: event.style, tag: event.tag)), start: start, end: end)
            if let anchor = event.anchor { anchors[anchor] = (node, 1) }
            try attach(node, size: 1)
        case .sequenceStart, .mappingStart:
            if parents.count + (current == nil ? 0 : 1) >= limits.maxDepth {
                throw Stop(diagnostic: Diagnostic(
                    .error, rule: "resource-limit",
                    message: "nesting is deeper than \(limits.maxDepth) levels (--max-depth)", start: start, end: end))
            }
            if let open = current.take() { parents.append(open) }
            current = Frame(isMapping: event.kind == .mappingStart, start: start, anchor: event.anchor)
        case .sequenceEnd, .mappingEnd:
            guard var frame = current.take() else { break }
            current = parents.popLast()
            if frame.isMapping { applyMerges(&frame) }
            let content: Node.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
            let node = Node(content, start: frame.start, end: end)
            if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
            try attach(node, size: frame.size)
        case .streamEnd, .other:
            break  // stream start and end: nothing to compose
        }
    }

    /// Hands a finished node to the collection that holds it, or makes it the document's root.
    private mutating func attach(_ node: Node, size: Int) throws(Stop) {
        guard current != nil else {
            root = node
            return
        }
        current!.size += size
        if !current!.isMapping {
            current!.items.append(node)
        } else if let key = current!.pendingKey {
            current!.pendingKey = nil
            if let s = key.scalar, s.text == "<<", s.style == .plain, s.tag == .none {
                current!.merges.append(node)
            } else {
                addPair(Node.Pair(key: key, value: node))
            }
        } else {
            current!.pendingKey = node
        }
    }

    private mutating func addPair(_ pair: Node.Pair) {
        if let text = pair.key.scalar?.text, let first = index(of: text, in: &current!) {
            let firstKey = current!.pairs[first].key
            diagnostics.append(Diagnostic(
                .error, rule: "duplicate-key", message: "duplicate key '\(text)' in this map",
                start: pair.key.start, end: pair.key.end,
                notes: [.init("'\(text)' was first defined here", at: firstKey.start)]))
            return
        }
        current!.pairs.append(pair)
        current!.keyTexts.append(pair.key.scalar?.text)
        if let text = pair.key.scalar?.text, current!.keyIndex != nil {
            current!.keyIndex![text] = current!.pairs.count - 1
        }
    }

    /// Finds a key already in the mapping: a linear scan for the small maps pages are made of,
    /// a dictionary once a map grows past a handful of keys.
    private func index(of text: String, in frame: inout Frame) -> Int? {
        if let index = frame.keyIndex { return index[text] }
        if frame.keyTexts.count < 16 {
            return frame.keyTexts.firstIndex { $0 == text }
        }
        var index: [String: Int] = [:]
        for (i, p) in frame.pairs.enumerated() {
            if let t = p.key.scalar?.text, index[t] == nil { index[t] = i }
        }
        frame.keyIndex = index
        return index[text]
    }

    /// `<<: *base` and `<<: [*a, *b]`: keys written in the mapping win, then earlier sources.
    private mutating func applyMerges(_ frame: inout Frame) {
        for source in frame.merges {
            let maps = source.sequence ?? [source]
            for map in maps {
                guard let pairs = map.mapping else {
                    diagnostics.append(Diagnostic(
                        .error, rule: "type-mismatch",
                        message: "a merge key '<<' takes a map or a list of maps, found \(map.kindDescription)",
                        start: map.start, end: map.end))
                    continue
                }
                for pair in pairs {
                    if let text = pair.key.scalar?.text, index(of: text, in: &frame) != nil { continue }
                    frame.pairs.append(pair)
                    frame.keyTexts.append(pair.key.scalar?.text)
                    if let text = pair.key.scalar?.text, frame.keyIndex != nil {
                        frame.keyIndex![text] = frame.pairs.count - 1
                    }
                }
            }
        }
    }

    /// Turns libyaml's error state into a located diagnostic that keeps libyaml's own words.
    static func syntaxError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            let mark = Mark(offset: parser.problem_offset, in: input)
            let value = parser.problem_value
            let hex = String(value, radix: 16, uppercase: true)
            let detail = value >= 0 ? " (byte 0x\(hex.count == 1 ? "0" + hex : hex))" : ""
            return Diagnostic(.error, rule: "yaml-syntax", message: problem + detail, start: mark)
        }
        if parser.error == YAML_MEMORY_ERROR {
            return Diagnostic(.error, rule: "resource-limit", message: "libyaml ran out of memory", start: .start)
        }
        var message = problem
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = Mark(parser.context_mark)
            message = "\(problem) (\(context))"
            notes.append(.init("\(context), which started here", at: contextMark))
        }
        return Diagnostic(.error, rule: "yaml-syntax", message: message, start: Mark(parser.problem_mark), notes: notes)
    }
}

extension Mark {
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The mark of a byte offset in UTF-8 input, for reader errors that report only an offset.
    init(offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for byte in input.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}

extension Scalar.Style {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
