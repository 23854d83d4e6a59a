/// A JSON value whose objects keep their keys in the order written, so machine output is stable.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// An integer, printed with every digit: a `Double` keeps only 53 bits of an id.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// An array whose elements are made one at a time as it is written, so a large page's JSON
    /// never exists whole in memory. It is written as an array of objects is, an element a line.
    case generated(count: Int, element: @Sendable (Int) -> JSONValue)
    /// A generated array whose elements also know how to write themselves straight into the
    /// text, exactly as their `JSONValue` would print at that depth, without being built: a page's
    /// cells, which are most of its JSON. Everything but printing goes through `element`.
    case written(count: Int, element: @Sendable (Int) -> JSONValue, write: @Sendable (Int, inout JSONWriter, Int) -> Void)

    /// An integer value.
    public static func int(_ i: Int) -> JSONValue { .integer(i) }

    /// Values are equal when they print the same; an integer equals the same whole number.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        // The same number, however it was made: 15 from a style and 15 from an id are equal.
        case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): return Double(exactly: x) == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.generated, _), (_, .generated), (.written, _), (_, .written): return a.materialized == b.materialized
        default: return false
        }
    }

    /// The members of an object, or nil.
    public var members: [(String, JSONValue)]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// A generated array made whole, for comparing; any other value as it is.
    var materialized: JSONValue {
        switch self {
        case .generated(let count, let element), .written(let count, let element, _): return .array((0..<count).map(element))
        default: return self
        }
    }

    /// `.string` or `.null`.
    public static func string(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation; arrays of plain values stay on one line.
    public func serialized() -> String {
        var out = JSONWriter()
        write(to: &out, indent: 0)
        return out.string
    }

    /// Pretty-printed as `serialized()`, plus a final newline, handed to `stream` in pieces of
    /// about 64 KB as it is made: memory stays that of the largest element, not of the text.
    public func serialize(to stream: (String) -> Void) {
        serialize(utf8: { stream(String(decoding: $0, as: UTF8.self)) })
    }

    /// The same, as UTF-8 bytes, which a caller writing them out need not check again.
    public func serialize(utf8 stream: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(stream) { stream in
            var out = JSONWriter(flush: stream)
            write(to: &out, indent: 0)
            out.raw("\n")
            out.flush()
        }
    }

    /// On one line: `{"size": 15, "weight": "bold"}`.
    public func compact() -> String {
        var out = JSONWriter()
        writeCompact(to: &out)
        return out.string
    }

    private func writeCompact(to out: inout JSONWriter) {
        switch self {
        case .array(let items):
            out.raw("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.raw(", ") }
                item.writeCompact(to: &out)
            }
            out.raw("]")
        case .object(let members):
            out.raw("{")
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.raw(", ") }
                out.quoted(key)
                out.raw(": ")
                value.writeCompact(to: &out)
            }
            out.raw("}")
        case .generated, .written: materialized.writeCompact(to: &out)
        default: write(to: &out, indent: 0)
        }
    }

    private var isPlain: Bool {
        switch self {
        case .array, .object, .generated, .written: return false
        default: return true
        }
    }

    func write(to out: inout JSONWriter, indent level: Int) {
        switch self {
        case .null: out.raw("null")
        case .bool(let b): out.raw(b ? "true" : "false")
        case .integer(let i): out.integer(i)
        case .number(let d): out.number(d)
        case .string(let s): out.quoted(s)
        case .array(let items):
            if items.isEmpty { out.raw("[]"); return }
            if items.allSatisfy(\.isPlain) {
                out.raw("[")
                for (i, item) in items.enumerated() {
                    if i > 0 { out.raw(", ") }
                    item.write(to: &out, indent: level)
                }
                out.raw("]")
                return
            }
            out.raw("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.raw(",") }
                out.newline(level + 1)
                item.write(to: &out, indent: level + 1)
            }
            out.newline(level)
            out.raw("]")
        case .object(let members):
            if members.isEmpty { out.raw("{}"); return }
            out.raw("{")
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.raw(",") }
                out.newline(level + 1)
                out.quoted(key)
                out.raw(": ")
                value.write(to: &out, indent: level + 1)
            }
            out.newline(level)
            out.raw("}")
        case .generated(let count, let element):
            Self.writeElements(count, to: &out, indent: level) { i, out, level in element(i).write(to: &out, indent: level) }
        case .written(let count, _, let write):
            Self.writeElements(count, to: &out, indent: level, write)
        }
    }

    /// Elements of a generated array in a long array run of this many (a page's sections, a long
    /// section's cells) are written on all cores, a run each, and joined in order.
    static let parallelRun = 16

    /// A generated array, an element a line: a long one's runs of elements written side by side.
    private static func writeElements(_ count: Int, to out: inout JSONWriter, indent level: Int,
                                      _ write: @Sendable (Int, inout JSONWriter, Int) -> Void) {
        if count == 0 { out.raw("[]"); return }
        out.raw("[")
        func run(_ range: Range<Int>, _ out: inout JSONWriter) {
            for i in range {
                if i > 0 { out.raw(",") }
                out.newline(level + 1)
                write(i, &out, level + 1)
            }
        }
        if count < 2 * parallelRun || processorCount == 1 {
            for i in 0..<count {
                run(i..<i + 1, &out)
                out.flushIfFull()
            }
        } else {
            let runs = (count + parallelRun - 1) / parallelRun
            producedInOrder(runs) { r in
                var piece = JSONWriter()
                run(r * parallelRun..<min(count, (r + 1) * parallelRun), &piece)
                return piece.written
            } _: { piece in
                out.append(piece)
                out.flushIfFull()
            }
        }
        out.newline(level)
        out.raw("]")
    }

    /// Whole numbers print without a fraction (SPEC 3).
    static func format(_ d: Double) -> String {
        var out = JSONWriter()
        out.number(d)
        return out.string
    }
}

/// JSON text as UTF-8 bytes. A model's JSON runs to tens of megabytes in pieces of a few bytes:
/// appending to one growing allocation costs a fraction of appending to a `String`, or an array
/// (a uniqueness check and a generic copy a piece).
public struct JSONWriter {
    private var bytes = Bytes()
    /// Where the text goes as it is made, if anywhere; else it collects for `string`.
    private let stream: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init(flush stream: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.stream = stream
    }

    var string: String { String(decoding: bytes.buffer, as: UTF8.self) }

    /// The text made so far, as bytes: a piece to write again (`append`).
    var written: [UInt8] { Array(bytes.buffer) }

    mutating func append(_ piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    mutating func bool(_ b: Bool) {
        raw(b ? "true" : "false")
    }

    /// A string, or `null`.
    mutating func quoted(_ s: String?) {
        if let s { quoted(s) } else { raw("null") }
    }

    /// Hands the text made so far to the stream, once there is enough of it to be worth a write.
    mutating func flushIfFull() {
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard let stream, !bytes.isEmpty else { return }
        stream(bytes.buffer)
        bytes.removeAll()
    }

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text made at run time (a number's digits), as it is. Literals go to `raw`.
    mutating func rawText(_ s: String) {
        utf8(s)
    }

    /// A string's bytes, copied whole: far cheaper than appending its `utf8` view element-wise.
    @inline(__always)
    private mutating func utf8(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: s.utf8) }
    }

    /// A line break and its indentation, made once for the usual depths.
    private static let newlines: [[UInt8]] = (0..<64).map { [0x0A] + Array(repeating: 0x20, count: 2 * $0) }

    mutating func newline(_ level: Int) {
        if level < Self.newlines.count {
            bytes.append(contentsOf: Self.newlines[level])
        } else {
            bytes.append(contentsOf: [0x0A] + Array(repeating: 0x20, count: 2 * level))
        }
    }

    private static let smallIntegers: [String] = (0..<256).map { String($0) }

    mutating func integer(_ i: Int) {
        rawText(i >= 0 && i < Self.smallIntegers.count ? Self.smallIntegers[i] : String(i))
    }

    /// Whole numbers print without a fraction (SPEC 3), exactly while a `Double` holds them exactly.
    mutating func number(_ d: Double) {
        if d == d.rounded(), abs(d) <= 0x1p53 {
            integer(Int(d))
        } else if d.isFinite {
            rawText(String(d))
        } else {
            raw("null")
        }
    }

    /// Whether a byte may start something `quoted` escapes: a control character, a quote or
    /// backslash, or the lead byte of a C1, bidi or carried character.
    @inline(__always)
    private static func mayNeedEscape(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE2 || b == 0xF4
    }

    /// A quoted string; control, C1 and bidi characters become `\u` escapes so the output is
    /// safe to print as it is, and a file name's carried byte (FileName) becomes `\uDCFF`.
    mutating func quoted(_ s: String) {
        bytes.append(0x22)
        // Most strings need no escape: a byte test finds those and copies them whole.
        let copied: Bool? = s.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: Self.mayNeedEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied ?? !s.utf8.contains(where: Self.mayNeedEscape) {
            if copied == nil { bytes.append(contentsOf: s.utf8) }
            bytes.append(0x22)
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            default:
                if FileName.isCarried(scalar) {
                    // A file name's byte that is not UTF-8, as Python's surrogateescape reads it back.
                    rawText("\\uDC" + hexDigits(FileName.byte(scalar), digits: 2))
                } else if UnsafeCharacters.needsEscape(scalar) {
                    rawText("\\u" + hexDigits(scalar.value, digits: 4))
                } else {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        bytes.append(0x22)
    }
}

/// The writer's bytes: `ByteBuffer`, with the appends the writer makes.
private struct Bytes {
    private let storage = ByteBuffer(minimumCapacity: 256)

    var count: Int { storage.count }
    var isEmpty: Bool { storage.count == 0 }
    var buffer: UnsafeBufferPointer<UInt8> { storage.contents.bindMemory(to: UInt8.self) }

    func removeAll() { storage.removeAll() }

    @inline(__always)
    func append(_ byte: UInt8) { storage.append(byte) }

    @inline(__always)
    func append(contentsOf piece: UnsafeBufferPointer<UInt8>) {
        if let base = piece.baseAddress, piece.count > 0 { storage.append(base, count: piece.count) }
    }

    @inline(__always)
    func append(contentsOf piece: [UInt8]) {
        piece.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    func append(contentsOf utf8: String.UTF8View) {
        append(contentsOf: Array(utf8))
    }
}
