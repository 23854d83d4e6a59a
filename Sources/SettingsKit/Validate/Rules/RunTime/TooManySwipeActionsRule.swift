/// A row with more swipe actions than a swipe shows: UIKit reveals four at most, and the rest
/// cannot be reached.
enum TooManySwipeActionsRule: Rule {
    static let description = RuleDescription(
        id: .tooManySwipeActions,
        summary: "A row has more than four swipe actions; a swipe shows four at most.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - id: 1\n        title: 会话\n        swipe: [{ title: 删除, style: destructive }, { title: 置顶 }, { title: 未读 }, { title: 隐藏 }, ↓{ title: 免打扰 }]\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - id: 1\n        title: 会话\n        swipe: [{ title: 删除, style: destructive }, { title: 置顶 }]\n"),
        ])

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        guard let yaml = document.yaml else { return }
        yaml.forEachCell(of: document.page) { i, j, cell, node in
            guard cell.swipe.count > SwipeAction.shownLimit, let items = node["swipe"]?.sequence,
                  items.count > SwipeAction.shownLimit else { return }
            let first = items[SwipeAction.shownLimit]
            found.add(diagnostic("\(cell.swipe.count) swipe actions, but a swipe shows \(SwipeAction.shownLimit) at most: the rest cannot be reached",
                                  at: first, path: .section(i, cell: j, "swipe")))
        }
    }
}
