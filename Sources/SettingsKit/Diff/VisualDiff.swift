/// `diff --format visual`: the old and new renderings side by side, each changed row marked in a
/// gutter (`~` changed, `+` added, `−` removed, `↕` moved), for designers who read layouts. When
/// the width cannot hold two tables, they are stacked, old above new.
public enum VisualDiff {
    /// The narrowest width that lays the two tables side by side, each at least 34 columns wide.
    public static let sideBySideWidth = 2 * (34 + 2) + 3

    public static func render(
        _ changes: [Change], old: [Page], new: [Page], names: (old: String, new: String), width: Int, color: ColorDepth?
    ) -> String {
        let sideBySide = width >= sideBySideWidth
        let column = sideBySide ? (width - 3) / 2 : width
        var out: [Line] = []
        for (before, after) in PageDiff.pairs(old, new) {
            // Changes carry the new page's id, which a single-page pair need not share with the old.
            let id = (after ?? before)!.id
            let mine = changes.filter { $0.page == id }
            let left = marked(before, mine, oldSide: true, width: column)
            let right = marked(after, mine, oldSide: false, width: column)
            if sideBySide {
                let heading = title("old: " + names.old, column)
                out.append(Line([heading, .spaces(column - heading.width), Span(drawing: " │ ", .secondary), title("new: " + names.new, column)]))
                for i in 0..<max(left.count, right.count) {
                    let l = i < left.count ? left[i] : Line()
                    let r = i < right.count ? right[i] : Line()
                    out.append(Line(l.spans + [.spaces(column - l.width), Span(drawing: " │ ", .secondary)] + r.spans))
                }
            } else {
                out += [Line([title("old: " + names.old, column)])] + left + [Line(), Line([title("new: " + names.new, column)])] + right
            }
            out.append(Line())
        }
        return ANSI.render(out, color: color)
    }

    private static func title(_ text: String, _ width: Int) -> Span {
        Span(page: text, TextStyle(bold: true)).truncated(to: width)
    }

    /// A page's lines behind a two-column gutter holding each line's change marker. A row that
    /// moved and changed shows the move. `changes` are this page's.
    static func marked(_ page: Page?, _ changes: [Change], oldSide: Bool, width: Int) -> [Line] {
        guard let page else { return [Line([.spaces(2), Span(drawing: "(no page)", .secondary)])] }
        var marks: [LineSource: Change.Kind] = [:]
        for c in changes where c.entity != .page {
            guard let p = oldSide ? c.from : c.to else { continue }
            let key: LineSource = c.entity == .cell ? .cell(section: p.section, index: p.index ?? 0) : .section(p.section)
            if marks[key] == nil || marks[key] == .changed { marks[key] = c.kind }
        }
        return PageLayout.lines(for: page, width: width - 2).map { line in
            Line([gutter(line.source.flatMap { marks[$0] })] + line.spans, source: line.source)
        }
    }

    private static func gutter(_ kind: Change.Kind?) -> Span {
        switch kind {
        case .added?: return Span(drawing: "+ ", DiffTextPrinter.added)
        case .removed?: return Span(drawing: "− ", DiffTextPrinter.removed)
        case .changed?: return Span(drawing: "~ ", DiffTextPrinter.changed)
        case .moved?: return Span(drawing: "↕ ", DiffTextPrinter.moved)
        case nil: return .spaces(2)
        }
    }
}
