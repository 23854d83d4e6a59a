import Platform
import SettingsKit

/// Finds the `.settings-render.yml` that applies to each checked file: the nearest one in the
/// file's folder or a folder above it (SPEC 9), or the one `--config` names, or none with
/// `--no-config`. Each folder is looked at once per run, and each configuration read once.
final class ConfigurationFinder {
    enum Mode: Sendable, Equatable {
        case discover
        case file(String)
        case none
    }

    /// A configuration read, with its file (for its diagnostics) and its folder, absolute.
    struct Found {
        var configuration: Configuration
        var source: SourceFile
        var diagnostics: [Diagnostic]
        var directory: String
    }

    private let mode: Mode
    private let limits: LoadLimits
    /// The run's folders, resolved once each.
    let paths: ResolvedPaths
    /// Folder → the configuration that applies in it (an index into `found`), or nil for none.
    private var byDirectory: [String: Int?] = [:]
    /// Every configuration read, in the order first needed.
    private(set) var found: [Found] = []

    /// With `.file`, the named configuration is read at once: one that cannot be read throws.
    init(_ mode: Mode, limits: LoadLimits, paths: ResolvedPaths) throws(ReadError) {
        self.mode = mode
        self.limits = limits
        self.paths = paths
        if case .file(let path) = mode { _ = try read(path) }
    }

    /// The configuration that applies to a file (`-`: the working directory's).
    func configuration(for path: String) -> Found? {
        switch mode {
        case .none: return nil
        case .file: return found.first
        case .discover:
            guard let directory = paths.resolvedFolder(path == "-" ? "." : FileName.folder(of: path)) else { return nil }
            return lookUp(directory).map { found[$0] }
        }
    }

    /// The nearest configuration at or above an absolute folder.
    private func lookUp(_ directory: String) -> Int? {
        if let known = byDirectory[directory] { return known }
        let candidate = (directory == "/" ? "" : directory) + "/" + Configuration.fileName
        let result: Int?
        if FileName.isRegularFile(candidate) {
            result = try? read(candidate)
        } else if directory == "/" || Self.isRepositoryRoot(directory) {
            // The search stops at the repository's root, as SwiftLint's and yamllint's do: a
            // configuration in a shared CI work folder or the home folder is not this project's.
            result = nil
        } else {
            result = lookUp(FileName.folder(of: directory))
        }
        byDirectory[directory] = result
        return result
    }

    /// A folder holding `.git` (a folder, or the file of a worktree or submodule).
    static func isRepositoryRoot(_ directory: String) -> Bool {
        let git = (directory == "/" ? "" : directory) + "/.git"
        return FileName.isDirectory(git) || FileName.isRegularFile(git)
    }

    /// Reads a configuration. (One found by walking up that cannot be read is passed over: see
    /// `lookUp`.)
    @discardableResult
    private func read(_ path: String) throws(ReadError) -> Int {
        let source = try SourceFile.read(path, limit: limits.maxInputBytes)
        let (configuration, diagnostics) = Configuration.load(source, limits: limits)
        let directory = paths.folder(FileName.folder(of: path))
        found.append(Found(configuration: configuration, source: SourceFile(path: Self.displayPath(path), bytes: source.bytes),
                           diagnostics: diagnostics, directory: directory))
        return found.count - 1
    }

    /// A configuration found by walking up is named relative to the working directory when it is
    /// below it, as the files checked are.
    static func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/"), let cwd = FileName.realPath(".") else { return path }
        return relative(path, to: cwd) ?? path
    }

    /// `path` relative to the absolute folder `base`, when it lies below it.
    static func relative(_ path: String, to base: String) -> String? {
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
