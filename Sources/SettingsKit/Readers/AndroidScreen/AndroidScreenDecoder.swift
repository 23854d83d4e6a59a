/// Turns an AndroidX preference screen file into resolved pages (SPEC 7.4): the root screen's
/// page in each locale drawn, and, in the first, the pages its nested screens and lists lead to.
/// The rules find the file's mistakes once, whatever the locales, in the `PreferenceScreenForm`
/// it hands them.
struct AndroidScreenDecoder {
    let source: SourceFile
    let file: PreferenceFile
    let resources: AndroidResources
    let options: ImportOptions
    /// Resolves through `values/` alone: keys, and the checks that do not depend on the language.
    let defaults: PreferenceResolver
    /// Each preference's key, resolved, by index.
    let keys: [String?]
    /// The first preference (the root aside) with each key.
    let byKey: [String: Int]
    /// The page id of the root screen: the file stem.
    let stem: String
    /// Whether the app's titles may wrap, so none is measured: its `res/layout/` replaces the
    /// library's `preference_material.xml` (or `preference.xml`), as VPNHotspot's does with a title
    /// of ten lines, or its preference theme sets `singleLineTitle` false (AnkiDroid).
    let appWrapsTitles: Bool
    /// What the app's code says of its screens (`AppCode`), where its Gradle project was found.
    let code: AppCode?
    /// Whether a framework `android.preference` fragment loads the screen: its rows read
    /// `android:singleLineTitle`, which AndroidX reads only as `app:`.
    let isFramework: Bool
    /// Whether the app's code reads the screen only for its defaults: it is never drawn.
    let isSeedOnly: Bool
    /// Whether a preference library of its own classes draws the screen (`AppCode.drawsWithLibrary`):
    /// its sliders' ranges, rows' layouts and dependencies are the library's, not AndroidX's.
    var isLibraryDrawn: Bool { code?.drawsWithLibrary == true }
    /// Whether the code that loads the screen lays out its rows itself: their titles may wrap.
    let isRelaid: Bool
    /// Whether nothing loads the screen: no code names it but in comments, no manifest or other
    /// XML file refers to it (`AppCode.loads`), or no build includes its module.
    let isUnloaded: Bool
    /// Whether the framework's rows of this screen are Material's on every device the app runs on
    /// (`minSdk` 21 or more, no Holo theme): their titles have the room `PreferencePageBuilder.frameworkRowRoom` says.
    let materialFrameworkRows: Bool
    /// The rows repeated as exact copies in other groups, of which the app shows one (`PreferenceFile.copiesInOtherGroups`).
    let copies: Set<Int>
    /// Whether AndroidX's Material styles draw the rows (not the support library's, whose
    /// preference theme keeps every title on one line), unless a framework fragment loads the screen.
    let materialStyles: Bool

    /// `built`: whether a build includes the screen's module (`GradleProject.builds(screen:)`);
    /// `minSdk`: the project's lowest (`GradleProject.minSdk`).
    init(source: SourceFile, file: PreferenceFile, resources: AndroidResources, options: ImportOptions, code: AppCode? = nil, materialStyles: Bool = true,
         built: Bool = true, minSdk: Int? = nil) {
        self.source = source
        self.materialStyles = materialStyles
        self.file = file
        self.resources = resources
        self.options = options
        self.code = code
        stem = source.stem
        // What the code says of this screen, looked up once: every row's title asks.
        isFramework = code?.frameworkScreens.contains(stem) == true
        isSeedOnly = code?.seedOnlyScreens.contains(stem) == true
        isRelaid = code?.relaidScreens.contains(stem) == true
        isUnloaded = code?.loads(stem) == false || !built
        // Android 4.x draws framework rows with Holo's layout whatever the app's theme, and so does a Holo theme on any.
        materialFrameworkRows = isFramework && !resources.holoTheme && (minSdk ?? 0) >= 21
        let res = FileName.folder(of: FileName.folder(of: source.path))
        appWrapsTitles = resources.titlesWrap || code?.wrapsTitles == true
            || source.path != "-" && ["preference_material.xml", "preference.xml"].contains { FileName.isRegularFile(res + "/layout/" + $0) }
        let defaults = PreferenceResolver(resources: resources, locale: nil)
        self.defaults = defaults
        let keys = file.all.map { defaults.key($0) }
        var byKey: [String: Int] = [:], repeated: [Int] = []
        byKey.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated().dropFirst() {
            guard let key else { continue }
            if let first = byKey[key] { repeated += [first, i] } else { byKey[key] = i }
        }
        self.keys = keys
        self.byKey = byKey
        // Only rows whose key repeats can be copies: a screen of 10k distinct keys pays nothing.
        copies = repeated.isEmpty ? [] : file.copiesInOtherGroups(among: Set(repeated))
    }

    struct Result {
        var documents: [PageDocument] = []
        /// The nested screens' pages.
        var nested: [PageDocument] = []
        var choices: [Page] = []
        /// The pages of rows collapsed behind expand rows (`initialExpandedChildrenCount`).
        var expanded: [Page] = []
        /// The file as read, for the format's rules.
        var form: PreferenceScreenForm?
        /// What those rules found, when they were given.
        var formFindings: [RuleFindings]?
    }

    /// Files with this many preferences are checked and drawn on two threads: below it, starting
    /// a thread costs more than it saves.
    static let parallelThreshold = 500

    /// `threads: false` keeps the work on the calling thread. `checking`: the format's rules,
    /// run on the file's form.
    func decode(threads: Bool, checking: FormCheck?) -> Result {
        let locales = self.locales()
        let form = PreferenceScreenForm(decoder: self, locales: locales)
        // The rules and the choice pages on one side, the screens' pages on the other: about
        // even halves. Each side resolves through its own resolver (their caches are not shared).
        let checkAndChoose = {
            (checking?(form), ChoicePages.pages(self, PreferenceResolver(resources: resources, locale: locales[0], values: options.values)))
        }
        let draw = { pages(locales) }
        var ((findings, choices), result) = threads && file.all.count >= Self.parallelThreshold
            ? inParallel(checkAndChoose, draw) : (checkAndChoose(), draw())
        (result.choices, result.form, result.formFindings) = (choices + result.expanded, form, findings)
        return result
    }

    /// The root screen's page in each locale; the nested screens' pages and the pages of
    /// collapsed rows in the first.
    private func pages(_ locales: [String?]) -> Result {
        var result = Result()
        for locale in locales {
            let resolver = PreferenceResolver(resources: resources, locale: locale, values: options.values)
            var states = PreferenceStates(file: file, resolver: resolver, byKey: byKey)
            let enabling = states.enabling()
            let first = result.documents.isEmpty
            var expanded: [Page] = []
            result.documents.append(page(file.root, id: stem, resolver: resolver, enabling: enabling, expanded: &expanded))
            guard first else { continue }
            for (n, i) in file.nestedScreens.enumerated() {
                result.nested.append(page(file.all[i], id: pageID(forPage: n + 1), resolver: resolver, enabling: enabling, expanded: &expanded))
            }
            result.expanded = expanded
        }
        return result
    }

    /// One screen's page.
    private func page(_ screen: Preference, id: String, resolver: PreferenceResolver, enabling: PreferenceStates.Enabling,
                      expanded: inout [Page]) -> PageDocument {
        var builder = PreferencePageBuilder(decoder: self, resolver: resolver, enabling: enabling)
        builder.build(screen)
        expanded += builder.expanded
        let title = resolver.text(screen, .title).flatMap { $0.isEmpty ? nil : $0 } ?? id
        let page = Page(file: source.path, id: .string(id), title: title, metrics: .imported, sections: builder.sections,
                        mark: screen.start, source: PageSource(format: .android, locale: resolver.locale))
        return PageDocument(page: page, marks: ImportMarks(cells: builder.marks))
    }

    /// The id of a list's choice page: `<id of the page it shows on>/<key>`.
    func choicePageID(_ p: Preference) -> String {
        pageID(forPage: p.page) + "/" + (keys[p.index] ?? "\(p.index)")
    }

    /// The id of the file's page `n` (`Preference.page`): the stem for the root screen's; a
    /// nested screen's key, else `<stem>/<n>`.
    func pageID(forPage n: Int) -> String {
        guard n > 0 else { return stem }
        if let key = keys[file.nestedScreens[n - 1]], !key.isEmpty { return key }
        return "\(stem)/\(n)"
    }

    /// The locales the page is drawn in (SPEC 7.4): `values/` alone (nil) unless asked.
    func locales() -> [String?] {
        switch options.locale {
        case .named(let name): [resources.folder(forLocale: name)]
        case .all: [nil] + resources.locales
        case .automatic: [nil]
        }
    }
}
