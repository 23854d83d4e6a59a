/// The diagnostics of every file a `validate` run checked, in input order.
public struct ValidationReport: Sendable {
    public struct File: Sendable {
        public var source: SourceFile
        /// Every diagnostic, for the counts; the outputs show the first `Diagnostic.shownPerFile`.
        public var diagnostics: [Diagnostic]

        public var shown: ArraySlice<Diagnostic> { diagnostics.prefix(Diagnostic.shownPerFile) }
        public var omitted: Int { diagnostics.count - shown.count }
    }

    public var files: [File]
    /// Whether warnings fail the run (`--strict`).
    public var strict = false
    /// Paths that could not be read, or held no page file.
    public var unread = 0

    public init(files: [File], strict: Bool = false) {
        self.files = files
        self.strict = strict
    }

    public var errors: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count } }
    public var warnings: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count } }

    /// Whether the findings fail the run.
    public var failed: Bool { errors > 0 || (strict && warnings > 0) }

    /// `2 errors, 1 warning in 3 files`, and why the run fails when only `--strict` makes it.
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var text = "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(files.count, "file"))"
        if unread > 0 { text += "; \(count(unread, "path")) not checked" }
        if strict, errors == 0, warnings > 0 { text += " (--strict: warnings fail the run)" }
        return text
    }
}
