import SettingsKit

extension ConfigurationFinder.Found {
    /// The configuration's `android: {resources: …}` folders, relative to its own folder, split
    /// by whether they lie in its repository; those outside as written (the folder at or above it holding `.git`). A
    /// configuration comes with the files it checks, from whoever wrote them: one naming
    /// `../../..` would have the run read, and show, files outside the tree. Outside a
    /// repository there is no tree to keep to, and the folders are as named.
    func resources(followingLinks: Bool) -> (inside: [String], outside: [String]) {
        let named = configuration.androidResources.map { ResolvedPaths.join(directory, $0) }
        var root = directory
        while root != "/", !ConfigurationFinder.isRepositoryRoot(root) { root = FileName.folder(of: root) }
        guard !followingLinks, ConfigurationFinder.isRepositoryRoot(root) else { return (named, []) }
        var split: (inside: [String], outside: [String]) = ([], [])
        let top = FileName.realPath(root)
        for (folder, written) in zip(named, configuration.androidResources) {
            // One that does not exist reads nothing, and is left to say so where it is used.
            let real = FileName.realPath(folder)
            if real == nil || real == top || FileName.isInside(folder, root: root) { split.inside.append(folder) } else { split.outside.append(written) }
        }
        return split
    }
}
