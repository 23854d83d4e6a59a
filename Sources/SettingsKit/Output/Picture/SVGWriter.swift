/// Writes a laid-out page as one standalone SVG document (SPEC 8), a section at a time.
///
/// Every text is drawn at the width it was measured at (`textLength`), so a viewer whose fonts
/// differ still draws each text where the layout put it; page text is escaped (`Markup`). Rows are
/// groups that carry their place (`data-section`, `data-cell`) and their box (`data-box`), and
/// accessories their right edge, for tests and tools that read the picture back.
public struct SVGWriter: Sendable {
    /// The system font stack: Apple's font on a Mac, Inter and Noto CJK on Linux.
    public static let fontFamily = "-apple-system, 'SF Pro Text', Inter, 'Noto Sans CJK SC', sans-serif"

    /// Images by name, as data URIs; a name not found is drawn as a placeholder.
    public var images: ImageCatalog?
    /// Rows to outline, by section and cell index, and the colour of each outline (a diff's marks).
    public var outlines: [RowIndex: Color] = [:]
    /// Where a row's link goes in the document being written, if anywhere (HTML's anchors).
    public var href: (@Sendable (Link) -> String?)?
    /// Whether a long page's sections may be drawn on several threads (the tests compare the two).
    var sideBySide = true

    /// A writer that draws placeholders for images, outlines nothing and links nowhere.
    public init(images: ImageCatalog? = nil) {
        self.images = images
    }

    /// Writes the document, in pieces, to `emit`.
    public func write(_ layout: PictureLayout, emit: (String) -> Void) {
        let out = MarkupBuffer()
        out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        out.attribute("width", layout.width)
        out.attribute("height", layout.height)
        out.raw(" viewBox=\"")
        out.numbers(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
        out.raw("\" font-family=\"\(Self.fontFamily)\" xml:space=\"preserve\" data-appearance=\"\(layout.appearance.rawValue)\"")
        out.raw(" data-device=\"\(layout.device.rawValue)\">\n<title>")
        out.text(layout.page.title)
        out.raw("</title>\n")
        for shape in layout.chrome { draw(shape, layout, into: out) }
        let shown = layout.shownSections
        if sideBySide, shown.count >= 2 * Self.sectionRun, processorCount > 1 {
            // A long page's sections are drawn in runs on all cores, and written in order.
            out.flush(to: emit, force: true)
            let runs = stride(from: 0, to: shown.count, by: Self.sectionRun).map { $0..<min($0 + Self.sectionRun, shown.count) }
            producedInOrder(runs.count) { r in
                let piece = MarkupBuffer()
                for i in runs[r] { draw(layout.section(at: shown[i]), layout, into: piece) }
                return piece.text
            } _: { emit($0) }
        } else {
            for i in shown {
                draw(layout.section(at: i), layout, into: out)
                out.flush(to: emit)
            }
        }
        for shape in layout.emptyState + layout.loadMore { draw(shape, layout, into: out) }
        out.raw("</svg>\n")
        out.flush(to: emit, force: true)
    }

    /// Sections drawn together on one thread, in a long page.
    static let sectionRun = 16

    private func draw(_ section: PictureSection, _ layout: PictureLayout, into out: MarkupBuffer) {
        out.raw("<g class=\"section\" data-section=\"")
        out.integer(section.index)
        out.raw("\">\n")
        for shape in section.shapes { draw(shape, layout, into: out) }
        for row in section.rows { draw(row, layout, into: out) }
        out.raw("</g>\n")
    }

    /// The whole document as one string.
    public func svg(_ layout: PictureLayout) -> String {
        var out = ""
        write(layout) { out += $0 }
        return out
    }

    private func draw(_ row: PictureRow, _ layout: PictureLayout, into out: MarkupBuffer) {
        let f = row.frame
        let link = row.link.flatMap { href?($0) }
        if let link {
            out.raw("<a href=\"")
            out.text(link)
            out.raw("\">")
        }
        out.raw("<g class=\"row\" data-section=\"")
        out.integer(row.section)
        out.raw("\" data-cell=\"")
        out.integer(row.cell)
        out.raw("\" data-box=\"")
        out.numbers(f)
        out.raw(row.dimmed ? "\" opacity=\"0.4\">\n" : "\">\n")
        for shape in row.shapes { draw(shape, layout, into: out) }
        out.raw(link == nil ? "</g>\n" : "</g></a>\n")
        if let color = outlines[RowIndex(section: row.section, cell: row.cell)] {
            out.raw("<rect class=\"outline\"")
            out.box(Rect(x: f.x + 1, y: f.y + 1, width: f.width - 2, height: f.height - 2))
            out.raw(" rx=\"6\" fill=\"none\"")
            out.paint(color, "stroke")
            out.raw(" stroke-width=\"2\"/>\n")
        }
    }

    private func draw(_ shape: Shape, _ layout: PictureLayout, into out: MarkupBuffer) {
        switch shape {
        case .rect(let r, let radius, let fill):
            out.raw("<rect")
            out.box(r)
            if radius > 0 { out.attribute("rx", radius) }
            out.paint(fill)
            out.raw("/>\n")
        case .text(let run):
            text(run, into: out)
        case .chevron(let right, let midY, let color):
            path(right: right, [(right - 7.5, midY - 6.5), (right - 1.5, midY), (right - 7.5, midY + 6.5)], color, into: out)
        case .toggle(let right, let midY, let on, let track, let knob):
            let size = PictureLayout.switchSize
            let x = right - size.width
            out.raw("<g class=\"accessory\"")
            out.attribute("data-right", right)
            out.raw(on ? " data-on=\"true\"><rect" : " data-on=\"false\"><rect")
            out.box(Rect(x: x, y: midY - size.height / 2, width: size.width, height: size.height))
            out.attribute("rx", size.height / 2)
            out.paint(track)
            out.raw("/><circle")
            out.attribute("cx", on ? right - size.height / 2 : x + size.height / 2)
            out.attribute("cy", midY)
            out.attribute("r", size.height / 2 - 2)
            out.paint(knob)
            out.raw("/></g>\n")
        case .checkmark(let right, let midY, let color):
            path(right: right, [(right - 13, midY), (right - 8.5, midY + 5), (right - 1, midY - 6)], color, into: out)
        case .image(let r, let name, let radius):
            image(name, in: r, radius: radius, layout, into: out)
        }
    }

    /// An accessory drawn as a stroked line through `points`, its right edge at `right`.
    private func path(right: Double, _ points: [(Double, Double)], _ color: Color, into out: MarkupBuffer) {
        out.raw("<path class=\"accessory\"")
        out.attribute("data-right", right)
        out.raw(" d=\"")
        for (i, point) in points.enumerated() {
            out.raw(i == 0 ? "M" : "L")
            out.number(point.0)
            out.raw(" ")
            out.number(point.1)
        }
        out.raw("\" fill=\"none\"")
        out.paint(color, "stroke")
        out.raw(" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
    }

    private func text(_ run: TextRun, into out: MarkupBuffer, newline: Bool = true) {
        guard !run.text.isEmpty else { return }
        out.raw("<text")
        out.attribute("x", run.x)
        out.attribute("y", run.baseline)
        out.attribute("font-size", run.font.size)
        if run.font.weight != .regular {
            out.raw(" font-weight=\"")
            out.integer(Self.cssWeight(run.font.weight))
            out.raw("\"")
        }
        switch run.anchor {
        case .start: break
        case .middle: out.raw(" text-anchor=\"middle\"")
        case .end: out.raw(" text-anchor=\"end\"")
        }
        if run.width > 0 {
            out.attribute("textLength", run.width)
            out.raw(" lengthAdjust=\"spacingAndGlyphs\"")
        }
        out.paint(run.color)
        out.raw(">")
        out.text(run.text)
        out.raw(newline ? "</text>\n" : "</text>")
    }

    private func image(_ name: String, in r: Rect, radius: Double, _ layout: PictureLayout, into out: MarkupBuffer) {
        if let uri = images?.dataURI(name) {
            out.raw("<image class=\"image\"")
            out.box(r)
            out.raw(" preserveAspectRatio=\"xMidYMid meet\" href=\"")
            out.text(uri)
            out.raw("\"><title>")
            out.text(name)
            out.raw("</title></image>\n")
            return
        }
        // A placeholder: the rounded box, with as much of the name as fits in it.
        out.raw("<g class=\"placeholder\"><title>")
        out.text(name)
        out.raw("</title><rect")
        out.box(r)
        out.attribute("rx", radius)
        out.paint(layout.palette.placeholder)
        out.raw("/>")
        let font = Font(min(9, r.height / 3))
        let label = layout.fitted(name, font: font, limit: r.width - 4)
        if label.text != "…", !label.text.isEmpty {
            text(TextRun(text: label.text, x: r.x + r.width / 2, baseline: r.y + r.height / 2 + 0.35 * font.size, width: label.width,
                         font: font, color: layout.palette.secondaryLabel, anchor: .middle), into: out, newline: false)
        }
        out.raw("</g>\n")
    }

    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// A row's place in its page: its section's index and its own.
public struct RowIndex: Sendable, Hashable {
    /// The section's index in the page.
    public var section: Int
    /// The cell's index in the section.
    public var cell: Int

    /// A row's place.
    public init(section: Int, cell: Int) {
        self.section = section
        self.cell = cell
    }
}
