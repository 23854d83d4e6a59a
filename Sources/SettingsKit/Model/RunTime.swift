/// What the frameworks do at run time, declared (SPEC 10): swipe actions (HoloTableView),
/// pull-to-refresh and load-more (CXTableView, ELTableViewController), and rows that show or
/// enable themselves by another row's switch (InAppSettingsKit's hidden keys, AndroidX's
/// `dependency`).

/// One action revealed by swiping a row to the left.
public struct SwipeAction: Sendable, Hashable {
    /// `normal` actions are grey, `destructive` ones red, unless a colour is given.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case normal, destructive
    }

    /// The action's title.
    public var title: String
    /// Its style.
    public var style: Style
    /// Its background colour, when not the style's own.
    public var color: Color?

    /// An action; normal unless told otherwise.
    public init(title: String, style: Style = .normal, color: Color? = nil) {
        self.title = title
        self.style = style
        self.color = color
    }

    /// UIKit's colours for the styles: system grey for normal, system red for destructive.
    public var background: Color {
        color ?? (style == .destructive ? Color(0xFF, 0x3B, 0x30) : Color(0x8E, 0x8E, 0x93))
    }

    /// How many actions a row shows: a swipe reveals at most four (more are a warning).
    public static let shownLimit = 4
}

/// The pull-to-refresh hint above the table.
public struct Refresh: Sendable, Hashable {
    /// What the control says while pulled; the default is `Pull to refresh`.
    public var title: String?

    /// A refresh control.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The text shown when the page gives none.
    public static let defaultTitle = "Pull to refresh"
}

/// The load-more row below the table.
public struct LoadMore: Sendable, Hashable {
    /// What the row says; the default is `Load more`.
    public var title: String?
    /// Whether it loads by itself when scrolled to (a spinner), rather than on a tap (a button).
    public var auto: Bool

    /// A load-more row; loaded on a tap unless told otherwise.
    public init(title: String? = nil, auto: Bool = false) {
        self.title = title
        self.auto = auto
    }

    /// The text shown when the page gives none.
    public static let defaultTitle = "Load more"
}

/// A condition on a switch row: it holds while that row is shown, enabled and in the state named.
/// A list of conditions holds when all of them do.
public struct Condition: Sendable, Hashable {
    /// The switch row's id.
    public var cell: Identifier
    /// The state it must be in.
    public var on: Bool

    /// A condition on the switch `cell` being `on` (or off).
    public init(cell: Identifier, on: Bool = true) {
        self.cell = cell
        self.on = on
    }
}
