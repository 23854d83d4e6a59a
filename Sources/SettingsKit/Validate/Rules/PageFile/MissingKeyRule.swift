/// A required key is absent. Reported by the decoder at the mapping's first key.
enum MissingKeyRule: Rule {
    static let description = RuleDescription(
        id: .missingKey,
        summary: "A required key is absent: a page's title or sections, a section's cells, a cell's title or image.",
        severity: .error,
        triggering: [
            RuleExample("↓sections: []\n"),
            RuleExample("title: T\nsections:\n  - ↓header: h\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { ↓id: 1, type: switch }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { ↓id: 1, type: avatar, account: a }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, image: icon }\n      - { id: 2, type: logout }\n"),
        ])
}
