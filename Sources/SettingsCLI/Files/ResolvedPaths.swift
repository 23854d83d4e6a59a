import SettingsKit

/// Absolute paths for a `validate` run: configurations, their include/exclude patterns and
/// baselines each name files relative to a folder of their own, so every file checked needs its
/// absolute path. Each folder is resolved (`realpath`) once per run, however many files it holds.
final class ResolvedPaths {
    /// Folder as given → its absolute path with links resolved, or nil when it does not exist.
    private var resolved: [String: String?] = [:]

    /// A folder's absolute path, links resolved; nil when it does not exist.
    func resolvedFolder(_ folder: String) -> String? {
        if let known = resolved[folder] { return known }
        let path = FileName.realPath(folder)
        resolved[folder] = path
        return path
    }

    /// A folder's absolute path, or the folder as given when it does not exist.
    func folder(_ folder: String) -> String { resolvedFolder(folder) ?? folder }

    /// A file's absolute path, its folder's links resolved but not its own (`-`: a name in the
    /// working directory), so a path matches the same patterns whatever it was given as.
    func file(_ path: String) -> String {
        let folder = folder(FileName.folder(of: path))
        let name = path == "-" ? "<stdin>" : path.split(separator: "/").last.map(String.init) ?? path
        return (folder == "/" ? "" : folder) + "/" + name
    }

    /// A path a file in `folder` names: itself when absolute, else below `folder`.
    static func join(_ folder: String, _ path: String) -> String {
        path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    /// `path` relative to the absolute folder `base`, with `..` where it lies outside it.
    static func relative(_ path: String, to base: String) -> String {
        let from = base.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }
}
