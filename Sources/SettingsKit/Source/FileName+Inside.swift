import Platform

extension FileName {
    /// The absolute path with every link resolved, or nil if it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = withSystemPath(path.isEmpty ? "." : path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return string(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    /// Whether `path`, its links resolved, lies inside the folder `root` (its links resolved too,
    /// so a system folder that is a link, macOS's `/tmp`, changes nothing).
    package static func isInside(_ path: String, root: String) -> Bool {
        guard let file = realPath(path), let folder = realPath(root) else { return false }
        return contains(folder: folder, file: file)
    }

    /// Whether the resolved path `file` lies inside the resolved folder `folder`.
    package static func contains(folder: String, file: String) -> Bool {
        file.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
