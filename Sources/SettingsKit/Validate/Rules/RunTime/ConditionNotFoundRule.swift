/// A condition names a row the page does not have: the rows it governs are never shown (or
/// never enabled), which is a typo far more often than an intent.
enum ConditionNotFoundRule: Rule {
    static let description = RuleDescription(
        id: .conditionNotFound,
        summary: "An enabledWhen or visibleWhen condition names a cell id the page does not have.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: wifi, type: switch, title: Wi-Fi }\n      - { id: 2, title: Networks, enabledWhen: { cell: ↓wfi } }\n"),
            RuleExample("title: T\nsections:\n  - visibleWhen: [{ cell: ↓dark, on: true }]\n    cells: [{ id: 1, title: a }]\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 7, type: switch, title: 夜间模式 }\n      - { id: 8, title: 主题, visibleWhen: { cell: \"7\", on: true } }\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        let sites = ConditionSite.all(in: document)
        guard !sites.isEmpty else { return }
        var ids = Set<String>()
        var switches: [String] = []
        document.page.forEachCell { _, _, cell in
            guard let id = cell.id else { return }
            ids.insert(id.key)
            if cell.type == .switch { switches.append(id.key) }
        }
        var near = NearestWords(switches)
        found.add(contentsOf: sites.lazy.compactMap { site in
            let id = site.condition.cell.key
            guard !ids.contains(id) else { return nil }
            let suggestion = near.closest(to: id)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return diagnostic("no cell has the id '\(id)', so this condition never holds\(hint)", at: site.node, path: site.path)
                .fixing(id, suggestion)
        })
    }
}
