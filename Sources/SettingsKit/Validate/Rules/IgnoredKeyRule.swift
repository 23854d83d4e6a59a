/// A cell key its type does not use: `on` on a disclosure cell, `indicator` on a switch. It is
/// accepted and has no effect, which is usually not what the author meant.
enum IgnoredKeyRule: Rule {
    static let description = RuleDescription(
        id: "ignored-key",
        summary: "A cell sets a key its type does not use, such as on for a disclosure cell or indicator for a switch.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a, ↓on: true }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: switch, title: a, ↓indicator: x }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: avatar, name: n, ↓title: t }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: switch, title: a, on: true, image: i }\n      - { id: 2, type: logout, title: t, reuseId: r }\n"),
        ])

    /// The cell keys each type uses.
    static let used: [CellType: Set<String>] = {
        let common: Set<String> = ["type", "id", "reuseId", "style"]
        return [
            .disclosure: common.union(["title", "image", "indicator"]),
            .switch: common.union(["title", "image", "on"]),
            .none: common.union(["title", "image"]),
            .logout: common.union(["title"]),
            .avatar: common.union(["name", "account", "avatar", "qrCode"]),
        ]
    }()

    static func check(_ document: PageDocument) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (i, (section, nodes)) in zip(document.page.sections, document.sectionNodes).enumerated() {
            for (j, (cell, node)) in zip(section.cells, nodes.cells).enumerated() {
                let uses = used[cell.type] ?? []
                for pair in node.mapping ?? [] {
                    guard let key = pair.key.scalar?.text, PageFormat.cellKeys.contains(key), !uses.contains(key) else { continue }
                    let users = CellType.allCases.filter { used[$0]?.contains(key) == true }.map(\.rawValue)
                    out.append(diagnostic(
                        "'\(key)' has no effect on a \(cell.type.rawValue) cell; only \(list(users)) cells use it",
                        at: pair.key, path: .section(i, cell: j, key)))
                }
            }
        }
        return out
    }

    private static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}
