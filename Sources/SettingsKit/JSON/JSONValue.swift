/// A JSON value whose objects keep their keys in the order written, so machine output is stable.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func int(_ i: Int) -> JSONValue { .number(Double(i)) }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The members of an object, or nil.
    public var members: [(String, JSONValue)]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// `.string` or `.null`.
    public static func string(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation; arrays of plain values stay on one line.
    public func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    /// On one line: `{"size": 15, "weight": "bold"}`.
    public func compact() -> String {
        switch self {
        case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { key, value in
                var k = ""
                Self.quote(key, into: &k)
                return k + ": " + value.compact()
            }.joined(separator: ", ") + "}"
        default: return serialized()
        }
    }

    private var isPlain: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Indentation strings, made once: a large model has millions of lines.
    private static let indents: [String] = (0..<64).map { String(repeating: " ", count: 2 * $0) }

    private static func newline(_ out: inout String, _ level: Int) {
        out += "\n"
        out += level < indents.count ? indents[level] : String(repeating: " ", count: 2 * level)
    }

    private func write(to out: inout String, indent level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += Self.format(d)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isPlain) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(to: &out, indent: level)
                }
                out += "]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                Self.newline(&out, level + 1)
                item.write(to: &out, indent: level + 1)
            }
            Self.newline(&out, level)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.newline(&out, level + 1)
                Self.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: level + 1)
            }
            Self.newline(&out, level)
            out += "}"
        }
    }

    private static let smallIntegers: [String] = (0..<256).map { String($0) }

    /// Whole numbers print without a fraction (SPEC 3).
    static func format(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 {
            let i = Int(d)
            return i >= 0 && i < smallIntegers.count ? smallIntegers[i] : String(i)
        }
        return d.isFinite ? String(d) : "null"
    }

    /// Quotes a string; control, C1 and bidi characters become `\u` escapes so the output is
    /// safe to print as it is.
    static func quote(_ s: String, into out: inout String) {
        // Most strings need no escape: a byte test finds those and copies them whole.
        let plain = !s.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        if plain {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if TerminalSafe.needsEscape(scalar) {
                    let h = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
