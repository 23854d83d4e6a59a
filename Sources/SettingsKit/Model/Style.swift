/// A resolved style in a box that cells share: most cells of a page resolve to one of a few
/// styles, and a `Style` is 104 bytes. Immutable; compared and hashed by value.
package final class SharedStyle: Sendable, Hashable {
    package let value: Style

    package init(_ value: Style) {
        self.value = value
    }

    /// Each type's default style, for the cells made without one.
    static let defaults = CellType.allCases.map { SharedStyle(.defaults(for: $0)) }

    package static func == (a: SharedStyle, b: SharedStyle) -> Bool { a === b || a.value == b.value }
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A cell's fully resolved style: every value present (SPEC 2.4).
public struct Style: Sendable, Hashable {
    /// Cell height in points (cellHeight).
    public var height: Double
    /// The title font (leftLabelTextFont).
    public var titleFont: Font
    /// The title colour (leftLabelTextColor).
    public var titleColor: Color
    /// The left image's size (leftImageSize).
    public var imageSize: Size
    /// Points between the left image and the title (leftImageAndLabelGap).
    public var imageGap: Double
    /// The indicator font (indicatorLeftLabelTextFont).
    public var indicatorFont: Font
    /// The indicator colour (indicatorLeftLabelTextColor).
    public var indicatorColor: Color
    /// The indicator image's size (indicatorLeftImageSize).
    public var indicatorImageSize: Size
    /// Points between the indicator image and its title.
    public var indicatorGap: Double
    /// The logout title's font (SJLogoutButtonFont).
    public var logoutFont: Font
    /// The logout title's colour.
    public var logoutColor: Color

    /// A style with every value given; `Style.defaults(for:)` gives the built-in one.
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

    /// A level that sets nothing.
    public init() {}

    /// The value this level sets for a key, or nil to inherit.
    public subscript(key: StyleKey) -> StyleValue? {
        get { values.first { $0.key == key }?.value }
        set {
            values.removeAll { $0.key == key }
            if let newValue { values.append((key, newValue)) }
        }
    }

    /// Whether this level sets no key.
    public var isEmpty: Bool { values.isEmpty }

    /// `base` with every key this level sets replaced.
    public func applied(to base: Style) -> Style {
        var s = base
        for (key, value) in values { s[key] = value }
        return s
    }

    /// Levels are equal when they set the same keys to the same values.
    public static func == (a: StyleOverrides, b: StyleOverrides) -> Bool {
        StyleKey.allCases.allSatisfy { a[$0] == b[$0] }
    }

    /// Hashes the keys set and their values.
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

    /// Metrics; each defaults to SJStaticTableView's.
    public init(margin: Double = 12, verticalGap: Double = 8, titleWidthLimit: Double = 180) {
        self.margin = margin
        self.verticalGap = verticalGap
        self.titleWidthLimit = titleWidthLimit
    }
}
