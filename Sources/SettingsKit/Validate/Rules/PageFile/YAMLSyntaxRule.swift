/// libyaml cannot scan or parse the file. Reported by the loader with libyaml's own words; the
/// rest of that file is not checked.
enum YAMLSyntaxRule: Rule {
    static let description = RuleDescription(
        id: .yamlSyntax,
        summary: "The file is not well-formed YAML; the message is libyaml's, at libyaml's position.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections: [a, b\n↓"),
            RuleExample("title: T\nsections: []\nfooter: \"open quote\n↓"),
            RuleExample("title: a↓: b\nsections: []\n"),
            RuleExample("title: ↓*missing\nsections: []\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections: []\n"),
            RuleExample("title: \"a: b\"\nsections: []\n"),
        ])
}
