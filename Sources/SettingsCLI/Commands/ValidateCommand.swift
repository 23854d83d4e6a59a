import SettingsKit

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
        public var disabled: Set<RuleID> = []
        public var color: ColorDepth?
        public var limits = LoadLimits.default
        /// The absolute directory SARIF's `%SRCROOT%` stands for: paths below it are relative.
        public var workingDirectory: String?
        /// Whether a directory walk follows symbolic links out of the tree (FileWalker).
        public var followSymlinks = false
        /// `--from`, `--locale`, `--idiom`.
        public var imports = ImportOptions.default
        /// `--assets`: the app's images, which `missing-image` checks names against.
        public var assets: ImageCatalog?

        public init() {}
    }

    /// Checks every file below the inputs, on all cores, and reports them in input order, each
    /// as soon as it and those before it are checked: text and GitHub annotations stream to
    /// `stream`, and the JSON and SARIF reports keep only what they show. The exit status says
    /// what happened: 2 when a path could not be read or held no page file at all, else 1 for
    /// errors (with `strict`, warnings), else 0.
    public static func run(
        _ inputs: [String], options: Options,
        read custom: SourceFile.Reader? = nil, to stream: TextSink? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var paths: [String] = []
        var candidates: Set<String> = []
        var problems: [ReadError] = []
        var skipped: [(path: String, reason: String)] = []
        for entry in FileWalker.expand(inputs, followSymlinks: options.followSymlinks) {
            switch entry {
            case .file(let path): paths.append(path)
            case .candidate(let path):
                paths.append(path)
                candidates.insert(path)
            case .unreadable(let error): problems.append(error)
            case .noPages(let directory): problems.append(ReadError(path: directory, reason: "", noPages: true))
            case .skipped(let path, let reason): skipped.append((path, reason))
            }
        }
        var output = CommandOutput()
        var report = ValidationReport(strict: options.strict)
        let printer = DiagnosticTextPrinter(color: options.color)
        // A few files per core at a time: enough to keep the cores busy, few enough that only
        // their sources and diagnostics are ever held at once.
        let batch = 4 * processorCount
        for start in stride(from: 0, to: paths.count, by: batch) {
            for result in checkAll(Array(paths[start..<min(start + batch, paths.count)]), options: options, read: read) {
                switch result {
                case .success(let (source, diagnostics, isPage)):
                    // A walk's Info.plist is not a settings page: it is not reported at all.
                    if !isPage, candidates.contains(source.path) { continue }
                    let file = report.add(diagnostics, path: source.displayPath)
                    switch options.format {
                    case .text, .auto: output.emit(printer.format(file, in: source), to: stream)
                    case .github: output.emit(ValidationReport.annotations(file), to: stream)
                    case .json, .sarif: break
                    }
                case .failure(let error): problems.append(error)
                }
            }
        }
        report.unread = problems.count
        output.emit(finish(report, problems: problems, options), to: stream)
        let notChecked = skipped.map { "skipped '\($0.path)': \($0.reason)" }
        if options.format == .github {
            output.emit(notChecked.map { "::warning title=skipped::\(ValidationReport.data($0))\n" }.joined(), to: stream)
        } else {
            output.stderr = problems.map { toolMessage(TerminalSafe.escape($0.message)) }.joined()
                + notChecked.map { toolMessage("warning: \(TerminalSafe.escape($0))") }.joined()
        }
        output.exitCode = !problems.isEmpty ? ExitStatus.trouble : report.failed ? ExitStatus.failure : ExitStatus.success
        return output
    }

    /// Files are independent, so they are checked in parallel; results keep their input order.
    static func checkAll(
        _ paths: [String], options: Options, read: @Sendable (String) throws(ReadError) -> SourceFile
    ) -> [Result<(SourceFile, [Diagnostic], isPage: Bool), ReadError>] {
        concurrentMap(paths.count) { i in
            do throws(ReadError) {
                let source = try read(paths[i])
                let (diagnostics, isPage) = Validator.validating(source, disabled: options.disabled, limits: options.limits, options: options.imports,
                                                            assets: options.assets)
                return .success((source, diagnostics, isPage))
            } catch {
                return .failure(error)
            }
        }
    }

    /// What follows the files: the whole JSON or SARIF document, the unreadable paths' annotations,
    /// or the text summary.
    static func finish(_ report: ValidationReport, problems: [ReadError], _ options: Options) -> String {
        switch options.format {
        case .json: return report.json.serialized() + "\n"
        case .sarif: return report.sarif(root: options.workingDirectory, version: settingsRenderVersion).serialized() + "\n"
        // In a CI log an unreadable path is an annotation like any other finding.
        case .github:
            return (report.unlistedLine.map(ValidationReport.unlistedAnnotation) ?? "") + problems.map(ValidationReport.annotation).joined()
        case .text, .auto:
            // Nothing was checked: a summary of "0 files" would read like a pass.
            guard !report.files.isEmpty else { return "" }
            return (report.unlistedLine.map { $0 + "\n" } ?? "") + report.summary + "\n"
        }
    }
}
