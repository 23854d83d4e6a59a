/// JSON text as UTF-8 bytes. A model's JSON runs to tens of megabytes in pieces of a few bytes:
/// appending to one growing allocation costs a fraction of appending to a `String`, or an array
/// (a uniqueness check and a generic copy a piece).
package struct JSONWriter {
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
