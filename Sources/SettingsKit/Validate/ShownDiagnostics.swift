/// A file's diagnostics as reports show them: the first few, and exact counts of all, so a file
/// with a million problems costs its report no more than one with a thousand.
public struct ShownDiagnostics: Sendable {
    /// The path as diagnostics name it.
    public var path: String
    /// The diagnostics shown, in order.
    public var shown: [Diagnostic]
    /// Errors, shown or not.
    public var errors = 0
    /// Warnings, shown or not.
    public var warnings = 0
    /// Findings an inline suppression took out, as SARIF keeps them (the first `limit`).
    public var suppressed: [Diagnostic] = []
    /// Findings the baseline holds, as SARIF keeps them (the first `limit`).
    public var baselined: [Diagnostic] = []

    /// `diagnostics` sorted as `Validator` gives them; the first `limit` are shown.
    public init(_ diagnostics: [Diagnostic], path: String, limit: Int = Diagnostic.shownPerFile,
                suppressed: [Diagnostic] = [], baselined: [Diagnostic] = []) {
        self.path = path
        shown = Array(diagnostics.prefix(limit))
        self.suppressed = Array(suppressed.prefix(limit))
        self.baselined = Array(baselined.prefix(limit))
        for d in diagnostics {
            if d.severity == .error { errors += 1 } else { warnings += 1 }
        }
    }

    /// Diagnostics not shown.
    public var omitted: Int { errors + warnings - shown.count }
    /// Errors not shown.
    public var omittedErrors: Int { errors - shown.filter { $0.severity == .error }.count }

    /// `p.yaml: 99000 more diagnostics not shown (98000 errors, 1000 warnings); the first 1000 are above`.
    public var omittedLine: String {
        "\(TerminalSafe.escape(path)): \(plural(omitted, "more diagnostic")) not shown "
            + "(\(plural(omittedErrors, "error")), \(plural(omitted - omittedErrors, "warning"))); "
            + "the first \(shown.count) are above"
    }
}

/// `1 error`, `2 errors`.
func plural(_ n: Int, _ noun: String, _ nouns: String? = nil) -> String { "\(n) \(n == 1 ? noun : nouns ?? noun + "s")" }
