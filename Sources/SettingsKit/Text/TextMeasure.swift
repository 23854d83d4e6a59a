/// Estimates how wide text is on screen, in points, for the `title-truncated` rule.
///
/// Latin letters and punctuation use the advance widths of Inter (an open sans-serif close to
/// Apple's system font) at the font's weight; East Asian wide characters and emoji are 1 em;
/// combining marks and format characters are 0; anything else is 0.6 em.
package enum TextMeasure {
    static let fallbackEm = 0.6

    /// The text's width in points at the font, from Inter's advance widths (CJK at 1 em).
    package static func width(of text: String, font: Font) -> Double {
        let advances = table(for: font.weight)
        let scale = font.size / Double(FontMetricsTable.unitsPerEm)
        var total = 0.0
        /// A cluster, by its first scalar and its terminal columns.
        func add(_ first: UInt32, columns: Int) {
            if let advance = advance(first, in: advances), advance > 0 {
                total += Double(advance) * scale
            } else if columns == 2 {
                total += font.size
            } else if columns == 1 {
                total += fallbackEm * font.size
            }
        }
        // As in DisplayWidth: text whose scalars cannot join is measured a scalar at a time,
        // skipping grapheme segmentation.
        if text.unicodeScalars.allSatisfy({ DisplayWidth.lone($0.value) != nil }) {
            for scalar in text.unicodeScalars { add(scalar.value, columns: DisplayWidth.lone(scalar.value)!) }
        } else {
            for c in text { add(c.unicodeScalars.first!.value, columns: DisplayWidth.of(c)) }
        }
        return total
    }

    /// The text as a label `limit` points wide shows it: whole, or its longest prefix of whole
    /// characters that fits with `…` after it (UIKit's tail truncation).
    package static func truncated(_ text: String, font: Font, limit: Double) -> String {
        fitted(text, font: font, limit: limit).text
    }

    /// The text as `truncated` cuts it, and the width of what is shown: measured once.
    package static func fitted(_ text: String, font: Font, limit: Double) -> (text: String, width: Double) {
        let whole = width(of: text, font: font)
        guard whole > limit else { return (text, whole) }
        let ellipsis = width(of: "…", font: font)
        let budget = limit - ellipsis
        var used = 0.0
        var out = ""
        for c in text {
            let w = width(of: String(c), font: font)
            if used + w > budget { break }
            used += w
            out.append(c)
        }
        return (out + "…", used + ellipsis)
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
        let ranges = FontMetricsTable.ranges
        var offset = 0
        for k in stride(from: 0, to: ranges.count, by: 2) {
            let (first, last) = (ranges[k], ranges[k + 1])
            if codePoint >= first, codePoint <= last { return advances[offset + Int(codePoint - first)] }
            offset += Int(last - first) + 1
        }
        return nil
    }
}
