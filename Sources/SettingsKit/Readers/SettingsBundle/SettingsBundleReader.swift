/// A Settings.bundle schema file → its pages, what reading it found, and the `SpecifierFile` the
/// format's rules check.
package enum SettingsBundleReader: PageReader {
    package static let format = PageSource.Format.settingsBundle
    package static let syntaxRule = RuleID.xmlSyntax
    package static let language = "xml"
    package static let extensions = [".plist"]
    package static let neighbourExtensions = [".strings"]

    /// Schema files, and the strings tables of `.lproj` folders (checked against the schema files).
    package static func walkRole(name: String, folder: String) -> WalkRole? {
        claims(name) || (isStringsTable(name) && folder.hasSuffix(".lproj")) ? .candidate : nil
    }

    /// A binary property list, or XML naming `<plist`.
    package static func recognizes(_ bytes: [UInt8], head: String?) -> Bool {
        bytes.starts(with: BinaryPropertyList.magic) || head?.contains("<plist") == true
    }

    /// The `Root` pane of a bundle folder, in the variant the idiom loads (SPEC 7.1).
    static func rootPane(in directory: String, idiom: Idiom) -> String? {
        let bundle = SettingsBundle(directory: directory)
        return bundle.schemaFile(stem: "Root", idiom: idiom).map { bundle.directory + $0 }
    }

    /// A bundle's `.strings` file, which `validate` checks against the schema files using it.
    package static func isStringsTable(_ path: String) -> Bool { path.hasSuffix(".strings") }

    /// The locales' folders of the bundle, as the loader finds them.
    package static func neighbourFolders(of path: String) -> [String] {
        let bundle = SettingsBundle(containing: path)
        return bundle.localeFiles.keys.sorted().map { bundle.directory + $0 + ".lproj" }
    }

    /// The folder a schema file is in, listed once a walk (`ImportOptions.neighbours`).
    package static func bundle(containing path: String, options: ImportOptions) -> SettingsBundle {
        bundle(directory: SettingsBundle.directory(of: path), options: options)
    }

    /// A bundle folder, listed once a run or walk (`ImportOptions.neighbours`).
    static func bundle(directory: String?, options: ImportOptions) -> SettingsBundle {
        // Its strings tables and other panes are read from inside it, whatever links it holds.
        let read = directory.map { options.reader(inside: $0) } ?? options.read
        guard let cache = options.neighbours, let directory else { return SettingsBundle(directory: directory, read: read) }
        return cache.value("settings-bundle:" + directory) { SettingsBundle(directory: directory, read: read, cache: cache) }
    }

    package static func load(_ source: SourceFile, limits: LoadLimits, options: ImportOptions, threads: Bool,
                             checking: FormCheck?) -> LoadedFile {
        let root: PlistNode
        switch PropertyList.read(source.bytes, limits: limits, threads: threads, encoding: source.encoding) {
        case .success(let node): root = node
        case .failure(let problem):
            return LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: problem.isLimit ? .resourceLimit : .xmlSyntax, message: problem.message, start: problem.mark),
            ])
        }
        if let refusal = tooDense(root, inputBytes: source.bytes.count) {
            return LoadedFile(source: source, documents: [], diagnostics: [refusal])
        }
        let decoder = SettingsBundleDecoder(source: source, bundle: bundle(containing: source.path, options: options), options: options)
        var result = decoder.decode(root, threads: threads, checking: checking)
        let (kept, notKept) = result.found.split()
        var loaded = LoadedFile(source: source, documents: result.documents, diagnostics: kept)
        loaded.notKept = notKept
        loaded.warnings = result.warnings
        loaded.linkedPages = result.choices
        loaded.isNotAPage = result.notASchema
        loaded.form = result.form
        loaded.formFindings = result.formFindings
        if let values = options.values, case .array(let specifiers)? = root["PreferenceSpecifiers"]?.content {
            // A stored value is the file's when a specifier has its key, drawn on this device or not.
            let keys = specifiers.compactMap { if case .string(let key)? = $0["Key"]?.content { key } else { nil } }
            loaded.valuesUsed = Set(keys.filter { values.storedValue($0) != nil })
            loaded.valueProblems = StoredSpecifierValues.problems(specifiers, values: values)
        }
        return loaded
    }

    /// A `resource-limit` when the schema holds more specifiers than its size allows
    /// (`LoadLimits.RowBound.specifiers`), before pages are built from them; a binary file's names
    /// the specifier.
    private static func tooDense(_ root: PlistNode, inputBytes: Int) -> Diagnostic? {
        let most = LoadLimits.maxRows(forInputBytes: inputBytes, .specifiers)
        guard case .array(let specifiers)? = root["PreferenceSpecifiers"]?.content, specifiers.count > most else { return nil }
        let past = specifiers[most].start
        return RowDensity.refusal(most, rows: "specifiers", .specifiers, at: past,
                                  path: past.line == 0 ? "PreferenceSpecifiers[\(most)]" : "")
    }
}
