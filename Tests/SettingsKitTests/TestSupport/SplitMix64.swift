/// A small deterministic generator (SplitMix64): the same numbers on every machine for a seed, so
/// a failure of a randomised test repeats.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 for an empty range).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
