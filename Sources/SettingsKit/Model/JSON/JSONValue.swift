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
    case written(Written)

    /// The elements of a `written` array: made one at a time, or written straight into the text.
    public struct Written: Sendable {
        /// How many elements the array has.
        public let count: Int
        /// The element at an index, made when asked.
        public let element: @Sendable (Int) -> JSONValue
        /// Writes the element at an index at a depth, as its value would print there.
        let write: @Sendable (Int, inout JSONWriter, Int) -> Void

        init(count: Int, element: @escaping @Sendable (Int) -> JSONValue, write: @escaping @Sendable (Int, inout JSONWriter, Int) -> Void) {
            (self.count, self.element, self.write) = (count, element, write)
        }
    }

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
        case .generated(let count, let element): return .array((0..<count).map(element))
        case .written(let elements): return .array((0..<elements.count).map(elements.element))
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
        case .written(let elements):
            Self.writeElements(elements.count, to: &out, indent: level, elements.write)
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
