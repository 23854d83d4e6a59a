/// A cell title wider than the page's `titleWidthLimit` at its font: SJStaticTableView cuts it.
/// The width is an estimate (see `TextMeasure`): Inter's advance widths for Latin text, 1 em for
/// East Asian wide characters.
enum TitleTruncatedRule: Rule {
    static let description = RuleDescription(
        id: .titleTruncated,
        summary: "A cell title is wider than the page's titleWidthLimit at its font, so the cell cuts it.",
        severity: .warning,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: ↓Notifications and sounds for every chat }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: ↓定制性cell展示页面 - 分组啊 }\n"),
            RuleExample("title: T\nstyle: { titleWidthLimit: 60 }\nsections:\n  - cells:\n      - { id: 1, type: switch, title: ↓夜间模式模式 }\n"),
        ],
        nonTriggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: 定制性cell展示页面 - 分组 }\n      - { id: 2, title: Notifications }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: Notifications and sounds, style: { titleFont: 10 } }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, type: logout, title: 退出登录退出登录退出登录退出登录退出登录 }\n"),
        ])

    static func check(_ document: PageDocument) -> [Diagnostic] {
        let limit = document.page.metrics.titleWidthLimit
        // A page drawn in each locale (`--locale all`) says which one cuts.
        let locale = document.page.source.locale.map { " (in \($0))" } ?? ""
        var out: [Diagnostic] = []
        document.page.forEachCell { i, j, cell in
            guard cell.type != .logout, let title = cell.title else { return }
            let font = cell.style.titleFont
            let width = TextMeasure.width(of: title, font: font)
            guard width > limit, let span = document.span(section: i, cell: j, key: "title") else { return }
            out.append(diagnostic(
                "the title is about \(Int(width.rounded())) pt wide in \(JSONValue.format(font.size)) pt \(font.weight.rawValue), "
                    + "over the titleWidthLimit of \(JSONValue.format(limit)) pt; the cell will cut it" + locale,
                from: span.start, to: span.end, path: .section(i, cell: j, "title")))
        }
        return out
    }
}
