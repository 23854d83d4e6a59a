/// `validate --format text`: each file's findings as a compiler prints them, then a summary.
public struct TextReporter: Reporter {
    /// The name `--format` takes.
    public static let name = "text"
    let printer: DiagnosticTextPrinter

    /// A reporter for a run.
    public init(_ run: ReportRun) { printer = DiagnosticTextPrinter(color: run.color) }

    /// What is written once a file is checked.
    public func file(_ file: ValidationReport.File, in source: SourceFile) -> String {
        printer.format(file, in: source)
    }

    /// What is written once every file is.
    public func finish(_ report: ValidationReport, unreadable: [ReadError]) -> String {
        // Nothing was checked: a summary of "0 files" would read like a pass.
        guard !report.files.isEmpty else { return "" }
        return (report.unlistedLine.map { $0 + "\n" } ?? "") + report.summary + "\n"
    }
}
