/// An AndroidX preference screen file → its pages, with the reader's and the format rules' findings.
enum AndroidScreenLoader {
    static func load(_ source: SourceFile, limits: LoadLimits, options: ImportOptions, threads: Bool) -> LoadedFile {
        let file: PreferenceFile
        switch PreferenceFile.read(source.bytes, maxDepth: limits.maxDepth, threads: threads) {
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
        let resources = AndroidResources(containing: source.path, reading: wanted,
                                         allLocales: options.checksNeighbours || options.locale == .all, limits: limits)
        let decoder = AndroidScreenDecoder(source: source, file: file, resources: resources, options: options)
        var result = decoder.decode(threads: threads)
        result.diagnostics.sort(by: Diagnostic.inReportOrder)
        var loaded = LoadedFile(source: source, documents: result.documents, diagnostics: result.diagnostics)
        loaded.nestedDocuments = result.nested
        loaded.linkedPages = result.choices
        if let values = options.values {
            // A stored value is the file's when a preference has its key, drawn, collapsed or hidden.
            loaded.valuesUsed = Set(decoder.keys.compactMap { $0 }.filter { values.storedValue($0) != nil })
            loaded.valueProblems = StoredPreferences.problems(decoder, values: values)
        }
        return loaded
    }
}
