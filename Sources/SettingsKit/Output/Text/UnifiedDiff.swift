/// A plain unified diff of two texts, line by line, as `diff -u` prints it: what git's external
/// diff driver falls back to when a side is not a valid page, so `git diff` still shows the change.
///
/// Lines match by Myers' O(ND) algorithm after the common head and tail are set aside. Its trace
/// grows with the square of the edits, so past `maxEdits` the differing middle is shown as one
/// replacement instead: still a correct diff, and bounded in time and memory.
public enum UnifiedDiff {
    static let context = 3
    static let maxEdits = 2_000

    /// One line of the result: kept, removed from the old text, or added in the new.
    enum Edit: Equatable {
        case keep(Int, Int), remove(Int), add(Int)
    }

    /// A unified diff of two texts with three lines of context; empty when they are the same.
    public static func format(old: String, new: String, labels: (old: String, new: String), color: ColorDepth?) -> String {
        let a = lines(old), b = lines(new)
        let edits = self.edits(a, b)
        guard edits.contains(where: { if case .keep = $0 { return false } else { return true } }) else { return "" }
        func paint(_ text: String, _ style: TextStyle) -> String { ANSI.paint(text, style, color) }
        var out = paint("--- " + TerminalSafe.escape(labels.old), TextStyle(bold: true)) + "\n"
            + paint("+++ " + TerminalSafe.escape(labels.new), TextStyle(bold: true)) + "\n"
        for hunk in hunks(edits) {
            let slice = edits[hunk]
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
            let header = "@@ -\(range(start.old, count.old)) +\(range(start.new, count.new)) @@"
            out += paint(header, TextStyle(color: Color(0x20, 0x90, 0xC0))) + "\n"
            for e in slice {
                switch e {
                case .keep(let i, _): out += " " + TerminalSafe.escape(a[i]) + "\n"
                case .remove(let i): out += paint("-" + TerminalSafe.escape(a[i]), DiffTextPrinter.removed) + "\n"
                case .add(let j): out += paint("+" + TerminalSafe.escape(b[j]), DiffTextPrinter.added) + "\n"
                }
            }
        }
        return out
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

    /// The edit script from `a` to `b`, in order.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var out = (0..<head).map { Edit.keep($0, $0) }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        let middle = myers(x, y) ?? (x.indices.map { Edit.remove($0) } + y.indices.map { Edit.add($0) })
        out += middle.map { e in
            switch e {
            case .keep(let i, let j): return .keep(i + head, j + head)
            case .remove(let i): return .remove(i + head)
            case .add(let j): return .add(j + head)
            }
        }
        out += (0..<tail).map { .keep(a.count - tail + $0, b.count - tail + $0) }
        return out
    }

    /// Myers' shortest edit script, or nil past `maxEdits`.
    private static func myers(_ a: [String], _ b: [String]) -> [Edit]? {
        let n = a.count, m = b.count, offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        for d in 0...min(n + m, maxEdits) {
            // Round d reads v[k ± 1] for k in -d...d: keep just that window, so the trace grows
            // with the square of the edits, not with their product with the length.
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { return backtrack(trace, n, m) }
            }
        }
        return nil
    }

    /// Walks the trace back from the end: each round is a run of kept lines, then one edit.
    private static func backtrack(_ trace: [[Int]], _ n: Int, _ m: Int) -> [Edit] {
        var out: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let window = trace[d], k = x - y
            func v(_ k: Int) -> Int { window[k + d + 1] }
            let prevK = k == -d || (k != d && v(k - 1) < v(k + 1)) ? k + 1 : k - 1
            let prevX = v(prevK), prevY = prevX - prevK
            while x > prevX, y > prevY {
                x -= 1; y -= 1
                out.append(.keep(x, y))
            }
            if d > 0 { out.append(x == prevX ? .add(prevY) : .remove(prevX)) }
            (x, y) = (prevX, prevY)
        }
        return out.reversed()
    }
}
