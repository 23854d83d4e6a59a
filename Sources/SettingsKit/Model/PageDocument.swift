/// A resolved page together with the nodes it was decoded from, so validation rules can point
/// back into the source.
public struct PageDocument: Sendable {
    public var root: Node
    public var page: Page
    /// Aligned with `page.sections`.
    public var sectionNodes: [SectionNodes]
}

/// A section's mapping node and its cells' mapping nodes, aligned with `Section.cells`.
public struct SectionNodes: Sendable {
    public var node: Node
    public var cells: [Node]
}

extension Node {
    /// The value of a key in a mapping node, if it has the key.
    public subscript(key: String) -> Node? {
        mapping?.first { $0.key.hasText(key) }?.value
    }
}
