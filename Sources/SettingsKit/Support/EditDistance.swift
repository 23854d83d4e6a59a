/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), for
/// "did you mean …" suggestions: `titel` is one edit from `title`.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        // A band as wide as the longer word is the whole table: the distance is never more.
        return distance(a, b, atMost: max(a.count, b.count))!
    }

    /// The candidate nearest to `word`, if it is near enough to be a likely typo. For a fixed
    /// list of a few names; a list that grows with the input is a `NearestWords`.
    static func closest(to word: String, in candidates: [String]) -> String? {
        var near = NearestWords(candidates)
        return near.closest(to: word)
    }

    /// The distance if it is at most `k`: only the diagonal band of width 2k + 1 is computed, and
    /// the work stops once a whole row is past `k`.
    static func distance(_ a: [Character], _ b: [Character], atMost k: Int) -> Int? {
        let (n, m) = (a.count, b.count)
        guard abs(n - m) <= k else { return nil }
        guard n > 0, m > 0 else { return max(n, m) }
        let past = k + 1
        var previous2 = [Int](repeating: past, count: m + 1)
        var previous = (0...m).map { min($0, past) }
        var current = [Int](repeating: past, count: m + 1)
        for i in 1...n {
            let (low, high) = (max(1, i - k), min(m, i + k))
            current[0] = min(i, past)
            current[low - 1] = low == 1 ? current[0] : past
            var least = current[low - 1]
            for j in low...high {
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = min(v, past)
                least = min(least, current[j])
            }
            if high < m { current[high + 1] = past }
            if least > k { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[m] <= k ? previous[m] : nil
    }
}
