import Platform

extension FileName {
    /// The names in a folder, as bytes, leaving out hidden ones (`.git`, `.`, `..`); nil when the
    /// folder cannot be opened, with `errno` saying why.
    package static func directoryEntries(_ directory: String) -> [[UInt8]]? {
        directoryEntries(directory, where: { _ in true })
    }

    /// The same, only the names `keep` takes, tested on their bytes before any is copied: a walk
    /// that looks for a few names in a folder of thousands (a shared /tmp) copies none of the rest.
    package static func directoryEntries(_ directory: String, where keep: (UnsafeRawBufferPointer) -> Bool) -> [[UInt8]]? {
        guard let dir = withSystemPath(directory, { opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            // Up to the name's NUL only: a record is as long as its name, so copying the whole
            // `d_name` array reads past the last record of the buffer (AddressSanitizer saw it).
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { name in
                name.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: name.pointee)) { chars -> [UInt8]? in
                    let name = UnsafeRawBufferPointer(start: chars, count: strlen(chars))
                    return name.first != UInt8(ascii: ".") && keep(name) ? Array(name) : nil
                }
            }
            if let bytes { names.append(bytes) }
        }
        return names
    }

    /// Whether a path names a folder (through links).
    package static func isDirectory(_ path: String) -> Bool { fileType(path) == S_IFDIR }

    /// Whether a path names a symbolic link itself.
    package static func isLink(_ path: String) -> Bool {
        var info = stat()
        return withSystemPath(path, { lstat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether anything is at a path (a `.git` is a folder, or a file in a worktree).
    package static func exists(_ path: String) -> Bool { fileType(path) != nil }

    /// Whether a path names a regular file (through links).
    package static func isRegularFile(_ path: String) -> Bool { fileType(path) == S_IFREG }

    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return withSystemPath(path, { stat($0, &info) }) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// A path's folder: `a/b.yaml` → `a`, `b.yaml` → `.`, `/b` → `/`.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
