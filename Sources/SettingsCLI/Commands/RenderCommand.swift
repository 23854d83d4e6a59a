import SettingsKit

/// `settings-render [render]`: pages as terminal tables, their resolved model as JSON, or
/// pictures (SVG, HTML).
package enum RenderCommand {
    package enum Format: String, Sendable, CaseIterable {
        case text, json, svg, html
    }

    package struct Options: Sendable {
        package var format: Format = .text
        package var width = 80
        /// Colours for standard output and for diagnostics on standard error; nil for none.
        package var color: ColorDepth?
        package var diagnosticColor: ColorDepth?
        package var ascii = false
        package var limits = LoadLimits.default
        /// `--from`, `--locale`, `--idiom`.
        package var imports = ImportOptions.default
        /// `--follow`: also the pages the files' rows lead to.
        package var follow = false
        /// Pictures: the screen's width, the palette, where images come from.
        package var device = Device.iphone
        package var appearance = Appearance.light
        package var assets: ImageCatalog?
        /// `--output-dir`: each page's picture in a file of its own.
        package var outputDirectory: String?
        /// `--values`, `--all-states`.
        package var runTime = RunTimeOptions()
        /// `--reveal-swipe`: pictures draw each row's swipe actions revealed.
        package var revealSwipe = false

        package init() {}
    }

    /// Renders every file it can. A file that cannot be read makes the run exit 2; an invalid
    /// page exits 1 with its diagnostics on standard error, and is not drawn unless it is a page
    /// an app ships (a Settings.bundle file), which is drawn as the app would show it. Valid pages are printed either way, a
    /// section at a time (text) or an element at a time (JSON) to `stream`.
    package static func run(
        _ paths: [String], options: Options,
        read custom: SourceFile.Reader? = nil, to stream: TextSink? = nil
    ) -> CommandOutput {
        let read = custom ?? SourceFile.reader(limit: options.limits.maxInputBytes)
        var output = CommandOutput()
        var pages: [Page] = []
        let printer = DiagnosticTextPrinter(color: options.diagnosticColor)
        var imports = options.imports
        var values = ValuesFile.open(options.runTime.values, read: read, limits: options.limits, printer: printer, output: &output)
        if output.exitCode != ExitStatus.success { return output }
        imports.values = values?.overlay
        imports.read = read
        for path in paths {
            let source: SourceFile
            do {
                source = try read(PageLoader.entryFile(path, options: imports))
            } catch {
                output.stderr += toolMessage(TerminalSafe.escape(error.message))
                output.exitCode = ExitStatus.trouble
                continue
            }
            let loaded = PageLoader.load(source, limits: options.limits, options: imports, checking: Validator.errorFormRules)
            values?.check.add(loaded)
            output.stderr += warningMessages(loaded)
            let (drawn, errors) = Validator.drawable(loaded)
            if !errors.isEmpty {
                output.stderr += printer.format(errors, in: source)
                if output.exitCode == ExitStatus.success { output.exitCode = ExitStatus.failure }
            }
            pages += drawn
            guard options.follow, !drawn.isEmpty else {
                loaded.discard()
                continue
            }
            let linked = LinkedPages.follow(loaded, options: imports, limits: options.limits, errors: Validator.fileErrors)
            loaded.discard()
            values?.check.merge(linked.values)
            for file in linked.followed {
                if let source = file.source, !file.errors.isEmpty {
                    output.stderr += printer.format(file.errors, in: source)
                    if output.exitCode == ExitStatus.success { output.exitCode = ExitStatus.failure }
                }
                pages += file.pages
            }
            output.stderr += linked.warnings.map { toolMessage("warning: " + TerminalSafe.escape($0)) }.joined()
        }
        if let values { output.stderr += printer.format(values.diagnostics, in: values.source) }
        pages = options.runTime.shown(pages, output: &output)
        switch options.format {
        case .svg:
            if let directory = options.outputDirectory {
                writePictures(pages, to: directory, options: options, output: &output, stream: stream)
            } else if pages.count > 1 {
                output.stderr += toolMessage("\(pages.count) pages make \(pages.count) pictures: give --output-dir DIR to write one file each")
                output.exitCode = ExitStatus.trouble
            } else if let page = pages.first {
                SVGWriter(images: options.assets).write(PictureLayout(page, device: options.device, appearance: options.appearance, revealSwipe: options.revealSwipe)) {
                    output.emit($0, to: stream)
                }
            }
        case .html:
            HTMLWriter(device: options.device, images: options.assets, revealSwipe: options.revealSwipe).write(pages) { output.emit($0, to: stream) }
        case .json:
            JSONValue.object([("pages", .generated(count: pages.count) { [pages] in pages[$0].json })])
                .serialize(utf8: { output.emit(utf8: $0, to: stream) })
        case .text:
            let glyphs = options.ascii ? Glyphs.ascii : Glyphs.unicode
            for (i, page) in pages.enumerated() {
                if i > 0 { output.emit("\n", to: stream) }
                TextRenderer.render(page, width: options.width, glyphs: glyphs, color: options.color, utf8: { output.emit(utf8: $0, to: stream) })
            }
        }
        output.complete = output.exitCode == ExitStatus.success
        // Large pages are freed beside the process's end, not before it.
        if Teardown.isWorthIt(pages) { Teardown.release(pages) }
        return output
    }

    /// Each page's SVG in `directory`, named by its id (made safe for a file name; a name taken
    /// twice, in any case, gets `-2`, `-3`…), each written atomically.
    static func writePictures(_ pages: [Page], to directory: String, options: Options, output: inout CommandOutput, stream: TextSink?) {
        let writer = SVGWriter(images: options.assets)
        var taken: Set<String> = []
        for page in pages {
            let stem = fileStem(page.id.key.isEmpty ? page.title : page.id.key)
            var name = stem
            var n = 1
            // Compared without case: on a Mac's file system `Root` and `root` are one file.
            while !taken.insert(name.lowercased()).inserted {
                n += 1
                name = "\(stem)-\(n)"
            }
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + name + ".svg"
            do throws(WriteError) {
                let file = try AtomicFile.Writer(path)
                writer.write(PictureLayout(page, device: options.device, appearance: options.appearance, revealSwipe: options.revealSwipe)) { file.write($0) }
                try file.commit()
                output.emit(TerminalSafe.escape(path) + "\n", to: stream)
            } catch {
                output.stderr += toolMessage(TerminalSafe.escape(error.message))
                output.exitCode = ExitStatus.trouble
            }
        }
    }

    /// A page id as a file name: letters, digits, `-`, `_` and `.` kept (any script's letters),
    /// everything else `_`, never empty, hidden or starting with `-`, at most 200 bytes of UTF-8 (a file system's
    /// `NAME_MAX` is 255 bytes, not characters: 100 Chinese characters are 300), cut between
    /// characters.
    static func fileStem(_ id: String) -> String {
        var stem = String(id.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || s.properties.numericType != nil || s == "-" || s == "_" || s == "." ? Character(s) : "_"
        })
        while stem.hasPrefix(".") { stem.removeFirst() }
        // A name starting with `-` reads as an option to the tools that handle the file.
        if stem.hasPrefix("-") { stem = "_" + stem.dropFirst() }
        var bytes = 0
        let cut = stem.prefix { bytes += $0.utf8.count; return bytes <= 200 }
        return cut.isEmpty ? "page" : String(cut)
    }
}
