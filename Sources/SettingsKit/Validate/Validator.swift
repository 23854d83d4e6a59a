/// Checks one page file: the loader's and decoder's findings, then every rule on every page.
public enum Validator {
    public static func validate(_ source: SourceFile, disabled: Set<String> = [], limits: LoadLimits = .default) -> [Diagnostic] {
        check(PageLoader.load(source, limits: limits), disabled: disabled)
    }

    /// The rules on an already loaded file, with the loader's findings.
    public static func check(_ loaded: LoadedFile, disabled: Set<String> = []) -> [Diagnostic] {
        var diagnostics = loaded.diagnostics
        let rules = RuleRegistry.all.filter { !disabled.contains($0.description.id) }
        for document in loaded.documents {
            diagnostics += check(document, rules)
        }
        diagnostics.removeAll { disabled.contains($0.rule) }
        diagnostics.sort { ($0.start, $0.rule, $0.message) < ($1.start, $1.rule, $1.message) }
        return diagnostics
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
