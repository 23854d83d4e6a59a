/// Turns a Settings.bundle schema file into resolved pages (SPEC 7.3): one per locale it is
/// drawn in, plus the generated choice pages its multi-value rows lead to. The rules find the
/// file's mistakes once, whatever the locales, in the `SpecifierFile` it hands them.
struct SettingsBundleDecoder {
    let source: SourceFile
    let bundle: SettingsBundle
    let options: ImportOptions
    /// The pane's name: the file stem without its variant suffixes (`Root~iphone.inApp` → `Root`).
    let stem: String
    /// Whether only InAppSettingsKit reads the file: `.inApp` in its name, or a bundle folder
    /// named `InAppSettings.bundle`, which InAppSettingsKit reads first and the Settings app never
    /// sees (`kIASKBundleFolderAlt`).
    let isInApp: Bool
    /// Whether nothing reads the file: an in-app file in a repository that holds no
    /// InAppSettingsKit (`SettingsBundle.usesInAppSettingsKit`), or any file of a bundle the
    /// Xcode project copies into no target (`ProjectFacts.isCopiedByNoTarget`). Its defaults and
    /// titles are not judged, as those of a pane no row opens; what makes it unreadable still is.
    let isReadByNothing: Bool

    init(source: SourceFile, bundle: SettingsBundle, options: ImportOptions) {
        self.source = source
        self.bundle = bundle
        self.options = options
        // A pane in a subfolder is named by its path in the bundle, as a child pane's `File` names it.
        let name = bundle.name(of: source.path)
        let (stem, isInApp) = Self.paneName(name.hasSuffix(".plist") ? String(name.dropLast(".plist".count)) : source.stem)
        self.stem = stem
        self.isInApp = isInApp || bundle.isInAppOnly
        isReadByNothing = source.path != "-" && (self.isInApp && bundle.usesInAppSettingsKit == false || bundle.project.isCopiedByNoTarget)
    }

    /// `Root~iphone.inApp` → (`Root`, true).
    static func paneName(_ fileStem: String) -> (stem: String, inApp: Bool) {
        var name = Substring(fileStem)
        let inApp = name.hasSuffix(".inApp")
        if inApp { name = name.dropLast(".inApp".count) }
        for device in ["~iphone", "~ipad"] where name.hasSuffix(device) { name = name.dropLast(device.count) }
        return (String(name), inApp)
    }

    struct Result {
        var documents: [PageDocument] = []
        var choices: [Page] = []
        /// What reading found, its first `Diagnostic.keptPerFile`: a file whose every specifier
        /// lacks a field holds a file's worth of them, not one a row.
        var found = FindingsCap()
        /// The root has no `PreferenceSpecifiers`: a property list, but not a settings page.
        var notASchema = false
        /// The file as read, for the format's rules.
        var form: SpecifierFile?
        /// What those rules found, when they were given.
        var formFindings: [RuleFindings]?
        /// What the run says of neighbours it did not read (`LoadedFile.warnings`).
        var warnings: [String] = []
    }

    /// `checking`: the format's rules, run on the file's form beside drawing its pages (on two
    /// threads for a long file, when `threads` allows).
    func decode(_ root: PlistNode, threads: Bool, checking: FormCheck?) -> Result {
        var result = Result()
        // A schema's own keys without rows is a page with none: the Settings app shows it empty,
        // as a build that hides its settings means (entourage's store bundle: `StringsTable` only).
        let isSchema = root["StringsTable"] != nil || root["Title"] != nil
        let none = isSchema ? PlistNode(content: .array([]), start: root.start) : nil
        guard case .dictionary = root.content, let list = root["PreferenceSpecifiers"] ?? none else {
            result.notASchema = true
            result.found.add(Diagnostic(
                .error, rule: .missingSpecifierField,
                message: "the property list has no 'PreferenceSpecifiers', so it is not a Settings.bundle schema file",
                start: root.start))
            return result
        }
        guard case .array(let items) = list.content else {
            result.found.add(Diagnostic(
                .error, rule: .missingSpecifierField,
                message: "'PreferenceSpecifiers' is \(list.kindDescription); it must be an array of dictionaries",
                start: list.start, path: "PreferenceSpecifiers"))
            return result
        }
        var specifiers: [Specifier] = []
        specifiers.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if let specifier = Specifier(item, index: i) {
                specifiers.append(specifier)
            } else {
                result.found.add(Diagnostic(
                    .error, rule: .missingSpecifierField,
                    message: "a specifier is \(item.kindDescription); it must be a dictionary with 'Type'",
                    start: item.start, path: "PreferenceSpecifiers[\(i)]"))
            }
        }
        let table = Self.table(of: root, pane: stem)
        // Each locale's table is read once, for the rules and for every locale drawn.
        let (tables, unread) = bundle.tables(table)
        result.warnings = unread.map { $0.message + "; the page is drawn without it" }
        SpecifierFields.problems(specifiers, isInApp: isInApp, into: &result.found)
        let form = SpecifierFile(decoder: self, root: root, specifiers: specifiers, table: table, tables: tables)
        let check = { checking?(form) }
        let draw = { pages(root: root, specifiers, table: table, tables: tables) }
        (result.formFindings, (result.documents, result.choices)) = threads && checking != nil && specifiers.count >= Self.parallelThreshold
            ? inParallel(check, draw) : (check(), draw())
        result.form = form
        return result
    }

    /// Files with this many specifiers are checked and drawn on two threads: below it, starting
    /// a thread costs more than it saves.
    static let parallelThreshold = 500

    /// The page of each locale drawn, and the choice pages of the first.
    private func pages(root: PlistNode, _ specifiers: [Specifier], table: String, tables: [String: StringsFile]) -> ([PageDocument], [Page]) {
        var documents: [PageDocument] = []
        var choices: [Page] = []
        for locale in locales(table: table) {
            let translate = SpecifierResolver(tables: tables, locale: locale)
            var builder = SpecifierPageBuilder(decoder: self, translate: translate)
            builder.build(specifiers)
            let title = (root["Title"]?.text).map { translate($0) } ?? options.linkTitle ?? stem
            var page = Page(file: source.path, id: .string(stem), title: title, metrics: Self.metrics, sections: builder.sections,
                            mark: root.start, source: PageSource(format: .settingsBundle, locale: locale))
            if page.title.isEmpty { page.title = stem }
            documents.append(PageDocument(page: page, marks: ImportMarks(cells: builder.marks)))
            if choices.isEmpty { choices = builder.choices }
        }
        return (documents, choices)
    }

    /// The strings table a schema file's texts are translated through: its `StringsTable`, else
    /// its pane's name.
    static func table(of root: PlistNode, pane: String) -> String {
        if case .string(let name)? = root["StringsTable"]?.content { name } else { pane }
    }

    static let metrics = PageMetrics.imported

    /// The locales the page is drawn in (SPEC 7.3); nil is the text as written. A locale asked
    /// for that has no copy of the table is drawn as the app would, in the default, and says so.
    func locales(table: String) -> [String?] {
        switch options.locale {
        case .named(let locale) where bundle.locales(with: table).contains(locale): return [locale]
        case .named:
            var automatic = options
            automatic.locale = .automatic
            return SettingsBundleDecoder(source: source, bundle: bundle, options: automatic).locales(table: table)
        case .all:
            let found = bundle.locales(with: table)
            return found.isEmpty ? [nil] : found
        case .automatic:
            for locale in ["en", "Base"] where bundle.hasTable(table, locale: locale) {
                return [locale]
            }
            return [nil]
        }
    }

    /// Whether a row is left out on the idiom (`SupportedUserInterfaceIdioms`).
    func isHidden(_ s: Specifier) -> Bool {
        guard let idioms = s.strings(.supportedUserInterfaceIdioms) else { return false }
        return !idioms.contains(options.idiom.specifierName)
    }
}

/// Texts through a locale's strings table, then `en`'s, then as written (SPEC 7.6).
struct SpecifierResolver {
    let locale: String?
    private let tables: [StringsFile]

    /// `tables`: the table of each locale, read.
    init(tables: [String: StringsFile], locale: String?) {
        self.locale = locale
        let chain = locale.map { $0 == "en" ? ["en"] : [$0, "en"] } ?? []
        self.tables = chain.compactMap { tables[$0] }
    }

    func callAsFunction(_ text: String) -> String {
        for table in tables { if let value = table[text] { return value } }
        return text
    }
}
