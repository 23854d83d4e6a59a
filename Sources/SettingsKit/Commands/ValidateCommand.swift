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

        public init() {}
    }

    /// Checks every file below the inputs, on all cores, and reports them in input order.
    public static func run(
        _ inputs: [String], options: Options,
        read custom: SourceFile.Reader? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var output = CommandOutput()
        var paths: [String] = []
        for entry in FileWalker.expand(inputs) {
            switch entry {
            case .file(let path): paths.append(path)
            case .unreadable(let error): output.stderr += "settings-render: \(error.message)\n"
            }
        }
        let results = checkAll(paths, options: options, read: read)
        var report = ValidationReport(files: [])
        for result in results {
            switch result {
            case .success(let file): report.files.append(file)
            case .failure(let error): output.stderr += "settings-render: \(error.message)\n"
            }
        }
        output.stdout = format(report, options)
        let unreadable = !output.stderr.isEmpty
        let failed = report.errors > 0 || (options.strict && report.warnings > 0)
        output.exitCode = unreadable ? ExitStatus.trouble : failed ? ExitStatus.failure : ExitStatus.success
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

    static func format(_ report: ValidationReport, _ options: Options) -> String {
        switch options.format {
        case .json: return report.json.serialized() + "\n"
        case .sarif: return report.sarif.serialized() + "\n"
        case .github: return report.githubAnnotations
        case .text, .auto:
            let printer = DiagnosticTextPrinter(color: options.color)
            return report.files.map { printer.format($0.diagnostics, in: $0.source) }.joined() + report.summary + "\n"
        }
    }
}
