#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into its module (.ci/fuzz)
import SettingsKit
#endif

/// Reads a JSON text (RFC 8259) into a `JSONValue`: what an editor sends the language server.
/// Bounded: nesting past `maxDepth` and any malformed text are an error, never a crash.
package struct JSONReader {
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    /// Deeper than any message the protocol has; a hostile one stops here, not on the stack.
    static let maxDepth = 256

    private let bytes: [UInt8]
    private var at = 0

    /// The value `bytes` hold, with nothing but white space after it.
    package static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == bytes.count else { throw reader.failure("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ what: String) -> Failure { Failure(message: "\(what) at byte \(at)") }

    private mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maxDepth else { throw failure("nesting too deep") }
        skipSpace()
        guard at < bytes.count else { throw failure("unexpected end") }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw failure("expected a member name") }
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if try closes(UInt8(ascii: "}")) { return .object(members) }
            }
        case UInt8(ascii: "["):
            at += 1
            var items: [JSONValue] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                if try closes(UInt8(ascii: "]")) { return .array(items) }
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return try number()
        }
    }

    /// After an element: a comma (false, more follow) or the closing bracket (true).
    private mutating func closes(_ close: UInt8) throws(Failure) -> Bool {
        guard at < bytes.count else { throw failure("unexpected end") }
        if bytes[at] == close { at += 1; return true }
        try expect(UInt8(ascii: ","))
        return false
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard at < bytes.count, bytes[at] == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
        at += 1
    }

    private mutating func word(_ text: StaticString) throws(Failure) {
        let count = text.utf8CodeUnitCount
        guard at + count <= bytes.count, text.withUTF8Buffer({ bytes[at..<(at + count)].elementsEqual($0) }) else { throw failure("unknown word") }
        at += count
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = at
        while at < bytes.count, "0123456789-+.eE".utf8.contains(bytes[at]) { at += 1 }
        let text = String(decoding: bytes[start..<at], as: UTF8.self)
        if let i = Int(text) { return .integer(i) }
        guard !text.isEmpty, let d = Double(text), d.isFinite else { throw failure("not a value") }
        return .number(d)
    }

    /// A string, its escapes read (a lone surrogate becomes U+FFFD); raw control characters refused.
    private mutating func string() throws(Failure) -> String {
        at += 1
        var out: [UInt8] = []
        while at < bytes.count {
            let c = bytes[at]
            at += 1
            switch c {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { throw failure("unexpected end") }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out += Array(String(try escapedScalar()).utf8)
                default: throw failure("unknown escape")
                }
            case 0..<0x20: throw failure("a control character in a string")
            default: out.append(c)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16) else {
            throw failure("a bad \\u escape")
        }
        at += 4
        return v
    }

    private mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        let high = try hex4()
        guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) ?? "\u{FFFD}" }
        guard at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else { return "\u{FFFD}" }
        let saved = at
        at += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { at = saved; return "\u{FFFD}" }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }
}

extension JSONValue {
    /// An object's member by name; nil for anything else.
    package subscript(key: String) -> JSONValue? {
        members?.first { $0.0 == key }?.1
    }

    /// The text of a string value.
    package var text: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The value of a whole number.
    package var intValue: Int? {
        switch self {
        case .integer(let i): i
        case .number(let d): Int(exactly: d)
        default: nil
        }
    }

    /// A true or false.
    package var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements of an array.
    package var items: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }
}
