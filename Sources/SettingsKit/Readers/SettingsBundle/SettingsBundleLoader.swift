/// A Settings.bundle schema file → its pages, with the reader's and the format rules' findings.
enum SettingsBundleLoader {
    static func load(_ source: SourceFile, limits: LoadLimits, options: ImportOptions, threads: Bool) -> LoadedFile {
        let root: PlistNode
        switch PropertyList.read(source.bytes, maxDepth: limits.maxDepth, threads: threads) {
        case .success(let node): root = node
        case .failure(let problem):
            return LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: problem.isLimit ? .resourceLimit : .xmlSyntax, message: problem.message, start: problem.mark),
            ])
        }
        let decoder = SettingsBundleDecoder(source: source, bundle: SettingsBundle(containing: source.path), options: options, threads: threads)
        var result = decoder.decode(root)
        result.diagnostics.sort(by: Diagnostic.inReportOrder)
        var loaded = LoadedFile(source: source, documents: result.documents, diagnostics: result.diagnostics)
        loaded.linkedPages = result.choices
        loaded.isNotAPage = result.notASchema
        if let values = options.values, case .array(let specifiers)? = root["PreferenceSpecifiers"]?.content {
            // A stored value is the file's when a specifier has its key, drawn on this device or not.
            let keys = specifiers.compactMap { if case .string(let key)? = $0["Key"]?.content { key } else { nil } }
            loaded.valuesUsed = Set(keys.filter { values.storedValue($0) != nil })
            loaded.valueProblems = StoredValues.problems(specifiers, values: values)
        }
        return loaded
    }
}
