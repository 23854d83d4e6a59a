/// A rectangle in points, from the picture's top left.
public struct Rect: Sendable, Hashable {
    /// Its left edge.
    public var x: Double
    /// Its top edge.
    public var y: Double
    /// Its width.
    public var width: Double
    /// Its height.
    public var height: Double

    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Its right edge.
    public var maxX: Double { x + width }
    /// Its bottom edge.
    public var maxY: Double { y + height }
}

/// A line of text as drawn: already cut to fit, measured once (`TextMeasure`), so a writer gives
/// the width it was laid out with and every viewer draws it that wide.
public struct TextRun: Sendable, Hashable {
    /// Which point of the text `x` gives: its start, its middle or its end.
    public enum Anchor: String, Sendable { case start, middle, end }

    /// The text, raw: writers escape it.
    public var text: String
    /// Where the anchor point of the baseline stands.
    public var x: Double
    /// Where its baseline stands.
    public var baseline: Double
    /// The measured width.
    public var width: Double
    /// Its font.
    public var font: Font
    /// Its colour.
    public var color: Color
    /// Which point of it `x` gives.
    public var anchor: Anchor = .start

    /// Where the text's box starts on the left.
    public var minX: Double {
        switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
    }
}

/// What a picture is made of, in drawing order.
public enum Shape: Sendable, Hashable {
    case rect(Rect, radius: Double, fill: Color)
    case text(TextRun)
    /// The disclosure indicator: a chevron 8 pt wide, its right edge at `right`.
    case chevron(right: Double, midY: Double, color: Color)
    /// A UISwitch, 51 × 31 pt, its right edge at `right`.
    case toggle(right: Double, midY: Double, on: Bool, track: Color, knob: Color)
    /// A checkmark 14 pt wide, its right edge at `right`.
    case checkmark(right: Double, midY: Double, color: Color)
    /// An image by name, drawn from the assets or as a rounded placeholder.
    case image(Rect, name: String, radius: Double)
}

/// A row of the picture: where it stands, what it shows, and what it leads to. Rows are what a
/// diff marks and a browser test checks the texts against.
public struct PictureRow: Sendable, Hashable {
    /// Its section's index in the page.
    public var section: Int
    /// Its own index in the section.
    public var cell: Int
    /// Where it stands.
    public var frame: Rect
    /// Drawn at reduced opacity (`enabled: false`).
    public var dimmed: Bool
    /// Where a tap leads.
    public var link: Link?
    /// What it shows.
    public var shapes: [Shape]
}

/// One section of the picture: the group's background and separators, its rows, and the texts
/// around it.
public struct PictureSection: Sendable, Hashable {
    /// Its index in the page.
    public var index: Int
    /// The header and footer texts, the group's rounded background, the separators.
    public var shapes: [Shape]
    /// Its rows, in order.
    public var rows: [PictureRow]
}
