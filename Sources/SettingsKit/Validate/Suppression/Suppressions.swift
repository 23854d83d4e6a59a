/// Applies a file's inline suppressions (SPEC 9) to its findings: what each directive covers,
/// which findings it takes out of the report, and the directives that took out nothing.
struct Suppressions {
    /// One rule (or `all`) switched off over part of the file.
    private struct Scope {
        /// The rule named, and where; its rule is nil for `all`.
        var name: SuppressionDirective.Name
        var verb: SuppressionDirective.Verb
        /// The lines covered, for `disable-line` and `disable-next-line`.
        var lines: ClosedRange<Int>?
        /// The positions covered, for `disable` … `enable`: from the directive to the `enable`.
        var from = Mark.start
        var to: Mark?
        var used = false

        var rule: RuleID? { name.rule }

        /// The positions covered: from the start of its first line to the start of the line after.
        var span: Range<Mark> {
            if let lines { return Mark(line: lines.lowerBound, column: 0)..<Mark(line: lines.upperBound + 1, column: 0) }
            return from..<(to ?? Mark(line: Int(Int32.max), column: 0))
        }
    }

    private var scopes: [Scope] = []
    /// The `disable` ranges still open, by the rule they name (nil for `all`).
    private var open: [RuleID?: [Int]] = [:]
    /// Problems with the directives themselves, and enables that close nothing.
    private(set) var problems: [Diagnostic] = []

    /// The directives of a file's comments, in order.
    init(_ comments: [SourceComment]) {
        for comment in comments {
            switch SuppressionDirective.parse(comment) {
            case nil: continue
            case .problem(let problem): problems.append(problem)
            case .directive(let directive): add(directive)
            }
        }
    }

    var isEmpty: Bool { scopes.isEmpty && problems.isEmpty }

    private mutating func add(_ directive: SuppressionDirective) {
        for name in directive.names {
            switch directive.verb {
            case .disableLine:
                scopes.append(Scope(name: name, verb: directive.verb, lines: directive.lines))
            case .disableNextLine:
                scopes.append(Scope(name: name, verb: directive.verb, lines: directive.nextLines))
            case .disable:
                open[name.rule, default: []].append(scopes.count)
                scopes.append(Scope(name: name, verb: directive.verb, from: directive.mark))
            case .enable:
                // `enable all` closes every open range; `enable RULE` closes that rule's. Each
                // range is closed once, so a file of many directives costs their number.
                let closed = name.rule == nil ? open.values.flatMap { $0 } : open[name.rule] ?? []
                if name.rule == nil { open = [:] } else { open[name.rule] = nil }
                if closed.isEmpty {
                    problems.append(SuppressionDirective.problem(
                        "'\(name.text)' is not disabled here, so enabling it does nothing; remove it", at: name.mark))
                }
                for i in closed { scopes[i].to = directive.mark }
            }
        }
    }

    /// Splits sorted findings into those reported and those suppressed, and adds an
    /// `unused-suppression` warning for each rule a directive names that suppressed nothing.
    /// `isOn` says which rules ran: a suppression of a rule turned off is not judged.
    ///
    /// Time is (findings + directives) × log: each rule's covered spans are merged and searched
    /// by position, and each directive looks for a finding in its span among its rule's, where
    /// testing every finding against every directive was their product.
    mutating func apply(to diagnostics: [Diagnostic], isOn: (RuleID) -> Bool) -> (kept: [Diagnostic], suppressed: [Diagnostic]) {
        guard !scopes.isEmpty else { return (diagnostics, []) }
        let suppressible = diagnostics.filter { SuppressionDirective.canSuppress($0.rule) }
        var positions: [RuleID?: [Mark]] = [nil: suppressible.map(\.start).sorted()]
        for d in suppressible { positions[d.rule, default: []].append(d.start) }
        for rule in positions.keys { positions[rule]!.sort() }
        var spans: [RuleID?: [Range<Mark>]] = [:]
        for i in scopes.indices {
            let span = scopes[i].span, found = positions[scopes[i].rule] ?? []
            let first = found.partitioningIndex(where: { $0 >= span.lowerBound })
            scopes[i].used = first < found.count && found[first] < span.upperBound
            spans[scopes[i].rule, default: []].append(span)
        }
        let covered = spans.mapValues(Self.merged)
        func isCovered(_ d: Diagnostic) -> Bool {
            guard SuppressionDirective.canSuppress(d.rule) else { return false }
            return [covered[d.rule], covered[nil]].contains { spans in
                guard let spans else { return false }
                let i = spans.partitioningIndex(where: { $0.upperBound > d.start })
                return i < spans.count && spans[i].contains(d.start)
            }
        }
        var kept: [Diagnostic] = [], suppressed: [Diagnostic] = []
        for d in diagnostics {
            if isCovered(d) { suppressed.append(d) } else { kept.append(d) }
        }
        for scope in scopes where !scope.used && scope.rule.map(isOn) ?? true {
            let what = scope.rule.map { "'\($0)'" } ?? "'all'"
            let place = switch scope.verb {
            case .disableLine: "on this line"
            case .disableNextLine: "on the next line"
            case .disable, .enable: "in its range"
            }
            problems.append(SuppressionDirective.problem(
                "the suppression of \(what) suppresses nothing \(place); remove it", at: scope.name.mark))
        }
        return (kept, suppressed)
    }

    /// Spans sorted and overlapping ones joined, so each position is in at most one.
    private static func merged(_ spans: [Range<Mark>]) -> [Range<Mark>] {
        var out: [Range<Mark>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) where !span.isEmpty {
            if let last = out.last, span.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                out.append(span)
            }
        }
        return out
    }
}
