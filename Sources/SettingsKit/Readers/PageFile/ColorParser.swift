/// Parses the colour forms of SPEC 2.4: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`,
/// `rgba(r, g, b, a)` and UIKit's class-colour names.
enum ColorParser {
    /// UIKit's class colours with its component values.
    static let named: [(name: String, color: Color)] = [
        ("black", Color(unit: 0, 0, 0)), ("darkGray", Color(unit: 1 / 3, 1 / 3, 1 / 3)),
        ("lightGray", Color(unit: 2 / 3, 2 / 3, 2 / 3)), ("white", Color(unit: 1, 1, 1)),
        ("gray", Color(unit: 0.5, 0.5, 0.5)), ("red", Color(unit: 1, 0, 0)),
        ("green", Color(unit: 0, 1, 0)), ("blue", Color(unit: 0, 0, 1)),
        ("cyan", Color(unit: 0, 1, 1)), ("yellow", Color(unit: 1, 1, 0)),
        ("magenta", Color(unit: 1, 0, 1)), ("orange", Color(unit: 1, 0.5, 0)),
        ("purple", Color(unit: 0.5, 0, 0.5)), ("brown", Color(unit: 0.6, 0.4, 0.2)),
        ("clear", Color(unit: 0, 0, 0, 0)),
    ]

    /// The colour, or why it is not one.
    static func parse(_ text: String) -> Result<Color, ColorError> {
        let t = text.trimmed
        if t.hasPrefix("#") { return hex(t.dropFirst()) }
        if let open = t.firstIndex(of: "("), t.hasSuffix(")") {
            let function = t[..<open].lowercased()
            let args = t[t.index(after: open)..<t.index(before: t.endIndex)]
                .split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmed) }
            return functional(function, args)
        }
        if let match = named.first(where: { $0.name == t }) { return .success(match.color) }
        if [3, 6, 8].contains(t.count), t.allSatisfy(\.isHexDigit), t.allSatisfy(\.isASCII) {
            return .failure(ColorError("'\(t)' is not a colour; a hex colour starts with #: write \"#\(t)\" (quoted, or YAML reads # as a comment)"))
        }
        if let suggestion = EditDistance.closest(to: t, in: named.map(\.name)) {
            var error = ColorError("'\(t)' is not a colour; did you mean '\(suggestion)'?")
            (error.suggestion, error.wrong) = (suggestion, t)
            return .failure(error)
        }
        // systemBlue, labelColor…: dynamic colours that change with the appearance have no one value.
        let names = named.map(\.name).joined(separator: ", ")
        return .failure(ColorError("'\(t)' is not a colour; write #RRGGBB, rgb(r, g, b) or one of UIKit's fixed colours: \(names)"))
    }

    private static func hex(_ digits: Substring) -> Result<Color, ColorError> {
        let values = digits.map { $0.hexDigitValue.map(UInt8.init) }
        guard values.allSatisfy({ $0 != nil }), [3, 6, 8].contains(values.count) else {
            return .failure(ColorError("'#\(digits)' is not a colour; write #RGB, #RRGGBB or #RRGGBBAA in hex digits"))
        }
        let v = values.map { $0! }
        if v.count == 3 { return .success(Color(v[0] * 17, v[1] * 17, v[2] * 17)) }
        let bytes = stride(from: 0, to: v.count, by: 2).map { v[$0] << 4 | v[$0 + 1] }
        return .success(Color(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255))
    }

    private static func functional(_ function: String, _ args: [Double?]) -> Result<Color, ColorError> {
        let arity = function == "rgb" ? 3 : function == "rgba" ? 4 : 0
        guard arity > 0 else {
            return .failure(ColorError("'\(function)(…)' is not a colour function; use rgb(r, g, b) or rgba(r, g, b, a)"))
        }
        guard args.count == arity, args.allSatisfy({ $0 != nil }) else {
            return .failure(ColorError("\(function)(…) takes \(arity) numbers"))
        }
        let a = args.map { $0! }
        guard a.prefix(3).allSatisfy({ (0...255).contains($0) }) else {
            return .failure(ColorError("\(function)(…): red, green and blue go from 0 to 255"))
        }
        guard arity == 3 || (0...1).contains(a[3]) else {
            return .failure(ColorError("rgba(…): alpha goes from 0 to 1"))
        }
        let rgb = a.prefix(3).map { UInt8(($0 + 0.5).rounded(.down)) }
        return .success(Color(rgb[0], rgb[1], rgb[2], arity == 4 ? Color.byte(a[3]) : 255))
    }
}

struct ColorError: Error, Sendable {
    var message: String
    /// The colour name meant, and the text as written, where the message says "did you mean".
    var suggestion: String?
    var wrong = ""
    init(_ message: String) { self.message = message }
}
