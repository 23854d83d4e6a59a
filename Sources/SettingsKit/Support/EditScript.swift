/// The shortest edit script between two sequences (Myers' O(ND) algorithm), after the common
/// head and tail are set aside: lines for `UnifiedDiff` (as bytes for `PatchDiff`), words for `WordDiff`. Its trace grows
/// with the square of the edits, so past `maxEdits` the differing middle is one replacement
/// instead: still a correct script, bounded in time and memory.
package enum EditScript {
    /// One element of the result: kept, removed from the old sequence, or added in the new.
    package enum Edit: Equatable {
        case keep(Int, Int), remove(Int), add(Int)
    }

    /// The edit script from `a` to `b`, in order.
    package static func edits<Element: Equatable>(_ a: [Element], _ b: [Element], maxEdits: Int) -> [Edit] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var out = (0..<head).map { Edit.keep($0, $0) }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        let middle = myers(x, y, maxEdits: maxEdits) ?? (x.indices.map { Edit.remove($0) } + y.indices.map { Edit.add($0) })
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
    private static func myers<Element: Equatable>(_ a: [Element], _ b: [Element], maxEdits: Int) -> [Edit]? {
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
