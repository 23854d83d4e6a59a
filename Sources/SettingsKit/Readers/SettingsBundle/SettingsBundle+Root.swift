import Platform

/// Where a bundle begins. The Settings app resolves a child pane's `File` against the bundle, not
/// against the folder of the pane naming it: LicensePlist writes `File =
/// com.mono0926.LicensePlist/Alamofire` from a pane at the bundle's top, and that pane's file sits
/// in a subfolder. So a schema file's bundle is the nearest folder above it named `*.bundle`, and
/// only a file in no such folder (a loose `Root.plist`, standard input) is its own folder's.
extension SettingsBundle {
    /// The folder of the bundle a file at `path` belongs to, as `directory` spells it (ending in
    /// `/`, or empty for the current folder); nil for standard input. A relative path whose
    /// written folders name no bundle is looked up from the current folder: `validate .` run
    /// inside `Settings.bundle` checks `en.lproj/Root.strings` as the bundle's table.
    package static func directory(of path: String) -> String? {
        guard path != "-" else { return nil }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        if let root = bundleRoot(written: folder) { return root }
        if !path.hasPrefix("/"), let up = levelsBelowBundle(ofCurrentFolderPlus: folder) {
            return up == 0 ? "" : String(repeating: "../", count: up)
        }
        return folder
    }

    /// The path of a file relative to its bundle (`com.mono0926.LicensePlist/Alamofire.plist`),
    /// the name a child pane's `File` gives it; the last component when the path is not under
    /// `directory` as written.
    package func name(of path: String) -> String {
        if !directory.isEmpty, path.hasPrefix(directory) { return String(path.dropFirst(directory.count)) }
        if directory.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("../") { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `a/Settings.bundle/sub/` → `a/Settings.bundle/`: the written folder up to its last `.bundle`
    /// component. The nearest one counts: a bundle inside another bundle is a bundle of its own.
    private static func bundleRoot(written folder: String) -> String? {
        var parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if parts.last == "" { parts.removeLast() }
        guard let last = parts.lastIndex(where: { $0.hasSuffix(".bundle") }) else { return nil }
        return parts[...last].joined(separator: "/") + "/"
    }

    /// How many folders below a `*.bundle` folder the current folder is (0: it is the bundle); nil
    /// when it is in none, or when `folder` climbs out of it with `..`.
    private static func levelsBelowBundle(ofCurrentFolderPlus folder: String) -> Int? {
        guard !folder.split(separator: "/").contains(".."), let current = FileName.realPath(".") else { return nil }
        let parts = current.split(separator: "/")
        return parts.lastIndex(where: { $0.hasSuffix(".bundle") }).map { parts.count - 1 - $0 }
    }

    /// The most files and folders a bundle's listing takes in: a folder of a million files beside
    /// a page is no bundle to list whole for every run.
    static let mostListed = 100_000

    /// The bundle's files, its subfolders' by their paths in it, breadth first; `.lproj` folders
    /// are the strings tables' (`localeFiles`), and a link to a folder is not entered, so a link
    /// cycle is no endless listing. A folder that is no `*.bundle` (a loose `Root.plist` beside a
    /// project's sources) is listed alone: the Settings app only ever reads a bundle's subfolders,
    /// and a repository's tree is no listing to make for each run.
    static func files(in directory: String) -> Set<String> {
        let descend = isBundleFolder(directory)
        var files = Set<String>(), folders = [""], next = 0
        while next < folders.count, files.count + folders.count < mostListed {
            let folder = folders[next]
            next += 1
            for (name, isDirectory) in list(directory.isEmpty && folder.isEmpty ? "." : directory + folder) {
                let path = folder + name
                if !isDirectory {
                    files.insert(path)
                } else if descend, !name.hasSuffix(".lproj") || !folder.isEmpty, !FileName.isLink(directory + path) {
                    folders.append(path + "/")
                }
            }
        }
        return files
    }

    /// Whether a folder is a bundle: named `*.bundle`, as written or, for the current folder and
    /// the `../` that `directory(of:)` gives inside one, as its real path says.
    private static func isBundleFolder(_ directory: String) -> Bool {
        let written = directory.split(separator: "/").last
        if let written, written != "..", written != "." { return written.hasSuffix(".bundle") }
        return FileName.realPath(directory.isEmpty ? "." : directory)?.split(separator: "/").last?.hasSuffix(".bundle") == true
    }
}
