import SettingsKit

/// `settings-render convert FILE`: a page an app ships (a Settings.bundle schema file or bundle)
/// as a page file of the YAML format, drawn exactly as the original (SPEC 7.5).
package enum ConvertCommand {
    package struct Options: Sendable {
        package var limits = LoadLimits.default
        /// `--from`, `--locale`, `--idiom`.
        package var imports = ImportOptions.default
        /// `--to`: nil writes the YAML page format.
        package var target: GenerateTarget?
        /// `--output-dir`: where a folder target's files go.
        package var outputFolder: String?

        package init() {}
    }

    /// Prints the pages of the file and every page it leads to (child panes, nested screens,
    /// choice pages; SPEC 11) as YAML documents, in `render --follow` order, links between them
    /// kept. A file that cannot be read exits 2; one that holds no page exits 1 with its
    /// diagnostics. Errors that do not stop the pages from being drawn do not stop the
    /// conversion, but are printed and exit 1, as `render --follow` prints them and exits: the
    /// two commands agree on a file. What a page file cannot carry is said on standard error.
    package static func run(_ path: String, options: Options, read custom: SourceFile.Reader? = nil,
                            to stream: TextSink? = nil) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var imports = options.imports
        imports.read = read
        var output = CommandOutput()
        let app: AppPages.Result
        do {
            app = try AppPages.load(path, options: imports, limits: options.limits, reach: .app, threads: true,
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
        for file in app.files {
            guard let source = file.source, !file.errors.isEmpty else { continue }
            output.stderr += DiagnosticTextPrinter(color: nil).format(file.errors, in: source)
            output.exitCode = ExitStatus.failure
        }
        var notes = app.warnings.map { "warning: " + $0 }
        if let target = options.target {
            return generate(app.pages, target: target, from: path, options: options, notes: notes, output: output, to: stream)
        }
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

    /// Another target's files (SPEC 12), written as they are made: a folder's under
    /// `--output-dir`, a single file's printed. What the target cannot hold is said on standard
    /// error as notes.
    private static func generate(_ pages: [Page], target: GenerateTarget, from path: String, options: Options, notes: [String],
                                 output: CommandOutput, to stream: TextSink?) -> CommandOutput {
        var output = output
        // Large pages are freed beside the process's end, not before it.
        defer { if Teardown.isWorthIt(pages) { Teardown.release(pages) } }
        let source = path == "-" ? "standard input" : path
        var said: [String]
        if target.writesFolder {
            let folder = OutputFolder(options.outputFolder ?? ".")
            said = Generated.write(pages, target: target, source: source, to: folder.sink)
            do {
                try folder.finish()
            } catch {
                output.stderr += toolMessage(TerminalSafe.escape(error.message))
                output.exitCode = ExitStatus.trouble
                return output
            }
        } else {
            final class Printed { var output: CommandOutput; init(_ o: CommandOutput) { output = o } }
            let printed = Printed(output)
            said = Generated.write(pages, target: target, source: source, to: GeneratedSink(open: { _ in }, write: { printed.output.emit($0, to: stream) }))
            output = printed.output
        }
        said = notes + said.map { "note: " + $0 }
        output.stderr += said.map { toolMessage(TerminalSafe.escape($0)) }.joined()
        output.complete = true
        return output
    }
}
