import Platform
import SettingsKit

/// Expands the inputs of `validate`: files stay as given, directories become the `*.yaml` and
/// `*.yml` files below them, in sorted order so every run reports in the same order, and the
/// files that may be pages apps ship: `*.plist` (an `Info.plist` is left out once read), the
/// `*.strings` tables of `.lproj` folders, and the `*.xml` files of Android `res/xml/` folders (a
/// file that is no preference screen is left out once read). Hidden folders (`.git`, `.build`) and
/// compiled bundles (`*.framework`, `*.xcframework`: a dependency's build products, whose strings
/// tables are compiled) are not walked.
///
/// The walk stays in the tree it was given: a symbolic link to a directory is not followed, and a
/// link to a file outside the walked folder is skipped, each with a warning, unless
/// `followSymlinks` is set; even then a directory is walked once however many links reach it, and
/// nothing under /proc, /sys or /dev is read. Nothing is skipped silently.
package enum FileWalker {
    package enum Entry: Sendable, Equatable {
        case file(String)
        /// A file found by the walk that is checked only if it turns out to be a page (a `.plist`).
        case candidate(String)
        case unreadable(ReadError)
        /// A directory given as an input with no page file below it.
        case noPages(String)
        /// An entry the walk did not follow, and why.
        case skipped(String, reason: String)
        /// A module's `res/` folder holding values folders: the modules of one repository
        /// usually depend on each other, so their screens' references may resolve there (SPEC 11).
        case resources(String)
    }

    /// The system's own trees, never read through a walk (a link to /proc once walked the machine).
    static let systemTrees = ["/proc", "/sys", "/dev"]

    package static func expand(_ inputs: [String], followSymlinks: Bool = false) -> [Entry] {
        var out: [Entry] = []
        for input in inputs {
            if input == "-" {
                out.append(.file(input))
                continue
            }
            if FileName.isDirectory(input) {
                var walker = Walker(root: FileName.realPath(input) ?? input, follow: followSymlinks)
                walker.walk(input)
                out += walker.entries
                if !walker.entries.contains(where: { switch $0 { case .file, .candidate: true; default: false } }) { out.append(.noPages(input)) }
            } else {
                out.append(.file(input))  // reading it will say if it is missing or not a regular file
            }
        }
        return out
    }

    private struct Walker {
        let root: String
        let follow: Bool
        var entries: [Entry] = []
        var visited: Set<[UInt64]> = []

        /// Depth-first, names sorted; hidden entries (`.git`, `.build`) are skipped.
        mutating func walk(_ directory: String) {
            var info = stat()
            guard FileName.withSystemPath(directory, { stat($0, &info) }) == 0,
                  visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
            guard let names = FileName.directoryEntries(directory) else {
                entries.append(.unreadable(ReadError(path: directory, reason: String(cString: strerror(errno)))))
                return
            }
            // `validate .` names files as `pages/a.yaml`, not `./pages/a.yaml`.
            let base = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
            // Names are bytes, and need not be UTF-8: they are sorted, and travel, as bytes (FileName).
            let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
            let sorted = names.sorted(by: { $0.lexicographicallyPrecedes($1) }).map(FileName.string)
            if folder.split(separator: "/").last == "res", sorted.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) {
                entries.append(.resources(base.isEmpty ? "./" : base))
            }
            for name in sorted {
                let role = PageLoader.walkRole(name: name, folder: String(folder.split(separator: "/").last ?? Substring(folder)))
                visit(base + name, isPage: role != nil, candidate: role == .candidate)
            }
        }

        mutating func visit(_ path: String, isPage: Bool, candidate: Bool = false) {
            var own = stat(), target = stat()
            guard FileName.withSystemPath(path, { lstat($0, &own) }) == 0 else { return }
            let isLink = own.st_mode & S_IFMT == S_IFLNK
            guard FileName.withSystemPath(path, { stat($0, &target) }) == 0 else {
                if isLink, isPage { entries.append(.skipped(path, reason: "a symbolic link to nothing")) }
                return
            }
            let isDirectory = target.st_mode & S_IFMT == S_IFDIR
            guard isDirectory || isPage else { return }
            if isDirectory, path.hasSuffix(".framework") || path.hasSuffix(".xcframework") { return }
            if isLink {
                let resolved = FileName.realPath(path) ?? path
                if FileWalker.systemTrees.contains(where: { resolved == $0 || resolved.hasPrefix($0 + "/") }) {
                    entries.append(.skipped(path, reason: "a symbolic link into \(resolved), which a walk never reads"))
                    return
                }
                if !follow {
                    if isDirectory {
                        entries.append(.skipped(path, reason: "a symbolic link to a directory (--follow-symlinks follows it)"))
                        return
                    }
                    if !(resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")) {
                        entries.append(.skipped(path, reason: "a symbolic link to a file outside the folder walked (--follow-symlinks reads it)"))
                        return
                    }
                }
            }
            if isDirectory { walk(path) } else { entries.append(candidate ? .candidate(path) : .file(path)) }
        }
    }
}
