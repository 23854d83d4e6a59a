import SettingsKit

/// `settings-render convert FILE`: a page an app ships (a Settings.bundle schema file or bundle)
/// as a page file of the YAML format, drawn exactly as the original (SPEC 7.5).
package enum ConvertCommand {
    package struct Options: Sendable {
        package var limits = LoadLimits.default
        /// `--from`, `--locale`, `--idiom`.
        package var imports = ImportOptions.default

        package init() {}
    }

    /// Prints the pages of the file and every page it leads to (child panes, nested screens,
    /// choice pages; SPEC 11) as YAML documents, in `render --follow` order, links between them
    /// kept. A file that cannot be read exits 2; one that holds no page exits 1 with its
    /// diagnostics. Mistakes that do not stop the page from being drawn (`validate` reports them)
    /// do not stop the conversion; what a page file cannot carry is said on standard error.
    package static func run(_ path: String, options: Options, read custom: SourceFile.Reader? = nil,
                            to stream: TextSink? = nil) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var imports = options.imports
        imports.read = read
        var output = CommandOutput()
        let app: AppPages.Result
        do {
            app = try AppPages.load(path, options: imports, limits: options.limits, reach: .app,
                                    drawable: Validator.drawable, errors: Validator.fileErrors)
        } catch {
            output.stderr = toolMessage(TerminalSafe.escape(error.message))
            output.exitCode = ExitStatus.trouble
            return output
        }
        if app.pages.isEmpty {
            for file in app.files { if let source = file.source { output.stderr += DiagnosticTextPrinter(color: nil).format(file.errors, in: source) } }
            output.exitCode = ExitStatus.failure
            return output
        }
        var notes = app.warnings.map { "warning: " + $0 }
        for (i, page) in app.pages.enumerated() {
            let (convertible, changed) = PageConversion.convertible(page)
            notes += changed.map { "note: " + $0 }
            if i > 0 { output.emit("---\n", to: stream) }
            output.emit(PageYAML.text(of: convertible), to: stream)
        }
        notes += PageConversion.notCarried(app.pages).map { "note: " + $0 }
        var said = Set<String>()
        output.stderr += notes.filter { said.insert($0).inserted }.map { toolMessage(TerminalSafe.escape($0)) }.joined()
        output.complete = true
        return output
    }
}
