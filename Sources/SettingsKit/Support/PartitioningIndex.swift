extension RandomAccessCollection {
    /// The first index whose element `isPast`, in a collection where every element that is not
    /// comes first (sorted, as to that question); `endIndex` if none is. A binary search.
    @inline(__always)
    package func partitioningIndex(where isPast: (Element) -> Bool) -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let mid = index(low, offsetBy: half)
            if isPast(self[mid]) {
                count = half
            } else {
                low = index(after: mid)
                count -= half + 1
            }
        }
        return low
    }
}
