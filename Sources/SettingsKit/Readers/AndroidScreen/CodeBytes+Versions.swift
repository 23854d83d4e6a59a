/// Code that runs only on old devices: `if (Build.VERSION.SDK_INT <= Build.VERSION_CODES.P) { … }`
/// (Sobriety's and Flashy's lists get other values on Android 9 and older). On every newer
/// device the XML's values stand, so a setter there replaces nothing a current user sees.
extension CodeBytes {
    /// How far back the condition's `if (` may start from the statement or the block's `{`.
    static let conditionReach = 240
    /// How many blocks around a statement are looked at.
    static let maxLevels = 6

    /// Whether the statement at `at` runs only under an upper bound on the device's SDK: it is in
    /// a block of such an `if`, or follows one without braces.
    func runsOnOldDevicesOnly(_ at: Int) -> Bool {
        // The statement's line and the one before: Java's braceless `if (…)⏎ prefs.edit().putString(…)` (Flashy's).
        var lineStart = at, breaks = 0
        while lineStart > 0, at - lineStart < Self.reach {
            if bytes[lineStart - 1] == 0x0A { breaks += 1; if breaks == 2 { break } }
            lineStart -= 1
        }
        if boundsSDKAbove(text(from: lineStart, to: at), before: .statement) { return true }
        // The `{` of each block around `at`, innermost first (a Kotlin `edit { … }` inside the `if`'s), braces counted back.
        var depth = 0, i = at, levels = 0
        while i > 0, at - i < Self.reach * 8, levels < Self.maxLevels {
            i -= 1
            if bytes[i] == 0x7D { depth += 1 } else if bytes[i] == 0x7B {
                if depth > 0 { depth -= 1; continue }
                if boundsSDKAbove(text(from: max(0, i - Self.conditionReach), to: i), before: .block) { return true }
                levels += 1
            }
        }
        return false
    }

    /// What follows the condition: a block's `{`, or the statement (its receiver first).
    enum Governed { case block, statement }

    /// Whether `head` ends in an `if` whose condition holds only under `SDK_INT <` or `<=` a version, and
    /// nothing after its `)` but the block's opening or the statement's receiver.
    private func boundsSDKAbove(_ head: String, before governed: Governed) -> Bool {
        guard let keyword = head.ranges(of: "if").last(where: { range in
            range.lowerBound == head.startIndex || !head[head.index(before: range.lowerBound)].isLetter
        }) else { return false }
        let rest = head[keyword.upperBound...].drop { $0 == " " }
        guard rest.first == "(" else { return false }
        var depth = 0, close: Substring.Index?
        for i in rest.indices {
            if rest[i] == "(" { depth += 1 } else if rest[i] == ")" {
                depth -= 1
                if depth == 0 { close = i; break }
            }
        }
        guard let close else { return false }
        let condition = rest[rest.index(after: rest.startIndex)..<close].trimmingPrefix(" ")
        let tail = rest[rest.index(after: close)...]
        let allowed: (Character) -> Bool = governed == .block ? \.isWhitespace : { $0.isWhitespace || $0.isLetter || $0.isNumber || "_.?!()".contains($0) }
        // A conjunction with an upper bound is old devices' too (Sobriety's `… == "system" && SDK_INT <= P`).
        guard tail.allSatisfy(allowed), !condition.contains("||") else { return false }
        return condition.split(separator: "&&").contains { part in
            let part = part.drop { $0.isWhitespace || $0 == "(" }
            guard ["Build.VERSION.SDK_INT", "SDK_INT", "android.os.Build.VERSION.SDK_INT"].contains(where: part.hasPrefix) else { return false }
            return part.drop { $0 != " " && $0 != "<" && $0 != ">" && $0 != "=" && $0 != "!" }.drop { $0 == " " }.hasPrefix("<")
        }
    }
}
