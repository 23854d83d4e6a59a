/// A values file (`--values`) gives a row a value it cannot show (`on` for a disclosure row, an
/// indicator for a switch), a value of the wrong type, or a key the overlay does not know.
enum ValueMismatchRule: Rule {
    static let description = RuleDescription(
        id: .valueMismatch,
        summary: "A values file (--values) gives a row a value its type does not show, of the wrong type, or under an unknown key.",
        severity: .warning,
        triggering: [
            RuleExample("8: { on: ↓true }\n", name: "values.yaml", neighbours: [("page.yaml", page)]),
            RuleExample("7: { on: ↓\"yes\" }\n", name: "values.yaml", neighbours: [("page.yaml", page)]),
            RuleExample("8: { ↓indicatr: 0B }\n", name: "values.yaml", neighbours: [("page.yaml", page)]),
        ],
        nonTriggering: [
            RuleExample("7: { on: true, subtitle: 22:00 – 7:00 }\n8: { indicator: 0B, enabled: false }\n", name: "values.yaml",
                        neighbours: [("page.yaml", page)]),
        ],
        valuesFor: "page.yaml")

    private static let page = "title: 设置\nsections:\n  - cells:\n      - { id: 7, type: switch, title: 夜间模式 }\n      - { id: 8, title: 清理缓存, indicator: 12.3M }\n"
}
