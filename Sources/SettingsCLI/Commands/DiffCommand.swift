import SettingsKit

/// `settings-render diff OLD NEW`: what changed on a page, by meaning.
package enum DiffCommand {
    package enum Format: String, Sendable, CaseIterable {
        case text, json, visual, html
    }

    package struct Options: Sendable {
        package var format: Format = .text
        /// `--format html`: the screen the pictures are drawn for.
        package var device = Device.iphone
        package var color: ColorDepth?
        package var diagnosticColor: ColorDepth?
        /// For `visual`: the columns to lay the two renderings out in.
        package var width = 80
        /// As git's external diff driver: differences are not a failure, or git would stop.
        package var gitDriver = false
        package var limits = LoadLimits.default
        /// `--from`, `--locale`, `--idiom`.
        package var imports = ImportOptions.default
        /// `--values`: laid over both sides, or with `valuesAgainstDefaults` over the new side only
        /// (`diff --values FILE page`: what a user's values change against the page's defaults).
        package var runTime = RunTimeOptions()
        package var valuesAgainstDefaults = false
        /// Whether child panes in other files are compared too (`--no-follow` turns it off; git's
        /// driver never follows, as it is handed one file out of its folder).
        package var follow = true

        package init() {}
    }

    /// `/dev/null` stands for "no file": git passes it for added and deleted files.
    package static let noFile = "/dev/null"

    /// As git's external diff driver, from its seven arguments (path old-file old-hex old-mode
    /// new-file new-hex new-mode): sides are named as git names them, `a/PATH` and `b/PATH`, or
    /// `/dev/null` for an added or deleted file.
    package static func runAsGitDriver(
        _ arguments: [String], options: Options, read: SourceFile.Reader? = nil, to stream: TextSink? = nil
    ) -> CommandOutput {
        precondition(arguments.count == 7, "git passes seven arguments")
        var options = options
        options.gitDriver = true
        let (path, old, new) = (arguments[0], arguments[1], arguments[4])
        let labels = (old == noFile ? noFile : "a/" + path, new == noFile ? noFile : "b/" + path)
        return run(old: old, new: new, labels: labels, options: options, read: read, to: stream)
    }

    /// Exit 0 without differences, 1 with them, 2 when a file cannot be read or is not a valid page.
    /// The report streams to `stream`: the JSON a change at a time, the visual view a section at a time.
    package static func run(
        old: String, new: String, labels: (old: String, new: String)? = nil, options: Options,
        read custom: SourceFile.Reader? = nil, to stream: TextSink? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var output = CommandOutput()
        let printer = DiagnosticTextPrinter(color: options.diagnosticColor)
        var values = ValuesFile.open(options.runTime.values, read: read, limits: options.limits, printer: printer, output: &output)
        if output.exitCode != ExitStatus.success { return output }
        var imports = options.imports
        imports.read = read
        var sides = [imports, imports]
        sides[1].values = values?.overlay
        if !options.valuesAgainstDefaults { sides[0].values = values?.overlay }
        // The two files load on two cores, and each worker keeps only the pages (or the errors),
        // so the node trees are freed there, in parallel, as soon as they are decoded.
        let paths = [old, new]
        let reach: AppPages.Reach = options.gitDriver || !options.follow ? .file : .app
        let results = concurrentMap(2) { [sides] in
            Self.pages(paths[$0], limits: options.limits, imports: sides[$0], reach: reach)
        }
        let names = labels ?? (old, new)
        if options.gitDriver, results.contains(where: { if case .failure = $0 { true } else { false } }) {
            var output = textFallback(results, paths: (old, new), names: names, options: options, read: read)
            if let stream { stream.text(output.stdout); output.stdout = "" }
            return output
        }
        var pages: [[Page]] = []
        for result in results {
            switch result {
            case .success(let found):
                pages.append(found.pages)
                output.stderr += found.warnings
                values?.check.merge(found.values)
            case .failure(.invalid(let errors, let source)): output.stderr += printer.format(errors, in: source)
            case .failure(.unreadable(let error)): output.stderr += toolMessage(TerminalSafe.escape(error.message))
            }
        }
        guard pages.count == 2 else {
            output.exitCode = ExitStatus.trouble
            output.complete = false
            return output
        }
        if let values { output.stderr += printer.format(values.diagnostics, in: values.source) }
        let (before, after) = (options.runTime.shown(pages[0], output: &output), options.runTime.shown(pages[1], output: &output))
        // Each side's first page is the file named, unless a side is a res/ folder of screens.
        let entries = [old, new].allSatisfy { $0 == noFile || AppPages.entryFiles($0, options: imports).count == 1 }
        let changes = PageDiff.changes(old: before, new: after, entries: entries)
        switch options.format {
        case .json:
            JSONValue.object([
                ("old", .string(names.old)), ("new", .string(names.new)),
                ("changes", .generated(count: changes.count) { [changes] in changes[$0].json }),
            ]).serialize(utf8: { output.emit(utf8: $0, to: stream) })
        case .text:
            output.emit(DiffTextPrinter(color: options.color).format(changes, old: names.old, new: names.new, pages: (before, after)), to: stream)
        case .html:
            let list = DiffTextPrinter(color: nil).format(changes, old: names.old, new: names.new, pages: (before, after))
            HTMLDiffWriter(device: options.device).write(changes, old: before, new: after, entries: entries, names: names, list: list) {
                output.emit($0, to: stream)
            }
        case .visual:
            VisualDiff.render(changes, old: before, new: after, entries: entries, names: names, width: options.width, color: options.color) {
                output.emit($0, to: stream)
            }
            // Beneath the pictures, the changes as the text format lists them: a long text's
            // words, a key's meaning, what no picture shows (stored values).
            output.emit(DiffTextPrinter(color: options.color).format(changes, old: names.old, new: names.new, pages: (before, after)), to: stream)
        }
        output.exitCode = changes.isEmpty || options.gitDriver ? ExitStatus.success : ExitStatus.failure
        // Large pages are freed beside the process's end, not before it.
        if Teardown.isWorthIt(pages.joined()) { Teardown.release((pages, before, after, changes)) }
        return output
    }

    /// git's driver must never fail, or `git diff` and `git log -p` stop at this file: when a side
    /// is not a page, say why on one line and show a plain unified diff of the two texts, under
    /// git's names for them (never its temporary files'), and exit 0.
    static func textFallback(
        _ results: [Result<Side, LoadFailure>], paths: (old: String, new: String), names: (old: String, new: String),
        options: Options, read: SourceFile.Reader
    ) -> CommandOutput {
        var out = DiffTextPrinter(color: options.color).header(old: names.old, new: names.new)
        for (side, result) in zip(["old", "new"], results) {
            switch result {
            case .success: continue
            case .failure(.invalid(let errors, _)):
                let first = errors[0]
                let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
                out += toolMessage("\(side) side is not a valid page: line \(first.start.line), column \(first.start.column): "
                    + TerminalSafe.escape(first.message) + " [\(first.rule)]\(more)")
            case .failure(.unreadable(let error)):
                out += toolMessage("\(side) side cannot be read: \(TerminalSafe.escape(error.reason))")
            }
        }
        // An invalid side's text is already read; a valid side kept only its pages, so it is read again.
        func text(_ path: String, _ result: Result<Side, LoadFailure>) -> String? {
            if path == noFile { return "" }
            if case .failure(.invalid(_, let source)) = result { return String(decoding: source.bytes, as: UTF8.self) }
            return (try? read(path)).map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        if let before = text(paths.old, results[0]), let after = text(paths.new, results[1]) {
            out += UnifiedDiff.format(old: before, new: after, labels: names, color: options.color)
        }
        return CommandOutput(stdout: out, exitCode: ExitStatus.success)
    }

    /// Why a side of the diff has no pages.
    enum LoadFailure: Error {
        case unreadable(ReadError)
        case invalid([Diagnostic], SourceFile)
    }

    /// One side's pages, and what they made of `--values`.
    struct Side {
        var pages: [Page]
        var values = ValuesCheck()
        /// What standard error says of how the file was read.
        var warnings = ""
    }

    /// A file's pages and every page it leads to (`reach`), read through `imports.read`: none for
    /// `/dev/null`, its errors if it is not a valid page. A Settings.bundle file is compared as the
    /// app shows it, whatever its mistakes (`validate` reports them), as long as it reads.
    static func pages(_ path: String, limits: LoadLimits, imports: ImportOptions,
                      reach: AppPages.Reach = .app) -> Result<Side, LoadFailure> {
        if path == noFile { return .success(Side(pages: [])) }
        do throws(ReadError) {
            let app = try AppPages.load(path, options: imports, limits: limits, reach: reach,
                                        drawable: Validator.drawable, errors: Validator.fileErrors)
            if let invalid = app.files.first(where: { $0.pages.isEmpty && !$0.errors.isEmpty }), let source = invalid.source {
                return .failure(.invalid(invalid.errors, source))
            }
            var side = Side(pages: app.pages, values: app.values)
            side.warnings = app.warnings.map { toolMessage("warning: " + TerminalSafe.escape($0)) }.joined()
            return .success(side)
        } catch {
            return .failure(.unreadable(error))
        }
    }
}
