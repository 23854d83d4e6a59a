/// A key appears twice in one mapping. Reported by the loader; the first value is the one used.
enum DuplicateKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicateKey,
        summary: "A key appears twice in one map; the note points at the first.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections: []\n↓title: U\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a, ↓title: b }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n      - { id: 2, title: a }\n"),
            RuleExample("x-base: &b { title: a }\ntitle: T\nsections:\n  - cells:\n      - { <<: *b, id: 1, title: b }\n"),
        ])
}
