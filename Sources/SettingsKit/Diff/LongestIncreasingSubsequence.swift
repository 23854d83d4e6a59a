/// The positions of a longest strictly increasing subsequence, in O(n log n).
///
/// Matched items listed in their new order with their old index form a sequence; the items on a
/// longest increasing run kept their relative order, and exactly the others moved. This is the
/// longest common subsequence of the two orders, without the quadratic table.
enum LongestIncreasingSubsequence {
    static func positions(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // tails[k]: position of the smallest tail of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            let lo = tails.partitioningIndex { values[$0] >= v }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var kept: Set<Int> = []
        var i = tails.last ?? -1
        while i >= 0 {
            kept.insert(i)
            i = previous[i]
        }
        return kept
    }
}
