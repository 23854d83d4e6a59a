/// The screen a picture is drawn for (SPEC 8): its width in points.
public enum Device: String, Sendable, CaseIterable {
    case iphoneSE = "iphone-se"
    case iphone
    case iphoneMax = "iphone-max"
    case ipad

    /// The screen's width in points.
    public var width: Double {
        switch self {
        case .iphoneSE: 320
        case .iphone: 390
        case .iphoneMax: 430
        case .ipad: 820
        }
    }

    /// How far an inset grouped table's groups stand from the screen's edges (UIKit's layout
    /// margins: 16 on the smaller phones, 20 on the largest and on iPad).
    var groupInset: Double {
        switch self {
        case .iphoneSE, .iphone: 16
        case .iphoneMax, .ipad: 20
        }
    }
}

/// Light or dark: which system palette the picture uses.
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}

/// The system colours of a grouped table, from UIKit's semantic colours in each appearance.
struct Palette {
    var background: Color  // systemGroupedBackground
    var group: Color  // secondarySystemGroupedBackground
    var label: Color
    var secondaryLabel: Color
    var separator: Color
    var chevron: Color  // tertiaryLabel, as the disclosure indicator draws it
    var switchOn: Color  // systemGreen
    var switchOff: Color
    var knob: Color
    var tint: Color  // systemBlue: the checkmark, an empty state's button
    var placeholder: Color  // an image not found: its rounded box

    static func of(_ appearance: Appearance) -> Palette {
        switch appearance {
        case .light:
            Palette(background: Color(0xF2, 0xF2, 0xF7), group: Color(0xFF, 0xFF, 0xFF), label: Color(0, 0, 0),
                    secondaryLabel: Color(0x8A, 0x8A, 0x8E), separator: Color(0xC6, 0xC6, 0xC8), chevron: Color(0xC4, 0xC4, 0xC7),
                    switchOn: Color(0x34, 0xC7, 0x59), switchOff: Color(0xE9, 0xE9, 0xEA), knob: Color(0xFF, 0xFF, 0xFF),
                    tint: Color(0x00, 0x7A, 0xFF), placeholder: Color(0xE5, 0xE5, 0xEA))
        case .dark:
            Palette(background: Color(0, 0, 0), group: Color(0x1C, 0x1C, 0x1E), label: Color(0xFF, 0xFF, 0xFF),
                    secondaryLabel: Color(0x8D, 0x8D, 0x93), separator: Color(0x38, 0x38, 0x3A), chevron: Color(0x5A, 0x5A, 0x5E),
                    switchOn: Color(0x30, 0xD1, 0x58), switchOff: Color(0x39, 0x39, 0x3D), knob: Color(0xFF, 0xFF, 0xFF),
                    tint: Color(0x0A, 0x84, 0xFF), placeholder: Color(0x2C, 0x2C, 0x2E))
        }
    }

    /// A page colour as drawn: the built-in defaults (black titles, grey indicators) are the
    /// system's label colours, so they follow the appearance; a colour the page sets is its own.
    func resolve(_ color: Color, default builtIn: Color, as system: Color) -> Color {
        color == builtIn ? system : color
    }
}
