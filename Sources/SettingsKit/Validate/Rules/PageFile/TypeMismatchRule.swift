/// A value of the wrong type: text where a boolean belongs, a map where a list belongs. Reported by
/// the decoder, saying what was expected and what was found.
enum TypeMismatchRule: Rule {
    static let description = RuleDescription(
        id: .typeMismatch,
        summary: "A value has the wrong type; says what was expected and what was found.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: switch, title: a, on: ↓yes }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a, style: { titleFont: ↓big } }\n"),
            RuleExample("title: T\nsections: ↓{ a: 1 }\n"),
            RuleExample("↓- title: T\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: switch, title: a, on: true }\n"),
            RuleExample("title: 2048\nsections:\n  - cells:\n      - { id: 1, title: 12.30, style: { titleFont: { size: 15, weight: bold } } }\n"),
        ])
}
