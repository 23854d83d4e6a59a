extension PageLayout {
    struct Builder {
        let width: Int
        let glyphs: Glyphs
        var lines: [Line] = []
        /// The page's `titleWidthLimit`: a title wider than this at its font is cut as the cell cuts it.
        var titleWidthLimit = PageMetrics().titleWidthLimit
        /// The section or cell being drawn; every line made meanwhile is tagged with it.
        var source: LineSource?
        /// The box's top, middle and bottom rules, made once: a page has thousands of them.
        let top, separator, bottom: Line
        /// The box's side, drawn twice a row.
        let bar: Span
        /// Whether a section has been drawn: the next one is set off by a blank line.
        var drewSection = false

        /// A section's cells from `cells.lowerBound` to `cells.upperBound`; it opens the section when
        /// it starts at its first cell, and closes it when it ends at its last.
        struct Part: Sendable {
            var section: Int
            var cells: Range<Int>
            var opens = true, closes = true
            /// Whether a shown row of the section comes before the part's: its first is then
            /// set off by a separator, not the box's top.
            var drawnBefore = false
        }

        /// Columns inside `│ ` and ` │`.
        var inner: Int { width - 4 }

        init(width: Int, glyphs: Glyphs) {
            self.width = width
            self.glyphs = glyphs
            let rule = String(repeating: glyphs.horizontal, count: width - 2)
            func line(_ left: String, _ right: String) -> Line {
                Line([Span(drawing: left + rule + right, .secondary, width: width)])
            }
            bar = Span(drawing: glyphs.vertical, .secondary)
            top = line(glyphs.topLeft, glyphs.topRight)
            separator = line(glyphs.teeLeft, glyphs.teeRight)
            bottom = line(glyphs.bottomLeft, glyphs.bottomRight)
        }

        /// The title, and the empty state of a page without cells.
        mutating func start(_ page: Page) {
            titleWidthLimit = page.metrics.titleWidthLimit
            centered([Span(page: page.title, TextStyle(bold: true))])
            lines.append(Line())
            if let refresh = page.refresh {
                // What a pull reveals above the table.
                centered([Span(drawing: glyphs.pull + " ", .secondary), Span(page: refresh.title ?? Refresh.defaultTitle, .secondary)])
                lines.append(Line())
            }
            if page.drawsEmptyState { emptyState(page.empty) }
        }

        /// A shown section, after a blank line unless it is the first; its hidden rows left out.
        mutating func section(_ section: Section, at s: Int) {
            self.section(Part(section: s, cells: section.cells.indices), of: section)
        }

        /// Some of a shown section: its header when the part opens it, the shown rows of the
        /// part's cells, its bottom edge and footer when the part closes it. A section of a
        /// million rows is laid out a part at a time.
        mutating func section(_ part: Part, of section: Section) {
            guard section.visible else { return }
            let s = part.section
            if part.opens {
                if drewSection { lines.append(Line()) }
                drewSection = true
                source = .section(s)
                if let header = section.header { caption(header) }
            }
            var drawn = part.drawnBefore
            for i in part.cells where section.cells[i].visible {
                source = .section(s)
                append(drawn ? separator : top)
                drawn = true
                source = .cell(section: s, index: i)
                self.cell(section.cells[i])
            }
            if part.closes {
                if drawn {
                    source = .section(s)
                    append(bottom)
                }
                if let footer = section.footer { footnote(footer) }
            }
            source = nil
        }

        /// The load-more row under the table: a spinner when it loads by itself, else a button.
        mutating func finish(_ page: Page) {
            guard let more = page.loadMore else { return }
            lines.append(Line())
            let title = Span(page: more.title ?? LoadMore.defaultTitle, more.auto ? .secondary : TextStyle(color: PageLayout.checkColor))
            centered(more.auto ? [Span(drawing: glyphs.spinner + " ", .secondary), title] : [Span(drawing: "[ "), title, Span(drawing: " ]")])
        }

        mutating func append(_ line: Line) {
            var tagged = line
            tagged.source = source
            lines.append(tagged)
        }

        mutating func cell(_ cell: Cell) {
            let first = lines.count
            drawCell(cell)
            if !cell.swipe.isEmpty { swipeHint(cell.swipe) }
            // A disabled row is drawn dimmed, as iOS and Android grey it out.
            if !cell.enabled {
                for i in first..<lines.count {
                    lines[i].spans = lines[i].spans.map { span in
                        var dimmed = span
                        dimmed.style.dim = true
                        return dimmed
                    }
                }
            }
        }

        mutating func drawCell(_ cell: Cell) {
            let s = cell.style
            let titleStyle = TextStyle(color: foreground(s.titleColor), bold: s.titleFont.weight.isBold)
            var left: [RowPart] = []
            left.reserveCapacity(2)
            // Without colour a disabled row would look enabled: it is marked in a shape too.
            if !cell.enabled, glyphs.marksDisabled { left.append(.text(glyphs.disabled, .secondary)) }
            if let image = cell.image { left.append(.image(image)) }
            if let title = cell.title {
                // As the cell draws it: cut at titleWidthLimit, so the preview agrees with `title-truncated`.
                left.append(.text(TextMeasure.truncated(title, font: s.titleFont, limit: titleWidthLimit), titleStyle))
            }
            let arrow = Span(drawing: glyphs.arrow, .secondary)
            let check = cell.checked == true ? Span(drawing: glyphs.check, TextStyle(color: PageLayout.checkColor, bold: true)) : nil
            switch cell.type {
            case .disclosure:
                var right = valueParts(cell)
                appendIndicatorParts(cell, to: &right)
                row(left: left, right: right, accessory: arrow, subtitle: cell.subtitle)
            case .switch:
                let on = cell.on ?? false
                row(left: left, right: [], accessory: on
                    ? Span(drawing: glyphs.switchOn, TextStyle(color: PageLayout.switchOnColor, bold: true))
                    : Span(drawing: glyphs.switchOff, .secondary), subtitle: cell.subtitle)
            case .none:
                row(left: left, right: valueParts(cell), accessory: check, subtitle: cell.subtitle)
            case .logout:
                let title = Span(page: cell.title ?? "", TextStyle(color: foreground(s.logoutColor), bold: s.logoutFont.weight.isBold))
                let cut = title.truncated(to: inner)
                let before = (inner - cut.width) / 2
                boxed([.spaces(before), cut, .spaces(inner - cut.width - before)])
            case .avatar:
                avatar(cell, titleStyle: titleStyle, arrow: arrow)
            }
        }

        /// A row's swipe actions on a line of their own under it, right-aligned as a swipe reveals
        /// them: `⟵ 删除 · 置顶`, destructive ones in red. A swipe shows four at most.
        mutating func swipeHint(_ actions: [SwipeAction]) {
            var parts = [RowPart(span: Span(drawing: glyphs.swipe, .secondary))]
            for (i, action) in actions.prefix(SwipeAction.shownLimit).enumerated() {
                if i > 0 { parts.append(RowPart(span: Span(drawing: glyphs.swipeSeparator, .secondary))) }
                let color = action.style == .destructive || action.color != nil ? foreground(action.background) : nil
                parts.append(.text(action.title, color == nil ? .secondary : TextStyle(color: color)))
            }
            boxed(RowFitter.row(left: [], right: parts, accessory: nil, inner: inner))
        }

        /// The "Me" profile cell: avatar and name with QR code and arrow, then the account line under the name.
        mutating func avatar(_ cell: Cell, titleStyle: TextStyle, arrow: Span) {
            var left: [RowPart] = []
            if let avatar = cell.avatar { left.append(.image(avatar)) }
            left.append(.text(cell.name ?? "", titleStyle))
            row(left: left, right: cell.qrCode.map { [.image($0)] } ?? [], accessory: arrow, subtitle: cell.account)
        }

        /// A value row's value, on the right in the indicator's colour; a slider's value
        /// (`0.5 (0–1)`) as a small gauge with the value after it.
        func valueParts(_ cell: Cell) -> [RowPart] {
            guard let value = cell.value else { return [] }
            guard let (current, fraction) = PageLayout.sliderPosition(value) else { return [.text(value, indicatorStyle(cell.style))] }
            let knob = min(Self.gaugeWidth - 1, Int((fraction * Double(Self.gaugeWidth - 1)).rounded()))
            let gauge = String(repeating: glyphs.gaugeFilled, count: knob) + glyphs.gaugeKnob
                + String(repeating: glyphs.gaugeEmpty, count: Self.gaugeWidth - 1 - knob)
            return [.text(gauge + " " + current, indicatorStyle(cell.style))]
        }

        static let gaugeWidth = 11

        /// The indicator's colour and weight, which a value is drawn in too.
        func indicatorStyle(_ s: Style) -> TextStyle {
            TextStyle(color: foreground(s.indicatorColor), bold: s.indicatorFont.weight.isBold)
        }

        /// The indicator's title and image after `parts` (a value's), `imageFirst` putting the
        /// image next to the arrow; appended in place, since nearly every disclosure row has one.
        func appendIndicatorParts(_ cell: Cell, to parts: inout [RowPart]) {
            guard let indicator = cell.indicator else { return }
            parts.reserveCapacity(parts.count + 2)
            let title = indicator.title.map { RowPart.text($0, indicatorStyle(cell.style)) }
            let image = indicator.image.map(RowPart.image)
            let (first, second) = indicator.imageFirst ? (title, image) : (image, title)
            if let first { parts.append(first) }
            if let second { parts.append(second) }
        }

        /// A row, and its subtitle (an avatar's account) on a line of its own under the title.
        mutating func row(left: [RowPart], right: [RowPart], accessory: Span?, subtitle: String? = nil) {
            guard let subtitle else {
                return boxed(RowFitter.row(left: left, right: right, accessory: accessory, inner: inner))
            }
            let first = RowFitter.fittedRow(left: left, right: right, accessory: accessory, inner: inner)
            boxed(first.spans)
            // Under the title as it was drawn: a cut or dropped image moves the title left.
            let indent = first.lastLeftColumn
            boxed([.spaces(indent)] + RowFitter.row(left: [.text(subtitle, .secondary)], right: [], accessory: nil, inner: inner - indent))
        }

        mutating func boxed(_ content: [Span]) {
            var spans: [Span] = []
            spans.reserveCapacity(content.count + 4)
            spans.append(bar)
            spans.append(.spaces(1))
            spans.append(contentsOf: content)
            spans.append(.spaces(1))
            spans.append(bar)
            append(Line(spans))
        }

        /// A section header: dim text indented like UIKit's grouped captions, a line of the
        /// terminal for each of its own lines.
        mutating func caption(_ text: String) {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                append(Line([.spaces(2), Span(page: String(line), .secondary).truncated(to: width - 2)]))
            }
        }

        /// A section footer: like a caption, but wrapped over as many lines as it needs, and its own
        /// line breaks kept, as iOS draws a footer (a licence, an explanation).
        mutating func footnote(_ text: String) {
            var paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            while paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
            for paragraph in paragraphs {
                let safe = Span(page: String(paragraph), .secondary).text
                for line in TextWrap.lines(safe, width: width - 2) {
                    append(Line([.spaces(2), Span(drawing: line, .secondary)]))
                }
            }
        }

        mutating func centered(_ spans: [Span]) {
            let total = spans.reduce(0) { $0 + $1.width }
            if total > width {
                lines.append(Line(RowFitter.fit(spans.map { RowPart(span: $0) }, into: width)))
                return
            }
            lines.append(Line([.spaces((width - total) / 2)] + spans))
        }

        /// EmptyDataSet's view, in place of the table: offset (one line per 22 pt, at most 5),
        /// image, title, detail and button, each centred.
        mutating func emptyState(_ empty: EmptyState?) {
            guard let empty else {
                centered([Span(drawing: "(no cells)", .secondary)])
                return
            }
            // Clamped while a Double: an offset of 1e21 points is no Int.
            let offset = empty.offset.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let offsetLines = Int(min(5, max(0, (offset / 22).rounded())))
            lines += Array(repeating: Line(), count: offsetLines)
            if let image = empty.image { centered([RowPart.image(image).span]) }
            if let title = empty.title { centered([Span(page: title, TextStyle(bold: true))]) }
            if let detail = empty.detail { centered([Span(page: detail, .secondary)]) }
            if let button = empty.button {
                centered([Span(drawing: "[ "), Span(page: button, TextStyle(bold: true)), Span(drawing: " ]")])
            }
        }

        /// Black is the iOS default text colour, and near-black greys (`#333333`) are how apps soften
        /// it; both print in the terminal's own foreground, so pages stay legible on dark
        /// backgrounds. Every other colour prints as itself.
        func foreground(_ color: Color) -> Color? {
            max(color.red, color.green, color.blue) <= PageLayout.nearBlack ? nil : color
        }
    }
}
