import Platform

/// The folder a Settings.bundle schema file sits in: its sibling schema files (child panes and
/// their variants) and its `.lproj` strings tables. Names are matched exactly, as a device's file
/// system does: `root.plist` is found on a Mac's simulator and not on a phone.
package struct SettingsBundle: Sendable {
    /// The folder, ending in `/`, or empty for the current one.
    package let directory: String
    /// The files of the bundle by their paths in it (`Root.plist`,
    /// `com.mono0926.LicensePlist/Alamofire.plist`), the `.lproj` folders' aside.
    package let files: Set<String>
    /// The strings files of each locale folder: `de` → `["Root.strings"]`.
    package let localeFiles: [String: Set<String>]
    /// How its files are read (`ImportOptions.read`); the folders are listed on disk.
    private let read: SourceFile.Reader
    /// What the run's loads share (`ImportOptions.neighbours`): the schema files read once, and
    /// the indexes over them (`SettingsBundle+Index`). Weak: the cache keeps the bundle, and a
    /// cycle would never be freed.
    weak var cache: NeighbourCache?
    /// Each file name by its lower-case spelling, the first in name order: what a child pane
    /// misspelt in case was meant to name, found without listing the folder again.
    private let byLowercase: [String: String]

    /// The bundle a schema file belongs to: the folder it sits in. Standard input has none.
    package init(containing path: String, read: @escaping SourceFile.Reader = SourceFile.reader(limit: LoadLimits.default.maxInputBytes),
                 cache: NeighbourCache? = nil) {
        self.init(directory: Self.directory(of: path), read: read, cache: cache)
    }

    /// A bundle folder itself (`Settings.bundle`).
    package init(directory: String?, read: @escaping SourceFile.Reader = SourceFile.reader(limit: LoadLimits.default.maxInputBytes),
                 cache: NeighbourCache? = nil) {
        self.read = read
        self.cache = cache
        guard let directory else {
            self.directory = ""
            files = []
            localeFiles = [:]
            byLowercase = [:]
            return
        }
        self.directory = directory.isEmpty || directory.hasSuffix("/") ? directory : directory + "/"
        var locales: [String: Set<String>] = [:]
        for (name, isDirectory) in Self.list(self.directory.isEmpty ? "." : self.directory) where isDirectory && name.hasSuffix(".lproj") {
            let locale = String(name.dropLast(".lproj".count))
            locales[locale] = Set(Self.list(self.directory + name).filter { !$0.isDirectory && $0.name.hasSuffix(".strings") }.map(\.name))
        }
        let files = Self.files(in: self.directory)
        self.files = files
        localeFiles = locales
        byLowercase = Dictionary(files.sorted().map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether only InAppSettingsKit reads the bundle: a folder named `InAppSettings.bundle`,
    /// which it reads before `Settings.bundle` (`kIASKBundleFolderAlt`), and an app ships where
    /// the Settings app should show nothing.
    package var isInAppOnly: Bool {
        directory.split(separator: "/").last == "InAppSettings.bundle"
    }

    /// Whether the table stands at the bundle's top, beside its schema files (`Root.strings`):
    /// CFBundle finds a resource there before any `.lproj` copy, so it is every locale's table and
    /// the copies are never read (CFBundle_Resources.c; corelibs-foundation's `Bundle` reads it so).
    package func isTopLevel(_ table: String) -> Bool {
        files.contains(table + ".strings")
    }

    /// Whether a locale reads the table: its own copy, or the bundle's top-level one.
    package func hasTable(_ table: String, locale: String) -> Bool {
        isTopLevel(table) || localeFiles[locale]?.contains(table + ".strings") == true
    }

    /// The locales that have a strings table, sorted; `Base` among them when it has one. With a
    /// top-level table, every locale folder and `en` (a device in any language reads it).
    package func locales(with table: String) -> [String] {
        if isTopLevel(table) { return Set(localeFiles.keys).union(["en"]).sorted() }
        return localeFiles.filter { $0.value.contains(table + ".strings") }.keys.sorted()
    }

    /// The locales, `Base` aside, whose folder holds other strings tables but not this one, sorted;
    /// none when the table stands at the top.
    package func locales(lacking table: String) -> [String] {
        guard !isTopLevel(table) else { return [] }
        return localeFiles.filter { $0.key != "Base" && !$0.value.isEmpty && !$0.value.contains(table + ".strings") }.keys.sorted()
    }

    /// The path of the strings table a locale reads.
    private func stringsPath(table: String, locale: String) -> String {
        isTopLevel(table) ? directory + table + ".strings" : directory + locale + ".lproj/" + table + ".strings"
    }

    /// The strings table of every locale that has it and whose copy reads, each read once, and
    /// the copies the bundle's reader would not open (a link out of the bundle, a file it may not
    /// read): the page is drawn without them, and the run says so.
    package func tables(_ table: String) -> (tables: [String: StringsFile], unread: [ReadError]) {
        if isTopLevel(table) {
            // Every locale's table: read once.
            do throws(ReadError) {
                let top = try strings(table: table, locale: "")
                return (Dictionary(uniqueKeysWithValues: top.map { top in locales(with: table).map { ($0, top) } } ?? []), [])
            } catch { return ([:], [error]) }
        }
        var out: [String: StringsFile] = [:], unread: [ReadError] = []
        for locale in locales(with: table) {
            do throws(ReadError) { out[locale] = try strings(table: table, locale: locale) } catch { unread.append(error) }
        }
        return (out, unread)
    }

    /// A locale's strings table, if it exists and reads; a broken one is reported when the strings
    /// file itself is validated.
    private func strings(table: String, locale: String) throws(ReadError) -> StringsFile? {
        guard hasTable(table, locale: locale) else { return nil }
        let source = try read(stringsPath(table: table, locale: locale))
        guard source.encodingProblem == nil, case .success(let file) = StringsFile.readTable(source.bytes) else { return nil }
        return file
    }

    /// The schema file a pane named `stem` loads for an idiom, in InAppSettingsKit's order:
    /// `X~iphone.inApp.plist`, `X.inApp.plist`, `X~iphone.plist`, `X.plist` (`inApp` false
    /// skips the `.inApp` files, as the Settings app does).
    package func schemaFile(stem: String, idiom: Idiom, inApp: Bool = true) -> String? {
        let device = "~" + idiom.suffix
        var names = [stem + device + ".plist", stem + ".plist"]
        if inApp { names = [stem + device + ".inApp.plist", stem + ".inApp.plist"] + names }
        return names.first(where: files.contains)
    }

    /// The files a pane may be read from in place of `name`, on some device or in
    /// InAppSettingsKit, by `schemaFile`'s order: for `Root.plist`, `Root.inApp.plist` and the
    /// `~iphone`/`~ipad` variants; none for a name that is no plain schema file. A writer that
    /// makes `name` alone removes them, so last run's files cannot shadow it.
    package static func variants(ofSchemaFile name: String) -> [String] {
        guard name.hasSuffix(".plist"), !name.hasSuffix(".inApp.plist") else { return [] }
        let stem = String(name.dropLast(".plist".count))
        var out = [stem + ".inApp.plist"]
        for idiom in Idiom.allCases {
            let device: String = stem + "~" + idiom.suffix
            out += [device + ".inApp.plist", device + ".plist"]
        }
        return out
    }

    /// A schema file of the bundle, read, for the checks that look across the bundle.
    struct Schema: Sendable {
        let name: String
        /// The pane it is a variant of (`Root~iphone.inApp.plist` → `Root`).
        let pane: String
        let root: PlistNode
        /// The strings table its texts are translated through.
        let table: String
        let specifiers: [Specifier]
    }

    /// Every schema file of the bundle that reads as one, in name order. With a cache each is read
    /// once a run (each strings table of 800 panes read all 800), and the list is kept as one value.
    func schemas() -> [Schema] {
        guard let cache else { return schemaFiles() }
        return cache.value("settings-bundle-schemas:" + directory) { schemaFiles() }
    }

    private func schemaFiles() -> [Schema] {
        files.sorted().filter { $0.hasSuffix(".plist") }.compactMap { name in
            let pane = SettingsBundleDecoder.paneName(String(name.dropLast(".plist".count))).stem
            guard let cache else { return schema(name, pane: pane) }
            // None or one: a file that is no schema is remembered as such too.
            return cache.value("settings-bundle-schema:" + directory + name) { [schema(name, pane: pane)].compactMap { $0 } }.first
        }
    }

    /// A schema file of the bundle, read; nil when it does not read as one.
    func schema(_ name: String, pane: String) -> Schema? {
        guard let source = try? read(directory + name),
              case .success(let root) = PropertyList.read(source.bytes, limits: .default, encoding: source.encoding),
              case .array(let items)? = root["PreferenceSpecifiers"]?.content else { return nil }
        return Schema(name: name, pane: pane, root: root, table: SettingsBundleDecoder.table(of: root, pane: pane),
                      specifiers: items.enumerated().compactMap { Specifier($0.element, index: $0.offset) })
    }

    /// A file whose name differs only in case, for the hint under a missing child pane.
    package func caseInsensitiveMatch(schema stem: String) -> String? {
        byLowercase[(stem + ".plist").lowercased()]
    }

    /// A folder's entries (hidden ones left out), and whether each is a folder.
    static func list(_ directory: String) -> [(name: String, isDirectory: Bool)] {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return (FileName.directoryEntries(directory) ?? []).compactMap { bytes in
            let name = FileName.string(bytes)
            var info = stat()
            guard FileName.withSystemPath(base + name, { stat($0, &info) }) == 0 else { return nil }
            return (name, info.st_mode & S_IFMT == S_IFDIR)
        }
    }
}
