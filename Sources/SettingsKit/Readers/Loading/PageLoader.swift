/// Bytes → resolved pages: a YAML page file's documents (one page each), or a Settings.bundle
/// schema file's or an AndroidX preference screen's page in each locale it is drawn in.
public enum PageLoader {
    /// Reads and loads a page file (`-` for standard input). A file that cannot be read throws;
    /// everything wrong inside one is in the result's diagnostics.
    public static func load(path: String, limits: LoadLimits = .default, options: ImportOptions = .default) throws(ReadError) -> LoadedFile {
        load(try SourceFile.read(path, limit: limits.maxInputBytes), limits: limits, options: options)
    }

    /// Loads page text held in memory; `name` is what diagnostics call it.
    public static func load(bytes: [UInt8], name: String = "page.yaml", limits: LoadLimits = .default, options: ImportOptions = .default) -> LoadedFile {
        load(SourceFile(path: name, bytes: bytes), limits: limits, options: options)
    }

    /// The file a path names for `render` and `diff`: a Settings.bundle folder stands for its
    /// `Root` pane, in the variant its idiom loads (SPEC 7.1).
    public static func entryFile(_ path: String, options: ImportOptions = .default) -> String {
        guard path != "-", FileName.isDirectory(path) else { return path }
        let bundle = SettingsBundle(directory: path)
        return bundle.schemaFile(stem: "Root", idiom: options.idiom).map { bundle.directory + $0 } ?? path
    }

    /// The format of a file: `--from`, else its name, else its first bytes (standard input).
    public static func format(of source: SourceFile, options: ImportOptions = .default) -> PageSource.Format {
        if let format = options.format { return format }
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        if name.hasSuffix(".plist") { return .settingsBundle }
        if name.hasSuffix(".xml") { return .android }
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return .yaml }
        if source.bytes.starts(with: BinaryPropertyList.magic) { return .settingsBundle }
        let start = source.bytes.prefix(512).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if start.first == UInt8(ascii: "<") {
            let head = String(decoding: source.bytes.prefix(4096), as: UTF8.self)
            if head.contains("<plist") { return .settingsBundle }
            if head.contains("PreferenceScreen") { return .android }
        }
        return .yaml
    }

    /// `threads: false` keeps the load on the calling thread, for callers that already load
    /// several files side by side.
    public static func load(_ source: SourceFile, limits: LoadLimits = .default, options: ImportOptions = .default,
                            threads: Bool = true) -> LoadedFile {
        let format = format(of: source, options: options)
        var loaded = load(source, as: format, limits: limits, options: options, threads: threads)
        loaded.format = format
        if let values = options.values { overlay(values, on: &loaded) }
        return loaded
    }

    /// The values laid over every page of the file, the linked and nested ones too.
    private static func overlay(_ values: ValueOverlay, on loaded: inout LoadedFile) {
        func apply(_ page: inout Page) {
            let result = values.applied(to: page)
            page = result.page
            loaded.valuesUsed.formUnion(result.used)
            loaded.valueProblems += result.problems
        }
        for i in loaded.documents.indices { apply(&loaded.documents[i].page) }
        for i in loaded.nestedDocuments.indices { apply(&loaded.nestedDocuments[i].page) }
        for i in loaded.linkedPages.indices { apply(&loaded.linkedPages[i]) }
    }

    private static func load(_ source: SourceFile, as format: PageSource.Format, limits: LoadLimits,
                             options: ImportOptions, threads: Bool) -> LoadedFile {
        let syntaxRule: RuleID = format == .yaml ? .yamlSyntax : .xmlSyntax
        if let refusal = YAMLLoader.tooLarge(source.size, limits) {
            return LoadedFile(source: source, documents: [], diagnostics: [refusal])
        }
        if let problem = source.encodingProblem {
            let mark = source.bytes.withUnsafeBufferPointer { Mark(offset: problem.offset, in: $0) }
            return LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: syntaxRule, message: problem.message, start: mark),
            ])
        }
        switch format {
        case .yaml: break
        case .settingsBundle:
            return SettingsBundleLoader.load(source, limits: limits, options: options, threads: threads)
        case .android:
            return AndroidScreenLoader.load(source, limits: limits, options: options, threads: threads)
        }
        let pipelined = threads && source.bytes.count >= YAMLLoader.pipelineThreshold
        return decode(YAMLLoader.load(source.bytes, limits: limits, pipelined: pipelined), of: source, threads: threads)
    }

    /// The pages of an already loaded YAML stream (the second half of `load`); `threads` lets a
    /// large page's sections be decoded on two.
    package static func decode(_ stream: YAMLStream, of source: SourceFile, threads: Bool = true) -> LoadedFile {
        var diagnostics = stream.diagnostics
        var documents: [PageDocument] = []
        let decoder = PageDecoder(file: source.path, threads: threads)
        for (i, document) in stream.documents.enumerated() {
            let defaultID = i == 0 ? source.stem : "\(source.stem)-\(i + 1)"
            guard let root = document, root.scalar?.value != .null else {
                diagnostics.append(Diagnostic(
                    .error, rule: .missingKey,
                    message: "the document is empty; a page needs 'title' and 'sections'",
                    start: document?.start ?? .start))
                continue
            }
            if let document = decoder.decodePage(root, defaultID: defaultID) { documents.append(document) }
        }
        if stream.documents.isEmpty, !stream.stoppedEarly {
            diagnostics.append(Diagnostic(.error, rule: .missingKey,
                                          message: "the file holds no page; a page needs 'title' and 'sections'",
                                          start: .start))
        }
        diagnostics += decoder.diagnostics
        diagnostics.sort { ($0.start, $0.rule) < ($1.start, $1.rule) }
        return LoadedFile(source: source, documents: documents, diagnostics: diagnostics)
    }
}
