/// `settings-render validate`: lint page files for CI.
public enum ValidateCommand {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, github, sarif, auto

        /// `auto` is `github` inside GitHub Actions, else `text`.
        public func resolved(environment: [String: String]) -> Format {
            guard self == .auto else { return self }
            return environment["GITHUB_ACTIONS"] == "true" ? .github : .text
        }
    }

    public struct Options: Sendable {
        /// Not `auto`: resolve it first.
        public var format: Format = .text
        public var strict = false
        public var disabled: Set<String> = []
        public var color: ColorDepth?
        public var limits = LoadLimits.default
        /// The absolute directory SARIF's `%SRCROOT%` stands for: paths below it are relative.
        public var workingDirectory: String?
        /// Whether a directory walk follows symbolic links out of the tree (FileWalker).
        public var followSymlinks = false

        public init() {}
    }

    /// Checks every file below the inputs, on all cores, and reports them in input order. The
    /// exit status says what happened: 2 when a path could not be read or held no page file at
    /// all, else 1 for errors (with `strict`, warnings), else 0.
    public static func run(
        _ inputs: [String], options: Options,
        read custom: SourceFile.Reader? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var paths: [String] = []
        var problems: [ReadError] = []
        var skipped: [(path: String, reason: String)] = []
        for entry in FileWalker.expand(inputs, followSymlinks: options.followSymlinks) {
            switch entry {
            case .file(let path): paths.append(path)
            case .unreadable(let error): problems.append(error)
            case .noPages(let directory): problems.append(ReadError(path: directory, reason: "", noPages: true))
            case .skipped(let path, let reason): skipped.append((path, reason))
            }
        }
        var report = ValidationReport(files: [], strict: options.strict)
        for result in checkAll(paths, options: options, read: read) {
            switch result {
            case .success(let file): report.files.append(file)
            case .failure(let error): problems.append(error)
            }
        }
        report.unread = problems.count
        var output = CommandOutput()
        output.stdout = format(report, problems: problems, options)
        let notChecked = skipped.map { "skipped '\($0.path)': \($0.reason)" }
        if options.format == .github {
            output.stdout += notChecked.map { "::warning title=skipped::\(ValidationReport.data($0))\n" }.joined()
        } else {
            output.stderr = problems.map { "settings-render: \(TerminalSafe.escape($0.message))\n" }.joined()
                + notChecked.map { "settings-render: warning: \(TerminalSafe.escape($0))\n" }.joined()
        }
        output.exitCode = !problems.isEmpty ? ExitStatus.trouble : report.failed ? ExitStatus.failure : ExitStatus.success
        return output
    }

    /// Files are independent, so they are checked in parallel; results keep their input order.
    static func checkAll(
        _ paths: [String], options: Options, read: @Sendable (String) throws(ReadError) -> SourceFile
    ) -> [Result<ValidationReport.File, ReadError>] {
        concurrentMap(paths.count) { i in
            do throws(ReadError) {
                let source = try read(paths[i])
                let diagnostics = Validator.validate(source, disabled: options.disabled, limits: options.limits)
                return .success(ValidationReport.File(source: source, diagnostics: diagnostics))
            } catch {
                return .failure(error)
            }
        }
    }

    static func format(_ report: ValidationReport, problems: [ReadError], _ options: Options) -> String {
        switch options.format {
        case .json: return report.json.serialized() + "\n"
        case .sarif: return report.sarif(root: options.workingDirectory).serialized() + "\n"
        // In a CI log an unreadable path is an annotation like any other finding.
        case .github: return report.githubAnnotations + problems.map(ValidationReport.annotation).joined()
        case .text, .auto:
            let printer = DiagnosticTextPrinter(color: options.color)
            let diagnostics = report.files.map { printer.format($0.diagnostics, in: $0.source) }.joined()
            // Nothing was checked: a summary of "0 files" would read like a pass.
            return report.files.isEmpty ? diagnostics : diagnostics + report.summary + "\n"
        }
    }
}
