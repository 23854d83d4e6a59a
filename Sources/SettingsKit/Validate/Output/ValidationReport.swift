/// The diagnostics of every file a `validate` run checked, in input order.
public struct ValidationReport: Sendable {
    public struct File: Sendable {
        public var source: SourceFile
        public var diagnostics: [Diagnostic]
    }

    public var files: [File]

    public var errors: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count } }
    public var warnings: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count } }

    /// `2 errors, 1 warning in 3 files`.
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(files.count, "file"))"
    }
}
