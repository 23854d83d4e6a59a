/// Breaks text into lines of at most `width` columns, as a multi-line label does: at spaces where
/// it can; between any two wide (CJK) characters, which need no space to break; and inside a word
/// only when the word alone is wider than a line. Spaces at a break are dropped.
enum TextWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = "", lineWidth = 0
        var word = "", wordWidth = 0

        func endLine() {
            lines.append(line)
            (line, lineWidth) = ("", 0)
        }
        /// Puts the pending word on the line, on a new line if it does not fit, cut if no line holds it.
        func place() {
            guard !word.isEmpty else { return }
            if lineWidth > 0, lineWidth + wordWidth > width { endLine() }
            for c in word {
                let w = DisplayWidth.of(c)
                if lineWidth + w > width, lineWidth > 0 { endLine() }
                line.append(c)
                lineWidth += w
            }
            (word, wordWidth) = ("", 0)
        }

        for c in text {
            let w = DisplayWidth.of(c)
            if c == " " {
                place()
                if lineWidth > 0, lineWidth < width { line.append(" "); lineWidth += 1 }
            } else if w == 2 {
                // A wide character is a word of its own, so a line may break on either side of it.
                place()
                word.append(c)
                wordWidth = 2
                place()
            } else {
                word.append(c)
                wordWidth += w
            }
        }
        place()
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        // A space left at a line's end is not text a reader sees.
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
