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

    /// Prints the file's pages as YAML documents. A file that cannot be read exits 2; one that
    /// holds no page exits 1 with its diagnostics. Mistakes that do not stop the page from being
    /// drawn (`validate` reports them) do not stop the conversion.
    package static func run(_ path: String, options: Options, read custom: SourceFile.Reader? = nil,
                            to stream: TextSink? = nil) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var options = options
        options.imports.read = read
        var output = CommandOutput()
        let source: SourceFile
        do {
            source = try read(PageLoader.entryFile(path, options: options.imports))
        } catch {
            output.stderr = toolMessage(TerminalSafe.escape(error.message))
            output.exitCode = ExitStatus.trouble
            return output
        }
        let loaded = PageLoader.load(source, limits: options.limits, options: options.imports, checking: Validator.formRules)
        output.stderr += warningMessages(loaded)
        let (pages, errors) = Validator.drawable(loaded)
        if pages.isEmpty {
            output.stderr = DiagnosticTextPrinter(color: nil).format(errors, in: source)
            output.exitCode = ExitStatus.failure
            return output
        }
        for (i, page) in pages.enumerated() {
            let (convertible, notes) = PageConversion.convertible(page)
            output.stderr += notes.map { toolMessage("note: " + TerminalSafe.escape($0)) }.joined()
            if i > 0 { output.emit("---\n", to: stream) }
            output.emit(PageYAML.text(of: convertible), to: stream)
        }
        output.complete = true
        return output
    }
}
