import SettingsKit

/// `settings-render validate`: lint page files for CI.
package enum ValidateCommand {
    package enum Format: String, Sendable, CaseIterable {
        case text, json, github, sarif, gitlab, auto

        /// `auto` is `github` inside GitHub Actions, else `text`. `variable` gives an environment
        /// variable's value by name.
        package func resolved(variable: (String) -> String?) -> Format {
            guard self == .auto else { return self }
            return variable("GITHUB_ACTIONS") == "true" ? .github : .text
        }

        /// `resolved(variable:)` over a dictionary of the environment.
        package func resolved(environment: [String: String]) -> Format {
            resolved(variable: { environment[$0] })
        }

        /// The reporter that writes the format; `auto` not resolved writes text.
        package var reporter: any Reporter.Type {
            Reporters.named(rawValue) ?? TextReporter.self
        }
    }

    /// Which configuration applies (SPEC 9).
    package enum ConfigurationChoice: Sendable, Equatable {
        /// The nearest `.settings-render.yml` at or above each file's folder.
        case discover
        /// `--config FILE`, for every file.
        case file(String)
        /// `--no-config`.
        case none
    }

    package struct Options: Sendable {
        /// Not `auto`: resolve it first.
        package var format: Format = .text
        package var strict = false
        /// `--disable`: rules off whatever a configuration says.
        package var disabled: Set<RuleID> = []
        package var color: ColorDepth?
        package var limits = LoadLimits.default
        /// The absolute directory SARIF's `%SRCROOT%` stands for: paths below it are relative.
        package var workingDirectory: String?
        /// Whether a directory walk follows symbolic links out of the tree (FileWalker).
        package var followSymlinks = false
        /// `--from`, `--locale`, `--idiom`.
        package var imports = ImportOptions.default
        /// `--assets`: the app's images, which `missing-image` checks names against.
        package var assets: ImageCatalog?
        /// Which `.settings-render.yml` applies: the nearest (the default), `--config FILE`, or none.
        package var configuration = ConfigurationChoice.discover
        /// `--force-exclude`: files named on the command line are taken as a folder walk takes
        /// them (pre-commit names every staged file): the configuration's `include` and `exclude`
        /// apply, and a property list or XML file that is no page is left out.
        package var forceExclude = false
        /// `--baseline FILE`: findings it holds are not reported.
        package var baseline: String?
        /// `--write-baseline FILE`: today's findings are written to it.
        package var writeBaseline: String?
        /// `--stamp FILE`: written when the run passes, for build systems: one line, a comment in
        /// Swift and C (`// settings-render validate: SUMMARY`).
        package var stamp: String?
        /// `--values FILE`: laid over every page checked; its own findings are reported as a file's.
        package var values: String?

        package init() {}
    }

    /// Checks every file below the inputs, on all cores, and reports them in input order, each
    /// as soon as it and those before it are checked: text and GitHub annotations stream to
    /// `stream`, and the JSON and SARIF reports keep only what they show. Each file is checked
    /// under its configuration; what inline suppressions and the baseline take out is counted, not
    /// shown. The exit status says what happened: 2 when a path could not be read or held no page
    /// file at all, else 1 for errors (with `strict`, warnings), else 0 (and 0 whatever was found
    /// when the findings were just written to a baseline).
    package static func run(
        _ inputs: [String], options: Options,
        read custom: SourceFile.Reader? = nil, to stream: TextSink? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var output = CommandOutput()
        let finder: ConfigurationFinder, baseline: BaselineRun?
        do throws(ReadError) {
            finder = try ConfigurationFinder(options.configuration.finderMode, limits: options.limits, paths: ResolvedPaths())
            baseline = try options.baseline.map { path throws(ReadError) in
                try BaselineRun(reading: path, limits: options.limits, folder: finder.paths.folder(FileName.folder(of: path)))
            }
        } catch {
            return trouble(error.message)
        }
        var (files, problems, skipped) = list(inputs, options: options, finder: finder)
        var report = ValidationReport(strict: options.strict)
        var writing: [Baseline.Entry] = []
        var matcher = baseline?.baseline ?? Baseline()
        let reporter = options.format.reporter.init(ReportRun(color: options.color, root: options.workingDirectory, version: settingsRenderVersion))
        // Baselines name files relative to their own folder.
        let writeFolder = options.writeBaseline.map { finder.paths.folder(FileName.folder(of: $0)) }
        func key(_ source: SourceFile, in folder: String) -> String {
            ResolvedPaths.relative(finder.paths.file(source.path), to: folder)
        }
        func show(_ diagnostics: [Diagnostic], of source: SourceFile, suppressed: [Diagnostic] = []) {
            var diagnostics = diagnostics, known: [Diagnostic] = []
            if let writeFolder { writing += diagnostics.map { Baseline.Entry(file: key(source, in: writeFolder), $0) } }
            if let baseline { (diagnostics, known) = matcher.match(diagnostics, file: key(source, in: baseline.directory)) }
            let file = report.add(diagnostics, path: source.displayPath, suppressed: suppressed, baselined: known)
            output.emit(reporter.file(file, in: source), to: stream)
        }
        // The run's own files first: a configuration or baseline with mistakes is reported like a page.
        // A configuration named among the files is reported there, once.
        let named = Set(files.filter { $0.isConfiguration }.map { finder.paths.file($0.path) })
        for found in finder.found where !found.diagnostics.isEmpty && !named.contains(found.directory + "/" + Configuration.fileName) {
            show(found.diagnostics, of: found.source)
        }
        if let baseline, !baseline.diagnostics.isEmpty { show(baseline.diagnostics, of: baseline.source) }
        var options = options
        options.imports.read = read
        options.imports.followSymlinks = options.followSymlinks
        // Files of one bundle or res/ folder share what they read beside them: each folder listed,
        // each schema and values file read once a run, not once a file.
        options.imports.neighbours = NeighbourCache()
        var values: ValuesFile?
        if let path = options.values {
            do throws(ReadError) {
                let (file, source, errors) = try ValuesFile.read(path, read: read, limits: options.limits)
                // A values file that is not one is reported, and the pages are checked as written.
                if file == nil { show(errors, of: source) }
                values = file
                options.imports.values = file?.overlay
            } catch {
                return trouble(error.message)
            }
        }
        // A few files per core at a time: enough to keep the cores busy, few enough that only
        // their sources and diagnostics are ever held at once.
        let batch = 4 * processorCount
        for start in stride(from: 0, to: files.count, by: batch) {
            for (job, result) in zip(files[start...], checkAll(Array(files[start..<min(start + batch, files.count)]), options: options, read: read)) {
                switch result {
                case .success(let (source, findings)):
                    // A walk's Info.plist is not a settings page: it is not reported at all.
                    if !findings.isPage, job.isCandidate { continue }
                    values?.check.merge(findings.values)
                    output.stderr += findings.warnings.map { toolMessage("warning: " + TerminalSafe.escape($0)) }.joined()
                    show(findings.diagnostics, of: source, suppressed: findings.suppressed)
                case .failure(let error): problems.append(error)
                }
            }
        }
        if let values { show(values.diagnostics, of: values.source) }
        report.unread = problems.count
        report.stale = matcher.stale.count
        if let path = options.writeBaseline {
            do throws(WriteError) {
                try AtomicFile.write(Baseline.json(writing).serialized() + "\n", to: path)
            } catch {
                return trouble(error.message)
            }
        }
        output.emit(reporter.finish(report, unreadable: problems), to: stream)
        let notChecked = skipped.map { "skipped '\($0.path)': \($0.reason)" }
        if options.format == .github {
            output.emit(notChecked.map { "::warning title=skipped::\(ValidationReport.data($0))\n" }.joined(), to: stream)
        } else {
            output.stderr = problems.map { toolMessage(TerminalSafe.escape($0.message)) }.joined()
                + notChecked.map { toolMessage("warning: \(TerminalSafe.escape($0))") }.joined()
        }
        if let path = options.writeBaseline {
            output.stderr += toolMessage("wrote \(writing.count) finding\(writing.count == 1 ? "" : "s") to the baseline '\(TerminalSafe.escape(path))'")
        }
        output.exitCode = !problems.isEmpty ? ExitStatus.trouble
            : report.failed && options.writeBaseline == nil ? ExitStatus.failure : ExitStatus.success
        if let stamp = options.stamp, output.exitCode == ExitStatus.success {
            do throws(WriteError) {
                try AtomicFile.write("// settings-render validate: \(report.summary)\n", to: stamp)
            } catch {
                return trouble(error.message)
            }
        }
        return output
    }

    /// A run that could not start or finish its own files (a configuration or baseline that
    /// cannot be read, a baseline or stamp that cannot be written): exit 2, and why.
    static func trouble(_ message: String) -> CommandOutput {
        CommandOutput(stderr: toolMessage(TerminalSafe.escape(message)), exitCode: ExitStatus.trouble)
    }

    /// The files below the inputs, each with the rules its configuration gives, less those a
    /// configuration's include and exclude leave out of a walk (and, with `--force-exclude`, out
    /// of the files named); and the paths that could not be read or were not followed.
    static func list(_ inputs: [String], options: Options, finder: ConfigurationFinder)
        -> (files: [FileJob], problems: [ReadError], skipped: [(path: String, reason: String)]) {
        var files: [FileJob] = []
        var problems: [ReadError] = []
        var skipped: [(path: String, reason: String)] = []
        for input in inputs {
            let entries = FileWalker.expand([input], followSymlinks: options.followSymlinks)
            let walked = entries != [.file(input)]
            let first = files.count
            var modules: [String] = []
            for entry in entries {
                switch entry {
                case .file(let path), .candidate(let path):
                    let found = finder.configuration(for: path)
                    if walked || options.forceExclude, let found,
                       !found.configuration.admits(ResolvedPaths.relative(finder.paths.file(path), to: found.directory)) { continue }
                    var rules = found?.configuration.rules ?? .default
                    for rule in options.disabled { rules.levels[rule] = .off }
                    // With --force-exclude a named file is taken as a walk takes it: a property list
                    // or XML file that turns out to be no page (an Info.plist, a layout) is left out.
                    let candidate = entry == .candidate(path) || (options.forceExclude && PageLoader.mayBeNoPage(path))
                    // A configuration's resources folders are relative to its own folder, and in its repository.
                    let (resources, outside) = found?.resources(followingLinks: options.followSymlinks) ?? ([], [])
                    for folder in outside {
                        let skip = (path: folder, reason: "a resources folder \(found!.source.path) names outside its repository (--follow-symlinks reads it)")
                        if !skipped.contains(where: { $0 == skip }) { skipped.append(skip) }
                    }
                    files.append(FileJob(path: path, rules: rules, isCandidate: candidate, resources: resources))
                case .unreadable(let error): problems.append(error)
                case .noPages(let directory): problems.append(ReadError(path: directory, reason: "", noPages: true))
                case .skipped(let path, let reason): skipped.append((path, reason))
                case .resources(let folder): modules.append(folder)
                }
            }
            // A walk's AndroidX screens resolve through every module's res/ it found, their own first.
            for i in first..<files.count where !modules.isEmpty && PageLoader.format(ofFileNamed: files[i].path) == .android {
                let own = FileName.folder(of: FileName.folder(of: files[i].path)) + "/"
                files[i].resources += modules.filter { $0 != own && !files[i].resources.contains($0) }
            }
        }
        return (files, problems, skipped)
    }

    /// A file to check, and the rules it is checked with.
    struct FileJob: Sendable {
        var path: String
        var rules: RuleSettings
        /// Found by a walk, and checked only if it is a page (a `.plist`).
        var isCandidate: Bool
        /// Other modules' `res/` folders its configuration names, absolute.
        var resources: [String] = []

        /// A `.settings-render.yml`, checked as the configuration it is.
        var isConfiguration: Bool { path.split(separator: "/").last == Substring(Configuration.fileName) }
    }

    /// The baseline `--baseline` names, read, with its folder (entries name files relative to it).
    struct BaselineRun {
        var baseline: Baseline
        var source: SourceFile
        var diagnostics: [Diagnostic]
        var directory: String

        /// `folder`: the baseline's folder, absolute.
        init(reading path: String, limits: LoadLimits, folder: String) throws(ReadError) {
            source = try SourceFile.read(path, limit: limits.maxInputBytes)
            (baseline, diagnostics) = Baseline.load(source, limits: limits)
            directory = folder
        }
    }

    /// Files are independent, so they are checked in parallel; results keep their input order. A
    /// `.settings-render.yml` named on the command line is checked as the configuration it is.
    static func checkAll(
        _ files: [FileJob], options: Options, read: @Sendable (String) throws(ReadError) -> SourceFile
    ) -> [Result<(SourceFile, Validator.Findings), ReadError>] {
        concurrentMap(files.count) { i in
            do throws(ReadError) {
                let source = try read(files[i].path)
                return .success((source, check(source, files[i], options: options)))
            } catch {
                return .failure(error)
            }
        }
    }
}

extension ValidateCommand {
    /// What checking one file finds, under its job's rules and resources: a page, or a
    /// `.settings-render.yml` named among the files, checked as the configuration it is.
    static func check(_ source: SourceFile, _ job: FileJob, options: Options) -> Validator.Findings {
        if job.isConfiguration { return Validator.Findings(diagnostics: Configuration.load(source, limits: options.limits).1) }
        var imports = options.imports
        imports.resources += job.resources
        return Validator.validating(source, rules: job.rules, limits: options.limits, options: imports, assets: options.assets)
    }
}

extension ValidateCommand.ConfigurationChoice {
    var finderMode: ConfigurationFinder.Mode {
        switch self {
        case .discover: .discover
        case .file(let path): .file(path)
        case .none: .none
        }
    }
}
