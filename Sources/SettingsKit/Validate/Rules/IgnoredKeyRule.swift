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

    /// Whether a cell type uses a cell key (keys the format does not define are unknown-key's).
    static func uses(_ type: CellType, _ key: String) -> Bool {
        switch key {
        case "type", "id", "reuseId", "style": return true
        case "title": return type != .avatar
        case "image": return type == .disclosure || type == .switch || type == .none
        case "indicator": return type == .disclosure
        case "on": return type == .switch
        case "name", "account", "avatar", "qrCode": return type == .avatar
        default: return true
        }
    }

    static func check(_ document: PageDocument) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (i, (section, nodes)) in zip(document.page.sections, document.sectionNodes).enumerated() {
            for (j, (cell, node)) in zip(section.cells, nodes.cells).enumerated() {
                guard let pairs = node.mapping else { continue }
                for pair in pairs {
                    guard let key = pair.key.scalar?.text, !uses(cell.type, key) else { continue }
                    let users = CellType.allCases.filter { uses($0, key) }.map(\.rawValue)
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
