extension ImportOptions {
    /// A file read beside a page (a strings table, another pane, a values file), which must lie
    /// inside the folder it belongs to (a bundle, a `res/` folder) unless `followSymlinks`: a link
    /// or `..` out of the project is not followed, as a folder walk does not follow one.
    func read(_ path: String, inside root: String) throws(ReadError) -> SourceFile {
        try reader(inside: [root])(path)
    }

    /// `read`, kept to `root`.
    func reader(inside root: String) -> SourceFile.Reader { reader(inside: [root]) }

    /// `read`, kept to any of `roots` (a screen's `res/` folder and the modules named with it).
    /// The one rule for what is read beside a file: the language server's lookups keep to it too.
    package func reader(inside roots: [String]) -> SourceFile.Reader {
        // Not the options themselves: their cache keeps what is read with this reader, and a
        // cycle through it would never be freed.
        let (read, follow) = (read, followSymlinks)
        // Each root and each file's folder is resolved once, not for every file and root: a
        // project of a hundred modules reads thousands of values and code files.
        let folders = follow ? [] : roots.compactMap(FileName.realPath), resolver = ResolvedFolders()
        return { path throws(ReadError) in
            guard follow || resolver.realPath(path).map({ file in folders.contains { FileName.contains(folder: $0, file: file) } }) == true else {
                // No folder named: the reason may stand in a finding, which names no path of the machine.
                throw ReadError(path: path, reason: "it leads out of the folder it belongs to, through a symbolic link or '..' (--follow-symlinks reads it)")
            }
            return try read(path)
        }
    }
}
