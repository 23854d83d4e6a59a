/// A small reader for a stream of JSON values written one after another, as the yaml-test-suite's
/// `in.json` holds one value per YAML document. Objects keep their keys in order.
enum JSONStream {
    indirect enum Value: Equatable, CustomStringConvertible {
        case null, bool(Bool), number(Double), string(String), array([Value]), object([Member])

        struct Member: Equatable {
            var key: String
            var value: Value
        }

        var description: String {
            switch self {
            case .null: return "null"
            case .bool(let b): return "\(b)"
            case .number(let d): return "\(d)"
            case .string(let s): return "\"\(s)\""
            case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
            case .object(let m): return "{" + m.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }

    struct Malformed: Error {}

    static func values(_ text: String) throws -> [Value] {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        var out: [Value] = []
        reader.skipSpace()
        while !reader.atEnd {
            out.append(try reader.value())
            reader.skipSpace()
        }
        return out
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var i = 0
        var atEnd: Bool { i >= scalars.count }

        mutating func skipSpace() {
            while i < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[i]) { i += 1 }
        }

        mutating func expect(_ word: String) throws {
            for s in word.unicodeScalars {
                guard i < scalars.count, scalars[i] == s else { throw Malformed() }
                i += 1
            }
        }

        mutating func value() throws -> Value {
            skipSpace()
            guard i < scalars.count else { throw Malformed() }
            switch scalars[i] {
            case "n": try expect("null"); return .null
            case "t": try expect("true"); return .bool(true)
            case "f": try expect("false"); return .bool(false)
            case "\"": return .string(try string())
            case "[":
                i += 1
                var items: [Value] = []
                skipSpace()
                if scalars[i] == "]" { i += 1; return .array([]) }
                while true {
                    items.append(try value())
                    skipSpace()
                    if scalars[i] == "]" { i += 1; return .array(items) }
                    try expect(",")
                }
            case "{":
                i += 1
                var members: [Value.Member] = []
                skipSpace()
                if scalars[i] == "}" { i += 1; return .object([]) }
                while true {
                    skipSpace()
                    let key = try string()
                    skipSpace()
                    try expect(":")
                    members.append(.init(key: key, value: try value()))
                    skipSpace()
                    if scalars[i] == "}" { i += 1; return .object(members) }
                    try expect(",")
                }
            default:
                let start = i
                while i < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[i]) { i += 1 }
                guard let d = Double(String(String.UnicodeScalarView(scalars[start..<i]))) else { throw Malformed() }
                return .number(d)
            }
        }

        mutating func string() throws -> String {
            try expect("\"")
            var out = String.UnicodeScalarView()
            while i < scalars.count, scalars[i] != "\"" {
                var s = scalars[i]
                i += 1
                if s == "\\" {
                    let e = scalars[i]
                    i += 1
                    switch e {
                    case "n": s = "\n"
                    case "t": s = "\t"
                    case "r": s = "\r"
                    case "b": s = "\u{08}"
                    case "f": s = "\u{0C}"
                    case "u":
                        var code = UInt32(String(String.UnicodeScalarView(scalars[i..<(i + 4)])), radix: 16) ?? 0
                        i += 4
                        if (0xD800..<0xDC00).contains(code), scalars[i] == "\\" {
                            let low = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)..<(i + 6)])), radix: 16) ?? 0
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                            i += 6
                        }
                        s = Unicode.Scalar(code) ?? "\u{FFFD}"
                    default: s = e
                    }
                }
                out.append(s)
            }
            try expect("\"")
            return String(out)
        }
    }
}
