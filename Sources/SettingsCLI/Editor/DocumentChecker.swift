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

    /// Forgets the configurations found: one was saved, created or deleted.
    func forgetConfigurations() { finder = nil }

    /// The findings of a document, as `validate` reports them. `open`: the text of every open
    /// document by path, which reads of its neighbours see first.
    func check(_ document: EditorDocument, open: [String: [UInt8]]) -> [Diagnostic] {
        let source = document.source
        if document.path.split(separator: "/").last == Substring(Configuration.fileName) {
            return Configuration.load(source, limits: limits).1
        }
        var options = ImportOptions.default
        options.read = reader(open)
        options.neighbours = neighbours
        let found = configuration(for: document.path, open: open)
        options.resources += found?.resources(followingLinks: false).0 ?? []
        let findings = Validator.validating(source, rules: found?.configuration.rules ?? .default, limits: limits, options: options)
        return findings.isPage ? findings.diagnostics : []
    }

    /// The pages of a document as read from its text, for hover, symbols and definitions.
    func load(_ document: EditorDocument, open: [String: [UInt8]]) -> LoadedFile {
        var options = ImportOptions.default
        options.read = reader(open)
        options.neighbours = neighbours
        options.resources += configuration(for: document.path, open: open)?.resources(followingLinks: false).0 ?? []
        return PageLoader.load(document.source, limits: limits, options: options)
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
