/// What a target cannot hold, counted: one line for each page and kind of loss, with the first
/// row it happened to, so a page of 100,000 rows with indicators says so once.
struct NoteTally {
    private var order: [String] = []
    private var counts: [String: (count: Int, example: String?)] = [:]

    /// `what` lost on `page`, and how it is approximated; `row` names the first instance.
    /// `times`: how many rows at once (`addUnheld` counts a page's rows before it says so).
    mutating func add(_ page: Page, _ what: String, row: @autoclosure () -> String? = nil, times: Int = 1) {
        let key = "page '\(page.id.key)': " + what
        if let seen = counts[key] {
            counts[key] = (seen.count + times, seen.example)
        } else {
            order.append(key)
            counts[key] = (times, row())
        }
    }

    /// What a page cannot hold at one place of its file: said there, `file:line:column`, once each.
    mutating func add(_ page: Page, _ what: String, at mark: Mark) {
        let key = (page.file.isEmpty ? "" : page.file + ":") + "\(mark): page '\(page.id.key)': " + what
        if counts[key] == nil {
            order.append(key)
            counts[key] = (1, nil)
        }
    }

    /// A row's name in a note: its title, else its id.
    static func name(_ cell: Cell) -> String {
        "'" + (cell.title ?? cell.name ?? cell.id?.key ?? "") + "'"
    }

    var lines: [String] {
        order.map { key in
            let (count, example) = counts[key]!
            guard let example else { return key }
            return key + (count == 1 ? " (row \(example))" : " (\(count) rows, the first \(example))")
        }
    }
}

extension NoteTally {
    /// What of SJStaticTableView's a target draws besides rows and sections.
    struct Drawn: OptionSet {
        let rawValue: Int
        /// Fonts, colours, heights, image sizes and indicators; only the gaps are lost.
        static let style = Drawn(rawValue: 1)
        /// The gaps beside the images.
        static let gaps = Drawn(rawValue: 2)
        /// The empty state, pull to refresh and the load-more row.
        static let states = Drawn(rawValue: 4)
    }

    /// What no target but SJStaticTableView draws, less what `drawn` says this one does: a
    /// row's style and indicator, a page's metrics, empty state and load-more row. `target`
    /// names the target ("a Settings.bundle"); `metrics` are the ones its pages read back with,
    /// nil where none are read back: then only metrics that are neither the imported formats'
    /// nor SJStaticTableView's defaults are noted.
    mutating func addUnheld(_ page: Page, target: String, metrics: PageMetrics? = .imported, drawn: Drawn = []) {
        let ownMetrics = metrics.map { page.metrics == $0 } ?? (page.metrics == .imported || page.metrics == PageMetrics())
        if !ownMetrics {
            add(page, "the page's margins and title width cannot be set in \(target); left out")
        }
        if !drawn.contains(.states), page.empty != nil { add(page, "an empty state cannot be shown in \(target); left out") }
        if !drawn.contains(.states), page.loadMore != nil { add(page, "a load-more row cannot be shown in \(target); left out") }
        if !drawn.contains(.states), page.refresh != nil { add(page, "pull to refresh cannot be declared in \(target); left out") }
        var sectionIDs = false, heights = false
        // Each kind's rows, counted here and said once: a page of 100,000 styled rows is one note.
        var gaps = RowCount(), styles = RowCount(), indicators = RowCount(), reuseIDs = RowCount()
        for section in page.sections {
            sectionIDs = sectionIDs || section.id != nil
            heights = heights || section.headerHeight != 10 || section.footerHeight != 10
            for cell in section.cells {
                let d = Style.defaults(for: cell.type)
                if drawn.contains(.style) {
                    if !drawn.contains(.gaps), cell.style.imageGap != d.imageGap || cell.style.indicatorGap != d.indicatorGap { gaps.add(cell) }
                } else {
                    if cell.style != d { styles.add(cell) }
                    if cell.indicator != nil { indicators.add(cell) }
                }
                if cell.reuseId != Cell.defaultReuseId(for: cell.type) { reuseIDs.add(cell) }
            }
        }
        if sectionIDs { add(page, "section ids cannot be kept in \(target); left out") }
        if heights { add(page, "section heights cannot be set in \(target); left out") }
        for (count, what) in [(gaps, "the gaps beside images are \(target)'s own; left out"),
                              (styles, "fonts, colours and sizes cannot be set in \(target); left out"),
                              (indicators, "an indicator cannot be shown in \(target); left out"),
                              (reuseIDs, "reuse ids cannot be kept in \(target); left out")] where count.rows > 0 {
            add(page, what, row: count.first.map(Self.name), times: count.rows)
        }
    }
}

/// Rows of one kind of loss, and the first of them.
private struct RowCount {
    var rows = 0
    var first: Cell?

    mutating func add(_ cell: Cell) {
        rows += 1
        if first == nil { first = cell }
    }
}
