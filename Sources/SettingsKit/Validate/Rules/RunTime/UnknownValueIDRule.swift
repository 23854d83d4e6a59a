/// A values file (`--values`) names a cell id no page of the run has: its values show nowhere,
/// usually because the id was renamed on the page.
enum UnknownValueIDRule: Rule {
    static let description = RuleDescription(
        id: .unknownValueID,
        summary: "A values file (--values) names a cell id that no page of the run has.",
        severity: .warning,
        triggering: [
            RuleExample("7: { on: true }\n↓cache: { indicator: 0B }\n", name: "values.yaml",
                        neighbours: [("page.yaml", "title: 设置\nsections:\n  - cells:\n      - { id: 7, type: switch, title: 夜间模式 }\n      - { id: 8, title: 清理缓存, indicator: 12.3M }\n")]),
        ],
        nonTriggering: [
            RuleExample("7: { on: true }\n8: { indicator: 0B }\n", name: "values.yaml",
                        neighbours: [("page.yaml", "title: 设置\nsections:\n  - cells:\n      - { id: 7, type: switch, title: 夜间模式 }\n      - { id: 8, title: 清理缓存, indicator: 12.3M }\n")]),
        ],
        valuesFor: "page.yaml")
}
