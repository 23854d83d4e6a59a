/// A condition names a row that is not a switch: only a switch has a state to follow.
enum ConditionNotSwitchRule: Rule {
    static let description = RuleDescription(
        id: .conditionNotSwitch,
        summary: "An enabledWhen or visibleWhen condition names a row that is not a switch, which has no state to follow.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: account, title: 账号 }\n      - { id: 2, title: 同步, enabledWhen: { cell: ↓account } }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: sync, type: switch, title: 同步 }\n      - { id: 2, title: 同步频率, enabledWhen: { cell: sync } }\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        let sites = ConditionSite.all(in: document)
        guard !sites.isEmpty else { return }
        var types: [String: CellType] = [:]
        document.page.forEachCell { _, _, cell in
            if let id = cell.id, types[id.key] == nil { types[id.key] = cell.type }
        }
        found.add(contentsOf: sites.lazy.compactMap { site in
            guard let type = types[site.condition.cell.key], type != .switch else { return nil }
            return diagnostic("cell '\(site.condition.cell.key)' is a \(type.rawValue) row, not a switch: it has no state to follow",
                              at: site.node, path: site.path)
        })
    }
}
