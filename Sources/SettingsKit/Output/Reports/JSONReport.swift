/// `validate --format json` (SPEC 5).
public struct JSONReporter: Reporter {
    /// The name `--format` takes.
    public static let name = "json"
    /// A reporter for a run.
    public init(_ run: ReportRun) {}
    /// What is written once every file is.
    public func finish(_ report: ValidationReport, unreadable: [ReadError]) -> String { report.json.serialized() + "\n" }
}

/// The report as one JSON document.
extension ValidationReport {
    /// The report as `validate --format json` prints it (SPEC 5).
    public var json: JSONValue {
        .object([
            ("files", .array(files.map { file in
                var members: [(String, JSONValue)] = [
                    ("path", .string(file.path)),
                    ("diagnostics", .array(file.shown.map(\.json))),
                ]
                // Past the first 1,000 of a file or 10,000 of a run, diagnostics are counted, not listed.
                if file.omitted > 0 { members.append(("omitted", .int(file.omitted))) }
                return .object(members)
            })),
            ("summary", .object([("files", .int(files.count)), ("errors", .int(errors)), ("warnings", .int(warnings))]
                + (suppressed > 0 ? [("suppressed", .int(suppressed))] : [])
                + (baselined > 0 || stale > 0 ? [("baselined", .int(baselined)), ("stale", .int(stale))] : []))),
        ])
    }
}

extension Diagnostic {
    /// The diagnostic as the JSON report lists it; its messages escaped for terminals. A finding
    /// `validate --fix` can fix says so: `"fix": {"old": "swich", "new": "switch"}`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(rule.rawValue)), ("severity", .string(severity.rawValue)), ("message", .string(TerminalSafe.escape(message))),
            ("line", .int(start.line)), ("column", .int(start.column)),
            ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
            ("path", .string(path)),
            ("notes", .array(notes.map(\.json))),
        ]
        if let fix { members.append(("fix", .object([("old", .string(TerminalSafe.escape(fix.old))), ("new", .string(fix.new))]))) }
        return .object(members)
    }
}

extension Diagnostic.Note {
    /// The note as the JSON report lists it; its node path only where the file has no lines.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("message", .string(TerminalSafe.escape(message))), ("line", .int(mark.line)), ("column", .int(mark.column))]
        if let path = pathWithoutLines { members.append(("path", .string(path))) }
        return .object(members)
    }
}
