/// One problem inside an anchored node is one problem, however many aliases repeat the node: a
/// 20 KB page whose anchored list of 100 bad cells is reused by 1,100 sections once made 440,000
/// diagnostics and 345 MB of SARIF. Repeats are the same rule and message at the same place (an
/// aliased node keeps its anchor's marks); they are reported once, with a note saying how many
/// places use the node. In a file without lines (a binary property list, where every mark is
/// line 0), the node's path tells places apart.
struct RepeatFilter {
    private struct Key: Hashable {
        var rule: RuleID
        var start: Mark
        var message: String
        var path = ""

        init(_ d: Diagnostic) {
            rule = d.rule
            start = d.start
            message = d.message
            if d.start.line == 0 { path = d.path }
        }
    }

    private var seen: [Key: Int] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var uses: [Int] = []
    /// Past this many different problems, more are counted, not kept: a reader that finds a
    /// problem in each of a million rows holds a file's worth, not a million.
    private let limit = Diagnostic.keptPerFile
    /// Different problems found past `limit` (a repeat through an alias counted each time).
    private(set) var dropped = 0
    /// Where the first problem not kept is.
    private(set) var firstDropped: Mark?

    /// Adds a diagnostic, or counts it as a repeat of one already added.
    mutating func add(_ d: Diagnostic) {
        let key = Key(d)
        if let i = seen[key] {
            uses[i] += 1
            return
        }
        guard diagnostics.count < limit else {
            dropped += 1
            if firstDropped == nil { firstDropped = d.start }
            return
        }
        seen[key] = diagnostics.count
        diagnostics.append(d)
        uses.append(1)
    }

    /// Adds what another filter found after what this one has, as if this one had seen it all:
    /// the halves of a page decoded side by side come together in document order.
    mutating func add(_ other: RepeatFilter) {
        for (d, n) in zip(other.diagnostics, other.uses) {
            add(d)
            if let i = seen[Key(d)] { uses[i] += n - 1 }
        }
        dropped += other.dropped
        if firstDropped == nil { firstDropped = other.firstDropped }
    }

    /// The diagnostics, each repeated one with its note.
    var result: [Diagnostic] {
        zip(diagnostics, uses).map { d, n in n > 1 ? Self.noting(d, uses: n) : d }
    }

    private static func noting(_ d: Diagnostic, uses n: Int) -> Diagnostic {
        var d = d
        d.notes.append(.init("reported once: this node is used in \(n) places through aliases", at: d.start))
        return d
    }

    /// Merges the repeats in a list sorted in report order, where a problem's repeats are next
    /// to it: in place and without a table, so a million findings cost no more than their list.
    static func merge(_ list: inout [Diagnostic]) {
        guard list.count > 1 else { return }
        var last = 0, uses = 1
        for i in 1..<list.count {
            if Key(list[last]) == Key(list[i]) {
                uses += 1
                continue
            }
            if uses > 1 { list[last] = noting(list[last], uses: uses) }
            last += 1
            if last != i { list.swapAt(last, i) }
            uses = 1
        }
        if uses > 1 { list[last] = noting(list[last], uses: uses) }
        list.removeSubrange((last + 1)...)
    }
}

extension Diagnostic {
    /// The findings a file keeps, in report order; past them they are counted (`notKept`). Ten
    /// times what a report shows (`shownPerFile`), so that suppressions and the baseline taking
    /// some out still leave a full report, and more than code scanning takes from a run; each
    /// costs some 500 bytes on its way through the checks and printers, so more would be a
    /// fixed cost of 50 MB for a file of any size.
    public static let keptPerFile = 10_000
}
