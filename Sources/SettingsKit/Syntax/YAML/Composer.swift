/// Composes batches of events into one `YAMLTree` per file, with the marks of every node.
///
/// It keeps its own stack instead of recursing, so nesting depth is bounded by
/// `LoadLimits.maxDepth`, not by the thread's stack. Nodes are written in document order; a
/// collection's record is written when it opens and completed when it closes.
struct Composer {
    typealias Record = YAMLTree.Record

    let limits: LoadLimits
    var diagnostics: [Diagnostic] = []
    private(set) var stoppedEarly = false
    /// Each document's root, nil for an empty document.
    var roots: [UInt32?] = []

    var records: [Record] = []
    var children: [UInt32] = []
    /// The bytes of scalars whose value is not the input's own bytes.
    var text: [UInt8] = []
    /// The input, lent for the load: a scalar written as it reads points into it.
    let input: UnsafeBufferPointer<UInt8>
    private var cursor: SourceCursor
    /// The lines the nodes' marks fall on, noted as events arrive.
    var lines = LineTable()
    /// The positions of aliases, by node (see `YAMLTree.Record`).
    var aliases = NodeTable<YAMLTree.Positions>()

    /// An open collection, waiting for its entries.
    struct Frame {
        var node: UInt32
        var isMapping: Bool
        /// Where it starts, written before its entries when it closes.
        var start: UInt32
        /// Where this collection's entries begin in `entries`: everything above is theirs.
        var base: Int
        var anchor: String?
        /// Nodes in this subtree, aliases counted at their expanded size.
        var size = 1
        /// Key text → pair number, built only once a mapping grows large.
        var keyIndex: [String: Int]?
        /// The values of `<<` keys, applied when the mapping closes.
        var merges: [UInt32] = []
    }

    /// The open collections, innermost last, and their entries so far, one stack for all of them:
    /// a closing collection moves its entries to `children` in one copy.
    var frames: [Frame] = []
    var entries: [UInt32] = []
    var anchors: [String: (node: UInt32, size: Int)] = [:]
    var expanded = 0
    var root: UInt32?
    /// The byte values of each document's scalars, by root, and of the open document's so far.
    var rootBytes = NodeTable<ByteSet>()
    var documentBytes = ByteSet()

    /// `LoadLimits.maxNodes` for this input.
    let maxNodes: Int

    /// `input` must stay valid until composing is done.
    init(limits: LoadLimits, input: UnsafeBufferPointer<UInt8>) {
        self.limits = limits
        self.input = input
        cursor = SourceCursor(input)
        let inputBytes = input.count
        maxNodes = LoadLimits.maxNodes(forInputBytes: inputBytes)
        // Room for the most nodes the limit lets the input hold (one per 4 bytes), so the arrays
        // never grow: growing copies them, and for a moment holds both copies. Capacity never
        // touched costs no memory.
        records.reserveCapacity(inputBytes / 4 + 16)
        children.reserveCapacity(inputBytes / 4 + 16)
        text.reserveCapacity(inputBytes + 16)
        lines.reserveBlocks(forInputBytes: inputBytes)
    }

    /// The composed documents, which share one tree; `bytes` are the input's, kept by the tree.
    func stream(of bytes: [UInt8]) -> YAMLStream {
        let tree = YAMLTree(records: records, children: children, text: text, input: bytes, aliases: aliases,
                            rootBytes: rootBytes, lines: lines)
        return YAMLStream(documents: roots.map { $0.map { Node(tree, $0) } }, diagnostics: diagnostics,
                          stoppedEarly: stoppedEarly)
    }

    mutating func run() {
        let source = EventSource(input)
        var batch = EventBatch()
        batch.events.reserveCapacity(EventBatch.capacity)
        repeat {
            source.fill(&batch)
        } while compose(batch) && !batch.last
    }

    /// The same as `run`, with libyaml scanning on a second thread while this one composes: for a
    /// large page the two take about as long, so loading takes about half the time. The scanner
    /// stops as soon as the composer stops, and has finished before this returns.
    mutating func runPipelined() {
        nonisolated(unsafe) let input = input
        let pipe = BatchPipe<EventBatch> {
            let source = EventSource(input)
            return { batch in
                batch.events.reserveCapacity(EventBatch.capacity)
                source.fill(&batch)
            }
        }
        pipe.consume { compose($0) }
    }

    /// Composes a batch; false once a fatal problem has stopped composing.
    private mutating func compose(_ batch: EventBatch) -> Bool {
        do throws(Stop) {
            for event in batch.events { try handle(event, in: batch) }
            if let failure = batch.failure { throw failure }
            return true
        } catch {
            diagnostics.append(error.diagnostic)
            stoppedEarly = true
            return false
        }
    }

    private mutating func handle(_ event: RawEvent, in batch: EventBatch) throws(Stop) {
        if records.count >= maxNodes, event.kind == .scalar || event.kind == .alias || event.kind == .sequenceStart || event.kind == .mappingStart {
            throw Stop(diagnostic: Diagnostic(
                .error, rule: .resourceLimit,
                message: "the file holds more than \(maxNodes) YAML nodes, more than one for every 4 bytes; no page is that dense",
                start: event.start, end: event.end))
        }
        switch event.kind {
        case .documentStart:
            if roots.count >= limits.maxDocuments {
                throw Stop(diagnostic: Diagnostic(
                    .error, rule: .resourceLimit,
                    message: "the file holds more than \(limits.maxDocuments) documents (--max-documents)", start: event.start))
            }
            root = nil
            documentBytes = ByteSet()
            anchors.removeAll(keepingCapacity: true)
        case .documentEnd:
            roots.append(root)
            if let root { rootBytes.append(root, documentBytes) }
        case .alias:
            let name = batch.string(event.text)
            guard let target = anchors[name] else {
                // An alias inside the collection its anchor names (`&a [*a]`) would make the page infinite.
                let message = frames.contains { $0.anchor == name }
                    ? "alias *\(name) refers to the collection that contains it; a page cannot be recursive"
                    : "found undefined alias *\(name)"
                throw Stop(diagnostic: Diagnostic(.error, rule: .yamlSyntax, message: message, start: event.start, end: event.end))
            }
            expanded += target.size
            if expanded > limits.maxAliasExpansion {
                throw Stop(diagnostic: Diagnostic(
                    .error, rule: .resourceLimit,
                    message: "aliases expand to more than \(limits.maxAliasExpansion) nodes (--max-alias-expansion)",
                    start: event.start, end: event.end))
            }
            // The alias's own marks, sharing the anchored node's text or entries.
            var record = records[Int(target.node)]
            record.flags.insert(.alias)
            aliases.append(UInt32(records.count), positions(of: event))
            attach(append(record), size: target.size)
        case .scalar:
            let (record, positions) = try scalarRecord(event, in: batch)
            if event.tag.constrainsScalar || event.tag == .seq || event.tag == .map { checkTag(record, at: positions) }
            let node = append(record)
            if let anchor = event.anchor { anchors[batch.string(anchor)] = (node, 1) }
            attach(node, size: 1)
        case .sequenceStart, .mappingStart:
            if frames.count >= limits.maxDepth {
                throw Stop(diagnostic: Diagnostic(
                    .error, rule: .resourceLimit, message: "nesting is deeper than \(limits.maxDepth) levels (--max-depth)",
                    start: event.start, end: event.end))
            }
            let isMapping = event.kind == .mappingStart
            if event.tag != .none, event.tag != .other, event.tag != (isMapping ? .map : .seq) {
                diagnostics.append(Diagnostic(
                    .error, rule: .typeMismatch,
                    message: "the tag \(event.tag.shorthand) does not fit \(isMapping ? "a map" : "a list")", start: event.start, end: event.end))
            }
            // From here the anchor names this collection: an earlier node of the same name is hidden.
            if let anchor = event.anchor { anchors[batch.string(anchor)] = nil }
            let node = append(Record(kind: isMapping ? .mapping : .sequence, style: .plain, tag: .none, first: 0, count: 0))
            frames.append(Frame(node: node, isMapping: isMapping, start: lines.position(of: event.start, at: event.index),
                                base: entries.count, anchor: event.anchor.map(batch.string)))
        case .sequenceEnd, .mappingEnd:
            guard !frames.isEmpty else { break }
            if frames[frames.count - 1].isMapping { applyMerges(frames.count - 1) }
            let frame = frames.removeLast()
            let node = Int(frame.node)
            children.append(frame.start)
            children.append(lines.position(of: event.end, at: event.endIndex))
            records[node].first = UInt32(children.count)
            records[node].count = UInt32(entries.count - frame.base)
            children.append(contentsOf: entries[frame.base...])
            entries.removeSubrange(frame.base...)
            if let anchor = frame.anchor { anchors[anchor] = (frame.node, frame.size) }
            attach(frame.node, size: frame.size)
        case .other:
            break  // stream start: nothing to compose
        }
    }

    /// A scalar's record and positions. Its bytes are the input's own when the value is written as
    /// it reads (plain, or quoted without escapes, on one line, no anchor or tag before it), and
    /// its positions are then found from them; otherwise both are copied to `text`. Each guess is
    /// checked here, against the bytes and libyaml's marks, so a wrong one only costs a copy.
    private mutating func scalarRecord(_ event: RawEvent, in batch: EventBatch) throws(Stop) -> (Record, YAMLTree.Positions) {
        let (start, end) = positions(of: event)
        var record = Record(kind: .scalar, style: event.style, tag: event.tag, first: 0, count: UInt32(event.text.count))
        let quote = Int(record.quote)
        let offset = batch.bytes.withUnsafeBufferPointer { bytes -> Int? in
            let value = UnsafeBufferPointer(rebasing: bytes[event.text])
            documentBytes.insert(contentsOf: value)
            guard event.style == .plain || quote == 1, start == event.index, end == event.endIndex,
                  let offset = cursor.offset(ofCharacter: event.index + quote), offset + value.count <= input.count,
                  YAMLTree.same(UnsafeBufferPointer(rebasing: input[offset..<offset + value.count]), value),
                  event.endIndex == event.index + 2 * quote + UTF8Word.characters(in: value)
            else { return nil }
            return offset
        }
        if let offset {
            lines.note(offset: offset, ofCharacter: event.index + quote)
            (record.first, record.flags) = (UInt32(offset), .inInput)
            return (record, (start, end))
        }
        guard text.count + 8 + event.text.count <= Int(UInt32.max) else {
            throw Stop(diagnostic: Diagnostic(
                .error, rule: .resourceLimit, message: "the file's escaped and folded text comes to more than 4 GiB",
                start: event.start, end: event.end))
        }
        withUnsafeBytes(of: (start.littleEndian, end.littleEndian)) { text.append(contentsOf: $0) }
        record.first = UInt32(text.count)
        batch.bytes.withUnsafeBufferPointer { text.append(contentsOf: UnsafeBufferPointer(rebasing: $0[event.text])) }
        return (record, (start, end))
    }

    /// The positions the tree keeps for an event's marks.
    private mutating func positions(of event: RawEvent) -> (start: UInt32, end: UInt32) {
        (lines.position(of: event.start, at: event.index), lines.position(of: event.end, at: event.endIndex))
    }

    /// Where node `index` starts and ends (see `YAMLTree.positions(of:)`).
    func positions(ofNode index: UInt32) -> YAMLTree.Positions {
        YAMLTree.positions(of: Int(index), records: records, children: children, text: text, input: input,
                           aliases: aliases, lines: lines)
    }

    private mutating func append(_ record: Record) -> UInt32 {
        records.append(record)
        return UInt32(records.count - 1)
    }

    /// Hands a finished node to the collection that holds it, or makes it the document's root.
    private mutating func attach(_ node: UInt32, size: Int) {
        let f = frames.count - 1
        guard f >= 0 else {
            root = node
            return
        }
        frames[f].size += size
        // An item, or a key: a mapping's entries are complete pairs until a key arrives.
        guard frames[f].isMapping, (entries.count - frames[f].base) % 2 == 1 else {
            entries.append(node)
            return
        }
        let key = entries.removeLast()
        let k = records[Int(key)]
        if k.kind == .scalar, k.style == .plain, k.tag == .none, k.count == 2,
           withBytes(of: k, { $0[0] == UInt8(ascii: "<") && $0[1] == UInt8(ascii: "<") }) {
            frames[f].merges.append(node)
            return
        }
        if let first = pairNumber(of: key, inFrame: f) {
            let name = string(k)
            let firstNode = entries[frames[f].base + 2 * first]
            let firstName = string(records[Int(firstNode)])
            let same = firstName == name ? "" : " ('\(firstName)' and '\(name)' are the same value)"
            let (start, end) = positions(ofNode: key)
            diagnostics.append(Diagnostic(
                .error, rule: .duplicateKey, message: "duplicate key '\(name)' in this map\(same)",
                start: lines.mark(at: start), end: lines.mark(at: end),
                notes: [.init("'\(firstName)' was first defined here", at: lines.mark(at: positions(ofNode: firstNode).start))]))
            return
        }
        addPair(key, node, toFrame: f)
    }

    func string(_ record: Record) -> String {
        withBytes(of: record) { String(decoding: $0, as: UTF8.self) }
    }

    /// A scalar's bytes, from the input or from `text`.
    @inline(__always)
    func withBytes<R>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        YAMLTree.withBytes(of: record, input: input, text: text, body)
    }
}
