/// What a target cannot hold, counted: one line for each page and kind of loss, with the first
/// row it happened to, so a page of 100,000 rows with indicators says so once.
struct NoteTally {
    private var order: [String] = []
    private var counts: [String: (count: Int, example: String?)] = [:]

    /// `what` lost on `page`, and how it is approximated; `row` names the first instance.
    mutating func add(_ page: Page, _ what: String, row: String? = nil) {
        let key = "page '\(page.id.key)': " + what
        if let seen = counts[key] {
            counts[key] = (seen.count + 1, seen.example)
        } else {
            order.append(key)
            counts[key] = (1, row)
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
    /// What no target but SJStaticTableView draws: a row's fonts, colours and sizes, its
    /// indicator, a page's metrics, empty state and load-more row. `target` names the target
    /// ("a Settings.bundle"); `metrics` are the target's own, nil where it takes a page's.
    mutating func addUnheld(_ page: Page, target: String, metrics: PageMetrics? = .imported) {
        if let metrics, page.metrics != metrics { add(page, "the page's margins and title width cannot be set in \(target); left out") }
        if page.empty != nil { add(page, "an empty state cannot be shown in \(target); left out") }
        if page.loadMore != nil { add(page, "a load-more row cannot be shown in \(target); left out") }
        for section in page.sections {
            if section.id != nil { add(page, "section ids cannot be kept in \(target); left out") }
            if section.headerHeight != 10 || section.footerHeight != 10 { add(page, "section heights cannot be set in \(target); left out") }
            for cell in section.cells {
                let name = Self.name(cell)
                if cell.style != Style.defaults(for: cell.type) { add(page, "fonts, colours and sizes cannot be set in \(target); left out", row: name) }
                if cell.indicator != nil { add(page, "an indicator cannot be shown in \(target); left out", row: name) }
                if cell.reuseId != Cell.defaultReuseId(for: cell.type) { add(page, "reuse ids cannot be kept in \(target); left out", row: name) }
            }
        }
    }
}
