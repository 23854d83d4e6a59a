/// `diff --format html` (SPEC 8): for each page, the old and the new picture side by side, the rows
/// that changed outlined — removed in red on the old side, added in green on the new, changed in
/// orange and moved in blue on both — and the list of changes beneath, as `diff` prints it. One
/// self-contained file, for a CI job to attach to a pull request.
public struct HTMLDiffWriter: Sendable {
    /// The screen the pages are drawn for.
    public var device: Device
    /// Images by name; a name not found is drawn as a placeholder.
    public var images: ImageCatalog?

    /// A writer for a device's width.
    public init(device: Device = .iphone, images: ImageCatalog? = nil) {
        self.device = device
        self.images = images
    }

    // The outlines' colours: systemRed, systemGreen, systemOrange, systemBlue.
    static let removed = Color(0xFF, 0x3B, 0x30), added = Color(0x34, 0xC7, 0x59)
    static let changed = Color(0xFF, 0x95, 0x00), moved = Color(0x00, 0x7A, 0xFF)

    static let style = HTMLWriter.style + """
        .side{display:flex;gap:24px;flex-wrap:wrap}
        .side h2{font-size:13px;font-weight:400;color:#8A8A8E;margin:0 0 6px}
        .key span{display:inline-block;width:10px;height:10px;border-radius:3px;margin:0 4px 0 12px}
        pre{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;padding:0 24px 24px;margin:0}
        """

    /// Writes the document, in pieces, to `emit`. `list`: the change list as text, shown beneath.
    public func write(_ changes: [Change], old: [Page], new: [Page], entries: Bool = false, names: (old: String, new: String),
                      list: String, emit: (String) -> Void) {
        emit(HTMLWriter.head(title: names.old + " → " + names.new, style: Self.style) + """
            <nav class="key">\(changes.count) change\(changes.count == 1 ? "" : "s")\
            <span style="background:#FF3B30"></span>removed<span style="background:#34C759"></span>added\
            <span style="background:#FF9500"></span>changed<span style="background:#007AFF"></span>moved</nav>
            <main>

            """)
        // The pages as the diff pairs them (`PageDiff.pairs`); of an app's many pages, those that
        // changed (all of them when none did).
        for (before, after) in PageDiff.pairs(old, new, entries: entries) {
            let id = (after ?? before)!.id.key
            let onPage = changes.filter { $0.page.key == id }
            if onPage.isEmpty, !changes.isEmpty { continue }
            emit("<section class=\"page side\" data-page=\"\(Markup.escape(id))\">\n")
            for (side, page, marks) in [("old", before, outlines(onPage, old: true)), ("new", after, outlines(onPage, old: false))] {
                emit("<div><h2>\(Markup.escape(side == "old" ? names.old : names.new))</h2>\n")
                if let page {
                    var writer = SVGWriter(images: images)
                    writer.outlines = marks
                    HTMLWriter.inBothPalettes(page, device: device, writer: writer, emit: emit)
                } else {
                    emit("<p>(no such page)</p>\n")
                }
                emit("</div>\n")
            }
            emit("</section>\n")
        }
        // Line by line: a line break is the list's own, not page text to show escaped.
        let lines = list.split(separator: "\n", omittingEmptySubsequences: false).map { Markup.escape(String($0)) }
        emit("</main>\n<pre>\(lines.joined(separator: "\n"))</pre>\n</body>\n</html>\n")
    }

    /// The rows to outline on one side, and in what colour: a row that both moved and changed
    /// shows as changed.
    func outlines(_ changes: [Change], old: Bool) -> [RowIndex: Color] {
        var marks: [RowIndex: Color] = [:]
        for c in changes where c.entity == .cell {
            guard let place = old ? c.from : c.to, let index = place.index else { continue }
            let row = RowIndex(section: place.section, cell: index)
            switch c.kind {
            case .removed where old: marks[row] = Self.removed
            case .added where !old: marks[row] = Self.added
            case .changed: marks[row] = Self.changed
            case .moved where marks[row] == nil: marks[row] = Self.moved
            default: break
            }
        }
        return marks
    }
}
