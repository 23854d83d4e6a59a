/// A `validate --format`: what it writes as each file is checked, and what it writes once the
/// run ends. Text and GitHub annotations stream a file at a time, so a long run shows progress;
/// JSON, SARIF and GitLab are one document each, written at the end.
public protocol Reporter: Sendable {
    /// The name `--format` takes.
    static var name: String { get }
    /// A reporter for a run.
    init(_ run: ReportRun)
    /// What is written once a file is checked; by default nothing.
    func file(_ file: ValidationReport.File, in source: SourceFile) -> String
    /// What is written once every file is: the document, or the summary, and the paths that could
    /// not be read where the format has a place for them.
    func finish(_ report: ValidationReport, unreadable: [ReadError]) -> String
}

extension Reporter {
    /// Nothing: the format is one document, written at the end.
    public func file(_ file: ValidationReport.File, in source: SourceFile) -> String { "" }
}

/// What a reporter may need of the run it reports.
public struct ReportRun: Sendable {
    /// The colours of the text report, or nil for none.
    public var color: ColorDepth?
    /// The absolute folder SARIF names files relative to (the working directory).
    public var root: String?
    /// The tool's version, which SARIF records.
    public var version: String

    /// A run's settings.
    public init(color: ColorDepth? = nil, root: String? = nil, version: String) {
        (self.color, self.root, self.version) = (color, root, version)
    }
}

/// Every report format, in the order `--help` lists them.
public enum Reporters {
    /// The reporters.
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, GitHubReporter.self, SARIFReporter.self, GitLabReporter.self,
    ]

    /// The reporter `--format` names, or nil.
    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}
