/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), for
/// "did you mean …" suggestions: `titel` is one edit from `title`.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word`, if it is near enough to be a likely typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= 64 else { return nil }
        let limit = word.count >= 5 ? 2 : 1
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word, c)
            if d <= limit, d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }
}
