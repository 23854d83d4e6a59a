import Foundation

/// A folder of files (relative paths and their text) under the temporary directory, removed when
/// the value goes.
final class TempFolder {
    let url: URL

    init(_ files: [String: String], prefix: String = "folder") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of a file in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
