#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the inputs of `validate`: files stay as given, directories become the `*.yaml` and
/// `*.yml` files below them, in sorted order so every run reports in the same order.
public enum FileWalker {
    public enum Entry: Sendable, Equatable {
        case file(String)
        case unreadable(ReadError)
        /// A directory given as an input with no page file below it.
        case noPages(String)
    }

    public static func expand(_ inputs: [String]) -> [Entry] {
        var out: [Entry] = []
        for input in inputs {
            if input == "-" {
                out.append(.file(input))
                continue
            }
            var info = stat()
            if stat(input, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                var visited: Set<[UInt64]> = []
                let before = out.count
                walk(input, into: &out, visited: &visited)
                if out.count == before { out.append(.noPages(input)) }
            } else {
                out.append(.file(input))  // reading it will say if it is missing or not a regular file
            }
        }
        return out
    }

    /// Depth-first, names sorted; hidden entries (`.git`, `.build`) are skipped, and a directory
    /// reached twice through links is walked once.
    private static func walk(_ directory: String, into out: inout [Entry], visited: inout Set<[UInt64]>) {
        var info = stat()
        guard stat(directory, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
        guard let dir = opendir(directory) else {
            out.append(.unreadable(ReadError(path: directory, reason: String(cString: strerror(errno)))))
            return
        }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(dir)
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = base + name
            guard stat(path, &info) == 0 else { continue }  // a dangling link: nothing to check
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(path, into: &out, visited: &visited)
            } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                out.append(.file(path))
            }
        }
    }
}
