/// Checks one page file: the loader's and decoder's findings, then every rule on every page.
public enum Validator {
    public static func validate(_ source: SourceFile, disabled: Set<String> = [], limits: LoadLimits = .default) -> [Diagnostic] {
        check(PageLoader.load(source, limits: limits), disabled: disabled)
    }

    /// The rules on an already loaded file, with the loader's findings.
    public static func check(_ loaded: LoadedFile, disabled: Set<String> = []) -> [Diagnostic] {
        var diagnostics = loaded.diagnostics
        for document in loaded.documents {
            for rule in RuleRegistry.all where !disabled.contains(rule.description.id) {
                diagnostics += rule.check(document)
            }
        }
        diagnostics.removeAll { disabled.contains($0.rule) }
        diagnostics.sort { ($0.start, $0.rule, $0.message) < ($1.start, $1.rule, $1.message) }
        return diagnostics
    }
}
