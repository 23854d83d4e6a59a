/// A resolved page: defaults applied, style cascaded, shorthands expanded (SPEC 3). Built by
/// `PageLoader` from a file, or in code with the memberwise initializers below.
public struct Page: Sendable, Hashable {
    /// The path the page was read from, as given (`-` for standard input); empty for a page made in code.
    public var file: String
    /// What the diff matches pages by; the file's name when the page has none.
    public var id: Identifier
    /// The navigation title.
    public var title: String
    /// The page's metrics (margin, vertical gap, title width limit).
    public var metrics: PageMetrics
    /// The groups of cells, top to bottom.
    public var sections: [Section]
    /// Shown instead of the sections when no section holds a cell.
    public var empty: EmptyState?
    /// Where the page's mapping starts.
    public var mark: Mark
    /// The format the page was read from, and the locale of its text.
    public var source: PageSource
    /// The pull-to-refresh hint above the table, if the page has one.
    public var refresh: Refresh?
    /// The load-more row below the table, if the page has one.
    public var loadMore: LoadMore?

    /// A page; a page made in code has no file and its marks are the start.
    public init(file: String = "", id: Identifier, title: String, metrics: PageMetrics = PageMetrics(),
                sections: [Section], empty: EmptyState? = nil, mark: Mark = .start, source: PageSource = PageSource(),
                refresh: Refresh? = nil, loadMore: LoadMore? = nil) {
        self.file = file
        self.refresh = refresh
        self.loadMore = loadMore
        self.source = source
        self.id = id
        self.title = title
        self.metrics = metrics
        self.sections = sections
        self.empty = empty
        self.mark = mark
    }

    /// True when no section holds a cell: the renderer shows the empty state instead.
    public var hasNoCells: Bool { sections.allSatisfy { $0.cells.isEmpty } }

    /// True when no section shows a cell, its conditions applied: the empty state is drawn.
    public var showsNoCells: Bool { sections.allSatisfy { !$0.visible || !$0.cells.contains(where: \.visible) } }

    /// True when the text render draws the empty state in place of the table: no cell shows, and no
    /// shown section has a header or footer either (an acknowledgements pane is all group texts).
    package var drawsEmptyState: Bool {
        showsNoCells && !sections.contains { $0.visible && ($0.header != nil || $0.footer != nil) }
    }

    /// The number of cells in all sections, shown or not.
    package var cellCount: Int { sections.reduce(0) { $0 + $1.cells.count } }
}

extension Teardown {
    /// Whether pages are large enough to be freed on the teardown thread.
    package static func isWorthIt(_ pages: some Sequence<Page>) -> Bool {
        pages.reduce(0) { $0 + $1.cellCount } >= largeCells
    }
}
