/// Turns an AndroidX preference screen file into resolved pages (SPEC 7.4): the root screen's
/// page in each locale drawn, and, in the first, the pages its nested screens and lists lead to.
/// The file's mistakes are found once, whatever the locales, by `PreferenceChecks`.
struct AndroidScreenDecoder {
    let source: SourceFile
    let file: PreferenceFile
    let resources: AndroidResources
    let options: ImportOptions
    /// The page id of the root screen: the file stem.
    var stem: String { source.stem }

    struct Result {
        var documents: [PageDocument] = []
        /// The nested screens' pages.
        var nested: [PageDocument] = []
        var choices: [Page] = []
        var diagnostics: [Diagnostic] = []
    }

    func decode() -> Result {
        var result = Result()
        let locales = self.locales()
        var checks = PreferenceChecks(decoder: self, locales: locales)
        checks.check()
        result.diagnostics = checks.diagnostics
        for locale in locales {
            let resolver = AndroidResolver(resources: resources, locale: locale, prefixes: file.prefixes)
            var states = PreferenceStates(file: file, resolver: resolver)
            let enabled = states.all()
            let (document, choices) = page(file.root, id: stem, resolver: resolver, enabled: enabled)
            result.documents.append(document)
            guard result.documents.count == 1 else { continue }
            result.choices = choices
            for i in file.nestedScreens {
                let screen = file.all[i]
                let (document, choices) = page(screen, id: pageID(of: screen), resolver: resolver, enabled: enabled)
                result.nested.append(document)
                result.choices += choices
            }
        }
        return result
    }

    /// One screen's page, and its lists' choice pages.
    private func page(_ screen: Preference, id: String, resolver: AndroidResolver, enabled: [Bool]) -> (PageDocument, [Page]) {
        var builder = PreferencePageBuilder(decoder: self, resolver: resolver, enabled: enabled, pageID: id)
        builder.build(screen)
        let title = resolver.text(screen, "title").flatMap { $0.isEmpty ? nil : $0 } ?? id
        let page = Page(file: source.path, id: .string(id), title: title, metrics: .imported, sections: builder.sections,
                        mark: screen.element.start, source: PageSource(format: .android, locale: resolver.locale))
        return (PageDocument(page: page, marks: ImportMarks(cells: builder.marks)), builder.choices)
    }

    /// A nested screen's page id: its key, else `<stem>/<n>` for the n-th nested screen.
    func pageID(of screen: Preference) -> String {
        let resolver = AndroidResolver(resources: resources, locale: nil, prefixes: file.prefixes)
        if let key = resolver.key(screen), !key.isEmpty { return key }
        return "\(stem)/\((file.nestedScreens.firstIndex(of: screen.index) ?? 0) + 1)"
    }

    /// The locales the page is drawn in (SPEC 7.4): `values/` alone (nil) unless asked.
    func locales() -> [String?] {
        switch options.locale {
        case .named(let name): [AndroidResources.qualifier(forLocale: name)]
        case .all: [nil] + resources.locales
        case .automatic: [nil]
        }
    }
}
