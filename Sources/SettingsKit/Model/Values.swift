/// A system font: size in points and weight.
public struct Font: Sendable, Hashable {
    /// The system font weights a page may name.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case regular, medium, semibold, bold

        /// Semibold and bold render bold in the terminal.
        public var isBold: Bool { self == .semibold || self == .bold }
    }

    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// A font of a size, regular unless told otherwise.
    public init(_ size: Double, _ weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// An sRGB colour with alpha, 8 bits a component.
public struct Color: Sendable, Hashable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0–255.
    public var alpha: UInt8

    /// A colour from 8-bit components, opaque unless told otherwise.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from components in 0…1, as UIKit writes them: `round(c × 255)`, halves up.
    init(unit red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    static func byte(_ unit: Double) -> UInt8 {
        UInt8((min(max(unit, 0), 1) * 255 + 0.5).rounded(.down))
    }

    /// `#RRGGBBAA`, upper-case: the resolved model's spelling.
    public var hex: String {
        "#" + [red, green, blue, alpha].map { hexDigits($0, digits: 2) }.joined()
    }
}

/// A width and height in points.
public struct Size: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// A size as wide as it is high.
    public static func square(_ side: Double) -> Size { Size(side, side) }
}
