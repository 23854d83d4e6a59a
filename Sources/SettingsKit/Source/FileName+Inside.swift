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
        return file.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}

extension ImportOptions {
    /// A file read beside a page (a strings table, another pane, a values file), which must lie
    /// inside the folder it belongs to (a bundle, a `res/` folder) unless `followSymlinks`: a link
    /// or `..` out of the project is not followed, as a folder walk does not follow one.
    func read(_ path: String, inside root: String) throws(ReadError) -> SourceFile {
        guard followSymlinks || FileName.isInside(path, root: root) else {
            throw ReadError(path: path, reason: "it leads out of \(root.isEmpty ? "." : root) through a symbolic link or '..' (--follow-symlinks reads it)")
        }
        return try read(path)
    }

    /// `read`, kept to `root`.
    func reader(inside root: String) -> SourceFile.Reader { reader(inside: [root]) }

    /// `read`, kept to any of `roots` (a screen's `res/` folder and the modules named with it).
    func reader(inside roots: [String]) -> SourceFile.Reader {
        let options = self
        return { path throws(ReadError) in
            guard options.followSymlinks || roots.contains(where: { FileName.isInside(path, root: $0) }) else {
                throw ReadError(path: path, reason: "it leads out of \(roots.joined(separator: ", ")) through a symbolic link or '..' (--follow-symlinks reads it)")
            }
            return try options.read(path)
        }
    }
}
