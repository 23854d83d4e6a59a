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

    /// Adds a diagnostic, or counts it as a repeat of one already added.
    mutating func add(_ d: Diagnostic) {
        let key = Key(d)
        if let i = seen[key] {
            uses[i] += 1
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
            uses[seen[Key(d)]!] += n - 1
        }
    }

    /// The diagnostics, each repeated one with its note.
    var result: [Diagnostic] {
        zip(diagnostics, uses).map { d, n in
            guard n > 1 else { return d }
            var d = d
            d.notes.append(.init("reported once: this node is used in \(n) places through aliases", at: d.start))
            return d
        }
    }

    /// Merges the repeats in a list.
    static func merged(_ list: [Diagnostic]) -> [Diagnostic] {
        var filter = RepeatFilter()
        for d in list { filter.add(d) }
        return filter.result
    }
}
