/// Conditions that lead back to where they start: a switch shown only while a row is shown that
/// is itself shown only while the switch is on. Such rows are never in effect.
enum ConditionCycleRule: Rule {
    static let description = RuleDescription(
        id: .conditionCycle,
        summary: "enabledWhen or visibleWhen conditions lead back to the row they start from, so none of those rows is ever in effect.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: a, type: switch, title: A, enabledWhen: { cell: b } }\n      - { id: b, type: switch, title: B, enabledWhen: { cell: ↓a } }\n"),
            RuleExample("title: T\nsections:\n  - visibleWhen: { cell: ↓dark }\n    cells:\n      - { id: dark, type: switch, title: 深色模式 }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: a, type: switch, title: A }\n      - { id: b, type: switch, title: B, enabledWhen: { cell: a } }\n      - { id: c, title: C, enabledWhen: [{ cell: a }, { cell: b }] }\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        let sites = ConditionSite.all(in: document)
        guard !sites.isEmpty else { return }
        let page = document.page
        var rows: [RowPlace] = []
        var number: [RowPlace: Int] = [:]
        var switches: [String: Int] = [:]
        page.forEachCell { i, j, cell in
            let place = RowPlace(section: i, cell: j)
            number[place] = rows.count
            if cell.type == .switch, let id = cell.id, switches[id.key] == nil { switches[id.key] = rows.count }
            rows.append(place)
        }
        // Each row's edges: the switch a condition names, and the condition's site.
        var edges = Array(repeating: [(target: Int, site: Int)](), count: rows.count)
        for (k, site) in sites.enumerated() {
            guard let target = switches[site.condition.cell.key] else { continue }
            let owners = site.cell.map { [$0] } ?? Array(page.sections[site.section].cells.indices)
            for j in owners {
                if let row = number[RowPlace(section: site.section, cell: j)] { edges[row].append((target, k)) }
            }
        }
        // Depth first, with an explicit stack; an edge back to a row on the stack closes a cycle.
        enum Color { case white, gray, black }
        var color = Array(repeating: Color.white, count: rows.count)
        var reported = Set<Int>()
        for root in rows.indices where color[root] == .white && !edges[root].isEmpty {
            var stack: [(row: Int, next: Int)] = [(root, 0)]
            color[root] = .gray
            while let (row, next) = stack.last {
                guard next < edges[row].count else {
                    color[row] = .black
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (target, site) = edges[row][next]
                switch color[target] {
                case .white:
                    color[target] = .gray
                    stack.append((target, 0))
                case .gray where reported.insert(site).inserted:
                    let start = stack.firstIndex { $0.row == target } ?? 0
                    let loop = (stack[start...].map(\.row) + [target]).map { name(page, rows[$0]) }
                    found.add(diagnostic("this condition leads back to itself (\(loop.joined(separator: " → "))), so none of these rows is ever in effect",
                                          at: sites[site].node, path: sites[site].path))
                case .gray, .black:
                    break
                }
            }
        }
    }

    private static func name(_ page: Page, _ place: RowPlace) -> String {
        let cell = page.sections[place.section].cells[place.cell]
        let id = cell.id.map { " [\($0.key)]" } ?? ""
        return (cell.title ?? cell.name ?? cell.type.rawValue) + id
    }
}
