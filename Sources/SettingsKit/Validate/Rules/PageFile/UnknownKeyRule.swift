/// A key the format does not define, with the nearest defined key suggested. Reported by the decoder.
enum UnknownKeyRule: Rule {
    static let description = RuleDescription(
        id: .unknownKey,
        summary: "A key the page format does not define; says which key was probably meant.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - id: 1\n        ↓titel: a\n"),
            RuleExample("title: T\n↓section: []\n"),
            RuleExample("title: T\nsections:\n  - style: { ↓margin: 4 }\n    cells: []\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nx-notes: anything\nsections:\n  - cells:\n      - { id: 1, title: a, x-owner: me }\n"),
            RuleExample("title: T\nstyle: { margin: 4 }\nsections: []\n"),
        ])
}
