import Platform
import SettingsKit

/// Writes a target's files into a folder (`convert --to settings-bundle|android --output-dir`):
/// folders made as needed, each file replaced atomically. A variant the app would read in place
/// of a written file (`Root.inApp.plist` beside a new `Root.plist`) is removed, so a page that no
/// longer needs InAppSettingsKit's file is not shadowed by the last run's.
package enum OutputFolder {
    package static func write(_ files: [GeneratedFile], to folder: String) throws(WriteError) {
        let written = Set(files.map(\.path))
        for file in files {
            let path = folder + "/" + file.path
            try makeFolders(for: path)
            try AtomicFile.write(file.text, to: path)
        }
        for file in files {
            for variant in SettingsBundle.variants(ofSchemaFile: file.path) where !written.contains(variant) {
                _ = FileName.withSystemPath(folder + "/" + variant) { unlink($0) }
            }
        }
    }

    /// `mkdir -p` of the file's folder.
    private static func makeFolders(for path: String) throws(WriteError) {
        var prefix = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (i, part) in parts.enumerated() {
            prefix += (i == 0 ? "" : "/") + part
            guard !part.isEmpty, part != "." else { continue }
            let made = FileName.withSystemPath(prefix) { mkdir($0, 0o755) }
            if made != 0 && errno != EEXIST {
                throw WriteError(path: prefix, reason: String(cString: strerror(errno)))
            }
        }
    }
}
