/// A plain unified diff of two texts, line by line, as `diff -u` prints it: what git's external
/// diff driver falls back to when a side is not a valid page, so `git diff` still shows the change.
///
/// Lines match by Myers' algorithm (`EditScript`); past `maxEdits` the differing middle is shown
/// as one replacement instead: still a correct diff, and bounded in time and memory.
public enum UnifiedDiff {
    static let context = 3
    static let maxEdits = 2_000

    typealias Edit = EditScript.Edit

    /// A unified diff of two texts with three lines of context, every line escaped for reading;
    /// empty when they are the same. (`PatchDiff` is the one `patch` applies to a file's bytes.)
    public static func format(old: String, new: String, labels: (old: String, new: String), color: ColorDepth?) -> String {
        let a = lines(old), b = lines(new)
        let edits = self.edits(a, b)
        guard edits.contains(where: { if case .keep = $0 { return false } else { return true } }) else { return "" }
        func paint(_ text: String, _ style: TextStyle) -> String { ANSI.paint(text, style, color) }
        var out = paint("--- " + TerminalSafe.escape(labels.old), TextStyle(bold: true)) + "\n"
            + paint("+++ " + TerminalSafe.escape(labels.new), TextStyle(bold: true)) + "\n"
        let shown: (String) -> String = TerminalSafe.escape
        for hunk in hunks(edits) {
            let slice = edits[hunk]
            out += paint(header(slice), TextStyle(color: Color(0x20, 0x90, 0xC0))) + "\n"
            for e in slice {
                switch e {
                case .keep(let i, _): out += " " + shown(a[i]) + "\n"
                case .remove(let i): out += paint("-" + shown(a[i]), DiffTextPrinter.removed) + "\n"
                case .add(let j): out += paint("+" + shown(b[j]), DiffTextPrinter.added) + "\n"
                }
            }
        }
        return out
    }

    /// A hunk's `@@ -1,3 +1,4 @@` line.
    static func header(_ slice: ArraySlice<Edit>) -> String {
        var start: (old: Int?, new: Int?) = (nil, nil), count = (old: 0, new: 0)
        for e in slice {
            switch e {
            case .keep(let i, let j): (start.old, start.new, count.old, count.new) = (start.old ?? i, start.new ?? j, count.old + 1, count.new + 1)
            case .remove(let i): (start.old, count.old) = (start.old ?? i, count.old + 1)
            case .add(let j): (start.new, count.new) = (start.new ?? j, count.new + 1)
            }
        }
        // A side with no line in a hunk has none at all (three lines of context would be kept
        // otherwise): diff names that `0,0`.
        func range(_ start: Int?, _ count: Int) -> String { start.map { "\($0 + 1),\(count)" } ?? "0,0" }
        return "@@ -\(range(start.old, count.old)) +\(range(start.new, count.new)) @@"
    }

    /// The lines, split at each line feed as `diff` does: by scalar, since a Swift character
    /// holds CR and LF together and a CRLF file would otherwise be one line (its CR shows as `\r`).
    static func lines(_ text: String) -> [String] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Groups of edits with up to three kept lines around each change, merged where they touch.
    static func hunks(_ edits: [Edit]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for (k, e) in edits.enumerated() {
            if case .keep = e { continue }
            let lower = max(0, k - context), upper = min(edits.count, k + context + 1)
            if let last = out.last, last.upperBound >= lower {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                out.append(lower..<upper)
            }
        }
        return out
    }

    static func edits<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Edit] { EditScript.edits(a, b, maxEdits: maxEdits) }
}
