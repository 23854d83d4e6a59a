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

    /// A writer that draws placeholders for images, outlines nothing and links nowhere.
    public init(images: ImageCatalog? = nil) {
        self.images = images
    }

    /// Writes the document, in pieces, to `emit`.
    public func write(_ layout: PictureLayout, emit: (String) -> Void) {
        let w = Markup.number(layout.width), h = Markup.number(layout.height)
        emit("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
             + " font-family=\"\(Self.fontFamily)\" xml:space=\"preserve\" data-appearance=\"\(layout.appearance.rawValue)\""
             + " data-device=\"\(layout.device.rawValue)\">\n")
        emit("<title>\(Markup.escape(layout.page.title))</title>\n")
        var out = ""
        for shape in layout.chrome { draw(shape, layout, into: &out) }
        emit(out)
        layout.forEachSection { section in
            var out = "<g class=\"section\" data-section=\"\(section.index)\">\n"
            for shape in section.shapes { draw(shape, layout, into: &out) }
            for row in section.rows { draw(row, layout, into: &out) }
            out += "</g>\n"
            emit(out)
        }
        out = ""
        for shape in layout.emptyState { draw(shape, layout, into: &out) }
        emit(out + "</svg>\n")
    }

    /// The whole document as one string.
    public func svg(_ layout: PictureLayout) -> String {
        var out = ""
        write(layout) { out += $0 }
        return out
    }

    private func draw(_ row: PictureRow, _ layout: PictureLayout, into out: inout String) {
        let f = row.frame
        let box = [f.x, f.y, f.width, f.height].map(Markup.number).joined(separator: " ")
        let link = row.link.flatMap { href?($0) }
        if let link { out += "<a href=\"\(Markup.escape(link))\">" }
        out += "<g class=\"row\" data-section=\"\(row.section)\" data-cell=\"\(row.cell)\" data-box=\"\(box)\""
        out += row.dimmed ? " opacity=\"0.4\">" : ">"
        out += "\n"
        for shape in row.shapes { draw(shape, layout, into: &out) }
        out += "</g>"
        if link != nil { out += "</a>" }
        out += "\n"
        if let color = outlines[RowIndex(section: row.section, cell: row.cell)] {
            out += "<rect class=\"outline\" x=\"\(Markup.number(f.x + 1))\" y=\"\(Markup.number(f.y + 1))\""
                + " width=\"\(Markup.number(f.width - 2))\" height=\"\(Markup.number(f.height - 2))\" rx=\"6\" fill=\"none\""
                + Markup.fill(color, "stroke") + " stroke-width=\"2\"/>\n"
        }
    }

    private func draw(_ shape: Shape, _ layout: PictureLayout, into out: inout String) {
        let n = Markup.number
        switch shape {
        case .rect(let r, let radius, let fill):
            out += "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
            if radius > 0 { out += " rx=\"\(n(radius))\"" }
            out += Markup.fill(fill) + "/>\n"
        case .text(let run):
            text(run, into: &out)
        case .chevron(let right, let midY, let color):
            out += "<path class=\"accessory\" data-right=\"\(n(right))\" d=\"M\(n(right - 7.5)) \(n(midY - 6.5))L\(n(right - 1.5)) \(n(midY))"
                + "L\(n(right - 7.5)) \(n(midY + 6.5))\" fill=\"none\"" + Markup.fill(color, "stroke")
                + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        case .toggle(let right, let midY, let on, let track, let knob):
            let size = PictureLayout.switchSize
            let x = right - size.width
            out += "<g class=\"accessory\" data-right=\"\(n(right))\" data-on=\"\(on)\"><rect x=\"\(n(x))\" y=\"\(n(midY - size.height / 2))\""
                + " width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"\(n(size.height / 2))\"" + Markup.fill(track) + "/>"
                + "<circle cx=\"\(n(on ? right - size.height / 2 : x + size.height / 2))\" cy=\"\(n(midY))\" r=\"\(n(size.height / 2 - 2))\""
                + Markup.fill(knob) + "/></g>\n"
        case .checkmark(let right, let midY, let color):
            out += "<path class=\"accessory\" data-right=\"\(n(right))\" d=\"M\(n(right - 13)) \(n(midY))L\(n(right - 8.5)) \(n(midY + 5))"
                + "L\(n(right - 1)) \(n(midY - 6))\" fill=\"none\"" + Markup.fill(color, "stroke")
                + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        case .image(let r, let name, let radius):
            image(name, in: r, radius: radius, layout, into: &out)
        }
    }

    private func text(_ run: TextRun, into out: inout String) {
        guard !run.text.isEmpty else { return }
        let n = Markup.number
        out += "<text x=\"\(n(run.x))\" y=\"\(n(run.baseline))\" font-size=\"\(n(run.font.size))\""
        if run.font.weight != .regular { out += " font-weight=\"\(Self.cssWeight(run.font.weight))\"" }
        if run.anchor != .start { out += " text-anchor=\"\(run.anchor.rawValue)\"" }
        if run.width > 0 { out += " textLength=\"\(n(run.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
        out += Markup.fill(run.color) + ">" + Markup.escape(run.text) + "</text>\n"
    }

    private func image(_ name: String, in r: Rect, radius: Double, _ layout: PictureLayout, into out: inout String) {
        let n = Markup.number
        if let uri = images?.dataURI(name) {
            out += "<image class=\"image\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
                + " preserveAspectRatio=\"xMidYMid meet\" href=\"\(Markup.escape(uri))\"><title>\(Markup.escape(name))</title></image>\n"
            return
        }
        // A placeholder: the rounded box, with as much of the name as fits in it.
        out += "<g class=\"placeholder\"><title>\(Markup.escape(name))</title><rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\""
            + " height=\"\(n(r.height))\" rx=\"\(n(radius))\"" + Markup.fill(layout.palette.placeholder) + "/>"
        let font = Font(min(9, r.height / 3))
        let label = layout.fitted(name, font: font, limit: r.width - 4)
        if label.text != "…", !label.text.isEmpty {
            var line = ""
            text(TextRun(text: label.text, x: r.x + r.width / 2, baseline: r.y + r.height / 2 + 0.35 * font.size, width: label.width,
                         font: font, color: layout.palette.secondaryLabel, anchor: .middle), into: &line)
            out += line.dropLast()
        }
        out += "</g>\n"
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
