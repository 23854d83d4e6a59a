/// A scalar as written in the source, resolved lazily by the YAML 1.2 core schema.
public struct Scalar: Sendable, Hashable {
    public enum Style: UInt8, Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text after YAML unescaping and folding, exactly as the page means it.
    public var text: String
    public var style: Style
    /// Whether an explicit tag was written. Only `!!null` changes the value; any other tag
    /// (`!!str`, `!`) makes the scalar a string. One byte, not the tag's text: pages have millions.
    public var tag: Tag

    public enum Tag: UInt8, Sendable, Hashable {
        case none, null, other
    }

    public init(_ text: String, style: Style = .plain, tag: String? = nil) {
        self.init(text, style: style, tag: Self.tag(tag))
    }

    init(_ text: String, style: Style, tag: Tag) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// The tag of a scalar event: only `!!null` changes the value.
    static func tag(_ name: String?) -> Tag {
        switch name {
        case nil, "?": return .none
        case "tag:yaml.org,2002:null": return .null
        default: return .other
        }
    }

    /// The core-schema value. Quoted and block scalars, and `!!str`/`!`, are always strings.
    public var value: ScalarValue {
        guard style == .plain, tag == .none else {
            return tag == .null ? .null : .string(text)
        }
        return ScalarValue.resolvingPlain(text)
    }

    /// Whether the value is null, decided without resolving the scalar: text fields ask this of
    /// every scalar.
    public var isNull: Bool {
        var text = text
        return text.withUTF8 { Self.isNull($0, style: style, tag: tag) }
    }

    /// `isNull` over a scalar's bytes, so a node can answer before making a `String`.
    static func isNull(_ utf8: UnsafeBufferPointer<UInt8>, style: Style, tag: Tag) -> Bool {
        if tag != .none { return tag == .null }
        guard style == .plain, utf8.count <= 4 else { return false }
        switch utf8.count {
        case 0: return true
        case 1: return utf8[0] == UInt8(ascii: "~")
        case 4: return utf8.elementsEqual("null".utf8) || utf8.elementsEqual("Null".utf8) || utf8.elementsEqual("NULL".utf8)
        default: return false
        }
    }

    /// A noun phrase for messages, e.g. `the string "off"`.
    var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "the boolean \(b)"
        case .int, .float: return "the number \(text)"
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        }
    }
}

/// A scalar's value under the YAML 1.2 core schema.
public enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    /// Resolves a plain scalar by hand: the core schema's regular expressions, written as code
    /// because this runs once per scalar of every page.
    static func resolvingPlain(_ text: String) -> ScalarValue {
        guard let first = text.utf8.first else { return .null }
        // Only null, bools and numbers need a look; anything else is a string at once.
        switch first {
        case UInt8(ascii: "~") where text.utf8.count == 1: return .null
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return ["null", "Null", "NULL"].contains(text) ? .null : .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return ["true", "True", "TRUE"].contains(text) ? .bool(true) : .string(text)
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return ["false", "False", "FALSE"].contains(text) ? .bool(false) : .string(text)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            var bytes = text  // contiguous UTF-8, without an array per scalar
            return bytes.withUTF8 { number(text, utf8: $0) } ?? .string(text)
        default:
            return .string(text)
        }
    }

    /// Decimal digits as an `Int`, or nil when it does not fit (the caller then makes a float).
    /// Negative values are built downwards, so `Int.min` fits.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>, negative: Bool) -> Int? {
        var value = 0
        for c in digits {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let digit = Int(c &- UInt8(ascii: "0"))
            let (next, o2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = next
        }
        return value
    }

    /// `0o` and `0x` integers (core schema: `0o[0-7]+`, `0x[0-9a-fA-F]+`, ASCII digits only; a
    /// full-width `０ｘＡ` is a string). One that does not fit an `Int` is still a number: its value
    /// as a `Double`, as for a long decimal, never infinity.
    private static func radixInteger(_ digits: Slice<UnsafeBufferPointer<UInt8>>, radix: Int) -> ScalarValue? {
        var exact: Int? = 0
        var approximate = 0.0
        for c in digits {
            let digit: Int
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(c - UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            if let value = exact {
                let (times, o1) = value.multipliedReportingOverflow(by: radix)
                let (next, o2) = times.addingReportingOverflow(digit)
                exact = o1 || o2 ? nil : next
            }
            approximate = approximate * Double(radix) + Double(digit)
        }
        return exact.map(ScalarValue.int) ?? .float(approximate)
    }

    private static func number(_ text: String, utf8 u: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        if u.count > 2, u[0] == UInt8(ascii: "0"), u[1] == UInt8(ascii: "o") || u[1] == UInt8(ascii: "x") {
            return radixInteger(u[2...], radix: u[1] == UInt8(ascii: "o") ? 8 : 16)
        }
        var i = 0
        let signed = u[0] == UInt8(ascii: "-") || u[0] == UInt8(ascii: "+")
        if signed { i = 1 }
        if i < u.count, u[i] == UInt8(ascii: "."), u.count - i == 4 {
            let rest = u[(i + 1)...]
            if ["inf", "Inf", "INF"].contains(where: { rest.elementsEqual($0.utf8) }) {
                return .float(u[0] == UInt8(ascii: "-") ? -.infinity : .infinity)
            }
            if !signed, ["nan", "NaN", "NAN"].contains(where: { rest.elementsEqual($0.utf8) }) { return .float(.nan) }
        }
        // [-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE][-+]?[0-9]+ )?
        let intStart = i
        while i < u.count, isDigit(u[i]) { i += 1 }
        let intDigits = i - intStart
        if i == u.count {
            guard intDigits > 0 else { return nil }
            return integer(u[intStart...], negative: u[0] == UInt8(ascii: "-")).map(ScalarValue.int)
                ?? Double(text).map(ScalarValue.float)
        }
        var fracDigits = 0
        if u[i] == UInt8(ascii: ".") {
            i += 1
            while i < u.count, isDigit(u[i]) { i += 1; fracDigits += 1 }
        }
        guard intDigits > 0 || fracDigits > 0 else { return nil }
        if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
            i += 1
            if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
            let expStart = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            guard i > expStart else { return nil }
        }
        guard i == u.count else { return nil }
        return Double(text).map(ScalarValue.float)
    }
}
