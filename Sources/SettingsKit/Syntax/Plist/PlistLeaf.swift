/// What Apple's reader takes inside a value element, checked on the element's own bytes as
/// CoreFoundation's CFPropertyList.c reads them: `<integer>`, `<date>`, `<data>`, `<true/>` and
/// `<false/>` are read raw (no entity, comment or CDATA section: `&#49;` is no digit there), and
/// `<string>`, `<key>` and `<real>` take references and CDATA but no comment or processing
/// instruction. Each returns why Apple's reader refuses the bytes, or the value.
enum PlistLeaf {
    /// `<integer>`: white space, a sign, white space, then decimal digits or `0x` and hex digits,
    /// up to the end tag with nothing after them.
    static func integer(_ raw: ArraySlice<UInt8>) -> Result<Int, Refusal> {
        var i = raw.startIndex
        func skipSpace() { while i < raw.endIndex, isIntegerSpace(raw[i]) { i += 1 } }
        skipSpace()
        var negative = false
        if i < raw.endIndex, raw[i] == UInt8(ascii: "-") || raw[i] == UInt8(ascii: "+") {
            negative = raw[i] == UInt8(ascii: "-")
            i += 1
            skipSpace()
        }
        var hex = false
        if i + 1 < raw.endIndex, raw[i] == UInt8(ascii: "0"), raw[i + 1] | 0x20 == UInt8(ascii: "x") {
            hex = true
            i += 2
        }
        guard i < raw.endIndex else { return .failure(Refusal("holds no number")) }
        var value: UInt64 = 0
        while i < raw.endIndex {
            guard let digit = hexDigit(raw[i]), hex || digit < 10 else {
                return .failure(Refusal("holds '\(String(decoding: raw, as: UTF8.self))', which Apple's reader does not take for an integer"))
            }
            let (times, overflow) = value.multipliedReportingOverflow(by: hex ? 16 : 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return .failure(Refusal("holds an integer too large for 64 bits")) }
            value = sum
            i += 1
        }
        if negative {
            guard value <= UInt64(Int64.max) + 1 else { return .failure(Refusal("holds an integer too large for 64 bits")) }
            return .success(value == UInt64(Int64.max) + 1 ? Int.min : -Int(value))
        }
        guard value <= UInt64(Int64.max) else {
            return .failure(Refusal("holds \(value), above 9223372036854775807, the largest integer read here (Apple's reader takes it as unsigned)"))
        }
        return .success(Int(value))
    }

    /// `<real>`'s text (references read): white space, then a decimal number, with nothing after
    /// it; `nan` and `inf`, which Apple's reader also takes, are refused here (no JSON holds them).
    static func real(_ text: String) -> Result<Double, Refusal> {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" }
        var digits = 0, i = trimmed.utf8.startIndex
        let u = trimmed.utf8
        func isDigit(_ j: String.UTF8View.Index) -> Bool { j < u.endIndex && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(u[j]) }
        if i < u.endIndex, u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-") { i = u.index(after: i) }
        while isDigit(i) { i = u.index(after: i); digits += 1 }
        if i < u.endIndex, u[i] == UInt8(ascii: ".") { i = u.index(after: i) }
        while isDigit(i) { i = u.index(after: i); digits += 1 }
        if digits > 0, i < u.endIndex, u[i] | 0x20 == UInt8(ascii: "e") {
            var j = u.index(after: i)
            if j < u.endIndex, u[j] == UInt8(ascii: "+") || u[j] == UInt8(ascii: "-") { j = u.index(after: j) }
            guard isDigit(j) else { return .failure(Refusal("holds '\(text)', which is not a number")) }
            while isDigit(j) { j = u.index(after: j) }
            i = j
        }
        guard digits > 0, i == u.endIndex, let value = Double(String(trimmed)), value.isFinite else {
            return .failure(Refusal("holds '\(text)', which is not a finite number"))
        }
        return .success(value)
    }

    /// `<date>`: `YYYY-MM-DDTHH:MM:SSZ` exactly, the year of any length and perhaps negative.
    static func date(_ raw: ArraySlice<UInt8>) -> Result<String, Refusal> {
        let text = String(decoding: raw, as: UTF8.self)
        var u = Array(raw)
        if u.first == UInt8(ascii: "-") { u.removeFirst() }
        let year = u.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let rest = Array(u[year...])
        let shape = Array("-00-00T00:00:00Z".utf8)
        let fits = rest.count == shape.count && zip(rest, shape).allSatisfy { r, s in
            s == UInt8(ascii: "0") ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r) : r == s
        }
        return fits ? .success(text) : .failure(Refusal("holds '\(text)', not a date as YYYY-MM-DDTHH:MM:SSZ"))
    }

    /// `<data>`: base64 in ASCII; a comment or CDATA section ends it for Apple's reader.
    static func data(_ raw: ArraySlice<UInt8>) -> Result<String, Refusal> {
        if let bad = raw.first(where: { $0 >= 128 || $0 == UInt8(ascii: "<") }) {
            return .failure(Refusal(bad == UInt8(ascii: "<") ? "holds markup; Apple's reader takes base64 alone" : "holds a character that is not base64"))
        }
        return .success(String(decoding: raw, as: UTF8.self))
    }

    /// `<string>`, `<key>` and `<real>`: a comment or processing instruction inside, or a character
    /// reference of more than 8 digits, which Apple's reader refuses.
    static func textMarkup(_ raw: ArraySlice<UInt8>) -> Refusal? {
        var i = raw.startIndex
        while i < raw.endIndex {
            if raw[i] == UInt8(ascii: "<") {
                guard raw[i...].starts(with: Self.cdata) else { return Refusal("holds a comment or processing instruction, which Apple's reader refuses there") }
                i += Self.cdata.count
                while i < raw.endIndex, !raw[i...].starts(with: Self.close) { i += 1 }
                i += Self.close.count
            } else if raw[i] == UInt8(ascii: "&"), i + 1 < raw.endIndex, raw[i + 1] == UInt8(ascii: "#") {
                var j = i + 2
                if j < raw.endIndex, raw[j] == UInt8(ascii: "x") { j += 1 }
                let digits = raw[j...].prefix { $0 != UInt8(ascii: ";") }.count
                if digits > 8 { return Refusal("holds a character reference of more than 8 digits, which Apple's reader refuses") }
                i = j + digits
            } else {
                i += 1
            }
        }
        return nil
    }

    // Made once: every string and key of a file is looked at (two arrays a leaf were 3 % of a
    // schema file's validate).
    private static let cdata = Array("<![CDATA[".utf8), close = Array("]]>".utf8)

    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// What CoreFoundation skips around an integer's sign: every byte below `!` and from DEL to
    /// U+00A0's first byte, a superset of white space it keeps for old files.
    private static func isIntegerSpace(_ b: UInt8) -> Bool { b < 0x21 || (b > 0x7E && b < 0xA1) }

    private static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
