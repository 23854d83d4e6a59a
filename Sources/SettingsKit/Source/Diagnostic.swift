/// How serious a diagnostic is. Errors make a page invalid; warnings only inform.
public enum Severity: String, Sendable, Comparable {
    case warning
    case error

    /// A warning sorts before an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem found in a page file, located at the node it is about.
///
/// Diagnostics are plain values; each output format has its own printer.
public struct Diagnostic: Sendable, Hashable {
    /// A secondary location, such as where a duplicated id was first defined.
    public struct Note: Sendable, Hashable {
        /// What the note says.
        public var message: String
        /// Where it points.
        public var mark: Mark
        /// Where in the page the node it points at sits, as `Diagnostic.path`; reports show it
        /// where the file has no lines.
        public var path: String

        /// Where a report says the note points when its mark cannot (a file without lines, such as
        /// a binary property list): its path; nil where the mark says it.
        var pathWithoutLines: String? { mark.line == 0 && !path.isEmpty ? path : nil }

        /// A note at a place.
        public init(_ message: String, at mark: Mark, path: String = "") {
            self.message = message
            self.mark = mark
            self.path = path
        }
    }

    /// The order reports list a file's diagnostics in: by position, then rule, then message.
    public static func inReportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        guard a.start == b.start, a.start.line == 0, a.path != b.path else {
            return (a.start, a.rule, a.message) < (b.start, b.rule, b.message)
        }
        // A file without lines (a binary property list) lists them in document order.
        return naturalOrder(a.path, b.path)
    }

    /// `items[2]` before `items[10]`: runs of digits compare as numbers.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        var x = a.utf8[...], y = b.utf8[...]
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        while let c = x.first, let d = y.first {
            if isDigit(c), isDigit(d) {
                let m = x.prefix(while: isDigit).drop { $0 == 0x30 }, n = y.prefix(while: isDigit).drop { $0 == 0x30 }
                if m.count != n.count { return m.count < n.count }
                if !m.elementsEqual(n) { return m.lexicographicallyPrecedes(n) }
                x = x.drop(while: isDigit)
                y = y.drop(while: isDigit)
            } else if c != d {
                return c < d
            } else {
                x = x.dropFirst()
                y = y.dropFirst()
            }
        }
        return x.isEmpty && !y.isEmpty
    }

    /// Diagnostics shown for one file, as compilers cap theirs: past this a line says how many
    /// more there are, and the counts in summaries stay exact.
    public static let shownPerFile = 1_000
    /// Diagnostics shown for a whole `validate` run: past this, files are counted, not listed, so
    /// a folder of bad files cannot make a report of hundreds of megabytes.
    public static let shownPerRun = 10_000

    /// Error or warning.
    public var severity: Severity
    /// The rule id of SPEC section 5, e.g. `duplicate-key`.
    public var rule: RuleID
    /// What is wrong, and, where it can tell, what was meant.
    public var message: String
    /// Where the problem starts.
    public var start: Mark
    /// Where it ends.
    public var end: Mark
    /// Where in the page the node sits, e.g. `sections[1].cells[2].id`; empty for the document itself.
    public var path: String
    /// Other places that explain it.
    public var notes: [Note]
    /// Where in the page the node sits by its row's stable key (`cells[id=3].title`,
    /// `PreferenceSpecifiers[Key=sound].Title`, `preferences[key=sync].app:title`), which inserting,
    /// removing or moving other rows leaves alone; nil where the row has no key (SPEC 11).
    public var identity: String?
    /// The did-you-mean as an edit, where the finding has one that is safe to apply.
    public var fix: Fix?

    /// What names the finding across edits, for baselines and fingerprints: its identity, or its
    /// node path where its row has no key.
    public var stablePath: String { identity ?? path }

    /// The message as baselines and fingerprints compare it: without its did-you-mean, which
    /// names the nearest of the file's other words, so a clean row added with a nearer key changed
    /// it (and the finding's fingerprint) though nothing about the finding did.
    public var stableMessage: String { Self.withoutSuggestion(message) }

    /// `…; did you mean 'x'?` → `…`; a message without one, as it is.
    public static func withoutSuggestion(_ message: String) -> String {
        guard let hint = message.firstRange(of: "; did you mean '") ?? message.firstRange(of: "did you mean '"),
              let close = message[hint.upperBound...].firstRange(of: "'?") else { return message }
        var rest = message[close.upperBound...]
        if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        let before = message[..<hint.lowerBound]
        return String(before) + (rest.isEmpty || before.isEmpty || before.hasSuffix(" ") ? "" : " ") + rest
    }

    /// A diagnostic; without an end, it ends where it starts.
    public init(
        _ severity: Severity, rule: RuleID, message: String,
        start: Mark, end: Mark? = nil, path: String = "", notes: [Note] = []
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.start = start
        self.end = end ?? start
        self.path = path
        self.notes = notes
    }
}
