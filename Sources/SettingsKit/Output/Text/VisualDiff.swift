/// `diff --format visual`: the old and new renderings side by side, each changed row marked in a
/// gutter (`~` changed, `+` added, `−` removed, `↕` moved), for designers who read layouts. When
/// the width cannot hold two tables, they are stacked, old above new.
public enum VisualDiff {
    /// The narrowest width that lays the two tables side by side, each at least 34 columns wide.
    public static let sideBySideWidth = 2 * (34 + 2) + 3

    /// The view, handed to `emit` a few hundred lines at a time: the two pages are laid out a
    /// section at a time as the view walks down them, so a large page is never held as lines.
    public static func render(
        _ changes: [Change], old: [Page], new: [Page], entries: Bool = false, names: (old: String, new: String), width: Int,
        color: ColorDepth?, emit: (String) -> Void
    ) {
        let sideBySide = width >= sideBySideWidth
        let column = sideBySide ? (width - 3) / 2 : width
        var out: [Line] = []
        func append(_ line: Line) {
            out.append(line)
            if out.count >= 512 {
                emit(ANSI.render(out, color: color))
                out.removeAll(keepingCapacity: true)
            }
        }
        let byPage = Dictionary(grouping: changes, by: \.page)
        for (before, after) in PageDiff.pairs(old, new, entries: entries) {
            // Changes carry the new page's id, which a single-page pair need not share with the old.
            let mine = byPage[(after ?? before)!.id] ?? []
            // Of an app's many pages, those that changed (all of them when none did).
            if mine.isEmpty, !changes.isEmpty { continue }
            var left = MarkedLines(before, mine, oldSide: true, width: column)
            var right = MarkedLines(after, mine, oldSide: false, width: column)
            if sideBySide {
                let heading = title("old: " + names.old, column)
                append(Line([heading, .spaces(column - heading.width), Span(drawing: " │ ", .secondary), title("new: " + names.new, column)]))
                while true {
                    let l = left.next(), r = right.next()
                    if l == nil && r == nil { break }
                    let shown = l ?? Line()
                    append(Line(shown.spans + [.spaces(column - shown.width), Span(drawing: " │ ", .secondary)] + (r ?? Line()).spans))
                }
            } else {
                append(Line([title("old: " + names.old, column)]))
                while let line = left.next() { append(line) }
                append(Line())
                append(Line([title("new: " + names.new, column)]))
                while let line = right.next() { append(line) }
            }
            append(Line())
        }
        emit(ANSI.render(out, color: color))
    }

    /// The whole view as text.
    public static func render(
        _ changes: [Change], old: [Page], new: [Page], names: (old: String, new: String), width: Int, color: ColorDepth?
    ) -> String {
        var text = ""
        render(changes, old: old, new: new, names: names, width: width, color: color) { text += $0 }
        return text
    }

    private static func title(_ text: String, _ width: Int) -> Span {
        Span(page: text, TextStyle(bold: true)).truncated(to: width)
    }

    /// A page's lines behind a two-column gutter holding each line's change marker. A row that
    /// moved and changed shows the move. `changes` are this page's.
    struct MarkedLines: IteratorProtocol {
        private var lines: PageLayout.LineIterator?
        private var marks: [LineSource: Change.Kind] = [:]
        /// For a missing page: the one line saying so, until it is taken.
        private var placeholder: Line?

        init(_ page: Page?, _ changes: [Change], oldSide: Bool, width: Int) {
            guard let page else {
                placeholder = Line([.spaces(2), Span(drawing: "(no page)", .secondary)])
                return
            }
            for c in changes where c.entity != .page {
                guard let p = oldSide ? c.from : c.to else { continue }
                let key: LineSource = c.entity == .cell ? .cell(section: p.section, index: p.index ?? 0) : .section(p.section)
                if marks[key] == nil || marks[key] == .changed { marks[key] = c.kind }
            }
            lines = PageLayout.LineIterator(page, width: width - 2)
        }

        mutating func next() -> Line? {
            guard lines != nil else {
                defer { placeholder = nil }
                return placeholder
            }
            guard let line = lines!.next() else { return nil }
            return Line([VisualDiff.gutter(line.source.flatMap { marks[$0] })] + line.spans, source: line.source)
        }
    }

    fileprivate static func gutter(_ kind: Change.Kind?) -> Span {
        switch kind {
        case .added?: return Span(drawing: "+ ", DiffTextPrinter.added)
        case .removed?: return Span(drawing: "− ", DiffTextPrinter.removed)
        case .changed?: return Span(drawing: "~ ", DiffTextPrinter.changed)
        case .moved?: return Span(drawing: "↕ ", DiffTextPrinter.moved)
        case nil: return .spaces(2)
        }
    }
}
