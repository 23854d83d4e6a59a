/// An image as tall as its cell or taller: it would touch or overflow the row. Points at the most
/// specific style key that made it so (cell, then section, then page), once per key.
enum ImageTallerThanCellRule: Rule {
    static let description = RuleDescription(
        id: .imageTallerThanCell,
        summary: "A shown image's height (imageSize or indicatorImageSize) is not below the cell's height.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a, image: i, style: { imageSize: ↓50 } }\n"),
            RuleExample("title: T\nsections:\n  - style: { height: ↓30 }\n    cells:\n      - { id: 1, title: a, indicator: { image: i } }\n"),
            RuleExample("title: T\nstyle: { indicatorImageSize: ↓[20, 44] }\nsections:\n  - cells:\n      - { id: 1, title: a, indicator: { image: i } }\n      - { id: 2, title: b, indicator: { image: j } }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a, style: { imageSize: 50 } }\n      - { id: 2, title: b, image: i, style: { imageSize: 43.5 } }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a, image: i, indicator: { image: j }, style: { height: 80, imageSize: 56, indicatorImageSize: 40 } }\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        // Imported pages have no styles of their own to point at.
        guard let yaml = document.yaml else { return }
        var reported: Set<Mark> = []
        yaml.forEachCell(of: document.page) { i, j, cell, node in
            let s = cell.style
            let image = cell.image != nil && cell.type != .logout && cell.type != .avatar && s.imageSize.height >= s.height
            let indicator = cell.indicator?.image != nil && s.indicatorImageSize.height >= s.height
            guard image || indicator else { return }  // the common case, decided without allocating
            let levels = [
                (node["style"], NodePath.section(i, cell: j, "style")),
                (yaml.sections[i].node["style"], NodePath.section(i, "style")),
                (yaml.root["style"], NodePath([.key("style")])),
            ]
            let shows = [("imageSize", s.imageSize, image), ("indicatorImageSize", s.indicatorImageSize, indicator)]
            for (key, size, shown) in shows where shown {
                // The most specific level that set either value is the one to change.
                guard let (origin, path) = levels.lazy.compactMap({ style, path in
                    style?[key].map { ($0, path.appending(key)) } ?? style?["height"].map { ($0, path.appending("height")) }
                }).first, reported.insert(origin.start).inserted else { continue }
                found.add(diagnostic(
                    "\(key) is \(JSONValue.format(size.height)) pt high, not below the cell's height of "
                        + "\(JSONValue.format(s.height)) pt", at: origin, path: path))
            }
        }
    }
}
