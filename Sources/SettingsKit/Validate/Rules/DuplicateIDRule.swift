/// A cell id repeats among all cells of the page, or a section id among its sections: taps would
/// dispatch to the wrong cell, and diff could not match them. `8` and `"8"` are the same id.
enum DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-id",
        summary: "A cell id repeats on the page, or a section id among its sections; the note points at the first.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n  - cells:\n      - { id: ↓1, title: b }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 8, title: a }\n      - { id: ↓\"8\", title: b }\n"),
            RuleExample("title: T\nsections:\n  - id: s\n    cells: [{ id: 1, title: a }]\n  - id: ↓s\n    cells: [{ id: 2, title: b }]\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - id: 1\n    cells: [{ id: 1, title: a }, { id: 2, title: b }]\n"),
            RuleExample("title: T\nsections: [{ cells: [{ id: 1, title: a }] }]\n---\ntitle: U\nsections: [{ cells: [{ id: 1, title: a }] }]\n"),
        ])

    static func check(_ document: PageDocument) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var sections: [String: Node] = [:]
        var cells: [String: Node] = [:]
        func note(_ node: Node, _ path: NodePath, _ kind: String, _ id: Identifier, firstSeen: inout [String: Node]) {
            guard let first = firstSeen[id.key] else {
                firstSeen[id.key] = node
                return
            }
            out.append(diagnostic("duplicate \(kind) id \(quoted(id))", at: node, path: path,
                                  notes: [.init("\(kind) id \(quoted(id)) was first used here", at: first.start)]))
        }
        for (i, (section, nodes)) in zip(document.page.sections, document.sectionNodes).enumerated() {
            if let id = section.id, let node = nodes.node["id"] {
                note(node, .section(i, "id"), "section", id, firstSeen: &sections)
            }
            for (j, (cell, node)) in zip(section.cells, nodes.cells).enumerated() {
                if let id = cell.id, let idNode = node["id"] {
                    note(idNode, .section(i, cell: j, "id"), "cell", id, firstSeen: &cells)
                }
            }
        }
        return out
    }

    private static func quoted(_ id: Identifier) -> String {
        switch id {
        case .int(let i): return String(i)
        case .string(let s): return "'\(TerminalSafe.escape(s))'"
        }
    }
}
