/// Estimates how wide text is on screen, in points, for the `title-truncated` rule.
///
/// Latin letters and punctuation use the advance widths of Inter (an open sans-serif close to
/// Apple's system font) at the font's weight; East Asian wide characters and emoji are 1 em;
/// combining marks and format characters are 0; anything else is 0.6 em.
public enum TextMeasure {
    static let fallbackEm = 0.6

    public static func width(of text: String, font: Font) -> Double {
        let advances = table(for: font.weight)
        let scale = font.size / Double(FontMetricsTable.unitsPerEm)
        var total = 0.0
        // Text with no scalar that joins a cluster is measured a scalar at a time, skipping
        // grapheme segmentation, as DisplayWidth does.
        if !text.unicodeScalars.contains(where: { DisplayWidth.contains(DisplayWidthTable.joining, $0.value) }) {
            for scalar in text.unicodeScalars {
                if let advance = advance(scalar.value, in: advances), advance > 0 {
                    total += Double(advance) * scale
                } else {
                    total += (scalar.value >= 0x4E00 && scalar.value <= 0x9FFF) || DisplayWidth.contains(DisplayWidthTable.wide, scalar.value)
                        ? font.size : fallbackEm * font.size
                }
            }
            return total
        }
        for c in text {
            let first = c.unicodeScalars.first!.value
            if let advance = advance(first, in: advances), advance > 0 {
                total += Double(advance) * scale
                continue
            }
            switch DisplayWidth.of(c) {
            case 2: total += font.size
            case 0: break
            default: total += fallbackEm * font.size
            }
        }
        return total
    }

    private static func table(for weight: Font.Weight) -> [UInt16] {
        switch weight {
        case .regular: return FontMetricsTable.regular
        case .medium: return FontMetricsTable.medium
        case .semibold: return FontMetricsTable.semibold
        case .bold: return FontMetricsTable.bold
        }
    }

    private static func advance(_ codePoint: UInt32, in advances: [UInt16]) -> UInt16? {
        var offset = 0
        for range in FontMetricsTable.ranges {
            if range.contains(codePoint) { return advances[offset + Int(codePoint - range.lowerBound)] }
            offset += range.count
        }
        return nil
    }
}
