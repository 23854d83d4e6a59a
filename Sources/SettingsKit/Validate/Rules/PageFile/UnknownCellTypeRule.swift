/// `type` names no static cell type. Reported by the decoder, with the nearest type suggested.
enum UnknownCellTypeRule: Rule {
    static let description = RuleDescription(
        id: .unknownCellType,
        summary: "A cell's type is not one of disclosure, switch, none, logout, avatar; says which was probably meant.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: ↓swich, title: a }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: ↓slider, title: a }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: none, title: a }\n"),
        ])
}
