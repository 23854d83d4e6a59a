/// A section with no cells: UIKit draws an empty group, which is rarely meant.
enum EmptySectionRule: Rule {
    static let description = RuleDescription(
        id: .emptySection,
        summary: "A section has no cells.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - header: h\n    cells: ↓[]\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections: []\nempty: { title: 空 }\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        // Imported pages may have empty sections: Android apps use empty categories as dividers.
        for (i, nodes) in (document.yaml?.sections ?? []).enumerated() {
            guard let cells = nodes.node["cells"], cells.sequence?.isEmpty == true else { continue }
            found.add(diagnostic("this section has no cells", at: cells, path: .section(i, "cells")))
        }
    }
}
