/// Files a build makes in the bundle that the repository does not hold: an acknowledgements pane a
/// build phase writes, which the bundle's `.gitignore` lists. A child pane naming one is there in
/// the shipped app, however missing from a checkout.
extension SettingsBundle {
    /// Whether a `.gitignore` in the bundle's folder, or in a folder above it up to the
    /// repository's top (the folder with `.git`, at most 8 up), ignores the schema file of the
    /// pane a child pane's `File` names. Negated patterns (`!x`) are left aside: a file a later
    /// line takes back is rare in a bundle.
    package func isIgnoredByGit(pane: String) -> Bool {
        let name = pane + ".plist"
        guard var folder = FileName.realPath(directory.isEmpty ? "." : directory) else { return false }
        let open = SourceFile.reader(limit: 1 << 20)
        var below = name
        for _ in 0..<8 {
            if let file = try? open(folder + "/.gitignore"), let text = String(validating: file.bytes, as: UTF8.self) {
                let patterns = text.split(whereSeparator: \.isNewline).map { String($0).trimmed(includingLineBreaks: false) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("!") }
                if patterns.contains(where: { Glob($0.hasPrefix("/") ? String($0.dropFirst()) : $0).matches(below) }) { return true }
            }
            let up = FileName.folder(of: folder)
            guard !FileName.isDirectory(folder + "/.git"), up != folder else { return false }
            below = (folder.split(separator: "/").last.map(String.init) ?? "") + "/" + below
            folder = up
        }
        return false
    }
}
