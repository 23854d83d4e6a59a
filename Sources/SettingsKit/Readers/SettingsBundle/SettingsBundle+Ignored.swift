/// Files a build makes in the bundle that the repository does not hold: an acknowledgements pane a
/// build phase writes, which the bundle's `.gitignore` lists, or one `pod install` writes. A child
/// pane naming one is there in the shipped app, however missing from a checkout.
extension SettingsBundle {
    /// Whether a build writes the pane a child pane's `File` names: git ignores it
    /// (`isIgnoredByGit`), `pod install` writes it (`isWrittenByCocoaPods`), or a build phase of
    /// the Xcode project does (`isWrittenByBuildPhase`).
    package func isWrittenByBuild(pane: String) -> Bool {
        isWrittenByCocoaPods(pane: pane) || isIgnoredByGit(pane: pane) || isWrittenByBuildPhase(pane: pane)
    }

    /// A pane `pod install` writes into the bundle: cocoapods-acknowledgements with `settings_bundle`
    /// writes `Pods-<target>-settings-metadata.plist` (mobile-flight, holdout 13) and its licence
    /// panes; CocoaPods names its own acknowledgements `Pods-<target>-acknowledgements.plist`. Only
    /// where a `Podfile` sits in a folder from the bundle up to the repository's top, or the top is
    /// out of sight: kanjiryokucha's row still opened `Pods-acknowledgements` after the app left
    /// CocoaPods and deleted both (holdout 6, true).
    func isWrittenByCocoaPods(pane: String) -> Bool {
        // The walk up is the project's, read once a run (`ProjectFacts`).
        Self.isCocoaPodsPane(pane) && project.mayUseCocoaPods
    }

    /// A name CocoaPods gives a pane: `Pods-<target>-acknowledgements`, `Pods-<target>-settings-metadata`.
    static func isCocoaPodsPane(_ pane: String) -> Bool {
        let file = pane.split(separator: "/").last.map(String.init) ?? pane
        guard file.hasPrefix("Pods-") else { return false }
        return ["-settings-metadata", "-acknowledgements"].contains { file.hasSuffix($0) && file.count > "Pods-".count + $0.count }
    }

    /// The bundle's folder and those above it, nearest first, up to its repository's top (the
    /// folder holding `.git`: a folder, or a worktree's or submodule's file), 8 at most; and
    /// whether the top was among them.
    static func foldersUp(from directory: String) -> (folders: [String], reachesTop: Bool) {
        guard var folder = FileName.realPath(directory.isEmpty ? "." : directory) else { return ([], false) }
        var folders: [String] = []
        for _ in 0..<8 {
            folders.append(folder)
            if FileName.exists(folder + "/.git") { return (folders, true) }
            let up = FileName.folder(of: folder)
            guard up != folder else { break }
            folder = up
        }
        return (folders, false)
    }

    /// A `.gitignore`'s patterns, and the bundle's path below the folder that holds it
    /// (`Settings.bundle/` for one a folder up): what its patterns are matched against.
    struct GitIgnore: Sendable {
        let below: String
        let patterns: [Glob]
    }

    /// Whether a `.gitignore` in the bundle's folder, or in a folder above it up to the
    /// repository's top (the folder with `.git`, at most 8 up), ignores the schema file of the
    /// pane a child pane's `File` names. Negated patterns (`!x`) are left aside: a file a later
    /// line takes back is rare in a bundle.
    package func isIgnoredByGit(pane: String) -> Bool {
        let ignores = cache?.value("settings-bundle-gitignores:" + directory) { gitIgnores() } ?? gitIgnores()
        return ignores.contains { ignore in ignore.patterns.contains { $0.matches(ignore.below + pane + ".plist") } }
    }

    /// The `.gitignore` files from the bundle's folder up, each read once a run (with the run's
    /// cache): a bundle of 50 missing panes read them 50 times.
    private func gitIgnores() -> [GitIgnore] {
        let open = SourceFile.reader(limit: 1 << 20)
        var below = "", found: [GitIgnore] = []
        for folder in Self.foldersUp(from: directory).folders {
            if let file = try? open(folder + "/.gitignore"), let text = String(validating: file.bytes, as: UTF8.self) {
                let patterns = text.split(whereSeparator: \.isNewline).map { String($0).trimmed(includingLineBreaks: false) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("!") }
                    // A leading `/` anchors a pattern to its `.gitignore`'s folder (`/Packages` is not a bundle's `Packages/`).
                    .map { Glob($0) }
                found.append(GitIgnore(below: below, patterns: patterns))
            }
            below = (folder.split(separator: "/").last.map(String.init) ?? "") + "/" + below
        }
        return found
    }
}
