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
    /// What a row of a file an app ships stores beyond what it shows; nil for a page file's rows.
    public var stored: StoredValues? {
        get { rare?.fields.stored }
        set { updateRare { $0.stored = newValue.flatMap { $0.isEmpty ? nil : $0 } } }
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
            var stored: StoredValues?

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
                visible: Bool = true, stored: StoredValues? = nil) {
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
            swipe: swipe, enabledWhen: enabledWhen, visibleWhen: visibleWhen, stored: stored.flatMap { $0.isEmpty ? nil : $0 })
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
