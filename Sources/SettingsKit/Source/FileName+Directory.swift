import Platform

extension FileName {
    /// The names in a folder, as bytes, leaving out hidden ones (`.git`, `.`, `..`); nil when the
    /// folder cannot be opened, with `errno` saying why.
    package static func directoryEntries(_ directory: String) -> [[UInt8]]? {
        guard let dir = withSystemPath(directory, { opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes.first != UInt8(ascii: ".") { names.append(bytes) }
        }
        return names
    }
}
