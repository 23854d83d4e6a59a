/// `validate --format gitlab`: GitLab's code quality report.
public struct GitLabReporter: Reporter {
    /// The name `--format` takes.
    public static let name = "gitlab"
    /// A reporter for a run.
    public init(_ run: ReportRun) {}
    /// What is written once every file is.
    public func finish(_ report: ValidationReport, unreadable: [ReadError]) -> String { report.gitlab.serialized() + "\n" }
}

/// `validate --format gitlab`: GitLab's code quality report (a subset of Code Climate's issue
/// format), which a merge request shows beside the changed lines: one issue per finding, with the
/// SARIF report's fingerprint so GitLab tells new findings from old ones.
extension ValidationReport {
    /// The report as `validate --format gitlab` prints it.
    public var gitlab: JSONValue {
        .array(files.flatMap { file in
            file.shown.map { d in
                .object([
                    ("description", .string(TerminalSafe.escape(d.message))),
                    ("check_name", .string(d.rule.rawValue)),
                    ("fingerprint", .string(Self.fingerprint(d, file: file.path))),
                    // GitLab's scale: an error blocks the page, a warning is a minor issue.
                    ("severity", .string(d.severity == .error ? "major" : "minor")),
                    ("location", .object([
                        ("path", .string(file.path)),
                        ("lines", .object([("begin", .int(max(d.start.line, 1))), ("end", .int(max(d.end.line, d.start.line, 1)))])),
                    ])),
                ])
            }
        })
    }
}
