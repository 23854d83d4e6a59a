/// A tappable cell (disclosure, logout, avatar) has no id, so its tap cannot be dispatched.
enum MissingIDRule: Rule {
    static let description = RuleDescription(
        id: .missingID,
        summary: "A tappable cell (disclosure, logout or avatar) has no id to dispatch its tap by.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - ↓title: a\n        image: i\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { ↓type: logout }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { type: switch, title: a }\n      - { type: none, title: b }\n      - { id: 0, title: c }\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        // An imported row's id is its key, which the format's own rules ask for.
        guard let yaml = document.yaml else { return }
        yaml.forEachCell(of: document.page) { i, j, cell, node in
            guard cell.id == nil, [.disclosure, .logout, .avatar].contains(cell.type) else { return }
            // An id that is written but not valid is already a type-mismatch: one mistake, one diagnostic.
            if let written = node["id"], !written.isNull { return }
            let span = node.firstKeySpan
            found.add(Diagnostic(
                description.severity, rule: description.id,
                message: "this \(cell.type.rawValue) cell has no 'id', so a tap on it cannot be dispatched",
                start: span.start, end: span.end, path: NodePath.section(i, cell: j).description))
        }
    }
}
