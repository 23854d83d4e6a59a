/// Checks one page file: the loader's and decoder's findings, then every rule on every page.
public enum Validator {
    /// Loads a file and checks it: the loader's findings and every rule not disabled, sorted by
    /// position. A Settings.bundle's `.strings` file is checked against the schema files using it.
    /// `assets`: the app's images, which the `missing-image` rule checks names against.
    public static func validate(_ source: SourceFile, disabled: Set<RuleID> = [], limits: LoadLimits = .default,
                                options: ImportOptions = .default, assets: ImageCatalog? = nil) -> [Diagnostic] {
        validating(source, disabled: disabled, limits: limits, options: options, assets: assets).diagnostics
    }

    /// The same, and whether the file is a page at all (a walk skips an `Info.plist`).
    public static func validating(_ source: SourceFile, disabled: Set<RuleID> = [], limits: LoadLimits = .default,
                                  options: ImportOptions = .default, assets: ImageCatalog? = nil) -> (diagnostics: [Diagnostic], isPage: Bool) {
        if source.path.hasSuffix(".strings") {
            return (StringsCheck.check(source).filter { !disabled.contains($0.rule) }, true)
        }
        var options = options
        options.checksNeighbours = true
        let loaded = PageLoader.load(source, limits: limits, options: options)
        return (check(loaded, disabled: disabled, assets: assets), !loaded.isNotAPage)
    }

    /// The rules on an already loaded file, with the loader's findings.
    public static func check(_ loaded: LoadedFile, disabled: Set<RuleID> = [], assets: ImageCatalog? = nil) -> [Diagnostic] {
        var diagnostics = loaded.diagnostics
        let rules = RuleRegistry.all.filter { !disabled.contains($0.description.id) }
        for document in loaded.documents + loaded.nestedDocuments {
            diagnostics += check(document, rules)
            // The one rule that needs more than the page: the app's images, when given.
            if let assets, !disabled.contains(.missingImage) { diagnostics += MissingImageRule.check(document, assets: assets) }
        }
        diagnostics.removeAll { disabled.contains($0.rule) }
        diagnostics.sort { ($0.start, $0.rule, $0.message) < ($1.start, $1.rule, $1.message) }
        return RepeatFilter.merged(diagnostics)
    }

    /// The errors of a loaded file: the loader's and those of every rule whose severity is error.
    /// This is what makes a page invalid, for every command: `render` and `diff` refuse what
    /// `validate` fails, and skip the warning rules (text measuring) that could not change that.
    public static func errors(_ loaded: LoadedFile) -> [Diagnostic] {
        let rules = RuleRegistry.all.filter { $0.description.severity == .error }
        var errors = loaded.diagnostics.filter { $0.severity == .error }
        for document in loaded.documents + loaded.nestedDocuments { errors += check(document, rules) }
        errors.sort { ($0.start, $0.rule, $0.message) < ($1.start, $1.rule, $1.message) }
        return RepeatFilter.merged(errors)
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
    static func check(_ document: PageDocument, _ rules: [any Rule.Type]) -> [Diagnostic] {
        let cells = document.page.sections.reduce(0) { $0 + $1.cells.count }
        guard cells >= 5_000 else { return rules.flatMap { $0.check(document) } }
        return concurrentMap(2) { half in
            rules.enumerated().filter { $0.offset % 2 == half }.flatMap { $0.element.check(document) }
        }.flatMap { $0 }
    }
}
