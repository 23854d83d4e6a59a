/// An AndroidX preference screen file → its pages, what reading it found, and the
/// `PreferenceScreenForm` the format's rules check.
package enum AndroidScreenReader: PageReader {
    package static let format = PageSource.Format.android
    package static let syntaxRule = RuleID.xmlSyntax
    package static let language = "xml"
    package static let extensions = [".xml"]

    /// The XML files of `res/xml/` folders (`xml-v21/` too); one that is no screen is left out.
    package static func walkRole(name: String, folder: String) -> WalkRole? {
        claims(name) && isScreenFolder(folder) ? .candidate : nil
    }

    /// XML naming a `PreferenceScreen`, or the framework's `<preference-headers>`.
    package static func recognizes(_ bytes: [UInt8], head: String?) -> Bool {
        head.map { $0.contains("PreferenceScreen") || $0.contains("<preference-headers") } == true
    }

    /// `xml`, `xml-v21`: the resource folders preference screens live in.
    static func isScreenFolder(_ name: some StringProtocol) -> Bool { name == "xml" || name.hasPrefix("xml-") }

    /// The `res/values*` folders beside a screen's `res/xml/` folder.
    package static func neighbourFolders(of path: String) -> [String] {
        let folder = FileName.folder(of: path)
        guard let last = folder.split(separator: "/", omittingEmptySubsequences: false).last, isScreenFolder(last) else { return [] }
        let res = FileName.folder(of: folder)
        let names = (FileName.directoryEntries(res) ?? []).map(FileName.string)
        return names.filter { $0.hasPrefix("values") && FileName.isDirectory(res + "/" + $0) }.sorted().map { res + "/" + $0 }
    }

    package static func load(_ source: SourceFile, limits: LoadLimits, options: ImportOptions, threads: Bool,
                             checking: FormCheck?) -> LoadedFile {
        let file: PreferenceFile
        switch PreferenceFile.read(source.bytes, maxDepth: limits.maxDepth, threads: threads, encoding: source.encoding) {
        case .success(let read): file = read
        case .failure(.xml(let problem)):
            return LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: problem.isLimit ? .resourceLimit : .xmlSyntax, message: problem.message, start: problem.mark),
            ])
        case .failure(.notAScreen(let name, let mark)):
            var loaded = LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: .xmlSyntax,
                           message: "the root element is <\(name)>, not a PreferenceScreen, so it is not an AndroidX preference screen",
                           start: mark),
            ])
            loaded.isNotAPage = true
            return loaded
        }
        var wanted: Set<String> = []
        if case .named(let name) = options.locale { wanted.insert(AndroidResources.qualifier(forLocale: name)) }
        let allLocales = options.checksNeighbours || options.locale == .all
        // The Gradle project above the screen: every module's res/ and the build's resValues.
        let project = options.gradleProjects ? GradleProject.of(screen: source.path, cache: options.neighbours, read: options.read) : nil
        func read() -> AndroidResources {
            // Values are read from inside the screen's res/ folder, the modules named with it and its project.
            let res = FileName.folder(of: FileName.folder(of: source.path))
            return AndroidResources(containing: source.path, reading: wanted, allLocales: allLocales, limits: limits, modules: options.resources,
                                    project: project, cache: options.neighbours,
                                    read: options.reader(inside: [res] + options.resources + (project.map { [$0.root] } ?? [])))
        }
        // The screens of one folder resolve through the same values: read once a run or walk.
        let resources: AndroidResources
        if let cache = options.neighbours, source.path != "-" {
            resources = cache.value("android-resources:\(FileName.folder(of: source.path))|\(wanted.sorted())|\(allLocales)|\(options.resources)|\(project?.root ?? "")|\(limits.maxInputBytes)", make: read)
        } else {
            resources = read()
        }
        // What the app's code says of its screens, read once a run per project.
        let code = project.map { project in
            let make = { AppCode(folders: project.codeFolders, applications: project.applicationClasses, xmlReferences: project.xmlReferences,
                                 fragmentScreens: project.fragmentScreens, otherCode: project.otherCode,
                                 read: options.reader(inside: [project.root])) }
            return options.neighbours.map { $0.value("app-code:" + project.root, make: make) } ?? make()
        }
        let decoder = AndroidScreenDecoder(source: source, file: file, resources: resources, options: options, code: code,
                                           materialStyles: project?.supportPreferences != true, built: project?.builds(screen: source.path) != false,
                                           minSdk: project?.minSdk)
        let result = decoder.decode(threads: threads, checking: checking)
        var loaded = LoadedFile(source: source, documents: result.documents, diagnostics: [])
        loaded.form = result.form
        loaded.formFindings = result.formFindings
        loaded.nestedDocuments = result.nested
        loaded.linkedPages = result.choices
        if let values = options.values {
            // A stored value is the file's when a preference has its key, drawn, collapsed or hidden.
            loaded.valuesUsed = Set(decoder.keys.compactMap { $0 }.filter { values.storedValue($0) != nil })
            loaded.valueProblems = StoredPreferenceValues.problems(decoder, values: values)
        }
        return loaded
    }
}
