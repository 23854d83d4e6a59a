/// The `res/` folder a preference screen sits in (`res/xml/f.xml` → `res/`), and the values its
/// references resolve through (SPEC 7.4): `values/` for every device, `values-LANG/` and
/// `values-LANG-rREGION/` for a locale. Folders with other qualifiers (`values-night`,
/// `values-v21`) depend on the device, not the language, and are not read.
package struct AndroidResources: Sendable {
    /// The folder, ending in `/`; nil for standard input, which has none.
    package let directory: String?
    /// The resources of each locale folder read, by qualifier: `""` for `values/`, `de`, `pt-rBR`.
    private var tables: [String: Table] = [:]
    /// The locale qualifiers that have a folder, in the screen's `res/` or another module's, sorted.
    package let locales: [String]
    /// Those of the screen's own `res/`: where a string of its module should be translated.
    let ownLocales: [String]
    /// Values files that did not read, with why: a reference into them is unresolved, and says so.
    package private(set) var problems: [String] = []
    /// Whether the folder has a `values/` folder at all.
    package let hasDefaultValues: Bool
    /// `kind/name` of the resources a build script's `resValue` defines with a value only the
    /// build evaluates: defined, though no file shows the text.
    private(set) var buildDefined: Set<String> = []
    /// Whether a submodule of the project is not checked out: any name may be defined there.
    private(set) var lacksSubmodule = false
    /// Whether the screen's Gradle project was found, so every module's resources are read: a
    /// name none holds then comes from a dependency (an AAR) or is a typo.
    package private(set) var readsProject = false
    /// The limits the values were read within, for the device-qualified folders read on demand.
    private let limits: LoadLimits?

    /// The resources of one folder's files, merged; a name given twice keeps the last.
    struct Table: Sendable {
        var entries: [AndroidValues.Kind: [String: AndroidValues.Resource]] = [:]
        /// Whether a style of the folder wraps preference titles (`AndroidValues.titlesWrap`).
        var titlesWrap = false
        /// Whether a style of the folder extends the Holo theme (`AndroidValues.holoTheme`).
        var holoTheme = false
        var isEmpty: Bool { entries.values.allSatisfy(\.isEmpty) }
        subscript(kind: AndroidValues.Kind, name: String) -> AndroidValues.Resource? { entries[kind]?[name] }
        /// Adds another module's resources; a name already here keeps its value.
        mutating func merge(_ other: Table) {
            for (kind, named) in other.entries { entries[kind, default: [:]].merge(named) { mine, _ in mine } }
            titlesWrap = titlesWrap || other.titlesWrap
            holoTheme = holoTheme || other.holoTheme
        }
    }

    /// The resources beside a screen file. `allLocales` reads every locale folder (validation
    /// compares them); otherwise only `values/` and the locales asked for are read, through `read`.
    /// `modules`: other `res/` folders whose values resolve references too (`--resources`), as
    /// Gradle merges a library module's; the screen's own folder wins a name both hold.
    /// `project`: the Gradle project found above the screen; its modules' folders come after
    /// `modules`, and its `resValue`s after every file. `cache` keeps each values folder's table
    /// for the run: the screens of many folders read one module's strings once.
    package init(containing path: String, reading wanted: Set<String>, allLocales: Bool, limits: LoadLimits,
                 modules: [String] = [], project: GradleProject? = nil, cache: NeighbourCache? = nil, read: SourceFile.Reader) {
        self.limits = limits
        guard path != "-" else {
            directory = nil
            self.locales = []
            ownLocales = []
            hasDefaultValues = false
            return
        }
        // `res/xml/f.xml`: the folder above the file's folder.
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if !parts.isEmpty { parts = parts.dropLast() }
        let directory = parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
        self.directory = directory
        let needed = Set(wanted.flatMap { [$0, Self.language($0)] })
        // A folder named twice (a walk's relative path, the project's absolute one) is read once.
        var seen: Set<String> = []
        let named = [directory] + (modules + (project?.resFolders ?? [])).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let folders = named.filter { seen.insert(FileName.realPath($0.isEmpty ? "." : $0) ?? $0).inserted }.map { ($0, Self.valuesFolders(in: $0)) }
        locales = Set(folders.flatMap { $0.1.keys.filter { !$0.isEmpty } }).sorted()
        ownLocales = folders[0].1.keys.filter { !$0.isEmpty }.sorted()
        hasDefaultValues = folders.contains { $0.1[""] != nil }
        for (folder, found) in folders {
            for (locale, name) in found.sorted(by: { $0.key < $1.key }) where locale.isEmpty || allLocales || needed.contains(locale) {
                let path = folder + name
                func make() -> (Table, [String]) { Self.values(in: path, limits: limits, read: read) }
                let (table, problems) = cache.map { $0.value(Self.valuesKey(path, limits), make: make) } ?? make()
                tables[locale, default: Table()].merge(table)
                self.problems += problems
            }
        }
        guard let project else { return }
        readsProject = true
        lacksSubmodule = project.lacksSubmodule
        // What build scripts define, after every file: a file's value is the one shown.
        var generated = Table()
        for (kind, names) in project.generated {
            for (name, value) in names {
                guard let value else { buildDefined.insert("\(kind.rawValue)/\(name)"); continue }
                generated.entries[kind, default: [:]][name] = AndroidValues.Resource(kind: kind, name: name, text: value, items: [],
                                                                                       translatable: false, mark: .start)
            }
        }
        tables["", default: Table()].merge(generated)
    }

    /// The items of array `name` in the screen's folders for a device (`values-v29`, `values-night`),
    /// as written: read only when asked, where `values/`'s would make a finding. A screen in
    /// `xml-v29/` shows on devices whose `values-v29/` replaces the array (Delta Chat's themes).
    /// Each folder is read once a run through `cache`, as the locale folders are.
    func deviceArrays(_ name: String, cache: NeighbourCache?, read: SourceFile.Reader) -> [[String]] {
        guard let directory, let limits else { return [] }
        let folders = (FileName.directoryEntries(directory.isEmpty ? "." : directory) ?? []).map(FileName.string)
            .filter { $0.hasPrefix("values-") && Self.locale(qualifier: String($0.dropFirst("values-".count))) == nil }.sorted()
        return folders.compactMap { folder in
            let path = directory + folder
            func make() -> (Table, [String]) { Self.values(in: path, limits: limits, read: read) }
            let table = cache.map { $0.value(Self.valuesKey(path, limits), make: make) } ?? make()
            return table.0[.array, name]?.items
        }
    }

    /// The run cache's key for a values folder's table.
    private static func valuesKey(_ path: String, _ limits: LoadLimits) -> String {
        "android-values:\(FileName.realPath(path) ?? path)|\(limits.maxInputBytes)|\(limits.maxDepth)"
    }

    /// Whether a build script defines the resource with a value the tool cannot read.
    func isBuildDefined(_ kind: AndroidValues.Kind, _ name: String) -> Bool {
        !buildDefined.isEmpty && buildDefined.contains("\(kind.rawValue)/\(name)")
    }

    /// The values folders of a `res/` folder, by locale qualifier (`""` for `values/`).
    private static func valuesFolders(in directory: String) -> [String: String] {
        var found: [String: String] = [:]
        for folder in (FileName.directoryEntries(directory.isEmpty ? "." : directory) ?? []).map(FileName.string) {
            if folder == "values" { found[""] = folder } else if folder.hasPrefix("values-"),
                let locale = locale(qualifier: String(folder.dropFirst("values-".count))) { found[locale] = folder }
        }
        return found
    }

    /// A folder qualifier that names a locale (`de`, `pt-rBR`), in that form, or nil
    /// (`night`, `v21`, `de-night`). `car` is a UI mode, not a language.
    static func locale(qualifier: String) -> String? {
        let parts = qualifier.split(separator: "-", omittingEmptySubsequences: false)
        func isLanguage(_ s: Substring) -> Bool { (2...3).contains(s.count) && s.allSatisfy { $0.isASCII && $0.isLowercase } && s != "car" }
        func isRegion(_ s: Substring) -> Bool { s.count == 3 && s.first == "r" && s.dropFirst().allSatisfy { $0.isASCII && $0.isUppercase } }
        switch parts.count {
        case 1 where isLanguage(parts[0]): return qualifier
        case 2 where isLanguage(parts[0]) && isRegion(parts[1]): return qualifier
        default: return nil
        }
    }

    /// `de-rDE` → `de`.
    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" })
    }

    /// The locale a `--locale` name is drawn in: its folder (`pt-rBR`), else its language's
    /// (`pt`), else nil, `values/` alone, as the app shows it on such a device.
    func folder(forLocale name: String) -> String? {
        let qualifier = Self.qualifier(forLocale: name)
        return [qualifier, Self.language(qualifier)].first(where: locales.contains)
    }

    /// `--locale` as the user writes it (`de`, `pt-BR`, `pt-rBR`) → the folder qualifier.
    package static func qualifier(forLocale name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard parts.count == 2 else { return name }
        let region = parts[1].hasPrefix("r") && parts[1].count == 3 ? String(parts[1].dropFirst()) : String(parts[1])
        return "\(parts[0])-r\(region.uppercased())"
    }

    /// For `res/values`, the file names its locale folders (`values-de`, `values-pt-rBR`) hold;
    /// nil for any other folder.
    private static func translatedFileNames(besideDefault folder: String) -> Set<String>? {
        guard folder.split(separator: "/").last == "values" else { return nil }
        let res = FileName.folder(of: folder)
        var names = Set<String>()
        for sibling in (FileName.directoryEntries(res) ?? []).map(FileName.string) where sibling.hasPrefix("values-") {
            guard locale(qualifier: String(sibling.dropFirst("values-".count))) != nil else { continue }
            names.formUnion((FileName.directoryEntries(res + "/" + sibling) ?? []).map(FileName.string))
        }
        return names
    }

    /// One values folder's files merged, and what did not read in it.
    private static func values(in folder: String, limits: LoadLimits, read: SourceFile.Reader) -> (Table, [String]) {
        var table = Table(), problems: [String] = []
        let files = (FileName.directoryEntries(folder) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }.sorted()
        let mirrored = translatedFileNames(besideDefault: folder)
        for name in files {
            let path = folder + "/" + name
            // Named within its res/ folder: a message holds no path of the machine or the working
            // directory, so a finding is the same whoever runs it from wherever (baselines, SARIF).
            let name = "res/" + (folder.split(separator: "/").last.map(String.init) ?? folder) + "/" + name
            let source: SourceFile
            do throws(ReadError) { source = try read(path) } catch {
                // A link out of the project, or a file the run may not read: said where a
                // reference it would have resolved is reported.
                problems.append("\(name) is not read: \(error.reason)")
                continue
            }
            guard source.size <= limits.maxInputBytes else {
                problems.append("\(name) is larger than the limit of \(YAMLLoader.byteCount(limits.maxInputBytes)) (--max-file-size), so it is not read")
                continue
            }
            switch AndroidValues.read(source.bytes, maxDepth: limits.maxDepth) {
            case .success(let values):
                table.titlesWrap = table.titlesWrap || values.titlesWrap
                table.holoTheme = table.holoTheme || values.holoTheme
                // Android Studio's lint and translators' tools leave `donottranslate*.xml` alone:
                // what it holds is the same in every locale, as if each said translatable="false".
                // So is a file of values/ that no locale folder has a copy of (Fenix's
                // static_strings.xml beside a translated strings.xml): translations mirror files.
                let same = name.split(separator: "/").last?.hasPrefix("donottranslate") == true
                    || mirrored.map { !$0.isEmpty && !$0.contains(String(name.split(separator: "/").last ?? "")) } == true
                for var resource in values.resources {
                    if same { resource.translatable = false }
                    table.entries[resource.kind, default: [:]][resource.name] = resource
                }
            case .failure(let problem):
                problems.append("\(name):\(problem.mark.line):\(problem.mark.column) does not read (\(problem.message))")
            }
        }
        return (table, problems)
    }

    /// Whether the app's theme wraps every preference's title: a style of any module read sets
    /// `singleLineTitle` false.
    var titlesWrap: Bool { tables.values.contains { $0.titlesWrap } }

    /// Whether the app's theme is Holo's: a style of any module read extends it.
    var holoTheme: Bool { tables.values.contains { $0.holoTheme } }

    /// The folders a locale's lookups go through, most specific first: `pt-rBR`, `pt`, then `values/`.
    func chain(_ locale: String?) -> [String] {
        guard let locale else { return [""] }
        let language = Self.language(locale)
        return (language == locale ? [locale] : [locale, language]) + [""]
    }

    /// A resource through a locale's chain.
    func lookup(_ kind: AndroidValues.Kind, _ name: String, locale: String?) -> AndroidValues.Resource? {
        for folder in chain(locale) { if let found = tables[folder]?[kind, name] { return found } }
        return nil
    }

    /// The names of a kind `values/` and the build scripts' `resValue`s define, sorted: what a
    /// misspelt reference may have meant (a typo of a `resValue`'s name is a typo all the same).
    func names(_ kind: AndroidValues.Kind) -> [String] {
        let prefix = kind.rawValue + "/"
        let built = buildDefined.lazy.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return ((tables[""]?.entries[kind].map { Array($0.keys) } ?? []) + built).sorted()
    }

    /// Whether a locale's own folders (not `values/`) hold the resource.
    func translates(_ kind: AndroidValues.Kind, _ name: String, locale: String) -> Bool {
        chain(locale).dropLast().contains { tables[$0]?[kind, name] != nil }
    }

    /// The locale folders read that hold any string or array: the ones a missing string shows in.
    /// Another module's locales are its own strings' business: a library translated into German
    /// does not make the app's strings missing there.
    var translatedLocales: [String] {
        ownLocales.filter { tables[$0].map { !$0.isEmpty } ?? false }
    }
}
