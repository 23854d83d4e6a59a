#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into this module (.ci/fuzz)
import SettingsKit
#endif

/// Structure-aware mutations of page files, for the fuzzer: where libFuzzer's byte flips mostly
/// break the YAML, these keep a page a page and push its values to their edges — another cell
/// type, a number at a limit, hostile Unicode in a text field, deep nesting, aliases.
///
/// Deterministic for a seed, so a crash found through it replays from its input alone.
package enum PageMutator {
    /// A generator small enough to need no state beyond the seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let types = ["disclosure", "switch", "none", "logout", "avatar", "toggle", "", "~", "[switch]"]
    static let numbers = [
        "0", "-1", "-0", "200", "201", "1e308", "-1e308", ".nan", ".inf", "9223372036854775807", "9223372036854775808",
        "0x7FFFFFFFFFFFFFFF", "0x10000000000000000", "0o777", "1_000", "15pt", "!!int 15", "!!float abc", "１５",
    ]
    static let texts = [
        "\"\\e[2J\"", "\"\\u202Eevil\"", "\"a\\\\e[31mb\"", "\"e\\u0301\\u0301\"", "👨‍👩‍👧‍👦", "🇨🇳🇺🇸", "\"\\u2028\"", "\"\\u200F\"",
        "很长很长很长很长很长很长很长很长很长很长很长很长的标题", "\"\\u0BBE置\"", "\"\\t\\r\\n\"", "|\n  two\n  lines", "!!binary aGk=",
        "&a x", "*a", "[a, b]", "{a: b}", "null", "~", "\"\"", "' '", "\"\\0\"",
    ]
    static let keys = ["title", "id", "type", "on", "indicator", "image", "style", "header", "footer", "cells", "x-a", "<<", "titel", "? [k]",
                       "subtitle", "enabled", "checked", "link", "value", "swipe", "enabledWhen", "visibleWhen", "refresh", "loadMore"]

    /// A mutation of `bytes`, at most `maxSize` bytes long.
    package static func mutate(_ bytes: [UInt8], seed: UInt32, maxSize: Int) -> [UInt8] {
        var random = Random(state: UInt64(seed) | 1)
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.isEmpty { lines = [""] }
        let i = random.next(lines.count)
        switch random.next(7) {
        case 0:  // another cell type
            lines[i] = replaceValue(lines[i], key: "type", with: random.pick(types), &random)
        case 1:  // a number at its edge
            lines[i] = replaceNumber(lines[i], with: random.pick(numbers), &random)
        case 2:  // hostile or wide text in a text field
            lines[i] = replaceValue(lines[i], key: random.pick(["title", "header", "footer", "name", "indicator", "image", "subtitle", "value"]),
                                    with: random.pick(texts), &random)
        case 3:  // deep nesting around a value
            let depth = 1 + random.next(300)
            let open = random.next(2) == 0 ? "[" : "{a: "
            let close = open == "[" ? "]" : "}"
            lines[i] += " # " + String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
            lines.insert("x-deep: " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth), at: i)
        case 4:  // an anchor here, an alias there
            let j = random.next(lines.count)
            if let colon = lines[i].firstIndex(of: ":") {
                lines[i].insert(contentsOf: " &m", at: lines[i].index(after: colon))
                lines.insert(String(lines[j].prefix { $0 == " " }) + "- *m", at: j)
            }
        case 5:  // a key where another was
            lines[i] = replaceKey(lines[i], with: random.pick(keys))
        default:  // a line repeated, or dropped
            if random.next(2) == 0 { lines.insert(lines[i], at: i) } else if lines.count > 1 { lines.remove(at: i) }
        }
        return Array(Array(lines.joined(separator: "\n").utf8).prefix(maxSize))
    }

    /// `key: value` (block or inside a flow map) with the value replaced; the line itself when absent.
    static func replaceValue(_ line: String, key: String, with value: String, _ random: inout Random) -> String {
        guard let range = line.firstRange(of: key + ":") else {
            return line.hasSuffix("}") ? String(line.dropLast()) + ", \(key): \(value) }" : line
        }
        let rest = line[range.upperBound...]
        let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
        return String(line[..<range.upperBound]) + " " + value + String(rest[end...])
    }

    static func replaceNumber(_ line: String, with value: String, _ random: inout Random) -> String {
        guard let start = line.firstIndex(where: \.isNumber) else { return line + " # " + value }
        let end = line[start...].firstIndex { !$0.isNumber && $0 != "." } ?? line.endIndex
        return String(line[..<start]) + value + String(line[end...])
    }

    static func replaceKey(_ line: String, with key: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return line }
        let start = line[..<colon].lastIndex { $0 == " " || $0 == "{" || $0 == "," }.map { line.index(after: $0) } ?? line.startIndex
        return String(line[..<start]) + key + String(line[colon...])
    }
}
