/// A group of cells, with the text above and below it.
public struct Section: Sendable, Hashable {
    /// What the diff matches sections by, before headers and shared cells.
    public var id: Identifier?
    /// The text above the group.
    public var header: String?
    /// The text below the group; it wraps.
    public var footer: String?
    /// Points above the group.
    public var headerHeight: Double
    /// Points below the group.
    public var footerHeight: Double
    /// The rows, top to bottom.
    public var cells: [Cell]
    /// Where the section's mapping starts.
    public var mark: Mark
    /// Switch states every cell of the section is enabled under (all must hold).
    public var enabledWhen: [Condition]
    /// Switch states the section is shown under (all must hold).
    public var visibleWhen: [Condition]
    /// Whether the section is shown: false when its `visibleWhen` does not hold
    /// (`Page.applyingConditions`). A page as loaded shows every section.
    public var visible: Bool

    /// A section; header and footer heights default to 10 points.
    public init(id: Identifier? = nil, header: String? = nil, footer: String? = nil, headerHeight: Double = 10,
                footerHeight: Double = 10, cells: [Cell], mark: Mark = .start,
                enabledWhen: [Condition] = [], visibleWhen: [Condition] = [], visible: Bool = true) {
        self.id = id
        self.enabledWhen = enabledWhen
        self.visibleWhen = visibleWhen
        self.visible = visible
        self.header = header
        self.footer = footer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.cells = cells
        self.mark = mark
    }
}

/// EmptyDataSet's title / detail / image / button / verticalOffset.
public struct EmptyState: Sendable, Hashable {
    /// The empty state's title.
    public var title: String?
    /// Its detail text.
    public var detail: String?
    /// Its image name.
    public var image: String?
    /// Its button's title.
    public var button: String?
    /// Its vertical offset, in points.
    public var offset: Double?

    /// An empty state.
    public init(title: String? = nil, detail: String? = nil, image: String? = nil, button: String? = nil, offset: Double? = nil) {
        self.title = title
        self.detail = detail
        self.image = image
        self.button = button
        self.offset = offset
    }
}
