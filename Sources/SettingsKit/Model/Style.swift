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

    public init(height: Double, titleFont: Font, titleColor: Color, imageSize: Size, imageGap: Double,
                indicatorFont: Font, indicatorColor: Color, indicatorImageSize: Size, indicatorGap: Double,
                logoutFont: Font, logoutColor: Color) {
        self.height = height
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.imageSize = imageSize
        self.imageGap = imageGap
        self.indicatorFont = indicatorFont
        self.indicatorColor = indicatorColor
        self.indicatorImageSize = indicatorImageSize
        self.indicatorGap = indicatorGap
        self.logoutFont = logoutFont
        self.logoutColor = logoutColor
    }

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

/// The style keys one level of the cascade sets; a key not set inherits.
public struct StyleOverrides: Sendable, Hashable {
    /// Few keys are set at any level: a list beats a dictionary.
    private var values: [(key: StyleKey, value: StyleValue)] = []

    public init() {}

    public subscript(key: StyleKey) -> StyleValue? {
        get { values.first { $0.key == key }?.value }
        set {
            values.removeAll { $0.key == key }
            if let newValue { values.append((key, newValue)) }
        }
    }

    /// `base` with every key this level sets replaced.
    public func applied(to base: Style) -> Style {
        var s = base
        for (key, value) in values { s[key] = value }
        return s
    }

    public static func == (a: StyleOverrides, b: StyleOverrides) -> Bool {
        StyleKey.allCases.allSatisfy { a[$0] == b[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        for key in StyleKey.allCases { hasher.combine(self[key]) }
    }
}

/// Page-wide layout metrics, set only in the page's `style`.
public struct PageMetrics: Sendable, Hashable {
    /// Left and right margin, in points (SJLeftGap).
    public var margin: Double
    /// The vertical gap, in points (SJTopGap).
    public var verticalGap: Double
    /// The widest a title is drawn, in points, before it is cut with `…` (SJTitleWidthLimit).
    public var titleWidthLimit: Double

    public init(margin: Double = 12, verticalGap: Double = 8, titleWidthLimit: Double = 180) {
        self.margin = margin
        self.verticalGap = verticalGap
        self.titleWidthLimit = titleWidthLimit
    }
}
