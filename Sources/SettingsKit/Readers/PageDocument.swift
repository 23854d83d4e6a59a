/// A resolved page together with where it was written, so validation rules can point back into
/// the source: the YAML nodes of a page file, or the positions an imported page's keys had.
package struct PageDocument: Sendable {
    package var page: Page
    package var origin: Origin

    package enum Origin: Sendable {
        case yaml(YAMLNodes)
        /// A Settings.bundle or Android page: rules of the page format (its keys, ids and
        /// styles) do not apply, and the marks say where each model key came from.
        case imported(ImportMarks)
    }

    package init(root: Node, page: Page, sectionNodes: [SectionNodes]) {
        self.page = page
        origin = .yaml(YAMLNodes(root: root, sections: sectionNodes))
    }

    package init(page: Page, marks: ImportMarks) {
        self.page = page
        origin = .imported(marks)
    }

    /// The YAML nodes, for the rules of the page format; nil for an imported page.
    package var yaml: YAMLNodes? {
        if case .yaml(let nodes) = origin { nodes } else { nil }
    }

    /// Where a key inside a cell's key was written (`indicator.image`); for an imported page,
    /// where the outer key was.
    package func span(section i: Int, cell j: Int, keys: [String]) -> (start: Mark, end: Mark)? {
        guard keys.count > 1, case .yaml(let nodes) = origin else { return keys.first.flatMap { span(section: i, cell: j, key: $0) } }
        var node: Node? = nodes.sections[i].cells[j]
        for key in keys { node = node?[key] }
        return node.map { ($0.start, $0.end) }
    }

    /// An imported cell's mark `key`, or `otherwise` in a page file, which has no such marks.
    private func cellMark<T>(_ i: Int, _ j: Int, _ key: KeyPath<CellMarks, T>, otherwise: T) -> T {
        if case .imported(let marks) = origin { return marks.cells[i][j][keyPath: key] }
        return otherwise
    }

    /// Whether a cell's title is drawn on one line as the file has it, so its width can be
    /// measured: always in a page file; see `CellMarks.titleIsMeasured` for imported pages.
    package func titleIsMeasured(section i: Int, cell j: Int) -> Bool { cellMark(i, j, \.titleIsMeasured, otherwise: true) }

    /// The room a cell's title has, where the row gives it other than the page's limit (`CellMarks.titleRoom`).
    package func titleRoom(section i: Int, cell j: Int) -> Double? { cellMark(i, j, \.titleRoom, otherwise: nil) }

    /// Whether an imported row only shows its key's value (`CellMarks.mirrorsValue`); never in a page file.
    package func mirrorsValue(section i: Int, cell j: Int) -> Bool { cellMark(i, j, \.mirrorsValue, otherwise: false) }

    /// An imported row's keys of the app's own (`CellMarks.variant`); nil in a page file.
    package func variant(section i: Int, cell j: Int) -> String? { cellMark(i, j, \.variant, otherwise: nil) }

    /// Whether an imported row's key may repeat without harm (`CellMarks.keyMayRepeat`); never in a page file.
    package func keyMayRepeat(section i: Int, cell j: Int) -> Bool { cellMark(i, j, \.keyMayRepeat, otherwise: false) }

    /// Where a cell's model key (`id`, `title`, …) was written, in any format.
    package func span(section i: Int, cell j: Int, key: String) -> (start: Mark, end: Mark)? {
        switch origin {
        case .yaml(let nodes):
            return nodes.sections[i].cells[j][key].map { ($0.start, $0.end) }
        case .imported(let marks):
            return marks.cells[i][j][key].map { ($0, $0) }
        }
    }
}

/// A YAML page's root node and, aligned with `page.sections`, its sections' nodes.
package struct YAMLNodes: Sendable {
    package var root: Node
    package var sections: [SectionNodes]

    /// Calls `body` with every cell, its section's and its own index, and its mapping node. The
    /// cell is lent from the page, not copied: a cell holds a dozen strings, and rules visit all.
    func forEachCell(of page: Page, _ body: (_ section: Int, _ index: Int, _ cell: borrowing Cell, _ node: Node) -> Void) {
        for i in page.sections.indices {
            let nodes = sections[i].cells
            // Through the buffer: an array's subscript hands out a copy (a dozen retains).
            page.sections[i].cells.withUnsafeBufferPointer { cells in
                for j in nodes.indices { body(i, j, cells[j], nodes[j]) }
            }
        }
    }
}

/// A section's mapping node and its cells' mapping nodes, aligned with `Section.cells`.
package struct SectionNodes: Sendable {
    package var node: Node
    package var cells: NodeList
}

/// Where an imported page's cells came from: for each cell, aligned with the page's sections and
/// cells, where the value of each model key it has came from (a specifier's `<key>`, an
/// attribute). A binary property list's marks are all line 0.
package struct ImportMarks: Sendable {
    package var cells: [[CellMarks]]

    package init(cells: [[CellMarks]]) {
        self.cells = cells
    }
}

/// Where an imported cell's keys came from; the keys rules point at. A value, not a table: a
/// page has a row of these per cell.
package struct CellMarks: Sendable {
    package var id: Mark?
    package var title: Mark?
    package var value: Mark?
    package var subtitle: Mark?
    /// Whether the title is drawn on one line as resolved: false for a reference that resolved
    /// nowhere (the app shows a text the file does not hold) and for a title the row wraps.
    package var titleIsMeasured = true
    /// The room the row gives its title, where it differs from the page's `titleWidthLimit`.
    package var titleRoom: Double?
    /// The row's place in a schema file's `PreferenceSpecifiers`: where a finding in a binary
    /// property list, which has no lines, is said to be.
    package var specifier: Int?
    /// A schema file row's keys of the app's own, with their values (`Specifier.ownKeys`): rows
    /// of one `Key` that differ here are variants a build ships one of.
    package var variant: String?
    /// Whether the row's key may repeat without harm: a row of a framework screen that stores
    /// nothing (the framework's `PreferenceGroup` checks no keys, where AndroidX's logs "Found
    /// duplicated key"), so two such rows share no value and nobody is warned.
    package var keyMayRepeat = false
    /// Whether the row only shows what another row of its key sets: a framework row the user
    /// cannot open (`enabled` and `selectable` false), so it never writes (domodroid's, holdout 19).
    package var mirrorsValue = false

    package init(id: Mark? = nil, title: Mark? = nil, value: Mark? = nil, subtitle: Mark? = nil, titleIsMeasured: Bool = true,
                 specifier: Int? = nil) {
        (self.id, self.title, self.value, self.subtitle) = (id, title, value, subtitle)
        self.titleIsMeasured = titleIsMeasured
        self.specifier = specifier
    }

    /// The mark of a model key (`id`, `title`, `value`, `subtitle`).
    package subscript(key: String) -> Mark? {
        switch key {
        case "id": id
        case "title": title
        case "value": value
        case "subtitle": subtitle
        default: nil
        }
    }
}

extension Node {
    /// The value of a key in a mapping node, if it has the key.
    package subscript(key: String) -> Node? {
        mapping?.value(forKey: key)
    }
}

extension Page {
    /// Calls `body` with every cell and its section's and its own index; the cell is lent, not copied.
    package func forEachCell(_ body: (_ section: Int, _ index: Int, _ cell: borrowing Cell) -> Void) {
        for i in sections.indices {
            // Through the buffer: an array's subscript hands out a copy (a dozen retains).
            sections[i].cells.withUnsafeBufferPointer { cells in
                for j in cells.indices { body(i, j, cells[j]) }
            }
        }
    }
}
