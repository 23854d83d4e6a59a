/// A cell key its type does not use: `on` on a disclosure cell, `indicator` on a switch. It is
/// accepted and has no effect, which is usually not what the author meant.
enum IgnoredKeyRule: Rule {
    static let description = RuleDescription(
        id: .ignoredKey,
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

    /// The cell keys each type does not use, by the type's ordinal.
    private static let unusedKeys = CellType.allCases.map { type in
        KeyTable(PageFormat.cellKeys.filter { !uses(type, $0) })
    }

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        guard let yaml = document.yaml else { return }
        yaml.forEachCell(of: document.page) { i, j, cell, node in
            guard let pairs = node.mapping else { return }
            let type = cell.type
            // Keys are matched as bytes against the few this type ignores; text is made only for those.
            let unused = unusedKeys[type.ordinal]
            for k in pairs.indices where pairs.key(at: k, in: unused) != nil {
                let key = pairs[k].key
                let text = key.scalar!.text
                let users = CellType.allCases.filter { uses($0, text) }.map(\.rawValue)
                found.add(diagnostic(
                    "'\(text)' has no effect on a \(type.rawValue) cell; only \(list(users)) cells use it",
                    at: key, path: .section(i, cell: j, text)))
            }
        }
    }

    private static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}
