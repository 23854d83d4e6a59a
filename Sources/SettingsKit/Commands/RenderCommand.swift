/// `settings-render [render]`: pages as terminal tables, or their resolved model as JSON.
public enum RenderCommand {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    public struct Options: Sendable {
        public var format: Format = .text
        public var width = 80
        /// Colours for standard output and for diagnostics on standard error; nil for none.
        public var color: ColorDepth?
        public var diagnosticColor: ColorDepth?
        public var ascii = false
        public var limits = LoadLimits.default
        /// Where text output goes as it is made; without it, it collects in `CommandOutput.stdout`.
        /// Streaming keeps a large page's text out of memory.
        public var stream: (@Sendable (String) -> Void)?

        public init() {}
    }

    /// Renders every file it can. A file that cannot be read makes the run exit 2; an invalid
    /// page exits 1 with its diagnostics on standard error. Valid pages are printed either way.
    public static func run(
        _ paths: [String], options: Options,
        read custom: SourceFile.Reader? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var output = CommandOutput()
        var pages: [Page] = []
        let printer = DiagnosticTextPrinter(color: options.diagnosticColor)
        for path in paths {
            let source: SourceFile
            do {
                source = try read(path)
            } catch {
                output.stderr += "settings-render: \(TerminalSafe.escape(error.message))\n"
                output.exitCode = ExitStatus.trouble
                continue
            }
            let loaded = PageLoader.load(source, limits: options.limits)
            let errors = Validator.errors(loaded)
            if !errors.isEmpty {
                output.stderr += printer.format(errors, in: source)
                if output.exitCode == ExitStatus.success { output.exitCode = ExitStatus.failure }
                continue
            }
            pages += loaded.pages
        }
        switch options.format {
        case .json:
            output.stdout = JSONValue.object([("pages", .array(pages.map(\.json)))]).serialized() + "\n"
        case .text:
            let glyphs = options.ascii ? Glyphs.ascii : Glyphs.unicode
            var collected = ""
            func emit(_ text: String) {
                if let stream = options.stream { stream(text) } else { collected += text }
            }
            for (i, page) in pages.enumerated() {
                if i > 0 { emit("\n") }
                PageLayout.render(page, width: options.width, glyphs: glyphs, color: options.color, emit: emit)
            }
            output.stdout = collected
        }
        output.complete = output.exitCode == ExitStatus.success
        return output
    }
}

