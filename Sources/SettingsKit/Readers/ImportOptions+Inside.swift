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
