import Platform
import Synchronization

/// Resolves the links of many paths in one tree: each folder is resolved once, from its parent's
/// resolved path and one `lstat`, where `realpath` would walk every component of every path (a
/// `readlink` each). A project of a hundred modules reads thousands of values and code files,
/// most of them alone in their folder (`values-sr/strings.xml`).
package final class ResolvedFolders: Sendable {
    private let known = Mutex<[String: String?]>([:])

    package init() {}

    /// The absolute path of `path` with every link resolved, or nil if nothing is there: what
    /// `FileName.realPath` gives. Its folders are kept; a file is read once and is not.
    package func realPath(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return FileName.realPath(path) }
        let name = path[path.index(after: slash)...]
        // A link, `.`, `..` or an empty name (`a//b`, `a/`) is left to `realpath`.
        var info = stat()
        guard !name.isEmpty, name != ".", name != "..", FileName.withSystemPath(path, { lstat($0, &info) }) == 0 else {
            return name.isEmpty || name == "." || name == ".." ? FileName.realPath(path) : nil
        }
        guard info.st_mode & S_IFMT != S_IFLNK else { return FileName.realPath(path) }
        guard let folder = folder(String(path[..<slash])) else { return nil }
        return (folder == "/" ? "" : folder) + "/" + name
    }

    /// A folder's resolved path, kept.
    private func folder(_ path: String) -> String? {
        if let hit = known.withLock({ $0[path] }) { return hit }
        let made = realPath(path)
        known.withLock { $0[path] = made }
        return made
    }
}
