import Foundation
@testable import SettingsKit

/// A property-list value as both readers give it, compared exactly: strings by their Unicode
/// scalars (Swift's `==` would equate "é" and "e\u{301}"), dictionaries by key with the last of a
/// repeated key, as Foundation keeps it.
indirect enum OracleValue: Equatable, CustomStringConvertible {
    case dictionary([[UInt32]: OracleValue])
    case array([OracleValue])
    case string([UInt32])
    /// In decimal: Foundation reads integers up to UInt64.max.
    case integer(String)
    /// By bit pattern, so NaN equals NaN.
    case real(UInt64)
    case bool(Bool)
    /// Seconds since 2001-01-01, whole: XML dates are written to the second.
    case date(Int64)
    case data([UInt8])
    case other(String)

    static func text(_ s: String) -> OracleValue { .string(s.unicodeScalars.map(\.value)) }

    var description: String {
        switch self {
        case .dictionary(let d):
            "{" + d.map { (String(String.UnicodeScalarView($0.key.compactMap(Unicode.Scalar.init))).debugDescription, $0.value.description) }
                .sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        case .array(let a): "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .string(let s): String(String.UnicodeScalarView(s.compactMap(Unicode.Scalar.init))).debugDescription
        case .integer(let i): i
        case .real(let r): "\(Double(bitPattern: r))"
        case .bool(let b): "\(b)"
        case .date(let d): "date(\(d))"
        case .data(let d): "data(\(d.count) bytes)"
        case .other(let o): "other(\(o))"
        }
    }
}

/// What a reader made of a file: a value, or a refusal with its reason.
enum OracleReading: Equatable {
    case read(OracleValue)
    case refused(String)

    var isRead: Bool { if case .read = self { true } else { false } }

    static func == (a: OracleReading, b: OracleReading) -> Bool {
        switch (a, b) {
        case (.read(let x), .read(let y)): x == y
        case (.refused, .refused): true
        default: false
        }
    }
}

/// Apple's reader, as swift-corelibs-foundation builds it from CoreFoundation's CFPropertyList.c
/// and CFOldStylePList.c (the code Apple's platforms run), and ours, side by side.
enum FoundationOracle {
    /// Foundation's reading of any property list: XML, binary, old-style (a `.strings` file is an
    /// old-style dictionary without its braces).
    static func foundation(_ bytes: [UInt8]) -> OracleReading { foundationWithFormat(bytes).reading }

    /// The same, with the format Foundation found: `.openStep` for old-style text.
    static func foundationWithFormat(_ bytes: [UInt8]) -> (reading: OracleReading, format: PropertyListSerialization.PropertyListFormat?) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
            return (.read(convert(value)), format)
        } catch {
            return (.refused((error as NSError).userInfo["NSDebugDescription"].map { "\($0)" } ?? "\(error)"), nil)
        }
    }

    static func convert(_ value: Any) -> OracleValue {
        // Checked by type: an NSNumber of 1 casts to Bool too.
        if type(of: value) == Bool.self, let b = value as? Bool { return .bool(b) }
        switch value {
        case let s as String: return .text(s)
        case let d as Date: return .date(Int64(d.timeIntervalSinceReferenceDate.rounded(.down)))
        case let d as Data: return .data(Array(d))
        case let a as [Any]: return .array(a.map(convert))
        case let d as [AnyHashable: Any]:
            var out: [[UInt32]: OracleValue] = [:]
            for (k, v) in d {
                guard let key = k.base as? String else { return .other("a key that is not a string") }
                out[key.unicodeScalars.map(\.value)] = convert(v)
            }
            return .dictionary(out)
        case let n as NSNumber:
            switch String(cString: n.objCType) {
            case "d", "f": return .real(n.doubleValue.bitPattern)
            case "Q": return .integer(String(n.uint64Value))
            default: return .integer(String(n.int64Value))
            }
        default: return .other("\(type(of: value))")
        }
    }

    /// Our reading of a `.plist` file, as the Settings.bundle reader makes it: the bytes through
    /// `SourceFile` (UTF-16 transcoded), then `PropertyList.read`.
    static func ours(plist bytes: [UInt8]) -> OracleReading {
        let source = SourceFile(path: "Root.plist", bytes: bytes)
        if let problem = source.encodingProblem { return .refused(problem.message) }
        switch PropertyList.read(source.bytes, limits: .default, encoding: source.encoding) {
        case .success(let node): return .read(convert(node))
        case .failure(let problem): return .refused("\(problem.mark.line):\(problem.mark.column): \(problem.message)")
        }
    }

    /// Our reading of a `.strings` table, as `StringsTableForm` makes it.
    static func ours(strings bytes: [UInt8]) -> OracleReading {
        let source = SourceFile(path: "Root.strings", bytes: bytes)
        if let problem = source.encodingProblem { return .refused(problem.message) }
        switch StringsFile.readTable(source.bytes) {
        case .success(let file):
            var out: [[UInt32]: OracleValue] = [:]
            for entry in file.entries { out[entry.key.unicodeScalars.map(\.value)] = .text(entry.value) }
            return .read(.dictionary(out))
        case .failure(let problem): return .refused("\(problem.mark.line):\(problem.mark.column): \(problem.message)")
        }
    }

    static func convert(_ node: PlistNode) -> OracleValue {
        switch node.content {
        case .dictionary(let entries):
            var out: [[UInt32]: OracleValue] = [:]
            for entry in entries { out[entry.key.unicodeScalars.map(\.value)] = convert(entry.value) }
            return .dictionary(out)
        case .array(let values): return .array(values.map(convert))
        case .string(let s): return .text(s)
        case .integer(let i): return .integer(String(i))
        case .real(let d): return .real(d.bitPattern)
        case .bool(let b): return .bool(b)
        case .date(let text): return date(text).map { .date($0) } ?? .other("date '\(text)'")
        case .data(let text): return PlistData.decode(text).map { .data($0) } ?? .other("data '\(text)'")
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, as CoreFoundation's `parseDateTag` reads it, into whole seconds.
    static func date(_ text: String) -> Int64? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
        guard parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let negative = text.hasPrefix("-")
        let c = DateComponents(year: negative ? -parts[0]! : parts[0]!, month: parts[1]!, day: parts[2]!, hour: parts[3]!, minute: parts[4]!, second: parts[5]!)
        return calendar.date(from: c).map { Int64($0.timeIntervalSinceReferenceDate.rounded(.down)) }
    }
}

extension OracleValue {
    /// Where two values first differ, as a path and the two values there; nil when equal.
    static func difference(_ a: OracleValue, _ b: OracleValue, at path: String = "") -> String? {
        switch (a, b) {
        case (.dictionary(let x), .dictionary(let y)):
            for key in Set(x.keys).union(y.keys) {
                let name = String(String.UnicodeScalarView(key.compactMap(Unicode.Scalar.init)))
                guard let u = x[key], let v = y[key] else { return "\(path)/\(name): only one has it" }
                if let found = difference(u, v, at: path + "/" + name) { return found }
            }
            return nil
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return "\(path): \(x.count) values against \(y.count)" }
            for (i, (u, v)) in zip(x, y).enumerated() { if let found = difference(u, v, at: "\(path)/\(i)") { return found } }
            return nil
        default:
            return a == b ? nil : "\(path): \(a) against \(b)"
        }
    }
}
