/// Every page a path leads to, for `diff` and `convert` (SPEC 11, "The whole app"): a file's own
/// pages, then, in `render --follow` order, its nested screens, choice pages and child panes. A
/// Settings.bundle folder stands for its `Root` pane; an Android `res/` folder for every
/// preference screen in its `xml/` folder, in name order.
public enum AppPages {
    /// What a path led to.
    public struct Result: Sendable {
        /// Every page, entry files' first, each followed by what it leads to.
        public var pages: [Page] = []
        /// Each file read with what stands against it: the entry files, then those followed.
        public var files: [LinkedPages.Followed] = []
        /// What standard error says: links not followed, a locale the app has not.
        public var warnings: [String] = []
        /// What the files made of `--values`.
        public var values = ValuesCheck()
    }

    /// How far to follow: the pages inside the file only (nested screens, choice pages; what git's
    /// diff driver may read, since it is handed one file out of its folder), or child panes too.
    public enum Reach: Sendable {
        case file, app
    }

    /// The files a path names: a bundle folder's `Root` pane, a `res/` folder's screens, or the
    /// path itself. An empty list for a folder that is neither.
    public static func entryFiles(_ path: String, options: ImportOptions = .default) -> [String] {
        guard path != "-", FileName.isDirectory(path) else { return [path] }
        if let root = SettingsBundleReader.rootPane(in: path, idiom: options.idiom) { return [root] }
        let xml = (path.hasSuffix("/") ? path : path + "/") + "xml"
        let names = (FileName.directoryEntries(xml) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }
        return names.sorted().map { xml + "/" + $0 }
    }

    /// Loads a path and what it leads to. `drawable` says what a loaded file draws and what stands
    /// against it (`Validator.drawable`); `errors` the same for a followed file (`Validator.fileErrors`).
    /// A `res/` folder's XML files that are no screen are left out. Throws when an entry file
    /// cannot be read, or a folder holds nothing to read. `threads`: a large entry file is read
    /// on two threads (a caller loading two apps side by side, as `diff` does, says no).
    public static func load(
        _ path: String, options: ImportOptions, limits: LoadLimits, reach: Reach, threads: Bool = false,
        drawable: @escaping @Sendable (LoadedFile) -> (pages: [Page], errors: [Diagnostic]),
        errors: @escaping @Sendable (LoadedFile) -> [Diagnostic]
    ) throws(ReadError) -> Result {
        let entries = entryFiles(path, options: options)
        if entries.isEmpty {
            throw ReadError(path: path, reason: "a folder that is neither a Settings.bundle nor an Android res/ folder with xml/ screens")
        }
        var result = Result()
        // A res/ folder's XML files that are no screen (file paths, a network configuration) are left out.
        let screensOfFolder = entries != [path] && !entries[0].hasSuffix(".plist")
        for entry in entries {
            // A folder's files are read from inside it, as a walk reads them: a link out is left
            // out, and said. A bundle's Root pane is the one entry: refused, nothing is compared.
            let source: SourceFile
            do throws(ReadError) {
                source = entries == [path] ? try options.read(entry) : try options.read(entry, inside: path)
            } catch where screensOfFolder {
                result.warnings.append(error.message + "; it is left out")
                continue
            }
            let loaded = PageLoader.load(source, limits: limits, options: options, threads: threads)
            if screensOfFolder, loaded.isNotAPage || loaded.format != .android { continue }
            let (pages, problems) = drawable(loaded)
            result.values.add(loaded)
            result.warnings += loaded.warnings
            result.files.append(LinkedPages.Followed(source: loaded.source, pages: pages, errors: problems))
            result.pages += pages
            guard !pages.isEmpty else {
                loaded.discard()
                continue
            }
            let linked = LinkedPages.follow(loaded, options: options, limits: limits, errors: errors, acrossFiles: reach == .app)
            // A large file's tree is freed beside the work that follows.
            loaded.discard()
            result.values.merge(linked.values)
            result.warnings += linked.warnings
            for file in linked.followed {
                result.pages += file.pages
                if file.source != nil { result.files.append(file) }
            }
        }
        if screensOfFolder, result.files.isEmpty {
            throw ReadError(path: path, reason: "its xml/ folder holds no AndroidX preference screen")
        }
        if options.values != nil { result.values.addUsed(keysOfOtherScreens(entries, options: options, limits: limits)) }
        return result
    }

    /// With `--values`: the keys of the values file that the other screens of the entries'
    /// `res/xml/` folders have, which are the app's, not strangers.
    static func keysOfOtherScreens(_ entries: [String], options: ImportOptions, limits: LoadLimits) -> Set<String> {
        var keys = Set<String>()
        let read = Set(entries)
        for folder in Set(entries.filter { PageLoader.format(ofFileNamed: $0) == .android }.map(FileName.folder)) {
            let names = (FileName.directoryEntries(folder) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }
            for name in names where !read.contains(folder + "/" + name) {
                guard let source = try? options.read(folder + "/" + name, inside: folder) else { continue }
                keys.formUnion(PageLoader.load(source, limits: limits, options: options, threads: false).valuesUsed)
            }
        }
        return keys
    }
}
