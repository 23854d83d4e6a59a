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

    /// The number of cells in all sections, shown or not.
    package var cellCount: Int { sections.reduce(0) { $0 + $1.cells.count } }
}

extension Teardown {
    /// Whether pages are large enough to be freed on the teardown thread.
    package static func isWorthIt(_ pages: some Sequence<Page>) -> Bool {
        pages.reduce(0) { $0 + $1.cellCount } >= largeCells
    }
}

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

/// The static cell types of SJStaticTableView.
public enum CellType: String, Sendable, Hashable, CaseIterable {
    case disclosure, `switch`, none, logout, avatar

    /// The type's place in `allCases`, to index tables by type.
    var ordinal: Int {
        switch self {
        case .disclosure: 0
        case .switch: 1
        case .none: 2
        case .logout: 3
        case .avatar: 4
        }
    }

    /// The style keys a cell of this type draws with; the others resolve but show nothing (an
    /// indicator font on a switch, a logout font on a disclosure row).
    public var shownStyleKeys: Set<String> {
        let parts: Set<StyleKey.Part> = switch self {
        case .disclosure, .avatar: [.row, .indicator]
        case .switch, .none: [.row]
        case .logout: [.logout]
        }
        // The height sizes every row, the logout row too.
        return Set(StyleKey.allCases.filter { parts.contains($0.definition.part) || $0 == .height }.map(\.rawValue))
    }
}

/// One row: a cell view-model of SJStaticTableView, its style resolved.
///
/// The fields few rows have live behind one reference (`Rare`), nil when none is set, and the
/// style in a box cells share (`SharedStyle`): a page has up to ~100k cells and every rule and
/// writer copies them, so a cell is kept small and cheap to copy. Both read and write as if stored.
public struct Cell: Sendable, Hashable {
    /// A logout cell's title when none is given (SJStaticTableView's demo: 退出登录).
    static let defaultLogoutTitle = "退出登录"

    /// What a tap dispatches on, and what the diff matches cells by.
    public var id: Identifier?
    /// The static cell type. Changing it keeps the reuse identifier the cell had.
    public var type: CellType {
        didSet {
            let kept = rare?.fields.reuseId ?? Self.defaultReuseId(for: oldValue)
            if kept != reuseId { reuseId = kept }
        }
    }
    /// The switch state; `nil` for every type but `switch`.
    public var on: Bool?
    /// A disabled row is drawn dimmed.
    public var enabled: Bool
    /// Whether the row is shown, as far as its own `visibleWhen` goes (`Page.applyingConditions`);
    /// a row of a hidden section is not drawn either. A page as loaded shows every row.
    public var visible: Bool
    /// The indicator's shape: none (0), image next to the arrow (1), text next to it (2). With
    /// the flags above it fills the bytes after the id, where a stored `Indicator?` took 40.
    private var indicatorShape: UInt8 = 0
    /// The title; nil on an avatar row, 退出登录 by default on a logout row.
    public var title: String?
    /// The image left of the title.
    public var image: String?
    private var indicatorTitle: String?
    private var indicatorImage: String?
    /// The indicator left of the arrow; disclosure rows only.
    public var indicator: Indicator? {
        get {
            indicatorShape == 0 ? nil : Indicator(title: indicatorTitle, image: indicatorImage, imageFirst: indicatorShape == 1)
        }
        set { (indicatorShape, indicatorTitle, indicatorImage) = Self.parts(of: newValue) }
    }

    private static func parts(of indicator: Indicator?) -> (shape: UInt8, title: String?, image: String?) {
        (indicator.map { $0.imageFirst ? 1 : 2 } ?? 0, indicator?.title, indicator?.image)
    }
    /// The table view's reuse identifier: its type's default (`defaultReuseId`) unless given,
    /// kept with the rare fields only when it differs (few pages name one).
    public var reuseId: String {
        get { rare?.fields.reuseId ?? Self.defaultReuseId(for: type) }
        set {
            let stored = newValue == Self.defaultReuseId(for: type) ? nil : newValue
            updateRare { $0.reuseId = stored }
        }
    }
    /// The resolved style: defaults, page, section and cell cascaded.
    public var style: Style {
        get { sharedStyle.value }
        set { sharedStyle = SharedStyle(newValue) }
    }
    /// The style's box, which cells that resolve alike share (the decoder hands them one).
    package var sharedStyle: SharedStyle
    /// The cell mapping's first key.
    public var mark: Mark
    private var rare: Rare?

    /// The avatar row's name.
    public var name: String? {
        get { rare?.fields.name }
        set { updateRare { $0.name = newValue } }
    }
    /// The avatar row's account line.
    public var account: String? {
        get { rare?.fields.account }
        set { updateRare { $0.account = newValue } }
    }
    /// The avatar row's avatar image name.
    public var avatar: String? {
        get { rare?.fields.avatar }
        set { updateRare { $0.avatar = newValue } }
    }
    /// The avatar row's QR-code image name.
    public var qrCode: String? {
        get { rare?.fields.qrCode }
        set { updateRare { $0.qrCode = newValue } }
    }
    /// A second line under the title (IASK `IASKSubtitle`, Android `summary`).
    public var subtitle: String? {
        get { rare?.fields.subtitle }
        set { updateRare { $0.subtitle = newValue } }
    }
    /// A choice row of a radio group or list page: drawn with a ✓ when true.
    public var checked: Bool? {
        get { rare?.fields.checked }
        set { updateRare { $0.checked = newValue } }
    }
    /// Where a tap leads.
    public var link: Link? {
        get { rare?.fields.link }
        set { updateRare { $0.link = newValue } }
    }
    /// The current value of a value row (text field, slider, title-value), shown on the right.
    public var value: String? {
        get { rare?.fields.value }
        set { updateRare { $0.value = newValue } }
    }
    /// The actions a swipe to the left reveals, first nearest the row.
    public var swipe: [SwipeAction] {
        get { rare?.fields.swipe ?? [] }
        set { updateRare { $0.swipe = newValue } }
    }
    /// Switch states the row is enabled under (all must hold); when they do not, it is drawn dimmed.
    public var enabledWhen: [Condition] {
        get { rare?.fields.enabledWhen ?? [] }
        set { updateRare { $0.enabledWhen = newValue } }
    }
    /// Switch states the row is shown under (all must hold).
    public var visibleWhen: [Condition] {
        get { rare?.fields.visibleWhen ?? [] }
        set { updateRare { $0.visibleWhen = newValue } }
    }

    /// The fields few rows have; all unset is no box at all, so equal cells stay equal however
    /// their fields were set.
    private final class Rare: Sendable, Hashable {
        struct Fields: Hashable {
            var name, account, avatar, qrCode, subtitle, reuseId: String?
            var checked: Bool?
            var link: Link?
            var value: String?
            var swipe: [SwipeAction] = []
            var enabledWhen: [Condition] = []
            var visibleWhen: [Condition] = []

            static let none = Fields()
        }

        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }

        static func == (a: Rare, b: Rare) -> Bool { a === b || a.fields == b.fields }
        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }

    /// Copy on write: a new box with the change (boxes are immutable and shared by copies).
    private mutating func updateRare(_ change: (inout Rare.Fields) -> Void) {
        var fields = rare?.fields ?? .none
        change(&fields)
        rare = fields == .none ? nil : Rare(fields)
    }

    /// A cell resolved as the decoder resolves one: fields its type does not show are dropped (an
    /// image on a logout row, a switch state on a disclosure row), a switch is off and a logout
    /// row says 退出登录 unless told otherwise, and the type's default style and reuse id apply
    /// unless given. So the model says what is shown, however the cell was made.
    public init(id: Identifier? = nil, type: CellType = .disclosure, title: String? = nil, image: String? = nil,
                indicator: Indicator? = nil, on: Bool? = nil, reuseId: String? = nil, name: String? = nil,
                account: String? = nil, avatar: String? = nil, qrCode: String? = nil, subtitle: String? = nil,
                enabled: Bool = true, checked: Bool? = nil, link: Link? = nil, value: String? = nil, style: Style? = nil,
                mark: Mark = .start, swipe: [SwipeAction] = [], enabledWhen: [Condition] = [], visibleWhen: [Condition] = [],
                visible: Bool = true) {
        let isAvatar = type == .avatar
        let hasLeftPart = type == .disclosure || type == .switch || type == .none
        self.id = id
        self.type = type
        self.title = type == .logout ? (title ?? Cell.defaultLogoutTitle) : (isAvatar ? nil : title)
        self.image = hasLeftPart ? image : nil
        (indicatorShape, indicatorTitle, indicatorImage) = Self.parts(of: type == .disclosure ? indicator : nil)
        self.on = type == .switch ? (on ?? false) : nil
        self.enabled = enabled
        self.sharedStyle = style.map(SharedStyle.init) ?? SharedStyle.defaults[type.ordinal]
        self.mark = mark
        self.visible = visible
        let rare = Rare.Fields(
            name: isAvatar ? name : nil, account: isAvatar ? account : nil, avatar: isAvatar ? avatar : nil,
            qrCode: isAvatar ? qrCode : nil, subtitle: subtitle,
            reuseId: reuseId == Self.defaultReuseId(for: type) ? nil : reuseId, checked: checked, link: link, value: value,
            swipe: swipe, enabledWhen: enabledWhen, visibleWhen: visibleWhen)
        self.rare = rare == .none ? nil : Rare(rare)
    }

    /// The reuse identifier a cell of a type gets when it names none.
    public static func defaultReuseId(for type: CellType) -> String {
        type == .logout ? "logout" : "defaultCell"
    }

    /// Equal in everything but where it was written: what the diff calls unchanged.
    public func sameContent(as other: Cell) -> Bool {
        id == other.id && type == other.type && title == other.title && image == other.image
            && indicator == other.indicator && on == other.on
            && enabled == other.enabled && sharedStyle == other.sharedStyle && rare == other.rare && visible == other.visible
    }
}

/// What stands left of the arrow. `imageFirst` puts the image next to the arrow.
public struct Indicator: Sendable, Hashable {
    /// The indicator's text.
    public var title: String?
    /// The indicator's image name.
    public var image: String?
    /// Whether the image stands next to the arrow, after the text.
    public var imageFirst: Bool

    /// An indicator; the image stands next to the arrow unless told otherwise.
    public init(title: String? = nil, image: String? = nil, imageFirst: Bool = true) {
        self.title = title
        self.image = image
        self.imageFirst = imageFirst
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

/// Where a tap on a row leads (SPEC 7.2).
public enum Link: Sendable, Hashable {
    /// A page of the same run, by id.
    case page(String)
    /// Another file.
    case file(String)
    /// A web or mail address.
    case url(String)
    /// A class or intent the tool cannot follow.
    case target(String)

    /// `page`, `file`, `url` or `target`: the link's key in a page file and in JSON.
    public var kind: String {
        switch self {
        case .page: "page"
        case .file: "file"
        case .url: "url"
        case .target: "target"
        }
    }

    /// Where it leads.
    public var destination: String {
        switch self {
        case .page(let s), .file(let s), .url(let s), .target(let s): s
        }
    }

    /// A link of a kind, or nil for a kind there is none of.
    public init?(kind: String, destination: String) {
        switch kind {
        case "page": self = .page(destination)
        case "file": self = .file(destination)
        case "url": self = .url(destination)
        case "target": self = .target(destination)
        default: return nil
        }
    }
}

/// The format a page was read from, and the locale its text was translated through (SPEC 7.2).
public struct PageSource: Sendable, Hashable {
    /// The page formats the tool reads.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case yaml
        case settingsBundle = "settings-bundle"
        case android
    }

    /// The format.
    public var format: Format
    /// The locale whose strings were used, or nil for the text as written.
    public var locale: String?

    /// A source; a page file's by default.
    public init(format: Format = .yaml, locale: String? = nil) {
        self.format = format
        self.locale = locale
    }
}
