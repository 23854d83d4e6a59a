/// An inline suppression (SPEC 9), read from a comment: `# settings-render: disable-line RULE…`
/// in YAML, `<!-- settings-render: disable RULE… -->` in XML. Rules are separated by spaces or
/// commas; `all` stands for every rule; anything after ` -- ` (or `;`, since XML forbids `--` in a
/// comment) is the reason, for readers.
struct SuppressionDirective {
    enum Verb: String, CaseIterable {
        case disableLine = "disable-line", disableNextLine = "disable-next-line", disable, enable
    }

    /// A rule named in the directive, and where its name stands.
    struct Name {
        var text: String
        /// nil for `all`.
        var rule: RuleID?
        var mark: Mark
    }

    static let marker = "settings-render:"

    var verb: Verb
    var names: [Name]
    /// Where the directive's verb stands.
    var mark: Mark
    /// The lines the comment spans.
    var lines: ClosedRange<Int>
    /// What `disable-next-line` covers: the next line, or, when an element's start tag begins
    /// there, every line of that tag (its attributes, one a line).
    var nextLines: ClosedRange<Int> = 0...0

    /// The directive a comment holds, or the problem with it; nil when the comment is no directive
    /// (the marker is not its first word).
    enum Parsed {
        case directive(SuppressionDirective)
        case problem(Diagnostic)
    }

    static func parse(_ comment: SourceComment) -> Parsed? {
        let scalars = Array(comment.text.unicodeScalars)
        var i = 0
        while i < scalars.count, scalars[i].properties.isWhitespace { i += 1 }
        let marker = Array(Self.marker.unicodeScalars)
        guard scalars.count - i >= marker.count, Array(scalars[i..<(i + marker.count)]) == marker else { return nil }
        i += marker.count
        // The words up to the reason (after ` -- `, or `;`: XML forbids `--` in a comment), each
        // with where it starts.
        var words: [(text: String, at: Int)] = []
        while i < scalars.count {
            while i < scalars.count, scalars[i].properties.isWhitespace || scalars[i] == "," { i += 1 }
            let start = i
            while i < scalars.count, !scalars[i].properties.isWhitespace, scalars[i] != ",", scalars[i] != ";" { i += 1 }
            guard i > start else { break }
            defer { if i < scalars.count, scalars[i] == ";" { i = scalars.count } }
            let word = String(String.UnicodeScalarView(scalars[start..<i]))
            if word == "--" { break }
            words.append((word, start))
        }
        let lines = comment.start.line...comment.endLine
        guard let first = words.first else {
            return .problem(problem("the suppression names no directive; write one of " + verbList, at: comment.mark(atScalar: i)))
        }
        guard let verb = Verb(rawValue: first.text) else {
            let suggestion = EditDistance.closest(to: first.text, in: Verb.allCases.map(\.rawValue))
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return .problem(problem("'\(first.text)' is no suppression directive; \(hint)write one of " + verbList,
                                    at: comment.mark(atScalar: first.at)).fixing(first.text, suggestion))
        }
        let mark = comment.mark(atScalar: first.at)
        guard words.count > 1 else {
            return .problem(problem("'\(verb.rawValue)' names no rule; name the rules, or 'all'", at: mark))
        }
        var names: [Name] = []
        for word in words.dropFirst() {
            let at = comment.mark(atScalar: word.at)
            if word.text == "all" {
                names.append(Name(text: word.text, rule: nil, mark: at))
            } else if let rule = RuleID(rawValue: word.text) {
                guard canSuppress(rule) else {
                    return .problem(problem("'\(rule)' cannot be suppressed: " + (rule == .unusedSuppression
                        ? "remove the suppression that suppresses nothing instead" : "a file that cannot be read is not checked at all"), at: at))
                }
                names.append(Name(text: word.text, rule: rule, mark: at))
            } else {
                return .problem(problem(RuleID.notARule(word.text), at: at).fixing(word.text, RuleID.closest(to: word.text)))
            }
        }
        var directive = SuppressionDirective(verb: verb, names: names, mark: mark, lines: lines)
        let next = lines.upperBound + 1
        directive.nextLines = comment.nextElementLines.flatMap { $0.lowerBound == next ? $0 : nil } ?? next...next
        return .directive(directive)
    }

    /// Whether a comment may suppress a rule's findings: not a read error's (the file was not
    /// checked at all), nor a suppression's own.
    static func canSuppress(_ rule: RuleID) -> Bool { !RuleSettings.fixed.contains(rule) && rule != .unusedSuppression }

    static let verbList = Verb.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")

    static func problem(_ message: String, at mark: Mark) -> Diagnostic {
        UnusedSuppressionRule.diagnostic(message, from: mark, to: mark, path: NodePath())
    }
}
