/// "Did you mean" over a list of names that grows with the input (a module's string resources, a
/// table's keys, a page's ids): indexed by length and first letter once, so a lookup looks at most
/// at `maxScanned` names of a length within reach, those with the word's first letter first (a
/// typo seldom changes it); of those, only a name whose letters could be near enough (`Letters`,
/// a few operations) is compared in a band of the edit table; a word asked again is answered from
/// memory. 20,000 unused translations against a pane's 2,000 titles were their product. Until
/// issue #34 a lookup took the first 256 of a length in list order, and in an app's thousands of
/// strings could miss the one meant.
struct NearestWords {
    static let maxScanned = 256
    private let names: [String]
    private let lowered: [[Character]]
    private let letters: [Letters]
    /// Candidates' indices by their length, in list order.
    private let byLength: [Int: [Int]]
    /// The same, by length and first letter.
    private let byStart: [Start: [Int]]
    private var answers: [String: String?] = [:]

    private struct Start: Hashable {
        let length: Int
        let first: Character?
    }

    init(_ candidates: some Sequence<String>) {
        names = Array(candidates)
        lowered = names.map { Array($0.lowercased()) }
        letters = lowered.map(Letters.init)
        var byLength: [Int: [Int]] = [:], byStart: [Start: [Int]] = [:]
        for (i, name) in lowered.enumerated() {
            byLength[name.count, default: []].append(i)
            byStart[Start(length: name.count, first: name.first), default: []].append(i)
        }
        (self.byLength, self.byStart) = (byLength, byStart)
    }

    /// The nearest name, if it is near enough to be a likely typo: at most one edit for a word of
    /// up to four characters, two for longer; the first in the list among equals.
    mutating func closest(to word: String) -> String? {
        if let known = answers[word] { return known }
        let answer = lookUp(word)
        answers[word] = answer
        return answer
    }

    private func lookUp(_ word: String) -> String? {
        let w = Array(word.lowercased())
        guard w.count <= 64 else { return nil }
        let limit = w.count >= 5 ? 2 : 1
        var best: (distance: Int, index: Int)?
        var scanned = 0
        let bag = Letters(w)
        let lengths = [0, -1, 1, -2, 2].filter { abs($0) <= limit }.map { w.count + $0 }
        // The names that start as the word does, then the others (those skipped were looked at
        // in the first pass, so a lookup goes through at most twice `maxScanned`).
        passes: for sameStart in [true, false] {
            for length in lengths {
                for i in (sameStart ? byStart[Start(length: length, first: w.first)] : byLength[length]) ?? [] {
                    if !sameStart, lowered[i].first == w.first { continue }
                    guard scanned < Self.maxScanned else { break passes }
                    scanned += 1
                    guard bag.differences(from: letters[i], most: 2 * limit) <= 2 * limit else { continue }
                    if let d = EditDistance.distance(w, lowered[i], atMost: limit), best.map({ (d, i) < ($0.distance, $0.index) }) ?? true {
                        best = (d, i)
                    }
                }
            }
        }
        return best.map { names[$0.index] }
    }
}

/// How many of a word's characters fall in each of 16 bins (by the low bits of their first scalar,
/// up to 15 a bin): an edit changes the counts by at most two, so words whose counts differ by
/// more than twice the edits allowed cannot be that near. A few operations rule out most names.
struct Letters {
    private var counts: UInt64 = 0
    /// Which of 64 bins (by the low six bits) the characters fall in: an edit empties or fills
    /// at most two, so a single instruction rules out most names before the counts are compared.
    private var present: UInt64 = 0

    init(_ word: [Character]) {
        for c in word {
            let scalar = c.unicodeScalars.first?.value ?? 0
            let shift = UInt64(scalar & 15) * 4
            if (counts >> shift) & 15 < 15 { counts += 1 << shift }
            present |= 1 << UInt64(scalar & 63)
        }
    }

    /// The sum over the bins of the difference in counts: at most twice the edit distance (and
    /// more than `most` whenever the bins present differ in more than `most`).
    func differences(from other: Letters, most: Int) -> Int {
        guard (present ^ other.present).nonzeroBitCount <= most else { return most + 1 }
        var total = 0
        for bin in 0..<16 {
            let a = Int((counts >> (bin * 4)) & 15), b = Int((other.counts >> (bin * 4)) & 15)
            total += abs(a - b)
        }
        return total
    }
}
