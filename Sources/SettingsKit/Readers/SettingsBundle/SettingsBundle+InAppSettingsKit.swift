/// Whether the app a bundle ships in uses InAppSettingsKit, the only reader of its `.inApp.plist`
/// files and of an `InAppSettings.bundle`: without it nothing shows them (accessmath's, whose copy
/// of the library was deleted), or only the app's own code does, in its own way.
extension SettingsBundle {
    /// The project's files that name the libraries it builds with.
    static let dependencyFiles: Set<String> = ["Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved", "Package.swift",
                                               "Package.resolved", "project.pbxproj", "project.yml", "project.json", "Mintfile"]
    static let codeEndings = [".swift", ".m", ".mm", ".h"]
    /// Past these, what the repository holds is unknown (a vendored tree, a monorepo).
    static let maxEntries = 40_000, maxBytes = 64 << 20

    /// True when the repository holding the bundle names InAppSettingsKit (a dependency file, a
    /// copy of its code, or code using it), false when the whole repository was looked through
    /// and nothing does, nil when that is unknown: no repository top (`.git`) within 8 folders
    /// (`foldersUp`), or more files than the bounds. Looked for once a run (with the run's cache).
    package var usesInAppSettingsKit: Bool? {
        guard let cache else { return Self.usesInAppSettingsKit(bundle: directory) }
        return cache.value("settings-bundle-iask:" + directory) { Self.usesInAppSettingsKit(bundle: directory) }
    }

    private static func usesInAppSettingsKit(bundle: String) -> Bool? {
        let (folders, reachesTop) = foldersUp(from: bundle)
        guard reachesTop, let top = folders.last else { return nil }
        let open = SourceFile.reader(limit: 8 << 20)
        let name = Array("InAppSettingsKit".utf8), classPrefix = Array("IASKAppSettings".utf8)
        var queue = [top], entries = 0, bytes = 0
        while let folder = queue.popLast() {
            for entry in FileName.directoryEntries(folder) ?? [] {
                entries += 1
                guard entries <= maxEntries else { return nil }
                let file = FileName.string(entry), path = folder + "/" + file
                let isCode = codeEndings.contains { file.hasSuffix($0) }
                // Its code (a copy, or its pod), or it built: a folder of its name alone is no copy
                // (accessmath's held only Subversion's records once the code was deleted).
                if isCode && file.hasPrefix("IASK") || file.hasPrefix("InAppSettingsKit") && (file.hasSuffix("framework") || isCode) { return true }
                guard isCode || dependencyFiles.contains(file) || file.hasSuffix(".podspec") else {
                    if !file.hasSuffix(".bundle"), !FileName.isLink(path), FileName.isDirectory(path) { queue.append(path) }
                    continue
                }
                // A file it could not read (too large, unreadable) might name it: unknown.
                guard let source = try? open(path) else { return nil }
                bytes += source.bytes.count
                guard bytes <= maxBytes else { return nil }
                let text = source.bytes[...]
                if ByteSearch.contains(name, in: text) || isCode && ByteSearch.contains(classPrefix, in: text) { return true }
            }
        }
        return false
    }
}
