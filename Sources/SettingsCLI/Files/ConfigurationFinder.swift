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
    /// Folder → the configuration that applies in it (an index into `found`), or nil for none.
    private var byDirectory: [String: Int?] = [:]
    /// Every configuration read, in the order first needed.
    private(set) var found: [Found] = []

    /// With `.file`, the named configuration is read at once: one that cannot be read throws.
    init(_ mode: Mode, limits: LoadLimits) throws(ReadError) {
        self.mode = mode
        self.limits = limits
        if case .file(let path) = mode { _ = try read(path) }
    }

    /// The configuration that applies to a file (`-`: the working directory's).
    func configuration(for path: String) -> Found? {
        switch mode {
        case .none: return nil
        case .file: return found.first
        case .discover:
            let folder = path == "-" ? "." : Self.folder(of: path)
            guard let directory = FileWalker.realPath(folder) else { return nil }
            return lookUp(directory).map { found[$0] }
        }
    }

    /// The nearest configuration at or above an absolute folder.
    private func lookUp(_ directory: String) -> Int? {
        if let known = byDirectory[directory] { return known }
        let candidate = (directory == "/" ? "" : directory) + "/" + Configuration.fileName
        let result: Int?
        if Self.isFile(candidate) {
            result = try? read(candidate)
        } else if directory == "/" {
            result = nil
        } else {
            result = lookUp(Self.folder(of: directory))
        }
        byDirectory[directory] = result
        return result
    }

    /// Reads a configuration; one that is found but cannot be read applies as if empty, and its
    /// reason is its diagnostic.
    @discardableResult
    private func read(_ path: String) throws(ReadError) -> Int {
        let source = try SourceFile.read(path, limit: limits.maxInputBytes)
        let (configuration, diagnostics) = Configuration.load(source, limits: limits)
        let directory = FileWalker.realPath(Self.folder(of: path)) ?? Self.folder(of: path)
        found.append(Found(configuration: configuration, source: SourceFile(path: Self.displayPath(path), bytes: source.bytes),
                           diagnostics: diagnostics, directory: directory))
        return found.count - 1
    }

    /// A path's folder: `a/b.yaml` → `a`, `b.yaml` → `.`, `/b` → `/`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return FileName.withSystemPath(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// A configuration found by walking up is named relative to the working directory when it is
    /// below it, as the files checked are.
    static func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/"), let cwd = FileWalker.realPath(".") else { return path }
        return relative(path, to: cwd) ?? path
    }

    /// `path` relative to the absolute folder `base`, when it lies below it.
    static func relative(_ path: String, to base: String) -> String? {
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` relative to the absolute folder `base`, with `..` where it lies outside it.
    static func relativeAnywhere(_ path: String, to base: String) -> String {
        let from = base.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }
}
