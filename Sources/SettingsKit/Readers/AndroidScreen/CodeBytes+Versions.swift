/// Code that runs only on old devices: `if (Build.VERSION.SDK_INT <= Build.VERSION_CODES.P) { … }`
/// (Sobriety's and Flashy's lists get other values on Android 9 and older). On every newer
/// device the XML's values stand, so a setter there replaces nothing a current user sees.
extension CodeBytes {
    /// How long an `if`'s condition may be, across lines.
    static let conditionReach = 400

    /// Where the file's code runs only under an upper bound on the device's SDK, found once a
    /// file (a setter's own look back cost a file of 30,000 setters half a second): each block
    /// of such an `if`, or the statement after it without braces, on its line or the next.
    /// Braces are matched in one pass, for all the `if`s (30,000 unclosed ones took two seconds
    /// matched one by one).
    func oldDeviceRanges() -> OldDeviceRanges {
        var found: [Range<Int>] = [], closing: [Int: Int]?
        for at in occurrences(of: "if") where startsWord(at) {
            var open = at + 2
            while open < bytes.count, Self.isBlank(bytes[open]) { open += 1 }
            guard open < bytes.count, bytes[open] == 0x28, let close = matchingParenthesis(open),
                  Self.boundsSDKAbove(text(from: open + 1, to: close)) else { continue }
            if closing == nil { closing = closingBraces() }
            if let brace = blockOpening(after: close + 1), let end = closing?[brace] {
                found.append((brace + 1)..<end)
            } else {
                found.append(statement(after: close + 1))
            }
        }
        return OldDeviceRanges(found)
    }

    /// Each `{` of the file with the `}` that closes it, counted as `block(after:)` counts them.
    private func closingBraces() -> [Int: Int] {
        var open: [Int] = [], closing: [Int: Int] = [:]
        for (i, b) in bytes.enumerated() {
            if b == 0x7B { open.append(i) } else if b == 0x7D, let start = open.popLast() { closing[start] = i }
        }
        return closing
    }

    /// The `)` closing the `(` at `open`, within `conditionReach`.
    private func matchingParenthesis(_ open: Int) -> Int? {
        var depth = 0, i = open
        while i < bytes.count, i - open < Self.conditionReach {
            if bytes[i] == 0x28 { depth += 1 } else if bytes[i] == 0x29 {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// A braceless `if`'s statement: the rest of its line, or the next line where that is blank
    /// (Java's `if (…)⏎ prefs.edit().putString(…)`: Flashy's).
    private func statement(after start: Int) -> Range<Int> {
        var i = start
        while i < bytes.count, Self.isBlank(bytes[i]) || bytes[i] == 0x0D { i += 1 }
        if i < bytes.count, bytes[i] == 0x0A { i += 1 }
        var end = i
        while end < bytes.count, end - i < Self.reach, bytes[end] != 0x0A, bytes[end] != 0x3B { end += 1 }
        return start..<end
    }

    /// Whether a condition holds only under `SDK_INT <` or `<=` a version: alone, or in a
    /// conjunction (Sobriety's `… == "system" && SDK_INT <= P`), never in a disjunction.
    static func boundsSDKAbove(_ condition: String) -> Bool {
        guard !condition.contains("||") else { return false }
        return condition.split(separator: "&&").contains { part in
            let part = part.drop { $0.isWhitespace || $0 == "(" }
            guard ["Build.VERSION.SDK_INT", "SDK_INT", "android.os.Build.VERSION.SDK_INT"].contains(where: part.hasPrefix) else { return false }
            return part.drop { $0 != " " && $0 != "<" && $0 != ">" && $0 != "=" && $0 != "!" }.drop { $0 == " " }.hasPrefix("<")
        }
    }
}

/// Ranges of a file, merged and sorted, asked whether they hold an offset by binary search.
struct OldDeviceRanges {
    private let ranges: [Range<Int>]

    init(_ found: [Range<Int>]) {
        var merged: [Range<Int>] = []
        for range in found.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    func contains(_ at: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].lowerBound <= at { low = mid + 1 } else { high = mid }
        }
        return low > 0 && ranges[low - 1].contains(at)
    }
}
