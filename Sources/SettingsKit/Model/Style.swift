/// A cell's fully resolved style: every value present (SPEC 2.4).
public struct Style: Sendable, Hashable {
    public var height: Double
    public var titleFont: Font
    public var titleColor: Color
    public var imageSize: Size
    public var imageGap: Double
    public var indicatorFont: Font
    public var indicatorColor: Color
    public var indicatorImageSize: Size
    public var indicatorGap: Double
    public var logoutFont: Font
    public var logoutColor: Color

    /// The built-in defaults, the bottom of the cascade. Only the height depends on the type.
    public static func defaults(for type: CellType) -> Style {
        Style(
            height: type == .avatar ? 80 : 44,
            titleFont: Font(15), titleColor: Color(0, 0, 0),
            imageSize: .square(30), imageGap: 10,
            indicatorFont: Font(13), indicatorColor: Color(0x88, 0x88, 0x88),
            indicatorImageSize: .square(30), indicatorGap: 6,
            logoutFont: Font(16), logoutColor: Color(0, 0, 0))
    }
}

/// The style keys one level of the cascade sets; `nil` means "inherit".
public struct StyleOverrides: Sendable, Hashable {
    public var height: Double?
    public var titleFont: Font?
    public var titleColor: Color?
    public var imageSize: Size?
    public var imageGap: Double?
    public var indicatorFont: Font?
    public var indicatorColor: Color?
    public var indicatorImageSize: Size?
    public var indicatorGap: Double?
    public var logoutFont: Font?
    public var logoutColor: Color?

    public init() {}

    /// `base` with every key this level sets replaced.
    public func applied(to base: Style) -> Style {
        var s = base
        if let v = height { s.height = v }
        if let v = titleFont { s.titleFont = v }
        if let v = titleColor { s.titleColor = v }
        if let v = imageSize { s.imageSize = v }
        if let v = imageGap { s.imageGap = v }
        if let v = indicatorFont { s.indicatorFont = v }
        if let v = indicatorColor { s.indicatorColor = v }
        if let v = indicatorImageSize { s.indicatorImageSize = v }
        if let v = indicatorGap { s.indicatorGap = v }
        if let v = logoutFont { s.logoutFont = v }
        if let v = logoutColor { s.logoutColor = v }
        return s
    }
}

/// Page-wide layout metrics, set only in the page's `style`.
public struct PageMetrics: Sendable, Hashable {
    public var margin: Double = 12
    public var verticalGap: Double = 8
    public var titleWidthLimit: Double = 180

    public init() {}
}
