/// Terminal columns taken by text, counted per grapheme cluster (SPEC 4):
/// East Asian Wide and Fullwidth, and emoji clusters, take 2; a cluster that is only a combining
/// mark or a format character takes 0; everything else, East Asian Ambiguous included, takes 1.
public enum DisplayWidth {
    /// The text's width in terminal columns: wide characters 2, combining marks and joiners 0.
    public static func of(_ text: String) -> Int {
        // Fast path: when no scalar can join its neighbour, every scalar is a cluster of its own and
        // grapheme segmentation (costly) can be skipped. That covers ASCII, CJK and most text.
        var total = 0
        for scalar in text.unicodeScalars {
            guard let columns = lone(scalar.value) else { return text.reduce(0) { $0 + of($1) } }
            total += columns
        }
        return total
    }

    /// A scalar's columns when it is a cluster by itself, or nil when it may join a neighbour
    /// (it has a Grapheme_Cluster_Break property), so only segmentation can tell.
    static func lone(_ v: UInt32) -> Int? {
        if v >= 0x20 && v < 0x7F { return 1 }
        if v >= 0x4E00 && v <= 0x9FFF { return 2 }  // CJK Unified Ideographs: wide, and never joining
        if contains(DisplayWidthTable.joining, v) { return nil }
        return contains(DisplayWidthTable.wide, v) ? 2 : 1
    }

    /// A character's width in terminal columns.
    public static func of(_ c: Character) -> Int {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        var zwj = false
        var pictographs = 0
        var regionalIndicators = 0
        for s in scalars {
            let v = s.value
            if v == 0xFE0F || contains(DisplayWidthTable.wide, v) { return 2 }
            if v == 0x200D { zwj = true }
            if (0x1F1E6...0x1F1FF).contains(v) { regionalIndicators += 1 }
            if contains(DisplayWidthTable.pictographic, v) { pictographs += 1 }
        }
        if regionalIndicators >= 2 || (zwj && pictographs >= 2) { return 2 }
        if contains(DisplayWidthTable.zero, first.value) { return 0 }
        return 1
    }

    /// Binary search in a flat, sorted `[lo, hi, lo, hi, …]` list of ranges.
    static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var lo = 0
        var hi = ranges.count / 2
        while lo < hi {
            let mid = (lo + hi) / 2
            if value < ranges[2 * mid] {
                hi = mid
            } else if value > ranges[2 * mid + 1] {
                lo = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// `text` cut to at most `width` columns, ending in `…` when anything was cut. Never wider than asked.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var out = ""
        var used = 0
        for c in text {
            let w = of(c)
            if used + w > width - 1 { break }
            out.append(c)
            used += w
        }
        return out + "…"
    }

    /// `text` followed by spaces up to `width` columns (no change when it is already as wide).
    public static func pad(_ text: String, to width: Int) -> String {
        let w = of(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }
}
