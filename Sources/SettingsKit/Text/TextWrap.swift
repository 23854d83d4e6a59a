/// Breaks text into lines no wider than a width, as a multi-line label does: at spaces where it
/// can; between any two wide (CJK) characters, which need no space to break; and inside a word
/// only when the word alone is wider than a line. Spaces at a break are dropped.
enum TextWrap {
    /// Lines of at most `width` terminal columns.
    static func lines(_ text: String, width: Int) -> [String] {
        lines(text, width: Double(max(1, width))) { Double(DisplayWidth.of($0)) }
    }

    /// Lines of at most `width` in any measure of a character: columns, or points in a font.
    static func lines(_ text: String, width: Double, measure: (Character) -> Double) -> [String] {
        var lines: [String] = []
        var line = "", lineWidth = 0.0
        var word = "", wordWidth = 0.0
        let space = measure(" ")

        func endLine() {
            lines.append(line)
            (line, lineWidth) = ("", 0)
        }
        /// Puts the pending word on the line, on a new line if it does not fit, cut if no line holds it.
        func place() {
            guard !word.isEmpty else { return }
            if lineWidth > 0, lineWidth + wordWidth > width { endLine() }
            for c in word {
                let w = measure(c)
                if lineWidth + w > width, lineWidth > 0 { endLine() }
                line.append(c)
                lineWidth += w
            }
            (word, wordWidth) = ("", 0)
        }

        for c in text {
            if c == " " {
                place()
                if lineWidth > 0, lineWidth + space <= width { line.append(" "); lineWidth += space }
            } else if DisplayWidth.of(c) == 2 {
                // A wide character is a word of its own, so a line may break on either side of it.
                place()
                word.append(c)
                wordWidth = measure(c)
                place()
            } else {
                word.append(c)
                wordWidth += measure(c)
            }
        }
        place()
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        // A space left at a line's end is not text a reader sees.
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
