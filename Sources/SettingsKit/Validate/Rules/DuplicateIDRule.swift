/// A cell id repeats among all cells of the page, or a section id among its sections: taps would
/// dispatch to the wrong cell, and diff could not match them. `8` and `"8"` are the same id.
enum DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: .duplicateID,
        summary: "A cell id repeats on the page, or a section id among its sections; the note points at the first.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n  - cells:\n      - { id: ↓1, title: b }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 8, title: a }\n      - { id: ↓\"8\", title: b }\n"),
            RuleExample("title: T\nsections:\n  - id: s\n    cells: [{ id: 1, title: a }]\n  - id: ↓s\n    cells: [{ id: 2, title: b }]\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<CheckBoxPreference ↓app:key=\"sync\" app:title=\"Sync over Wi-Fi\" app:defaultValue=\"true\"/>\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - id: 1\n    cells: [{ id: 1, title: a }, { id: 2, title: b }]\n"),
            RuleExample("title: T\nsections: [{ cells: [{ id: 1, title: a }] }]\n---\ntitle: U\nsections: [{ cells: [{ id: 1, title: a }] }]\n"),
        ])

    static func check(_ document: PageDocument) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var sections: [String: Mark] = [:]
        var cells: [String: Mark] = [:]
        cells.reserveCapacity(document.page.cellCount)
        // Where each id was first used; the node and path are looked up only for a repeat.
        func repeated(_ id: Identifier, at mark: Mark, firstSeen: inout [String: Mark]) -> Mark? {
            if let first = firstSeen[id.key] { return first }
            firstSeen[id.key] = mark
            return nil
        }
        func report(_ span: (start: Mark, end: Mark), _ path: NodePath, _ kind: String, _ id: Identifier, first: Mark) {
            out.append(diagnostic("duplicate \(kind) id \(quoted(id))", from: span.start, to: span.end, path: path,
                                  notes: [.init("\(kind) id \(quoted(id)) was first used here", at: first)]))
        }
        for (i, nodes) in (document.yaml?.sections ?? []).enumerated() {
            if let id = document.page.sections[i].id, let node = nodes.node["id"],
               let first = repeated(id, at: node.start, firstSeen: &sections) {
                report((node.start, node.end), .section(i, "id"), "section", id, first: first)
            }
        }
        // Imported pages too: a Settings.bundle specifier's `Key` is its cell id.
        document.page.forEachCell { i, j, cell in
            guard let id = cell.id, let span = document.span(section: i, cell: j, key: "id"),
                  let first = repeated(id, at: span.start, firstSeen: &cells) else { return }
            report(span, .section(i, cell: j, "id"), "cell", id, first: first)
        }
        return out
    }

    private static func quoted(_ id: Identifier) -> String {
        switch id {
        case .int(let i): return String(i)
        case .string(let s): return "'\(s)'"
        }
    }
}
