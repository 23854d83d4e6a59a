/// A file's findings as they are gathered, bounded: a file with a finding on each of a million rows
/// keeps its first `Diagnostic.keptPerFile` in report order and counts the rest, so checking it
/// costs about what one with that many does. What is kept is what an unbounded check would
/// report first: each list is sorted and its repeats through aliases merged before any is dropped.
/// Readers and rules add each finding as they make it; once a cut is known, one past it is
/// counted at once, so a rule that finds a problem on every row holds no more than the kept.
package struct FindingsCap: Sendable {
    package private(set) var kept: [Diagnostic] = []
    private(set) var dropped = 0
    /// Where the first finding dropped is: the count of the rest names it.
    private var firstDropped: Mark?
    /// The last finding kept when a list was last cut: every finding after it is past the first
    /// `limit`, whatever comes later.
    private var cut: Diagnostic?
    let limit: Int
    /// Rules whose findings are not kept at all (those turned off).
    let excluded: Set<RuleID>

    package init(limit: Int = Diagnostic.keptPerFile, excluding excluded: Set<RuleID> = []) {
        (self.limit, self.excluded) = (limit, excluded)
    }

    /// Every finding, in the order made: a rule's examples and tests look at all of them.
    package static var unbounded: FindingsCap { FindingsCap(limit: .max) }

    /// Adds one rule's or reader's findings (unsorted): all of them, or their first `limit`.
    package mutating func add(_ found: consuming [Diagnostic]) {
        if !excluded.isEmpty { found.removeAll { excluded.contains($0.rule) } }
        kept += bounded(found)
        compact()
    }

    /// Adds one finding, as a reader or rule finds them one by one.
    package mutating func add(_ d: Diagnostic) {
        guard !excluded.contains(d.rule) else { return }
        if let cut, Diagnostic.inReportOrder(cut, d) { return count(1, from: d.start) }
        kept.append(d)
        compact()
    }

    /// Adds findings one by one, as a lazy sequence makes them.
    package mutating func add(contentsOf found: some Sequence<Diagnostic>) {
        for d in found { add(d) }
    }

    /// Many lists each at the limit, or one made a finding at a time: the list itself is bounded
    /// too, cut back to `limit` once it holds half as many again.
    private mutating func compact() {
        guard kept.count - limit > limit / 2 else { return }
        // Moved out first, so that sorting it is not a copy.
        let all = kept
        kept = []
        kept = bounded(all)
    }

    /// Adds what another gathered (the other half of the rules, run beside).
    mutating func add(_ other: FindingsCap) {
        add(other.kept)
        other.firstDropped.map { count(other.dropped, from: $0) }
    }

    /// Adds what reading a file found, and counts what it did not keep.
    mutating func add(reading loaded: LoadedFile, _ isShown: (Diagnostic) -> Bool = { _ in true }) {
        add(loaded.diagnostics.filter(isShown))
        loaded.notKept.map { count($0.count, from: $0.from) }
    }

    /// Counts findings a source did not make past its own first `limit`, from `mark` on.
    mutating func count(_ n: Int, from mark: Mark) {
        dropped += n
        if firstDropped.map({ mark < $0 }) ?? true { firstDropped = mark }
    }

    /// The findings, sorted in report order with repeats merged, past `limit` cut and counted
    /// in one `resource-limit` finding.
    mutating func result(_ merge: ([Diagnostic]) -> [Diagnostic] = { $0 }) -> [Diagnostic] {
        var list = sortedKept(merge)
        if let firstDropped {
            let count = Diagnostic.notKept(dropped, at: firstDropped)
            list.insert(count, at: list.firstIndex { !Diagnostic.inReportOrder($0, count) } ?? list.count)
        }
        return list
    }

    /// What a reader found, for its `LoadedFile`: the findings kept, in report order, and those
    /// counted past them, which the checks count in turn (`add(reading:)`).
    mutating func split() -> (kept: [Diagnostic], notKept: (count: Int, from: Mark)?) {
        (sortedKept(), firstDropped.map { (dropped, $0) })
    }

    private mutating func sortedKept(_ merge: ([Diagnostic]) -> [Diagnostic] = { $0 }) -> [Diagnostic] {
        kept.sort(by: Diagnostic.inReportOrder)
        var list = merge(kept)
        kept = []
        RepeatFilter.merge(&list)
        return bounded(list, sorted: true)
    }

    /// `found`'s first `limit` in report order, counting the rest; unsorted when it is within it.
    /// The list is taken, not copied: a rule's million findings are sorted where they lie.
    private mutating func bounded(_ found: consuming [Diagnostic], sorted: Bool = false) -> [Diagnostic] {
        guard found.count > limit else { return found }
        var list = consume found
        if !sorted {
            list.sort(by: Diagnostic.inReportOrder)
            RepeatFilter.merge(&list)
            guard list.count > limit else { return list }
        }
        count(list.count - limit, from: list[limit].start)
        list.removeSubrange(limit...)
        if cut.map({ Diagnostic.inReportOrder(list[limit - 1], $0) }) ?? true { cut = list[limit - 1] }
        return list
    }
}
