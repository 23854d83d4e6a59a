/// A scalar as written in the source, resolved lazily by the YAML 1.2 core schema.
package struct Scalar: Sendable, Hashable {
    package enum Style: UInt8, Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text after YAML unescaping and folding, exactly as the page means it.
    package var text: String
    package var style: Style
    /// The explicit tag, if one was written: one byte, not the tag's text, since pages have millions.
    package var tag: Tag

    /// The tags of the YAML 1.2 core schema, which decide a value; any other tag (`!local`,
    /// `!!binary`, the non-specific `!`) leaves the text a string.
    package enum Tag: UInt8, Sendable, Hashable {
        case none, null, bool, int, float, str, seq, map, other

        /// `!!int` for messages.
        var shorthand: String {
            switch self {
            case .none, .other: return "!"
            default: return "!!\(self)"
            }
        }

        /// A scalar tag of the core schema other than `!!str`: one whose content must fit it.
        var constrainsScalar: Bool {
            self == .null || self == .bool || self == .int || self == .float
        }
    }

    package init(_ text: String, style: Style = .plain, tag: String? = nil) {
        self.init(text, style: style, tag: Self.tag(tag))
    }

    init(_ text: String, style: Style, tag: Tag) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// The tag of an event, from its resolved name (`tag:yaml.org,2002:int`).
    static func tag(_ name: String?) -> Tag {
        guard let name, name != "?" else { return .none }
        let prefix = "tag:yaml.org,2002:"
        guard name.hasPrefix(prefix) else { return .other }
        switch name.dropFirst(prefix.count) {
        case "null": return .null
        case "bool": return .bool
        case "int": return .int
        case "float": return .float
        case "str": return .str
        case "seq": return .seq
        case "map": return .map
        default: return .other
        }
    }

    /// The core-schema value. Untagged quoted and block scalars are strings; an explicit core tag
    /// decides the type whatever the style (`!!int "42"` is 42, `!!str 23` is "23"). Content that does
    /// not fit its tag (`!!int abc`, an error the composer reports) is left a string.
    package var value: ScalarValue {
        switch tag {
        case .none: return style == .plain ? ScalarValue.resolvingPlain(text) : .string(text)
        case .null, .bool, .int, .float: return tagged ?? .string(text)
        case .str, .seq, .map, .other: return .string(text)
        }
    }

    /// The value a constraining tag gives the text, or nil when the text does not fit it.
    var tagged: ScalarValue? {
        let plain = ScalarValue.resolvingPlain(text)
        switch (tag, plain) {
        case (.null, .null), (.bool, .bool), (.int, .int), (.float, .float): return plain
        case (.float, .int(let i)): return .float(Double(i))
        default: return nil
        }
    }

    /// Whether the value is null, decided without resolving the scalar: text fields ask this of
    /// every scalar.
    package var isNull: Bool {
        var text = text
        return text.withUTF8 { Self.isNull($0, style: style, tag: tag) }
    }

    /// `isNull` over a scalar's bytes, so a node can answer before making a `String`.
    static func isNull(_ utf8: UnsafeBufferPointer<UInt8>, style: Style, tag: Tag) -> Bool {
        if tag != .none { return tag == .null && (utf8.count == 0 || isNull(utf8, style: .plain, tag: .none)) }
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
        if tag.constrainsScalar, tagged == nil { return "\(tag.shorthand) \(quotedForMessage)" }
        switch value {
        case .null: return "null"
        case .bool(let b): return "the boolean \(b)"
        case .int, .float: return "the number \(text)"
        case .string: return "the string " + quotedForMessage
        }
    }

    /// The text in double quotes, cut to 40 characters.
    var quotedForMessage: String {
        "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    }
}

/// A scalar's value under the YAML 1.2 core schema.
package enum ScalarValue: Sendable, Hashable {
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
