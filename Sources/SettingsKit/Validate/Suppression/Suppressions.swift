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

        func covers(_ d: Diagnostic) -> Bool {
            guard rule == nil || rule == d.rule, SuppressionDirective.canSuppress(d.rule) else { return false }
            if let lines { return lines.contains(d.start.line) }
            return from <= d.start && to.map { d.start < $0 } ?? true
        }
    }

    private var scopes: [Scope] = []
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
                scopes.append(Scope(name: name, verb: directive.verb, from: directive.mark))
            case .enable:
                // `enable all` closes every open range; `enable RULE` closes that rule's.
                let open = scopes.indices.filter {
                    scopes[$0].verb == .disable && scopes[$0].to == nil && (name.rule == nil || scopes[$0].rule == name.rule)
                }
                if open.isEmpty {
                    problems.append(SuppressionDirective.problem(
                        "'\(name.text)' is not disabled here, so enabling it does nothing; remove it", at: name.mark))
                }
                for i in open { scopes[i].to = directive.mark }
            }
        }
    }

    /// Splits sorted findings into those reported and those suppressed, and adds an
    /// `unused-suppression` warning for each rule a directive names that suppressed nothing.
    /// `isOn` says which rules ran: a suppression of a rule turned off is not judged.
    mutating func apply(to diagnostics: [Diagnostic], isOn: (RuleID) -> Bool) -> (kept: [Diagnostic], suppressed: [Diagnostic]) {
        guard !scopes.isEmpty else { return (diagnostics, []) }
        var kept: [Diagnostic] = [], suppressed: [Diagnostic] = []
        for d in diagnostics {
            var covered = false
            for i in scopes.indices where scopes[i].covers(d) {
                scopes[i].used = true
                covered = true
            }
            if covered { suppressed.append(d) } else { kept.append(d) }
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
}
