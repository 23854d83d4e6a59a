/// Every condition a YAML page writes (`enabledWhen` / `visibleWhen` of a section or a cell),
/// with the node of its `cell` value and its node path: what the condition rules look at.
struct ConditionSite {
    /// The condition's section, and its row when a cell holds it.
    var section: Int
    var cell: Int?
    var condition: Condition
    /// The `cell: ID` value.
    var node: Node
    var path: NodePath

    /// The sites in source order, a section's own before its cells'.
    static func all(in document: PageDocument) -> [ConditionSite] {
        // Most pages have none: the model says so without a look at any node.
        guard let yaml = document.yaml, document.page.hasConditions else { return [] }
        var out: [ConditionSite] = []
        func add(_ owner: Node, section: Int, cell: Int?) {
            for key in ["enabledWhen", "visibleWhen"] {
                guard let value = owner[key] else { continue }
                let items = value.sequence.map { Array($0.enumerated()) } ?? [(-1, value)]
                for (k, item) in items {
                    guard let node = item["cell"], let id = Self.identifier(node) else { continue }
                    let on: Bool = if case .bool(let b)? = item["on"]?.scalar?.value { b } else { true }
                    var path = cell.map { NodePath.section(section, cell: $0, key) } ?? NodePath.section(section, key)
                    if k >= 0 { path.append(.index(k)) }
                    path.append(.key("cell"))
                    out.append(ConditionSite(section: section, cell: cell, condition: Condition(cell: id, on: on), node: node, path: path))
                }
            }
        }
        for (i, nodes) in yaml.sections.enumerated() {
            add(nodes.node, section: i, cell: nil)
            for (j, node) in nodes.cells.enumerated() { add(node, section: i, cell: j) }
        }
        return out
    }

    /// The id a `cell` value names, as the decoder reads it (only ids matter here: `8` is `"8"`).
    private static func identifier(_ node: Node) -> Identifier? {
        guard let scalar = node.scalar, !scalar.isNull else { return nil }
        return .string(scalar.text)
    }
}
