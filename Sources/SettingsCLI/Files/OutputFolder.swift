import Platform
import SettingsKit

/// Writes a target's files into a folder (`convert --to settings-bundle|android --output-dir`)
/// as they are made: folders made as needed, each file written beside its target and renamed over
/// it once whole. A variant the app would read in place of a written file (`Root.inApp.plist`
/// beside a new `Root.plist`) is removed, so a page that no longer needs InAppSettingsKit's file
/// is not shadowed by the last run's.
package final class OutputFolder {
    private let folder: String
    private var current: AtomicFile.Writer?
    private var written: [String] = []
    /// The first file that could not be written; nothing is written after it.
    private var failure: WriteError?

    package init(_ folder: String) {
        self.folder = folder
    }

    /// The sink a target writes through.
    package var sink: GeneratedSink {
        GeneratedSink(open: { [self] in open($0) }, write: { [self] in current?.write($0) })
    }

    private func open(_ path: String) {
        commit()
        guard failure == nil else { return }
        do throws(WriteError) {
            try Self.makeFolders(for: folder + "/" + path)
            current = try AtomicFile.Writer(folder + "/" + path)
            written.append(path)
        } catch {
            failure = error
        }
    }

    private func commit() {
        guard let file = current else { return }
        current = nil
        do throws(WriteError) { try file.commit() } catch { failure = failure ?? error }
    }

    /// Puts the last file in place, and removes the variants that would shadow the files written.
    package func finish() throws(WriteError) {
        commit()
        if let failure { throw failure }
        let names = Set(written)
        for path in written {
            for variant in SettingsBundle.variants(ofSchemaFile: path) where !names.contains(variant) {
                _ = FileName.withSystemPath(folder + "/" + variant) { unlink($0) }
            }
        }
    }

    /// Files made whole, written the same way.
    package static func write(_ files: [GeneratedFile], to folder: String) throws(WriteError) {
        let out = OutputFolder(folder)
        let sink = out.sink
        for file in files {
            sink.open(file.path)
            sink.write(file.text)
        }
        try out.finish()
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
