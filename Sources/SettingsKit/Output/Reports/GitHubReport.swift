/// `validate --format github`: workflow commands, streamed a file at a time.
public struct GitHubReporter: Reporter {
    /// The name `--format` takes.
    public static let name = "github"
    /// A reporter for a run.
    public init(_ run: ReportRun) {}

    /// What is written once a file is checked.
    public func file(_ file: ValidationReport.File, in source: SourceFile) -> String {
        ValidationReport.annotations(file)
    }

    /// What is written once every file is: the count of files past the run's share, and the
    /// paths that could not be read (in a CI log an annotation like any other finding).
    public func finish(_ report: ValidationReport, unreadable: [ReadError]) -> String {
        (report.unlistedLine.map(ValidationReport.unlistedAnnotation) ?? "") + unreadable.map(ValidationReport.annotation).joined()
    }
}

/// The annotations: one line a diagnostic, which the Actions UI shows on the pull request.
extension ValidationReport {
    /// Every file's annotations, and the line for files past the run's share.
    public var githubAnnotations: String {
        files.map(Self.annotations).joined() + (unlistedLine.map(Self.unlistedAnnotation) ?? "")
    }

    /// A file's annotations, as the run streams them.
    public static func annotations(_ file: File) -> String {
        let path = property(file.path)
        var out = ""
        for d in file.shown {
            // Line 0 is a file without lines (a binary property list): the annotation is the file's.
            let place = d.start.line > 0
                ? "line=\(d.start.line),col=\(d.start.column),endLine=\(d.end.line),endColumn=\(d.end.column),"
                : ""
            out += "::\(d.severity.rawValue) file=\(path),\(place)title=\(property(d.rule.rawValue))::\(data(annotationMessage(d)))\n"
        }
        if file.omitted > 0, !file.shown.isEmpty {
            out += "::warning file=\(path),title=too-many-diagnostics::\(data(file.omittedLine))\n"
        }
        return out
    }

    /// The files past the run's share of diagnostics, counted.
    package static func unlistedAnnotation(_ line: String) -> String {
        "::warning title=too-many-diagnostics::\(data(line))\n"
    }

    /// An annotation has no notes: they join the message, with their lines
    /// (`'title' was first defined at line 4`).
    static func annotationMessage(_ d: Diagnostic) -> String {
        var text = d.message
        for note in d.notes {
            let where_ = note.pathWithoutLines.map { "at \($0)" }
                ?? "at line \(note.mark.line)" + (note.mark.line == d.start.line ? ", column \(note.mark.column)" : "")
            text += note.message.hasSuffix(" here")
                ? "; " + note.message.dropLast(" here".count) + " " + where_
                : "; \(note.message) (\(where_))"
        }
        return text
    }

    /// A path that could not be read, or held no page, as an error annotation on that path.
    package static func annotation(_ problem: ReadError) -> String {
        "::error file=\(property(problem.path)),title=\(property(problem.noPages ? "no-pages" : "unreadable"))::\(data(problem.message))\n"
    }

    /// The message part: `%`, CR and LF escaped as workflow commands require, then any other
    /// control character escaped visibly, so nothing reaches the log raw.
    package static func data(_ s: String) -> String {
        TerminalSafe.escape(percentEncoded(s))
    }

    private static func percentEncoded(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property value: as data, and `:` and `,` too.
    static func property(_ s: String) -> String {
        data(s).split(separator: ":", omittingEmptySubsequences: false).joined(separator: "%3A")
            .split(separator: ",", omittingEmptySubsequences: false).joined(separator: "%2C")
    }
}
