import SettingsKit

/// What `validate` would say of a document, from the editor's text: the file's configuration
/// (found and read once, read again when a configuration changes), its inline suppressions,
/// and neighbours (`.strings` tables, `res/values`, child panes) read once and kept until a file
/// changes. A neighbour open in the editor is read from the editor, not the disk.
final class DocumentChecker {
    private let limits: LoadLimits
    private var finder: ConfigurationFinder?
    private var neighbours = NeighbourCache()

    init(limits: LoadLimits = .default) {
        self.limits = limits
    }

    /// Forgets what was read beside the documents: a file changed on disk or in another document.
    func forgetNeighbours() { neighbours = NeighbourCache() }

    /// Whether a document's text is not its file's on disk (not saved, or no file there): what
    /// was read beside the open documents may then not be what they should see.
    func differsFromDisk(_ document: EditorDocument) -> Bool {
        guard let disk = try? SourceFile.read(document.path, limit: limits.maxInputBytes) else { return true }
        return disk.bytes != document.bytes
    }

    /// Forgets the configurations found: one was saved, created or deleted.
    func forgetConfigurations() { finder = nil }

    /// The findings of a document, as `validate` reports them. `open`: the text of every open
    /// document by path, which reads of its neighbours see first.
    func check(_ document: EditorDocument, open: [String: [UInt8]]) -> [Diagnostic] {
        if Self.isConfiguration(document.path) { return Configuration.load(document.source, limits: limits).1 }
        let found = configuration(for: document.path, open: open)
        let findings = Validator.validating(document.source, rules: found?.configuration.rules ?? .default, limits: limits,
                                            options: options(found, open))
        return findings.isPage ? findings.diagnostics : []
    }

    /// The pages of a document as read from its text, for hover, symbols and definitions.
    func load(_ document: EditorDocument, open: [String: [UInt8]]) -> LoadedFile {
        PageLoader.load(document.source, limits: limits, options: options(configuration(for: document.path, open: open), open))
    }

    /// The values of a screen's `res/values*/` files (`values/` first), each with its path and
    /// text: read once, from the editor where one is open there. Only those `validate` reads: a
    /// file through a link or `..` out of the screen's `res/` folder (or a module's the
    /// configuration names) is not read, its names neither completed nor gone to.
    func androidValues(forScreen path: String, open: [String: [UInt8]]) -> [(path: String, source: SourceFile, values: AndroidValues)] {
        let options = options(configuration(for: path, open: open), open)
        let read = options.reader(inside: [FileName.folder(of: FileName.folder(of: path))] + options.resources)
        return Vocabulary.androidValueFiles(forScreen: path).compactMap { file in
            neighbours.value("editor values " + file) { () -> (path: String, source: SourceFile, values: AndroidValues)? in
                guard let source = try? read(file), case .success(let values) = AndroidValues.read(source.bytes, maxDepth: limits.maxDepth) else { return nil }
                return (file, source, values)
            }
        }
    }

    /// Whether a file is another's neighbour, read when that one is checked: a strings table, an
    /// Android values file, a schema file of a bundle (its panes share keys), a configuration.
    static func isNeighbour(_ path: String) -> Bool {
        let folder = FileName.folder(of: path)
        return isConfiguration(path) || SettingsBundleReader.isStringsTable(path) || folder.split(separator: "/").last?.hasPrefix("values") == true
            || (PageLoader.format(ofFileNamed: path) == .settingsBundle && folder.hasSuffix(".bundle"))
    }

    private static func isConfiguration(_ path: String) -> Bool {
        path.split(separator: "/").last == Substring(Configuration.fileName)
    }

    /// How a document's file is read: its neighbours through the cache and the editor, its
    /// configuration's resources folders.
    private func options(_ found: ConfigurationFinder.Found?, _ open: [String: [UInt8]]) -> ImportOptions {
        var options = ImportOptions.default
        options.read = reader(open)
        options.neighbours = neighbours
        options.resources += found?.resources(followingLinks: false).0 ?? []
        return options
    }

    /// The configuration that applies to a file: the nearest on disk, as the editor has its text
    /// when it is open there (a level changed and not yet saved applies at once).
    private func configuration(for path: String, open: [String: [UInt8]]) -> ConfigurationFinder.Found? {
        guard path.hasPrefix("/") else { return nil }
        if finder == nil { finder = try? ConfigurationFinder(.discover, limits: limits, paths: ResolvedPaths()) }
        guard var found = finder?.configuration(for: path) else { return nil }
        if let text = open[found.source.path], text != found.source.bytes {
            found.source = SourceFile(path: found.source.path, bytes: text)
            (found.configuration, found.diagnostics) = Configuration.load(found.source, limits: limits)
        }
        return found
    }

    /// Reads open documents from the editor, other files from the disk.
    private func reader(_ open: [String: [UInt8]]) -> SourceFile.Reader {
        let disk = SourceFile.reader(limit: limits.maxInputBytes)
        return { path throws(ReadError) in
            if let bytes = open[path] { return SourceFile(path: path, bytes: bytes) }
            return try disk(path)
        }
    }
}
