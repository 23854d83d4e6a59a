/// A resolved page together with the nodes it was decoded from, so validation rules can point
/// back into the source.
package struct PageDocument: Sendable {
    package var root: Node
    package var page: Page
    /// Aligned with `page.sections`.
    package var sectionNodes: [SectionNodes]
}

/// A section's mapping node and its cells' mapping nodes, aligned with `Section.cells`.
package struct SectionNodes: Sendable {
    package var node: Node
    package var cells: [Node]
}

extension PageDocument {
    /// Calls `body` with every cell, its section's and its own index, and its mapping node. The
    /// cell is lent from the page, not copied: a cell holds a dozen strings, and rules visit all.
    func forEachCell(_ body: (_ section: Int, _ index: Int, _ cell: borrowing Cell, _ node: Node) -> Void) {
        for i in page.sections.indices {
            let nodes = sectionNodes[i].cells
            for j in nodes.indices { body(i, j, page.sections[i].cells[j], nodes[j]) }
        }
    }
}

extension Node {
    /// The value of a key in a mapping node, if it has the key.
    package subscript(key: String) -> Node? {
        mapping?.value(forKey: key)
    }
}
