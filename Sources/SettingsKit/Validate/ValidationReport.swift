/// What a `validate` run found, file by file in input order. It is built as files are checked and
/// keeps only what its outputs show: a file's first `Diagnostic.shownPerFile` diagnostics while
/// the run has shown fewer than `Diagnostic.shownPerRun`, and exact counts of everything.
public struct ValidationReport: Sendable {
    /// A checked file's part of the report.
    public typealias File = ShownDiagnostics

    public private(set) var files: [File] = []
    /// Whether warnings fail the run (`--strict`).
    public var strict = false
    /// Paths that could not be read, or held no page file.
    public var unread = 0
    public private(set) var errors = 0
    public private(set) var warnings = 0
    /// Findings inline suppressions took out, and findings the baseline held.
    public private(set) var suppressed = 0, baselined = 0
    /// Baseline entries no finding matched any more (`--baseline`).
    public var stale = 0
    /// How many more diagnostics the run may show.
    private var budget = Diagnostic.shownPerRun

    /// An empty report; with `strict`, warnings fail the run.
    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// Adds a checked file's diagnostics (sorted, as `Validator` gives them) and returns what the
    /// report keeps of it.
    @discardableResult
    public mutating func add(_ diagnostics: [Diagnostic], path: String, suppressed: [Diagnostic] = [], baselined: [Diagnostic] = []) -> File {
        let file = File(diagnostics, path: path, limit: min(Diagnostic.shownPerFile, budget), suppressed: suppressed, baselined: baselined)
        budget -= file.shown.count
        errors += file.errors
        warnings += file.warnings
        self.suppressed += suppressed.count
        self.baselined += baselined.count
        files.append(file)
        return file
    }

    /// Diagnostics of files that had none shown because the run's share was used up.
    public var unlisted: (files: Int, diagnostics: Int, errors: Int) {
        files.reduce(into: (0, 0, 0)) { total, file in
            guard file.shown.isEmpty, file.omitted > 0 else { return }
            total = (total.0 + 1, total.1 + file.omitted, total.2 + file.errors)
        }
    }

    /// Whether the findings fail the run.
    public var failed: Bool { errors > 0 || (strict && warnings > 0) }

    /// `2 errors, 1 warning in 3 files`, what suppressions and the baseline took out, and why the
    /// run fails when only `--strict` makes it.
    public var summary: String {
        var text = "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files.count, "file"))"
        if suppressed > 0 { text += "; \(suppressed) suppressed" }
        if baselined > 0 { text += "; \(baselined) in the baseline" }
        if stale > 0 { text += "; \(plural(stale, "baseline entry", "baseline entries")) fixed since (--write-baseline drops \(stale == 1 ? "it" : "them"))" }
        if unread > 0 { text += "; \(plural(unread, "path")) not checked" }
        if strict, errors == 0, warnings > 0 { text += " (--strict: warnings fail the run)" }
        return text
    }

    /// The line for files past the run's share, or nil when every file had its share.
    public var unlistedLine: String? {
        let rest = unlisted
        guard rest.files > 0 else { return nil }
        return "\(plural(rest.diagnostics, "more diagnostic")) in \(plural(rest.files, "more file")) not shown "
            + "(\(plural(rest.errors, "error")), \(plural(rest.diagnostics - rest.errors, "warning"))); "
            + "a run shows its first \(Diagnostic.shownPerRun)"
    }
}
