/// A rectangle in points, from the picture's top left.
package struct Rect: Sendable, Hashable {
    /// Its left edge.
    package var x: Double
    /// Its top edge.
    package var y: Double
    /// Its width.
    package var width: Double
    /// Its height.
    package var height: Double

    /// A rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Its right edge.
    package var maxX: Double { x + width }
    /// Its bottom edge.
    package var maxY: Double { y + height }
}

/// A line of text as drawn: already cut to fit, measured once (`TextMeasure`), so a writer gives
/// the width it was laid out with and every viewer draws it that wide.
package struct TextRun: Sendable, Hashable {
    /// Which point of the text `x` gives: its start, its middle or its end.
    package enum Anchor: String, Sendable { case start, middle, end }

    /// The text, raw: writers escape it.
    package var text: String
    /// Where the anchor point of the baseline stands.
    package var x: Double
    /// Where its baseline stands.
    package var baseline: Double
    /// The measured width.
    package var width: Double
    /// Its font.
    package var font: Font
    /// Its colour.
    package var color: Color
    /// Which point of it `x` gives.
    package var anchor: Anchor = .start

    /// Where the text's box starts on the left.
    package var minX: Double {
        switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
    }
}

/// What a picture is made of, in drawing order.
package enum Shape: Sendable, Hashable {
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
package struct PictureRow: Sendable, Hashable {
    /// Its section's index in the page.
    package var section: Int
    /// Its own index in the section.
    package var cell: Int
    /// Where it stands.
    package var frame: Rect
    /// Drawn at reduced opacity (`enabled: false`).
    package var dimmed: Bool
    /// Where a tap leads.
    package var link: Link?
    /// What it shows.
    package var shapes: [Shape]
}

/// One section of the picture: the group's background and separators, its rows, and the texts
/// around it.
package struct PictureSection: Sendable, Hashable {
    /// Its index in the page.
    package var index: Int
    /// The header and footer texts, the group's rounded background, the separators.
    package var shapes: [Shape]
    /// Its rows, in order.
    package var rows: [PictureRow]
}
