/// Generated source text, a line at a time, indented by block, handed to a sink as it grows:
/// what the Swift, Objective-C and Swift-keys writers share.
struct CodeText {
    private var out: TextBuffer
    private var depth = 0
    private let unit: String
    /// The indentation of each depth met, made once.
    private var indents: [String] = [""]

    init(_ sink: GeneratedSink, indent unit: String = "    ") {
        out = TextBuffer(sink)
        self.unit = unit
    }

    mutating func line(_ s: String = "") {
        if !s.isEmpty {
            while indents.count <= depth { indents.append(indents[indents.count - 1] + unit) }
            out += indents[depth] + s + "\n"
        } else {
            out += "\n"
        }
    }

    /// Hands over what is held: call once the file is written.
    mutating func finish() { out.flush() }

    /// `head {`, the body a level in, `}` (or `close`).
    mutating func block(_ head: String, close: String = "}", _ body: (inout CodeText) -> Void) {
        line(head.isEmpty ? "{" : head + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    mutating func lines(_ list: [String]) { for l in list { line(l) } }
}

/// Page text as source literals and names, in the languages the writers make.
enum CodeLiteral {
    /// A Swift or Objective-C string literal's body: quotes, backslashes and every character that
    /// could move the cursor or reorder text (controls, bidi overrides, line separators) escaped,
    /// so no page text can end the literal, open an interpolation or hide code.
    static func escaped(_ s: String, objC: Bool = false) -> String {
        if isPlain(s, objC: objC) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "?" where objC: out += "\\?"  // no trigraphs
            default:
                guard UnsafeCharacters.needsEscape(scalar) || scalar.value == 0x7F else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                out += objC ? objCEscape(scalar) : "\\u{" + hexDigits(scalar.value, digits: 1) + "}"
            }
        }
        return out
    }

    /// C forbids universal character names for controls: those are octal escapes of their UTF-8
    /// bytes (never greedy, unlike `\x`); the rest `\u`.
    private static func objCEscape(_ scalar: Unicode.Scalar) -> String {
        if scalar.value > 0xFFFF { return "\\U" + hexDigits(scalar.value, digits: 8) }
        guard scalar.value < 0xA0 else { return "\\u" + hexDigits(scalar.value, digits: 4) }
        return String(scalar).utf8.map { byte in
            let octal = String(byte, radix: 8)
            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }.joined()
    }

    /// Whether nothing in the text needs escaping, from its UTF-8 alone (most page text): no
    /// quote, backslash or ASCII control, no `?` in Objective-C, and none of the lead bytes of
    /// the scalars `UnsafeCharacters` names (`C2`, `D8`, `E2`, `F4`). CJK text passes.
    private static func isPlain(_ s: String, objC: Bool) -> Bool {
        var s = s
        return s.withUTF8 { bytes in
            for b in bytes {
                switch b {
                case 0x00...0x1F, 0x7F, 0x22, 0x5C, 0xC2, 0xD8, 0xE2, 0xF4: return false
                case 0x3F where objC: return false
                default: continue
                }
            }
            return true
        }
    }

    static func swift(_ s: String) -> String { "\"" + escaped(s) + "\"" }

    /// An Objective-C `NSString` literal.
    static func objC(_ s: String) -> String { "@\"" + escaped(s, objC: true) + "\"" }

    /// Words of a key or id: runs of ASCII letters and digits.
    static func words(_ s: String) -> [String] {
        var out: [String] = [], word: [UInt8] = []
        for b in s.utf8 {
            if (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) {
                word.append(b)
            } else if !word.isEmpty {
                out.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { out.append(String(decoding: word, as: UTF8.self)) }
        return out
    }

    /// `lowerCamelCase` from a key, `fallback` when it has no ASCII word, prefixed where it would
    /// start with a digit or be a keyword.
    static func lowerCamel(_ s: String, fallback: String) -> String {
        let w = words(s)
        guard let first = w.first else { return fallback }
        var out = first.prefix(1).lowercased() + first.dropFirst() + w.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if out.first!.isNumber { out = fallback + out }
        if keywords.contains(out) { out += "_" }
        return String(out.prefix(80))
    }

    /// `UpperCamelCase` from an id.
    static func upperCamel(_ s: String, fallback: String) -> String {
        let lower = lowerCamel(s, fallback: fallback)
        let out = lower.prefix(1).uppercased() + lower.dropFirst()
        return out.hasSuffix("_") ? String(out.dropLast()) : out
    }

    /// Swift's and Objective-C's reserved words a generated name could collide with.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "throw", "throws", "true", "try", "body", "some", "any", "await", "async",
        "id", "auto", "char", "int", "long", "short", "float", "double", "signed", "unsigned", "void", "const",
        "volatile", "register", "extern", "goto", "sizeof", "typedef", "union", "inline", "restrict", "new",
    ]
}

/// Names made unique within one scope: `name`, `name2`, `name3`… (`name_2` with a `_` separator).
struct UniqueNames {
    private var used: Set<String>
    private let separator: String

    init(reserved: Set<String> = [], separator: String = "") {
        used = reserved
        self.separator = separator
    }

    mutating func make(_ base: String) -> String {
        var name = base, n = 1
        while !used.insert(name).inserted { n += 1; name = base + separator + "\(n)" }
        return name
    }
}
