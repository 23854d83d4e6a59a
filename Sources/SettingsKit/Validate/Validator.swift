/// Checks one page file: the loader's and decoder's findings, then every rule on every page.
public enum Validator {
    /// Loads a file and checks it: the loader's findings and every rule not disabled, sorted by
    /// position, less what the file's inline suppressions take out. A Settings.bundle's `.strings`
    /// file is checked against the schema files using it. `assets`: the app's images, which the
    /// `missing-image` rule checks names against.
    public static func validate(_ source: SourceFile, disabled: Set<RuleID> = RuleSettings.default.disabled, limits: LoadLimits = .default,
                                options: ImportOptions = .default, assets: ImageCatalog? = nil) -> [Diagnostic] {
        // Every rule not named runs, the opt-in ones too: `disabled` is the whole list of those that do not.
        var levels = Dictionary(uniqueKeysWithValues: disabled.map { ($0, RuleLevel.off) })
        for rule in RuleSettings.optIn where !disabled.contains(rule) { levels[rule] = rule.rule.description.severity == .error ? .error : .warning }
        let rules = RuleSettings(levels: levels)
        return validating(source, rules: rules, limits: limits, options: options, assets: assets).diagnostics
    }

    /// What checking a file found.
    public struct Findings: Sendable {
        /// What the report shows, sorted by position, at the levels the settings give.
        public var diagnostics: [Diagnostic]
        /// What the file's inline suppressions took out.
        public var suppressed: [Diagnostic] = []
        /// Whether the file is a page at all (a walk skips an `Info.plist`).
        public var isPage = true
        /// With `--values`: what the file's pages made of the values file.
        public var values = ValuesCheck()
        /// What the run says on standard error of how the file was read (`LoadedFile.warnings`).
        public var warnings: [String] = []

        /// Findings of a file that is no page (a configuration).
        public init(diagnostics: [Diagnostic], suppressed: [Diagnostic] = [], isPage: Bool = true) {
            (self.diagnostics, self.suppressed, self.isPage) = (diagnostics, suppressed, isPage)
        }
    }

    /// The same, with rules at the levels and options `rules` gives (`.settings-render.yml`).
    public static func validating(_ source: SourceFile, rules: RuleSettings, limits: LoadLimits = .default,
                                  options: ImportOptions = .default, assets: ImageCatalog? = nil) -> Findings {
        let disabled = rules.disabled
        if SettingsBundleReader.isStringsTable(source.path) {
            // Over the size limit, the table was not read: its size is the finding, not "no entries".
            if let refusal = YAMLLoader.tooLarge(source.size, limits) { return Findings(diagnostics: [refusal]) }
            let loaded = StringsTableForm.load(source, options: options)
            return Findings(diagnostics: rules.applied(to: check(loaded, disabled: disabled)), isPage: !loaded.isNotAPage)
        }
        var options = options
        options.checksNeighbours = true
        let loaded = PageLoader.load(source, limits: limits, options: options, checking: formRules(excluding: disabled))
        var found = check(loaded, disabled: disabled, assets: assets)
        if let locales = rules.titleTruncatedLocales, rules.isOn(.titleTruncated), loaded.format != .yaml {
            // `all` measures the locale drawn as well, naming it; a list adds its locales to it.
            if locales.contains(.all) { found.removeAll { $0.rule == .titleTruncated } }
            let known = Set(found.lazy.filter { $0.rule == .titleTruncated }.map { "\($0.start) \($0.message)" })
            found += titlesInLocales(source, locales, limits: limits, options: options).filter { !known.contains("\($0.start) \($0.message)") }
            found.sort(by: Diagnostic.inReportOrder)
            RepeatFilter.merge(&found)
        }
        var findings = Findings(diagnostics: StableIdentity.assign(rules.applied(to: found), in: loaded), isPage: !loaded.isNotAPage)
        findings.warnings = loaded.warnings
        if options.values != nil { findings.values.add(loaded) }
        applySuppressions(to: &findings, source: source, format: loaded.format, rules: rules, limits: limits)
        loaded.discard()
        return findings
    }

    /// `title-truncated` in each locale asked for (`{locales: all}`), as `--locale` would draw them:
    /// bounded as the file's own findings are, so a title cut in every row of every locale holds a
    /// file's worth of findings, not one a row and locale.
    static func titlesInLocales(_ source: SourceFile, _ locales: [LocaleChoice], limits: LoadLimits, options: ImportOptions) -> [Diagnostic] {
        var found = FindingsCap()
        for locale in locales {
            var options = options
            options.locale = locale
            options.checksNeighbours = false
            let loaded = PageLoader.load(source, limits: limits, options: options)
            for document in loaded.documents + loaded.nestedDocuments { TitleTruncatedRule.check(document, into: &found) }
        }
        return found.kept
    }

    /// Takes out what the file's comments suppress, and reports the suppressions that took out
    /// nothing (`unused-suppression`, at its level).
    static func applySuppressions(to findings: inout Findings, source: SourceFile, format: PageSource.Format,
                                  rules: RuleSettings, limits: LoadLimits) {
        let marker = SuppressionDirective.marker
        let comments = format == .yaml ? YAMLComments.comments(containing: marker, in: source.bytes)
            : XMLReader.comments(containing: marker, in: source.bytes, maxDepth: limits.maxDepth, wholeElements: format == .settingsBundle)
        var suppressions = Suppressions(comments)
        guard !suppressions.isEmpty else { return }
        (findings.diagnostics, findings.suppressed) = suppressions.apply(to: findings.diagnostics, isOn: rules.isOn)
        guard rules.isOn(.unusedSuppression) else { return }
        findings.diagnostics += rules.applied(to: suppressions.problems)
        findings.diagnostics.sort(by: Diagnostic.inReportOrder)
    }

    /// The rules on an already loaded file, with the loader's findings.
    /// `disabled` defaults to the opt-in rules.
    public static func check(_ loaded: LoadedFile, disabled: Set<RuleID> = RuleSettings.default.disabled,
                             assets: ImageCatalog? = nil) -> [Diagnostic] {
        let rules = RuleRegistry.all.filter { !disabled.contains($0.description.id) }
        var found = FindingsCap(excluding: disabled)
        found.add(reading: loaded)
        for part in checkForm(loaded, rules) { found.add(part) }
        for document in loaded.documents + loaded.nestedDocuments {
            check(document, rules, into: &found)
            // The one rule that needs more than the page: the app's images, when given.
            if let assets, !disabled.contains(.missingImage) { MissingImageRule.check(document, assets: assets, into: &found) }
        }
        return SpecifierPaths.located(found.result { mergingLocales($0, of: loaded) }, in: loaded)
    }

    /// A file an app ships, drawn in several locales, holds each of its mistakes once.
    private static func mergingLocales(_ list: [Diagnostic], of loaded: LoadedFile) -> [Diagnostic] {
        loaded.format != .yaml && loaded.documents.count > 1 ? LocaleRepeats.merged(list) : list
    }

    /// The errors of a loaded file: the loader's and those of every rule whose severity is error.
    /// This is what makes a page invalid, for every command: `render` and `diff` refuse what
    /// `validate` fails, and skip the warning rules (text measuring) that could not change that.
    public static func errors(_ loaded: LoadedFile) -> [Diagnostic] {
        var found = FindingsCap()
        found.add(reading: loaded) { $0.severity == .error }
        for part in checkForm(loaded, errorRules) { found.add(part) }
        for document in loaded.documents + loaded.nestedDocuments { check(document, errorRules, into: &found) }
        return SpecifierPaths.located(found.result { mergingLocales($0, of: loaded) }, in: loaded)
    }

    /// The errors found in a file as its format reads it: the reader's and the format rules'
    /// (what `render --follow` says of a child pane it shows).
    public static func fileErrors(_ loaded: LoadedFile) -> [Diagnostic] {
        var found = FindingsCap()
        found.add(reading: loaded) { $0.severity == .error }
        for part in checkForm(loaded, errorRules) { found.add(part) }
        return SpecifierPaths.located(found.result(), in: loaded)
    }

    private static let errorRules = RuleRegistry.all.filter { $0.description.severity == .error }

    /// The error rules, for a command that stops at errors (`render`): the warnings are never shown.
    package static let errorFormRules: FormCheck = { form in checkEach(form, errorRules) }

    /// The rules that are on, for the loader to run beside drawing the pages
    /// (`PageLoader.load(_:checking:)`): one that is off costs nothing (the opt-in
    /// `duplicate-preference-key` was 6 % of validating a 10k-row screen).
    static func formRules(excluding disabled: Set<RuleID>) -> FormCheck {
        let rules = RuleRegistry.all.filter { !disabled.contains($0.description.id) }
        return { form in checkEach(form, rules) }
    }

    /// What the rules that look at the file as its format reads it find: what the load found
    /// with `formRules(excluding:)`, or, for a file loaded without them, found now.
    static func checkForm(_ loaded: LoadedFile, _ rules: [any Rule.Type]) -> [FindingsCap] {
        guard let form = loaded.form else { return [] }
        guard let found = loaded.formFindings else { return checkForm(form, rules).map(\.found) }
        let ids = Set(rules.map { $0.description.id })
        return found.filter { ids.contains($0.rule) }.map(\.found)
    }

    /// Files of this many specifiers or preferences have their format's rules run on two cores
    /// when they were not run beside the drawing.
    static let formParallelThreshold = 500

    /// The format's rules on a form; on a large one on two cores, half each.
    static func checkForm(_ form: any FileForm, _ rules: [any Rule.Type]) -> [RuleFindings] {
        guard form.itemCount >= formParallelThreshold else { return checkEach(form, rules) }
        return concurrentMap(2) { half in
            checkEach(form, rules.enumerated().filter { $0.offset % 2 == half }.map(\.element))
        }.flatMap { $0 }
    }

    /// Each rule's findings apart, those that found something.
    private static func checkEach(_ form: any FileForm, _ rules: [any Rule.Type]) -> [RuleFindings] {
        rules.compactMap { rule in
            var found = FindingsCap()
            rule.check(form, into: &found)
            return found.kept.isEmpty ? nil : RuleFindings(rule: rule.description.id, found: found)
        }
    }

    /// What a command may draw (render, diff, convert) of a loaded file, and the errors that
    /// stand against it. A YAML file with errors is not a page yet: it draws nothing. A file an app
    /// ships (a Settings.bundle schema file) draws as the app shows it, mistakes and all, once it
    /// has read at all.
    public static func drawable(_ loaded: LoadedFile) -> (pages: [Page], errors: [Diagnostic]) {
        let errors = errors(loaded)
        return (errors.isEmpty || loaded.format != .yaml ? loaded.pages : [], errors)
    }

    /// The rules are independent: on a large page they run on two cores, half each.
    static func check(_ document: PageDocument, _ rules: [any Rule.Type], into found: inout FindingsCap) {
        guard document.page.cellCount >= 5_000 else {
            for rule in rules { rule.check(document, into: &found) }
            return
        }
        let limit = found.limit
        let halves = concurrentMap(2) { half in
            var part = FindingsCap(limit: limit)
            for (i, rule) in rules.enumerated() where i % 2 == half { rule.check(document, into: &part) }
            return part
        }
        for part in halves { found.add(part) }
    }
}
