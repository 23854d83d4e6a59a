/// A rule's documentation, one text for every place that shows it: `Docs/Rules.md`, `rules`, and
/// SARIF's `help` (which code-scanning shows beside each finding).
extension RuleDescription {
    /// Where `Docs/Rules.md` is published. The anchor of each rule's section is its id.
    public static let docsURL = "https://github.com/settings-render/settings-render/blob/main/Docs/Rules.md"

    /// The rule's section of the published Docs/Rules.md.
    public var helpURI: String { Self.docsURL + "#" + id.rawValue }

    /// The page formats the rule applies to, as its examples show; a values file's rules apply
    /// to every format.
    public var formats: [PageSource.Format] {
        if valuesFor != nil { return PageSource.Format.allCases }
        let found = Set((triggering + nonTriggering).map(\.format))
        return PageSource.Format.allCases.filter(found.contains)
    }

    /// `default` or `opt-in`.
    public var tier: String { optIn ? "opt-in" : "default" }

    /// The rule's section of `Docs/Rules.md`, without its heading.
    public var markdown: String {
        var out = "\(summary) Severity: \(severity.rawValue)"
            + (optIn ? ", opt-in: off until a configuration turns it on (`rules: {\(id): warning}`)" : "")
            + ". Formats: " + formats.map(\.rawValue).joined(separator: ", ") + ".\n\nTriggers:\n\n"
        for example in triggering { out += Self.block(example) }
        out += "Does not trigger:\n\n"
        for example in nonTriggering { out += Self.block(example) }
        return out
    }

    /// The same as plain text, for clients that show no Markdown.
    public var plainText: String {
        var out = "\(summary)\n\nFor example:\n\n"
        for example in triggering.prefix(2) { out += Self.lines(example.text).map { "    " + $0 }.joined(separator: "\n") + "\n\n" }
        return out + "More: \(helpURI)"
    }

    private static func block(_ example: RuleExample) -> String {
        var out = "```\(example.language)\n" + lines(example.text).joined(separator: "\n") + "\n```\n\n"
        for (name, text) in example.neighbours {
            out += "with `\(name)`:\n\n```\(fence(name))\n" + lines(text).joined(separator: "\n") + "\n```\n\n"
        }
        return out
    }

    /// The fence's language for a file an example sets beside the page: the app's code and build
    /// scripts are no page.
    private static func fence(_ name: String) -> String {
        let code = [".java": "java", ".kt": "kotlin", ".gradle": "groovy", ".kts": "kotlin"]
        return code.first { name.hasSuffix($0.key) }?.value ?? PageLoader.language(ofFileNamed: name)
    }

    private static func lines(_ yaml: String) -> [String] {
        (yaml.hasSuffix("\n") ? String(yaml.dropLast()) : yaml).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalSafe.escape(String($0), backslashes: false) }
    }
}
