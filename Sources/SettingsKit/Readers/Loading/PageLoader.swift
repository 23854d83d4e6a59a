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
        return SettingsBundleReader.rootPane(in: path, idiom: options.idiom) ?? path
    }

    /// The readers, one per page format. The first whose extensions a name ends in reads the
    /// file; a name none claims is read by the first that recognizes its bytes, else as a page file.
    package static let readers: [any PageReader.Type] = [SettingsBundleReader.self, AndroidScreenReader.self, PageFileReader.self]

    /// The reader of a format.
    package static func reader(_ format: PageSource.Format) -> any PageReader.Type {
        readers.first { $0.format == format } ?? PageFileReader.self
    }

    /// The format of a file: `--from`, else its name, else its first bytes (standard input).
    public static func format(of source: SourceFile, options: ImportOptions = .default) -> PageSource.Format {
        if let format = options.format { return format }
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        if let reader = readers.first(where: { $0.claims(name) }) { return reader.format }
        let start = source.bytes.prefix(512).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        let head = start.first == UInt8(ascii: "<") ? String(decoding: source.bytes.prefix(4096), as: UTF8.self) : nil
        return readers.first { $0.recognizes(source.bytes, head: head) }?.format ?? .yaml
    }

    /// The format a file of this name is read as, by its name alone (a YAML page when no reader
    /// claims it); a bundle's strings table is the bundle's.
    package static func format(ofFileNamed name: String) -> PageSource.Format {
        SettingsBundleReader.isStringsTable(name) ? .settingsBundle : readers.first { $0.claims(name) }?.format ?? .yaml
    }

    /// The language a file of this name is written in, for a code block: `yaml`, `xml`, `strings`.
    package static func language(ofFileNamed name: String) -> String {
        SettingsBundleReader.isStringsTable(name) ? "strings" : readers.first { $0.claims(name) }?.language ?? "yaml"
    }

    /// What a directory walk makes of a file of this name in a folder of this name.
    package static func walkRole(name: String, folder: String) -> WalkRole? {
        readers.lazy.compactMap { $0.walkRole(name: name, folder: folder) }.first
    }

    /// Whether a file of this name may turn out to be no page (an `Info.plist`, a layout's XML, a
    /// `docker-compose.yml`): what a hook passes with `--force-exclude` is taken as a walk finds it.
    package static func mayBeNoPage(_ path: String) -> Bool {
        readers.contains { $0.claims(path) }
    }

    /// The endings (without the dot) of every file a page is read from or reads: what `--watch` reacts to.
    package static let watchedEndings = Set(readers.flatMap { $0.extensions + $0.neighbourExtensions }.map { String($0.dropFirst()) })

    /// The folders beside a file whose files change its pages (`--watch`).
    package static func neighbourFolders(of path: String) -> [String] {
        readers.flatMap { $0.claims(path) ? $0.neighbourFolders(of: path) : [] }
    }

    /// `threads: false` keeps the load on the calling thread, for callers that already load
    /// several files side by side.
    public static func load(_ source: SourceFile, limits: LoadLimits = .default, options: ImportOptions = .default,
                            threads: Bool = true) -> LoadedFile {
        load(source, limits: limits, options: options, threads: threads, checking: nil)
    }

    /// The same, running the format's rules on the file's form beside drawing its pages.
    package static func load(_ source: SourceFile, limits: LoadLimits = .default, options: ImportOptions = .default,
                             threads: Bool = true, checking: FormCheck?) -> LoadedFile {
        let format = format(of: source, options: options)
        var loaded = load(source, as: format, limits: limits, options: options, threads: threads, checking: checking)
        loaded.format = format
        if let values = options.values { overlay(values, on: &loaded) }
        if case .named(let asked) = options.locale, format != .yaml, let page = loaded.pages.first,
           page.source.locale != asked, page.source.locale != AndroidResources.qualifier(forLocale: asked) {
            loaded.warnings.append("'\(source.displayPath)' has no locale '\(asked)'; its texts are shown "
                                   + (page.source.locale.map { "in '\($0)'" } ?? "as written"))
        }
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
                             options: ImportOptions, threads: Bool, checking: FormCheck?) -> LoadedFile {
        let reader = reader(format)
        if let refusal = YAMLLoader.tooLarge(source.size, limits) {
            return LoadedFile(source: source, documents: [], diagnostics: [refusal])
        }
        if let problem = source.encodingProblem {
            let mark = source.bytes.withUnsafeBufferPointer { Mark(offset: problem.offset, in: $0) }
            return LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: reader.syntaxRule, message: problem.message, start: mark),
            ])
        }
        return reader.load(source, limits: limits, options: options, threads: threads, checking: checking)
    }
}
