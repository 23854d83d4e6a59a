/// Lays a resolved page out as terminal lines shaped like a grouped table view: the title, then
/// one box per section with its header above and footer below. Pure: no ANSI, no I/O.
///
/// Every line is exactly `width` columns or less, and every row's accessory (arrow, switch) ends
/// in the same column, the box's last inner column.
package enum PageLayout {
    /// The narrowest width a table is laid out for; narrower requests get this.
    package static let minimumWidth = 20
    /// The widest table drawn: every line is this long, so the width bounds the output's size.
    package static let maximumWidth = 1_000

    static let switchOnColor = Color(0x34, 0xC7, 0x59)
    /// iOS's tint for a chosen row's check mark.
    static let checkColor = Color(0x00, 0x7A, 0xFF)
    /// The brightest component a text colour may have and still print as the terminal's foreground.
    static let nearBlack: UInt8 = 0x44

    /// The page's lines at a width (at least `minimumWidth`), all at once.
    package static func lines(for page: Page, width requested: Int, glyphs: Glyphs = .unicode) -> [Line] {
        Array(IteratorSequence(LineIterator(page, width: requested, glyphs: glyphs)))
    }

    /// A page's lines, laid out a section at a time as they are taken: a large page never holds
    /// all its lines at once (the visual diff walks two pages side by side this way).
    package struct LineIterator: IteratorProtocol {
        private let page: Page
        private var layout: Builder
        /// A page without cells shows its empty state instead of its sections.
        private let sections: Int
        private var nextSection = 0
        private var position = 0
        /// Whether the load-more row (after the last section) is laid out yet.
        private var finished = false

        /// Lines of `page` at a width (at least `minimumWidth`).
        package init(_ page: Page, width requested: Int, glyphs: Glyphs = .unicode) {
            self.page = page
            layout = Builder(width: max(requested, PageLayout.minimumWidth), glyphs: glyphs)
            layout.start(page)
            sections = page.drawsEmptyState ? 0 : page.sections.count
        }

        /// The next line, laying out the next section when the last one's lines are taken.
        package mutating func next() -> Line? {
            while position == layout.lines.count {
                layout.lines.removeAll(keepingCapacity: true)
                position = 0
                if nextSection < sections {
                    layout.section(page.sections[nextSection], at: nextSection)
                    nextSection += 1
                } else if !finished {
                    finished = true
                    layout.finish(page)
                } else {
                    return nil
                }
            }
            defer { position += 1 }
            return layout.lines[position]
        }
    }

    /// A page's lines in pieces of a few hundred cells, each laid out on its own so that they can
    /// be made side by side: the first starts with the title, the last ends with the load-more
    /// row, and joined in order they are `lines(for:width:glyphs:)`.
    package struct Pieces: Sendable {
        private let page: Page
        private let width: Int
        private let glyphs: Glyphs
        /// Each piece's parts of sections, and whether a section before them is shown (the
        /// first shown one of the piece is then set off by a blank line).
        private let ranges: [(parts: [Builder.Part], afterShown: Bool)]

        /// How many pieces there are: one for a page of a few hundred cells.
        package var count: Int { ranges.count }

        /// Pieces of about `cells` cells each: whole sections, and a section of more cut in parts.
        package init(_ page: Page, width: Int, glyphs: Glyphs = .unicode, cells: Int = 512) {
            (self.page, self.width, self.glyphs) = (page, max(width, PageLayout.minimumWidth), glyphs)
            guard !page.drawsEmptyState else {
                ranges = [([], false)]
                return
            }
            var ranges: [(parts: [Builder.Part], afterShown: Bool)] = []
            var parts: [Builder.Part] = [], size = 0, shown = false, shownBefore = false
            func close() {
                ranges.append((parts, shownBefore))
                (parts, size, shownBefore) = ([], 0, shown)
            }
            for (i, section) in page.sections.enumerated() {
                // A section of more than a piece's cells is cut in parts of that many.
                let step = section.cells.count > cells ? max(cells, 1) : section.cells.count
                var start = 0, drawnBefore = false
                repeat {
                    let end = min(section.cells.count, start + step)
                    let part = Builder.Part(section: i, cells: start..<end, opens: start == 0, closes: end == section.cells.count,
                                            drawnBefore: drawnBefore)
                    parts.append(part)
                    shown = shown || section.visible
                    drawnBefore = drawnBefore || section.cells[start..<end].contains { $0.visible }
                    size += end - start + (part.opens ? 1 : 0)
                    start = end
                    if size >= cells { close() }
                } while start < section.cells.count
            }
            if !parts.isEmpty || ranges.isEmpty { close() }
            self.ranges = ranges
        }

        /// The lines of piece `i`.
        package func lines(_ i: Int) -> [Line] {
            var layout = Builder(width: width, glyphs: glyphs)
            if i == 0 { layout.start(page) }
            layout.titleWidthLimit = page.metrics.titleWidthLimit
            layout.drewSection = ranges[i].afterShown
            for part in ranges[i].parts { layout.section(part, of: page.sections[part.section]) }
            if i == ranges.count - 1 { layout.finish(page) }
            return layout.lines
        }
    }
}

extension PageLayout {
    /// `0.5 (0–1)` → ("0.5", 0.5): a value written as a number and its range, as a slider's is.
    static func sliderPosition(_ value: String) -> (String, Double)? {
        guard value.hasSuffix(")"), let open = value.firstRange(of: " (") else { return nil }
        let current = String(value[..<open.lowerBound])
        let range = value[open.upperBound..<value.index(before: value.endIndex)].split(separator: "–")
        guard range.count == 2, let x = Double(current), let low = Double(range[0]), let high = Double(range[1]),
              low < high, x.isFinite, low.isFinite, high.isFinite else { return nil }
        // Halved first: `high - low` of two finite numbers can be infinite (-1e308–1e308).
        let fraction = (min(max(x, low), high) / 2 - low / 2) / (high / 2 - low / 2)
        return (current, min(max(fraction, 0), 1))
    }
}
