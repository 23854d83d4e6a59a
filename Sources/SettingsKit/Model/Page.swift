/// A resolved page: defaults applied, style cascaded, shorthands expanded (SPEC 3).
public struct Page: Sendable, Hashable {
    /// The path the page was read from, as given (`-` for standard input).
    public var file: String
    public var id: Identifier
    public var title: String
    public var metrics: PageMetrics
    public var sections: [Section]
    public var empty: EmptyState?
    /// Where the page's mapping starts.
    public var mark: Mark

    /// True when no section holds a cell: the renderer shows the empty state instead.
    public var hasNoCells: Bool { sections.allSatisfy { $0.cells.isEmpty } }
}

public struct Section: Sendable, Hashable {
    public var id: Identifier?
    public var header: String?
    public var footer: String?
    public var headerHeight: Double
    public var footerHeight: Double
    public var cells: [Cell]
    public var mark: Mark
}

/// The static cell types of SJStaticTableView.
public enum CellType: String, Sendable, Hashable, CaseIterable {
    case disclosure, `switch`, none, logout, avatar

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

public struct Cell: Sendable, Hashable {
    public var id: Identifier?
    public var type: CellType
    public var title: String?
    public var image: String?
    public var indicator: Indicator?
    /// The switch state; `nil` for every type but `switch`.
    public var on: Bool?
    public var reuseId: String
    public var name: String?
    public var account: String?
    public var avatar: String?
    public var qrCode: String?
    public var style: Style
    /// The cell mapping's first key.
    public var mark: Mark

    /// Equal in everything but where it was written: what the diff calls unchanged.
    public func sameContent(as other: Cell) -> Bool {
        id == other.id && type == other.type && title == other.title && image == other.image
            && indicator == other.indicator && on == other.on && reuseId == other.reuseId
            && name == other.name && account == other.account && avatar == other.avatar
            && qrCode == other.qrCode && style == other.style
    }
}

/// What stands left of the arrow. `imageFirst` puts the image next to the arrow.
public struct Indicator: Sendable, Hashable {
    public var title: String?
    public var image: String?
    public var imageFirst: Bool
}

/// EmptyDataSet's title / detail / image / button / verticalOffset.
public struct EmptyState: Sendable, Hashable {
    public var title: String?
    public var detail: String?
    public var image: String?
    public var button: String?
    public var offset: Double?
}
